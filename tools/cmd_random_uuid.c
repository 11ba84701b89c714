/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire random-uuid — prints a new random uuid in Kafka's text form, for a
 * cluster id (`kwire format --cluster-id`), as `kafka-storage random-uuid`
 * does.
 *
 * kr_node_random_uuid (raft/node/meta.c) says how the uuid is made.
 */
#include "commands.h"

#include <stdio.h>
#include <string.h>

#include "kwire/raft.h"

int kw_cmd_random_uuid(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			puts("usage: kwire random-uuid\n"
			     "Prints a random uuid in Kafka's base64url form, e.g. for\n"
			     "'kwire format --cluster-id' (as 'kafka-storage "
			     "random-uuid').");
			return 0;
		}
		fprintf(stderr, "kwire random-uuid: unknown argument '%s'\n", argv[i]);
		return 2;
	}
	char text[23];
	kr_node_random_uuid(text);
	puts(text);
	return 0;
}
