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

# The Raft engine: examples/quorum3 (three nodes in one process) built
# with `pkg-config kwire-raft` alone and run, when the build has it (-Dnode;
# the build's own install plan says, so a build that should have installed
# it and did not still fails).
if ! grep -q '/kwire-raft\.pc"' "$build/meson-info/intro-installed.json"; then
	echo "install: no libkwire-raft in this build (-Dnode), quorum3 not built"
elif [ -n "$(find "$root" -name kwire-raft.pc | head -n 1)" ]; then
	# the system's own .pc files too: the compression libraries
	# kwire-compress requires are Debian's
	export PKG_CONFIG_LIBDIR=$pc:$(env -u PKG_CONFIG_LIBDIR -u PKG_CONFIG_SYSROOT_DIR \
		pkg-config --variable pc_path pkg-config)
	cflags=$(pkg-config --cflags kwire-raft)
	libs=$(pkg-config --libs kwire-raft)
	cc -std=c17 -Wall -Wextra -Werror $cflags "$here/../../examples/quorum3/quorum3.c" \
		-o "$root/quorum3" $libs
	mkdir "$root/quorum3-data"
	LD_LIBRARY_PATH=$libdir "$root/quorum3" "$root/quorum3-data"
else
	echo "install: kwire-raft.pc was not installed" >&2
	exit 1
fi
