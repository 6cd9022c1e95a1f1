package io.benchlab.core.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.benchlab.api.ServerInfo.Flavor;
import io.benchlab.core.experiment.ServerVersionName;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How a fetched build's programs are started, and what a version's name means. */
class LauncherTest {
    @TempDir
    Path tmp;

    @Test
    void aProgramOfAFetchedBuildRunsUnderItsLoaderAndAScriptAsItIs() throws Exception {
        Path root = tmp.resolve("root");
        Path programs = tmp.resolve("programs");
        Files.createDirectories(programs.resolve("usr/sbin"));
        Files.createDirectories(root.resolve("usr/bin"));
        Files.write(programs.resolve("usr/sbin/mysqld"), new byte[] {0x7f, 'E', 'L', 'F', 2, 1});
        Files.writeString(root.resolve("usr/bin/mariadb-install-db"), "#!/bin/sh\n");
        Launcher.OwnLoader l = new Launcher.OwnLoader(tmp.resolve("ld.so"), List.of(tmp.resolve("lib"), tmp.resolve("lib2")), root, programs);
        assertEquals(List.of(tmp.resolve("ld.so").toString(), "--library-path", tmp.resolve("lib") + ":" + tmp.resolve("lib2"), "--argv0",
                root.resolve("usr/sbin/mysqld").toString(), programs.resolve("usr/sbin/mysqld").toString(), "--version"),
                l.command(root.resolve("usr/sbin/mysqld"), "--version"));
        assertEquals(List.of(root.resolve("usr/bin/mariadb-install-db").toString(), "--no-defaults"),
                l.command(root.resolve("usr/bin/mariadb-install-db"), "--no-defaults"));
        String wrapper = l.wrapper(root.resolve("usr/sbin/mysqld"));
        assertTrue(wrapper.startsWith("#!/bin/sh\n"), wrapper);
        assertTrue(wrapper.endsWith("exec '" + tmp.resolve("ld.so") + "' --library-path '" + tmp.resolve("lib") + ":" + tmp.resolve("lib2")
                + "' --argv0 \"$0\" '" + programs.resolve("usr/sbin/mysqld") + "' \"$@\"\n"), wrapper);
        assertEquals(List.of("/usr/sbin/mariadbd", "-V"), Launcher.DIRECT.command(Path.of("/usr/sbin/mariadbd"), "-V"));
    }

    @Test
    void versionNames() {
        assertEquals(Optional.of(new ServerVersionName(Flavor.MARIADB, "10.11.5", false)), ServerVersionName.parse("10.11.5"));
        ServerVersionName mysql = ServerVersionName.parse("mysql-9.7").orElseThrow();
        assertEquals(Flavor.MYSQL, mysql.flavor());
        assertFalse(mysql.exact());
        assertTrue(mysql.matches("9.7.4"));
        assertFalse(mysql.matches("9.70.1"));
        assertTrue(ServerVersionName.parse("mariadb-11.8.9").orElseThrow().matches("11.8.9"));
        assertFalse(ServerVersionName.parse("mariadb-11.8.9").orElseThrow().matches("11.8.10"));
        assertEquals("MariaDB 11.8.9", ServerVersionName.parse("mariadb-11.8.9").orElseThrow().display());
        for (String bad : List.of("10.11", "mysql-9", "percona-8.0.1", "mysql-9.7.4.1", "MySQL-9.7.4")) {
            assertEquals(Optional.empty(), ServerVersionName.parse(bad), bad);
        }
    }

    @Test
    void aDebianVersionsUpstreamRelease() {
        assertEquals("11.8.9", new DebianArchive.Candidate("mariadb-server-core", "1:11.8.9+ds-4", "sid").release());
        assertEquals("9.7.4", new DebianArchive.Candidate("mysql-server-core", "9.7.4-2", "sid").release());
        assertEquals("11.8.9", new DebianArchive.Candidate("mariadb-server-core", "1:11.8.9+ds-0+deb13u1", "trixie").release());
        assertEquals("libcrypt1=1:4.5.2+20251210-1", new DebianArchive.Deb("u", "libcrypt1_1%3a4.5.2+20251210-1_amd64.deb", 1).nameEqualsVersion());
    }
}
