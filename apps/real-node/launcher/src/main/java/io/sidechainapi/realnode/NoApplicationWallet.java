package io.sidechainapi.realnode;

import io.horizen.proposition.Proposition;
import io.horizen.secret.Secret;
import io.horizen.utxo.backup.BoxIterator;
import io.horizen.utxo.box.Box;
import io.horizen.utxo.wallet.ApplicationWallet;
import java.util.List;

/** An application wallet that keeps nothing: the SDK's own wallet holds every key and box. */
final class NoApplicationWallet implements ApplicationWallet {
    @Override
    public void onAddSecret(Secret secret) {}

    @Override
    public void onRemoveSecret(Proposition proposition) {}

    @Override
    public void onChangeBoxes(byte[] blockId, List<Box<Proposition>> boxesToUpdate, List<byte[]> boxIdsToRemove) {}

    @Override
    public void onRollback(byte[] blockId) {}

    /** Nothing is stored, so nothing can be behind the SDK's storages. */
    @Override
    public boolean checkStoragesVersion(byte[] blockId) {
        return true;
    }

    @Override
    public void onBackupRestore(BoxIterator boxes) {}
}
