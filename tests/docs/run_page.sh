#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# run_page.sh — runs the marked blocks of a page of docs/ as written, so the
# page stays true (docs/quickstart.md: three nodes, kcat, a failover;
# docs/codec.md: C programs built against an installed libkwire).
#
# For a tag T (quickstart, codec-example), the page marks what is run:
#   - a fenced block whose info string is "c T FILE" (or "json T FILE") is
#     written to FILE in
#     the directory the steps run in;
#   - a block "sh T" is a step: the steps run in order in one bash
#     (variables carry from step to step) with `set -eu` (not pipefail: a
#     pipe's status is its last command's, as in an interactive shell);
#   - a block "text T-output" after a step lists lines the step's output
#     must contain, where <...> stands for any text (whole lines match).
# Other blocks are only shown.
#
# The steps run in a scratch directory holding a copy of config/ and a link
# to tests/ (for the captured frames). Two things are changed so that a run
# cannot collide with anything else on the machine: the ports 19091-19093
# become free random ports, and /tmp/kwire-quickstart a scratch directory,
# in the steps, the expected output and the config copy. Every process the
# steps started and recorded in a .pid file there is killed at the end.
#
# With --install BUILD, BUILD is installed (meson install --destdir) into
# the scratch directory first and the steps see only that installation:
# its bin/ on PATH, its pkg-config files, its libraries. With --cc "CC
# FLAGS...", the steps' `cc` is that compiler with those flags (a
# sanitizer build's library links only with the sanitizer's flags).
#
# Prints each step's title and how long it took.
# Usage: run_page.sh PAGE TAG SOURCE_ROOT (BIN_DIR | --install BUILD) [--cc "CC FLAGS"]
set -uo pipefail
page=$1 tag=$2 src=$3
scratch=$(mktemp -d -t kwire-page-test.XXXXXX)
data=$scratch/data

cleanup() {
	local f
	for f in "$data"/*.pid; do
		[ -f "$f" ] && kill -KILL "$(cat "$f")" 2>/dev/null
	done
	rm -rf "$scratch"
}
trap cleanup EXIT

# Ports below Linux's ephemeral range (32768+), free now.
port_free() { ! (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
ports=()
while [ ${#ports[@]} -lt 3 ]; do
	p=$((20000 + RANDOM % 12000))
	if port_free "$p" && [[ " ${ports[*]:-} " != *" $p "* ]]; then ports+=("$p"); fi
done
rewrite() {
	sed -e "s|19091|${ports[0]}|g" -e "s|19092|${ports[1]}|g" -e "s|19093|${ports[2]}|g" \
		-e "s|/tmp/kwire-quickstart|$data|g"
}

if [ "$4" = "--install" ]; then
	root=$scratch/root
	meson install -C "$5" --destdir "$root" --no-rebuild --quiet >/dev/null || exit 1
	pc=$(dirname "$(find "$root" -name kwire.pc | head -n 1)")
	# bin/ holds kwire, kwire-gen or both (as the build's parts have it)
	bindir=$(dirname "$(find "$root" -type f -path '*/bin/kwire*' | head -n 1)")
	libdir=$(dirname "$(find "$root" -name 'libkwire.so' | head -n 1)")
	# the installed .pc files, and the system's (kwire-compress requires
	# Debian's compression libraries)
	export PKG_CONFIG_SYSROOT_DIR=$root PKG_CONFIG_PATH=$pc \
		PKG_CONFIG_LIBDIR=$pc:$(pkg-config --variable pc_path pkg-config)
	export LD_LIBRARY_PATH=$libdir
else
	bindir=$(cd "$4" && pwd)
fi
ccwrap=
if [ "${6:-}" = "--cc" ] && [ -n "${7:-}" ]; then
	mkdir -p "$scratch/cc"
	printf '#!/bin/sh\nexec %s "$@"\n' "$7" >"$scratch/cc/cc"
	chmod +x "$scratch/cc/cc"
	ccwrap=$scratch/cc
fi

mkdir -p "$scratch/run/config"
for f in "$src"/config/*.properties; do
	rewrite <"$f" >"$scratch/run/config/$(basename "$f")"
done
ln -s "$src/tests" "$scratch/run/tests"

# Splits the page into steps: $scratch/step.N (commands), step.N.title (the
# section heading), step.N.expect (expected lines, if any).
awk -v dir="$scratch" -v tag="$tag" '
	/^## / { title = substr($0, 4) }
	$0 == "```sh " tag { n++; f = dir "/step." n; printf "%s\n", title > (f ".title"); mode = "sh"; next }
	$0 == "```text " tag "-output" {
		if (!n) { print "an output block before any step" > "/dev/stderr"; exit 1 }
		f = dir "/step." n ".expect"; mode = "out"; next }
	index($0, "```c " tag " ") == 1 { f = dir "/run/" substr($0, length("```c " tag " ") + 1); mode = "file"; next }
	index($0, "```json " tag " ") == 1 { f = dir "/run/" substr($0, length("```json " tag " ") + 1); mode = "file"; next }
	/^```/ { if (mode != "") { mode = ""; next } }
	mode != "" { print > f }
	END { print n + 0 > (dir "/steps") }
' "$page" || exit 1
steps=$(cat "$scratch/steps")
if [ "$steps" -lt 3 ]; then
	echo "FAIL: $page has only $steps steps marked '$tag'"
	exit 1
fi

# One script: each step's output to its own file, its time to a file.
script=$scratch/run.sh
{
	# -e and -u as a careful script would; not pipefail, so that a pipe's
	# status is its last command's, as in an interactive shell.
	echo 'set -eu'
	echo "export PATH=\"${ccwrap:+$ccwrap:}$bindir:\$PATH\""
	echo "cd \"$scratch/run\""
	for i in $(seq 1 "$steps"); do
		echo "echo \"step $i\" >\"$scratch/at\""
		echo "t0=\$(date +%s%N)"
		echo "{"
		rewrite <"$scratch/step.$i"
		echo "} >\"$scratch/out.$i\" 2>&1"
		echo "echo \$(( (\$(date +%s%N) - t0) / 1000000 )) >\"$scratch/ms.$i\""
	done
} >"$script"

echo "$(basename "$page"): ports ${ports[*]}, scratch $scratch"
bash "$script"
status=$?
fail=0
for i in $(seq 1 "$steps"); do
	title=$(cat "$scratch/step.$i.title")
	if [ ! -f "$scratch/ms.$i" ]; then
		if [ -f "$scratch/out.$i" ]; then
			echo "FAIL: step $i ($title) exited with status $status; its output:"
			sed 's/^/  | /' "$scratch/out.$i" | tail -n 40
			echo "the command:"
			sed 's/^/  $ /' "$scratch/step.$i"
		fi
		fail=1
		break
	fi
	printf 'step %d (%s): %s ms\n' "$i" "$title" "$(cat "$scratch/ms.$i")"
	[ -f "$scratch/step.$i.expect" ] || continue
	while IFS= read -r want; do
		[ -n "$want" ] || continue
		want=$(rewrite <<<"$want")
		# The line as a regex: metacharacters escaped, <...> any text.
		re=$(printf '%s' "$want" | sed -e 's#[][\\.*^$+?(){}|/]#\\&#g' -e 's#<[^>]*>#.*#g')
		if ! grep -Eq "^${re}\$" "$scratch/out.$i"; then
			echo "FAIL: step $i ($title): no output line matches: $want"
			sed 's/^/  | /' "$scratch/out.$i" | head -n 40
			fail=1
		fi
	done <"$scratch/step.$i.expect"
done
[ "$status" -eq 0 ] || fail=1
if [ "$fail" -ne 0 ]; then
	for f in "$data"/node*.log; do
		[ -f "$f" ] && { echo "--- $(basename "$f") (last lines)"; tail -n 15 "$f"; }
	done
	exit 1
fi
echo "$(basename "$page"): all $steps steps ran as written"
