#!/usr/bin/env bash
# Installs the Debian packages jpackage needs to build a .deb (dpkg-deb, fakeroot, objcopy). Does
# nothing when they are present; needs root (or sudo) otherwise.
set -euo pipefail
need=()
command -v dpkg-deb >/dev/null 2>&1 || need+=(dpkg)
command -v fakeroot >/dev/null 2>&1 || need+=(fakeroot)
command -v objcopy >/dev/null 2>&1 || need+=(binutils)
[ ${#need[@]} -eq 0 ] && exit 0
SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
echo "installing packaging dependencies: ${need[*]}" >&2
$SUDO apt-get update -qq >/dev/null
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
