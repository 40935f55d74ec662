// generated — do not edit. Source: packages/node-api/generated/openapi.json; run npm run build.

export interface paths {
    "/backup/getRestoredBoxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Boxes restored from a backup
         * @description Pages through the non-coin boxes (application boxes) that the node restored from a backup when it
         *     was started from one: up to `numberOfElements` boxes (1 to 100, else 400), starting after
         *     `lastBoxId`. Leave `lastBoxId` out or empty to start from the first box; for the next page, send
         *     the id of the last box received. Only `boxes` is answered (older documentation also shows a
         *     `startingBoxId`, which the node does not produce). Business error `0802` (description
         *     `GenericBackupApiError`) carries the reason in `detail`, e.g. a coin box found in the backup
         *     storage, or a `lastBoxId` that is not hex (the id is decoded inside the route's `Try`).
         */
        post: operations["backupGetRestoredBoxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/backup/getSidechainBlockIdForBackup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Block to roll the state back to for a backup
         * @description Answers the id of the sidechain block that holds the mainchain block reference at height
         *     genesis mainchain height + (current withdrawal epoch − 2) × withdrawal epoch length − 1: the
         *     block to which the state storage of a backup is rolled back. Any request body is ignored. Business
         *     error `0801` comes back when that reference does not exist yet (current withdrawal epoch below 3).
         */
        post: operations["backupGetSidechainBlockIdForBackup"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/best": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The best block
         * @description Returns the best (tip) block of the active chain and its height. Any request body is ignored.
         *     Business error `0102` comes back only when the chain height is not above 0.
         *
         *     When the best block holds an `OpenStakeTransaction` the answer is HTTP 500: a 0.11.0 node cannot
         *     render that transaction as JSON (known defect, see the `OpenStakeTransaction` schema).
         */
        post: operations["blockBest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/currentHeight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The height of the best block
         * @description Returns the height of the active chain (the genesis block has height 1). Any request body is ignored.
         *     Business error `0102` comes back only when the height is not above 0.
         */
        post: operations["blockCurrentHeight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/findBlockInfoById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find what the node knows about a block
         * @description Returns the stored information about a block (height, score, validity, mainchain data, withdrawal
         *     epoch, VRF output) and whether the block is in the active chain. An id that is not exactly 64
         *     characters long (or missing) is rejected with 400; a block the node does not know gives business
         *     error `0101`.
         */
        post: operations["blockFindBlockInfoById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/findById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a block by id
         * @description Returns the sidechain block with this id (active chain or not), its serialized bytes and its height.
         *     An id that is not exactly 64 characters long (or missing) is rejected with 400; a well-formed id of
         *     no known block gives business error `0101`; 64 characters that are not hex end in 500.
         *
         *     A block that holds an `OpenStakeTransaction` is answered with HTTP 500: a 0.11.0 node cannot render
         *     that transaction as JSON (known defect, see the `OpenStakeTransaction` schema).
         */
        post: operations["blockFindById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/findIdByHeight": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find the id of the block at a height
         * @description Returns the id of the active-chain block at this height (the genesis block has height 1). A height
         *     below 1 or a missing field is rejected with 400; a height above the chain height gives business
         *     error `0102`.
         */
        post: operations["blockFindIdByHeight"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/findLastIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ids of the last blocks
         * @description Returns the ids of the last `number` blocks of the active chain, newest first: the best block,
         *     then its parent and so on. Fewer ids come back when the chain is shorter. `number` must be at
         *     least 1 (0, a negative value or a missing field is rejected with 400); there is no upper bound.
         */
        post: operations["blockFindLastIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/forgingInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Consensus timing and forging state
         * @description Returns the consensus slot length and epoch length, the epoch and slot of the best block, the
         *     current epoch and slot computed from the wall clock, and whether forging is enabled. Any request
         *     body is ignored.
         *
         *     Business error `0108` means the forger's own request to the node view failed: the forger asks
         *     the node view holder for the best block's epoch and slot and passes a failure of that ask on
         *     (`description` "Failed to get forging info: " + the akka message, `detail` the message). It is
         *     not "the forger did not answer": a forger that does not answer within the request timeout
         *     (`sparkz.restApi.timeout`, 5 s) gives HTTP 500, and because the forger's ask uses the same
         *     timeout and starts later, a slow node view usually ends in that 500 too.
         */
        post: operations["blockForgingInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/generate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forge a block for a given epoch and slot
         * @description Asks the forger to forge a block now for the given consensus epoch and slot, as if that slot had
         *     come, and returns its id. Meant for tests and regtest networks; it needs no authentication although
         *     it changes the chain. `epochNumber` and `slotNumber` default to 0 when missing, which no forger
         *     can win, so send both.
         *
         *     `transactionsBytes` (default `[]`) forces these serialized transactions into the block instead of
         *     taking them from the memory pool; it is accepted **only on regtest** (elsewhere business error
         *     `0105`). Entries that cannot be parsed are silently skipped; entries that are not hex end in 500.
         *     Any forging failure also gives `0105`, with the forger's reason in `detail` and after
         *     `Block was not created: ` in `description`: a slot no stake of this node won ("Slot had been
         *     skipped with reason: No eligible forging stake found."), a slot already forged ("Slot had been
         *     skipped with reason: Chain tip with … has been generated already."), a slot before the tip ("Try
         *     to forge block with incorrect epochAndSlot …"), no stake at all ("Can't forge block, no forging
         *     stake is present for epoch."). Disabled (404) on seeder nodes.
         */
        post: operations["blockGenerate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/getFeePayments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fee payments made after a block
         * @description Returns the ZenBoxes paid to forgers as their share of fees and rewards when this block was
         *     applied. Fee payments happen only on the last block of a withdrawal epoch, so for any other block,
         *     and also for an unknown block id, the list is empty: this operation has no business error. An id
         *     that is not exactly 64 characters long (or missing) is rejected with 400. The request class checks
         *     only the length and the route looks the id up as given, so 64 characters that are not lower-case
         *     hex are answered as an unknown id: 200 with an empty list, not 400.
         */
        post: operations["blockGetFeePayments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/startForging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start forging
         * @description Starts the node's forger: from the next slot on, the node tries to forge a block in every slot
         *     where one of its forger stakes wins. Answers `{}`; starting an already started forger also
         *     succeeds. Any request body is ignored. There is no business error: the forger always replies
         *     success, so the route's `0106` branch is never taken. A forger that does not reply within the
         *     request timeout gives HTTP 500. Disabled (404) on seeder nodes.
         */
        post: operations["blockStartForging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/block/stopForging": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop forging
         * @description Stops the node's forger; it stops trying to forge blocks. Answers `{}`; stopping a stopped
         *     forger also succeeds. Any request body is ignored. There is no business error: the forger
         *     always replies success, so the route's `0107` branch is never taken. A forger that does not
         *     reply within the request timeout gives HTTP 500. Disabled (404) on seeder nodes.
         */
        post: operations["blockStopForging"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/cswBoxIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ids of the boxes that can be withdrawn
         * @description Lists the ids of the boxes a ceased sidechain withdrawal can be requested for: the wallet's coin
         *     boxes in the UTXO merkle tree of the last active certificate (withdrawal epoch current − 3), and
         *     the forward transfers to wallet keys in the mainchain block references of the applied sidechain
         *     blocks of the last three withdrawal epochs (current, current − 1, current − 2), which no active
         *     certificate covers. The data comes from the wallet's CSW store, filled as blocks are applied,
         *     not from the memory pool. The list is empty when there is no CSW witness data (for instance
         *     while the sidechain is alive). Any request body is ignored.
         *     Business error `0704` comes back when the ids cannot be read.
         *
         *     On a sidechain without ceased sidechain withdrawal (a non-ceasing sidechain, or CSW keys not
         *     configured) the node answers business error `0707` whatever the body and without authentication.
         *     Disabled (404) on seeder nodes when CSW is enabled.
         */
        post: operations["cswCswBoxIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/cswInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * CSW data and proof state of a box
         * @description Answers what a ceased sidechain withdrawal of this box needs: its type (sidechain UTXO or forward
         *     transfer), amount, sidechain id, nullifier, the proof state (with the proof and receiver once
         *     generated), the active certificate data and the ceasing cumulative commitment-tree hash.
         *     `boxId` must be 64 characters (else 400). Business error `0703` carries the reason in
         *     `description`: the sidechain is alive, the box is unknown, or there is no CSW witness data (a
         *     non-hex `boxId` also ends here).
         *
         *     On a sidechain without ceased sidechain withdrawal (a non-ceasing sidechain, or CSW keys not
         *     configured) the node answers business error `0707` whatever the body and without authentication.
         *     Disabled (404) on seeder nodes when CSW is enabled.
         */
        post: operations["cswCswInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/generateCswProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request the CSW proof of a box
         * @description Queues the generation of the ceased-sidechain-withdrawal proof for a box listed by `cswBoxIds`
         *     (a wallet coin box of the last active certificate, or a forward transfer of the last three
         *     withdrawal epochs) paying `receiverAddress` on the mainchain, and answers the state of that proof
         *     in `state` with a text in `description`. The non-success outcomes are states, not business
         *     errors: `SidechainIsAlive`, `InvalidAddress` (a Base58 string of 35 characters that is not a
         *     transparent address of the node's mainchain network: wrong prefix or checksum) and `NoProofData`
         *     (no CSW data for this box; the node's description text then wrongly says "Sidechain is alive").
         *     Asking again for the same box with another receiver restarts the generation
         *     (`ProofGenerationStarted`). Generation takes minutes; poll this operation or `cswInfo`.
         *
         *     `boxId` must be 64 characters (else 400). Business error `0702` covers unexpected failures
         *     (including a non-hex `boxId` and the node's 5 s timeout).
         *
         *     **`receiverAddress` must be a 35-character Base58 string.** Once the sidechain has ceased, the
         *     node's CSW actor checks the address and catches only `IllegalArgumentException`:
         *     * a 35-character string with a character outside the Base58 alphabet (`0`, `O`, `I`, `l`, or any
         *       non-alphanumeric character) makes the Base58 decoder throw an `AssertionError`. The actor never
         *       answers (`0702` after the 5 s timeout), and akka's default supervision escalates an `Error`:
         *       the user guardian fails, which stops every actor of the node;
         *     * a missing `receiverAddress` (null) throws a `NullPointerException`: the actor restarts into its
         *       initialization state, which it never leaves, so this and every later CSW request of the node
         *       (`generateCswProof`, `cswInfo`, `cswBoxIds`, `nullifier`) times out until the node restarts.
         *     Before the sidechain has ceased the address is not looked at (`SidechainIsAlive`).
         *
         *     On a sidechain without ceased sidechain withdrawal (a non-ceasing sidechain, or CSW keys not
         *     configured) the node answers business error `0707` whatever the body and without authentication.
         *     Disabled (404) on seeder nodes when CSW is enabled.
         */
        post: operations["cswGenerateCswProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/hasCeased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether the sidechain has ceased
         * @description Answers whether the sidechain has ceased, that is whether the mainchain stopped accepting its
         *     certificates because one was missing for a withdrawal epoch. Once ceased, coins can only leave
         *     through ceased sidechain withdrawals. Any request body is ignored. Business error `0701` comes back
         *     when the state cannot be read.
         */
        post: operations["cswHasCeased"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/isCSWEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Whether ceased sidechain withdrawal is enabled
         * @description Answers whether this sidechain supports ceased sidechain withdrawals (a ceasing sidechain created
         *     with CSW keys). When it does not, the other CSW operations except `hasCeased` answer business error
         *     `0707`. Any request body is ignored. This operation has no business error.
         */
        post: operations["cswIsCSWEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/csw/nullifier": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Nullifier of a box
         * @description Answers the CSW nullifier of a coin box, the 32-byte value the mainchain records to prevent the box
         *     from being withdrawn twice. `boxId` must be 64 characters (else 400). Business error `0705` carries
         *     the reason in `description`: the sidechain is alive or the box is unknown (a non-hex `boxId` also
         *     ends here).
         *
         *     On a sidechain without ceased sidechain withdrawal (a non-ceasing sidechain, or CSW keys not
         *     configured) the node answers business error `0707` whatever the body and without authentication.
         *     Disabled (404) on seeder nodes when CSW is enabled.
         */
        post: operations["cswNullifier"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mainchain/bestBlockReferenceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The best mainchain block referenced by the sidechain
         * @description Returns the reference info of the highest mainchain block whose reference data is already
         *     included in a sidechain block of the active chain: its hash, parent hash and mainchain height,
         *     and the ids of the sidechain blocks holding its header and its data. The request body is
         *     ignored. Business error `0501` when there is none. No authentication.
         */
        post: operations["mainchainBestBlockReferenceInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mainchain/blockReferenceByHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A mainchain block reference by hash
         * @description Returns the mainchain block reference (header and sidechain-related data) of the mainchain
         *     block with this `hash` (display order, as the mainchain RPC shows it).
         *
         *     `format` (default **false**) selects the answer: `true` gives the `blockReference` object;
         *     `false` gives `blockHex`, the hex serialization of the block reference. Business error `0501`
         *     when the sidechain holds no reference for this hash (also for a hash of the wrong length).
         *     A missing or non-hex hash gives HTTP 500. No authentication.
         */
        post: operations["mainchainBlockReferenceByHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mainchain/blockReferenceInfoBy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reference info of a mainchain block by hash or height
         * @description Returns the reference info of the mainchain block with this `hash` (display order, as the
         *     mainchain RPC shows it) or at this mainchain `height`; `hash` wins when both are sent.
         *
         *     `format` (default **false**) selects the answer: `true` gives the `blockReferenceInfo`
         *     object; `false` gives `blockHex`, the hex serialization of that reference-info record (not
         *     of a mainchain block). The official documentation's example returns the object with
         *     `format` false; the node does not.
         *
         *     Business errors: `0502` when no block matches the hash or height (also for a hash of the
         *     wrong length), `0503` when neither `hash` nor `height` is sent. A hash that is not hex
         *     gives HTTP 500. No authentication.
         */
        post: operations["mainchainBlockReferenceInfoBy"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mainchain/genesisBlockReferenceInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The mainchain block that created the sidechain
         * @description Returns the reference info of the mainchain block at the sidechain-creation height (the block
         *     with the sidechain creation transaction, referenced by the genesis sidechain block). The request
         *     body is ignored. Business error `0501` when it is not found. No authentication.
         */
        post: operations["mainchainGenesisBlockReferenceInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mainchain/mainchainHeaderInfoByHash": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Info about a mainchain header by hash
         * @description Returns what the sidechain knows about the mainchain header with this `hash` (display order):
         *     parent hash, mainchain height, the sidechain block that contains the header and the cumulative
         *     commitment tree hash. Business error `0504` when the sidechain holds no such header (also for a
         *     hash of the wrong length). A missing or non-hex hash gives HTTP 500. No authentication.
         */
        post: operations["mainchainMainchainHeaderInfoByHash"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/addToBlacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ban a peer for a time
         * @description Bans the IP address of the peer at `address` (`host:port`) for `durationInMinutes` minutes and
         *     closes the connection to it; returns at once. The ban applies to the IP address (see
         *     `node/blacklistedPeers`, `node/removeFromBlacklist`). The answer is the bare JSON string
         *     `"OK"`, **without** a `result` wrapper.
         *
         *     There is no business error: a duration of 0 or less (also a missing one, read as 0) or an
         *     address without a `host:port` match give HTTP 500 `internal.error` (JSON), not 400; an
         *     unresolvable host gives the HTTP server's plain-text 500 (the route's `try` only guards building the route, not the request that runs inside `entity(…)`).
         *
         *     Needs authentication.
         */
        post: operations["nodeAddToBlacklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/allPeers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List all known peers
         * @description Returns every peer the peer manager knows (connected or not), in no particular order.
         *     `lastMessage` is always 0 and `localAddress` is absent here; use `node/connectedPeers` for
         *     live connections. A peer known only by its address (from the configuration or `node/connect`)
         *     and never handshaked has `lastHandshake` 0, agent name `unknown` and name `unknown-<address>`.
         *     The request body is ignored. A failure or timeout of the peer manager gives HTTP 500
         *     (`internal.error`).
         *
         *     The official documentation shows an older peer shape (`address`, `lastSeen`); see the Peer schema.
         *     Needs authentication.
         */
        post: operations["nodeAllPeers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/blacklistedPeers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the blacklisted addresses
         * @description Returns the IP addresses currently banned by the peer manager, as Java renders an
         *     `InetAddress` (`/<ip>`, or `<hostname>/<ip>`). The request body is ignored. A failure or
         *     timeout of the peer manager gives HTTP 500 (`internal.error`). No authentication.
         */
        post: operations["nodeBlacklistedPeers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/connect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect to a peer
         * @description Asks the network controller to open a connection to `host:port` and returns at once:
         *     success only means the request was accepted, not that the connection succeeded (check
         *     `node/connectedPeers`).
         *
         *     `host` and `port` are joined as `host:port` and searched with the pattern
         *     `([\w.]+):(\d{1,5})` (word characters and dots, then 1-5 digits). Because the pattern is
         *     searched, not matched, a host name containing other characters (e.g. `-`) is silently cut to
         *     its last matching part. Business error `0401` when nothing matches. The host is resolved
         *     with DNS; an unresolvable name gives HTTP 500 (`internal.error`).
         *
         *     Needs authentication.
         */
        post: operations["nodeConnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/connectedPeers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the connected peers
         * @description Returns the peers with a live, handshaked connection, with this node's end of the connection
         *     (`localAddress`) and the time of the last message received (`lastMessage`, milliseconds).
         *     The request body is ignored. A failure or timeout of the network controller gives HTTP 500
         *     (`internal.error`).
         *
         *     Needs authentication.
         */
        post: operations["nodeConnectedPeers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/disconnect": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disconnect from a peer
         * @description Forgets the peer (so the node does not reconnect to it automatically) and closes the
         *     connection to `host:port` if there is one; returns at once. `host` and `port` are checked like
         *     in `node/connect`: business error `0401` when they do not form `host:port`; an unresolvable
         *     host gives HTTP 500, the HTTP server's plain text (the host is resolved outside any `try`).
         *
         *     Needs authentication.
         */
        post: operations["nodeDisconnect"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Node summary
         * @description Returns a summary of the node: name, roles, versions, sidechain id and type, chain heights and
         *     epochs, peers, memory pool use, the last certificate and the `[ERROR]` lines of the log file.
         *     The request body is ignored. A failure or timeout while collecting the data gives HTTP 500.
         *     Not in the official documentation (added to the SDK in 2023).
         *
         *     Needs authentication.
         */
        post: operations["nodeInfo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/peer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a known peer by address
         * @description Meant to return what the peer manager knows about the peer at `address` (`host:port`), in the
         *     same shape as `node/allPeers` (`lastMessage` 0, no `localAddress`). The address is searched
         *     with the pattern `([\w.]+):(\d{1,5})` and the host resolved with DNS. There is no business
         *     error: an address without a match gives HTTP 500 `internal.error` (JSON, the detail reads
         *     `address None is not well formatted`); an unresolvable host, or a failed peer-manager query,
         *     gives the HTTP server's plain-text 500 (the route's `try` only guards building the route, not the request that runs inside `entity(…)`).
         *
         *     Caveat: with Sparkz 2.3.0, the version SDK 0.11.0 ships with, the peer manager answers this
         *     query with an optional peer-database record instead of the `PeerInfo` the route expects, so
         *     the cast fails and the node answers HTTP 500 for known and unknown peers alike (inferred from
         *     the code; the SDK's unit test mocks the peer manager and sees the success shape below).
         *     No authentication.
         */
        post: operations["nodePeer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/removeFromBlacklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift the ban of an address
         * @description Removes an IP address from the blacklist; returns at once. Unlike the other peer operations,
         *     `address` is a host name or IP address **without a port** (`host:port` fails to resolve).
         *     The answer is the bare JSON string `"OK"`, **without** a `result` wrapper. An unresolvable
         *     address gives HTTP 500 (`address <address> is not well formatted: <cause>`); removing an
         *     address that is not banned is not an error. A node also answers `"OK"` to a missing or empty
         *     `address`: Jackson leaves it null, and `InetAddress.getByName` resolves null and `""` to the
         *     loopback address.
         *
         *     Needs authentication.
         */
        post: operations["nodeRemoveFromBlacklist"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/removePeer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Forget a peer and disconnect from it
         * @description Removes the peer at `address` (`host:port`) from the peer manager and closes the connection to
         *     it if there is one; returns at once. The answer is the bare JSON string `"OK"`, **without** a
         *     `result` wrapper. The address is searched with the pattern `([\w.]+):(\d{1,5})` and the host
         *     resolved with DNS. There is no business error: no match gives HTTP 500 `internal.error` (JSON);
         *     an unresolvable host gives the HTTP server's plain-text 500 (the route's `try` only guards building the route, not the request that runs inside `entity(…)`). Removing an unknown
         *     peer is not an error.
         *
         *     Needs authentication.
         */
        post: operations["nodeRemovePeer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/sidechainId": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The sidechain id
         * @description Returns the id of the sidechain this node belongs to, byte-reversed compared with its internal
         *     form, i.e. in the order the mainchain RPC shows it. The request body is ignored. No
         *     authentication.
         */
        post: operations["nodeSidechainId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/stop": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Stop the node
         * @description Starts a graceful shutdown and answers `{"result": {}}` right away; about half a second later
         *     the node stops its services and the process exits, so later calls fail to connect. A second
         *     call while the stop is in progress gives business error `0402`. The request body is ignored.
         *     The official documentation's example shows `result` and `error` together; the node sends one
         *     or the other.
         *
         *     Needs authentication.
         */
        post: operations["nodeStop"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/node/storageVersions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Last version of each storage
         * @description Returns the last version id of each of the node's storages (history, consensus data, state,
         *     wallet, CSW data), useful to check that they are consistent after a crash. The request body is
         *     ignored. A failure or timeout of the node view holder gives HTTP 500 (`internal.error`). The
         *     official documentation's example shows `result` and `error` together; the node sends only
         *     `result`. No authentication.
         */
        post: operations["nodeStorageVersions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/disableCertificateSigner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch automatic certificate signing off
         * @description Tells the certificate submitter to stop signing certificates, and answers `{"result": {}}`
         *     without waiting. There is no business error; read the state back with
         *     `submitter/isCertificateSignerEnabled`. The request body is ignored. Unprotected before SDK
         *     0.7.0.
         *
         *     Needs authentication.
         */
        post: operations["submitterDisableCertificateSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/disableCertificateSubmitter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch automatic certificate submission off
         * @description Tells the certificate submitter to stop sending withdrawal certificates, and answers
         *     `{"result": {}}` without waiting. There is no business error; read the state back with
         *     `submitter/isCertificateSubmitterEnabled`. The request body is ignored. Unprotected before
         *     SDK 0.7.0.
         *
         *     Needs authentication.
         */
        post: operations["submitterDisableCertificateSubmitter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/enableCertificateSigner": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch automatic certificate signing on
         * @description Tells the certificate submitter to sign the certificates of each withdrawal epoch with this
         *     node's signer keys and share the signatures with the other nodes, and answers
         *     `{"result": {}}` without waiting. There is no business error: the call neither checks that
         *     signer keys are configured nor reports whether the switch took effect (read it back with
         *     `submitter/isCertificateSignerEnabled`). The request body is ignored. Unprotected before SDK
         *     0.7.0.
         *
         *     Needs authentication.
         */
        post: operations["submitterEnableCertificateSigner"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/enableCertificateSubmitter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Switch automatic certificate submission on
         * @description Tells the certificate submitter to build and send withdrawal certificates to the mainchain
         *     automatically, and answers `{"result": {}}` without waiting. There is no business error:
         *     the call neither checks that this node is configured as a submitter nor reports whether the
         *     switch took effect (read it back with `submitter/isCertificateSubmitterEnabled`). The request
         *     body is ignored. Unprotected before SDK 0.7.0.
         *
         *     Needs authentication.
         */
        post: operations["submitterEnableCertificateSubmitter"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/getCertifiersKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Certifier keys of a withdrawal epoch
         * @description Returns the certificate signers' signing keys and master keys valid for a withdrawal epoch,
         *     with `keysRootHash`, the hash of the key set that certificates commit to (computed only when
         *     there are master keys, i.e. on circuits with key rotation; an empty string otherwise).
         *     `withdrawalEpoch` -1 gives the genesis key set; it defaults to 0 when absent (the node reads a
         *     missing number as 0), and a value below -1 is rejected with 400. Business error `0604` when the
         *     state has no keys for that epoch (e.g. a future epoch). No authentication.
         *
         *     The state stores a key set per withdrawal epoch only on sidechains whose circuit supports key
         *     rotation (`NaiveThresholdSignatureCircuitWithKeyRotation`), at the end of each epoch. On the other
         *     circuits only `-1` (the genesis keys, from the configuration) returns keys; every epoch ≥ 0
         *     answers `0604`.
         */
        post: operations["submitterGetCertifiersKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/getKeyRotationMessageToSignForMasterKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message to sign for a master-key rotation
         * @description Computes the message that must be signed to rotate a certificate signer's **master key** to
         *     `schnorrPublicKey` (the new key) from withdrawal epoch `withdrawalEpoch` on, for this
         *     sidechain. The signatures of this message (by the new key, the current signing key and the
         *     current master key) go into `transaction/createKeyRotationTransaction`.
         *
         *     `withdrawalEpoch` defaults to 0 when absent (the node reads a missing number as 0); a negative
         *     one or an empty key is rejected with 400. A key that is not hex or not a valid Schnorr key gives
         *     HTTP 500. Business error `0605` when the sidechain's proving circuit has no key rotation.
         *     No authentication.
         */
        post: operations["submitterGetKeyRotationMessageToSignForMasterKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/getKeyRotationMessageToSignForSigningKey": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Message to sign for a signing-key rotation
         * @description Computes the message that must be signed to rotate a certificate signer's **signing key** to
         *     `schnorrPublicKey` (the new key) from withdrawal epoch `withdrawalEpoch` on, for this
         *     sidechain. The signatures of this message (by the new key, the current signing key and the
         *     current master key) go into `transaction/createKeyRotationTransaction`.
         *
         *     `withdrawalEpoch` defaults to 0 when absent (the node reads a missing number as 0); a negative
         *     one or an empty key is rejected with 400. A key that is not hex or not a valid Schnorr key gives
         *     HTTP 500. Business error `0605` when the sidechain's proving circuit has no key rotation.
         *     No authentication.
         */
        post: operations["submitterGetKeyRotationMessageToSignForSigningKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/getKeyRotationProof": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Key rotation recorded for a signer in an epoch
         * @description Returns the key rotation of type `keyType` (0 = signing key, 1 = master key) recorded for
         *     signer `indexOfKey` in withdrawal epoch `withdrawalEpoch`, as a nested `keyRotationProof`
         *     object whose keys and signatures are objects and whose `keyType` is an enumeration object (the
         *     official documentation shows flat string fields at the result level). When nothing is
         *     recorded, `keyRotationProof` is omitted and the result is `{}`.
         *
         *     Every field defaults to 0 when absent (the node reads a missing number as 0); a negative epoch
         *     or index, or a `keyType` other than 0 or 1, is rejected with 400. Business error `0605` when the
         *     sidechain's proving circuit has no key rotation. No authentication.
         */
        post: operations["submitterGetKeyRotationProof"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/isCertGenerationActive": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is a certificate being generated
         * @description Tells whether the certificate submitter is generating a certificate proof right now
         *     (`state` true). The request body is ignored. Business error `0601` when the submitter does
         *     not answer within the API timeout. No authentication.
         */
        post: operations["submitterIsCertGenerationActive"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/isCertificateSignerEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is the certificate signer enabled
         * @description Tells whether this node's automatic certificate signing is switched on (see
         *     `submitter/enableCertificateSigner`; the initial value comes from the configuration). The
         *     request body is ignored. Business error `0603` when the submitter does not answer within the
         *     API timeout; its description text mentions the submitter, not the signer. No authentication.
         */
        post: operations["submitterIsCertificateSignerEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/submitter/isCertificateSubmitterEnabled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Is the certificate submitter enabled
         * @description Tells whether this node's automatic certificate submission is switched on (see
         *     `submitter/enableCertificateSubmitter`; the initial value comes from the configuration). The
         *     request body is ignored. Business error `0602` when the submitter does not answer within the
         *     API timeout. No authentication.
         */
        post: operations["submitterIsCertificateSubmitterEnabled"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/allTransactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Transactions in the memory pool
         * @description Lists the transactions waiting in the node's memory pool: as JSON objects when `format` is true
         *     (the default) or as ids when it is false. An empty body means the default. Mined transactions are
         *     not listed. This operation has no business error.
         *
         *     With `format` true (the default) the answer is HTTP 500 while an `OpenStakeTransaction` is in the
         *     memory pool: a 0.11.0 node cannot render that transaction as JSON (known defect, see the
         *     `OpenStakeTransaction` schema); `format` false still lists the ids.
         */
        post: operations["transactionAllTransactions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/createCoreTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and sign a transaction from given inputs
         * @description Builds a SidechainCoreTransaction that spends the given wallet boxes (ZenBoxes or ForgerBoxes) and
         *     creates the given regular, withdrawal and forger-stake outputs, signs it with the wallet's keys and
         *     answers it **without sending it** (use `sendTransaction`). There is no change output: the fee is
         *     what the inputs hold beyond the outputs.
         *
         *     At least one input and at least one output are required. Send all three output lists, using `[]`
         *     for the unused ones: a missing list is null on the node and ends in 400 or 500. Answers the
         *     transaction bytes, or JSON when `format` is true. An input that is not in the wallet gives business
         *     error `0202`; outputs above the inputs, withdrawals below the dust threshold (54 zennies) or a
         *     signing failure give `0204`. An output key or `mainchainAddress` that does not parse (not a valid
         *     Ed25519 or VRF key, not a Horizen transparent address of this network) is HTTP 500: the outputs
         *     are parsed before the route's `try`, inside the node-view call, which rethrows. Withdrawal
         *     outputs take `mainchainAddress` (not `publicKey`, which is rejected with 400).
         */
        post: operations["transactionCreateCoreTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/createCoreTransactionSimplified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create and sign a transaction, inputs chosen by the node
         * @description Builds a SidechainCoreTransaction paying the given regular, withdrawal and forger-stake outputs
         *     plus `fee`, choosing wallet ZenBoxes not already spent in the memory pool and sending the change to
         *     the wallet's first Ed25519 key; signs it and answers it **without sending it** (use
         *     `sendTransaction`). At least one output is required; send all three output lists, using `[]` for
         *     the unused ones. `fee` defaults to 0 and must not be negative (400). Answers the transaction bytes,
         *     or JSON when `format` is true. Business error `0204` covers a wallet without an Ed25519 key,
         *     insufficient balance, withdrawals below the dust threshold and invalid data.
         */
        post: operations["transactionCreateCoreTransactionSimplified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/createKeyRotationTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate a certificate signing or master key
         * @description Creates a CertificateKeyRotationTransaction that replaces the signing key (`keyType` 0) or master
         *     key (`keyType` 1) at `keyIndex` of the certificate signers with `newKey` from the next withdrawal
         *     epoch on. The signatures are over the key-rotation message of the current withdrawal epoch (see
         *     `submitter/getKeyRotationMessageToSignForSigningKey` and `…ForMasterKey`): by the current signing
         *     key, the current master key and the new key. The fee (default 0) is paid from the first wallet
         *     ZenBox, not spent in the memory pool, that holds at least `fee`; the change returns to its key.
         *
         *     With `automaticSend` true (the default) the transaction is validated and broadcast and its id is
         *     answered; with false it is answered as bytes, or as JSON when `format` is true. Business errors:
         *     `0404` when the sidechain's proving circuit has no key rotation, `0202` when no ZenBox can pay the
         *     fee, `0204` for invalid keys or signatures and memory-pool rejection: a `keyType` other than 0
         *     or 1 gives `0204` "Key type enumeration value should be valid!", a wrong signature e.g.
         *     "Master key signature in CertificateKeyRotationTransaction is not valid!". The node does not
         *     check `fee`: a negative fee is refused only when the transaction is sent (`0204`).
         */
        post: operations["transactionCreateKeyRotationTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/createOpenStakeTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote to open forging to everybody
         * @description On a sidechain with a restricted forger list, an allowed forger votes to let everybody forge: the
         *     transaction spends the given wallet ZenBox, locked by the key of the allowed forger at
         *     `forgerIndex`, and pays its value minus `fee` to `regularOutputProposition`. An input box that is
         *     not in the wallet, a negative fee or a fee above the input value end in 500, not in a business
         *     error.
         *
         *     With `automaticSend` true (the default) the transaction is validated and broadcast and its id is
         *     answered; with false it is only signed and answered as bytes. The memory pool rejects it (business
         *     error `0204`, `detail` = the state's reason) on sidechains without a restricted forger list, once
         *     forging is open, or when the key is not the allowed forger at `forgerIndex`; a
         *     `regularOutputProposition` that is not a valid key is also `0204`.
         *
         *     With `automaticSend` false and `format` true the node cannot render the transaction: HTTP 500
         *     (known defect of 0.11.0, see `OpenStakeTransaction`). Use `format` false for the signed bytes.
         */
        post: operations["transactionCreateOpenStakeTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/createOpenStakeTransactionSimplified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Vote to open forging, input chosen by the node
         * @description Same as `createOpenStakeTransaction`, but the node picks the input: the first wallet box locked by
         *     `forgerProposition` that holds at least `fee`; the change goes back to `forgerProposition`. No such
         *     box (`Unable to find input for Proposition …`), a negative fee, a fee above the input or a
         *     `forgerProposition` that is not a valid key end in HTTP 500, not in a business error: they are
         *     thrown inside the node-view call, which rethrows them (`SidechainApiRoute.applyOnNodeView`).
         *
         *     With `automaticSend` true (the default) the transaction is validated and broadcast and its id is
         *     answered; with false it is only signed and answered as bytes. The memory pool rejects it
         *     (business error `0204`, `detail` = the state's reason) on sidechains without a restricted forger
         *     list, once forging is open, or when the key is not the allowed forger at `forgerIndex`.
         *
         *     With `automaticSend` false and `format` true the node cannot render the transaction: HTTP 500
         *     (known defect of 0.11.0, see `OpenStakeTransaction`). Use `format` false for the signed bytes.
         */
        post: operations["transactionCreateOpenStakeTransactionSimplified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/decodeTransactionBytes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decode serialized transaction bytes
         * @description Parses hex transaction bytes (a one-byte transaction type id, then the transaction, as produced by
         *     the create operations) and answers the transaction as JSON. Nothing is validated against the
         *     state and nothing is sent. Bytes that do not parse give business error `0203` (description
         *     `ErrorByteTransactionParsing`, the parser message in `detail`, e.g. `Unknown core type id.` for a
         *     first byte no core transaction type has); a value that is not hex ends in 500, and so does a
         *     body without `transactionBytes` (the node decodes the missing value before its `Try`).
         *
         *     Decoding an `OpenStakeTransaction` answers HTTP 500: a 0.11.0 node cannot render that transaction
         *     as JSON (known defect, see the `OpenStakeTransaction` schema).
         */
        post: operations["transactionDecodeTransactionBytes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/findById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find a transaction in the memory pool or in a block
         * @description Looks the transaction up in the memory pool or, when `blockHash` is given, only in that block;
         *     there is no search of the whole chain (the `transactionIndex` parameter of older nodes was removed
         *     in SDK 0.7.0 and is now rejected with 400 as an unknown field). Answers the transaction's bytes,
         *     or the transaction as JSON when `format` is true. Not found gives business error `0201`.
         *
         *     With `format` true on an `OpenStakeTransaction` the node answers HTTP 500: a 0.11.0 node cannot
         *     render that transaction as JSON (known defect, see the `OpenStakeTransaction` schema).
         */
        post: operations["transactionFindById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/makeForgerStake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create forger stakes
         * @description Creates, signs and broadcasts a transaction of forger-stake outputs (ForgerBoxes) delegating coins
         *     to forgers; `blockSignPublicKey` defaults to the output's `publicKey`. Inputs are wallet ZenBoxes
         *     chosen automatically, change goes to the wallet's first Ed25519 key. `outputs` must not be empty
         *     and `fee` (default 0) not negative (400). Business error `0204` covers insufficient balance,
         *     invalid keys, a forger not allowed on a sidechain with a restricted forger list and memory-pool
         *     rejection.
         */
        post: operations["transactionMakeForgerStake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/sendCoinsToAddress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send coins to public keys
         * @description Pays the given outputs plus `fee` from wallet ZenBoxes (chosen automatically, change to the
         *     wallet's first Ed25519 key). With `automaticSend` true (the default) the transaction is validated,
         *     put into the memory pool and broadcast, and its id is answered; with `automaticSend` false it is
         *     only signed and answered as bytes, or as JSON when `format` is true. `outputs` must not be empty
         *     and `fee` (default 0) not negative (400). Business error `0204` covers insufficient balance, a
         *     wallet without an Ed25519 key, invalid keys and memory-pool rejection.
         */
        post: operations["transactionSendCoinsToAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/sendTransaction": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed transaction
         * @description Parses hex transaction bytes (as answered by the create operations with `format` false), validates
         *     the transaction against the memory pool and the state, and broadcasts it. Bytes that do not parse
         *     give business error `0203` (description `ErrorByteTransactionParsing`, the parser message in
         *     `detail`); a rejected transaction gives `0204` (description `GenericTransactionError`, the
         *     reason of the state or the memory pool in `detail`). A value that is not hex ends in 500, and
         *     so does a body without `transactionBytes` (the node decodes the missing value before parsing).
         */
        post: operations["transactionSendTransaction"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/spendForgingStake": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Spend forger stakes
         * @description Builds a SidechainCoreTransaction that spends the given wallet boxes (usually ForgerBoxes) into
         *     regular and forger-stake outputs, signs it **and broadcasts it**. Unlike the other sending
         *     operations it answers the transaction itself, as bytes or as JSON when `format` is true, not its
         *     id. At least one input and one output are required; send both output lists, using `[]` for the
         *     unused one. The fee is what the inputs hold beyond the outputs. An input that is not in the wallet
         *     gives business error `0202`; a signing failure or a memory-pool rejection (including a negative
         *     implicit fee) gives `0204`. An output key that does not parse (not a valid Ed25519 or VRF key) is
         *     HTTP 500: the outputs are parsed before the route's `try`, inside the node-view call, which
         *     rethrows.
         */
        post: operations["transactionSpendForgingStake"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transaction/withdrawCoins": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Withdraw coins to the mainchain
         * @description Creates, signs and broadcasts a transaction of withdrawal requests: each output is paid to its
         *     mainchain transparent address by the withdrawal certificate of the current epoch. Inputs are wallet
         *     ZenBoxes chosen automatically, change goes to the wallet's first Ed25519 key. `outputs` must not be
         *     empty and `fee` (default 0) not negative (400). Business error `0204` covers an invalid mainchain
         *     address, an amount below the dust threshold (54 zennies), insufficient balance and memory-pool
         *     rejection. Outputs take `mainchainAddress`, not `publicKey` (older nodes).
         */
        post: operations["transactionWithdrawCoins"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/allBoxes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the wallet's boxes
         * @description Returns the boxes the wallet owns, optionally only those of one box class and without the
         *     listed box ids. An empty body or `{}` means no filter.
         *
         *     `boxTypeClass` is a box class name: a simple name is looked up in the package
         *     `io.horizen.utxo.box` (`ZenBox`, `ForgerBox`, `WithdrawalRequestBox`), anything else must be a
         *     fully qualified class name (custom boxes of the application). An unknown class is not a
         *     business error: the node answers HTTP 500 (`internal.error`, detail = the class-loading
         *     message: the prefixed name, or its internal form with slashes, `io/horizen/utxo/box/Zen;Box`,
         *     when the name is no legal class name). An `excludeBoxIds` entry that is not hex gives a
         *     text 500 (`There was an internal server error.`).
         *
         *     **One name stops the node:** for `module-info` (a jar's module descriptor) `Class.forName`
         *     throws a `NoClassDefFoundError`, which the route's `Try` does not catch, and akka shuts the
         *     JVM down (`akka.jvm-exit-on-fatal-error`). Send only class names you chose.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletAllBoxes"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/allPublicKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List the wallet's public keys
         * @description Returns the public key of every secret in the wallet, or only of the secrets of one class.
         *     An empty body or `{}` means no filter: Ed25519 (32-byte), VRF and Schnorr (33-byte) keys then
         *     come mixed, in wallet order, as `{publicKey}`. A secp256k1 secret imported with
         *     `wallet/importSecret` (type `05`) appears as `{address}`.
         *
         *     Despite its name, `proptype` is a **secret** class name, not a proposition class: a simple name
         *     is looked up in the package `io.horizen.secret` (`PrivateKey25519`, `VrfSecretKey`,
         *     `SchnorrSecret`), anything else must be fully qualified. An unknown class is not a business
         *     error: the node answers HTTP 500 (`internal.error`, the class name in `detail`: in the internal
         *     form with slashes, `io/horizen/secret//Key`, when it is no legal class name). The
         *     secp256k1 secret class lives in another package: filter it with its full name
         *     `io.horizen.account.secret.PrivateKeySecp256k1`.
         *
         *     **One name stops the node:** for `module-info` (a jar's module descriptor) `Class.forName`
         *     throws a `NoClassDefFoundError`, which the route's `Try` does not catch, and akka shuts the
         *     JVM down (`akka.jvm-exit-on-fatal-error`). Send only class names you chose.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletAllPublicKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/balanceOfType": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Balance of the wallet's boxes of one class
         * @description Returns the sum of the values of the wallet's boxes of one box class, in zennies. `boxType` is
         *     resolved like `boxTypeClass` of `wallet/allBoxes`: a simple name in `io.horizen.utxo.box`
         *     (`ZenBox`, `ForgerBox`, `WithdrawalRequestBox`) or a fully qualified class name. An unknown
         *     class is not a business error: the node answers HTTP 500 (`internal.error`, the class-loading
         *     message in `detail`, as in `wallet/allBoxes`); so does a missing `boxType`.
         *
         *     **One name stops the node:** for `module-info` (a jar's module descriptor) `Class.forName`
         *     throws a `NoClassDefFoundError`, which the route's `Try` does not catch, and akka shuts the
         *     JVM down (`akka.jvm-exit-on-fatal-error`). Send only class names you chose.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletBalanceOfType"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/coinsBalance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Total balance of the wallet's coin boxes
         * @description Returns the sum of the values of all coin boxes in the wallet (ZenBoxes and ForgerBoxes, i.e.
         *     including forger stakes), in zennies. The request body is ignored. Replaces the `wallet/balance`
         *     operation of early SDK versions.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletCoinsBalance"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/createPrivateKey25519": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an Ed25519 key in the wallet
         * @description Generates a new PrivateKey25519 secret (deterministically from the wallet seed and the number
         *     of keys already generated), stores it in the wallet and returns its public key. Takes no
         *     parameters: send no body or `{}`; any property in the body, or a body that is not JSON, is
         *     rejected with 400 (the route reads it as `ReqCreateKey`). A JSON `null` body is not
         *     rejected: Jackson reads it as a null `ReqCreateKey`, which the route ignores (the key is
         *     created), although the schema allows only an object. Business error
         *     `0301` when the secret cannot be generated or stored (`detail` = the cause: "Exceeded number of
         *     attempts generating secret", or "Can't store secret and nonce while generating next secret …"
         *     for a storage failure). A key that already exists is skipped, never reported: the wallet moves
         *     on to the next nonce.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletCreatePrivateKey25519"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/createVrfSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create a VRF key in the wallet
         * @description Generates a new VRF secret key (deterministically from the wallet seed), stores it in the
         *     wallet and returns its 33-byte public key, e.g. to use as `vrfPubKey` of a forger stake. Takes
         *     no parameters: send no body or `{}`; any property in the body, or a body that is not JSON,
         *     is rejected with 400 (the route reads it as `ReqCreateKey`). A JSON `null` body is not
         *     rejected: Jackson reads it as a null `ReqCreateKey`, which the route ignores (the key is
         *     created), although the schema allows only an object. Business
         *     error `0301` when the secret cannot be generated or stored (`detail` = the cause).
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletCreateVrfSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/dumpSecrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Write all secrets to a file on the node
         * @description Writes every secret of the wallet to a file **on the node's file system**, creating or
         *     overwriting it: a first comment line `# Secrets dump created on <ISO-8601 instant>`, then one
         *     `<secret hex> <public key hex>` line per secret (the format `wallet/importSecrets` reads).
         *     The file holds private keys in clear: protect it. An empty `path` is rejected with 400; a path
         *     that cannot be written gives HTTP 500.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletDumpSecrets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/exportSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Export the secret of a public key
         * @description Returns the wallet's secret for a public key, serialized with its type byte (the form
         *     `wallet/importSecret` accepts). The field is spelled **`publickey`**, all lowercase: the
         *     official documentation's example spells it `publicKey`, which the node rejects as an unknown
         *     field (400). An empty string is rejected with 400; a value that is not hex gives HTTP 500.
         *     Business error `0303` when no secret of the wallet has this public key.
         *
         *     The answer contains key material: call it only over a trusted connection.
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletExportSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/importSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import a secret into the wallet
         * @description Adds one secret to the wallet and returns its public key. `privKey` is the type-prefixed
         *     serialization that `wallet/exportSecret` and `wallet/dumpSecrets` produce (PrivateKey25519,
         *     VRF or Schnorr secret, or a custom secret of the application); an empty string is rejected
         *     with 400 and a value that is not hex gives HTTP 500.
         *
         *     The result is a `proposition` **object**: `{publicKey}`, or `{address}` for a secp256k1 secret
         *     (type `05`, which a UTXO node's wallet also accepts); the official documentation shows a bare
         *     string. Business errors: `0305` when the bytes are not a valid secret (`description` is the
         *     fixed token `ErrorFailedToParseSecret`, the parser message is in `detail`), `0302` when the
         *     wallet refuses the secret, typically because it is already there.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletImportSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wallet/importSecrets": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import secrets from a file on the node
         * @description Reads a file **on the node's file system**, in the format `wallet/dumpSecrets` writes: one
         *     `<secret hex> <public key hex>` pair per line, separated by one space; lines containing `#`
         *     are skipped. Line numbers count every line from 1, comment lines included.
         *
         *     The whole file is validated first and nothing is imported if a line fails: business error
         *     `0304` when a line's public key does not match its secret, `0305` when a line's secret cannot
         *     be parsed (the line number is in `description`). Then each secret is added; secrets the wallet
         *     refuses (e.g. already present) are counted in `failedToAdd` and listed in `summary`, the others
         *     in `successfullyAdded`. A missing or unreadable file, a line without a public key or a value
         *     that is not hex gives HTTP 500. An empty `path` is rejected with 400.
         *
         *     Needs authentication. Disabled (404) on seeder nodes.
         */
        post: operations["walletImportSecrets"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * AddressProposition
         * @description The public image of a secp256k1 secret (`PrivateKeySecp256k1`, secret type `05`): a 20-byte
         *     Ethereum-style address as 40 lowercase hex digits, without `0x`. A UTXO node's wallet accepts
         *     such secrets (the secrets companion registers their serializer) although nothing in a UTXO
         *     sidechain uses them.
         */
        AddressProposition: {
            /**
             * @description The address, 20 bytes as hex.
             * @example 7e5f4552091a69125d5dfcb7b8c2659029395bdf
             */
            address: string;
        };
        /**
         * BlockId
         * @description A sidechain block id, 32 bytes (Blake2b-256) as 64 lowercase hex digits.
         * @example 3c9a1f0f6b8e2f4d5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f
         */
        BlockId: string;
        /**
         * Box
         * @description A box (UTXO) as the node renders it. `typeName` is the simple class name of the box and selects
         *     the shape: the core boxes `ZenBox`, `ForgerBox` and `WithdrawalRequestBox` (`isCustom` false),
         *     or an application-defined box (`isCustom` true) with extra fields of its own.
         */
        Box: (components["schemas"]["ZenBox"] | components["schemas"]["ForgerBox"] | components["schemas"]["WithdrawalRequestBox"]) | components["schemas"]["CustomBox"];
        /**
         * BoxId
         * @description A box id, 32 bytes as 64 lowercase hex digits.
         * @example 1f7c2a9e4b6d8f0a2c4e6b8d0f2a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a
         */
        BoxId: string;
        /**
         * BoxNonce
         * Format: int64
         * @description A box nonce: a full-range signed int64 (negative values occur). It exceeds 2^53, so a JavaScript
         *     `JSON.parse` rounds it: decode it losslessly (bigint or a decimal string).
         * @example -5720306963467411000
         */
        BoxNonce: bigint;
        /**
         * CertificateKeyRotationTransaction
         * @description Replaces a certificate signing key or master key from the next withdrawal epoch on. Spends one
         *     ZenBox to pay the fee and creates at most one ZenBox (the change). `newKeySignature` and
         *     `keyRotationProof` come from the public getters `getNewKeySignature` and `getKeyRotationProof`,
         *     which the JSON view `Views.Default` of the base class `BoxTransaction` includes; both are set by
         *     every constructor, so the node always renders them.
         */
        CertificateKeyRotationTransaction: {
            fee: components["schemas"]["Zennies"];
            id: components["schemas"]["TransactionId"];
            /** @constant */
            isCustom: false;
            keyRotationProof: components["schemas"]["KeyRotationProof"];
            /**
             * Format: int32
             * @description The Sparkz modifier type of transactions, always 2.
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: components["schemas"]["ZenBox"][];
            /** @description Signature of the rotation message by the new key. */
            newKeySignature: {
                signature: components["schemas"]["SchnorrSignature"];
            };
            /**
             * Format: int64
             * @description Size of the serialized transaction in bytes.
             */
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "CertificateKeyRotationTransaction";
            unlockers: components["schemas"]["Unlocker"][];
            /**
             * Format: int32
             * @description The transaction version (one byte).
             */
            version: number;
        };
        /**
         * CertifiersKeys
         * @description The certificate signers' keys valid for a withdrawal epoch (`CertifiersKeys`): one signing key
         *     and, on circuits with key rotation, one master key per signer, in signer order.
         */
        CertifiersKeys: {
            /** @description Schnorr master keys that authorise key rotations (empty on circuits without key rotation). */
            masterKeys: {
                publicKey: components["schemas"]["SchnorrPublicKey"];
            }[];
            /** @description Schnorr public keys the signers sign certificates with. */
            signingKeys: {
                publicKey: components["schemas"]["SchnorrPublicKey"];
            }[];
        };
        /**
         * ConnectionType
         * @description Direction of the connection to a peer, from this node's point of view.
         * @example Outgoing
         * @enum {string}
         */
        ConnectionType: "Incoming" | "Outgoing";
        /**
         * CswInfo
         * @description What a ceased sidechain withdrawal of one box needs and how far its proof is.
         */
        CswInfo: {
            activeCertData?: components["schemas"]["HexBytes"];
            amount: components["schemas"]["Zennies"];
            ceasingCumScTxCommTree: components["schemas"]["Hash32"];
            /**
             * @description Whether the box is a sidechain UTXO of the last active certificate's UTXO merkle tree
             *     (`UtxoCswData`), or a forward transfer found in the mainchain block references of an applied
             *     block of the last three withdrawal epochs (`ForwardTransferCswData`).
             * @enum {string}
             */
            cswType: "UtxoCswData" | "ForwardTransferCswData";
            nullifier: components["schemas"]["Hash32"];
            proofInfo: components["schemas"]["CswProofInfo"];
            scId: components["schemas"]["Hash32"];
        };
        /**
         * CswProofGenerationState
         * @description Outcome of a `csw/generateCswProof` request: `SidechainIsAlive` (the sidechain has not ceased),
         *     `InvalidAddress` (the receiver is not a mainchain transparent address), `NoProofData` (no CSW data
         *     for the box), `ProofGenerationStarted`, `ProofGenerationInProcess`, `ProofCreationFinished`.
         * @enum {string}
         */
        CswProofGenerationState: "SidechainIsAlive" | "InvalidAddress" | "NoProofData" | "ProofGenerationStarted" | "ProofGenerationInProcess" | "ProofCreationFinished";
        /**
         * CswProofInfo
         * @description The CSW proof of a box (`CswManager.CswProofInfo`). `receiverAddress` is present once a proof
         *     generation was requested (`InQueue`, `InProcess`, `Generated`); `scProof` only when it is
         *     `Generated`; an `Absent` proof has neither (`None` is omitted by the node's mapper).
         */
        CswProofInfo: {
            /** @constant */
            status: "Absent";
        } | {
            receiverAddress: components["schemas"]["MainchainAddress"];
            /** @enum {string} */
            status: "InQueue" | "InProcess";
        } | {
            receiverAddress: components["schemas"]["MainchainAddress"];
            scProof: components["schemas"]["HexBytes"];
            /** @constant */
            status: "Generated";
        };
        /**
         * CustomBox
         * @description A box type defined by the sidechain application. `typeName` is its class simple name; the common
         *     box fields are always present and the application's own fields come next to them.
         */
        CustomBox: {
            id: components["schemas"]["BoxId"];
            /** @constant */
            isCustom: true;
            nonce: components["schemas"]["BoxNonce"];
            /** @description The proposition that locks the box; its fields depend on the proposition type (usually `{publicKey}`). */
            proposition: Record<string, unknown>;
            /** @description The simple class name of the custom box. */
            typeName: string;
            /**
             * Format: int64
             * @description The value of the box; its meaning is up to the application (coins in zennies for coin boxes).
             */
            value: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * CustomTransaction
         * @description A transaction type defined by the sidechain application. `typeName` is its class simple name;
         *     the common transaction fields are always present and the application's own fields may come next
         *     to them.
         */
        CustomTransaction: {
            fee: components["schemas"]["Zennies"];
            id: components["schemas"]["TransactionId"];
            /** @constant */
            isCustom: true;
            /**
             * Format: int32
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: components["schemas"]["Box"][];
            /** Format: int64 */
            size: number;
            /** @description The simple class name of the custom transaction. */
            typeName: string;
            unlockers: {
                boxKey: Record<string, unknown>;
                closedBoxId: components["schemas"]["BoxId"];
            }[];
            /** Format: int32 */
            version: number;
        } & {
            [key: string]: unknown;
        };
        /**
         * EmptyResult
         * @description The empty result of an operation that has nothing to return (`{"result": {}}`).
         */
        EmptyResult: Record<string, never>;
        /**
         * ErrorInvalidBlockId
         * @description Business error `0101` (`ErrorInvalidBlockId`): No block with this id (or no block info for it).
         */
        Error0101: {
            /** @constant */
            code: "0101";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorInvalidBlockHeight
         * @description Business error `0102` (`ErrorInvalidBlockHeight`): No block at this height, or the chain is empty.
         */
        Error0102: {
            /** @constant */
            code: "0102";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorBlockNotCreated
         * @description Business error `0105` (`ErrorBlockNotCreated`): Block generation failed, or `transactionsBytes` was sent on a network other than regtest.
         */
        Error0105: {
            /** @constant */
            code: "0105";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorGetForgingInfo
         * @description Business error `0108` (`ErrorGetForgingInfo`): the forger's request to the node view for the best block's epoch and slot failed.
         */
        Error0108: {
            /** @constant */
            code: "0108";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorNotFoundTransactionId
         * @description Business error `0201` (`ErrorNotFoundTransactionId`): The transaction is not in the memory pool (or not in the given block).
         */
        Error0201: {
            /** @constant */
            code: "0201";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorNotFoundTransactionInput
         * @description Business error `0202` (`ErrorNotFoundTransactionInput`): An input box is not in the wallet, or no ZenBox can pay the fee.
         */
        Error0202: {
            /** @constant */
            code: "0202";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorByteTransactionParsing
         * @description Business error `0203` (`ErrorByteTransactionParsing`): The transaction bytes cannot be parsed; the parser message is in `detail`.
         */
        Error0203: {
            /** @constant */
            code: "0203";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * GenericTransactionError
         * @description Business error `0204` (`GenericTransactionError`): Building, signing, validating or broadcasting failed; the reason is in `detail`.
         */
        Error0204: {
            /** @constant */
            code: "0204";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorSecretNotAdded
         * @description Business error `0301` (`ErrorSecretNotAdded`): Key generation failed.
         */
        Error0301: {
            /** @constant */
            code: "0301";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorSecretAlreadyPresent
         * @description Business error `0302` (`ErrorSecretAlreadyPresent`): The wallet refused the secret, e.g. because it is already there.
         */
        Error0302: {
            /** @constant */
            code: "0302";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorPropositionNotFound
         * @description Business error `0303` (`ErrorPropositionNotFound`): The public key is not in the wallet.
         */
        Error0303: {
            /** @constant */
            code: "0303";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorPropositionNotMatch
         * @description Business error `0304` (`ErrorPropositionNotMatch`): A line's public key does not match its secret; nothing was imported.
         */
        Error0304: {
            /** @constant */
            code: "0304";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorFailedToParseSecret
         * @description Business error `0305` (`ErrorFailedToParseSecret`): The secret bytes cannot be parsed; the parser message is in `detail`.
         */
        Error0305: {
            /** @constant */
            code: "0305";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorInvalidHost
         * @description Business error `0401` (`ErrorInvalidHost`): The host and port do not form a valid `host:port`.
         */
        Error0401: {
            /** @constant */
            code: "0401";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorStopNodeAlreadyInProgress
         * @description Business error `0402` (`ErrorStopNodeAlreadyInProgress`): A stop is already running.
         */
        Error0402: {
            /** @constant */
            code: "0402";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorBadCircuit
         * @description Business error `0404` (`ErrorBadCircuit`): Key rotation was asked of a sidechain whose proving circuit has no key rotation (code in the 04xx range although it is a transaction error).
         */
        Error0404: {
            /** @constant */
            code: "0404";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorMainchainBlockNotFound
         * @description Business error `0501` (`ErrorMainchainBlockNotFound`): The mainchain block (reference) is not found.
         */
        Error0501: {
            /** @constant */
            code: "0501";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorMainchainBlockReferenceNotFound
         * @description Business error `0502` (`ErrorMainchainBlockReferenceNotFound`): No block reference info for this hash or height.
         */
        Error0502: {
            /** @constant */
            code: "0502";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorMainchainInvalidParameter
         * @description Business error `0503` (`ErrorMainchainInvalidParameter`): Neither `hash` nor `height` was sent.
         */
        Error0503: {
            /** @constant */
            code: "0503";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorMainchainBlockHeaderNotFound
         * @description Business error `0504` (`ErrorMainchainBlockHeaderNotFound`): No mainchain header with this hash.
         */
        Error0504: {
            /** @constant */
            code: "0504";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCertGenerationState
         * @description Business error `0601` (`ErrorRetrievingCertGenerationState`): The certificate submitter did not answer.
         */
        Error0601: {
            /** @constant */
            code: "0601";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCertSubmitterState
         * @description Business error `0602` (`ErrorRetrievingCertSubmitterState`): The certificate submitter did not answer.
         */
        Error0602: {
            /** @constant */
            code: "0602";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCertSignerState
         * @description Business error `0603` (`ErrorRetrievingCertSignerState`): The certificate signer did not answer (the node's description text mentions the submitter).
         */
        Error0603: {
            /** @constant */
            code: "0603";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrieveCertificateSigners
         * @description Business error `0604` (`ErrorRetrieveCertificateSigners`): No certifier keys for this withdrawal epoch.
         */
        Error0604: {
            /** @constant */
            code: "0604";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorBadCircuit
         * @description Business error `0605` (`ErrorBadCircuit`): Key-rotation operations on a sidechain whose proving circuit has no key rotation.
         */
        Error0605: {
            /** @constant */
            code: "0605";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCeasingState
         * @description Business error `0701` (`ErrorRetrievingCeasingState`): The ceasing state could not be read.
         */
        Error0701: {
            /** @constant */
            code: "0701";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorCswGenerationState
         * @description Business error `0702` (`ErrorCswGenerationState`): Starting the CSW proof generation failed unexpectedly.
         */
        Error0702: {
            /** @constant */
            code: "0702";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCswInfo
         * @description Business error `0703` (`ErrorRetrievingCswInfo`): CSW information is not available: the sidechain is alive, the box is unknown, or there is no witness data.
         */
        Error0703: {
            /** @constant */
            code: "0703";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingCswBoxIds
         * @description Business error `0704` (`ErrorRetrievingCswBoxIds`): The CSW box ids could not be read.
         */
        Error0704: {
            /** @constant */
            code: "0704";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingNullifier
         * @description Business error `0705` (`ErrorRetrievingNullifier`): No nullifier: the sidechain is alive or the box is unknown.
         */
        Error0705: {
            /** @constant */
            code: "0705";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorCSWNotEnabled
         * @description Business error `0707` (`ErrorCSWNotEnabled`): Ceased sidechain withdrawal is not enabled for this sidechain.
         */
        Error0707: {
            /** @constant */
            code: "0707";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * ErrorRetrievingSidechainBlockIdForBackup
         * @description Business error `0801` (`ErrorRetrievingSidechainBlockIdForBackup`): The backup block id cannot be computed yet (current withdrawal epoch < 3).
         */
        Error0801: {
            /** @constant */
            code: "0801";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * GenericBackupApiError
         * @description Business error `0802` (`GenericBackupApiError`): Reading the restored boxes failed; the reason is in `detail`.
         */
        Error0802: {
            /** @constant */
            code: "0802";
            /** @description Human-readable text; fixed per error or prefixed by it. */
            description: string;
            /** @description The cause's message, or an empty string. */
            detail: string;
        };
        /**
         * FeePaymentsTransaction
         * @description The fee payments to forgers made at the end of a withdrawal epoch. Built by the node itself; it is
         *     never put into the memory pool nor into a block. It opens no box and pays no fee.
         */
        FeePaymentsTransaction: {
            fee: components["schemas"]["Zennies"];
            id: components["schemas"]["TransactionId"];
            /** @constant */
            isCustom: false;
            /**
             * Format: int32
             * @description The Sparkz modifier type of transactions, always 2.
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: components["schemas"]["ZenBox"][];
            /**
             * Format: int64
             * @description Size of the serialized transaction in bytes.
             */
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "FeePaymentsTransaction";
            unlockers: components["schemas"]["Unlocker"][];
            /**
             * Format: int32
             * @description The transaction version (one byte).
             */
            version: number;
        };
        /**
         * ForgerBox
         * @description A forger stake: coins delegated to a forger identified by a block-signing key and a VRF key.
         *     `proposition` is the owner who can spend the stake.
         */
        ForgerBox: {
            /** @description The Ed25519 key the forger signs blocks with. */
            blockSignProposition: {
                publicKey: components["schemas"]["PublicKey25519"];
            };
            id: components["schemas"]["BoxId"];
            /** @constant */
            isCustom: false;
            nonce: components["schemas"]["BoxNonce"];
            /** @description The Ed25519 key of the stake owner. */
            proposition: {
                publicKey: components["schemas"]["PublicKey25519"];
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "ForgerBox";
            value: components["schemas"]["Zennies"];
            /** @description The forger's VRF public key. */
            vrfPubKey: {
                publicKey: components["schemas"]["VrfPublicKey"];
            };
        };
        /**
         * ForgingInfo
         * @description Consensus timing and forging state. The `bestBlock*` numbers are those of the best block; the
         *     `current*` numbers are computed from the wall clock against the genesis timestamp.
         */
        ForgingInfo: {
            /** Format: int32 */
            bestBlockEpochNumber: number;
            /** Format: int32 */
            bestBlockSlotNumber: number;
            /** Format: int32 */
            consensusSecondsInSlot: number;
            /** Format: int32 */
            consensusSlotsInEpoch: number;
            /** Format: int32 */
            currentEpochNumber: number;
            /** Format: int32 */
            currentSlotNumber: number;
            /** @description Whether the node's forger is started. */
            forgingEnabled: boolean;
        };
        /**
         * ForgingStakeInfo
         * @description The forger stake a block was forged with (sum of the ForgerBoxes delegated to one forger key pair).
         */
        ForgingStakeInfo: {
            blockSignPublicKey: {
                publicKey: components["schemas"]["PublicKey25519"];
            };
            stakeAmount: components["schemas"]["Zennies"];
            vrfPublicKey: {
                publicKey: components["schemas"]["VrfPublicKey"];
            };
        };
        /**
         * Hash32
         * @description A 32-byte hash (merkle roots, mainchain block hashes in display order, sidechain id) as 64 lowercase hex digits.
         * @example 0e4cd1a6b19c3f0a9d8f7e6d5c4b3a2918f7e6d5c4b3a29180f1e2d3c4b5a697
         */
        Hash32: string;
        /**
         * HexBytes
         * @description Bytes as lowercase hexadecimal without a `0x` prefix (an even number of digits).
         * @example 0a1b2c
         */
        HexBytes: string;
        /**
         * HttpErrorBody
         * @description Body of an HTTP error that a route emits itself (`SidechainApiError`). Unlike the business-error
         *     envelope, `error` holds the **integer** HTTP status. Written by Jackson with `INDENT_OUTPUT`
         *     (two-space indent, `"name" : value`, `\n` line ends, no trailing newline), members in the order
         *     `error`, `reason`, `detail`.
         */
        HttpErrorBody: {
            /**
             * @description The message of the underlying exception, or null when it has none.
             * @example io.horizen.utxo.box.RegularBox
             */
            detail: string | null;
            /**
             * Format: int32
             * @description The HTTP status code repeated.
             * @example 500
             */
            error: number;
            /**
             * @description A short reason, e.g. `internal.error` or `NotFound`.
             * @example internal.error
             */
            reason: string;
        };
        /**
         * ImportSecretsSummaryItem
         * @description A secret of an import file that the wallet refused.
         */
        ImportSecretsSummaryItem: {
            /**
             * @description Why the wallet refused it (the message of the failure).
             * @example requirement failed: Key already exists - PrivateKey25519{privateKey=deadbeef}
             */
            description: string;
            /**
             * Format: int32
             * @description Line of the file, counting from 1 and including comment lines.
             * @example 3
             */
            lineNumber: number;
        };
        /**
         * KeyRotationProof
         * @description A certifier key rotation recorded in the sidechain state (`KeyRotationProof`): which key (signing
         *     or master) of which signer was replaced, the new key, and the signatures of the rotation message
         *     by the signer's current signing key and current master key. Keys and signatures are objects, not
         *     bare strings (the official documentation shows flat strings).
         */
        KeyRotationProof: {
            /**
             * Format: int32
             * @description Index of the signer whose key was rotated.
             * @example 0
             */
            index: number;
            keyType: components["schemas"]["KeyRotationProofType"];
            /** @description Signature of the rotation message by the signer's current master key. */
            masterKeySignature: {
                signature: components["schemas"]["SchnorrSignature"];
            };
            /** @description The new Schnorr public key. */
            newKey: {
                publicKey: components["schemas"]["SchnorrPublicKey"];
            };
            /** @description Signature of the rotation message by the signer's current signing key. */
            signingKeySignature: {
                signature: components["schemas"]["SchnorrSignature"];
            };
        };
        /**
         * KeyRotationProofType
         * @description Which key a rotation replaces. The node renders this Scala `Enumeration` value as an object (the
         *     jackson-module-scala form): `value` is the name, `enumClass` the enumeration's class. Requests
         *     use the numbers instead: 0 for `SigningKeyRotationProofType`, 1 for `MasterKeyRotationProofType`.
         */
        KeyRotationProofType: {
            /** @constant */
            enumClass: "io.horizen.certificatesubmitter.keys.KeyRotationProofTypes";
            /** @enum {string} */
            value: "SigningKeyRotationProofType" | "MasterKeyRotationProofType";
        };
        /**
         * MainchainAddress
         * @description A Horizen mainchain transparent address, Base58Check, 35 characters. Mainnet `zn`/`t1` (P2PKH)
         *     and `zs`/`t3` (P2SH); testnet and regtest `zt`/`tm` (P2PKH) and `zr`/`t2` (P2SH). The node
         *     renders addresses it outputs as P2PKH with the `zn`/`zt` prefix.
         * @example ztTw2K532ewo9gynBJv7FFUgbD19Wpifv8G
         */
        MainchainAddress: string;
        /**
         * MainchainBlockHexResult
         * @description A serialized mainchain record as hex: the reference-info record for `blockReferenceInfoBy`, the
         *     block reference for `blockReferenceByHash` (both with `format` false, the default).
         */
        MainchainBlockHexResult: {
            blockHex: components["schemas"]["HexBytes"];
        };
        /**
         * MainchainBlockReference
         * @description A mainchain block as referenced by the sidechain, header and sidechain-related data.
         */
        MainchainBlockReference: {
            data: components["schemas"]["MainchainBlockReferenceData"];
            header: components["schemas"]["MainchainHeader"];
        };
        /**
         * MainchainBlockReferenceData
         * @description The sidechain-related data of a mainchain block: forward transfers aggregated into one
         *     transaction, proofs of (non-)existence in the commitment tree, and certificates. Optional members
         *     are omitted when absent.
         */
        MainchainBlockReferenceData: {
            absenceProof?: components["schemas"]["HexBytes"];
            existenceProof?: components["schemas"]["HexBytes"];
            headerHash: components["schemas"]["Hash32"];
            lowerCertificateLeaves: components["schemas"]["HexBytes"][];
            sidechainRelatedAggregatedTransaction?: components["schemas"]["MC2SCAggregatedTransaction"];
            topQualityCertificate?: components["schemas"]["WithdrawalEpochCertificate"];
        };
        /**
         * MainchainBlockReferenceInfo
         * @description Where a mainchain block sits in the sidechain (`MainchainBlockReferenceInfo`, called
         *     BlockReferenceInfo in the official documentation): the mainchain block hash and its parent (display
         *     order, as the mainchain RPC shows them), its mainchain height, and the ids of the sidechain blocks
         *     that hold its header and its reference data.
         */
        MainchainBlockReferenceInfo: {
            hash: components["schemas"]["Hash32"];
            /**
             * Format: int32
             * @description Height of the block in the mainchain.
             * @example 220
             */
            height: number;
            mainchainHeaderSidechainBlockId: components["schemas"]["BlockId"];
            mainchainReferenceDataSidechainBlockId: components["schemas"]["BlockId"];
            parentHash: components["schemas"]["Hash32"];
        };
        /**
         * MainchainBlockReferenceInfoResult
         * @description The reference info of a mainchain block as JSON.
         */
        MainchainBlockReferenceInfoResult: {
            blockReferenceInfo: components["schemas"]["MainchainBlockReferenceInfo"];
        };
        /**
         * MainchainBlockReferenceResult
         * @description A mainchain block reference (header and sidechain-related data) as JSON.
         */
        MainchainBlockReferenceResult: {
            blockReference: components["schemas"]["MainchainBlockReference"];
        };
        /**
         * MainchainHeader
         * @description A mainchain (Horizen) block header held by the sidechain.
         */
        MainchainHeader: {
            /**
             * Format: int32
             * @description Compact difficulty target.
             */
            bits: number;
            hash: components["schemas"]["Hash32"];
            hashMerkleRoot: components["schemas"]["Hash32"];
            hashPrevBlock: components["schemas"]["Hash32"];
            hashScTxsCommitment: components["schemas"]["Hash32"];
            nonce: components["schemas"]["Hash32"];
            solution: components["schemas"]["HexBytes"];
            /**
             * Format: int32
             * @description Block time, seconds since the Unix epoch.
             */
            time: number;
            /**
             * Format: int32
             * @description Block version.
             */
            version: number;
        };
        /**
         * MainchainHeaderInfo
         * @description What the sidechain knows about a mainchain header it holds (`MainchainHeaderInfo`): hash and parent
         *     hash (display order), mainchain height, the sidechain block that contains the header, and the
         *     cumulative sidechain-transactions commitment tree hash up to this block.
         */
        MainchainHeaderInfo: {
            cumulativeCommTreeHash: components["schemas"]["Hash32"];
            hash: components["schemas"]["Hash32"];
            /**
             * Format: int32
             * @description Height of the block in the mainchain.
             * @example 221
             */
            height: number;
            parentHash: components["schemas"]["Hash32"];
            sidechainBlockId: components["schemas"]["BlockId"];
        };
        /**
         * MC2SCAggregatedTransaction
         * @description The forward transfers (and sidechain-creation outputs) of one mainchain block for this sidechain,
         *     aggregated into one transaction. It opens no box (`unlockers` is empty) and pays no fee.
         */
        MC2SCAggregatedTransaction: {
            fee: components["schemas"]["Zennies"];
            id: components["schemas"]["TransactionId"];
            /** @constant */
            isCustom: false;
            mc2scTransactionsMerkleRootHash: components["schemas"]["Hash32"];
            /**
             * Format: int32
             * @description The Sparkz modifier type of transactions, always 2.
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: (components["schemas"]["ZenBox"] | components["schemas"]["ForgerBox"])[];
            /**
             * Format: int64
             * @description Size of the serialized transaction in bytes (up to 2 MiB for this type).
             */
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "MC2SCAggregatedTransaction";
            unlockers: components["schemas"]["Unlocker"][];
            /**
             * Format: int32
             * @description The transaction version (one byte).
             */
            version: number;
        };
        /**
         * MCPublicKeyHashProposition
         * @description The mainchain destination of a withdrawal: a 20-byte public key hash rendered as a Horizen
         *     P2PKH transparent address (`zn…` on mainnet, `zt…` on testnet and regtest).
         */
        MCPublicKeyHashProposition: {
            mainchainAddress: components["schemas"]["MainchainAddress"];
        };
        /**
         * NodeInfo
         * @description A summary of the node and its view of the sidechain (`node/info`). Members marked optional are
         *     omitted when the node has no value: no application version set, no mainchain reference in the
         *     best block, no certificate yet, or an unreadable log file. Members that only account-model nodes
         *     emit (`nextBaseFee`, `maxMemPoolSlots`, `executableTxSize`, `nonExecutableTxSize`) never appear here.
         */
        NodeInfo: {
            /**
             * @description This node's `sparkz.network.agentName`.
             * @example 2-Hop
             */
            agentName: string;
            epochForgersStake: components["schemas"]["Zennies"];
            /** @description The lines of the node's log file that contain `[ERROR]`. Omitted when the log file cannot be read. */
            errors?: string[];
            lastCertBtrFee?: components["schemas"]["Zennies"];
            /**
             * Format: int32
             * @description Withdrawal epoch of the last certificate the sidechain state references. Optional.
             */
            lastCertEpoch?: number;
            lastCertFtMinAmount?: components["schemas"]["Zennies"];
            lastCertHash?: components["schemas"]["Hash32"];
            /**
             * Format: int64
             * @description Quality of that certificate. Optional.
             */
            lastCertQuality?: number;
            /**
             * @description Despite its name, the header hash of the **first** mainchain block reference carried by the
             *     best sidechain block (`mainchainBlockReferencesData.head`), not the last one; absent when the
             *     best block carries none (`SidechainNodeApiRoute.scala#nodeInfo` at tag 0.11.0, lines 183-187).
             */
            lastMcBlockReferenceHash?: components["schemas"]["Hash32"];
            /**
             * Format: int32
             * @description Share of the memory pool's maximum size in use, percent.
             */
            mempoolUsedPercentage: number;
            /**
             * Format: int32
             * @description Size of the memory pool content, in kilobytes.
             */
            mempoolUsedSizeKBytes: number;
            /**
             * @description This node's `sparkz.network.nodeName`.
             * @example testNode1
             */
            nodeName: string;
            /**
             * @description The roles enabled in the configuration, comma-separated in this order: `forger` (automatic
             *     forging), `signer` (certificate signing), `submitter` (certificate submission); `simple node`
             *     when none is enabled.
             * @enum {string}
             */
            nodeType: "simple node" | "forger" | "signer" | "submitter" | "forger,signer" | "forger,submitter" | "signer,submitter" | "forger,signer,submitter";
            /**
             * @description The version the application passed to the SDK. Optional.
             * @example 1.2.0
             */
            nodeVersion?: string;
            /**
             * Format: int32
             * @description Number of blacklisted addresses. Optional (present in practice).
             */
            numberOfBlacklistedPeers?: number;
            /**
             * Format: int32
             * @description Number of connected peers. Optional (present in practice).
             */
            numberOfConnectedPeers?: number;
            /**
             * Format: int32
             * @description Number of peers the peer manager knows.
             */
            numberOfPeers: number;
            /**
             * Format: int32
             * @description Number of transactions in the memory pool.
             */
            numOfTxInMempool: number;
            /**
             * @description The configured application (P2P protocol) version, `sparkz.network.appVersion`.
             * @example 0.0.1
             */
            protocolVersion: string;
            /**
             * Format: int32
             * @description Height of the best sidechain block.
             */
            scBlockHeight: number;
            /**
             * Format: int32
             * @description The current consensus epoch.
             */
            scConsensusEpoch: number;
            /**
             * @description The mainchain network of the genesis data (`mainnet`, `testnet` or `regtest`).
             * @example regtest
             */
            scEnv: string;
            scId: components["schemas"]["Hash32"];
            /**
             * @description The sidechain model; always `UTXO` on this node (`Account` on EVM nodes).
             * @constant
             */
            scModel: "UTXO";
            /**
             * @description Whether the sidechain ceases when certificates stop arriving.
             * @enum {string}
             */
            scType: "ceasing" | "non ceasing";
            /**
             * Format: int32
             * @description Length of a withdrawal epoch, in mainchain blocks.
             */
            scWithdrawalEpochLength: number;
            /**
             * Format: int32
             * @description The current withdrawal epoch.
             */
            scWithdrawalEpochNum: number;
            /**
             * @description `<sdk title>/<sdk version>/<os.arch>/jdk<java.specification.version>`, from the SDK jar's
             *     manifest. Only the title falls back to `dev` when the manifest has none; a missing version is
             *     interpolated as the literal text `null`, e.g. `dev/null/amd64/jdk11` when the node runs from
             *     classes without a jar manifest (`sdk/src/main/scala/io/horizen/account/api/rpc/service/RpcUtils.scala#getClientVersion`
             *     at tag 0.11.0, lines 7-18).
             * @example sidechains-sdk/0.11.0/amd64/jdk11
             * @example dev/null/amd64/jdk11
             */
            sdkVersion: string;
        };
        /**
         * Ommer
         * @description A block of an orphaned branch included in a later block to keep its mainchain data: its header,
         *     the mainchain headers it carried and, recursively, its own ommers.
         */
        Ommer: {
            header: components["schemas"]["SidechainBlockHeader"];
            mainchainHeaders: components["schemas"]["MainchainHeader"][];
            mainchainReferencesDataMerkleRootHashOption?: components["schemas"]["Hash32"];
            ommers: components["schemas"]["Ommer"][];
        };
        /**
         * OpenStakeTransaction
         * @description A vote of an allowed forger to open forging to everybody (sidechains with a restricted forger
         *     list). Spends one ZenBox locked by the forger's key and creates at most one ZenBox (the change).
         *
         *     **Known defect of 0.11.0: a node cannot render this transaction as JSON.** Besides the members of
         *     every transaction, the class exposes the public getters `getForgerIndex`, `getInputId` and
         *     `getOutputBox` (in the JSON view `Views.Default` through its base class `BoxTransaction`).
         *     `getOutputBox` returns a `java.util.Optional`, the node's mapper (`ApplicationJsonSerializer`)
         *     registers no Jdk8 module, and jackson-databind 2.16.0 refuses to serialize `Optional`. Every
         *     answer that would contain one is therefore HTTP 500 instead: `createOpenStakeTransaction` and
         *     `createOpenStakeTransactionSimplified` with `automaticSend` false and `format` true,
         *     `transaction/findById` with `format` true on such a transaction, `transaction/decodeTransactionBytes`
         *     on its bytes (that operation has no `format`: it always answers JSON), `transaction/allTransactions` with `format` true (the default) while one is in the
         *     memory pool, and `block/findById` and `block/best` for a block that holds one. This schema is the
         *     shape the class would have; no 0.11.0 node answers it.
         */
        OpenStakeTransaction: {
            fee: components["schemas"]["Zennies"];
            /**
             * Format: int32
             * @description Index of the voting forger in the sidechain's list of allowed forgers (`getForgerIndex`).
             */
            forgerIndex: number;
            id: components["schemas"]["TransactionId"];
            /** @description Id of the spent ZenBox (`getInputId`, a byte array rendered as hex). */
            inputId: components["schemas"]["BoxId"];
            /** @constant */
            isCustom: false;
            /**
             * Format: int32
             * @description The Sparkz modifier type of transactions, always 2.
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: components["schemas"]["ZenBox"][];
            /** @description What `getOutputBox()` returns: a `java.util.Optional<ZenBoxData>` holding the change output (the change address and the input value minus the fee), empty when the input value equals the fee (`OpenStakeTransaction.create`). The node's mapper cannot render an `Optional` (no Jdk8 module; jackson-databind 2.16.0 throws), so this member is what turns every answer holding the transaction into HTTP 500. No 0.11.0 node renders it, so no JSON form of it is given here. */
            outputBox?: Record<string, unknown>;
            /**
             * Format: int64
             * @description Size of the serialized transaction in bytes.
             */
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "OpenStakeTransaction";
            unlockers: components["schemas"]["Unlocker"][];
            /**
             * Format: int32
             * @description The transaction version (one byte).
             */
            version: number;
        };
        /**
         * Peer
         * @description A peer as the node reports it (`SidechainPeerNode`). The official documentation still shows an
         *     older shape (`address`, `lastSeen`, `name`, `connectionType`); the 0.11.0 node emits the fields
         *     below. Members it has no value for are omitted, not null.
         */
        Peer: {
            /**
             * @description The peer's agent name (its `sparkz.network.agentName`).
             * @example 2-Hop
             */
            agentName: string;
            connectionType?: components["schemas"]["ConnectionType"];
            /**
             * Format: int64
             * @description Time of the last handshake with the peer, milliseconds since the Unix epoch (0 if never).
             * @example 1709712345678
             */
            lastHandshake: number;
            /**
             * Format: int64
             * @description Time of the last message received on the connection, milliseconds since the Unix epoch.
             *     Always 0 in `node/allPeers` and `node/peer`, which do not look at connections.
             * @example 1709712399001
             */
            lastMessage: number;
            /**
             * @description This node's end of the connection, same format. Only in `node/connectedPeers`.
             * @example /192.168.1.10:52614
             */
            localAddress?: string;
            /**
             * @description The peer's node name (its `sparkz.network.nodeName`).
             * @example testNode2
             */
            name: string;
            /**
             * @description The peer's P2P protocol version as the text of a Scala case class, e.g. `Version(0,0,1)`.
             * @example Version(0,0,1)
             */
            protocolVersion: string;
            /**
             * @description The peer's socket address as Java renders an `InetSocketAddress`: `/<ip>:<port>`, or
             *     `<hostname>/<ip>:<port>` when the address was given by name.
             * @example /192.168.1.20:9084
             */
            remoteAddress: string;
        };
        /**
         * Proposition
         * @description The public image of a wallet secret: `{publicKey}` for Ed25519, VRF and Schnorr secrets,
         *     `{address}` for a secp256k1 secret (type `05`), which a UTXO node's wallet also imports
         *     (`sdk/src/main/scala/io/horizen/companion/SidechainSecretsCompanion.scala` lines 14-17 at tag
         *     0.11.0).
         */
        Proposition: components["schemas"]["PublicKeyProposition"] | components["schemas"]["AddressProposition"];
        /**
         * PublicKey25519
         * @description An Ed25519 public key (`PublicKey25519Proposition`), 32 bytes as 64 lowercase hex digits.
         * @example 07579ac7ec31c10f4ce1afb2c54920a45005679e07417e8865fb5c6468c50c82
         */
        PublicKey25519: string;
        /**
         * PublicKeyProposition
         * @description A public-key proposition (Ed25519, VRF or Schnorr key, by length).
         */
        PublicKeyProposition: {
            /** @description The public key, 32 bytes (Ed25519) or 33 bytes (VRF, Schnorr) as hex. */
            publicKey: string;
        };
        /**
         * SchnorrPublicKey
         * @description A Schnorr public key of a certificate signer or master key, 33 bytes as 66 lowercase hex digits.
         * @example 8a3f0c2e4b6d8f1a3c5e7b9d0f2a4c6e8b1d3f5a7c9e0b2d4f6a8c1e3b5d7f9a00
         */
        SchnorrPublicKey: string;
        /**
         * SchnorrSignature
         * @description A Schnorr signature, 64 bytes as 128 lowercase hex digits.
         * @example 0c4e8a2f6b1d5c9e3a7f0b4d8c2e6a1f5b9d3c7e0a4f8b2d6c1e5a9f3b7d0c4e8a2f6b1d5c9e3a7f0b4d8c2e6a1f5b9d3c7e0a4f8b2d6c1e5a9f3b7d0c4e8a2f
         */
        SchnorrSignature: string;
        /**
         * SecretHex
         * @description A wallet secret serialized as the node stores it, in hex: one type byte followed by the key
         *     material. `00` PrivateKey25519 (32-byte private key + 32-byte public key, 65 bytes in all);
         *     `03` VrfSecretKey and `04` SchnorrSecret (32-byte secret + 33-byte public key, 66 bytes);
         *     `05` PrivateKeySecp256k1 (32-byte secret, 33 bytes; a UTXO node's wallet accepts it too);
         *     `7f` followed by a custom type byte for secrets an application defines (any length).
         *     This is key material: never send it over an untrusted connection.
         * @example 00baa908b9286ada533dd7536ac74ef2b180d78db771b3bd5335bd96aed68511f507579ac7ec31c10f4ce1afb2c54920a45005679e07417e8865fb5c6468c50c82
         */
        SecretHex: string;
        /**
         * SidechainBlock
         * @description A sidechain block with its transactions and the mainchain data it carries.
         */
        SidechainBlock: {
            header: components["schemas"]["SidechainBlockHeader"];
            id: components["schemas"]["BlockId"];
            mainchainBlockReferencesData: components["schemas"]["MainchainBlockReferenceData"][];
            mainchainHeaders: components["schemas"]["MainchainHeader"][];
            ommers: components["schemas"]["Ommer"][];
            parentId: components["schemas"]["BlockId"];
            sidechainTransactions: components["schemas"]["Transaction"][];
            /**
             * Format: int64
             * @description Size of the serialized block in bytes.
             */
            size: number;
            /**
             * Format: int64
             * @description Block time, seconds since the Unix epoch (the header's).
             */
            timestamp: number;
        };
        /**
         * SidechainBlockHeader
         * @description The header of a sidechain block.
         */
        SidechainBlockHeader: {
            feePaymentsHash: components["schemas"]["Hash32"];
            forgingStakeInfo: components["schemas"]["ForgingStakeInfo"];
            forgingStakeMerklePath: components["schemas"]["HexBytes"];
            id: components["schemas"]["BlockId"];
            mainchainMerkleRootHash: components["schemas"]["Hash32"];
            /** Format: int64 */
            ommersCumulativeScore: number;
            ommersMerkleRootHash: components["schemas"]["Hash32"];
            parentId: components["schemas"]["BlockId"];
            sidechainTransactionsMerkleRootHash: components["schemas"]["Hash32"];
            /** @description The forger's Ed25519 signature of the header. */
            signature: {
                signature: components["schemas"]["Signature25519"];
            };
            /**
             * Format: int64
             * @description Block time, seconds since the Unix epoch.
             */
            timestamp: number;
            /**
             * Format: int32
             * @description Block version (one byte).
             */
            version: number;
            vrfProof: components["schemas"]["VrfProof"];
        };
        /**
         * SidechainBlockInfo
         * @description What the node's history stores about a block besides the block itself.
         */
        SidechainBlockInfo: {
            /** Format: int32 */
            height: number;
            lastBlockInPreviousConsensusEpoch: components["schemas"]["BlockId"];
            /** @description The mainchain headers carried by the block, with the cumulative commitment-tree hash after each. */
            mainchainHeaderBaseInfo: {
                cumulativeCommTreeHash: components["schemas"]["Hash32"];
                hash: components["schemas"]["Hash32"];
            }[];
            /** @description Hashes of the mainchain blocks whose reference data the block carries. */
            mainchainReferenceDataHeaderHashes: components["schemas"]["Hash32"][];
            parentId: components["schemas"]["BlockId"];
            /**
             * Format: int64
             * @description Chain score up to this block: the parent's score plus this block's score, where a block
             *     scores 1 plus the scores of its ommers. Without ommers on the chain it equals the height
             *     (`AbstractHistory.scala#calculateChainScore` and `OmmersContainer.scala#score` at tag 0.11.0).
             */
            score: number;
            /** @enum {string} */
            semanticValidity: "Valid" | "Invalid" | "Unknown" | "Absent";
            /**
             * Format: int64
             * @description Block time, seconds since the Unix epoch.
             */
            timestamp: number;
            vrfOutputOpt?: components["schemas"]["VrfOutput"];
            withdrawalEpochInfo: {
                /**
                 * Format: int32
                 * @description Withdrawal epoch of the block.
                 */
                epoch: number;
                /**
                 * Format: int32
                 * @description Index, inside the epoch, of the last mainchain block reference the block carries.
                 */
                lastEpochIndex: number;
            };
        };
        /**
         * SidechainCoreTransaction
         * @description The regular transaction: spends ZenBoxes and ForgerBoxes of the wallet (one Ed25519 signature
         *     each) and creates ZenBoxes, WithdrawalRequestBoxes and ForgerBoxes. The fee is the difference
         *     between inputs and outputs.
         */
        SidechainCoreTransaction: {
            fee: components["schemas"]["Zennies"];
            id: components["schemas"]["TransactionId"];
            /** @constant */
            isCustom: false;
            /**
             * Format: int32
             * @description The Sparkz modifier type of transactions, always 2.
             * @constant
             */
            modifierTypeId: 2;
            newBoxes: (components["schemas"]["ZenBox"] | components["schemas"]["WithdrawalRequestBox"] | components["schemas"]["ForgerBox"])[];
            /**
             * Format: int64
             * @description Size of the serialized transaction in bytes.
             */
            size: number;
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "SidechainCoreTransaction";
            unlockers: components["schemas"]["Unlocker"][];
            /**
             * Format: int32
             * @description The transaction version (one byte).
             */
            version: number;
        };
        /**
         * Signature25519
         * @description An Ed25519 signature, 64 bytes as 128 lowercase hex digits.
         * @example 5e0b8f3c1a7d9e2b4c6f8a0d2e4b6c8f0a2d4e6b8c0f2a4d6e8b0c2f4a6d8e0b1c3f5a7d9e0b2c4f6a8d0e2b4c6f8a0d2e4b6c8f0a2d4e6b8c0f2a4d6e8b0c2f
         */
        Signature25519: string;
        /**
         * StorageVersions
         * @description The last version id of each storage of the UTXO node, keyed by storage name: hex of the version
         *     (normally the id of the last block applied to it), or an empty string when the storage has none
         *     yet. The two CSW storages are always empty on a sidechain with CSW disabled.
         */
        StorageVersions: {
            ConsensusDataStorage: components["schemas"]["HexBytes"];
            ForgingBoxesInfoStorage: components["schemas"]["HexBytes"];
            SidechainHistoryStorage: components["schemas"]["HexBytes"];
            SidechainSecretStorage: components["schemas"]["HexBytes"];
            SidechainStateForgerBoxStorage: components["schemas"]["HexBytes"];
            SidechainStateStorage: components["schemas"]["HexBytes"];
            SidechainStateUtxoMerkleTreeStorage: components["schemas"]["HexBytes"];
            SidechainWalletBoxStorage: components["schemas"]["HexBytes"];
            SidechainWalletCswDataStorage: components["schemas"]["HexBytes"];
            SidechainWalletTransactionStorage: components["schemas"]["HexBytes"];
        };
        /**
         * Transaction
         * @description A sidechain transaction as the node renders it. `typeName` is the simple class name and selects
         *     the shape: the five core types (`isCustom` false) or an application-defined transaction
         *     (`isCustom` true) with fields of its own. Every transaction carries `id`, `modifierTypeId`
         *     (always 2), `unlockers`, `newBoxes`, `fee`, `version`, `size` (serialized size in bytes),
         *     `typeName` and `isCustom`.
         */
        Transaction: (components["schemas"]["SidechainCoreTransaction"] | components["schemas"]["MC2SCAggregatedTransaction"] | components["schemas"]["FeePaymentsTransaction"] | components["schemas"]["OpenStakeTransaction"] | components["schemas"]["CertificateKeyRotationTransaction"]) | components["schemas"]["CustomTransaction"];
        /**
         * TransactionBytesResult
         * @description A transaction serialized as hex (a one-byte transaction type id, then the transaction), the form `sendTransaction` takes.
         */
        TransactionBytesResult: {
            transactionBytes: components["schemas"]["HexBytes"];
        };
        /**
         * TransactionForgerOutput
         * @description A forger stake output, a new ForgerBox of `value` zennies owned by `publicKey` and delegated to
         *     the forger identified by `blockSignPublicKey` and `vrfPubKey`.
         */
        TransactionForgerOutput: {
            /** @description The forger's block-signing key. Defaults to `publicKey` when absent. */
            blockSignPublicKey?: components["schemas"]["PublicKey25519"];
            publicKey: components["schemas"]["PublicKey25519"];
            value: components["schemas"]["Zennies"];
            vrfPubKey: components["schemas"]["VrfPublicKey"];
        };
        /**
         * TransactionId
         * @description A sidechain transaction id, 32 bytes as 64 lowercase hex digits.
         * @example 9d2b7e1c4a6f8e0d2c4b6a8f0e2d4c6b8a0f2e4d6c8b0a2f4e6d8c0b2a4f6e8d
         */
        TransactionId: string;
        /**
         * TransactionIdListResult
         * @description The ids of the memory-pool transactions (`transaction/allTransactions` with `format` false).
         */
        TransactionIdListResult: {
            transactionIds: components["schemas"]["TransactionId"][];
        };
        /**
         * TransactionIdResult
         * @description The id of a transaction the node accepted into its memory pool and broadcast.
         */
        TransactionIdResult: {
            transactionId: components["schemas"]["TransactionId"];
        };
        /**
         * TransactionInput
         * @description A box to spend, by id. It must be a ZenBox or ForgerBox of the node's wallet.
         */
        TransactionInput: {
            boxId: components["schemas"]["BoxId"];
        };
        /**
         * TransactionListResult
         * @description The memory-pool transactions as JSON (`transaction/allTransactions` with `format` true, the default).
         */
        TransactionListResult: {
            transactions: components["schemas"]["Transaction"][];
        };
        /**
         * TransactionObjectResult
         * @description A transaction as JSON.
         */
        TransactionObjectResult: {
            transaction: components["schemas"]["Transaction"];
        };
        /**
         * TransactionOutput
         * @description A regular output, a new ZenBox of `value` zennies locked by `publicKey`.
         */
        TransactionOutput: {
            publicKey: components["schemas"]["PublicKey25519"];
            value: components["schemas"]["Zennies"];
        };
        /**
         * TransactionWithdrawalRequestOutput
         * @description A withdrawal output, a new WithdrawalRequestBox paying `value` zennies to `mainchainAddress` with
         *     the next withdrawal certificate. Amounts below the mainchain dust threshold (54 zennies) are
         *     refused with business error `0204`.
         */
        TransactionWithdrawalRequestOutput: {
            mainchainAddress: components["schemas"]["MainchainAddress"];
            value: components["schemas"]["Zennies"];
        };
        /**
         * Unlocker
         * @description Opens an input box of a core transaction with an Ed25519 signature.
         */
        Unlocker: {
            /** @description The proof that opens the box (`Signature25519`). */
            boxKey: {
                signature: components["schemas"]["Signature25519"];
            };
            closedBoxId: components["schemas"]["BoxId"];
        };
        /**
         * VrfOutput
         * @description A VRF output, 32 bytes.
         */
        VrfOutput: {
            bytes: components["schemas"]["Hash32"];
        };
        /**
         * VrfProof
         * @description The forger's VRF proof for the slot, 97 bytes (compressed point and two field elements).
         */
        VrfProof: {
            vrfProof: string;
        };
        /**
         * VrfPublicKey
         * @description A VRF public key, 33 bytes (compressed point) as 66 lowercase hex digits.
         * @example 2c2a8e6a1b9c5d3f7e0a4b8c2d6e1f3a5b7c9d0e2f4a6b8c0d1e3f5a7b9c1d3e80
         */
        VrfPublicKey: string;
        /**
         * WithdrawalEpochCertificate
         * @description A withdrawal certificate of this sidechain found in a mainchain block.
         */
        WithdrawalEpochCertificate: {
            backwardTransferOutputs: {
                address: components["schemas"]["MainchainAddress"];
                amount: components["schemas"]["Zennies"];
            }[];
            bitVectorCertificateFields: {
                /** @description Merkle root of the compressed bit vector (`BitVectorCertificateField.merkleRootBytes`, a serialized `lazy val`). */
                merkleRootBytes: components["schemas"]["HexBytes"];
                rawData: components["schemas"]["HexBytes"];
            }[];
            btrFee: components["schemas"]["Zennies"];
            endCumulativeScTxCommitmentTreeRoot: components["schemas"]["HexBytes"];
            /**
             * Format: int32
             * @description The withdrawal epoch the certificate closes.
             */
            epochNumber: number;
            fieldElementCertificateFields: {
                rawData: components["schemas"]["HexBytes"];
            }[];
            ftMinAmount: components["schemas"]["Zennies"];
            /**
             * @description The certificate hash (double SHA-256 of the certificate bytes, byte-reversed). A `lazy val` of
             *     the case class that `@JsonIgnoreProperties` does not list, so the node's mapper renders it.
             */
            hash: components["schemas"]["Hash32"];
            proof: components["schemas"]["HexBytes"];
            /** Format: int64 */
            quality: number;
            sidechainId: components["schemas"]["Hash32"];
            /** Format: int32 */
            version: number;
        };
        /**
         * WithdrawalRequestBox
         * @description A backward transfer: coins to be paid on the mainchain by the next withdrawal certificate.
         *     Its proposition is a mainchain address, not a public key.
         */
        WithdrawalRequestBox: {
            id: components["schemas"]["BoxId"];
            /** @constant */
            isCustom: false;
            nonce: components["schemas"]["BoxNonce"];
            proposition: components["schemas"]["MCPublicKeyHashProposition"];
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "WithdrawalRequestBox";
            value: components["schemas"]["Zennies"];
        };
        /**
         * ZenBox
         * @description A coin box locked by an Ed25519 public key.
         */
        ZenBox: {
            id: components["schemas"]["BoxId"];
            /** @constant */
            isCustom: false;
            nonce: components["schemas"]["BoxNonce"];
            /** @description The Ed25519 key (`PublicKey25519Proposition`) that can open the box. */
            proposition: {
                publicKey: components["schemas"]["PublicKey25519"];
            };
            /**
             * @description discriminator enum property added by openapi-typescript
             * @enum {string}
             */
            typeName: "ZenBox";
            value: components["schemas"]["Zennies"];
        };
        /**
         * Zennies
         * Format: int64
         * @description An amount in zennies (1 ZEN = 100 000 000 zennies), int64. The largest possible supply,
         *     21 000 000 ZEN, fits below 2^53, so amounts are safe as JavaScript numbers; box nonces are not.
         * @example 100000000
         */
        Zennies: number;
    };
    responses: {
        /**
         * @description The body is not valid JSON, has a value Jackson cannot convert to the field's type, carries a
         *     field the request class does not know, or fails a `require` of the request class (length of an
         *     id, a range). The node answers exactly:
         *
         *     * status `400 Bad Request`;
         *     * `Content-Type: text/plain; charset=UTF-8`;
         *     * body `The request content was malformed:`, a newline (`\n`), then the message of the Jackson
         *       exception that reading the body threw, verbatim.
         *
         *     The route reads the body with Jackson (jackson-databind 2.16.0 and the Scala module, a plain
         *     `ObjectMapper`: unknown fields fail; `JacksonSupport.scala` at tag 0.11.0) and akka-http's
         *     default rejection handler renders the failure (akka-http v10.5.3 `RejectionHandler.scala` lines
         *     189-197; the SDK's JSON rejection handler is never used, see `MethodNotAllowed`). Jackson 2.16
         *     redacts the source from locations, so the message is `<problem>` + `\n at [Source: REDACTED
         *     (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: <l>, column: <c>]`, followed for
         *     a problem with one field by ` (through reference chain: <request class>["<field>"])`. The class
         *     is the request case class's JVM name, e.g.
         *     `io.horizen.utxo.api.http.route.SidechainTransactionRestScheme$ReqFindById`. The examples are
         *     byte for byte what a 0.11.0 node answers to the request each summary names. A `Content-Type`
         *     other than JSON is not rejected (never 415): the body is read as JSON whatever the header says.
         *     Not every wrong type is a 400: Jackson accepts a number written as a string (`"3"`) for an
         *     integer field, a number for a string field, and `format`/`automaticSend` of another JSON type pass
         *     Jackson and fail later (see those fields); a pattern or a bound of this document that no `require`
         *     checks is the route's to answer (see "What a node reads beyond this document"). An unknown field
         *     met once every field of the request class has a value is reported right after that field's first
         *     token; one met before is reported after the closing brace, once the `require`s passed.
         */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": string;
            };
        };
        /**
         * @description A `TRACE` or `HEAD` request that carries content (a `Content-Length` above 0, or
         *     `Transfer-Encoding: chunked`), on any path. akka-http's request parser refuses it before any
         *     route runs (akka-http v10.5.3
         *     `akka-http-core/src/main/scala/akka/http/impl/engine/parsing/HttpRequestParser.scala` lines
         *     211-212 and 223-224: the method's `requestEntityAcceptance` is `Disallowed`, `HttpMethod.scala`
         *     lines 99 and 104), and the server answers with `DefaultParsingErrorHandler`
         *     (`akka-http-core/src/main/scala/akka/http/ParsingErrorHandler.scala` lines 16-24) and closes the
         *     connection. The node answers exactly:
         *
         *     * status `422 Unprocessable Content`;
         *     * `Content-Type: text/plain; charset=UTF-8` and `Connection: close`;
         *     * body `<METHOD> requests must not have an entity` (no trailing newline or period).
         *
         *     RFC 9110 section 9.3.8 says a client must not send content in a `TRACE` request. Without
         *     content, `TRACE` and `HEAD` get the `405` of the other methods. (`CONNECT` with content gets
         *     the same 422; without content the server answers `400` "CONNECT requests are not supported",
         *     `HttpServerBluePrint.scala` line 239. A client of this API has no reason to send either.)
         */
        ContentNotAllowed: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": "TRACE requests must not have an entity" | "HEAD requests must not have an entity";
            };
        };
        /**
         * @description A failure inside the node, in one of two forms.
         *
         *     **An error the route emits itself** (`SidechainApiError`, e.g. an unknown box or secret class
         *     name): status `500 Internal Server Error`, `Content-Type: application/json`, and a body that
         *     Jackson writes with `INDENT_OUTPUT` (default pretty printer: `{`, a newline, each member on its
         *     own line indented by two spaces as `"name" : value`, members separated by `,` and a newline, a
         *     newline and `}`, no trailing newline). Members in the order `error`, `reason`, `detail`;
         *     `detail` is the exception's message, or `null` when it has none. The `routeError` example is
         *     written on the wire as:
         *
         *     ```
         *     {
         *       "error" : 500,
         *       "reason" : "internal.error",
         *       "detail" : "io.horizen.utxo.box.NoSuchBox"
         *     }
         *     ```
         *
         *     (`sdk/src/main/scala/io/horizen/api/http/SidechainApiError.scala` at tag 0.11.0: `complete`,
         *     `InternalError`, `safeMessage`.) The example is what a 0.11.0 node answers to `wallet/balanceOfType` with
         *     `boxType` `NoSuchBox` (recorded): the class lookup tries the name, then `io.horizen.utxo.box.` + the name, and the
         *     second `ClassNotFoundException`'s message (the full class name) is the detail
         *     (`SidechainWalletApiRoute.scala#getClassByBoxClassName`).
         *
         *     **An unhandled exception** (a non-hex value decoded outside validation, a missing field the route
         *     dereferences, a `format` or `automaticSend` of another JSON type, the internal request timeout
         *     `sparkz.restApi.timeout`, 5 s by default): akka-http's default exception handler answers status
         *     `500`, `Content-Type: text/plain; charset=UTF-8`, body `There was an internal server error.`
         *     (akka-http v10.5.3 `ExceptionHandler.scala` lines 64-69, the status's default message).
         */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HttpErrorBody"];
                "text/plain": "There was an internal server error.";
            };
        };
        /**
         * @description A method other than `POST` and `GET` (`PUT`, `DELETE`, `PATCH`, `OPTIONS`, `HEAD`, …) on an
         *     operation path. The node answers exactly:
         *
         *     * status `405 Method Not Allowed`;
         *     * `Content-Type: text/plain; charset=UTF-8`;
         *     * `Allow: POST, GET`;
         *     * body `HTTP method not allowed, supported methods: POST, GET` (no trailing newline or period).
         *
         *     Every operation route rejects the method with `POST` and the swagger routes that Sparkz serves
         *     on the same port (`api-docs/swagger.conf`, `swagger`, the `swagger-ui` resources) reject it with
         *     `GET`; akka-http's default rejection handler joins both (akka-http v10.5.3
         *     `akka-http/src/main/scala/akka/http/scaladsl/server/RejectionHandler.scala` lines 169-172). The
         *     node never uses the SDK's JSON rejection handler: `AbstractSidechainApp.scala` line 398 (tag
         *     0.11.0) hands the route to `Route.toFunction`, which seals it with akka-http's defaults
         *     (`Route.scala` lines 76-89). A `HEAD` gets the same status and headers without a body
         *     (`akka.http.server.transparent-head-requests` is off). `OPTIONS` is not answered for CORS (the
         *     node installs no CORS handler). A `GET` is answered 404 instead (see `x-method-answers` at the
         *     document root and the `NotFound` response). On a seeder node, a path the node disables answers
         *     the JSON 404 of `NotFoundOnSeeder` for every method.
         */
        MethodNotAllowed: {
            headers: {
                Allow: components["headers"]["Allow"];
                [name: string]: unknown;
            };
            content: {
                "text/plain": "HTTP method not allowed, supported methods: POST, GET";
            };
        };
        /**
         * @description A method that akka-http does not know (anything but `GET`, `POST`, `PUT`, `PATCH`, `DELETE`,
         *     `HEAD`, `OPTIONS`, `TRACE` and `CONNECT`: `QUERY`, `PROPFIND`, `FOO` …), on any path. The
         *     node's HTTP server registers no custom method, so its request parser refuses the request line
         *     before any route runs (akka-http v10.5.3
         *     `akka-http-core/src/main/scala/akka/http/impl/engine/parsing/HttpRequestParser.scala` lines
         *     93-101; `HttpMethod.scala` lines 96-104 register the methods it knows), answers with
         *     `DefaultParsingErrorHandler` (`akka-http-core/src/main/scala/akka/http/ParsingErrorHandler.scala`
         *     lines 16-24) and closes the connection. The node answers exactly:
         *
         *     * status `501 Not Implemented` (RFC 9110 section 9.1: the answer to a method the server does
         *       not recognize);
         *     * `Content-Type: text/plain; charset=UTF-8` and `Connection: close`;
         *     * body `Unsupported HTTP method` (no trailing newline or period).
         */
        MethodNotImplemented: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": "Unsupported HTTP method";
            };
        };
        /**
         * @description A `GET` on an operation path. The node answers exactly:
         *
         *     * status `404 Not Found`;
         *     * `Content-Type: text/plain; charset=UTF-8`;
         *     * body `The requested resource could not be found.` (with the period, no newline).
         *
         *     The swagger routes that Sparkz serves on the same port end in a `get` directive; when `get`
         *     passes it cancels every method rejection of the other routes (akka-http v10.5.3
         *     `akka-http/src/main/scala/akka/http/scaladsl/server/directives/MethodDirectives.scala` lines
         *     83-87, `FileAndResourceDirectives.scala` lines 99-101 and 188-195; Sparkz 2.3.0
         *     `SwaggerConfigRoute.scala` line 13). The operation's `POST` rejection is cancelled, no
         *     rejection is left, and akka-http's default handler answers "not found" (`RejectionHandler.scala`
         *     line 290). The SDK's own route tests seal one route alone and therefore see 405 for a `GET`;
         *     the running node does not. A `POST` to a path no route of a known group serves (such as
         *     `/wallet/unknown`) gets the same answer. On a seeder node, a path the node disables
         *     answers the JSON 404 of `NotFoundOnSeeder` instead, for every method.
         */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "text/plain": "The requested resource could not be found.";
            };
        };
        /**
         * @description The operation is disabled on this node: seeder nodes (`sparkz.network.handlingTransactionsEnabled = false`)
         *     disable forging, block generation, transaction creation and sending, the whole wallet group and
         *     the CSW proof operations; applications can disable further paths. The disabling route comes
         *     before the operation's route and matches the path for every method, before authentication
         *     (`AbstractSidechainApp.scala` `apiRoutes`, `SidechainRejectionApiRoute.scala` at tag 0.11.0).
         *     The node answers exactly: status `404 Not Found`, `Content-Type: application/json`, and the body
         *     pretty-printed by Jackson as described for `InternalError`:
         *
         *     ```
         *     {
         *       "error" : 404,
         *       "reason" : "NotFound",
         *       "detail" : "Invalid operation on node not supporting transactions."
         *     }
         *     ```
         */
        NotFoundOnSeeder: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["HttpErrorBody"];
            };
        };
        /**
         * @description The operation needs HTTP Basic credentials (any user name, the API key as password) and none or
         *     wrong ones were sent; checked before the body is read. The node answers exactly:
         *
         *     * status `401 Unauthorized`;
         *     * `Content-Type: text/plain; charset=UTF-8`;
         *     * one `WWW-Authenticate: Basic realm="secure api",charset=UTF-8`;
         *     * body `The resource requires authentication, which was not supplied with the request` when the
         *       request has no `Authorization` header or one of another scheme (e.g. `Bearer`), and
         *       `The supplied authentication is invalid` for Basic credentials with a wrong key (no final
         *       period in either).
         *
         *     Sparkz's `withBasicAuth` rejects, and akka-http's default rejection handler renders the
         *     rejection (akka-http v10.5.3 `RejectionHandler.scala` lines 243-256, `SecurityDirectives.scala`
         *     lines 95-103 and 200-210; Sparkz 2.3.0 `ApiDirectives.scala`). With
         *     `sparkz.restApi.apiKeyHash = ""` every protected call is refused; with no `apiKeyHash` at all,
         *     every call passes.
         */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WWW-Authenticate"];
                [name: string]: unknown;
            };
            content: {
                "text/plain": "The resource requires authentication, which was not supplied with the request" | "The supplied authentication is invalid";
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: {
        /**
         * @description The methods the node's routes accept at this path, exactly `POST, GET`: akka-http's default
         *     rejection handler lists the supported method of every rejecting route, in route order and
         *     without duplicates: `POST` from the operation, then `GET` from the swagger routes that Sparkz
         *     serves on the same port (akka-http v10.5.3 `RejectionHandler.scala` lines 169-172 and
         *     `applyTransformations`; Sparkz 2.3.0 `CompositeHttpService.scala` lines 21-26).
         */
        Allow: "POST, GET";
        /**
         * @description The Basic challenge of Sparkz's `withBasicAuth` (`authenticateBasic(realm = "secure api", …)`,
         *     Sparkz 2.3.0 `ApiDirectives.scala`), rendered by akka-http as exactly
         *     `Basic realm="secure api",charset=UTF-8`: the realm always quoted, `charset=UTF-8` after a comma
         *     without a space (akka-http v10.5.3 `HttpChallenges.basic` and `HttpChallenge.render`). One header.
         */
        "WWW-Authenticate": "Basic realm=\"secure api\",charset=UTF-8";
    };
    pathItems: never;
}
export type AddressProposition = components['schemas']['AddressProposition'];
export type BlockId = components['schemas']['BlockId'];
export type Box = components['schemas']['Box'];
export type BoxId = components['schemas']['BoxId'];
export type BoxNonce = components['schemas']['BoxNonce'];
export type CertificateKeyRotationTransaction = components['schemas']['CertificateKeyRotationTransaction'];
export type CertifiersKeys = components['schemas']['CertifiersKeys'];
export type ConnectionType = components['schemas']['ConnectionType'];
export type CswInfo = components['schemas']['CswInfo'];
export type CswProofGenerationState = components['schemas']['CswProofGenerationState'];
export type CswProofInfo = components['schemas']['CswProofInfo'];
export type CustomBox = components['schemas']['CustomBox'];
export type CustomTransaction = components['schemas']['CustomTransaction'];
export type EmptyResult = components['schemas']['EmptyResult'];
export type Error0101 = components['schemas']['Error0101'];
export type Error0102 = components['schemas']['Error0102'];
export type Error0105 = components['schemas']['Error0105'];
export type Error0108 = components['schemas']['Error0108'];
export type Error0201 = components['schemas']['Error0201'];
export type Error0202 = components['schemas']['Error0202'];
export type Error0203 = components['schemas']['Error0203'];
export type Error0204 = components['schemas']['Error0204'];
export type Error0301 = components['schemas']['Error0301'];
export type Error0302 = components['schemas']['Error0302'];
export type Error0303 = components['schemas']['Error0303'];
export type Error0304 = components['schemas']['Error0304'];
export type Error0305 = components['schemas']['Error0305'];
export type Error0401 = components['schemas']['Error0401'];
export type Error0402 = components['schemas']['Error0402'];
export type Error0404 = components['schemas']['Error0404'];
export type Error0501 = components['schemas']['Error0501'];
export type Error0502 = components['schemas']['Error0502'];
export type Error0503 = components['schemas']['Error0503'];
export type Error0504 = components['schemas']['Error0504'];
export type Error0601 = components['schemas']['Error0601'];
export type Error0602 = components['schemas']['Error0602'];
export type Error0603 = components['schemas']['Error0603'];
export type Error0604 = components['schemas']['Error0604'];
export type Error0605 = components['schemas']['Error0605'];
export type Error0701 = components['schemas']['Error0701'];
export type Error0702 = components['schemas']['Error0702'];
export type Error0703 = components['schemas']['Error0703'];
export type Error0704 = components['schemas']['Error0704'];
export type Error0705 = components['schemas']['Error0705'];
export type Error0707 = components['schemas']['Error0707'];
export type Error0801 = components['schemas']['Error0801'];
export type Error0802 = components['schemas']['Error0802'];
export type FeePaymentsTransaction = components['schemas']['FeePaymentsTransaction'];
export type ForgerBox = components['schemas']['ForgerBox'];
export type ForgingInfo = components['schemas']['ForgingInfo'];
export type ForgingStakeInfo = components['schemas']['ForgingStakeInfo'];
export type Hash32 = components['schemas']['Hash32'];
export type HexBytes = components['schemas']['HexBytes'];
export type HttpErrorBody = components['schemas']['HttpErrorBody'];
export type ImportSecretsSummaryItem = components['schemas']['ImportSecretsSummaryItem'];
export type KeyRotationProof = components['schemas']['KeyRotationProof'];
export type KeyRotationProofType = components['schemas']['KeyRotationProofType'];
export type MainchainAddress = components['schemas']['MainchainAddress'];
export type MainchainBlockHexResult = components['schemas']['MainchainBlockHexResult'];
export type MainchainBlockReference = components['schemas']['MainchainBlockReference'];
export type MainchainBlockReferenceData = components['schemas']['MainchainBlockReferenceData'];
export type MainchainBlockReferenceInfo = components['schemas']['MainchainBlockReferenceInfo'];
export type MainchainBlockReferenceInfoResult = components['schemas']['MainchainBlockReferenceInfoResult'];
export type MainchainBlockReferenceResult = components['schemas']['MainchainBlockReferenceResult'];
export type MainchainHeader = components['schemas']['MainchainHeader'];
export type MainchainHeaderInfo = components['schemas']['MainchainHeaderInfo'];
export type MC2SCAggregatedTransaction = components['schemas']['MC2SCAggregatedTransaction'];
export type MCPublicKeyHashProposition = components['schemas']['MCPublicKeyHashProposition'];
export type NodeInfo = components['schemas']['NodeInfo'];
export type Ommer = components['schemas']['Ommer'];
export type OpenStakeTransaction = components['schemas']['OpenStakeTransaction'];
export type Peer = components['schemas']['Peer'];
export type Proposition = components['schemas']['Proposition'];
export type PublicKey25519 = components['schemas']['PublicKey25519'];
export type PublicKeyProposition = components['schemas']['PublicKeyProposition'];
export type SchnorrPublicKey = components['schemas']['SchnorrPublicKey'];
export type SchnorrSignature = components['schemas']['SchnorrSignature'];
export type SecretHex = components['schemas']['SecretHex'];
export type SidechainBlock = components['schemas']['SidechainBlock'];
export type SidechainBlockHeader = components['schemas']['SidechainBlockHeader'];
export type SidechainBlockInfo = components['schemas']['SidechainBlockInfo'];
export type SidechainCoreTransaction = components['schemas']['SidechainCoreTransaction'];
export type Signature25519 = components['schemas']['Signature25519'];
export type StorageVersions = components['schemas']['StorageVersions'];
export type Transaction = components['schemas']['Transaction'];
export type TransactionBytesResult = components['schemas']['TransactionBytesResult'];
export type TransactionForgerOutput = components['schemas']['TransactionForgerOutput'];
export type TransactionId = components['schemas']['TransactionId'];
export type TransactionIdListResult = components['schemas']['TransactionIdListResult'];
export type TransactionIdResult = components['schemas']['TransactionIdResult'];
export type TransactionInput = components['schemas']['TransactionInput'];
export type TransactionListResult = components['schemas']['TransactionListResult'];
export type TransactionObjectResult = components['schemas']['TransactionObjectResult'];
export type TransactionOutput = components['schemas']['TransactionOutput'];
export type TransactionWithdrawalRequestOutput = components['schemas']['TransactionWithdrawalRequestOutput'];
export type Unlocker = components['schemas']['Unlocker'];
export type VrfOutput = components['schemas']['VrfOutput'];
export type VrfProof = components['schemas']['VrfProof'];
export type VrfPublicKey = components['schemas']['VrfPublicKey'];
export type WithdrawalEpochCertificate = components['schemas']['WithdrawalEpochCertificate'];
export type WithdrawalRequestBox = components['schemas']['WithdrawalRequestBox'];
export type ZenBox = components['schemas']['ZenBox'];
export type Zennies = components['schemas']['Zennies'];
export type ResponseBadRequest = components['responses']['BadRequest'];
export type ResponseContentNotAllowed = components['responses']['ContentNotAllowed'];
export type ResponseInternalError = components['responses']['InternalError'];
export type ResponseMethodNotAllowed = components['responses']['MethodNotAllowed'];
export type ResponseMethodNotImplemented = components['responses']['MethodNotImplemented'];
export type ResponseNotFound = components['responses']['NotFound'];
export type ResponseNotFoundOnSeeder = components['responses']['NotFoundOnSeeder'];
export type ResponseUnauthorized = components['responses']['Unauthorized'];
export type HeaderAllow = components['headers']['Allow'];
export type HeaderWwwAuthenticate = components['headers']['WWW-Authenticate'];
export type $defs = Record<string, never>;
export interface operations {
    backupGetRestoredBoxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Id of the last box of the previous page (hex); absent or empty to start from the first box. A value that is not hex is business error `0802`, not 400.
                     * @example 0a97bece48ec30be0852a5df2056a65411ab5e4e6d4cdb6960411f3d7cba0907
                     */
                    lastBoxId?: string;
                    /**
                     * Format: int32
                     * @description How many boxes to answer at most.
                     */
                    numberOfElements: number;
                };
            };
        };
        responses: {
            /** @description The boxes, or business error `0802`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            boxes: components["schemas"]["Box"][];
                        };
                    } | {
                        error: components["schemas"]["Error0802"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    backupGetSidechainBlockIdForBackup: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The block id, or business error `0801`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            blockId: components["schemas"]["BlockId"];
                        };
                    } | {
                        error: components["schemas"]["Error0801"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockBest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The best block and its height, or business error `0102`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            block: components["schemas"]["SidechainBlock"];
                            /** Format: int32 */
                            height: number;
                        };
                    } | {
                        error: components["schemas"]["Error0102"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockCurrentHeight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The chain height, or business error `0102`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** Format: int32 */
                            height: number;
                        };
                    } | {
                        error: components["schemas"]["Error0102"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockFindBlockInfoById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blockId: components["schemas"]["BlockId"];
                };
            };
        };
        responses: {
            /** @description The block information, or business error `0101`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            blockInfo: components["schemas"]["SidechainBlockInfo"];
                            isInActiveChain: boolean;
                        };
                    } | {
                        error: components["schemas"]["Error0101"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockFindById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blockId: components["schemas"]["BlockId"];
                };
            };
        };
        responses: {
            /** @description The block, or business error `0101` when no block has this id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            block: components["schemas"]["SidechainBlock"];
                            blockHex: components["schemas"]["HexBytes"];
                            /** Format: int32 */
                            height: number;
                        };
                    } | {
                        error: components["schemas"]["Error0101"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockFindIdByHeight: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Block height in the active chain; the genesis block is at 1.
                     */
                    height: number;
                };
            };
        };
        responses: {
            /** @description The block id, or business error `0102` when the chain has no block at this height. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            blockId: components["schemas"]["BlockId"];
                        };
                    } | {
                        error: components["schemas"]["Error0102"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockFindLastIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description How many ids to return, counting back from the best block.
                     */
                    number: number;
                };
            };
        };
        responses: {
            /** @description The ids of the last blocks, newest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description Block ids, newest first. */
                            lastBlockIds: components["schemas"]["BlockId"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockForgingInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The forging information, or business error `0108`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["ForgingInfo"];
                    } | {
                        error: components["schemas"]["Error0108"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockGenerate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and a missing epoch or slot as 0. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Consensus epoch to forge for (0 when missing; the node does not check the range).
                     * @default 0
                     */
                    epochNumber?: number;
                    /**
                     * Format: int32
                     * @description Slot inside the epoch, from 1 (0 when missing; the node does not check the range).
                     * @default 0
                     */
                    slotNumber?: number;
                    /**
                     * @description Serialized transactions to put into the block; regtest only.
                     * @default []
                     */
                    transactionsBytes?: components["schemas"]["HexBytes"][];
                };
            };
        };
        responses: {
            /** @description The id of the forged block, or business error `0105`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            blockId: components["schemas"]["BlockId"];
                        };
                    } | {
                        error: components["schemas"]["Error0105"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockGetFeePayments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    blockId: components["schemas"]["BlockId"];
                };
            };
        };
        responses: {
            /** @description The fee-payment boxes, possibly none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            feePayments: components["schemas"]["ZenBox"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockStartForging: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An empty result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    blockStopForging: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description An empty result. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswCswBoxIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The box ids, or business error `0704` or `0707`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            cswBoxIds: components["schemas"]["BoxId"][];
                        };
                    } | {
                        error: components["schemas"]["Error0704"] | components["schemas"]["Error0707"];
                    };
                };
            };
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswCswInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    boxId: components["schemas"]["BoxId"];
                };
            };
        };
        responses: {
            /** @description The CSW information, or business error `0703` or `0707`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            cswInfo: components["schemas"]["CswInfo"];
                        };
                    } | {
                        error: components["schemas"]["Error0703"] | components["schemas"]["Error0707"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswGenerateCswProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    boxId: components["schemas"]["BoxId"];
                    /**
                     * @description Mainchain transparent address (P2PKH or P2SH, Base58Check, 35 characters) that receives the
                     *     coins. Required and restricted to the Base58 alphabet: a missing address or a 35-character
                     *     string with another character breaks the node's CSW actor (see the operation). A Base58
                     *     string with a wrong checksum or another network's prefix is answered with state
                     *     `InvalidAddress`.
                     */
                    receiverAddress: components["schemas"]["MainchainAddress"];
                };
            };
        };
        responses: {
            /** @description The proof generation state, or business error `0702` or `0707`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description A human-readable text for the state. */
                            description: string;
                            state: components["schemas"]["CswProofGenerationState"];
                        };
                    } | {
                        error: components["schemas"]["Error0702"] | components["schemas"]["Error0707"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswHasCeased: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ceasing state, or business error `0701`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description true when the sidechain has ceased. */
                            state: boolean;
                        };
                    } | {
                        error: components["schemas"]["Error0701"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswIsCSWEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Whether CSW is enabled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            cswEnabled: boolean;
                        };
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    cswNullifier: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    boxId: components["schemas"]["BoxId"];
                };
            };
        };
        responses: {
            /** @description The nullifier, or business error `0705` or `0707`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            nullifier: components["schemas"]["Hash32"];
                        };
                    } | {
                        error: components["schemas"]["Error0705"] | components["schemas"]["Error0707"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    mainchainBestBlockReferenceInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference info, or business error `0501`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MainchainBlockReferenceInfoResult"];
                    } | {
                        error: components["schemas"]["Error0501"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    mainchainBlockReferenceByHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true for the JSON object, false for the hex serialization.
                     * @default false
                     */
                    format?: boolean;
                    hash: components["schemas"]["Hash32"];
                };
            };
        };
        responses: {
            /** @description The block reference as JSON or hex, or business error `0501`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MainchainBlockReferenceResult"] | components["schemas"]["MainchainBlockHexResult"];
                    } | {
                        error: components["schemas"]["Error0501"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    mainchainBlockReferenceInfoBy: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description true for the JSON object, false for the hex serialization.
                     * @default false
                     */
                    format?: boolean;
                    hash?: components["schemas"]["Hash32"];
                    /**
                     * Format: int32
                     * @description Mainchain height; used only when `hash` is absent.
                     * @example 220
                     */
                    height?: number;
                };
            };
        };
        responses: {
            /** @description The reference info as JSON or hex, or business error `0502` or `0503`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MainchainBlockReferenceInfoResult"] | components["schemas"]["MainchainBlockHexResult"];
                    } | {
                        error: components["schemas"]["Error0502"] | components["schemas"]["Error0503"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    mainchainGenesisBlockReferenceInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reference info, or business error `0501`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["MainchainBlockReferenceInfoResult"];
                    } | {
                        error: components["schemas"]["Error0501"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    mainchainMainchainHeaderInfoByHash: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    hash: components["schemas"]["Hash32"];
                };
            };
        };
        responses: {
            /** @description The header info, or business error `0504`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            mainchainHeaderInfo: components["schemas"]["MainchainHeaderInfo"];
                        };
                    } | {
                        error: components["schemas"]["Error0504"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeAddToBlacklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `host:port` of the peer.
                     * @example 203.0.113.45:9084
                     */
                    address: string;
                    /**
                     * Format: int64
                     * @description Length of the ban, in minutes.
                     * @example 60
                     */
                    durationInMinutes: number;
                };
            };
        };
        responses: {
            /** @description Done; the body is the JSON string `"OK"`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": "OK";
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeAllPeers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The peers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            peers: components["schemas"]["Peer"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeBlacklistedPeers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The banned addresses. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            addresses: string[];
                        };
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeConnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Host name or IPv4 address of the peer: letters, digits, `_` and `.` only (the node
                     *     truncates other names, see above).
                     * @example 192.168.1.20
                     */
                    host: string;
                    /**
                     * Format: int32
                     * @description P2P port of the peer (the SDK default is 9084); 0 when missing, since the node reads a missing Int as 0.
                     * @default 0
                     * @example 9084
                     */
                    port?: number;
                };
            };
        };
        responses: {
            /** @description The address the node will connect to, or business error `0401`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The resolved address, `<hostname>/<ip>:<port>` or `/<ip>:<port>`. */
                            connectedTo: string;
                        };
                    } | {
                        error: components["schemas"]["Error0401"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeConnectedPeers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The connected peers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            peers: components["schemas"]["Peer"][];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeDisconnect: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Host name or IPv4 address of the peer: letters, digits, `_` and `.` only (the node
                     *     truncates other names, see above).
                     * @example 192.168.1.20
                     */
                    host: string;
                    /**
                     * Format: int32
                     * @description P2P port of the peer. 0 when missing, since the node reads a missing Int as 0.
                     * @default 0
                     * @example 9084
                     */
                    port?: number;
                };
            };
        };
        responses: {
            /** @description The address the node disconnects from, or business error `0401`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The resolved address, `<hostname>/<ip>:<port>` or `/<ip>:<port>`. */
                            disconnectedFrom: string;
                        };
                    } | {
                        error: components["schemas"]["Error0401"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The summary. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["NodeInfo"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodePeer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `host:port` of the peer.
                     * @example 192.168.1.20:9084
                     */
                    address: string;
                };
            };
        };
        responses: {
            /** @description The peer. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            peer: components["schemas"]["Peer"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeRemoveFromBlacklist: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Host name or IP address, no port.
                     * @example 203.0.113.45
                     */
                    address: string;
                };
            };
        };
        responses: {
            /** @description Done; the body is the JSON string `"OK"`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": "OK";
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeRemovePeer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description `host:port` of the peer.
                     * @example 192.168.1.20:9084
                     */
                    address: string;
                };
            };
        };
        responses: {
            /** @description Done; the body is the JSON string `"OK"`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": "OK";
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeSidechainId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sidechain id. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            sidechainId: components["schemas"]["Hash32"];
                        };
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeStop: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stop has started, or business error `0402`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    } | {
                        error: components["schemas"]["Error0402"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    nodeStorageVersions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The storage versions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            listOfVersions: components["schemas"]["StorageVersions"];
                        };
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterDisableCertificateSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was sent to the certificate submitter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterDisableCertificateSubmitter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was sent to the certificate submitter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterEnableCertificateSigner: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was sent to the certificate submitter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterEnableCertificateSubmitter: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request was sent to the certificate submitter. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["EmptyResult"];
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterGetCertifiersKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description The withdrawal epoch, or -1 for the keys of the genesis configuration.
                     * @default 0
                     * @example 2
                     */
                    withdrawalEpoch?: number;
                };
            };
        };
        responses: {
            /** @description The keys, or business error `0604`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            certifiersKeys: components["schemas"]["CertifiersKeys"];
                            /** @description Hash of the key set (32 bytes as hex), or an empty string when there are no master keys. */
                            keysRootHash: string;
                        };
                    } | {
                        error: components["schemas"]["Error0604"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterGetKeyRotationMessageToSignForMasterKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schnorrPublicKey: components["schemas"]["SchnorrPublicKey"];
                    /**
                     * Format: int32
                     * @description The withdrawal epoch the rotation is for.
                     * @default 0
                     * @example 3
                     */
                    withdrawalEpoch?: number;
                };
            };
        };
        responses: {
            /** @description The message to sign, or business error `0605`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The message, a 32-byte field element as 64 lowercase hex digits. */
                            keyRotationMessageToSign: string;
                        };
                    } | {
                        error: components["schemas"]["Error0605"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterGetKeyRotationMessageToSignForSigningKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    schnorrPublicKey: components["schemas"]["SchnorrPublicKey"];
                    /**
                     * Format: int32
                     * @description The withdrawal epoch the rotation is for.
                     * @default 0
                     * @example 3
                     */
                    withdrawalEpoch?: number;
                };
            };
        };
        responses: {
            /** @description The message to sign, or business error `0605`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The message, a 32-byte field element as 64 lowercase hex digits. */
                            keyRotationMessageToSign: string;
                        };
                    } | {
                        error: components["schemas"]["Error0605"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterGetKeyRotationProof: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * Format: int32
                     * @description Index of the signer.
                     * @default 0
                     * @example 0
                     */
                    indexOfKey?: number;
                    /**
                     * Format: int32
                     * @description 0 for the signing key, 1 for the master key.
                     * @default 0
                     * @enum {integer}
                     */
                    keyType?: 0 | 1;
                    /**
                     * Format: int32
                     * @description The withdrawal epoch.
                     * @default 0
                     * @example 2
                     */
                    withdrawalEpoch?: number;
                };
            };
        };
        responses: {
            /** @description The key rotation if any, or business error `0605`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Empty when no rotation is recorded. */
                        result: {
                            keyRotationProof?: components["schemas"]["KeyRotationProof"];
                        };
                    } | {
                        error: components["schemas"]["Error0605"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterIsCertGenerationActive: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state, or business error `0601`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            state: boolean;
                        };
                    } | {
                        error: components["schemas"]["Error0601"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterIsCertificateSignerEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state, or business error `0603`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            enabled: boolean;
                        };
                    } | {
                        error: components["schemas"]["Error0603"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    submitterIsCertificateSubmitterEnabled: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The state, or business error `0602`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            enabled: boolean;
                        };
                    } | {
                        error: components["schemas"]["Error0602"];
                    };
                };
            };
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionAllTransactions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description true for transaction objects, false for ids only. A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default true
                     */
                    format?: boolean;
                };
            };
        };
        responses: {
            /** @description The memory-pool transactions or their ids. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionListResult"] | components["schemas"]["TransactionIdListResult"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionCreateCoreTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New forger stakes; `[]` when none. */
                    forgerOutputs: components["schemas"]["TransactionForgerOutput"][];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value and answers business error `0204`.
                     * @default false
                     */
                    format?: boolean;
                    /** @description New ZenBoxes; `[]` when none. */
                    regularOutputs: components["schemas"]["TransactionOutput"][];
                    /** @description Wallet boxes to spend. */
                    transactionInputs: components["schemas"]["TransactionInput"][];
                    /** @description New withdrawal requests to the mainchain; `[]` when none. */
                    withdrawalRequests: components["schemas"]["TransactionWithdrawalRequestOutput"][];
                };
            };
        };
        responses: {
            /** @description The signed transaction, or business error `0202` or `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0202"] | components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionCreateCoreTransactionSimplified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Fee in zennies, 0 when missing.
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /** @description New forger stakes; `[]` when none. */
                    forgerOutputs: components["schemas"]["TransactionForgerOutput"][];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                    /** @description New ZenBoxes; `[]` when none. */
                    regularOutputs: components["schemas"]["TransactionOutput"][];
                    /** @description New withdrawal requests to the mainchain; `[]` when none. */
                    withdrawalRequests: components["schemas"]["TransactionWithdrawalRequestOutput"][];
                };
            };
        };
        responses: {
            /** @description The signed transaction, or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionCreateKeyRotationTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true to validate and broadcast the transaction and answer its id; false to answer the signed transaction without sending it (then `format` applies). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default true
                     */
                    automaticSend?: boolean;
                    /**
                     * @description Fee in zennies, 0 when missing.
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                    /**
                     * Format: int32
                     * @description Index of the key in the list of certificate signers (0 when missing; negative values are rejected with 400).
                     * @default 0
                     */
                    keyIndex?: number;
                    /**
                     * Format: int32
                     * @description 0 to rotate a signing key, 1 to rotate a master key (0 when missing; the node answers another number with business error `0204`).
                     * @default 0
                     * @enum {integer}
                     */
                    keyType?: 0 | 1;
                    /** @description Signature of the rotation message by the current master key at `keyIndex`. */
                    masterKeySignature: components["schemas"]["SchnorrSignature"];
                    newKey: components["schemas"]["SchnorrPublicKey"];
                    /** @description Signature of the rotation message by the new key. */
                    newKeySignature: components["schemas"]["SchnorrSignature"];
                    /** @description Signature of the rotation message by the current signing key at `keyIndex`. */
                    signingKeySignature: components["schemas"]["SchnorrSignature"];
                };
            };
        };
        responses: {
            /** @description The transaction id (or the signed transaction), or business error `0404`, `0202` or `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"] | components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0404"] | components["schemas"]["Error0202"] | components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionCreateOpenStakeTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true to validate and broadcast the transaction and answer its id; false to answer the signed transaction without sending it (then `format` applies). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default true
                     */
                    automaticSend?: boolean;
                    /**
                     * @description Fee in zennies, 0 when missing; at most the value of the input box (a negative fee or one above the input ends in 500).
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /**
                     * Format: int32
                     * @description Index of the voting forger in the sidechain's list of allowed forgers (0 when missing; negative values are rejected with 400).
                     * @default 0
                     */
                    forgerIndex?: number;
                    /**
                     * @description true for the transaction as JSON, which a 0.11.0 node cannot render (HTTP 500); false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                    /** @description The Ed25519 key that receives the input value minus the fee. */
                    regularOutputProposition: components["schemas"]["PublicKey25519"];
                    transactionInput: components["schemas"]["TransactionInput"];
                };
            };
        };
        responses: {
            /** @description The transaction id (or the signed transaction), or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"] | components["schemas"]["TransactionBytesResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionCreateOpenStakeTransactionSimplified: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true to validate and broadcast the transaction and answer its id; false to answer the signed transaction without sending it (then `format` applies). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default true
                     */
                    automaticSend?: boolean;
                    /**
                     * @description Fee in zennies, 0 when missing; the input must hold at least this much (a negative fee ends in 500).
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /**
                     * Format: int32
                     * @description Index of the voting forger in the sidechain's list of allowed forgers (0 when missing; negative values are rejected with 400).
                     * @default 0
                     */
                    forgerIndex?: number;
                    /** @description The allowed forger's Ed25519 key, which locks the input and receives the change. */
                    forgerProposition: components["schemas"]["PublicKey25519"];
                    /**
                     * @description true for the transaction as JSON, which a 0.11.0 node cannot render (HTTP 500); false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                };
            };
        };
        responses: {
            /** @description The transaction id (or the signed transaction), or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"] | components["schemas"]["TransactionBytesResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionDecodeTransactionBytes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionBytes: components["schemas"]["HexBytes"];
                };
            };
        };
        responses: {
            /** @description The decoded transaction, or business error `0203`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0203"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionFindById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Id of the block to search instead of the memory pool. */
                    blockHash?: components["schemas"]["BlockId"];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                    transactionId: components["schemas"]["TransactionId"];
                };
            };
        };
        responses: {
            /** @description The transaction, or business error `0201`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0201"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionMakeForgerStake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Fee in zennies, 0 when missing.
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /** @description The forger stakes. */
                    outputs: components["schemas"]["TransactionForgerOutput"][];
                };
            };
        };
        responses: {
            /** @description The transaction id, or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionSendCoinsToAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description true to validate and broadcast the transaction and answer its id; false to answer the signed transaction without sending it (then `format` applies). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default true
                     */
                    automaticSend?: boolean;
                    /**
                     * @description Fee in zennies, 0 when missing.
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value, HTTP 500.
                     * @default false
                     */
                    format?: boolean;
                    /** @description The payments. */
                    outputs: components["schemas"]["TransactionOutput"][];
                };
            };
        };
        responses: {
            /** @description The transaction id (or the signed transaction), or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"] | components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionSendTransaction: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    transactionBytes: components["schemas"]["HexBytes"];
                };
            };
        };
        responses: {
            /** @description The transaction id, or business error `0203` or `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"];
                    } | {
                        error: components["schemas"]["Error0203"] | components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionSpendForgingStake: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description New forger stakes; `[]` when none. */
                    forgerOutputs: components["schemas"]["TransactionForgerOutput"][];
                    /**
                     * @description true for the transaction as JSON (`transaction`), false for its bytes (`transactionBytes`). A string or number here is not rejected with 400: the route fails with a ClassCastException when it reads the value and answers business error `0204`.
                     * @default false
                     */
                    format?: boolean;
                    /** @description New ZenBoxes; `[]` when none. */
                    regularOutputs: components["schemas"]["TransactionOutput"][];
                    /** @description Wallet boxes to spend, usually ForgerBoxes. */
                    transactionInputs: components["schemas"]["TransactionInput"][];
                };
            };
        };
        responses: {
            /** @description The broadcast transaction, or business error `0202` or `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionBytesResult"] | components["schemas"]["TransactionObjectResult"];
                    } | {
                        error: components["schemas"]["Error0202"] | components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    transactionWithdrawCoins: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Fee in zennies, 0 when missing.
                     * @default 0
                     */
                    fee?: components["schemas"]["Zennies"];
                    /** @description The withdrawals. */
                    outputs: components["schemas"]["TransactionWithdrawalRequestOutput"][];
                };
            };
        };
        responses: {
            /** @description The transaction id, or business error `0204`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: components["schemas"]["TransactionIdResult"];
                    } | {
                        error: components["schemas"]["Error0204"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletAllBoxes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Box class to keep; all boxes when absent.
                     * @example ZenBox
                     */
                    boxTypeClass?: string;
                    /** @description Ids of boxes to leave out of the answer. */
                    excludeBoxIds?: components["schemas"]["BoxId"][];
                };
            };
        };
        responses: {
            /** @description The boxes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            boxes: components["schemas"]["Box"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletAllPublicKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Optional; the node reads an empty body as `{}`, and every field is optional. */
        requestBody?: {
            content: {
                "application/json": {
                    /**
                     * @description Secret class whose public keys to list; all secrets when absent.
                     * @example PrivateKey25519
                     */
                    proptype?: string;
                };
            };
        };
        responses: {
            /** @description The public keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            propositions: components["schemas"]["Proposition"][];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletBalanceOfType: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Box class name.
                     * @example ZenBox
                     */
                    boxType: string;
                };
            };
        };
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            balance: components["schemas"]["Zennies"];
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletCoinsBalance: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The balance. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            balance: components["schemas"]["Zennies"];
                        };
                    };
                };
            };
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletCreatePrivateKey25519: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Optional. The node reads the body as the empty case class `ReqCreateKey()`: an empty body is
         *     read as `{}`, and any property (or a body that is not JSON) is rejected with 400.
         */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new public key, or business error `0301`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The public key of the new secret. */
                            proposition: {
                                publicKey: components["schemas"]["PublicKey25519"];
                            };
                        };
                    } | {
                        error: components["schemas"]["Error0301"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletCreateVrfSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * @description Optional. The node reads the body as the empty case class `ReqCreateKey()`: an empty body is
         *     read as `{}`, and any property (or a body that is not JSON) is rejected with 400.
         */
        requestBody?: {
            content: {
                "application/json": Record<string, never>;
            };
        };
        responses: {
            /** @description The new VRF public key, or business error `0301`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description The public key of the new VRF secret. */
                            proposition: {
                                publicKey: components["schemas"]["VrfPublicKey"];
                            };
                        };
                    } | {
                        error: components["schemas"]["Error0301"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletDumpSecrets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Path of the file to create on the node.
                     * @example /var/lib/scnode/secrets.dump
                     */
                    path: string;
                };
            };
        };
        responses: {
            /** @description Confirmation that names the file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /** @description `Secrets dump completed successfully at: <path>`. */
                            status: string;
                        };
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletExportSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The public key, Ed25519 (32 bytes) or VRF/Schnorr (33 bytes), or the 20-byte address of a secp256k1 secret, as hex. */
                    publickey: string;
                };
            };
        };
        responses: {
            /** @description The secret, or business error `0303`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            privKey: components["schemas"]["SecretHex"];
                        };
                    } | {
                        error: components["schemas"]["Error0303"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletImportSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    privKey: components["schemas"]["SecretHex"];
                };
            };
        };
        responses: {
            /** @description The public key of the imported secret, or business error `0305` or `0302`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            proposition: components["schemas"]["Proposition"];
                        };
                    } | {
                        error: components["schemas"]["Error0305"] | components["schemas"]["Error0302"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
    walletImportSecrets: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Path of the file on the node, absolute or relative to the node's working directory.
                     * @example /var/lib/scnode/secrets.dump
                     */
                    path: string;
                };
            };
        };
        responses: {
            /** @description The import counts, or business error `0304` or `0305`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        result: {
                            /**
                             * Format: int32
                             * @description Number of secrets the wallet refused.
                             */
                            failedToAdd: number;
                            /**
                             * Format: int32
                             * @description Number of secrets added to the wallet.
                             */
                            successfullyAdded: number;
                            /** @description One entry per refused secret. */
                            summary: components["schemas"]["ImportSecretsSummaryItem"][];
                        };
                    } | {
                        error: components["schemas"]["Error0304"] | components["schemas"]["Error0305"];
                    };
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["NotFoundOnSeeder"];
            405: components["responses"]["MethodNotAllowed"];
            500: components["responses"]["InternalError"];
        };
    };
}
