// a tracer that does not exist
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_traceTransaction","params":["0x701de7b12b1ea46028e957a78377e7e65f114f030f1e799c0330f7a43a53d9e7",{"tracer":"nope"}]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"ReferenceError: nope is not defined at \u003ceval\u003e:1:2(0)"}}
