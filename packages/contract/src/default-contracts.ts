// The contracts of the bundled documents: `new NodeContract()` and `new RpcContract()` read the documents
// the packages publish. Only this entry reads files; the browser entry (`browser.ts`) has the same classes
// without the default, so a page passes the document it embeds.

import type { OpenApiDocument, OpenRpcDocument } from './document-types.js';
import { loadNodeDocument, loadRpcDocument } from './documents.js';
import { NodeContract as NodeContractOf } from './node/contract.js';
import { RpcContract as RpcContractOf } from './rpc/contract.js';

export class NodeContract extends NodeContractOf {
  constructor(doc: OpenApiDocument = loadNodeDocument()) {
    super(doc);
  }
}

export class RpcContract extends RpcContractOf {
  constructor(doc: OpenRpcDocument = loadRpcDocument()) {
    super(doc);
  }
}
