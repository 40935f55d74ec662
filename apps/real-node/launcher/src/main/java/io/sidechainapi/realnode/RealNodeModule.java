package io.sidechainapi.realnode;

import com.google.inject.TypeLiteral;
import com.google.inject.name.Names;
import io.horizen.SidechainAppStopper;
import io.horizen.SidechainSettings;
import io.horizen.fork.ForkConfigurator;
import io.horizen.proposition.Proposition;
import io.horizen.secret.Secret;
import io.horizen.secret.SecretSerializer;
import io.horizen.settings.SettingsReader;
import io.horizen.storage.Storage;
import io.horizen.storage.leveldb.VersionedLevelDbStorageAdapter;
import io.horizen.transaction.TransactionSerializer;
import io.horizen.utils.Pair;
import io.horizen.utxo.SidechainAppModule;
import io.horizen.utxo.api.http.SidechainApplicationApiGroup;
import io.horizen.utxo.box.Box;
import io.horizen.utxo.box.BoxSerializer;
import io.horizen.utxo.state.ApplicationState;
import io.horizen.utxo.transaction.BoxTransaction;
import io.horizen.utxo.wallet.ApplicationWallet;
import java.io.File;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Optional;

/** What a plain UTXO sidechain binds: the SDK's own types only, no application state or API of its own. */
final class RealNodeModule extends SidechainAppModule {
    /** Versions the node's storages keep for rollbacks (the SDK's default history rewrite length is 100). */
    private static final int VERSIONS_TO_KEEP = 200;
    private static final int HISTORY_VERSIONS_TO_KEEP = 5;
    /** Mainchain block reference delay: 0, as a node without a mainchain has no references to delay. */
    private static final int MC_BLOCK_REF_DELAY = 0;
    private static final int MAX_HISTORY_REWRITE_LENGTH = 100;

    private final String settingsFile;

    RealNodeModule(String settingsFile) {
        this.settingsFile = settingsFile;
    }

    @Override
    public void configureApp() {
        SidechainSettings settings = new SettingsReader(settingsFile, Optional.empty()).getSidechainSettings();
        String dataDir = settings.sparkzSettings().dataDir().getAbsolutePath();

        bind(SidechainSettings.class).annotatedWith(Names.named("SidechainSettings")).toInstance(settings);
        bind(new TypeLiteral<HashMap<Byte, BoxSerializer<Box<Proposition>>>>() {})
                .annotatedWith(Names.named("CustomBoxSerializers")).toInstance(new HashMap<>());
        bind(new TypeLiteral<HashMap<Byte, SecretSerializer<Secret>>>() {})
                .annotatedWith(Names.named("CustomSecretSerializers")).toInstance(new HashMap<>());
        bind(new TypeLiteral<HashMap<Byte, TransactionSerializer<BoxTransaction<Proposition, Box<Proposition>>>>>() {})
                .annotatedWith(Names.named("CustomTransactionSerializers")).toInstance(new HashMap<>());
        bind(ApplicationWallet.class).annotatedWith(Names.named("ApplicationWallet")).toInstance(new NoApplicationWallet());
        bind(ApplicationState.class).annotatedWith(Names.named("ApplicationState")).toInstance(new NoApplicationState());

        storage("SecretStorage", dataDir, "secret", HISTORY_VERSIONS_TO_KEEP);
        storage("WalletBoxStorage", dataDir, "wallet", VERSIONS_TO_KEEP);
        storage("WalletTransactionStorage", dataDir, "walletTransaction", VERSIONS_TO_KEEP);
        storage("WalletForgingBoxesInfoStorage", dataDir, "walletForgingStake", VERSIONS_TO_KEEP);
        storage("WalletCswDataStorage", dataDir, "walletCswDataStorage", VERSIONS_TO_KEEP);
        storage("StateStorage", dataDir, "state", VERSIONS_TO_KEEP);
        storage("StateForgerBoxStorage", dataDir, "stateForgerBox", VERSIONS_TO_KEEP);
        storage("StateUtxoMerkleTreeStorage", dataDir, "stateUtxoMerkleTree", VERSIONS_TO_KEEP);
        storage("HistoryStorage", dataDir, "history", HISTORY_VERSIONS_TO_KEEP);
        storage("ConsensusStorage", dataDir, "consensusData", HISTORY_VERSIONS_TO_KEEP);
        storage("BackupStorage", dataDir, "backupStorage", VERSIONS_TO_KEEP);

        bind(new TypeLiteral<List<SidechainApplicationApiGroup>>() {})
                .annotatedWith(Names.named("CustomApiGroups")).toInstance(new ArrayList<>());
        bind(new TypeLiteral<List<Pair<String, String>>>() {})
                .annotatedWith(Names.named("RejectedApiPaths")).toInstance(new ArrayList<>());
        bind(SidechainAppStopper.class).annotatedWith(Names.named("ApplicationStopper")).toInstance(() -> {});
        bind(ForkConfigurator.class).annotatedWith(Names.named("ForkConfiguration")).toInstance(new Forks());
        bind(String.class).annotatedWith(Names.named("AppVersion")).toInstance("");
        bind(Integer.class).annotatedWith(Names.named("MainchainBlockReferenceDelay")).toInstance(MC_BLOCK_REF_DELAY);
        bind(Integer.class).annotatedWith(Names.named("MaxHistoryRewriteLength")).toInstance(MAX_HISTORY_REWRITE_LENGTH);
    }

    private void storage(String name, String dataDir, String folder, int versionsToKeep) {
        bind(Storage.class).annotatedWith(Names.named(name))
                .toInstance(new VersionedLevelDbStorageAdapter(new File(dataDir, folder), versionsToKeep));
    }
}
