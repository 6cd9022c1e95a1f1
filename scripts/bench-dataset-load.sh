#!/usr/bin/env bash
# Loader speed benchmark for any dataset (measures, asserts nothing): benchlab's generate + LOAD DATA
# LOCAL stream against LOAD DATA INFILE of the same rows exported to files first, loader, file, file,
# loader, with the CPU of both sides and the load average (test/…/bench/DatasetLoadBench.java).
#   scripts/bench-dataset-load.sh DATASET [NAME=VALUE]... [--home HOME]
#   e.g. scripts/bench-dataset-load.sh tpch sf=1      scripts/bench-dataset-load.sh ssb sf=0.1 --home /tmp/h
# Set BENCHLAB_CACHE to reuse extracted MariaDB binaries; BENCH_JAVA_OPTS="-Dbench.streams=1 -Dbench.bufferPool=2G" to vary.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/scripts/find-jdk.sh"
(cd "$here" && ./build -q -DskipTests package) >&2   # also compiles test sources, where the bench lives
exec "$JAVA_HOME/bin/java" ${BENCH_JAVA_OPTS:-} \
  -cp "$here/test/target/test-classes:$here/src/cli/target/benchlab-cli.jar:$here/src/cli/target/lib/*" \
  io.benchlab.bench.DatasetLoadBench "$@"
