package io.benchlab.core.history;

import io.benchlab.core.bundle.Bundle;
import io.benchlab.core.bundle.BundleReader;
import io.benchlab.core.BenchlabException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A change as every face shows it: the change, what a person said of it, and what differs between
 * the two runs around it. The CLI's table and JSON, the report's history page and the app's History
 * tab read these.
 *
 * @param change      the change
 * @param triage      what was said of it; null while untriaged
 * @param differences what differs between the run before it and its run; empty when nothing recorded differs
 *                    (or the bundles are gone)
 */
public record ChangeReport(Change change, Triage triage, List<WhatChanged.Difference> differences) {

    /** "untriaged", or the triage's state. */
    public String state() {
        return triage == null ? "untriaged" : triage.state().label();
    }

    /**
     * Reports series: each change with its triage and, when asked, what differs between the two
     * runs around it, read from their bundles' descriptions (not their results), each bundle once.
     */
    public static final class Builder {
        private final History history;
        private final Map<String, Triage> triage;
        private final Map<String, Bundle> bundles = new HashMap<>();
        private final BundleReader reader = new BundleReader();

        public Builder(History history, Map<String, Triage> triage) {
            this.history = history;
            this.triage = triage;
        }

        public SeriesReport of(Series s, boolean withDifferences) {
            List<ChangeReport> out = new ArrayList<>();
            for (Change c : s.changes()) {
                out.add(new ChangeReport(c, triage.get(c.id()), withDifferences ? differences(c) : List.of()));
            }
            return new SeriesReport(s, List.copyOf(out));
        }

        /** Each series reported, in order. */
        public List<SeriesReport> of(List<Series> series, boolean withDifferences) {
            return series.stream().map(s -> of(s, withDifferences)).toList();
        }

        private List<WhatChanged.Difference> differences(Change c) {
            Bundle before = bundle(c.previous());
            Bundle after = bundle(c.run());
            return before == null || after == null ? List.of() : WhatChanged.between(before, after, c.series().variant());
        }

        private Bundle bundle(String run) {
            return bundles.computeIfAbsent(run, id -> {
                Path dir = history.bundle(id);
                try {
                    return dir == null ? null : reader.description(dir);
                } catch (BenchlabException e) {
                    return null; // deleted since it was indexed: the change stands, what changed is unknown
                }
            });
        }
    }
}
