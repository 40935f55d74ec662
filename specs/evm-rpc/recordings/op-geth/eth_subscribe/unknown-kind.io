// a subscription kind that does not exist
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over WebSocket by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
// filter and subscription ids are random per run: each is written as 0x10…0, 0x20…0, … (32 digits) in order
>> {"jsonrpc":"2.0","id":1,"method":"eth_subscribe","params":["newBlocks"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no \"newBlocks\" subscription in eth namespace"}}
