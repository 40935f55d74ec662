// @sidechain-api/docs: the docs site's server (what `npm start` serves the built site with).

export type { ConsoleTargets, DocsServer, DocsServerOptions } from './server.js';
export { DEFAULT_DOCS_HOST, DEFAULT_DOCS_PORT, DEFAULT_SITE_ROOT, startDocsServer } from './server.js';
