// a transaction without its nonce
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_resend","params":[{"from":"0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65","to":"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266","value":"0x1"},null,null]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"missing transaction nonce in transaction spec"}}
