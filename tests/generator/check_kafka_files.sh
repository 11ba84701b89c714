#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
#
# Kafka's own schema files, as Apache Kafka keeps them (license headers,
# version comments, tags written as strings, duplicate keys, numeric and
# boolean defaults, a file whose message name differs from its file name):
#   1. kwire-gen accepts all of them;
#   2. the code it generates from them is the code it generates from the
#      project's schemas/ (which carry the same wire facts without Kafka's
#      prose), once comments are removed: so the committed generated/ is
#      what Kafka's files themselves would give. The Vote files are left
#      out: the project's carry Vote v2, which the reference predates
#      (tests/schemas/test_schema_compare.c lists that extension).
# Usage: check_kafka_files.sh KWIRE_GEN REFERENCE_DIR SOURCE_ROOT CC
set -u
gen=$1
ref=$2
src=$3
cc=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=$(find "$ref" -name '*.json' | wc -l)
if [ "$n" -ne 253 ]; then
  echo "FAIL: $ref holds $n schema files, not 253"
  exit 1
fi
if ! "$gen" --check "$ref"; then
  echo "FAIL: kwire-gen rejects Kafka's schema files"
  exit 1
fi
echo "ok   kwire-gen accepts all $n of Kafka's schema files"
"$gen" --library -o "$tmp/ref" "$ref" || { echo "FAIL: kwire-gen cannot generate from $ref"; exit 1; }
"$gen" --library -o "$tmp/ours" "$src/schemas" || { echo "FAIL: kwire-gen cannot generate from schemas/"; exit 1; }
# The code without its comments (about texts, banners) and blank lines.
# gcc's -fpreprocessed removes comments and nothing else; clang's
# preprocessor does not take it, so gcc does this when it is there.
strip_cc=$(command -v gcc || echo "$cc")
strip() { "$strip_cc" -fpreprocessed -dD -E -P -x c "$1" 2>/dev/null | grep -v '^[[:space:]]*$'; }
status=0
compared=0
for f in "$tmp"/ref/kwire/msg/*.c "$tmp"/ref/kwire/msg/*.h; do
  b=$(basename "$f")
  case $b in
    api.c | api.h | api_json.c | api_json.h) continue ;; # the set's tables hold kwire's own too
    vote_request* | vote_response*) continue ;;
  esac
  if [ ! -f "$tmp/ours/kwire/msg/$b" ]; then
    echo "FAIL: $b is generated from Kafka's files but not from schemas/"
    status=1
    continue
  fi
  strip "$f" >"$tmp/a"
  strip "$tmp/ours/kwire/msg/$b" >"$tmp/b"
  if [ ! -s "$tmp/a" ] || ! cmp -s "$tmp/a" "$tmp/b"; then
    echo "FAIL: $b differs:"
    diff -u "$tmp/a" "$tmp/b" | head -n 20
    status=1
  fi
  compared=$((compared + 1))
done
# Every message of Kafka's but the two Vote files: four files each.
if [ "$compared" -ne $(((n - 2) * 4)) ]; then
  echo "FAIL: compared $compared files, expected $(((n - 2) * 4))"
  status=1
fi
[ "$status" -eq 0 ] && echo "ok   $compared generated files are the same from Kafka's files and from schemas/"
exit $status
