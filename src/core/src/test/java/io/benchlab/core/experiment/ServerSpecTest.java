package io.benchlab.core.experiment;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Server blocks naming versions and tarballs: their default profiles and their checks. */
class ServerSpecTest {

    private static Experiment parse(String server) {
        return ExperimentFile.parse(Path.of("e.yaml"), "name: x\nworkload: {plugin: sql-file}\nserver: " + server + "\n").experiment();
    }

    private static String error(String server) {
        return assertThrows(ExperimentException.class, () -> parse(server)).getMessage();
    }

    @Test
    void eachServerBuildGetsItsOwnProfileUnlessOneIsNamed() {
        assertEquals("default", parse("{type: embedded}").server().profileOrDefault());
        assertEquals("mariadb-10.11.5", parse("{type: embedded, version: 10.11.5}").server().profileOrDefault());
        assertEquals("mine", parse("{type: embedded, version: 10.11.5, profile: mine}").server().profileOrDefault());
        assertEquals("binaries-usr", parse("{type: binaries, basedir: /usr/}").server().profileOrDefault());
        assertEquals("binaries-mysql-8.4.3-linux-glibc2.28-x86_64",
                parse("{tarball: 'https://example.org/x/mysql-8.4.3-linux-glibc2.28-x86_64.tar.xz'}").server().profileOrDefault());
        assertEquals("binaries", parse("{tarball: a.tar}").server().typeOrDefault());
    }

    @Test
    void versionAndTarballAreChecked() {
        assertEquals("e.yaml line 3: version must look like 10.11.5 (MariaDB from Maven), mysql-9.7.4 or mariadb-11.8.9 (Debian's packages;"
                + " mysql-9.7 for the newest 9.7.x), not '10.11' (`benchlab server versions` lists them)",
                error("{type: embedded, version: '10.11'}"));
        assertEquals("e.yaml line 3: version must look like 10.11.5 (MariaDB from Maven), mysql-9.7.4 or mariadb-11.8.9 (Debian's packages;"
                + " mysql-9.7 for the newest 9.7.x), not 'percona-8.0' (`benchlab server versions` lists them)",
                error("{type: embedded, version: percona-8.0}"));
        assertEquals("mysql-9.7.4", parse("{version: mysql-9.7.4}").server().profileOrDefault(), "a Debian build's name is its profile");
        assertEquals("mariadb-11.8", parse("{version: mariadb-11.8}").server().profileOrDefault());
        assertEquals("mariadb-11.4.5", parse("{version: 11.4.5}").server().profileOrDefault());
        assertEquals("e.yaml line 3: sha256 is the tarball's SHA-256, 64 hexadecimal digits (as `sha256sum` prints it), not 'abc'",
                error("{tarball: 'https://example.org/m.tar.xz', sha256: abc}"));
        assertEquals("e.yaml line 3: 'version' does not apply to a server of type binaries (it takes: basedir, port, profile, sha256, tarball)",
                error("{type: binaries, basedir: /usr, version: 10.11.5}"));
        assertEquals("e.yaml line 3: 'tarball' does not apply to a server of type embedded (it takes: port, profile, version)",
                error("{type: embedded, tarball: a.tar}"));
        assertEquals("e.yaml line 3: a binaries server needs either 'basedir' (the folder holding bin/mariadbd or bin/mysqld)"
                + " or 'tarball' (a server archive file or URL)", error("{type: binaries, basedir: /usr, tarball: a.tar}"));
    }
}
