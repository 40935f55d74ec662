// What `#ws` resolves to in browser bundles (package.json "imports"): nothing. Browsers have a
// global WebSocket, so the `ws` package is never loaded there and must not be bundled.
const none: undefined = undefined;
export default none;
