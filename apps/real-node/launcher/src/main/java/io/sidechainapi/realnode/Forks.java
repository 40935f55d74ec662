package io.sidechainapi.realnode;

import io.horizen.fork.ForkConfigurator;
import io.horizen.fork.SidechainForkConsensusEpoch;

/**
 * Sidechain fork 1 (coin-box dust limit, withdrawal limits, OpenStakeTransaction) is active from the genesis
 * epoch, as on every sidechain that started after it: the node answers as a current network's node does.
 */
final class Forks extends ForkConfigurator {
    @Override
    public SidechainForkConsensusEpoch fork1activation() {
        return new SidechainForkConsensusEpoch(0, 0, 0);
    }
}
