/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire random-uuid — prints a new random uuid in Kafka's text form, for a
 * cluster id (`kwire format --cluster-id`), as `kafka-storage random-uuid`
 * does.
 *
 * Like Kafka's Uuid.randomUuid(): 128 random bits made a version 4,
 * variant 2 (RFC 4122) uuid, printed as base64url without padding (22
 * characters); never the zero uuid or Kafka's reserved uuid 1 (the
 * metadata topic's id), and never one whose text starts with '-' (it
 * would read as a command-line option).
 */
#include "commands.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/random.h>

#include "kwire/types.h"

static bool reserved(const struct kw_uuid *u)
{
	for (int i = 0; i < 15; i++)
		if (u->bytes[i] != 0)
			return false;
	return u->bytes[15] <= 1;
}

int kw_cmd_random_uuid(int argc, char **argv)
{
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			puts("usage: kwire random-uuid\n"
			     "Prints a random uuid in Kafka's base64url form, e.g. for\n"
			     "'kwire format --cluster-id' (as 'kafka-storage random-uuid').");
			return 0;
		}
		fprintf(stderr, "kwire random-uuid: unknown argument '%s'\n", argv[i]);
		return 2;
	}
	struct kw_uuid u;
	char text[KW_UUID_TEXT_LEN + 1];
	do {
		ssize_t n = getrandom(u.bytes, sizeof u.bytes, 0);
		if (n != (ssize_t)sizeof u.bytes) {
			fprintf(stderr, "kwire random-uuid: getrandom: %s\n",
				n < 0 ? strerror(errno) : "short read");
			return 1;
		}
		u.bytes[6] = (uint8_t)((u.bytes[6] & 0x0f) | 0x40); /* version 4 */
		u.bytes[8] = (uint8_t)((u.bytes[8] & 0x3f) | 0x80); /* variant 2 */
		kw_uuid_to_text(&u, text);
	} while (reserved(&u) || text[0] == '-');
	puts(text);
	return 0;
}
