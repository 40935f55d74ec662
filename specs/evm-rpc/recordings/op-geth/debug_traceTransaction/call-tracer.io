// the call tracer over a revert
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_traceTransaction","params":["0x1132dc46d120558328d9f1d2b742548efca06f2b7b4349ae8fb7c86fb2885dab",{"tracer":"callTracer"}]}
<< {"jsonrpc":"2.0","id":1,"result":{"from":"0x90f79bf6eb2c4f870365e785982e1f101e93b906","gas":"0xea60","gasUsed":"0x5348","to":"0x5fbdb2315678afecb367f032d93f642f64180aa3","input":"0x0000000000000000000000000000000000000000000000000000000000000000","output":"0xdeadbeef","error":"execution reverted","value":"0x0","type":"CALL"}}
