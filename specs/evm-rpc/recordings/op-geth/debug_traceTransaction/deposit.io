// the call tracer over a user deposit
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_traceTransaction","params":["0x5ab7f96dd42da6df8dafd199ed2cf4d2dc9a3eb67199f0cd02a83f6bfd4774a1",{"tracer":"callTracer"}]}
<< {"jsonrpc":"2.0","id":1,"result":{"from":"0x00000000000000000000000000000000d0e7051d","gas":"0x186a0","gasUsed":"0x5208","to":"0x9965507d1a55bcc2695c58ba16fb37d819b0a4dc","input":"0x","value":"0x6f05b59d3b20000","type":"CALL"}}
