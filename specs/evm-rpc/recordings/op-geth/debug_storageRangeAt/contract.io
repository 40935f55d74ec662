// the contract's storage before block 5's store
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"debug_storageRangeAt","params":["0xc99a4fc6b5d78ce1dd8ffd8191eff79d4927aec012adaa0b10c18bb998ce1290",1,"0x5fbdb2315678afecb367f032d93f642f64180aa3","0x",10]}
<< {"jsonrpc":"2.0","id":1,"result":{"storage":{"0x290decd9548b62a8d60345a988386fc84ba6bc95484008f6362f93160ef3e563":{"key":"0x0000000000000000000000000000000000000000000000000000000000000000","value":"0x000000000000000000000000000000000000000000000000000000000000002a"}},"nextKey":null}}
