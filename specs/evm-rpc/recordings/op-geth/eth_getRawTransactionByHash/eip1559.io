// the raw bytes of a transaction
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
>> {"jsonrpc":"2.0","id":1,"method":"eth_getRawTransactionByHash","params":["0x701de7b12b1ea46028e957a78377e7e65f114f030f1e799c0330f7a43a53d9e7"]}
<< {"jsonrpc":"2.0","id":1,"result":"0x02f88c827a6901843b9aca0084b2d05e0082ea60945fbdb2315678afecb367f032d93f642f64180aa380a0000000000000000000000000000000000000000000000000000000000000002ac001a0252b2588fbb796db21a34c15f371d7c9a32336b9517049bdb041cbaf4dccba43a06e933f62eb51a5705bfae5e1d152f95fac8b46e701e78df07a3b500b160fd53d"}
