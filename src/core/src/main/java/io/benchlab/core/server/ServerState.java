package io.benchlab.core.server;

import java.time.Instant;
import java.util.Map;

/**
 * What a running managed server was started with, kept in the profile's {@code state.json} so
 * that other benchlab processes ({@code server status}, a later {@code run}) can find and reuse it.
 */
public record ServerState(long pid, int port, String socket, String basedir, String version,
                          Map<String, String> options, Instant startedAt) {
}
