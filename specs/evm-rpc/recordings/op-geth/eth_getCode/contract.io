// the contract's runtime code
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_getCode","params":["0x5fbdb2315678afecb367f032d93f642f64180aa3","latest"]}
<< {"jsonrpc":"2.0","id":1,"result":"0x3615601b576000358015602757806000556000523360206000a1005b60005460005260206000f35b63deadbeef60e01b60005260046000fd"}
