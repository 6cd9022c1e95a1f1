#!/usr/bin/env bash
# What merging a stream's intervals from load hosts costs the coordinator per interval: decoding
# each agent's HdrHistogram log line and adding the histograms (IntervalMerge), for 2, 8 and 64
# agents. Needs ./build first (it runs against the built classes). Usage: scripts/bench-interval-merge.sh [VALUES_PER_AGENT]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/scripts/find-jdk.sh"
cp="$here/src/core/target/classes:$(ls "$here"/src/cli/target/lib/*.jar | tr '\n' ':')"
exec "$JAVA_HOME/bin/java" -cp "$cp" "$here/scripts/bench/IntervalMergeBench.java" "$@"
