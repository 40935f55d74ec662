// the raw bytes of a deposit
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["0x5ab7f96dd42da6df8dafd199ed2cf4d2dc9a3eb67199f0cd02a83f6bfd4774a1"]}
<< {"jsonrpc":"2.0","id":1,"result":"0x7ef863a0685ee448d3736316a85f23ca2a3666d6057b2c2fc44b442abbccbfca5070f8289400000000000000000000000000000000d0e7051d949965507d1a55bcc2695c58ba16fb37d819b0a4dc881bc16d674ec800008806f05b59d3b20000830186a08080"}
