/*
 * test_records.c — RecordBatch v2 records: iteration of a hand-checked
 * batch, builder output byte for byte, build → iterate round trips for
 * every attribute, blobs of several batches, partial tails, truncations,
 * bit flips, lying length and count fields, record-level corruption, and
 * control records.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kwire/crc32c.h"
#include "kwire/records.h"
#include "kwire/writer.h"

/* The batch of test_record_batch.c: base offset 5, one record, value "hi". */
static const uint8_t batch_one[70] = {
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05,	      /* base_offset 5 */
	0x00, 0x00, 0x00, 0x3A,				      /* batch_length 58 */
	0x00, 0x00, 0x00, 0x03,				      /* leader epoch 3 */
	0x02,						      /* magic */
	0x23, 0x3D, 0xAD, 0x44,				      /* CRC-32C */
	0x00, 0x00,					      /* attributes */
	0x00, 0x00, 0x00, 0x00,				      /* last_offset_delta */
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xE8,	      /* base_timestamp 1000 */
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xE8,	      /* max_timestamp 1000 */
	0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF,	      /* producer_id -1 */
	0xFF, 0xFF,					      /* producer_epoch -1 */
	0xFF, 0xFF, 0xFF, 0xFF,				      /* base_sequence -1 */
	0x00, 0x00, 0x00, 0x01,				      /* records_count 1 */
	0x10, 0x00, 0x00, 0x00, 0x01, 0x04, 0x68, 0x69, 0x00, /* the record */
};

/* ------------------------------------------------------------ helpers */

static struct kw_bytes bytes_of(const char *s)
{
	return (struct kw_bytes){(const uint8_t *)s, (int32_t)strlen(s)};
}

static bool bytes_eq(struct kw_bytes a, struct kw_bytes b)
{
	if (a.len < 0 || b.len < 0)
		return a.len < 0 && b.len < 0;
	return a.len == b.len && (a.len == 0 || memcmp(a.ptr, b.ptr, (size_t)a.len) == 0);
}

/* A deterministic pseudo-random source. */
static uint64_t rng = 0x243F6A8885A308D3ull;
static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

#define MAX_RECS 40
#define MAX_HDRS 4

/* A set of records with their storage. */
struct rec_set {
	struct kw_record_input in[MAX_RECS];
	struct kw_record_header hdrs[MAX_RECS][MAX_HDRS];
	int64_t want_offset[MAX_RECS];
	uint8_t pool[MAX_RECS * 1200];
	size_t used;
	size_t n;
};

static struct kw_bytes random_bytes(struct rec_set *s, bool nullable)
{
	uint32_t pick = rnd() % 8;
	if (nullable && pick == 0)
		return KW_BYTES_NULL;
	if (pick == 1)
		return (struct kw_bytes){s->pool + s->used, 0};
	size_t n =
		pick == 2 ? 200 + rnd() % 200 : rnd() % 20; /* multi-byte varints too */
	uint8_t *p = s->pool + s->used;
	for (size_t i = 0; i < n; i++)
		p[i] = (uint8_t)rnd();
	s->used += n;
	return (struct kw_bytes){p, (int32_t)n};
}

/* n records starting at offset base, with gaps when gaps is set. */
static void make_records(struct rec_set *s, size_t n, int64_t base, bool gaps)
{
	memset(s, 0, sizeof *s);
	s->n = n;
	int64_t off = base;
	for (size_t i = 0; i < n; i++) {
		struct kw_record_input *r = &s->in[i];
		r->offset = gaps ? off : -1;
		s->want_offset[i] = off;
		off += gaps ? 1 + rnd() % 5 : 1;
		/* Timestamps wander both ways, so deltas may be negative. */
		r->timestamp = 1700000000000ll + (int64_t)(rnd() % 100000) - 50000;
		r->key = random_bytes(s, true);
		r->value = random_bytes(s, true);
		r->header_count = rnd() % (MAX_HDRS + 1);
		for (size_t h = 0; h < r->header_count; h++) {
			struct kw_bytes k = random_bytes(s, false);
			s->hdrs[i][h].key = (struct kw_str){(const char *)k.ptr, k.len};
			s->hdrs[i][h].value = random_bytes(s, true);
		}
		r->headers = s->hdrs[i];
	}
}

/* Builds one batch into a growable writer; returns the malloc'd bytes. */
static uint8_t *build(const struct kw_record_batch_params *p, const struct rec_set *s,
		      size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
	struct kw_record_batch_builder b;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, p), 0);
	for (size_t i = 0; i < s->n; i++)
		assert_int_equal(kw_record_batch_builder_add(&b, &s->in[i]), 0);
	size_t size = 0;
	assert_int_equal(kw_record_batch_builder_finish(&b, &size), 0);
	uint8_t *out = kw_writer_detach(&w, len);
	assert_int_equal(size, *len);
	return out;
}

/* Iterates one batch and checks every record against s. */
static void check_batch(const uint8_t *buf, size_t len,
			const struct kw_record_batch_params *p, const struct rec_set *s)
{
	struct kw_records_iter bi;
	struct kw_record_batch batch;
	struct kw_error err;
	kw_error_clear(&err);
	kw_records_iter_init(&bi, buf, len, 0);
	assert_int_equal(kw_records_iter_next(&bi, &batch, &err), 1);
	const struct kw_record_batch_header *h = &batch.header;
	assert_int_equal(h->base_offset, p->base_offset);
	assert_int_equal(h->partition_leader_epoch, p->partition_leader_epoch);
	assert_int_equal(h->producer_id, p->producer_id);
	assert_int_equal(h->producer_epoch, p->producer_epoch);
	assert_int_equal(h->base_sequence, p->base_sequence);
	assert_int_equal(h->records_count, (int32_t)s->n);
	assert_int_equal(kw_record_batch_is_transactional(h), p->transactional);
	assert_int_equal(kw_record_batch_is_control(h), p->control);
	assert_int_equal(kw_record_batch_is_log_append_time(h), p->log_append_time);
	assert_int_equal(kw_record_batch_has_delete_horizon(h), p->has_delete_horizon);
	assert_int_equal(kw_record_batch_delete_horizon(h),
			 p->has_delete_horizon ? p->delete_horizon_ms : -1);
	assert_int_equal(kw_record_batch_compression(h), KW_COMPRESSION_NONE);
	int64_t max_ts = -1;
	for (size_t i = 0; i < s->n; i++)
		if (i == 0 || s->in[i].timestamp > max_ts)
			max_ts = s->in[i].timestamp;
	assert_int_equal(h->max_timestamp,
			 p->log_append_time ? p->log_append_time_ms : max_ts);
	if (s->n > 0) {
		assert_int_equal(kw_record_batch_last_offset(h),
				 s->want_offset[s->n - 1]);
		if (!p->has_delete_horizon)
			assert_int_equal(h->base_timestamp, s->in[0].timestamp);
	}

	struct kw_record_iter it;
	assert_int_equal(kw_record_iter_init(&it, &batch, &err), 0);
	struct kw_record rec;
	for (size_t i = 0; i < s->n; i++) {
		int rc = kw_record_iter_next(&it, &rec);
		if (rc != 1) {
			char msg[512];
			fail_msg("record %zu: %s %s", i, kw_errname(rc),
				 kw_error_format(&err, msg, sizeof msg));
		}
		assert_int_equal(rec.offset, s->want_offset[i]);
		assert_int_equal(rec.timestamp, p->log_append_time ? p->log_append_time_ms
								   : s->in[i].timestamp);
		assert_true(bytes_eq(rec.key, s->in[i].key));
		assert_true(bytes_eq(rec.value, s->in[i].value));
		assert_int_equal(rec.header_count, (int32_t)s->in[i].header_count);
		struct kw_record_header_iter hi;
		struct kw_record_header hd;
		kw_record_header_iter_init(&hi, &rec);
		for (size_t k = 0; k < s->in[i].header_count; k++) {
			assert_int_equal(kw_record_header_iter_next(&hi, &hd), 1);
			assert_true(kw_str_equal(hd.key, s->in[i].headers[k].key));
			assert_true(bytes_eq(hd.value, s->in[i].headers[k].value));
		}
		assert_int_equal(kw_record_header_iter_next(&hi, &hd), 0);
	}
	assert_int_equal(kw_record_iter_next(&it, &rec), 0);
	assert_int_equal(kw_records_iter_next(&bi, &batch, &err), 0);
	assert_int_equal(err.code, 0);
}

/* -------------------------------------------------------------- tests */

static void test_iterate_known(void **state)
{
	(void)state;
	struct kw_records_iter bi;
	struct kw_record_batch b;
	struct kw_error err;
	kw_records_iter_init(&bi, batch_one, sizeof batch_one, 0);
	assert_int_equal(kw_records_iter_next(&bi, &b, &err), 1);
	assert_int_equal(b.pos, 0);
	assert_int_equal(b.size, sizeof batch_one);
	assert_int_equal(b.records_len, 9);
	struct kw_record_iter it;
	struct kw_record rec;
	assert_int_equal(kw_record_iter_init(&it, &b, &err), 0);
	assert_int_equal(kw_record_iter_next(&it, &rec), 1);
	assert_int_equal(rec.offset, 5);
	assert_int_equal(rec.timestamp, 1000);
	assert_int_equal(rec.pos, 61);
	assert_int_equal(rec.key.len, -1);
	assert_int_equal(rec.value.len, 2);
	assert_memory_equal(rec.value.ptr, "hi", 2);
	assert_ptr_equal(rec.value.ptr, batch_one + 67); /* zero copy */
	assert_int_equal(rec.header_count, 0);
	assert_int_equal(kw_record_iter_next(&it, &rec), 0);
	assert_int_equal(kw_records_iter_next(&bi, &b, &err), 0);
	assert_int_equal(kw_records_magic(batch_one, sizeof batch_one), 2);
	assert_int_equal(kw_records_magic(batch_one, 16), -1);
}

/* The builder writes exactly the hand-checked bytes. */
static void test_builder_exact_bytes(void **state)
{
	(void)state;
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = 5;
	p.partition_leader_epoch = 3;
	struct rec_set s;
	memset(&s, 0, sizeof s);
	s.n = 1;
	s.in[0] = (struct kw_record_input){.offset = -1,
					   .timestamp = 1000,
					   .key = KW_BYTES_NULL,
					   .value = bytes_of("hi")};
	size_t len;
	uint8_t *buf = build(&p, &s, &len);
	assert_int_equal(len, sizeof batch_one);
	assert_memory_equal(buf, batch_one, sizeof batch_one);
	free(buf);
	/* kw_record_size agrees with what was written. */
	assert_int_equal(kw_record_size(0, 0, &s.in[0]), 9);
}

static void test_round_trip_attributes(void **state)
{
	(void)state;
	static struct rec_set s;
	for (int combo = 0; combo < 64; combo++) {
		struct kw_record_batch_params p;
		kw_record_batch_params_init(&p);
		p.base_offset = (int64_t)combo * 1000003 + 17;
		p.partition_leader_epoch = combo;
		p.log_append_time = combo & 1;
		p.log_append_time_ms = 1800000000000ll + combo;
		p.transactional = (combo >> 1) & 1;
		p.control = (combo >> 2) & 1;
		p.has_delete_horizon = (combo >> 3) & 1;
		p.delete_horizon_ms = 1600000000000ll;
		if ((combo >> 4) & 1) {
			p.producer_id = 123456789012ll;
			p.producer_epoch = 7;
			p.base_sequence = 42;
		}
		bool gaps = (combo >> 5) & 1;
		make_records(&s, (size_t)(combo % 7 == 6 ? 0 : 1 + combo % MAX_RECS),
			     p.base_offset, gaps);
		size_t len;
		uint8_t *buf = build(&p, &s, &len);
		check_batch(buf, len, &p, &s);
		if (s.n == 0) {
			struct kw_record_batch_header h;
			assert_int_equal(kw_record_batch_verify(buf, len, &h, NULL, NULL),
					 0);
			assert_int_equal(h.base_timestamp,
					 p.has_delete_horizon ? p.delete_horizon_ms : -1);
		}
		free(buf);
	}
}

static void test_blob_of_batches(void **state)
{
	(void)state;
	static struct rec_set s[3];
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 16, &err), 0);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	size_t sizes[3];
	for (int k = 0; k < 3; k++) {
		make_records(&s[k], 3 + (size_t)k, p.base_offset, false);
		struct kw_record_batch_builder b;
		assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
		for (size_t i = 0; i < s[k].n; i++)
			assert_int_equal(kw_record_batch_builder_add(&b, &s[k].in[i]), 0);
		assert_int_equal(kw_record_batch_builder_finish(&b, &sizes[k]), 0);
		p.base_offset += (int64_t)s[k].n;
	}
	size_t len;
	uint8_t *blob = kw_writer_detach(&w, &len);
	assert_int_equal(len, sizes[0] + sizes[1] + sizes[2]);

	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, blob, len, 0);
	int64_t next = 0;
	size_t pos = 0;
	for (int k = 0; k < 3; k++) {
		assert_int_equal(kw_records_iter_next(&it, &b, &err), 1);
		assert_int_equal(b.header.base_offset, next);
		assert_int_equal(b.pos, pos);
		next += (int64_t)s[k].n;
		pos += sizes[k];
	}
	assert_int_equal(kw_records_iter_next(&it, &b, &err), 0);

	/* Every cut of the blob: strict iteration fails with TRUNCATED on the
	 * cut batch (naming it); PARTIAL_TAIL_OK stops cleanly before it. */
	for (size_t cut = 0; cut < len; cut++) {
		uint8_t *c = malloc(cut ? cut : 1);
		memcpy(c, blob, cut);
		size_t whole = 0, n_whole = 0;
		while (n_whole < 3 && whole + sizes[n_whole] <= cut)
			whole += sizes[n_whole++];
		kw_records_iter_init(&it, c, cut, 0);
		int rc;
		size_t got = 0;
		kw_error_clear(&err);
		while ((rc = kw_records_iter_next(&it, &b, &err)) == 1)
			got++;
		assert_int_equal(got, n_whole);
		if (cut == whole) {
			assert_int_equal(rc, 0);
		} else {
			assert_int_equal(rc, KW_ERR_TRUNCATED);
			assert_int_equal(err.offset, whole);
			if (cut - whole >= 8) {
				char want[64];
				snprintf(want, sizeof want, "base offset %zu",
					 (size_t)(n_whole == 0	 ? 0
						  : n_whole == 1 ? 3
								 : 7));
				assert_non_null(strstr(err.detail, want));
			}
		}
		kw_records_iter_init(&it, c, cut, KW_RECORDS_PARTIAL_TAIL_OK);
		got = 0;
		while ((rc = kw_records_iter_next(&it, &b, &err)) == 1)
			got++;
		assert_int_equal(rc, 0);
		assert_int_equal(got, n_whole);
		assert_int_equal(it.partial_tail, cut - whole);
		free(c);
	}
	/* A tail that is not a v2 batch is an error even with the flag. */
	uint8_t *junk = malloc(len + 20);
	memcpy(junk, blob, len);
	memset(junk + len, 0, 20);
	junk[len + 11] = 100; /* batch_length 100: more than there is */
	junk[len + 16] = 1;   /* magic 1 */
	kw_records_iter_init(&it, junk, len + 20, KW_RECORDS_PARTIAL_TAIL_OK);
	int rc;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1)
		;
	assert_int_equal(rc, KW_ERR_INVALID_VALUE);
	/* Positions in errors include the blob's base. */
	kw_error_clear(&err);
	kw_records_iter_init(&it, junk, len + 20, 0);
	it.base = 1000;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1)
		assert_true(b.pos >= 1000);
	assert_int_equal(err.offset, 1000 + len);
	free(junk);
	free(blob);
}

/* A batch with several records, rebuilt for each mutation test. */
static uint8_t *sample(size_t *len, struct rec_set *s)
{
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = 1000;
	make_records(s, 6, 1000, false);
	for (size_t i = 0; i < s->n; i++) /* keep it small: no 200-byte values */
		if (s->in[i].value.len > 50)
			s->in[i].value.len = 50;
	return build(&p, s, len);
}

/* Counts records until the end or an error; returns the final code. */
static int drain(const uint8_t *buf, size_t len, struct kw_error *err, int *records)
{
	struct kw_records_iter bi;
	struct kw_record_batch b;
	kw_error_clear(err);
	kw_records_iter_init(&bi, buf, len, 0);
	*records = 0;
	int rc;
	while ((rc = kw_records_iter_next(&bi, &b, err)) == 1) {
		struct kw_record_iter it;
		rc = kw_record_iter_init(&it, &b, err);
		if (rc != 0)
			return rc;
		struct kw_record rec;
		while ((rc = kw_record_iter_next(&it, &rec)) == 1) {
			(*records)++;
			struct kw_record_header_iter hi;
			struct kw_record_header h;
			kw_record_header_iter_init(&hi, &rec);
			while (kw_record_header_iter_next(&hi, &h) == 1)
				assert_true(h.key.len >= 0);
		}
		if (rc != 0)
			return rc;
	}
	return rc;
}

static void test_bit_flips_never_reach_records(void **state)
{
	(void)state;
	static struct rec_set s;
	size_t len;
	uint8_t *buf = sample(&len, &s);
	for (size_t byte = 21; byte < len; byte++)
		for (int bit = 0; bit < 8; bit++) {
			buf[byte] ^= (uint8_t)(1u << bit);
			struct kw_error err;
			int records;
			int rc = drain(buf, len, &err, &records);
			if (rc != KW_ERR_CORRUPT || records != 0 ||
			    strstr(err.detail, "base offset 1000") == NULL)
				fail_msg("flip %zu.%d: %s after %d records: %s", byte,
					 bit, kw_errname(rc), records, err.detail);
			buf[byte] ^= (uint8_t)(1u << bit);
		}
	free(buf);
}

/* Edits a field, then repairs the CRC so the lie reaches record parsing. */
static void put32(uint8_t *p, int32_t v)
{
	p[0] = (uint8_t)((uint32_t)v >> 24);
	p[1] = (uint8_t)((uint32_t)v >> 16);
	p[2] = (uint8_t)((uint32_t)v >> 8);
	p[3] = (uint8_t)v;
}

static void test_count_and_length_lies(void **state)
{
	(void)state;
	static struct rec_set s;
	size_t len;
	uint8_t *good = sample(&len, &s);
	uint8_t *buf = malloc(len + 16);
	struct kw_error err;
	int records;

	/* records_count one too many: the records end early. */
	memcpy(buf, good, len);
	put32(buf + 57, 7);
	kw_record_batch_update_crc(buf, len);
	assert_int_equal(drain(buf, len, &err, &records), KW_ERR_TRUNCATED);
	assert_int_equal(records, 6);
	assert_non_null(strstr(err.context, "base offset 1000"));
	assert_non_null(strstr(err.path, "records[6]"));
	/* One too few: bytes left over. */
	memcpy(buf, good, len);
	put32(buf + 57, 5);
	kw_record_batch_update_crc(buf, len);
	assert_int_equal(drain(buf, len, &err, &records), KW_ERR_TRAILING_BYTES);
	assert_int_equal(records, 5);
	/* Far too many, and negative: refused before the first record. */
	memcpy(buf, good, len);
	put32(buf + 57, 0x7FFFFFFF);
	kw_record_batch_update_crc(buf, len);
	assert_int_equal(drain(buf, len, &err, &records), KW_ERR_COUNT_TOO_LARGE);
	assert_int_equal(records, 0);
	memcpy(buf, good, len);
	put32(buf + 57, -1);
	kw_record_batch_update_crc(buf, len);
	assert_int_equal(drain(buf, len, &err, &records), KW_ERR_NEGATIVE_LENGTH);

	/* batch_length too long (with 16 more bytes really there, CRC
	 * repaired): the extra bytes are trailing garbage after the records. */
	memcpy(buf, good, len);
	memset(buf + len, 0, 16);
	put32(buf + 8, (int32_t)(len - 12 + 16));
	kw_record_batch_update_crc(buf, len + 16);
	assert_int_equal(drain(buf, len + 16, &err, &records), KW_ERR_TRAILING_BYTES);
	/* batch_length too short, CRC repaired: the last record is cut. */
	memcpy(buf, good, len);
	put32(buf + 8, (int32_t)(len - 12 - 3));
	kw_record_batch_update_crc(buf, len - 3);
	int rc = drain(buf, len - 3, &err, &records);
	assert_true(rc == KW_ERR_LENGTH_PAST_END || rc == KW_ERR_TRUNCATED);
	assert_int_equal(records, 5);
	/* batch_length lies without CRC repair: the CRC catches it. */
	memcpy(buf, good, len);
	put32(buf + 8, (int32_t)(len - 12 - 1));
	assert_int_equal(drain(buf, len, &err, &records), KW_ERR_CORRUPT);

	/* Record length lies (first record at byte 61). */
	memcpy(buf, good, len);
	buf[61] = (uint8_t)(buf[61] + 2); /* zig-zag: length + 1 */
	kw_record_batch_update_crc(buf, len);
	rc = drain(buf, len, &err, &records);
	assert_true(rc < 0);
	assert_int_equal(records, 0);
	assert_non_null(strstr(err.path, "records[0]"));
	free(buf);
	free(good);
}

/* Every truncation of the records area (length and CRC repaired), and
 * random byte changes in it: errors, never crashes or over-reads. */
static void test_records_area_mutations(void **state)
{
	(void)state;
	static struct rec_set s;
	size_t len;
	uint8_t *good = sample(&len, &s);
	for (size_t cut = 61; cut < len; cut++) {
		uint8_t *buf = malloc(cut);
		memcpy(buf, good, cut);
		put32(buf + 8, (int32_t)(cut - 12));
		kw_record_batch_update_crc(buf, cut);
		struct kw_error err;
		int records;
		int rc = drain(buf, cut, &err, &records);
		assert_true(rc < 0);
		assert_true(records < 6);
		free(buf);
	}
	for (int round = 0; round < 3000; round++) {
		uint8_t *buf = malloc(len);
		memcpy(buf, good, len);
		int changes = 1 + (int)(rnd() % 3);
		for (int k = 0; k < changes; k++)
			buf[61 + rnd() % (len - 61)] = (uint8_t)rnd();
		kw_record_batch_update_crc(buf, len);
		struct kw_error err;
		int records;
		int rc = drain(buf, len, &err, &records);
		assert_true(rc <= 0);
		free(buf);
	}
	free(good);
}

static void test_builder_errors(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_writer w;
	uint8_t small[80];
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, small, sizeof small, &err);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = 10;
	struct kw_record_batch_builder b;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	struct kw_record_input r = {.offset = 9,
				    .timestamp = 1,
				    .key = KW_BYTES_NULL,
				    .value = KW_BYTES_NULL};
	assert_int_equal(kw_record_batch_builder_add(&b, &r), KW_ERR_INVALID_ARGUMENT);

	kw_error_clear(&err);
	kw_writer_init_fixed(&w, small, sizeof small, &err);
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	static uint8_t big[100];
	r.offset = -1;
	r.value = (struct kw_bytes){big, sizeof big};
	assert_int_equal(kw_record_batch_builder_add(&b, &r), KW_ERR_BUFFER_FULL);

	kw_error_clear(&err);
	kw_writer_init_fixed(&w, small, sizeof small, &err);
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	struct kw_record_header h = {KW_STR_NULL, KW_BYTES_NULL};
	r.value = KW_BYTES_NULL;
	r.headers = &h;
	r.header_count = 1;
	assert_int_equal(kw_record_batch_builder_add(&b, &r), KW_ERR_INVALID_ARGUMENT);

	kw_error_clear(&err);
	kw_writer_init_fixed(&w, small, sizeof small, &err);
	p.compression = KW_COMPRESSION_GZIP;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	assert_int_equal(kw_record_batch_builder_finish(&b, NULL), KW_ERR_UNSUPPORTED);
}

static void test_compressed_batch_needs_decompression(void **state)
{
	(void)state;
	uint8_t copy[sizeof batch_one];
	memcpy(copy, batch_one, sizeof copy);
	copy[22] = KW_COMPRESSION_ZSTD;
	kw_record_batch_update_crc(copy, sizeof copy);
	struct kw_records_iter bi;
	struct kw_record_batch b;
	struct kw_error err;
	kw_records_iter_init(&bi, copy, sizeof copy, 0);
	assert_int_equal(kw_records_iter_next(&bi, &b, &err), 1);
	struct kw_record_iter it;
	assert_int_equal(kw_record_iter_init(&it, &b, &err), KW_ERR_UNSUPPORTED);
	struct kw_record rec;
	assert_int_equal(kw_record_iter_next(&it, &rec), KW_ERR_UNSUPPORTED);
}

/* ------------------------------------------------------ control records */

static void first_record(const uint8_t *buf, size_t len, struct kw_record_batch *b,
			 struct kw_record *rec)
{
	struct kw_records_iter bi;
	struct kw_error err;
	kw_records_iter_init(&bi, buf, len, 0);
	assert_int_equal(kw_records_iter_next(&bi, b, &err), 1);
	struct kw_record_iter it;
	assert_int_equal(kw_record_iter_init(&it, b, &err), 0);
	assert_int_equal(kw_record_iter_next(&it, rec), 1);
	struct kw_record extra;
	assert_int_equal(kw_record_iter_next(&it, &extra), 0);
}

static void test_control_txn_markers(void **state)
{
	(void)state;
	for (int16_t type = KW_CONTROL_ABORT; type <= KW_CONTROL_COMMIT; type++) {
		struct kw_error err;
		struct kw_writer w;
		kw_error_clear(&err);
		assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
		struct kw_record_batch_params p;
		kw_record_batch_params_init(&p);
		p.base_offset = 77;
		p.producer_id = 4000;
		p.producer_epoch = 3;
		p.transactional = true;
		struct kw_end_txn_marker m = {0, 19};
		uint8_t val[6];
		kw_end_txn_marker_write(&m, val);
		static const uint8_t want_val[6] = {0, 0, 0, 0, 0, 19};
		assert_memory_equal(val, want_val, 6);
		size_t size;
		assert_int_equal(kw_control_batch_write(&w, &p, 555, type,
							(struct kw_bytes){val, 6}, &size),
				 0);
		size_t len;
		uint8_t *buf = kw_writer_detach(&w, &len);
		assert_int_equal(size, len);
		struct kw_record_batch b;
		struct kw_record rec;
		first_record(buf, len, &b, &rec);
		assert_true(kw_record_batch_is_control(&b.header));
		assert_true(kw_record_batch_is_transactional(&b.header));
		assert_int_equal(b.header.producer_id, 4000);
		assert_int_equal(rec.offset, 77);
		assert_int_equal(rec.timestamp, 555);
		/* Key bytes: version 0, type. */
		assert_int_equal(rec.key.len, 4);
		static const uint8_t key0[4] = {0, 0, 0, 0};
		assert_memory_equal(rec.key.ptr, key0, 3);
		assert_int_equal(rec.key.ptr[3], type);
		struct kw_control_record cr;
		assert_int_equal(kw_control_record_parse(&rec, &cr, &err), 0);
		assert_int_equal(cr.key_version, 0);
		assert_int_equal(cr.type, type);
		assert_string_equal(kw_control_type_name(cr.type),
				    type ? "COMMIT" : "ABORT");
		struct kw_end_txn_marker got;
		assert_int_equal(kw_end_txn_marker_parse(cr.value, &got, &err), 0);
		assert_int_equal(got.version, 0);
		assert_int_equal(got.coordinator_epoch, 19);
		free(buf);
	}
}

static void test_control_kraft_types(void **state)
{
	(void)state;
	static const char *const names[] = {
		"ABORT",	   "COMMIT",	    "LEADER_CHANGE", "SNAPSHOT_HEADER",
		"SNAPSHOT_FOOTER", "KRAFT_VERSION", "VOTERS"};
	for (int16_t type = 0; type <= 7; type++) {
		struct kw_error err;
		struct kw_writer w;
		kw_error_clear(&err);
		assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
		struct kw_record_batch_params p;
		kw_record_batch_params_init(&p);
		p.base_offset = 10 + type;
		p.partition_leader_epoch = 4;
		/* An already-encoded data message: int16 version 0, then bytes. */
		uint8_t val[5] = {0, 0, 0xAA, 0xBB, (uint8_t)type};
		size_t size;
		assert_int_equal(kw_control_batch_write(&w, &p, 99, type,
							(struct kw_bytes){val, 5}, &size),
				 0);
		size_t len;
		uint8_t *buf = kw_writer_detach(&w, &len);
		struct kw_record_batch b;
		struct kw_record rec;
		first_record(buf, len, &b, &rec);
		assert_true(kw_record_batch_is_control(&b.header));
		assert_false(kw_record_batch_is_transactional(&b.header));
		struct kw_control_record cr;
		assert_int_equal(kw_control_record_parse(&rec, &cr, &err), 0);
		assert_int_equal(cr.type, type);
		assert_string_equal(kw_control_type_name(type),
				    type < 7 ? names[type] : "UNKNOWN");
		assert_int_equal(cr.value.len, 5);
		assert_memory_equal(cr.value.ptr, val, 5);
		free(buf);
	}
}

static void test_control_bad_keys(void **state)
{
	(void)state;
	struct kw_record rec;
	memset(&rec, 0, sizeof rec);
	struct kw_control_record cr;
	struct kw_error err;
	static const uint8_t short_key[3] = {0, 0, 1};
	rec.key = (struct kw_bytes){short_key, 3};
	kw_error_clear(&err);
	assert_int_equal(kw_control_record_parse(&rec, &cr, &err), KW_ERR_TRUNCATED);
	rec.key = KW_BYTES_NULL;
	assert_int_equal(kw_control_record_parse(&rec, &cr, NULL), KW_ERR_TRUNCATED);
	static const uint8_t neg[4] = {0xFF, 0xFF, 0, 1};
	rec.key = (struct kw_bytes){neg, 4};
	assert_int_equal(kw_control_record_parse(&rec, &cr, NULL), KW_ERR_INVALID_VALUE);
	/* A later key version with extra bytes is read as far as known. */
	static const uint8_t v1[6] = {0, 1, 0, 1, 9, 9};
	rec.key = (struct kw_bytes){v1, 6};
	assert_int_equal(kw_control_record_parse(&rec, &cr, NULL), 0);
	assert_int_equal(cr.key_version, 1);
	assert_int_equal(cr.type, KW_CONTROL_COMMIT);

	struct kw_end_txn_marker m;
	static const uint8_t short_val[5] = {0, 0, 0, 0, 1};
	assert_int_equal(
		kw_end_txn_marker_parse((struct kw_bytes){short_val, 5}, &m, NULL),
		KW_ERR_TRUNCATED);
	assert_int_equal(kw_end_txn_marker_parse(KW_BYTES_NULL, &m, NULL),
			 KW_ERR_TRUNCATED);
	static const uint8_t neg_val[6] = {0x80, 0, 0, 0, 0, 1};
	assert_int_equal(kw_end_txn_marker_parse((struct kw_bytes){neg_val, 6}, &m, NULL),
			 KW_ERR_INVALID_VALUE);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_iterate_known),
		cmocka_unit_test(test_builder_exact_bytes),
		cmocka_unit_test(test_round_trip_attributes),
		cmocka_unit_test(test_blob_of_batches),
		cmocka_unit_test(test_bit_flips_never_reach_records),
		cmocka_unit_test(test_count_and_length_lies),
		cmocka_unit_test(test_records_area_mutations),
		cmocka_unit_test(test_builder_errors),
		cmocka_unit_test(test_compressed_batch_needs_decompression),
		cmocka_unit_test(test_control_txn_markers),
		cmocka_unit_test(test_control_kraft_types),
		cmocka_unit_test(test_control_bad_keys),
	};
	return cmocka_run_group_tests_name("records", tests, NULL, NULL);
}
