#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# check_man.sh — the man pages and the bash completion, as `meson install`
# puts them in place:
#   - the install plan (meson introspect --installed) puts kwire.1 and
#     kwire-gen.1 in mandir/man1 and the completion under both names in
#     share/bash-completion/completions;
#   - the pages are valid roff (groff -man -ww, warnings are failures);
#   - kwire.1 has a section for every command `kwire --help` lists and
#     names every option of every command's usage; kwire-gen.1 carries
#     kwire-gen's usage;
#   - the completion offers every command and, for each, every option of
#     its usage.
# Usage: check_man.sh BUILDDIR KWIRE KWIRE_GEN COMPLETION
set -euo pipefail
build=$1 kwire=$2 gen=$3 completion=$4
fail=0
bad() { echo "FAIL: $*"; fail=1; }

# Installed for real, into a scratch root (nothing is rebuilt).
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
meson install -C "$build" --destdir "$root" --no-rebuild --quiet >/dev/null
find_one() { find "$root" -path "*/$1" \( -type f -o -type l \) | head -n 1; }
for want in man1/kwire.1 man1/kwire-gen.1 bash-completion/completions/kwire \
	bash-completion/completions/kwire-gen; do
	[ -n "$(find_one "$want")" ] || bad "meson install does not install .../$want"
done
cmp -s "$(find_one bash-completion/completions/kwire-gen)" "$completion" ||
	bad "the installed kwire-gen completion is not the completion script"

man1=$(find_one man1/kwire.1) man2=$(find_one man1/kwire-gen.1)
[ -n "$man1" ] || man1=$build/man/kwire.1
[ -n "$man2" ] || man2=$build/man/kwire-gen.1
for page in "$man1" "$man2"; do
	[ -s "$page" ] || { bad "$page was not built"; continue; }
	if ! out=$(groff -man -ww -z "$page" 2>&1) || [ -n "$out" ]; then
		bad "groff warns about $page: $out"
	fi
done

# The usage options of a help text (its usage lines and option list).
options() {
	"$@" --help 2>&1 | awk '/^usage:/ { u = 1 } u && !/^(usage:| )/ { u = 0 } u || /^ +--/' |
		grep -oE -- '--[a-z][a-z-]*' | sort -u
}

commands=$("$kwire" --help | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }')
[ "$(wc -w <<<"$commands")" -ge 10 ] || bad "kwire --help lists only: $commands"
# roff escapes '-' as itself here (mkman.sh only escapes backslashes and
# leading dots), so the page's text can be searched as is.
for c in $commands; do
	grep -q "^\.SS \"kwire $c\"$" "$man1" || bad "kwire.1 has no section for kwire $c"
	for o in $(options "$kwire" "$c"); do
		grep -q -- "$o" "$man1" || bad "kwire.1 does not mention $o of kwire $c"
	done
done
usage=$("$gen" --help 2>&1 | head -n 1 | sed 's/^usage: //')
grep -qF -- "$usage" "$man2" || bad "kwire-gen.1 lacks the usage '$usage'"

# The completion, driven as bash drives it.
complete_words() { # PROG WORD... (the last word is the one being completed)
	bash -c 'source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1));
		case $(basename "$1") in kwire-gen) _kwire_gen ;; *) _kwire ;; esac
		printf "%s\n" "${COMPREPLY[@]}"' _ "$completion" "$@"
}
got=$(complete_words "$kwire" "")
for c in $commands; do grep -qx -- "$c" <<<"$got" || bad "completion does not offer $c"; done
for c in $commands; do
	got=$(complete_words "$kwire" "$c" "--")
	for o in $(options "$kwire" "$c"); do
		grep -qx -- "$o" <<<"$got" || bad "completion of 'kwire $c --' lacks $o"
	done
done
got=$(complete_words "$gen" "--")
for o in $(options "$gen"); do
	grep -qx -- "$o" <<<"$got" || bad "completion of 'kwire-gen --' lacks $o"
done

[ "$fail" -eq 0 ] && echo "man pages and completion: ok"
exit "$fail"
