package io.benchlab.core.plugin;

/**
 * A provider with where it came from: {@code built-in} for the class path, else the jar or folder.
 */
public record Loaded<T>(T provider, String source) {
}
