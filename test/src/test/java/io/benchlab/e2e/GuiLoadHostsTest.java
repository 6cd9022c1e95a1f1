package io.benchlab.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.bundle.RunStatus;
import io.benchlab.core.plugin.PluginRegistry;
import io.benchlab.core.remote.HostKeyPolicy;
import io.benchlab.core.remote.SshSession;
import io.benchlab.core.server.ServerFactory;
import io.benchlab.core.util.BenchlabHome;
import io.benchlab.gui.TableData;
import io.benchlab.gui.UiThread;
import io.benchlab.gui.results.ResultsViewModel;
import io.benchlab.gui.run.RunViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;

/**
 * The desktop app runs a stream on load hosts as {@code benchlab run} does: its Run view-model logs
 * in to the hosts and installs the agent before the run starts, asks whether to trust a host key it
 * has never seen (the question its dialog shows; the CLI's {@code --accept-new-host-key}), and the
 * Results view-model shows each host's share. Against Debian's real OpenSSH server on 127.0.0.1 (twice,
 * as two hosts) and a real embedded MariaDB; the view-models run without the toolkit, as they are
 * built to. The dialog itself is shown in {@code HostKeyDialogUiTest}.
 */
class GuiLoadHostsTest {
    @RegisterExtension
    static final OpenSshServer SSHD = new OpenSshServer();

    @RegisterExtension
    static final StreamServer server = StreamServer.perClass();

    @TempDir
    static Path work;

    @AfterAll
    static void removeTheAgent() throws Exception {
        try (SshSession ssh = SshSession.open(SSHD.target(SSHD.clientKey(), SSHD.knownHosts(work)), HostKeyPolicy.KNOWN_ONLY)) {
            ssh.run("rm -rf \"$HOME/.benchlab/agent\"", Duration.ofSeconds(60));
        }
    }

    /** An experiment on two load hosts (the one sshd twice), whose known_hosts file starts empty. */
    private static Path experiment(String name, Path knownHosts) throws Exception {
        Files.writeString(knownHosts, "");
        String agent = "{host: 127.0.0.1, ssh: {user: " + SSHD.user() + ", port: " + SSHD.port() + ", identityFile: '" + SSHD.clientKey()
                + "', knownHosts: '" + knownHosts + "'}}";
        Path yaml = work.resolve(name + ".yaml");
        Files.writeString(yaml, "name: " + name + "\nserver: {type: external, url: '" + server.url() + "', user: root}\n"
                + "workload: {plugin: test-sleep, parameters: {seconds: 0.002}}\n"
                + "phases: {cold: false, warm: 1}\n"
                + "stream: {threads: 4, duration: 3s, interval: 1s, agents: [" + agent + ", " + agent + "]}\n");
        return yaml;
    }

    /** Runs the file through the Run view-model, as the Run button does, answering the host-key question as told. */
    private static RunViewModel run(PluginRegistry plugins, BenchlabHome home, Path yaml, boolean trust, List<HostKeyPolicy.UnknownKey> asked)
            throws InterruptedException {
        RunViewModel vm = new RunViewModel(plugins, new ServerFactory(home), home.runs(), UiThread.DIRECT);
        vm.onUnknownHostKey(key -> {
            asked.add(key);
            return trust;
        });
        assertTrue(vm.start(yaml));
        long deadline = System.nanoTime() + Duration.ofMinutes(5).toNanos();
        while (vm.runningProperty().get() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        return vm;
    }

    @Test
    void aStreamOnLoadHostsRunsFromTheAppAskingOnceAboutTheNewKeyAndShowsEachHostsShare() throws Exception {
        BenchlabHome home = new BenchlabHome(work.resolve("home-trusted"));
        Path knownHosts = work.resolve("known_hosts-trusted");
        List<HostKeyPolicy.UnknownKey> asked = new CopyOnWriteArrayList<>();
        try (PluginRegistry plugins = PluginRegistry.load(getClass().getClassLoader(), List.of())) {
            RunViewModel vm = run(plugins, home, experiment("app-agents", knownHosts), true, asked);
            assertEquals("", vm.errorProperty().get());
            assertNotNull(vm.outcomeProperty().get());
            assertEquals(RunStatus.COMPLETE, vm.outcomeProperty().get().status(), vm.outcomeProperty().get().message());

            // asked once (the second login finds the key the first one added), with what the host really offers
            assertEquals(1, asked.size(), asked.toString());
            HostKeyPolicy.UnknownKey key = asked.get(0);
            assertEquals("127.0.0.1", key.host());
            assertEquals(SSHD.port(), key.port());
            assertTrue(key.fingerprint().startsWith("SHA256:"), key.toString());
            assertEquals(knownHosts, key.knownHosts());
            String hostKey = SSHD.hostKeyLine().split("\\s+")[1]; // the key itself, base64
            assertTrue(Files.readString(knownHosts).contains(hostKey), "trusted: added to known_hosts\n" + Files.readString(knownHosts));

            // two agents ran, and the Results view-model shows each host's share as show prints it
            Bundle b = new BundleReader().read(vm.outcomeProperty().get().bundle());
            assertEquals(2, b.agents().size());
            ResultsViewModel results = new ResultsViewModel(home);
            results.open(b.dir());
            TableData hosts = results.loadHostsProperty().get();
            assertEquals(List.of("Phase/op", "Threads", "Host", "Host threads", "Ops", "Ops/s", "Intervals", "Clock offset ms",
                    "Round trip ms", "Start skew ms", "Ended"), hosts.headers());
            assertEquals(2, hosts.rows().size(), hosts.rows().toString());
            assertTrue(hosts.rows().stream().allMatch(r -> r.get(2).equals("127.0.0.1") && r.get(3).equals("2")), "4 threads on 2 hosts: "
                    + hosts.rows());
            assertEquals(b.streams().get(0).operations(), hosts.rows().stream()
                    .mapToLong(r -> Long.parseLong(r.get(4).replace(",", ""))).sum(), "the hosts' operations add up to the stream's");
        }
    }

    @Test
    void aKeyTheUserRefusesStopsTheRunBeforeAnythingStarts() throws Exception {
        BenchlabHome home = new BenchlabHome(work.resolve("home-refused"));
        List<HostKeyPolicy.UnknownKey> asked = new CopyOnWriteArrayList<>();
        try (PluginRegistry plugins = PluginRegistry.load(getClass().getClassLoader(), List.of())) {
            RunViewModel vm = run(plugins, home, experiment("app-refused", work.resolve("known_hosts-refused")), false, asked);
            assertEquals(1, asked.size());
            String error = vm.errorProperty().get();
            assertTrue(error.contains("app-refused.yaml line 5:") && error.contains("host key of 127.0.0.1:" + SSHD.port() + " is not in ")
                    && error.contains(" and was not trusted"), error);
            assertTrue(!error.contains("\n") && !error.contains("Exception"), "one line, no class names: " + error);
            assertEquals(0, Files.readString(work.resolve("known_hosts-refused")).length(), "nothing added");
            assertTrue(new BundleReader().list(home.runs()).isEmpty(), "no run started");
        }
    }
}
