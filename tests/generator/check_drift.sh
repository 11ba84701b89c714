#!/bin/sh
# Drift test: the committed generated/ must equal what kwire-gen writes for
# schemas/ now. On failure, run `ninja regen` and commit the result.
# Usage: check_drift.sh KWIRE_GEN SOURCE_ROOT
set -u
gen=$1
src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
if ! "$gen" --library -o "$tmp" "$src/schemas"; then
  echo "FAIL: kwire-gen failed on schemas/"
  exit 1
fi
if ! diff -ru "$src/generated" "$tmp"; then
  echo "FAIL: generated/ differs from fresh kwire-gen output; run 'ninja regen' and commit"
  exit 1
fi
echo "ok: generated/ matches schemas/"
