# SPDX-License-Identifier: Apache-2.0
#
# Bash completion for kwire and kwire-gen. Installed as
# share/bash-completion/completions/kwire (and kwire-gen, a link); or
# source it from ~/.bashrc.
#
# It reads what to offer from the programs' own help texts, so it cannot
# drift from them: the commands from `kwire --help`, each command's options
# from `kwire COMMAND --help`. Options that take a path complete files
# (directories for --dir).

# The words of "  name  summary" lines after "commands:" in kwire --help.
_kwire_commands()
{
	"$1" --help 2>/dev/null | awk '/^commands:/ { on = 1; next } on && /^  [a-z]/ { print $1 }'
}

# The --options of a help text: those in its usage lines and in its
# option list (lines that start with spaces and an option), not those its
# prose mentions.
_kwire_options()
{
	"$@" --help 2>&1 | awk '/^usage:/ { u = 1 } u && !/^(usage:| )/ { u = 0 } u || /^ +--/' |
		grep -oE -- '--[a-z][a-z-]*' | sort -u
}

_kwire()
{
	local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD - 1]}
	local prog=${COMP_WORDS[0]}
	COMPREPLY=()
	case $prev in
	--dir)
		mapfile -t COMPREPLY < <(compgen -d -- "$cur")
		return ;;
	--file | --config | --command-config | -o)
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
		return ;;
	esac
	if [ "$COMP_CWORD" -eq 1 ]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_kwire_commands "$prog") --help --version" -- "$cur")
		return
	fi
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_kwire_options "$prog" "${COMP_WORDS[1]}")" -- "$cur")
		return
	fi
	# kwire quorum: the verbs after the options.
	if [ "${COMP_WORDS[1]}" = quorum ]; then
		mapfile -t COMPREPLY < <(compgen -W "describe alter add-controller remove-controller" -- "$cur")
		return
	fi
	mapfile -t COMPREPLY < <(compgen -f -- "$cur")
}

_kwire_gen()
{
	local cur=${COMP_WORDS[COMP_CWORD]}
	COMPREPLY=()
	if [[ $cur == -* ]]; then
		mapfile -t COMPREPLY < <(compgen -W "$(_kwire_options "${COMP_WORDS[0]}") --help" -- "$cur")
	else
		mapfile -t COMPREPLY < <(compgen -f -- "$cur")
	fi
}

complete -F _kwire kwire
complete -F _kwire_gen kwire-gen
