/*
 * fuzz_producer_state.c — libFuzzer target for the idempotent producers'
 * table (raft/node/producer_state.h) and its snapshot records
 * (raft/node/producer_snapshot.h).
 *
 * Input: a length byte L, then L bytes read as a ProducerStateRecord value
 * (as a snapshot fetched from a leader would hold it), then 12-byte steps,
 * each a batch to check and apply (producer id from a small range, epoch,
 * base sequence, record count). kr_producer_snapshot_read must return 0,
 * -1 (with a reason) or -2; after any input every entry holds at most
 * KR_PRODUCER_BATCHES batches, the table at most its bound, and a batch
 * just applied is found as a duplicate (of itself when it was accepted).
 */
#include "node/producer_snapshot.h"
#include "node/producer_state.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c)) {                                                              \
			fprintf(stderr, "fuzz_producer_state: %s (line %d)\n", #c, __LINE__); \
			abort();                                                         \
		}                                                                        \
	} while (0)

#define MAX_PRODUCERS 64

static int check_entry(void *ctx, const struct kr_producer_entry *e)
{
	(void)ctx;
	CHECK(e->id >= 0 && e->n >= 0 && e->n <= KR_PRODUCER_BATCHES);
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct kr_producer_state *st = kr_producer_state_new(MAX_PRODUCERS);
	CHECK(st != NULL);
	size_t l = size ? data[0] : 0;
	if (l > size - (size ? 1 : 0))
		l = size ? size - 1 : 0;
	int64_t next = 0;
	char why[256] = "";
	int rc = kr_producer_snapshot_read(st, &next, data + 1, l, why, sizeof why);
	CHECK(rc == 0 || rc == -2 || (rc == -1 && why[0]));
	CHECK(next >= 0);
	const uint8_t *p = data + (size ? 1 + l : 0);
	size_t left = size ? size - 1 - l : 0;
	int64_t offset = 0;
	for (; left >= 12; p += 12, left -= 12) {
		struct kr_producer_append a;
		a.id = p[0] % 80;
		a.epoch = (int16_t)(p[1] & 0x7f);
		memcpy(&a.first_seq, p + 2, 4);
		a.first_seq &= INT32_MAX;
		a.count = 1 + (p[6] % 200);
		a.first_offset = offset;
		memcpy(&a.max_timestamp, p + 7, 4);
		a.max_timestamp &= 0xffffffff;
		struct kr_producer_batch dup;
		enum kr_producer_verdict v = kr_producer_state_check(st, &a, &dup);
		CHECK(v >= KR_PRODUCER_OK && v <= KR_PRODUCER_OLD_EPOCH);
		if (v == KR_PRODUCER_OK || (p[11] & 1)) {
			if (kr_producer_state_apply(st, &a) == 0) {
				offset += a.count;
				CHECK(kr_producer_state_check(st, &a, &dup) == KR_PRODUCER_DUPLICATE);
				/* forced in (the log is taken as written) it may repeat
				 * a range already held: the older one is found */
				CHECK(v != KR_PRODUCER_OK || dup.first_offset == a.first_offset);
			}
		}
		if (p[11] & 2)
			kr_producer_state_expire(st, a.max_timestamp, 1000);
		CHECK(kr_producer_state_count(st) <= MAX_PRODUCERS);
	}
	kr_producer_state_each(st, check_entry, NULL);
	kr_producer_state_free(st);
	return 0;
}
