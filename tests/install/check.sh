#!/usr/bin/env bash
# Installs libkwire from a build directory into a temporary root and builds
# consumer.c against it with pkg-config alone (no path into the source or
# build tree), then runs it.
set -euo pipefail
build=$1
here=$(cd "$(dirname "$0")" && pwd)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT

meson install -C "$build" --destdir "$root" --quiet >/dev/null
pc=$(dirname "$(find "$root" -name kwire.pc | head -n 1)")
export PKG_CONFIG_SYSROOT_DIR=$root PKG_CONFIG_PATH=$pc PKG_CONFIG_LIBDIR=$pc
cflags=$(pkg-config --cflags kwire)
libs=$(pkg-config --libs kwire)
cc -std=c17 -Wall -Wextra -Werror $cflags "$here/consumer.c" -o "$root/consumer" $libs
libdir=$(dirname "$(find "$root" -name 'libkwire.so' | head -n 1)")
LD_LIBRARY_PATH=$libdir "$root/consumer"
