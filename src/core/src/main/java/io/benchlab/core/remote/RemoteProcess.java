package io.benchlab.core.remote;

import io.benchlab.core.BenchlabException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.EnumSet;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;

/**
 * A command running on a remote host whose standard input and output are streams of this process
 * (an SSH exec channel), for a long-lived conversation such as a {@code benchlab agent}. Standard
 * error is kept (bounded) to name what went wrong when it ends early.
 */
public final class RemoteProcess implements AutoCloseable {
    /** What of standard error is kept: enough for the first lines of a failure. */
    private static final int STDERR_LIMIT = 64 * 1024;

    private final String host;
    private final ChannelExec channel;
    private final BoundedBuffer stderr = new BoundedBuffer();

    private RemoteProcess(String host, ChannelExec channel) {
        this.host = host;
        this.channel = channel;
    }

    static RemoteProcess start(String host, ClientSession session, String commandLine, Duration openTimeout) {
        try {
            ChannelExec channel = session.createExecChannel(commandLine);
            // no output stream set: the channel hands its input and output to us as streams (getInverted*)
            RemoteProcess p = new RemoteProcess(host, channel);
            channel.setErr(p.stderr);
            channel.open().verify(openTimeout);
            return p;
        } catch (IOException e) {
            throw new BenchlabException("cannot start a command on " + host + ": " + e.getMessage(), e);
        }
    }

    /** What the remote command reads. */
    public OutputStream stdin() {
        return channel.getInvertedIn();
    }

    /** What the remote command writes. */
    public InputStream stdout() {
        return channel.getInvertedOut();
    }

    /** The first non-blank line the command wrote to standard error, or empty. */
    public String firstErrorLine() {
        return stderr.text().lines().filter(l -> !l.isBlank()).findFirst().orElse("").strip();
    }

    /** Waits until the command ended (or the channel closed); its exit status, or null if none came. */
    public Integer waitFor(Duration timeout) {
        channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED, ClientChannelEvent.EXIT_STATUS, ClientChannelEvent.EXIT_SIGNAL), timeout);
        return channel.getExitStatus();
    }

    /** The signal that ended the command (e.g. KILL), or null. */
    public String exitSignal() {
        return channel.getExitSignal();
    }

    @Override
    public void close() {
        try {
            channel.close(false).await(Duration.ofSeconds(5));
        } catch (IOException ignored) {
            // closing: the remote side sees its input end and stops
        }
    }

    /** Keeps the first {@link #STDERR_LIMIT} bytes written to it. */
    private static final class BoundedBuffer extends OutputStream {
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        @Override
        public synchronized void write(int b) {
            if (bytes.size() < STDERR_LIMIT) {
                bytes.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            bytes.write(b, off, Math.max(0, Math.min(len, STDERR_LIMIT - bytes.size())));
        }

        synchronized String text() {
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }
}
