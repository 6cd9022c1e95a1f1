#!/usr/bin/env bash
# Loader speed benchmark (measures, asserts nothing): the tpcc dataset generated + streamed by benchlab's loader
# (every warehouse's rows in chunks of their own, generated in parallel) versus the same rows exported to .tbl
# files and loaded with server-side LOAD DATA INFILE, with the CPU of both sides and the load average. The
# project's rule: the first takes no longer than the second (ratio <= 1.0); on a shared machine read the ratio.
#   scripts/bench-tpcc-load.sh [WAREHOUSES] [HOME]      WAREHOUSES defaults to 2; HOME to a fresh temporary folder
# Set BENCHLAB_CACHE to reuse extracted MariaDB binaries; BENCH_JAVA_OPTS="-Dbench.streams=1 -Dbench.bufferPool=2G" to vary.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
exec "$here/scripts/bench-dataset-load.sh" tpcc "warehouses=${1:-2}" ${2:+--home "$2"}
