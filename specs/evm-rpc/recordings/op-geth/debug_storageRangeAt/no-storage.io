// an account without storage
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_storageRangeAt","params":["0x4",0,"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","0x",10]}
<< {"jsonrpc":"2.0","id":1,"result":{"storage":null,"nextKey":null}}
