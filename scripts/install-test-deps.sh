#!/usr/bin/env bash
# Installs the Debian packages the test suite drives for real (headless Chromium for the report
# tests, Debian's MariaDB server as a `binaries` server next to the embedded one). Does nothing
# when they are present; needs root (or sudo) otherwise.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v fincore >/dev/null 2>&1 || need+=(util-linux)
[ -x /usr/sbin/mariadbd ] || need+=(mariadb-server)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing test dependencies: ${need[*]}" >&2
$SUDO apt-get update -qq >/dev/null
# benchlab runs the Debian server itself (own datadir, own port); the package must not start its
# service. policy-rc.d answering 101 tells invoke-rc.d not to; ours is removed again afterwards.
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod 755 "$policy"
  trap '$SUDO rm -f "$policy"' EXIT
fi
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
