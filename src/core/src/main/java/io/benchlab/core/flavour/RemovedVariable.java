package io.benchlab.core.flavour;

import java.util.List;
import java.util.Optional;

/**
 * A server variable a release removed or superseded, and what to use instead. A benchmark that
 * sets one would either stop at an "unknown variable" or, worse, run with a setting the server
 * ignores; benchlab refuses it and names the replacement.
 *
 * @param flavour     the family
 * @param name        the variable, lower case
 * @param since       the first release without it (or ignoring it)
 * @param superseded  true when the release still knows the name but another variable decides
 *                    (setting it would measure nothing)
 * @param replacement what to set instead, empty when nothing replaces it
 * @param note        one clause on how to carry the value over, or why nothing replaces it
 */
public record RemovedVariable(Flavour flavour, String name, Release since, boolean superseded, Optional<String> replacement, String note) {

    /** MySQL's removals and supersessions a benchmark meets (MySQL manual: options and variables removed in 8.0, 8.2, 8.4). */
    static final List<RemovedVariable> ALL = List.of(
            removed("query_cache_size", 8, 0, 3, null, "the query cache was removed in MySQL 8.0 and nothing replaces it"),
            removed("query_cache_type", 8, 0, 3, null, "the query cache was removed in MySQL 8.0 and nothing replaces it"),
            removed("query_cache_limit", 8, 0, 3, null, "the query cache was removed in MySQL 8.0 and nothing replaces it"),
            removed("query_cache_min_res_unit", 8, 0, 3, null, "the query cache was removed in MySQL 8.0 and nothing replaces it"),
            removed("query_cache_wlock_invalidate", 8, 0, 3, null, "the query cache was removed in MySQL 8.0 and nothing replaces it"),
            removed("tx_isolation", 8, 0, 3, "transaction_isolation", "same values"),
            removed("tx_read_only", 8, 0, 3, "transaction_read_only", "same values"),
            removed("log_warnings", 8, 0, 3, "log_error_verbosity", "1 = errors, 2 = + warnings, 3 = + notes"),
            removed("innodb_file_format", 8, 0, 0, null, "MySQL 8.0 always writes the Barracuda format"),
            removed("innodb_large_prefix", 8, 0, 0, null, "MySQL 8.0 always allows large index prefixes"),
            superseded("innodb_log_file_size", 8, 0, 30, "innodb_redo_log_capacity",
                    "its value is innodb_log_file_size × innodb_log_files_in_group; from 8.0.30 the redo log is sized by it alone"),
            superseded("innodb_log_files_in_group", 8, 0, 30, "innodb_redo_log_capacity",
                    "its value is innodb_log_file_size × innodb_log_files_in_group; from 8.0.30 the redo log is sized by it alone"),
            removed("expire_logs_days", 8, 2, 0, "binlog_expire_logs_seconds", "days × 86400"),
            removed("default_authentication_plugin", 8, 4, 0, "authentication_policy", "e.g. 'caching_sha2_password,,'"));

    private static RemovedVariable removed(String name, int major, int minor, int patch, String replacement, String note) {
        return new RemovedVariable(Flavour.MYSQL, name, Release.of(major, minor, patch), false, Optional.ofNullable(replacement), note);
    }

    private static RemovedVariable superseded(String name, int major, int minor, int patch, String replacement, String note) {
        return new RemovedVariable(Flavour.MYSQL, name, Release.of(major, minor, patch), true, Optional.ofNullable(replacement), note);
    }

    /** The one sentence a refusal says: what happened to the name, since when, and what to set instead. */
    public String sentence() {
        String what = name + (superseded ? " is superseded since " : " was removed in ") + flavour.word() + " " + since;
        return replacement.map(r -> what + ": set " + r + " instead (" + note + ")").orElse(what + " (" + note + ")");
    }
}
