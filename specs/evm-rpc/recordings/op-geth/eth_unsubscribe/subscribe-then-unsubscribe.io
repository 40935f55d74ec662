// a logs subscription, then its end, twice
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over WebSocket by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
// filter and subscription ids are random per run: each is written as 0x10…0, 0x20…0, … (32 digits) in order
>> {"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["logs",{"address":"0x5fbdb2315678afecb367f032d93f642f64180aa3"}]}
<< {"jsonrpc":"2.0","id":1,"result":"0x10000000000000000000000000000000"}
>> {"jsonrpc":"2.0","id":2,"method":"eth_unsubscribe","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":2,"result":true}
>> {"jsonrpc":"2.0","id":3,"method":"eth_unsubscribe","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":3,"error":{"code":-32000,"message":"subscription not found"}}
