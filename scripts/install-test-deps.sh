#!/usr/bin/env bash
# Installs what the test suite drives for real: headless Chromium for the report tests; Debian's
# MariaDB server (a `binaries` server next to the embedded one, and the wsrep-enabled server of the
# Galera sandbox test), the galera-4 provider and what its mariabackup state transfer needs;
# OpenSSH's server for the SSH tests, and the unprivileged account they log in as; Prometheus's server,
# which scrapes a run's live metrics in PrometheusEndToEndTest. MySQL 9.7 and MariaDB 11.8 are not
# installed: the tests fetch them as a user would (`benchlab server fetch mysql-9.7`, FetchedServers),
# through a private apt configuration that leaves the machine's sources untouched; they need apt-get,
# dpkg-deb and Debian's archive keyring, which checks the suites' signatures.
# Does nothing when they are present; needs root (or sudo) otherwise.
set -euo pipefail
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
# The SSH tests' login: a system account without a password ('*': key login only, not locked, which
# sshd would refuse), with a home of its own; the tests authorise their own key for it in their sshd config.
ssh_user=benchlab-ssh-test
if ! getent passwd "$ssh_user" >/dev/null; then
  $SUDO useradd --system --create-home --home-dir "/var/lib/$ssh_user" --shell /bin/sh --password '*' "$ssh_user"
fi
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v fincore >/dev/null 2>&1 || need+=(util-linux)
[ -x /usr/sbin/mariadbd ] || need+=(mariadb-server)
command -v wsrep_sst_mariabackup >/dev/null 2>&1 || need+=(mariadb-backup)
command -v socat >/dev/null 2>&1 || need+=(socat)
[ -f /usr/lib/galera/libgalera_smm.so ] || [ -f /usr/lib/libgalera_smm.so ] || need+=(galera-4)
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
[ -f /usr/share/keyrings/debian-archive-keyring.gpg ] || need+=(debian-archive-keyring)
command -v apt-get >/dev/null 2>&1 && command -v dpkg-deb >/dev/null 2>&1 || { echo "apt-get and dpkg-deb are needed (Debian or Ubuntu)" >&2; exit 1; }
# Prometheus alone: its recommended exporters (node, smartctl, ipmi) are not needed by any test
lean=()
[ -x /usr/bin/prometheus ] || lean+=(prometheus)
[ ${#need[@]} -eq 0 ] && [ ${#lean[@]} -eq 0 ] && exit 0
echo "installing test dependencies: ${need[*]} ${lean[*]}" >&2
$SUDO apt-get update -qq >/dev/null
# The tests start their own servers (mariadbd, sshd, prometheus on 127.0.0.1); the packages' own services must
# not start on install. policy-rc.d (invoke-rc.d's hook) keeps them from starting while they
# install, and ours is removed afterwards.
policy=/usr/sbin/policy-rc.d
own_policy=""
if [ ! -e "$policy" ]; then
  own_policy=yes
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod 755 "$policy"
fi
status=0
if [ ${#need[@]} -gt 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null || status=$?
fi
if [ ${#lean[@]} -gt 0 ] && [ $status -eq 0 ]; then
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${lean[@]}" >/dev/null || status=$?
fi
if [ -n "$own_policy" ]; then $SUDO rm -f "$policy"; fi
exit $status
