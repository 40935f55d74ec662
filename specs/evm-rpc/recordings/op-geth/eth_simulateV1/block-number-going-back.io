// a block number below its parent
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_simulateV1","params":[{"blockStateCalls":[{"blockOverrides":{"number":"0x1"}}]},"latest"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-38020,"message":"block numbers must be in order: 1 \u003c= 8"}}
