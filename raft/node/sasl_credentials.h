/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/sasl_credentials.h — the users a SASL listener accepts, from the
 * file named by kwire.sasl.credentials.file. One user and mechanism a line:
 *
 *   # comment
 *   alice SCRAM-SHA-256 salt=BASE64,stored_key=BASE64,server_key=BASE64,iterations=4096
 *   alice SCRAM-SHA-512 salt=...,stored_key=...,server_key=...,iterations=4096
 *
 * The values are Kafka's own SCRAM credential fields (what
 * kafka-configs --describe shows for a user), so no password is ever
 * stored: PLAIN checks a password by deriving the user's SCRAM-SHA-256
 * (else SCRAM-SHA-512) credential from it. `kwire scram-credential`
 * prints such a line. Names are printable ASCII without spaces, at most
 * 256 bytes; at most KR_CREDENTIALS_MAX_USERS lines.
 */
#ifndef KR_NODE_SASL_CREDENTIALS_H
#define KR_NODE_SASL_CREDENTIALS_H

#include <stddef.h>

#include "node/sasl_scram.h"

#define KR_CREDENTIALS_MAX_USERS 100000
#define KR_CREDENTIALS_MAX_LINE 2048

struct kr_credential {
	char user[KR_SCRAM_MAX_USER + 1];
	struct kr_scram_cred cred;
};

struct kr_credentials {
	struct kr_credential *v;
	size_t n, cap;
};

/* Parses text (len bytes; name for errors) into out (empty first).
 * Returns 0, or -1 with "NAME:LINE: what" in why (out freed). */
int kr_credentials_parse(const char *text, size_t len, const char *name,
			 struct kr_credentials *out, char *why, size_t why_len);
/* The same from a file (at most 64 MiB). */
int kr_credentials_load(const char *path, struct kr_credentials *out, char *why,
			size_t why_len);
void kr_credentials_free(struct kr_credentials *c);
/* user's credential for hash h, or NULL. */
const struct kr_scram_cred *kr_credentials_find(const struct kr_credentials *c,
						const char *user, enum kr_scram_hash h);
/* One line of the file for user's cred (mechanism named by cred->hash),
 * with a newline, into out. Returns its length, or -1 when it does not fit. */
int kr_credentials_format(const char *user, const struct kr_scram_cred *cred, char *out,
			  size_t cap);

#endif
