// percentiles out of order
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_feeHistory","params":["0x4","latest",[75,25]]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"invalid reward percentile: #0:75.000000 \u003e= #1:25.000000"}}
