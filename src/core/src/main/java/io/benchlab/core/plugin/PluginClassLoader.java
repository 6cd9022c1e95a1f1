package io.benchlab.core.plugin;

import java.net.URL;
import java.net.URLClassLoader;

/**
 * One class loader per dropped-in plugin: its parent is the platform loader (JDK incl. java.sql),
 * and only the API package is taken from the application, so a plugin cannot reach engine
 * internals nor clash with the engine's libraries.
 */
final class PluginClassLoader extends URLClassLoader {
    private static final String API_PACKAGE = "io.benchlab.api.";
    private final ClassLoader apiLoader;

    PluginClassLoader(String name, URL[] urls, ClassLoader apiLoader) {
        super(name, urls, ClassLoader.getPlatformClassLoader());
        this.apiLoader = apiLoader;
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        if (name.startsWith(API_PACKAGE)) {
            return apiLoader.loadClass(name);
        }
        return super.loadClass(name, resolve);
    }
}
