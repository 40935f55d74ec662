// a block past the head
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_getCode","params":["0x5fbdb2315678afecb367f032d93f642f64180aa3","0x3e8"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"header not found"}}
