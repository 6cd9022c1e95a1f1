package io.benchlab.core.server;

import com.mysql.cj.conf.PropertySet;
import com.mysql.cj.protocol.StandardSocketFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.channels.SocketChannel;

/**
 * MySQL Connector/J's {@code socketFactory} for stream workers: its standard factory with
 * sockets that return to blocking mode after the timed connect, for the reason given in
 * {@link BlockingSocketFactory}.
 */
public final class ConnectorJBlockingSocketFactory extends StandardSocketFactory {

    /** Public and without arguments: the driver instantiates it by class name. */
    public ConnectorJBlockingSocketFactory() {
    }

    @Override
    protected Socket createSocket(PropertySet props) {
        try {
            return SocketChannel.open().socket();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
