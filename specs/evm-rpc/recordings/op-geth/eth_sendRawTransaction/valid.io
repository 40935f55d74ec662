// a signed transaction, accepted into the pool
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_sendRawTransaction","params":["0x02f86c827a6902843b9aca0084b2d05e008252089470997970c51812dc3a010c7d01b50e0d17dc79c80380c080a00cb369a7091726ee7599731a563b63b69dd74e492ba0c9d92cb4c6795c401e33a02d4d04eccd4544b0de6d6ed4fc49fa85a7ea9e0f7917f65f8f978bae60abb538"]}
<< {"jsonrpc":"2.0","id":1,"result":"0xa6c0cb4159798e7a2d7ff1454f5d1b7b8d12d20c673f19fd9156c305dc438337"}
