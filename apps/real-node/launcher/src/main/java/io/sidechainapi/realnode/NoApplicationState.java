package io.sidechainapi.realnode;

import io.horizen.proposition.Proposition;
import io.horizen.utxo.backup.BoxIterator;
import io.horizen.utxo.block.SidechainBlock;
import io.horizen.utxo.box.Box;
import io.horizen.utxo.state.ApplicationState;
import io.horizen.utxo.state.SidechainStateReader;
import io.horizen.utxo.transaction.BoxTransaction;
import java.util.List;
import scala.util.Success;
import scala.util.Try;

/** An application with no state of its own: accepts every block and transaction the SDK accepts. */
final class NoApplicationState implements ApplicationState {
    @Override
    public void validate(SidechainStateReader stateReader, SidechainBlock block) {}

    @Override
    public void validate(SidechainStateReader stateReader, BoxTransaction<Proposition, Box<Proposition>> transaction) {}

    @Override
    public Try<ApplicationState> onApplyChanges(
            SidechainStateReader stateReader, byte[] blockId, List<Box<Proposition>> newBoxes, List<byte[]> boxIdsToRemove) {
        return new Success<>(this);
    }

    @Override
    public Try<ApplicationState> onRollback(byte[] blockId) {
        return new Success<>(this);
    }

    /** Nothing is stored, so nothing can be behind the SDK's storages. */
    @Override
    public boolean checkStoragesVersion(byte[] blockId) {
        return true;
    }

    @Override
    public Try<ApplicationState> onBackupRestore(BoxIterator boxes) {
        return new Success<>(this);
    }
}
