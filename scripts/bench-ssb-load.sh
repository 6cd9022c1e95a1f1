#!/usr/bin/env bash
# Loader speed benchmark (measures, asserts nothing): SSB generated + streamed by benchlab's loader
# versus the same rows exported to .tbl files and loaded with server-side LOAD DATA INFILE.
#   scripts/bench-ssb-load.sh [SF] [HOME]      SF defaults to 1; HOME to a fresh temporary folder
# Set BENCHLAB_CACHE to reuse extracted MariaDB binaries; BENCH_JAVA_OPTS="-Dbench.streams=1 -Dbench.bufferPool=2G" to vary.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/scripts/find-jdk.sh"
(cd "$here" && ./build -q -DskipTests package) >&2   # also compiles test sources, where the bench lives
exec "$JAVA_HOME/bin/java" ${BENCH_JAVA_OPTS:-} \
  -cp "$here/test/target/test-classes:$here/src/cli/target/benchlab-cli.jar:$here/src/cli/target/lib/*" \
  io.benchlab.bench.DatasetLoadBench ssb "sf=${1:-1}" ${2:+"$2"}
