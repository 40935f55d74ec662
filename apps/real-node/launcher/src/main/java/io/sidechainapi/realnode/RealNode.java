package io.sidechainapi.realnode;

import at.favre.lib.crypto.bcrypt.BCrypt;
import com.google.inject.Guice;
import io.horizen.utxo.SidechainApp;
import java.io.File;

/**
 * Starts a Sidechains SDK 0.11.0 UTXO node with the settings file given as the only argument.
 *
 * <p>The API key comes from the environment (REAL_NODE_API_KEY), not from the command line, so it never
 * shows in a process list; the node is given its BCrypt hash (2y, cost 8, as the SDK's sctool
 * `encodeString` makes it) through the system property that overrides `sparkz.restApi.apiKeyHash`.
 */
public final class RealNode {
    private RealNode() {}

    public static void main(String[] args) {
        if (args.length != 1 || !new File(args[0]).isFile()) {
            System.err.println("usage: RealNode <settings.conf>");
            System.exit(2);
        }
        String apiKey = System.getenv("REAL_NODE_API_KEY");
        if (apiKey != null && !apiKey.isEmpty()) {
            String hash = BCrypt.with(BCrypt.Version.VERSION_2Y).hashToString(8, apiKey.toCharArray());
            System.setProperty("sparkz.restApi.apiKeyHash", hash);
        }
        SidechainApp app = Guice.createInjector(new RealNodeModule(args[0])).getInstance(SidechainApp.class);
        app.run();
    }
}
