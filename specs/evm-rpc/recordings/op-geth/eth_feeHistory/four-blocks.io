// four blocks with two reward percentiles
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_feeHistory","params":["0x4","latest",[25,75]]}
<< {"jsonrpc":"2.0","id":1,"result":{"oldestBlock":"0x5","reward":[["0x0","0x3b9aca00"],["0x0","0x0"],["0x0","0x3b9aca00"],["0x0","0x1"]],"baseFeePerGas":["0x3b9aca00","0x3b9aca00","0x3b9aca00","0x3b9aca00","0x3b9aca00"],"gasUsedRatio":[0.0023461,0.0022527666666666665,0.002077166666666667,0.0020665],"baseFeePerBlobGas":["0x1","0x1","0x1","0x1","0x1"],"blobGasUsedRatio":[0,0,0,0]}}
