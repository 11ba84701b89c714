#!/bin/bash
# Golden output test: kwire-gen --prefix golden -o TMP SCHEMA_DIR must produce exactly the
# files under SCHEMA_DIR/expected (diff -ru, printed on failure), and the
# generated C sources must compile cleanly (C17, -Wall -Wextra -Wpedantic
# -Werror, syntax only) against the runtime headers. Run from
# tests/generator: the banners name the schema path as given.
# Usage: check_golden.sh KWIRE_GEN SCHEMA_DIR RUNTIME_INCLUDE_DIR [CC]
# To refresh the expected files after an intended generator change:
#   kwire-gen --prefix golden -o data/golden/expected data/golden
# (then review the diff)
set -u
gen=$1
schemas=$2
rtinc=$3
cc=${4:-cc}
expected=$schemas/expected
if [ ! -d "$expected" ]; then
  echo "FAIL: no expected output in $expected"
  exit 1
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
status=0
if ! "$gen" --prefix golden -o "$tmp/out" "$schemas"; then
  echo "FAIL: kwire-gen rejected $schemas"
  exit 1
fi
if ! diff -ru "$expected" "$tmp/out"; then
  echo "FAIL: generated output differs from $expected"
  status=1
else
  echo "ok   output matches $expected"
fi
n=0
for src in "$tmp"/out/golden/*.c; do
  [ -e "$src" ] || continue
  n=$((n + 1))
  if ! "$cc" -std=c17 -Wall -Wextra -Wpedantic -Werror -fsyntax-only \
      -I "$rtinc" -I "$tmp/out" "$src"; then
    echo "FAIL: $cc rejects ${src#"$tmp"/out/}"
    status=1
  fi
done
if [ "$n" -eq 0 ]; then
  echo "FAIL: no C sources generated"
  status=1
elif [ "$status" -eq 0 ]; then
  echo "ok   $n generated sources compile with $cc"
fi
exit $status
