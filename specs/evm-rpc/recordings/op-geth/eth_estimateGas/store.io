// a call that stores and logs
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_estimateGas","params":[{"from":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","to":"0x5fbdb2315678afecb367f032d93f642f64180aa3","data":"0x0000000000000000000000000000000000000000000000000000000000000005"}]}
<< {"jsonrpc":"2.0","id":1,"result":"0x6ba5"}
