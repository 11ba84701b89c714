#!/bin/sh
# Golden error test: for each bad schema data/bad/X.json (and the folder
# data/bad/apikeys, checked as one set) kwire-gen --check must exit 1 and print
# exactly data/bad/X.err. Run from tests/generator (paths in the messages are
# relative to it). Usage: check_errors.sh KWIRE_GEN DIR...
gen=$1
shift
status=0
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
for dir in "$@"; do
  for input in "$dir"/*.json "$dir"/apikeys; do
    [ -e "$input" ] || continue
    expected=${input%.json}.err
    [ -f "$expected" ] || continue
    "$gen" --check "$input" 2>"$tmp"
    rc=$?
    if [ "$rc" -ne 1 ]; then
      echo "FAIL $input: exit status $rc, expected 1"
      status=1
    fi
    if ! diff -u "$expected" "$tmp"; then
      echo "FAIL $input: messages differ from $expected"
      status=1
    else
      echo "ok   $input"
    fi
  done
done
exit $status
