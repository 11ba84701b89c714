/*
 * tests/node/test_topic_state.c — the node's compacted topic
 * (node/topic_state.h) against a plain reference (an array indexed by key),
 * and snapshot files written from it and read back (node/snapshot_io.h).
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "node/snapshot_io.h"
#include "node/topic_state.h"
#include "../storage/helpers.h"

#define KEYS 300

struct ref {
	bool live;
	int64_t offset;
	char value[32];
};

struct collect {
	struct ref got[KEYS];
	size_t n;
	int64_t last_offset;
	bool ordered;
};

static int key_of(const struct kr_node_record *r)
{
	char k[16] = "";
	memcpy(k, r->key, (size_t)r->key_len < sizeof k - 1 ? (size_t)r->key_len : 15);
	return atoi(k + 1);
}

static int collect(void *ctx, const struct kr_node_record *recs, size_t n)
{
	struct collect *c = ctx;
	for (size_t i = 0; i < n; i++) {
		if (recs[i].offset <= c->last_offset)
			c->ordered = false;
		c->last_offset = recs[i].offset;
		int k = key_of(&recs[i]);
		assert_true(k >= 0 && k < KEYS);
		assert_false(c->got[k].live); /* each key once */
		c->got[k].live = true;
		c->got[k].offset = recs[i].offset;
		snprintf(c->got[k].value, sizeof c->got[k].value, "%.*s", recs[i].value_len,
			 (const char *)recs[i].value);
		c->n++;
	}
	return 0;
}

/* Random puts and deletes (and unkeyed records) against the reference;
 * the state lists exactly the live keys, each with its latest record, in
 * offset order. Many deletes exercise the backward-shift deletion. */
static void test_against_reference(void **state)
{
	(void)state;
	struct kr_topic_state *st = kr_topic_state_new();
	assert_non_null(st);
	static struct ref ref[KEYS];
	memset(ref, 0, sizeof ref);
	uint64_t x = 12345;
	for (int64_t off = 0; off < 20000; off++) {
		x = x * 6364136223846793005ull + 1442695040888963407ull;
		int k = (int)((x >> 33) % KEYS);
		char key[16], val[32];
		int kl = snprintf(key, sizeof key, "k%d", k);
		int vl = snprintf(val, sizeof val, "v%lld", (long long)off);
		struct kr_node_record r = {off, 1000 + off, (uint8_t *)key, kl,
					   (uint8_t *)val, vl, NULL, 0};
		unsigned what = (unsigned)(x >> 20) % 10;
		if (what < 3) {
			r.value = NULL;
			r.value_len = -1; /* a tombstone */
			ref[k].live = false;
		} else if (what == 3) {
			r.key = NULL;
			r.key_len = -1; /* no key: not kept */
		} else {
			ref[k].live = true;
			ref[k].offset = off;
			memcpy(ref[k].value, val, (size_t)vl + 1);
		}
		assert_int_equal(kr_topic_state_apply(st, &r, 1), 0);
	}
	struct collect c;
	memset(&c, 0, sizeof c);
	c.last_offset = -1;
	c.ordered = true;
	assert_int_equal(kr_topic_state_each(st, 7, collect, &c), 0);
	size_t live = 0;
	for (int k = 0; k < KEYS; k++) {
		assert_int_equal(c.got[k].live, ref[k].live);
		if (!ref[k].live)
			continue;
		live++;
		assert_int_equal(c.got[k].offset, ref[k].offset);
		assert_string_equal(c.got[k].value, ref[k].value);
	}
	assert_true(c.ordered);
	assert_int_equal(c.n, live);
	assert_int_equal(kr_topic_state_keys(st), live);
	kr_topic_state_clear(st);
	assert_int_equal(kr_topic_state_keys(st), 0);
	assert_int_equal(kr_topic_state_bytes(st), 0);
	kr_topic_state_free(st);
}

/* A header survives the state and a snapshot file; offsets and
 * timestamps are kept; a bad header batch is refused and leaves nothing. */
static int emit(void *ctx, const struct kr_node_record *recs, size_t n)
{
	return kr_node_snapshot_write(ctx, recs, n);
}

static int source(void *ctx, struct kr_node_snapshot *s)
{
	return kr_topic_state_each(ctx, 2, emit, s);
}

static int sink(void *ctx, const struct kr_node_record *recs, size_t n)
{
	return kr_topic_state_apply(ctx, recs, n);
}

static int checked;

/* The records read back: "b" (an empty value, not a tombstone) at 11 and
 * the latest "a" at 12 with its header, timestamps kept. */
static int check_sink(void *ctx, const struct kr_node_record *recs, size_t n)
{
	for (size_t i = 0; i < n; i++, checked++) {
		const struct kr_node_record *r = &recs[i];
		if (r->key[0] == 'b') {
			assert_int_equal(r->offset, 11);
			assert_int_equal(r->timestamp, 222);
			assert_int_equal(r->value_len, 0);
			assert_int_equal(r->n_headers, 0);
		} else {
			assert_int_equal(r->offset, 12);
			assert_int_equal(r->timestamp, 333);
			assert_memory_equal(r->value, "2", 1);
			assert_int_equal(r->n_headers, 1);
			assert_int_equal(r->headers[0].key_len, 5);
			assert_memory_equal(r->headers[0].key, "trace", 5);
			assert_int_equal(r->headers[0].value_len, 3);
			assert_memory_equal(r->headers[0].value, "abc", 3);
		}
	}
	return sink(ctx, recs, n);
}

static void test_snapshot_file_round_trip(void **state)
{
	(void)state;
	char dir[] = "/tmp/kwire-ts-XXXXXX";
	assert_non_null(mkdtemp(dir));
	struct kr_topic_state *st = kr_topic_state_new();
	struct kr_node_header h = {"trace", 5, (const uint8_t *)"abc", 3};
	struct kr_node_record recs[3] = {
		{10, 111, (const uint8_t *)"a", 1, (const uint8_t *)"1", 1, &h, 1},
		{11, 222, (const uint8_t *)"b", 1, (const uint8_t *)"", 0, NULL, 0},
		{12, 333, (const uint8_t *)"a", 1, (const uint8_t *)"2", 1, &h, 1},
	};
	assert_int_equal(kr_topic_state_apply(st, recs, 3), 0);
	/* not a header batch: refused, no file left */
	struct kr_snapshot_info info;
	uint64_t n = 0;
	char why[512];
	uint8_t junk[80] = {0};
	struct kr_snapshot_io_options o = {KW_COMPRESSION_NONE, 5000};
	struct kr_snapshot_id id = {13, 1};
	assert_true(kr_snapshot_io_write(dir, id, (struct kw_bytes){junk, sizeof junk}, &o,
					 source, st, &info, &n, why, sizeof why) < 0);
	assert_true(strlen(why) > 0);
	char cmd[128];
	snprintf(cmd, sizeof cmd, "test -z \"$(ls %s)\"", dir);
	assert_int_equal(system(cmd), 0);
	/* a real header: written, frozen, read back into another state */
	uint8_t head[512];
	size_t hn = test_snapshot_header(head, 333, 1);
	assert_int_equal(kr_snapshot_io_write(dir, id, (struct kw_bytes){head, (int32_t)hn},
					      &o, source, st, &info, &n, why, sizeof why),
			 0);
	assert_int_equal(n, 2);
	assert_int_equal(info.id.end_offset, 13);
	struct kr_topic_state *back = kr_topic_state_new();
	uint64_t loaded = 0;
	assert_int_equal(kr_snapshot_io_load(dir, &info, check_sink, NULL, back, &loaded, why,
					     sizeof why),
			 0);
	assert_int_equal(loaded, 2);
	assert_int_equal(checked, 2);
	assert_int_equal(kr_topic_state_keys(back), 2);
	assert_int_equal(kr_topic_state_bytes(back), kr_topic_state_bytes(st));
	kr_topic_state_free(back);
	kr_topic_state_free(st);
	snprintf(cmd, sizeof cmd, "rm -rf %s", dir);
	assert_int_equal(system(cmd), 0);
}

/* kr_node_snapshot_write refuses offsets that do not rise. */
static int falling_source(void *ctx, struct kr_node_snapshot *s)
{
	(void)ctx;
	struct kr_node_record r[2] = {
		{5, 1, (const uint8_t *)"a", 1, (const uint8_t *)"x", 1, NULL, 0},
		{4, 1, (const uint8_t *)"b", 1, (const uint8_t *)"y", 1, NULL, 0},
	};
	int rc = kr_node_snapshot_write(s, r, 2);
	assert_int_equal(rc, KR_NODE_ERR_INVALID_ARGUMENT);
	return rc;
}

static void test_write_refuses_falling_offsets(void **state)
{
	(void)state;
	assert_int_equal(kr_node_snapshot_write(NULL, NULL, 0), KR_NODE_ERR_INVALID_ARGUMENT);
	char dir[] = "/tmp/kwire-ts-XXXXXX";
	assert_non_null(mkdtemp(dir));
	uint8_t head[512];
	size_t hn = test_snapshot_header(head, 1, 0);
	struct kr_snapshot_io_options o = {KW_COMPRESSION_NONE, 5000};
	struct kr_snapshot_info info;
	uint64_t n = 0;
	char why[512] = "";
	assert_int_equal(kr_snapshot_io_write(dir, (struct kr_snapshot_id){6, 1},
					      (struct kw_bytes){head, (int32_t)hn}, &o,
					      falling_source, NULL, &info, &n, why, sizeof why),
			 KR_NODE_ERR_INVALID_ARGUMENT);
	assert_non_null(strstr(why, "invalid argument"));
	char cmd[128];
	snprintf(cmd, sizeof cmd, "test -z \"$(ls %s)\" && rm -rf %s", dir, dir);
	assert_int_equal(system(cmd), 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_against_reference),
		cmocka_unit_test(test_snapshot_file_round_trip),
		cmocka_unit_test(test_write_refuses_falling_offsets),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
