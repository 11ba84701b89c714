#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# The build options (meson_options.txt): every optional part is a feature;
# with every part disabled, on a machine that has all the packages,
# libkwire builds, needs libc alone (readelf: NEEDED), and a program builds
# against it as installed; a part asked for with 'enabled' whose package is
# missing stops configure with the package's name, and so does a part whose
# part is disabled.
#
# Usage: check.sh SOURCE_ROOT
set -uo pipefail
src=$(cd "$1" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }
ok() { echo "ok   $*"; }

# 1. The parts are features (Meson reports a feature as a combo of these).
if meson introspect --buildoptions "$src/meson.build" 2>/dev/null >"$tmp/options.json" &&
	python3 - "$tmp/options.json" <<'EOF'
import json, sys
opts = {o['name']: o for o in json.load(open(sys.argv[1]))}
bad = []
for name in ['json', 'compression', 'raft', 'node', 'generator', 'tests']:
    o = opts.get(name)
    if not o or o['type'] != 'combo' or o['value'] != 'auto' or \
            sorted(o.get('choices', [])) != ['auto', 'disabled', 'enabled']:
        bad.append(name)
for name in ['fuzz', 'soak']:
    if opts.get(name, {}).get('type') != 'boolean':
        bad.append(name)
if bad:
    print('not as expected:', ' '.join(bad))
sys.exit(1 if bad else 0)
EOF
then
	ok "json, compression, raft, node, generator, tests are features (auto)"
else
	fail "the options are not the expected features"
fi

# 2. libkwire with every part disabled. Plain build type (no -O, no -g):
#    compiling the ~270 generated codecs is most of this check's time.
libc=$tmp/libc-only
parts_off=(-Djson=disabled -Dcompression=disabled -Draft=disabled -Dnode=disabled
	-Dgenerator=disabled -Dtests=disabled)
if ! meson setup "$libc" "$src" "${parts_off[@]}" -Dbuildtype=plain >"$tmp/setup.log" 2>&1; then
	cat "$tmp/setup.log"
	fail "configure with every part disabled"
elif ! meson compile -C "$libc" kwire:shared_library >"$tmp/build.log" 2>&1; then
	tail -n 40 "$tmp/build.log"
	fail "libkwire with every part disabled does not build"
else
	needed=$(readelf -d "$libc/libkwire.so" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')
	if [ "$needed" = "libc.so.6 " ]; then
		ok "libkwire with every part disabled: NEEDED $needed"
	else
		fail "libkwire with every part disabled needs: $needed"
	fi
	targets=$(meson introspect --targets "$libc" |
		python3 -c 'import json, sys; print(" ".join(sorted(t["name"] for t in json.load(sys.stdin))))')
	if [ "$targets" = "bench_codec bench_primitives kwire" ]; then
		ok "nothing else is built: $targets"
	else
		fail "with every part disabled the build also has: $targets"
	fi
	# A program against the installed copy (pkg-config kwire alone).
	if "$src/tests/install/check.sh" "$libc" >"$tmp/install.log" 2>&1; then
		ok "a program builds and runs against the installed libc-only libkwire"
	else
		cat "$tmp/install.log"
		fail "tests/install/check.sh on the libc-only build"
	fi
fi

# 3. A machine without the packages: pkg-config searching an empty folder,
#    no CMake. 'enabled' must stop configure and name what is missing;
#    'auto' builds libkwire and says why the rest is not built.
mkdir "$tmp/no-pc"
printf "[binaries]\ncmake = 'false'\n" >"$tmp/none.ini"
without() { PKG_CONFIG_LIBDIR=$tmp/no-pc PKG_CONFIG_PATH= meson setup "$@" --native-file "$tmp/none.ini"; }
refused() { # refused NAME TEXT OPTION...: configure fails and says TEXT
	local name=$1 text=$2
	shift 2
	if without "$tmp/$name" "$src" "$@" >"$tmp/$name.log" 2>&1; then
		fail "$* configured without its packages"
	elif grep -qi -- "$text" "$tmp/$name.log"; then
		ok "$* refused: $(grep -i -m 1 -- "$text" "$tmp/$name.log")"
	else
		tail -n 5 "$tmp/$name.log"
		fail "$* refused without naming $text"
	fi
}
refused json 'ERROR: Dependency "jansson" not found' -Djson=enabled
refused compression 'ERROR: Dependency "snappy" not found' -Dcompression=enabled
refused generator 'ERROR: Dependency "libcjson" not found' -Dgenerator=enabled
refused tests 'ERROR: Dependency "cmocka" not found' -Dtests=enabled
# a part asked for makes the packages of the parts it needs required
refused node 'ERROR: Dependency "jansson" not found' -Dnode=enabled
# a part whose part is disabled, with or without packages
refused node-raft 'the node needs -Draft' -Dnode=enabled -Draft=disabled

if without "$tmp/none" "$src" >"$tmp/none.log" 2>&1 &&
	grep -q 'libkwire-json (json) *: no (Jansson not found)' "$tmp/none.log" &&
	grep -q 'kwire-gen (generator) *: no (cJSON not found)' "$tmp/none.log"; then
	ok "without the packages: libkwire alone, the summary says why"
else
	tail -n 30 "$tmp/none.log"
	fail "configure without the packages"
fi
exit $status
