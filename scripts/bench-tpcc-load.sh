#!/usr/bin/env bash
# Loader speed benchmark (measures, asserts nothing): the tpcc dataset generated + streamed by benchlab's
# loader (every warehouse's rows in chunks of their own, generated in parallel) versus the same rows
# exported to .tbl files and loaded with server-side LOAD DATA INFILE. The project's rule: the first
# takes no longer than the second (ratio <= 1.0). Prints the load average with each figure: on a
# shared machine the ratio is what to read, not the seconds.
#   scripts/bench-tpcc-load.sh [WAREHOUSES] [HOME]      WAREHOUSES defaults to 2; HOME to a fresh temporary folder
# Set BENCHLAB_CACHE to reuse extracted MariaDB binaries; BENCH_JAVA_OPTS="-Dbench.streams=1 -Dbench.bufferPool=2G" to vary.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/scripts/find-jdk.sh"
(cd "$here" && ./build -q -DskipTests package) >&2   # also compiles test sources, where the bench lives
exec "$JAVA_HOME/bin/java" ${BENCH_JAVA_OPTS:-} \
  -cp "$here/test/target/test-classes:$here/src/cli/target/benchlab-cli.jar:$here/src/cli/target/lib/*" \
  io.benchlab.bench.DatasetLoadBench tpcc "warehouses=${1:-2}" ${2:+"$2"}
