#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# check_keys.sh KWIRE PAGE [--update] — the table of configuration keys in
# PAGE (docs/operations.md, between its "BEGIN configuration keys" and "END
# configuration keys" lines) must be what `kwire node --list-keys` prints
# from the node's own table, so the page cannot drift from what the node
# accepts. --update rewrites the block instead of checking it.
set -euo pipefail
kwire=$1 page=$2
want=$("$kwire" node --list-keys)
have=$(sed -n '/BEGIN configuration keys/,/END configuration keys/p' "$page" | sed '1d;$d')
if [ "${3:-}" = "--update" ]; then
	tmp=$(mktemp)
	awk -v table="$want" '
		/BEGIN configuration keys/ { print; print table; skip = 1; next }
		/END configuration keys/ { skip = 0 }
		!skip { print }' "$page" >"$tmp"
	mv "$tmp" "$page"
	exit 0
fi
if [ "$have" != "$want" ]; then
	echo "FAIL: the key table of $page differs from 'kwire node --list-keys':"
	diff <(echo "$have") <(echo "$want") || true
	echo "(tests/docs/check_keys.sh KWIRE $page --update rewrites it)"
	exit 1
fi
echo "ok: $(echo "$want" | tail -n +3 | wc -l) keys in $page match the node's table"
