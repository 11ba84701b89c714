#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# spdx.sh — gives every project source file an SPDX license line, or checks
# that each has one.
#
#   scripts/spdx.sh [--check] [PATH...]
#
# PATH: files or directories (default: the whole tree; in a git checkout the
# tracked files, else every file outside build directories). Without
# --check, a file that lacks the line gets one, in its own comment syntax:
#
#   C (.c .h .h.in)                  /* SPDX-License-Identifier: Apache-2.0 */
#   schemas (.json with comments)    // SPDX-License-Identifier: Apache-2.0
#   shell, Python, Meson, Make, properties,
#   bash completion, suppressions    # SPDX-License-Identifier: Apache-2.0
#   Markdown                         <!-- SPDX-License-Identifier: Apache-2.0 -->
#
# as the first line, or the second after a "#!" line. A line already naming
# any SPDX license (e.g. Apache Kafka's schema files keep their own header)
# is left alone. Never touched: generated/ (the generator writes its banner),
# test data whose exact bytes or line numbers the tests compare (every
# data/ and ref/ directory under tests/, fuzz corpora), Apache Kafka's schema
# files in tests/schemas/reference/ (they keep Kafka's own header), binary files, LICENSE
# and NOTICE. With --check nothing is written: the files lacking a line are
# listed, and the exit status is 1 if there are any.
set -euo pipefail
cd "$(dirname "$0")/.."

LINE="SPDX-License-Identifier: Apache-2.0"
check=false
if [ "${1:-}" = "--check" ]; then
	check=true
	shift
fi

list_files() {
	if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
		git ls-files -- "$@"
	else
		find "${@:-.}" -type f -not -path '*/build*/*' -not -path './.git/*' | sed 's|^\./||'
	fi
}

# The comment that carries the line in file $1, or nothing to skip it.
comment_for() {
	case $1 in
	generated/* | */generated/* | tests/*/data/* | tests/*/ref/* | fuzz/corpus* | fuzz/*/corpus* | \
		tests/schemas/reference/*.json | LICENSE | NOTICE | .gitignore | .clang-format)
		return ;;
	*.c | *.h | *.h.in) echo "/* $LINE */" ;;
	schemas/*.json) echo "// $LINE" ;;
	*.sh | *.bash | *.py | */meson.build | meson.build | meson_options.txt | Makefile | \
		*.properties | *.supp | .ci/* | completion/*)
		echo "# $LINE" ;;
	*.md) echo "<!-- $LINE -->" ;;
	esac
}

missing=0
while IFS= read -r f; do
	[ -f "$f" ] || continue
	c=$(comment_for "$f")
	[ -n "$c" ] || continue
	# Text files only (a NUL byte means binary).
	if LC_ALL=C grep -qP '\x00' "$f" 2>/dev/null; then continue; fi
	if head -n 5 "$f" | grep -q 'SPDX-License-Identifier:'; then continue; fi
	if $check; then
		echo "$f: no SPDX-License-Identifier line"
		missing=$((missing + 1))
		continue
	fi
	tmp=$(mktemp "$f.spdx.XXXXXX")
	if head -n 1 "$f" | grep -q '^#!'; then
		{ head -n 1 "$f"; echo "$c"; tail -n +2 "$f"; } >"$tmp"
	else
		{ echo "$c"; cat "$f"; } >"$tmp"
	fi
	chmod --reference="$f" "$tmp"
	mv "$tmp" "$f"
	echo "spdx: $f"
done < <(list_files "$@")

if $check && [ "$missing" -gt 0 ]; then
	echo "spdx: $missing file(s) without an SPDX line; run scripts/spdx.sh to add them"
	exit 1
fi
exit 0
