#!/usr/bin/env bash
# Obtains MySQL 9.7 from Debian's sid for the end-to-end tests, the way a user of `benchlab server
# fetch` would get it, without touching the system's apt configuration: a private sources list,
# lists and cache under DIR, the server package and its library closure downloaded and unpacked
# into DIR/root, and DIR/base a basedir whose bin/ programs run the closure's own dynamic loader
# (sid's mysqld needs a newer libc and libstdc++ than Debian 12 has). Idempotent: does nothing
# when DIR/base/bin/mysqld exists. Until `benchlab server fetch mysql-9.7.4` does this itself, the
# tests' MySqlBuild fixture calls it.
# Usage: scripts/mysql-for-tests.sh DIR
set -euo pipefail
dir=$(realpath -m "${1:?usage: $0 DIR}")
[ -x "$dir/base/bin/mysqld" ] && exit 0
mkdir -p "$dir/apt/lists/partial" "$dir/apt/cache/archives/partial" "$dir/debs" "$dir/root.tmp"
echo 'deb [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] http://deb.debian.org/debian sid main' > "$dir/sources.list"
apt=(-o Dir::Etc::SourceList="$dir/sources.list" -o Dir::Etc::SourceParts=/dev/null -o Dir::State::Lists="$dir/apt/lists"
     -o Dir::Cache="$dir/apt/cache" -o Dir::State::status=/dev/null -o APT::Sandbox::User=root)
apt-get "${apt[@]}" -qq update
# the closure of the server and the client, without perl (only mysqld_safe and friends need it)
mapfile -t pkgs < <(apt-cache "${apt[@]}" depends --recurse --no-recommends --no-suggests --no-conflicts --no-breaks \
    --no-replaces --no-enhances mysql-server-core mysql-client-core | grep -v '^ ' | grep -v '^<' \
    | grep -v -E '^(perl|perl-base|perl-modules-[0-9.]+|libperl[0-9.]+)$' | sort -u)
(cd "$dir/debs" && apt-get "${apt[@]}" -qq download "${pkgs[@]}")
for deb in "$dir"/debs/*.deb; do dpkg-deb -x "$deb" "$dir/root.tmp"; done
rm -rf "$dir/root" && mv "$dir/root.tmp" "$dir/root"
mkdir -p "$dir/base/bin"
ln -sfn "$dir/root/usr/share/mysql" "$dir/base/share"
for prog in sbin/mysqld bin/mysql bin/mysqladmin; do
  cat > "$dir/base/bin/$(basename "$prog")" <<WRAP
#!/bin/sh
exec "$dir/root/usr/lib64/ld-linux-x86-64.so.2" --library-path "$dir/root/usr/lib/x86_64-linux-gnu:$dir/root/lib/x86_64-linux-gnu" "$dir/root/usr/$prog" "\$@"
WRAP
  chmod +x "$dir/base/bin/$(basename "$prog")"
done
"$dir/base/bin/mysqld" --no-defaults --version
