// a transaction the pool holds
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_sendRawTransaction","params":["0x02f868827a69800184b2d05e0082520894f39fd6e51aad88f6f4ce6ab8827279cfffb922660180c001a0db6a905ff7693611c661d108f144d332a9ff8fb18e7b28fa0afc48327bd61ffca030a52bf8a7ff8f608d4f09c442d472712706bd947bbc72827594dfe4ed7089a1"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"nonce too low: next nonce 1, tx nonce 0"}}
