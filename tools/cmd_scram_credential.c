/* SPDX-License-Identifier: Apache-2.0 */
/*
 * kwire scram-credential — prints one line of a node's SASL credentials
 * file (kwire.sasl.credentials.file; node/sasl_credentials.h) for a user,
 * from a password read from standard input (its first line), so that the
 * password is never in a command line or the file.
 *
 *   printf '%s\n' "$PASSWORD" | kwire scram-credential [--mechanism M]
 *        [--iterations N] USER >>users.txt
 */
#include "commands.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <openssl/crypto.h>
#include <openssl/rand.h>

#include "node/sasl_credentials.h"

static void usage(void)
{
	puts("usage: kwire scram-credential [--mechanism SCRAM-SHA-256|SCRAM-SHA-512]\n"
	     "                              [--iterations N] USER\n"
	     "Reads USER's password from the first line of standard input and prints\n"
	     "the line for kwire.sasl.credentials.file: USER MECHANISM salt=...,\n"
	     "stored_key=...,server_key=...,iterations=N (Kafka's SCRAM credential;\n"
	     "the password itself is not stored). PLAIN is checked against it too.\n"
	     "Default: SCRAM-SHA-256, 4096 iterations.");
}

int kw_cmd_scram_credential(int argc, char **argv)
{
	const char *mech = "SCRAM-SHA-256", *user = NULL;
	long iterations = KR_SCRAM_MIN_ITERATIONS;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage();
			return 0;
		} else if (strcmp(a, "--mechanism") == 0 && i + 1 < argc) {
			mech = argv[++i];
		} else if (strcmp(a, "--iterations") == 0 && i + 1 < argc) {
			char *end;
			iterations = strtol(argv[++i], &end, 10);
			if (*end || iterations < KR_SCRAM_MIN_ITERATIONS ||
			    iterations > KR_SCRAM_MAX_ITERATIONS) {
				fprintf(stderr,
					"kwire scram-credential: --iterations must be "
					"from "
					"%d to %d\n",
					KR_SCRAM_MIN_ITERATIONS, KR_SCRAM_MAX_ITERATIONS);
				return 2;
			}
		} else if (a[0] != '-' && !user) {
			user = a;
		} else {
			fprintf(stderr, "kwire scram-credential: unknown argument '%s'\n",
				a);
			return 2;
		}
	}
	int h = kr_scram_hash_of(mech);
	if (!user || h < 0) {
		fprintf(stderr, "kwire scram-credential: %s\n",
			!user ? "USER missing"
			      : "--mechanism must be SCRAM-SHA-256 or SCRAM-SHA-512");
		return 2;
	}
	if (strlen(user) > KR_SCRAM_MAX_USER || strpbrk(user, " \t\r\n")) {
		fprintf(stderr,
			"kwire scram-credential: a user name is at most %d bytes "
			"without spaces\n",
			KR_SCRAM_MAX_USER);
		return 2;
	}
	char pw[1024];
	if (!fgets(pw, sizeof pw, stdin)) {
		fprintf(stderr,
			"kwire scram-credential: no password on standard input\n");
		return 1;
	}
	pw[strcspn(pw, "\r\n")] = '\0';
	if (!pw[0]) {
		fprintf(stderr, "kwire scram-credential: empty password\n");
		return 1;
	}
	uint8_t salt[24];
	struct kr_scram_cred cred;
	char line[KR_CREDENTIALS_MAX_LINE];
	int rc = 1;
	if (RAND_bytes(salt, sizeof salt) == 1 &&
	    kr_scram_cred_make((enum kr_scram_hash)h, pw, strlen(pw), salt, sizeof salt,
			       (int32_t)iterations, &cred) == 0 &&
	    kr_credentials_format(user, &cred, line, sizeof line) > 0) {
		fputs(line, stdout);
		rc = 0;
	} else {
		fprintf(stderr, "kwire scram-credential: cannot derive the credential\n");
	}
	OPENSSL_cleanse(pw, sizeof pw);
	return rc;
}
