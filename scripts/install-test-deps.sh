#!/usr/bin/env bash
# Installs the Debian packages the test suite drives for real: headless Chromium for the report
# tests, Debian's MariaDB server (a `binaries` server next to the embedded one, and the wsrep-enabled
# server of the Galera sandbox test), the galera-4 provider and what its mariabackup state transfer
# needs. Does nothing when they are present; needs root (or sudo) otherwise.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v fincore >/dev/null 2>&1 || need+=(util-linux)
[ -x /usr/sbin/mariadbd ] || need+=(mariadb-server)
command -v wsrep_sst_mariabackup >/dev/null 2>&1 || need+=(mariadb-backup)
command -v socat >/dev/null 2>&1 || need+=(socat)
[ -f /usr/lib/galera/libgalera_smm.so ] || [ -f /usr/lib/libgalera_smm.so ] || need+=(galera-4)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing test dependencies: ${need[*]}" >&2
$SUDO apt-get update -qq >/dev/null
# The tests start their own servers; Debian's mariadb service must not start (and stay running) on install.
policy=/usr/sbin/policy-rc.d
own_policy=""
if [ ! -e "$policy" ]; then
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null && $SUDO chmod +x "$policy" && own_policy=1
fi
trap 'if [ -n "$own_policy" ]; then $SUDO rm -f "$policy"; fi' EXIT
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
