#!/usr/bin/env bash
# Loader speed benchmark (measures, asserts nothing): SSB generated + streamed by benchlab's loader
# versus the same rows exported to .tbl files and loaded with server-side LOAD DATA INFILE.
#   scripts/bench-ssb-load.sh [SF] [HOME]      SF defaults to 1; HOME to a fresh temporary folder
# Set BENCHLAB_CACHE to reuse extracted MariaDB binaries; BENCH_JAVA_OPTS="-Dbench.streams=1 -Dbench.bufferPool=2G" to vary.
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
exec "$here/scripts/bench-dataset-load.sh" ssb "sf=${1:-1}" ${2:+--home "$2"}
