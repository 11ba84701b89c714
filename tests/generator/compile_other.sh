#!/bin/sh
# The reference codecs are built with the project's compiler; this checks
# them with the other one (gcc <-> clang) at -Wall -Wextra -Wpedantic -Werror.
# Usage: compile_other.sh CC_USED GENERATED_DIR RUNTIME_INCLUDE_DIR
set -u
used=$1
gendir=$2
rtinc=$3
case "$used" in
  *clang*) other=gcc ;;
  *) other=clang ;;
esac
if ! command -v "$other" >/dev/null 2>&1; then
  echo "SKIP: $other not installed"
  exit 77
fi
ls "$gendir"/*.c | grep -v -e "_json\.c$" -e "testgen\.c$" | xargs -P 2 -n 24 "$other" -std=c17 -Wall -Wextra -Wpedantic -Werror \
  -fsyntax-only -I "$gendir/../.." -I "$rtinc" || { echo "FAIL: $other rejects the generated code"; exit 1; }
echo "ok: $other accepts the generated sources"
