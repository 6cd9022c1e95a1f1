package io.benchlab.core.settings;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleFormat;
import io.benchlab.core.bundle.Records;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A variant whose warm phases read the device, not the OS page cache: InnoDB opens its data files
 * with O_DIRECT (MariaDB's default since 10.6, MySQL's since 8.4), so what the buffer pool lacks
 * comes from the disk on every warm run however much memory the machine has. A small-pool warm
 * figure then measures the device, which is what a reader of cold/warm results must know. The one
 * place that decides it: {@code show}, its JSON and the report's environment section read it.
 *
 * @param variant the variant
 * @param setting the server's setting that makes it so, as the server reported it, e.g. {@code innodb_flush_method O_DIRECT}
 */
public record WarmReads(String variant, String setting) {

    /** Flush methods that open InnoDB's data files with O_DIRECT. */
    private static final Set<String> DIRECT = Set.of("O_DIRECT", "O_DIRECT_NO_FSYNC");

    /** The one line every face prints. */
    public String describe() {
        return variant + ": " + setting + ", so what its buffer pool lacks, warm runs read from the device, not the OS page cache";
    }

    /**
     * The variants of a bundle that timed queries in warm phases and read around the page cache; empty without
     * server variables or such phases. A run of streams only has no warm repeats to explain: it says nothing.
     */
    public static List<WarmReads> of(Bundle b) {
        Set<String> warmPhases = b.phases().stream().filter(p -> !p.cold()).map(p -> p.variant() + "\u0000" + p.phase())
                .collect(Collectors.toSet());
        Set<String> warm = b.measurements().stream().filter(m -> warmPhases.contains(m.variant() + "\u0000" + m.phase()))
                .map(Records.Measurement::variant).collect(Collectors.toSet());
        if (warm.isEmpty()) {
            return List.of();
        }
        return ServerVariables.of(b.jsonRecords(BundleFormat.SERVER_VARIABLES)).stream()
                .filter(s -> warm.contains(s.variant()))
                .map(WarmReads::of)
                .flatMap(java.util.Optional::stream)
                .toList();
    }

    /** The variant's reason to bypass the page cache, if it has one. */
    static java.util.Optional<WarmReads> of(ServerVariables s) {
        String method = s.value("innodb_flush_method");
        if (method != null && DIRECT.contains(method.toUpperCase(Locale.ROOT))) {
            return java.util.Optional.of(new WarmReads(s.variant(), "innodb_flush_method " + method));
        }
        // MariaDB 11's successor of the flush method: OFF opens the data files with O_DIRECT
        String buffering = s.value("innodb_data_file_buffering");
        if (method == null && buffering != null && buffering.equalsIgnoreCase("OFF")) {
            return java.util.Optional.of(new WarmReads(s.variant(), "innodb_data_file_buffering OFF"));
        }
        return java.util.Optional.empty();
    }
}
