// one pending, one queued
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"txpool_inspect","params":[]}
<< {"jsonrpc":"2.0","id":1,"result":{"pending":{},"queued":{"0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc":{"5":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266: 2 wei + 21000 gas × 3000000000 wei"}}}}
