/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/dump_batch.h — prints record batches for `kwire dump-log`: one
 * batch with its records, in the text form (after kafka-dump-log.sh
 * --print-data-log) or as one JSON line. The forms are documented in
 * cmd_dump_log.c's help text and docs/operations.md.
 */
#ifndef KWIRE_TOOLS_DUMP_BATCH_H
#define KWIRE_TOOLS_DUMP_BATCH_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct dump_options {
	bool json;
	bool no_payload;	/* sizes only, no key or value bytes */
	int64_t max_bytes;	/* at most this many bytes of a key or value;
				 * -1: no limit */
};

/* What was printed so far (for the summary). */
struct dump_counts {
	uint64_t batches;
	uint64_t records;
	uint64_t invalid;	/* batches whose CRC or records were bad */
	/* Control records seen, for a snapshot's shape check. */
	int first_control_type; /* of the first record of the first batch, or -1 */
	int last_control_type;	/* of the last record of the last batch, or -1 */
};

void dump_counts_init(struct dump_counts *c);

/*
 * Prints the batch at p (n bytes: its header says how long it is, n may be
 * less when the file ends early), found at byte position pos of its file.
 * Its CRC and records are checked; a bad one is printed with
 * isValid false and the reason on stderr. Returns 0, or -1 when the batch
 * or its records are bad.
 */
int dump_batch(const uint8_t *p, size_t n, uint64_t pos,
	       const struct dump_options *o, struct dump_counts *c);

/* Writes s as a JSON string literal (quotes and escapes) to stdout. */
void dump_json_string(const char *s);

#endif
