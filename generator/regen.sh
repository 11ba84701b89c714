#!/bin/sh
# Rewrites the committed generated/ from schemas/ (meson run target 'regen').
# Usage: regen.sh KWIRE_GEN SOURCE_ROOT
set -eu
gen=$1
src=$2
rm -rf "$src/generated/kwire"
exec "$gen" --library -o "$src/generated" "$src/schemas"
