/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire version (also `kwire --version`) — prints the project version and
 * the git revision the build was made from, e.g.
 *
 *   kwire 0.1.0 (git 5844baf)
 *   kwire 0.1.0 (git 5844baf-dirty)      uncommitted changes in the tree
 *   kwire 0.1.0 (no git revision: built outside a git checkout)
 */
#include "commands.h"

#include <stdio.h>
#include <string.h>

#include "version.h"

#ifndef KWIRE_VERSION
#define KWIRE_VERSION "unknown"
#endif

/* What vcs_tag writes when there is no git (see tools/meson.build). */
#define NO_GIT "none"

int kw_cmd_version(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			puts("usage: kwire version   (or: kwire --version)\n"
			     "Prints the kwire version and the git revision it was built from.");
			return 0;
		}
		fprintf(stderr, "kwire version: unknown argument '%s'\n", argv[i]);
		return 2;
	}
	if (strcmp(KWIRE_GIT_REVISION, NO_GIT) == 0)
		printf("kwire %s (no git revision: built outside a git checkout)\n",
		       KWIRE_VERSION);
	else
		printf("kwire %s (git %s)\n", KWIRE_VERSION, KWIRE_GIT_REVISION);
	return 0;
}
