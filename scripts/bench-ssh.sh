#!/usr/bin/env bash
# What benchlab's SSH layer costs against a host (measures, asserts nothing): connect + key login,
# one command's round trip, one /proc snapshot (the per-interval price of a remote host's system
# metrics), and, given a folder there, evicting it from the page cache and measuring its residency.
#   scripts/bench-ssh.sh HOST PORT USER IDENTITY_FILE KNOWN_HOSTS [REMOTE_FOLDER [N]]
# The host key must already be in KNOWN_HOSTS (ssh-keyscan -p PORT HOST >> KNOWN_HOSTS once verified).
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/scripts/find-jdk.sh"
(cd "$here" && ./build -q -DskipTests package) >&2   # also compiles test sources, where the bench lives
exec "$JAVA_HOME/bin/java" \
  -cp "$here/test/target/test-classes:$here/src/cli/target/benchlab-cli.jar:$here/src/cli/target/lib/*" \
  io.benchlab.bench.SshBench "$@"
