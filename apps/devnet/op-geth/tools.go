//go:build tools

// The devnet's op-geth: this module requires go-ethereum and replaces it with op-geth (go.mod), the
// way the OP Stack's own Go modules consume op-geth. Importing cmd/geth here pins its dependencies in
// go.sum; apps/devnet/src/op-geth/build.ts builds it into a gitignored cache. No op-geth code lives here.
package tools

import _ "github.com/ethereum/go-ethereum/cmd/geth"
