/*
 * tests/raft/test_wire_alter.c — the wire form of AlterQuorum (api key
 * 10000, kwire's own): request and response through raft/wire and the
 * generated codecs, a null target (cancel), and what a node must refuse
 * (another partition, more voters than a quorum can have).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "kwire/error.h"
#include "kwire/protocol_errors.h"
#include "kwire/msg/alter_quorum_request.h"
#include "wire/wire.h"

static size_t encode(const struct kr_wire_alter_quorum *q, uint8_t *buf,
		     size_t cap)
{
	struct kw_error err;
	struct kw_writer w;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_writer_init_fixed(&w, buf, cap, &err);
	assert_int_equal(kr_wire_encode_alter_quorum(q, 0, &a, &w), 0);
	kw_arena_free(&a);
	return w.pos;
}

static int decode(const uint8_t *buf, size_t len, struct kr_wire_alter_quorum *out)
{
	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_reader_init(&r, buf, len, &err);
	int rc = kr_wire_decode_alter_quorum(0, &r, &a, out);
	kw_arena_free(&a);
	return rc;
}

static void test_request_round_trip(void **state)
{
	(void)state;
	uint8_t buf[512];
	struct kr_wire_alter_quorum q = { KW_STR_LIT("c1"), { 1, 2, 4 }, 3 }, d;
	size_t n = encode(&q, buf, sizeof buf);
	memset(&d, 0, sizeof d);
	assert_int_equal(decode(buf, n, &d), 0);
	assert_int_equal(d.n_target, 3);
	assert_int_equal(d.target[2], 4);
	assert_int_equal(d.cluster_id.len, 2);
	/* cancel: a null TargetVoters (compact length 0), not an empty list */
	q.n_target = -1;
	n = encode(&q, buf, sizeof buf);
	assert_int_equal(decode(buf, n, &d), 0);
	assert_int_equal(d.n_target, -1);
}

static void test_request_refusals(void **state)
{
	(void)state;
	uint8_t buf[1024];
	struct kw_error err;
	struct kw_writer w;
	/* another partition */
	struct kw_alter_quorum_request m;
	struct kw_alter_quorum_request_alter_quorum_topic_request t;
	struct kw_alter_quorum_request_alter_quorum_partition_request p;
	kw_alter_quorum_request_init(&m);
	kw_alter_quorum_request_alter_quorum_topic_request_init(&t);
	kw_alter_quorum_request_alter_quorum_partition_request_init(&p);
	m.topics = &t;
	m.topics_count = 1;
	t.topic_name = KW_STR_LIT("__cluster_metadata");
	t.partitions = &p;
	t.partitions_count = 1;
	p.partition_index = 3;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	assert_int_equal(kw_alter_quorum_request_encode(&m, 0, &w), 0);
	struct kr_wire_alter_quorum d;
	assert_int_equal(decode(buf, w.pos, &d), KR_WIRE_ERR_WRONG_PARTITION);
	/* more voters than KR_MAX_VOTERS */
	struct kw_alter_quorum_request_voter v[KR_MAX_VOTERS + 1];
	for (int i = 0; i <= KR_MAX_VOTERS; i++) {
		kw_alter_quorum_request_voter_init(&v[i]);
		v[i].voter_id = i;
	}
	p.partition_index = 0;
	p.target_voters = v;
	p.target_voters_count = KR_MAX_VOTERS + 1;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	assert_int_equal(kw_alter_quorum_request_encode(&m, 0, &w), 0);
	assert_int_equal(decode(buf, w.pos, &d), KR_WIRE_ERR_TOO_MANY_VOTERS);
}

static void test_response_round_trip(void **state)
{
	(void)state;
	uint8_t buf[256];
	struct kw_error err;
	struct kw_writer w;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	assert_int_equal(kr_wire_encode_alter_quorum_response(
				 KW_PERR_NOT_LEADER_OR_FOLLOWER, 0, &a, &w), 0);
	int16_t code = 0;
	kw_reader_init(&r, buf, w.pos, &err);
	assert_int_equal(kr_wire_decode_alter_quorum_response(0, &r, &a, &code), 0);
	assert_int_equal(code, KW_PERR_NOT_LEADER_OR_FOLLOWER);
	kw_arena_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_request_round_trip),
		cmocka_unit_test(test_request_refusals),
		cmocka_unit_test(test_response_round_trip),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
