// a value the sender does not have
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_call","params":[{"from":"0x90F79bf6EB2c4f870365E785982E1f101E93b906","to":"0x70997970C51812dc3A010C7d01b50e0d17dc79C8","value":"0xffffffffffffffffffffffffffffffffff"},"latest"]}
<< {"jsonrpc":"2.0","id":1,"error":{"code":-32000,"message":"err: insufficient funds for gas * price + value: address 0x90F79bf6EB2c4f870365E785982E1f101E93b906 have 9999999957351636799899 want 87112285931760246646623899502532662132735 (supplied gas 50000000)"}}
