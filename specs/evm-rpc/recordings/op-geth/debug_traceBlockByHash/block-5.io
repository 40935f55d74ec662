// the 4-byte tracer over a block
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_traceBlockByHash","params":["0xc99a4fc6b5d78ce1dd8ffd8191eff79d4927aec012adaa0b10c18bb998ce1290",{"tracer":"4byteTracer"}]}
<< {"jsonrpc":"2.0","id":1,"result":[{"txHash":"0x50f99564ecc0224eca59f4afe2d70fcaf8cb612c0304b9aaea96997d568263ac","result":{"0x3db6be2b-174":1}},{"txHash":"0xf8e1db50ac32610e2d642775c727d8e6302d104f11e4170e0fe4d9902f5557db","result":{"0x00000000-28":1}}]}
