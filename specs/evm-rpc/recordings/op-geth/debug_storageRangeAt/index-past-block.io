// a transaction index past the block
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_storageRangeAt","params":["0x3",9,"0x5fbdb2315678afecb367f032d93f642f64180aa3","0x",10]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"transaction index 9 out of range for block 0xabb55d6b35d51d336a46142e2352e6651bf17de1e3b087625c3b1d135134b5e1"}}
