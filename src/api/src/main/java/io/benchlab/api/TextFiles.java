package io.benchlab.api;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a user's text file (SQL, YAML) into memory safely: only regular files, read as a stream
 * that stops at a size limit (so {@code /dev/zero} or a stray dump cannot exhaust the heap), and
 * decoded strictly as UTF-8 (so a binary file is named as such, with the line of the first bad byte).
 * Every failure is an {@link IOException} whose message is one line for the user.
 */
public final class TextFiles {
    /** The default limit for files read into memory: far above any hand-written SQL or YAML. */
    public static final long DEFAULT_MAX_BYTES = 64L * 1024 * 1024;

    private TextFiles() {
    }

    /**
     * Checks that {@code file} is a regular, readable file of at most {@code maxBytes}, without reading it.
     *
     * @throws IOException with a message naming the file and what is wrong
     */
    public static void check(Path file, long maxBytes) throws IOException {
        if (!Files.exists(file)) {
            throw new IOException(file + ": no such file");
        }
        if (Files.isDirectory(file)) {
            throw new IOException(file + " is a folder, not a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IOException(file + " is not a regular file (a device or a pipe?)");
        }
        if (!Files.isReadable(file)) {
            throw new IOException(file + ": permission denied (not readable by this user)");
        }
        long size = Files.size(file);
        if (size > maxBytes) {
            throw new IOException(file + " has " + size + " bytes; at most " + describe(maxBytes) + " are read into memory");
        }
    }

    /**
     * Reads {@code file} as UTF-8 text, refusing it as soon as more than {@code maxBytes} arrive.
     *
     * @throws IOException with a message naming the file and what is wrong
     */
    public static String read(Path file, long maxBytes) throws IOException {
        check(file, maxBytes);
        byte[] bytes;
        try (InputStream in = Files.newInputStream(file)) {
            // the size was checked, but the file may grow (or lie, as /proc files do): bound the read itself
            bytes = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, maxBytes + 1));
        } catch (NoSuchFileException e) {
            throw new IOException(file + ": no such file");
        } catch (AccessDeniedException e) {
            throw new IOException(file + ": permission denied (not readable by this user)");
        }
        if (bytes.length > maxBytes) {
            throw new IOException(file + " has more than " + describe(maxBytes) + "; at most that is read into memory");
        }
        return decode(file.toString(), bytes);
    }

    /**
     * Decodes {@code bytes} as strict UTF-8 text.
     *
     * @param name the file's name for the message
     * @throws IOException naming the line of the first byte that is not UTF-8 text, or of a NUL byte
     */
    public static String decode(String name, byte[] bytes) throws IOException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult r = decoder.decode(in, out, true);
        if (r.isError()) {
            throw new IOException(name + " line " + lineAt(bytes, in.position()) + ": not a UTF-8 text file (byte "
                    + (in.position() + 1) + " is binary data); give a text file");
        }
        decoder.flush(out);
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] == 0) {
                throw new IOException(name + " line " + lineAt(bytes, i) + ": not a text file (it contains NUL bytes); give a text file");
            }
        }
        out.flip();
        String text = out.toString();
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    private static int lineAt(byte[] bytes, int position) {
        int line = 1;
        for (int i = 0; i < position && i < bytes.length; i++) {
            if (bytes[i] == '\n') {
                line++;
            }
        }
        return line;
    }

    /** A byte count as people say it: 64 MiB, 1 MiB, 512 KiB, 100 bytes. */
    public static String describe(long bytes) {
        if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0) {
            return bytes / (1024 * 1024) + " MiB";
        }
        if (bytes >= 1024 && bytes % 1024 == 0) {
            return bytes / 1024 + " KiB";
        }
        return bytes + " bytes";
    }
}
