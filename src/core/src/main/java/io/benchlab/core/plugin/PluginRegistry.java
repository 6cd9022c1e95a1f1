package io.benchlab.core.plugin;

import io.benchlab.api.DatasetProvider;
import io.benchlab.api.WorkloadPlugin;
import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;

/**
 * The installed workloads and datasets: built-ins from the class path, then every jar (or folder of
 * jars) in the plugin directories, each in its own {@link PluginClassLoader}. Found by
 * ServiceLoader only. A jar that fails to load or was built for another API version is reported in
 * {@link #problems()} and skipped; it never stops the others.
 */
public final class PluginRegistry implements AutoCloseable {
    private final Map<String, Loaded<WorkloadPlugin>> workloads = new LinkedHashMap<>();
    private final Map<String, Loaded<DatasetProvider>> datasets = new LinkedHashMap<>();
    private final List<String> problems = new ArrayList<>();
    private final List<Clash> clashes = new ArrayList<>();
    private final List<PluginClassLoader> loaders = new ArrayList<>();

    private PluginRegistry() {
    }

    /** Loads built-ins with {@code appLoader} and every plugin under {@code pluginDirs} (missing folders are fine). */
    public static PluginRegistry load(ClassLoader appLoader, List<Path> pluginDirs) {
        PluginRegistry r = new PluginRegistry();
        r.scan(appLoader, "built-in");
        for (Path dir : pluginDirs) {
            r.scanDirectory(dir, appLoader);
        }
        r.inheritDatasetParameters();
        return r;
    }

    /**
     * A registry of exactly these plugins, as if built in: for callers that construct plugins
     * themselves (tests driving the runner with stub plugins) instead of finding them on a class path.
     */
    public static PluginRegistry of(List<WorkloadPlugin> workloads, List<DatasetProvider> datasets) {
        PluginRegistry r = new PluginRegistry();
        workloads.forEach(w -> r.workloads.put(w.id(), new Loaded<>(w, "given")));
        datasets.forEach(d -> r.datasets.put(d.id(), new Loaded<>(d, "given")));
        r.inheritDatasetParameters();
        return r;
    }

    /** Workloads that take a dataset's parameters get them here, once every dataset is known. */
    private void inheritDatasetParameters() {
        for (var it = workloads.entrySet().iterator(); it.hasNext(); ) {
            var e = it.next();
            Loaded<WorkloadPlugin> l = e.getValue();
            String datasetId;
            try {
                datasetId = l.provider().inheritsParametersOf();
            } catch (RuntimeException | LinkageError ex) {
                problems.add(l.source() + ": '" + e.getKey() + "' failed in inheritsParametersOf(): " + ex + "; skipped");
                it.remove();
                continue;
            }
            if (datasetId == null) {
                continue;
            }
            Loaded<DatasetProvider> d = datasets.get(datasetId);
            if (d == null) {
                problems.add(l.source() + ": '" + e.getKey() + "' takes the parameters of dataset '" + datasetId
                        + "', which is not installed; skipped");
                it.remove();
                continue;
            }
            e.setValue(new Loaded<>(new InheritingWorkloadPlugin(l.provider(), d.provider()), l.source()));
        }
    }

    /**
     * Built-ins, the plugins under {@code pluginDirs} except entries named like {@code candidate}
     * (the copy it would replace), then {@code candidate} itself: what the registry would be with
     * that jar installed. {@link #from(Path)} and {@link #problems()} tell what the jar brought.
     */
    public static PluginRegistry loadWith(ClassLoader appLoader, List<Path> pluginDirs, Path candidate) {
        return loadWith(appLoader, pluginDirs, candidate, java.util.Set.of());
    }

    /** As {@link #loadWith(ClassLoader, List, Path)}, also leaving out the installed entries in {@code replaced}. */
    public static PluginRegistry loadWith(ClassLoader appLoader, List<Path> pluginDirs, Path candidate, java.util.Set<Path> replaced) {
        PluginRegistry r = new PluginRegistry();
        r.scan(appLoader, "built-in");
        String name = candidate.getFileName().toString();
        for (Path dir : pluginDirs) {
            r.scanDirectory(dir, appLoader, p -> p.getFileName().toString().equals(name) || replaced.contains(p));
        }
        r.scanEntry(candidate, appLoader);
        r.inheritDatasetParameters();
        return r;
    }

    private void scanDirectory(Path dir, ClassLoader appLoader) {
        scanDirectory(dir, appLoader, p -> false);
    }

    private void scanDirectory(Path dir, ClassLoader appLoader, java.util.function.Predicate<Path> skip) {
        if (!Files.isDirectory(dir)) {
            return;
        }
        try (Stream<Path> entries = Files.list(dir)) {
            for (Path entry : entries.sorted().toList()) {
                if (!skip.test(entry)) {
                    scanEntry(entry, appLoader);
                }
            }
        } catch (IOException e) {
            problems.add(dir + ": " + e.getMessage());
        }
    }

    /** One jar, or one folder of jars, in a class loader of its own. */
    private void scanEntry(Path entry, ClassLoader appLoader) {
        try {
            List<Path> jars;
            if (Files.isDirectory(entry)) {
                try (Stream<Path> inner = Files.list(entry)) {
                    jars = inner.filter(p -> p.toString().endsWith(".jar")).sorted().toList();
                }
            } else if (entry.toString().endsWith(".jar")) {
                jars = List.of(entry);
            } else {
                return;
            }
            if (jars.isEmpty()) {
                return;
            }
            URL[] urls = new URL[jars.size()];
            for (int i = 0; i < urls.length; i++) {
                urls[i] = jars.get(i).toUri().toURL();
            }
            PluginClassLoader loader = new PluginClassLoader("plugin:" + entry.getFileName(), urls, appLoader);
            loaders.add(loader);
            int before = workloads.size() + datasets.size();
            int problemsBefore = problems.size();
            scan(loader, entry.toString());
            if (workloads.size() + datasets.size() == before && problems.size() == problemsBefore) {
                problems.add(entry + ": no workload or dataset provider found (missing META-INF/services entry?)");
            }
        } catch (IOException e) {
            problems.add(entry + ": " + e.getMessage());
        }
    }

    private void scan(ClassLoader loader, String source) {
        collect(ServiceLoader.load(WorkloadPlugin.class, loader), WorkloadPlugin::apiVersion, WorkloadPlugin::id, workloads, source, loader);
        collect(ServiceLoader.load(DatasetProvider.class, loader), DatasetProvider::apiVersion, DatasetProvider::id, datasets, source, loader);
    }

    private <T> void collect(ServiceLoader<T> sl, ToIntFunction<T> version, java.util.function.Function<T, String> id,
                             Map<String, Loaded<T>> into, String source, ClassLoader loader) {
        var it = sl.stream().iterator();
        while (true) {
            ServiceLoader.Provider<T> provider;
            try {
                if (!it.hasNext()) {
                    break;
                }
                provider = it.next();
            } catch (ServiceConfigurationError | LinkageError e) {
                problems.add(source + ": " + e.getMessage());
                break;
            }
            // The class path's loader also sees built-ins through the parent chain; keep each provider once.
            if (provider.type().getClassLoader() != loader && !"built-in".equals(source)) {
                continue;
            }
            try {
                T p = provider.get();
                int v = version.applyAsInt(p);
                if (v != WorkloadPlugin.API_VERSION) {
                    problems.add(source + ": '" + id.apply(p) + "' was built for plugin API " + v
                            + ", this benchlab has API " + WorkloadPlugin.API_VERSION + " (rebuild it against benchlab-api "
                            + WorkloadPlugin.API_VERSION + "); skipped");
                    continue;
                }
                String key = id.apply(p);
                if (into.containsKey(key)) {
                    clashes.add(new Clash(source, key, into.get(key).source()));
                    problems.add(source + ": '" + key + "' is already provided by " + into.get(key).source() + "; skipped");
                    continue;
                }
                into.put(key, new Loaded<>(p, source));
            } catch (ServiceConfigurationError | RuntimeException | LinkageError e) {
                problems.add(source + ": " + provider.type().getName() + " failed to load: " + e);
            }
        }
    }

    public List<Loaded<WorkloadPlugin>> workloads() {
        return workloads.values().stream().sorted(Comparator.comparing(l -> l.provider().id())).toList();
    }

    public List<Loaded<DatasetProvider>> datasets() {
        return datasets.values().stream().sorted(Comparator.comparing(l -> l.provider().id())).toList();
    }

    public WorkloadPlugin workload(String id) {
        Loaded<WorkloadPlugin> l = workloads.get(id);
        if (l == null) {
            throw new BenchlabException("unknown workload plugin '" + id + "'; installed: " + String.join(", ", workloads.keySet())
                    + (problems.isEmpty() ? "" : " (" + problems.size() + " plugin(s) failed to load: see `benchlab plugins`)"));
        }
        return l.provider();
    }

    public DatasetProvider dataset(String id) {
        Loaded<DatasetProvider> l = datasets.get(id);
        if (l == null) {
            throw new BenchlabException("unknown dataset '" + id + "'; installed: " + String.join(", ", datasets.keySet()));
        }
        return l.provider();
    }

    /** Ids of the workloads and datasets that came from {@code source} (a jar or folder as scanned). */
    public List<String> from(Path source) {
        String key = source.toString();
        List<String> ids = new ArrayList<>();
        workloads.forEach((id, l) -> {
            if (l.source().equals(key)) {
                ids.add("workload " + id);
            }
        });
        datasets.forEach((id, l) -> {
            if (l.source().equals(key)) {
                ids.add("dataset " + id);
            }
        });
        return ids;
    }

    /** An id offered by {@code source} that {@code provider} (built-in, a jar or a folder) had already taken. */
    public record Clash(String source, String id, String provider) {
    }

    /** The ids skipped because an earlier provider had them (also among {@link #problems()}). */
    public List<Clash> clashes() {
        return List.copyOf(clashes);
    }

    /** Jars that could not be used, one line each. */
    public List<String> problems() {
        return List.copyOf(problems);
    }

    @Override
    public void close() {
        for (PluginClassLoader l : loaders) {
            try {
                l.close();
            } catch (IOException ignored) {
                // closing only releases file handles
            }
        }
    }
}
