// a log filter, polled, its logs, removed
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
// filter and subscription ids are random per run: each is written as 0x10…0, 0x20…0, … (32 digits) in order
>> {"jsonrpc":"2.0","id":1,"method":"eth_newFilter","params":[{"fromBlock":"0x0","address":"0x5fbdb2315678afecb367f032d93f642f64180aa3"}]}
<< {"jsonrpc":"2.0","id":1,"result":"0x10000000000000000000000000000000"}
>> {"jsonrpc":"2.0","id":2,"method":"eth_getFilterLogs","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":2,"result":[{"address":"0x5fbdb2315678afecb367f032d93f642f64180aa3","topics":["0x000000000000000000000000f39fd6e51aad88f6f4ce6ab8827279cfffb92266"],"data":"0x000000000000000000000000000000000000000000000000000000000000002a","blockNumber":"0x3","transactionHash":"0x701de7b12b1ea46028e957a78377e7e65f114f030f1e799c0330f7a43a53d9e7","transactionIndex":"0x1","blockHash":"0xabb55d6b35d51d336a46142e2352e6651bf17de1e3b087625c3b1d135134b5e1","blockTimestamp":"0x6955b906","logIndex":"0x0","removed":false},{"address":"0x5fbdb2315678afecb367f032d93f642f64180aa3","topics":["0x0000000000000000000000003c44cdddb6a900fa2b585dd299e03d12fa4293bc"],"data":"0x0000000000000000000000000000000000000000000000000000000000000007","blockNumber":"0x5","transactionHash":"0xf8e1db50ac32610e2d642775c727d8e6302d104f11e4170e0fe4d9902f5557db","transactionIndex":"0x1","blockHash":"0xc99a4fc6b5d78ce1dd8ffd8191eff79d4927aec012adaa0b10c18bb998ce1290","blockTimestamp":"0x6955b90a","logIndex":"0x0","removed":false}]}
>> {"jsonrpc":"2.0","id":3,"method":"eth_getFilterChanges","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":3,"result":[]}
>> {"jsonrpc":"2.0","id":4,"method":"eth_uninstallFilter","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":4,"result":true}
>> {"jsonrpc":"2.0","id":5,"method":"eth_uninstallFilter","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":5,"result":false}
