// JSON-RPC text nested too deep: the one answer every JSON-RPC door of the monorepo gives it (the devnet front
// before anvil, the JSON-RPC mock), over HTTP and WebSocket alike, before any parser recurses over it.

/** The deepest nesting a JSON-RPC door parses (the node side's Jackson bound; anvil's parser stops at 128). */
export const RPC_MAX_JSON_DEPTH = 1000;

/** The answer to a message nested deeper than RPC_MAX_JSON_DEPTH: -32600, no id (none was read), HTTP 200. */
export const RPC_TOO_DEEP_ANSWER = JSON.stringify({
  jsonrpc: '2.0',
  id: null,
  error: { code: -32600, message: `Invalid request: JSON nested deeper than ${RPC_MAX_JSON_DEPTH} levels` },
});
