// without the conditions
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_sendRawTransactionConditional","params":["0x02f88c827a6901843b9aca0084b2d05e0082ea60945fbdb2315678afecb367f032d93f642f64180aa380a00000000000000000000000000000000000000000000000000000000000000009c001a041e7a3966df2d5ff3b77a31c15880c75e9f016ea32fb52d5e80ce1f59947dfb0a056b01d12fe720b49d7df9e4f8dded84eaa802565a263cf939286ed8f5769f34d"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32602,"message":"missing value for required argument 1"}}
