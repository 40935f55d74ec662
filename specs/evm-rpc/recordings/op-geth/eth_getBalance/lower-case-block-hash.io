// an EIP-1898 `blockhash`, in lower case
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_getBalance","params":["0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65",{"blockhash":"0x6e7b07270c95f1569b8e1b3fc9ce90bfbd1390d133b3bb484a800df68db2e374"}]}
<< {"jsonrpc":"2.0","id":1,"result":"0x21e27c1806e59a40000"}
