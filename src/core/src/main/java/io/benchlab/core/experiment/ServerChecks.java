package io.benchlab.core.experiment;

import static io.benchlab.core.experiment.ExperimentLimits.MAX_GALERA_NODES;
import static io.benchlab.core.experiment.ExperimentLimits.MAX_REPLICAS;

import io.benchlab.core.experiment.Experiment.ServerSpec;
import io.benchlab.core.util.JdbcUrls;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * The checks of one server block ({@code server}, {@code variants[i].server}): its type, the fields
 * that type takes, and each kind's own fields — external credentials, a remote host's SSH login or
 * service, a cluster sandbox or existing nodes.
 */
final class ServerChecks {
    private static final Pattern PROFILE = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_.-]{0,63}");
    private static final Pattern NODE_NAME = Pattern.compile("[A-Za-z][A-Za-z0-9_-]{0,31}");
    static final Pattern ENV_NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final Problems problems;

    ServerChecks(Problems problems) {
        this.problems = problems;
    }

    /** Every problem of the server block at {@code at}. */
    void check(String at, ServerSpec s) {
        String type = s.typeOrDefault();
        if (s.knownKind().isEmpty()) {
            problems.add(at + ".type", "server type '" + type + "' is not one of " + String.join(", ", ServerKind.words()));
            return; // what the other fields mean depends on the type
        }
        ServerKind kind = s.kind();
        if (s.password() != null) {
            problems.add(at + ".password", "passwords are not accepted in experiment files (they end up in bundles and repositories);"
                    + " use passwordEnv: VARIABLE, passwordFile: PATH (mode 600) or passwordPrompt: true");
        }
        Set<String> takes = kind.fields();
        for (RecordComponent c : ServerSpec.class.getRecordComponents()) {
            String field = c.getName();
            if (!field.equals("type") && !field.equals("password") && !takes.contains(field) && value(c, s) != null) {
                problems.add(at + "." + field, "'" + field + "' does not apply to a server of type " + type + " (it takes: "
                        + String.join(", ", takes.stream().sorted().toList()) + ")");
            }
        }
        switch (kind) {
            case EXTERNAL -> checkExternal(at, s);
            case REMOTE -> checkRemote(at, s);
            case REPLICATION, GALERA -> checkCluster(at, s);
            case BINARIES -> {
                boolean basedir = s.basedir() != null && !s.basedir().isBlank();
                boolean tarball = s.tarball() != null && !s.tarball().isBlank();
                if (basedir == tarball) {
                    problems.add(at, "a binaries server needs either 'basedir' (the folder holding bin/mariadbd or bin/mysqld)"
                            + " or 'tarball' (a server archive file or URL)");
                }
            }
            case EMBEDDED, NONE -> {
            }
        }
        if (s.sha256() != null && !s.sha256().strip().toLowerCase(java.util.Locale.ROOT).matches("[0-9a-f]{64}")) {
            problems.add(at + ".sha256", "sha256 is the tarball's SHA-256, 64 hexadecimal digits (as `sha256sum` prints it), not '" + s.sha256() + "'");
        } else if (s.sha256() != null && (s.tarball() == null || s.tarball().isBlank())) {
            problems.add(at + ".sha256", "sha256 checks a tarball: name it with 'tarball' (a server archive file or URL)");
        }
        if (s.version() != null && ServerVersionName.parse(s.version()).isEmpty()) {
            problems.add(at + ".version", "version must look like 10.11.5 (MariaDB from Maven), mysql-9.7.4 or mariadb-11.8.9 (Debian's"
                    + " packages; mysql-9.7 for the newest 9.7.x), not '" + s.version() + "' (`benchlab server versions` lists them)");
        } else if (s.version() != null && ServerVersionName.isPackaged(s.version()) && s.is(ServerKind.REMOTE)) {
            problems.add(at + ".version", "a remote server runs a MariaDB version from Maven (e.g. 11.4.5), not Debian's '" + s.version()
                    + "': its libraries are fetched for this machine only");
        }
        if (s.profile() != null && !PROFILE.matcher(s.profile()).matches()) {
            problems.add(at + ".profile", "profile '" + s.profile() + "' is not a valid name: letters, digits, '.', '_' and '-', at most 64"
                    + " (it names a folder under servers/)");
        }
        if (s.port() != null && (s.port() < 0 || s.port() > 65535)) {
            problems.add(at + ".port", at + ".port must be 0 (any free port) or 1–65535, not " + s.port());
        }
    }

    /** A remote server: a host, how to log in, and either benchlab's own binaries or the host's service with its JDBC url. */
    private void checkRemote(String at, ServerSpec s) {
        boolean hasHost = s.host() != null && !s.host().isBlank();
        String host = hasHost ? s.host() : "the host";
        if (!hasHost) {
            problems.add(at, "a remote server needs 'host' (the name or address of the database host, e.g. db1.example)");
        } else if (s.host().startsWith("-") || s.host().chars().anyMatch(ch -> Character.isWhitespace(ch) || ch == '@' || ch == '/')) {
            problems.add(at + ".host", at + ".host must be a host name or address (e.g. db1.example or 10.0.0.5), not '" + s.host() + "'");
        }
        Experiment.SshSpec ssh = s.ssh();
        if (ssh == null) {
            problems.add(at, "a remote server needs 'ssh: {user: NAME, identityFile: PATH}' (how benchlab logs in to " + host + ")");
        } else {
            checkSsh(at, ssh, host);
        }
        Experiment.ServiceSpec service = s.service();
        if (service == null) {
            for (String field : List.of("url", "user", "passwordEnv", "passwordFile", "passwordPrompt")) {
                if (value(component(field), s) != null) {
                    problems.add(at + "." + field, "'" + field + "' applies to a remote service (with 'service: {start, stop, datadir}');"
                            + " benchlab's own remote server is reached through the SSH connection as root on 127.0.0.1");
                }
            }
            if (s.remoteHome() != null && (s.remoteHome().isBlank() || s.remoteHome().contains("'"))) {
                problems.add(at + ".remoteHome", "remoteHome is a folder on " + host + " (absolute, or relative to the login's home), not '"
                        + s.remoteHome() + "'");
            }
            return;
        }
        for (String field : List.of("version", "profile", "port", "remoteHome")) {
            if (value(component(field), s) != null) {
                problems.add(at + "." + field, "'" + field + "' applies to benchlab's own remote server, not to a service the host runs"
                        + " (that one is reached by 'url')");
            }
        }
        if (service.start() == null || service.start().isBlank()) {
            problems.add(at + ".service", "service needs 'start' (the command that starts it on " + host
                    + ", e.g. sudo systemctl start mariadb)");
        }
        if (service.stop() == null || service.stop().isBlank()) {
            problems.add(at + ".service", "service needs 'stop' (the command that stops it on " + host + ", e.g. sudo systemctl stop mariadb)");
        }
        if (service.datadir() == null || !service.datadir().startsWith("/")) {
            problems.add(at + ".service" + (service.datadir() == null ? "" : ".datadir"), "service needs 'datadir', the server's absolute"
                    + " datadir on " + host + " (e.g. /var/lib/mysql), for cold phases");
        }
        if (service.errorLog() != null && !service.errorLog().startsWith("/")) {
            problems.add(at + ".service.errorLog", "errorLog must be an absolute path on " + host + " (e.g. /var/log/mysql/error.log), not '"
                    + service.errorLog() + "'");
        }
        checkExternal(at, s);
    }

    private void checkSsh(String at, Experiment.SshSpec ssh, String host) {
        if (ssh.user() == null || ssh.user().isBlank()) {
            problems.add(at + ".ssh", "ssh needs 'user' (the account benchlab logs in as on " + host + ")");
        }
        if (ssh.identityFile() == null || ssh.identityFile().isBlank()) {
            problems.add(at + ".ssh", "ssh needs 'identityFile' (the private key, e.g. ~/.ssh/id_ed25519; login is by key only)");
        }
        if (ssh.port() != null && (ssh.port() < 1 || ssh.port() > 65535)) {
            problems.add(at + ".ssh.port", "ssh.port must be 1–65535 (sshd's port, 22 by default), not " + ssh.port());
        }
        if (ssh.knownHosts() != null && ssh.knownHosts().isBlank()) {
            problems.add(at + ".ssh.knownHosts", "knownHosts is empty; give an OpenSSH known_hosts file or remove the line"
                    + " (default ~/.ssh/known_hosts)");
        }
        if (ssh.passphraseEnv() != null && ssh.passphraseFile() != null) {
            problems.add(at + ".ssh", "give one passphrase source: passphraseEnv or passphraseFile");
        }
        if (ssh.passphraseEnv() != null && !ENV_NAME.matcher(ssh.passphraseEnv()).matches()) {
            problems.add(at + ".ssh.passphraseEnv", "passphraseEnv names an environment variable (e.g. SSH_KEY_PASSPHRASE), not '"
                    + ssh.passphraseEnv() + "'");
        }
        if (ssh.passphraseFile() != null && ssh.passphraseFile().isBlank()) {
            problems.add(at + ".ssh.passphraseFile", "passphraseFile is empty; give a file path (mode 600) or remove the line");
        }
    }

    /**
     * A cluster is either a sandbox (nodes on 127.0.0.1 benchlab starts) or existing nodes given by
     * their URLs; the two sets of fields never mix, so a typo cannot half-configure either.
     */
    private void checkCluster(String at, ServerSpec s) {
        if (s.nodeUrls() == null) {
            for (String f : ServerKind.Fields.CREDENTIALS_IN_ORDER) {
                if (value(component(f), s) != null) {
                    problems.add(at + "." + f, "'" + f + "' is for an existing cluster (with nodeUrls); sandbox nodes are reached as root"
                            + " on 127.0.0.1");
                }
            }
            if (s.replicas() != null && (s.replicas() < 1 || s.replicas() > MAX_REPLICAS)) {
                problems.add(at + ".replicas", "replicas must be from 1 to " + MAX_REPLICAS + ", not " + s.replicas());
            }
            if (s.nodes() != null && (s.nodes() < 2 || s.nodes() > MAX_GALERA_NODES)) {
                problems.add(at + ".nodes", "a Galera sandbox has 2 to " + MAX_GALERA_NODES + " nodes, not " + s.nodes()
                        + " (3 is the usual smallest cluster that survives losing a node)");
            }
            if (s.provider() != null && s.provider().isBlank()) {
                problems.add(at + ".provider", "provider is empty; give the path of libgalera_smm.so or remove the line"
                        + " (it is looked for in /usr/lib)");
            }
            return;
        }
        for (String f : List.of("profile", "version", "basedir", "replicas", "nodes", "provider")) {
            if (value(component(f), s) != null) {
                problems.add(at + "." + f, "'" + f + "' is for a sandbox cluster; an existing cluster is given by nodeUrls alone");
            }
        }
        if (s.nodeUrls().size() < 2) {
            problems.add(at + ".nodeUrls", "nodeUrls lists a cluster's nodes as name: JDBC URL, at least two (e.g. primary:"
                    + " jdbc:mysql://db1:3306/, replica1: jdbc:mysql://db2:3306/)");
        }
        for (var n : s.nodeUrls().entrySet()) {
            if (n.getKey() == null || !NODE_NAME.matcher(n.getKey()).matches()) {
                problems.add(at + ".nodeUrls", "node name '" + n.getKey() + "' is not valid: letters, digits, '_' and '-', at most 32");
            } else if (n.getValue() == null || !(n.getValue().startsWith("jdbc:mysql://") || n.getValue().startsWith("jdbc:mariadb://"))) {
                problems.add(at + ".nodeUrls." + n.getKey(), "node '" + n.getKey() + "' needs a JDBC URL starting with jdbc:mysql://, not '"
                        + (n.getValue() == null ? "" : JdbcUrls.redact(n.getValue())) + "'");
            }
        }
    }

    /** An external server (or a remote service, or an existing cluster's credentials): a JDBC url and one password source. */
    private void checkExternal(String at, ServerSpec s) {
        if (s.url() == null || s.url().isBlank()) {
            problems.add(at, "an external server needs 'url' (e.g. jdbc:mysql://db.example:3306/)");
        } else if (!s.url().startsWith("jdbc:mysql://") && !s.url().startsWith("jdbc:mariadb://")) {
            problems.add(at + ".url", "url must be a JDBC URL starting with jdbc:mysql:// (e.g. jdbc:mysql://db.example:3306/), not '"
                    + JdbcUrls.redact(s.url()) + "'");
        }
        JdbcUrls.Credentials inUrl = s.url() == null ? new JdbcUrls.Credentials(null, null) : JdbcUrls.credentials(s.url());
        if (s.user() != null && s.user().isBlank()) {
            problems.add(at + ".user", "user is empty; give the account name (default root) or remove the line");
        } else if (s.user() != null && inUrl.user() != null && !s.user().equals(inUrl.user())) {
            problems.add(at + ".user", "user '" + s.user() + "' differs from the user '" + inUrl.user() + "' in url; give it once");
        }
        int sources = (s.passwordEnv() != null ? 1 : 0) + (s.passwordFile() != null ? 1 : 0)
                + (Boolean.TRUE.equals(s.passwordPrompt()) ? 1 : 0) + (inUrl.password() != null ? 1 : 0);
        if (sources > 1) {
            problems.add(at, "give one password source: passwordEnv, passwordFile, passwordPrompt"
                    + (inUrl.password() != null ? " (the url carries a password too; prefer passwordEnv)" : ""));
        }
        if (s.passwordEnv() != null && !ENV_NAME.matcher(s.passwordEnv()).matches()) {
            problems.add(at + ".passwordEnv", "passwordEnv names an environment variable (e.g. BENCH_PW), not '" + s.passwordEnv() + "'");
        }
        if (s.passwordFile() != null && s.passwordFile().isBlank()) {
            problems.add(at + ".passwordFile", "passwordFile is empty; give a file path (relative to the experiment file) or remove the line");
        }
    }

    private static RecordComponent component(String name) {
        for (RecordComponent c : ServerSpec.class.getRecordComponents()) {
            if (c.getName().equals(name)) {
                return c;
            }
        }
        throw new IllegalArgumentException(name);
    }

    private static Object value(RecordComponent c, ServerSpec s) {
        try {
            return c.getAccessor().invoke(s);
        } catch (ReflectiveOperationException ex) {
            throw new IllegalStateException(ex);
        }
    }
}
