package io.benchlab.core.cluster;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.regex.Pattern;

/**
 * A MySQL GTID set ({@code @@global.gtid_executed}): per source, the transaction numbers it holds
 * as intervals. MySQL prints it as {@code uuid:1-100:105-110,uuid2:1-5}, with a newline after each
 * comma; MySQL 8.3+ may tag transactions, {@code uuid:1-5:batch:1-3}, a tag applying to the
 * intervals after it until the next tag. A source is a UUID with its tag (none for untagged
 * transactions): tagged transactions are counted apart from the untagged ones of the same UUID, as
 * MySQL does.
 *
 * <p>Unlike a MariaDB position this is a set, with gaps (a replica with parallel appliers, a purged
 * or skipped transaction), so what a replica lacks is a set difference, counted.
 *
 * @param intervals per source, its intervals in order, disjoint and not touching (merged when parsed)
 */
public record GtidSet(SortedMap<Source, List<Interval>> intervals) implements Gtids {

    private static final Pattern UUID = Pattern.compile("\\p{XDigit}{8}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{4}-\\p{XDigit}{12}");
    /** MySQL's tag: a letter or underscore, then letters, digits and underscores, at most 32 characters. */
    private static final Pattern TAG = Pattern.compile("[A-Za-z_][A-Za-z0-9_]{0,31}");
    private static final Pattern INTERVAL = Pattern.compile("(\\d{1,19})(?:-(\\d{1,19}))?");
    private static final String FORM = "source_uuid:1-100:105-110,… as @@global.gtid_executed shows it";

    /**
     * Where transactions come from: the UUID of the server that committed them and, on MySQL 8.3+,
     * their tag ({@code ""} for untagged). Both in lower case: MySQL compares them so.
     */
    public record Source(String uuid, String tag) implements Comparable<Source> {
        private static final Comparator<Source> ORDER = Comparator.comparing(Source::uuid).thenComparing(Source::tag);

        @Override
        public int compareTo(Source o) {
            return ORDER.compare(this, o);
        }

        @Override
        public String toString() {
            return tag.isEmpty() ? uuid : uuid + ":" + tag;
        }
    }

    /** Transaction numbers {@code first} to {@code last}, both included ({@code 1-5} holds five). */
    public record Interval(long first, long last) {
        public Interval {
            if (first < 1 || last < first) {
                throw new IllegalArgumentException("not a GTID interval: " + first + "-" + last);
            }
        }

        public long size() {
            return last - first + 1;
        }

        @Override
        public String toString() {
            return first == last ? Long.toString(first) : first + "-" + last;
        }
    }

    public GtidSet {
        TreeMap<Source, List<Interval>> copy = new TreeMap<>();
        intervals.forEach((s, list) -> {
            List<Interval> merged = merge(list);
            if (!merged.isEmpty()) {
                copy.put(s, merged);
            }
        });
        intervals = Collections.unmodifiableSortedMap(copy);
    }

    public static GtidSet empty() {
        return new GtidSet(new TreeMap<>());
    }

    /**
     * Parses MySQL's text of a GTID set; an empty or null text is the empty set (a server that has
     * committed nothing yet). Whitespace and newlines around the parts are ignored, as MySQL prints them.
     *
     * @throws IllegalArgumentException one line quoting the part that is not a GTID set
     */
    public static GtidSet parse(String text) {
        TreeMap<Source, List<Interval>> out = new TreeMap<>();
        if (text == null || text.isBlank()) {
            return new GtidSet(out);
        }
        for (String part : text.split(",", -1)) {
            String p = part.strip();
            String[] f = p.split(":", -1);
            if (p.isEmpty() || !UUID.matcher(f[0].strip()).matches()) {
                throw malformed(p, "'" + f[0].strip() + "' is not a server UUID");
            }
            if (f.length < 2) {
                throw malformed(p, "a UUID without transactions");
            }
            Source source = new Source(f[0].strip().toLowerCase(Locale.ROOT), "");
            boolean intervalSinceSource = false;
            for (int i = 1; i < f.length; i++) {
                String token = f[i].strip();
                var m = INTERVAL.matcher(token);
                if (m.matches()) {
                    out.computeIfAbsent(source, s -> new ArrayList<>()).add(interval(p, m.group(1), m.group(2)));
                    intervalSinceSource = true;
                } else if (TAG.matcher(token).matches()) {
                    if (!intervalSinceSource && !source.tag().isEmpty()) {
                        throw malformed(p, "tag '" + source.tag() + "' has no transactions");
                    }
                    source = new Source(source.uuid(), token.toLowerCase(Locale.ROOT));
                    intervalSinceSource = false;
                } else {
                    throw malformed(p, "'" + token + "' is neither transactions (1-5) nor a tag");
                }
            }
            if (!intervalSinceSource) {
                throw malformed(p, source.tag().isEmpty() ? "a UUID without transactions" : "tag '" + source.tag() + "' has no transactions");
            }
        }
        return new GtidSet(out);
    }

    private static Interval interval(String part, String first, String last) {
        try {
            long a = Long.parseLong(first);
            long b = last == null ? a : Long.parseLong(last);
            if (a < 1 || b < a) {
                throw malformed(part, "'" + first + (last == null ? "" : "-" + last) + "' is no interval (numbers from 1, the first not above the last)");
            }
            return new Interval(a, b);
        } catch (NumberFormatException e) {
            throw malformed(part, "a transaction number beyond 9223372036854775807");
        }
    }

    private static IllegalArgumentException malformed(String part, String why) {
        return new IllegalArgumentException("not a MySQL GTID set (" + FORM + "): " + why + " in '" + part + "'");
    }

    /** Sorted, with overlapping or touching intervals joined ({@code 1-3:4-6} is {@code 1-6}). */
    private static List<Interval> merge(List<Interval> list) {
        List<Interval> sorted = new ArrayList<>(list);
        sorted.sort(Comparator.comparingLong(Interval::first));
        List<Interval> out = new ArrayList<>();
        for (Interval i : sorted) {
            Interval last = out.isEmpty() ? null : out.get(out.size() - 1);
            if (last != null && i.first() <= last.last() + 1) {
                out.set(out.size() - 1, new Interval(last.first(), Math.max(last.last(), i.last())));
            } else {
                out.add(i);
            }
        }
        return List.copyOf(out);
    }

    /** How many transactions of the set. */
    public long size() {
        return intervals.values().stream().flatMap(List::stream).mapToLong(Interval::size).sum();
    }

    /** How many of {@code ahead}'s transactions this set does not hold: the size of their difference. */
    @Override
    public long transactionsBehind(Gtids ahead) {
        if (!(ahead instanceof GtidSet a)) {
            throw new IllegalArgumentException("a MySQL GTID set cannot be compared with a MariaDB GTID position");
        }
        long behind = 0;
        for (Map.Entry<Source, List<Interval>> e : a.intervals.entrySet()) {
            List<Interval> mine = intervals.getOrDefault(e.getKey(), List.of());
            for (Interval i : e.getValue()) {
                behind += i.size() - overlap(i, mine);
            }
        }
        return behind;
    }

    /** How many numbers of {@code i} the disjoint {@code list} holds. */
    private static long overlap(Interval i, List<Interval> list) {
        long n = 0;
        for (Interval j : list) {
            long from = Math.max(i.first(), j.first());
            long to = Math.min(i.last(), j.last());
            if (from <= to) {
                n += to - from + 1;
            }
        }
        return n;
    }

    /** The set in MySQL's notation, one source per part, without newlines (MySQL reads it back). */
    public String toText() {
        StringBuilder b = new StringBuilder();
        intervals.forEach((s, list) -> {
            b.append(b.isEmpty() ? "" : ",").append(s);
            list.forEach(i -> b.append(':').append(i));
        });
        return b.toString();
    }
}
