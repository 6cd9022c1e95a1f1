package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * {@code server.port} is the port a managed server listens on (docs/experiment-fields.md): the
 * embedded MariaDB of a run given one answers there, as its own {@code port} variable says. Before,
 * the field was accepted and ignored (every start took any free port).
 */
class ServerPortTest {
    @RegisterExtension
    static final CliFixture cli = CliFixture.stopping("e2e-port-field");

    @Test
    void aManagedServerListensOnTheGivenPort() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = s.getLocalPort(); // free a moment ago: nobody else listens there
        }
        Path file = Experiments.write(cli.dir().resolve("exp"), "port-field", "e2e-port-field", "phases: {cold: false, warm: 1}\n");
        Files.writeString(file, Files.readString(file).replace("  profile: e2e-port-field\n", "  profile: e2e-port-field\n  port: " + port + "\n"));
        Bundle b = cli.runBundle(file);
        JsonNode variables = b.jsonRecords(BundleFormat.SERVER_VARIABLES).get(0);
        assertEquals(String.valueOf(port), variables.path("global").path("port").asText(), "the server's own port variable");
    }
}
