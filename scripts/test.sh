#!/usr/bin/env bash
# The whole test suite: installs what is missing, builds with gcc and runs
# every test, builds with clang under AddressSanitizer + UBSan and runs every
# test again, then checks a program built against the installed library.
# Ends with "N passed, N failed"; exits non-zero on any failure.
set -uo pipefail
cd "$(dirname "$0")/.."
top=$PWD

scripts/deps.sh || { echo "0 passed, 1 failed"; exit 1; }

passed=0
failed=0
failures=()

# Adds the results of one `meson test` run (from its JSON log) to the tally.
tally_meson() {
  local dir=$1 label=$2 log=$1/meson-logs/testlog.json ok bad
  if [ ! -f "$log" ]; then
    failed=$((failed + 1)); failures+=("$label: no test log"); return
  fi
  ok=$(grep -c '"result": "OK"' "$log" || true)
  bad=$(grep -cE '"result": "(FAIL|TIMEOUT|ERROR|UNEXPECTEDPASS)"' "$log" || true)
  passed=$((passed + ok))
  failed=$((failed + bad))
  [ "$bad" -eq 0 ] || failures+=("$label: $bad test(s) failed")
}

# A step that is not a meson test counts as one test.
step() {
  local label=$1; shift
  echo "== $label"
  if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); failures+=("$label"); fi
}

configure() {
  local dir=$1; shift
  if [ -f "$dir/build.ninja" ]; then
    meson setup --reconfigure "$dir" "$@" >/dev/null
  else
    meson setup "$dir" "$@" >/dev/null
  fi
}

run_suite() {
  local dir=$1 label=$2
  rm -f "$dir/meson-logs/testlog.json"
  meson test -C "$dir" --print-errorlogs --num-processes 2 \
    --no-suite soak 2>&1 | tail -n 40
  tally_meson "$dir" "$label"
}

# 1. gcc at -O3 with debug info: what a release build compiles (gcc warns
#    about more at -O3, and warnings are errors).
if CC=gcc configure build -Doptimization=3 && ninja -C build; then
  run_suite build "gcc"
else
  failed=$((failed + 1)); failures+=("gcc build")
fi

# 2. clang with AddressSanitizer and UndefinedBehaviorSanitizer; any report
#    aborts the test that produced it.
export ASAN_OPTIONS=abort_on_error=1:detect_leaks=1:strict_string_checks=1
export UBSAN_OPTIONS=halt_on_error=1:print_stacktrace=1
export LSAN_OPTIONS=suppressions=$top/tests/lsan.supp:print_suppressions=0
if CC=clang configure build-asan -Dbuildtype=debug -Db_sanitize=address,undefined \
     -Db_lundef=false -Dc_args=-fno-sanitize-recover=all && ninja -C build-asan; then
  run_suite build-asan "clang+asan+ubsan"
else
  failed=$((failed + 1)); failures+=("clang sanitizer build")
fi
unset ASAN_OPTIONS UBSAN_OPTIONS LSAN_OPTIONS

# 3. A program built against the installed library, not the build tree.
step "install: consumer built against the installed libkwire" \
  tests/install/check.sh "$top/build"

echo
if [ ${#failures[@]} -gt 0 ]; then
  printf 'failed: %s\n' "${failures[@]}"
fi
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
