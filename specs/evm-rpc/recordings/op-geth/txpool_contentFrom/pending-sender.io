// the pool content of one sender
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"txpool_contentFrom","params":["0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65"]}
<< {"jsonrpc":"2.0","id":1,"result":{"pending":{},"queued":{}}}
