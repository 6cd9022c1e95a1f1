package io.benchlab.cli;

import io.benchlab.core.BenchlabException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A new plugin project from the templates under {@code plugin-template/}: a Maven build with the
 * API at provided scope and the test kit at test scope, a query and a stream workload, a kit test
 * for each, example experiments and a README. Tokens {@code @@name@@} are replaced; nothing else.
 *
 * @param id      the workload id, e.g. {@code my-workload} (also the artifactId)
 * @param groupId Maven groupId, e.g. {@code com.example}
 * @param pkg     Java package of the classes
 * @param version the benchlab (API and kit) version the project builds against
 */
record PluginTemplate(String id, String groupId, String pkg, String version) {

    PluginTemplate {
        if (!id.matches("[a-z][a-z0-9]*(-[a-z0-9]+)*")) {
            throw new BenchlabException("plugin name '" + id + "': use lower case letters, digits and dashes, e.g. my-workload");
        }
        if (!pkg.matches("[a-z_][a-z0-9_]*(\\.[a-z_][a-z0-9_]*)*")) {
            throw new BenchlabException("package '" + pkg + "': use lower case Java package names, e.g. com.example.myworkload");
        }
        if (!groupId.matches("[A-Za-z0-9_.-]+")) {
            throw new BenchlabException("group '" + groupId + "': use a Maven groupId, e.g. com.example");
        }
    }

    /** {@code my-workload} → {@code com.example.myworkload}. */
    static String defaultPackage(String groupId, String id) {
        return groupId.toLowerCase(Locale.ROOT) + "." + id.replace("-", "").toLowerCase(Locale.ROOT);
    }

    /** {@code my-workload} → {@code MyWorkload}. */
    String prefix() {
        StringBuilder sb = new StringBuilder();
        for (String part : id.split("-")) {
            sb.append(Character.toUpperCase(part.charAt(0))).append(part.substring(1));
        }
        return sb.toString();
    }

    /** Writes the project into {@code dir}, which must not exist or be empty; returns the files written. */
    Map<Path, String> write(Path dir) {
        Map<String, String> files = files();
        try {
            if (Files.isDirectory(dir)) {
                try (var entries = Files.list(dir)) {
                    if (entries.findAny().isPresent()) {
                        throw new BenchlabException(dir + " exists and is not empty; choose another folder with --dir");
                    }
                }
            }
            Map<Path, String> written = new LinkedHashMap<>();
            for (Map.Entry<String, String> f : files.entrySet()) {
                Path target = dir.resolve(f.getValue());
                Files.createDirectories(target.getParent());
                Files.writeString(target, render(f.getKey()));
                written.put(target, f.getKey());
            }
            return written;
        } catch (IOException e) {
            throw new BenchlabException("cannot write the project into " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Template name → path in the project. */
    private Map<String, String> files() {
        String src = "src/main/java/" + pkg.replace('.', '/') + "/";
        String test = "src/test/java/" + pkg.replace('.', '/') + "/";
        Map<String, String> f = new LinkedHashMap<>();
        f.put("pom.xml.template", "pom.xml");
        f.put("README.md.template", "README.md");
        f.put("gitignore.template", ".gitignore");
        f.put("QueryPlugin.java.template", src + prefix() + "Plugin.java");
        f.put("StreamPlugin.java.template", src + prefix() + "StreamPlugin.java");
        f.put("services.template", "src/main/resources/META-INF/services/io.benchlab.api.WorkloadPlugin");
        f.put("QueryPluginTest.java.template", test + prefix() + "PluginTest.java");
        f.put("StreamPluginTest.java.template", test + prefix() + "StreamPluginTest.java");
        f.put("experiment.yaml.template", "experiment.yaml");
        f.put("stream-experiment.yaml.template", "stream-experiment.yaml");
        return f;
    }

    private String render(String template) {
        String text;
        try (InputStream in = PluginTemplate.class.getResourceAsStream("plugin-template/" + template)) {
            if (in == null) {
                throw new IllegalStateException("template " + template + " is missing from the build");
            }
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return text.replace("@@id@@", id)
                .replace("@@artifactId@@", id)
                .replace("@@groupId@@", groupId)
                .replace("@@package@@", pkg)
                .replace("@@Prefix@@", prefix())
                .replace("@@schema@@", id.replace('-', '_'))
                .replace("@@benchlabVersion@@", version);
    }
}
