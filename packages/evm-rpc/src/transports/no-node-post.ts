// What `#node-post` resolves to outside Node (package.json "imports"): no Node client, so `http()` uses
// fetch there.
import type { postWithNode as NodePost } from './node-post.js';

export const postWithNode: typeof NodePost | undefined = undefined;
