package io.benchlab.core.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Properties;

/** Versions fixed at build time: benchlab's own and the embedded MariaDB's. */
public record BuildInfo(String benchlabVersion, String mariadbVersion) {

    public static BuildInfo load() {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream("/io/benchlab/core/build.properties")) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new BuildInfo(p.getProperty("benchlab.version", "dev"), p.getProperty("mariadb.version", "11.4.5"));
    }
}
