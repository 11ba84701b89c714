#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# The whole test suite: installs what is missing, builds with gcc and runs
# every test, builds with clang under AddressSanitizer + UBSan and runs every
# test again, then checks a program built against the installed library and
# the build options (libkwire on libc alone).
# Ends with "N passed, N failed"; exits non-zero on any failure.
#
# What it shows while it runs: a line per stage, ninja's progress while
# building, each test's name and result as it finishes (meson test), and for
# a failing test the last 100 lines of its output right after its result
# line. The end repeats the name of every failed test and where its full
# log is.
set -uo pipefail
cd "$(dirname "$0")/.."
top=$PWD

stages=8
stage() { printf '\n== [%s/%s] %s\n' "$1" "$stages" "$2"; }

stage 1 "packages (scripts/deps.sh)"
scripts/deps.sh || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
failures=()

# Adds the results of one `meson test` run (from its JSON log) to the tally
# and names each failed test.
tally_meson() {
  local dir=$1 label=$2 log=$1/meson-logs/testlog.json ok bad name
  if [ ! -f "$log" ]; then
    failed=$((failed + 1)); failures+=("$label: no test log"); return
  fi
  ok=$(grep -c '"result": "OK"' "$log" || true)
  bad=$(grep -cE '"result": "(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)"' "$log" || true)
  passed=$((passed + ok))
  failed=$((failed + bad))
  if [ "$bad" -gt 0 ]; then
    # Meson is written in Python, so python3 is there wherever meson is.
    while IFS= read -r name; do
      failures+=("$label: $name (log: $dir/meson-logs/testlog.txt)")
    done < <(python3 -c '
import json, sys
for line in open(sys.argv[1]):
    t = json.loads(line)
    if t.get("result") in ("FAIL", "TIMEOUT", "ERROR", "UNEXPECTEDPASS"):
        print("%s %s" % (t.get("name"), t.get("result")))
' "$log")
  fi
}

# A step that is not a meson test counts as one test.
step() {
  local label=$1; shift
  if "$@"; then
    passed=$((passed + 1)); echo "ok: $label"
  else
    failed=$((failed + 1)); failures+=("$label"); echo "FAILED: $label"
  fi
}

configure() {
  local dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@" >/dev/null
  fi
}

# Each test's result line as it finishes; a failing test's last 100 lines
# right after it (meson's --print-errorlogs).
run_suite() {
  local dir=$1 label=$2
  rm -f "$dir/meson-logs/testlog.json"
  meson test -C "$dir" --print-errorlogs --num-processes 2 --no-suite soak
  tally_meson "$dir" "$label"
}

# Every part of the project, each required (-Dauto_features=enabled): a
# missing package stops the build here instead of leaving its tests out.
all_parts=-Dauto_features=enabled

# 1. gcc at -O3 with debug info: what a release build compiles (gcc warns
#    about more at -O3, and warnings are errors).
stage 2 "gcc -O3 build (build/)"
if CC=gcc configure build $all_parts -Doptimization=3 && ninja -C build; then
  stage 3 "tests, gcc build"
  run_suite build "gcc"
else
  failed=$((failed + 1)); failures+=("gcc build")
  stage 3 "tests, gcc build: skipped (the build failed)"
fi

# 2. clang with AddressSanitizer and UndefinedBehaviorSanitizer; any report
#    aborts the test that produced it.
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:strict_string_checks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0
stage 4 "clang ASan+UBSan build (build-asan/)"
if CC=clang configure build-asan $all_parts -Dbuildtype=debug -Db_sanitize=address,undefined \
     -Db_lundef=false -Dc_args=-fno-sanitize-recover=all && ninja -C build-asan; then
  stage 5 "tests, clang ASan+UBSan build"
  run_suite build-asan "clang+asan+ubsan"
else
  failed=$((failed + 1)); failures+=("clang sanitizer build")
  stage 5 "tests, sanitizer build: skipped (the build failed)"
fi
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS

# 3. A program built against the installed library, not the build tree.
stage 6 "install: a consumer built against the installed libkwire"
step "install: consumer built against the installed libkwire" \
  tests/install/check.sh "$top/build"

# 4. The build options: libkwire alone with every part disabled needs libc
#    alone; a part asked for without its package stops configure.
stage 7 "build options: libkwire on libc alone (tests/options/check.sh)"
step "build options: features, libc-only libkwire, required parts" \
  tests/options/check.sh "$top"

stage 8 "summary"
if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
