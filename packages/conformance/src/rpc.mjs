export async function checkRpc(){throw new Error('todo')}
