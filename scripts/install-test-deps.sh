#!/usr/bin/env bash
# Installs the Debian packages the test suite drives for real (headless Chromium for the report
# tests, OpenSSH's server for the SSH tests) and the unprivileged account the SSH tests log in as.
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
[ -x /usr/sbin/sshd ] || need+=(openssh-server)
[ ${#need[@]} -eq 0 ] && exit 0
echo "installing test dependencies: ${need[*]}" >&2
$SUDO apt-get update -qq >/dev/null
# The SSH tests start their own sshd on 127.0.0.1 with a generated config; the package's own
# service must not start listening on the machine's port 22. policy-rc.d (invoke-rc.d's hook)
# keeps the package from starting services while it installs, and is removed afterwards.
policy=/usr/sbin/policy-rc.d
own_policy=""
if [ ! -e "$policy" ]; then
  own_policy=yes
  printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$policy" >/dev/null
  $SUDO chmod 755 "$policy"
fi
status=0
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null || status=$?
[ -n "$own_policy" ] && $SUDO rm -f "$policy"
exit $status
