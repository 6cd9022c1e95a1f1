package io.benchlab.core.util;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex, of a text, of a file, or of a file while it is copied (one read). */
public final class Sha256 {
    private Sha256() {
    }

    /** The hash of a text's UTF-8 bytes. */
    public static String of(String text) {
        return HexFormat.of().formatHex(digest().digest(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** The hash of a file's bytes. */
    public static String of(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return hash(in, OutputStream.nullOutputStream());
        }
    }

    /** Copies a file and returns the hash of the bytes copied (the copy's, whatever the source did meanwhile). */
    public static String copy(Path source, Path target) throws IOException {
        try (InputStream in = Files.newInputStream(source); OutputStream out = Files.newOutputStream(target)) {
            return hash(in, out);
        }
    }

    private static String hash(InputStream in, OutputStream out) throws IOException {
        MessageDigest md = digest();
        byte[] buf = new byte[1 << 16];
        for (int n; (n = in.read(buf)) > 0; ) {
            md.update(buf, 0, n);
            out.write(buf, 0, n);
        }
        return HexFormat.of().formatHex(md.digest());
    }

    private static MessageDigest digest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }
}
