export async function startRpcProxy(){} export async function startNodeProxy(){}
