/* SPDX-License-Identifier: Apache-2.0 */
/* kwire — the project's command line: dispatches to a subcommand. */
#include "commands.h"

#include <stdio.h>
#include <string.h>

struct command {
	const char *name;
	int (*run)(int argc, char **argv);
	const char *summary;
};

static const struct command commands[] = {
#define KW__CMD_ENTRY(name, fn, summary) { #name, fn, summary },
	KW_COMMANDS(KW__CMD_ENTRY)
#undef KW__CMD_ENTRY
};

static void usage(FILE *out)
{
	fputs("usage: kwire COMMAND [ARGS...]\n\ncommands:\n", out);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		fprintf(out, "  %-12s %s\n", commands[i].name, commands[i].summary);
	fputs("\nRun 'kwire COMMAND --help' for a command's options, 'kwire --version'\n"
	      "for the version and git revision.\n",
	      out);
}

int main(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return 2;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
	    strcmp(argv[1], "help") == 0) {
		usage(stdout);
		return 0;
	}
	if (strcmp(argv[1], "--version") == 0 || strcmp(argv[1], "-V") == 0)
		return kw_cmd_version(1, argv + 1);
	for (size_t i = 0; i < sizeof commands / sizeof commands[0]; i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			return commands[i].run(argc - 1, argv + 1);
	fprintf(stderr, "kwire: unknown command '%s'\n", argv[1]);
	usage(stderr);
	return 2;
}
