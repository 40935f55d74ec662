// bytes that are no block
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_traceBlock","params":["0x00",{"tracer":"callTracer"}]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"could not decode block: rlp: expected input list for types.extblock"}}
