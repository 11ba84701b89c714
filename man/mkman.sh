#!/bin/sh
# SPDX-License-Identifier: Apache-2.0
#
# mkman.sh — writes a man page (section 1) built from a program's own help
# texts, so the page says exactly what `--help` says and cannot drift.
#
#   mkman.sh PROGRAM NAME VERSION SUMMARY OUT [--subcommands]
#
# PROGRAM --help gives SYNOPSIS (its "usage:" lines) and DESCRIPTION (the
# rest). With --subcommands, each command listed in that help (lines
# "  NAME  summary" after "commands:") gets a section with the output of
# PROGRAM NAME --help. Help texts are set as written (no filling), with
# roff's special characters escaped. The page carries no date, so a build
# is reproducible.
set -eu
prog=$1 name=$2 version=$3 summary=$4 out=$5
subcommands=${6:-}
upper=$(printf '%s' "$name" | tr 'a-z' 'A-Z')

# Escapes text for roff: backslashes, and a leading '.' or "'" (a request).
esc() { sed -e 's/\\/\\e/g' -e "s/^\\([.']\\)/\\\\\\&\\1/"; }

# Some programs print their help on stderr.
help=$("$prog" --help 2>&1)
tmp="$out.tmp"
{
	printf '.TH %s 1 "" "%s %s" "User Commands"\n' "$upper" "$name" "$version"
	printf '.SH NAME\n%s \\- %s\n' "$name" "$(printf '%s' "$summary" | esc)"
	printf '.SH SYNOPSIS\n.nf\n'
	# The usage lines: the first line and the indented lines after it.
	printf '%s\n' "$help" | awk 'NR == 1 { sub(/^usage: /, ""); print; next }
		/^ / && !blank { print; next } { exit }' | esc
	desc=$(printf '%s\n' "$help" |
		awk 'NR == 1 { next } !started && (/^ / || /^$/) { next } { started = 1; print }')
	printf '.fi\n.SH DESCRIPTION\n'
	if [ -n "$desc" ]; then
		printf '.nf\n'
		printf '%s\n' "$desc" | esc
		printf '.fi\n'
	else
		printf '%s \\-\\-help prints only the usage above; see SEE ALSO.\n' "$name"
	fi
	if [ "$subcommands" = "--subcommands" ]; then
		printf '.SH COMMANDS\n'
		printf '%s\n' "$help" | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 } on && /^$/ && n++ { exit }' |
			while read -r cmd; do
				printf '.SS "%s %s"\n.nf\n' "$name" "$cmd"
				"$prog" "$cmd" --help 2>&1 | esc
				printf '.fi\n'
			done
	fi
	printf '.SH SEE ALSO\n'
	printf 'The documentation in the docs/ directory of the kwire sources:\n'
	printf 'quickstart.md, operations.md, codec.md and codegen.md.\n'
} >"$tmp"
mv "$tmp" "$out"
