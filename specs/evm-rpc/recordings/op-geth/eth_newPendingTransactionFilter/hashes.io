// a pending-transaction filter
// recorded from Geth/v1.101702.3-stable/linux-amd64/go1.26.8 (op-geth v1.101702.3) over HTTP by `npm run record:op-geth`, on the op-geth devnet's fixed chain (apps/devnet/record/scenario.ts)
// filter and subscription ids are random per run: each is written as 0x10…0, 0x20…0, … (32 digits) in order
>> {"jsonrpc":"2.0","id":1,"method":"eth_newPendingTransactionFilter","params":[]}
<< {"jsonrpc":"2.0","id":1,"result":"0x10000000000000000000000000000000"}
>> {"jsonrpc":"2.0","id":2,"method":"eth_getFilterChanges","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":2,"result":[]}
>> {"jsonrpc":"2.0","id":3,"method":"eth_uninstallFilter","params":["0x10000000000000000000000000000000"]}
<< {"jsonrpc":"2.0","id":3,"result":true}
