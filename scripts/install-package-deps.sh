#!/usr/bin/env bash
# Installs the Debian packages installer/linux/package.sh needs: dpkg-deb (builds the .deb) and binutils
# (objcopy, which jlink's --strip-debug runs on the runtime's native libraries, and readelf, which reads the
# libraries the native code links to work out the package's Depends). Does nothing when they are present;
# needs root (or sudo) otherwise.
set -euo pipefail
need=()
command -v dpkg-deb >/dev/null 2>&1 || need+=(dpkg)
{ command -v objcopy && command -v readelf; } >/dev/null 2>&1 || need+=(binutils)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing packaging dependencies: ${need[*]}" >&2
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
