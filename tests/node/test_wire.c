/* tests/node/test_wire.c — the Kafka wire adapter: every core message kind
 * through encode and decode at every version it is used at (Vote's PreVote
 * at v2, refused below), wrong topics and partitions refused,
 * DescribeQuorum, and the simulator codec. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "wire/wire.h"
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/msg/describe_quorum_request.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/vote_request.h"
#include "kwire/protocol_errors.h"

static const uint8_t some_records[] = { 0, 1, 2, 3, 4, 5, 6, 7, 8, 9 };
static const struct kw_uuid dir_a = { { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16 } };
static const struct kw_uuid dir_b = { { 0xa0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0xb1 } };

/* A uuid is either carried (v >= since) or read as zero. */
static void assert_dir(const struct kw_uuid *got, const struct kw_uuid *sent, bool carried)
{
	static const struct kw_uuid zero;
	assert_memory_equal(got, carried ? sent : &zero, sizeof *got);
}

/* Encodes m at version v and decodes it back into *out (buf kept alive). */
static int round_trip(const struct kr_msg *m, int16_t v, struct kr_msg *out,
		      uint8_t **keep)
{
	struct kw_error werr, rerr;
	struct kw_writer w;
	struct kw_arena a;
	kw_arena_init(&a);
	assert_int_equal(kw_writer_init_growable(&w, 64, &werr), 0);
	int rc = kr_wire_encode(m, v, &a, &w);
	assert_int_equal(rc, 0);
	size_t len;
	*keep = kw_writer_detach(&w, &len);
	kw_arena_reset(&a);
	struct kw_reader r;
	kw_reader_init(&r, *keep, len, &rerr);
	int16_t key = kr_wire_api_key(m->type);
	rc = kr_wire_is_response(m->type) ? kr_wire_decode_response(key, v, &r, &a, out)
					  : kr_wire_decode_request(key, v, &r, &a, out);
	if (rc == 0)
		assert_int_equal(kw_reader_remaining(&r), 0);
	kw_arena_free(&a);
	return rc;
}

static void test_vote(void **state)
{
	(void)state;
	for (int16_t v = 0; v <= 2; v++) {
		struct kr_msg m = { .type = KR_MSG_VOTE_REQUEST }, o;
		m.u.vote_req = (struct kr_vote_request){
			.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk"),
			.candidate_epoch = 7, .candidate_id = 2,
			.candidate_directory_id = dir_a, .last_offset_epoch = 6,
			.last_offset = 1234, .voter_id = 3, .voter_directory_id = dir_b };
		uint8_t *buf;
		/* a decode below v2 clears whatever pre_vote held */
		o.u.vote_req.pre_vote = true;
		assert_int_equal(round_trip(&m, v, &o, &buf), 0);
		assert_false(o.u.vote_req.pre_vote);
		assert_int_equal(o.type, KR_MSG_VOTE_REQUEST);
		assert_true(kw_str_equal(o.u.vote_req.cluster_id, m.u.vote_req.cluster_id));
		assert_int_equal(o.u.vote_req.candidate_epoch, 7);
		assert_int_equal(o.u.vote_req.candidate_id, 2);
		assert_int_equal(o.u.vote_req.last_offset_epoch, 6);
		assert_int_equal(o.u.vote_req.last_offset, 1234);
		assert_int_equal(o.u.vote_req.voter_id, v >= 1 ? 3 : -1);
		/* KIP-853 replica keys from v1 */
		assert_dir(&o.u.vote_req.candidate_directory_id, &dir_a, v >= 1);
		assert_dir(&o.u.vote_req.voter_directory_id, &dir_b, v >= 1);
		free(buf);

		struct kr_msg r = { .type = KR_MSG_VOTE_RESPONSE };
		r.u.vote_resp = (struct kr_vote_response){ 0, 0, 2, 7, true };
		assert_int_equal(round_trip(&r, v, &o, &buf), 0);
		assert_int_equal(o.u.vote_resp.leader_id, 2);
		assert_int_equal(o.u.vote_resp.leader_epoch, 7);
		assert_true(o.u.vote_resp.vote_granted);
		free(buf);
		r.u.vote_resp = (struct kr_vote_response){ 104, 0, -1, 3, false };
		assert_int_equal(round_trip(&r, v, &o, &buf), 0);
		assert_int_equal(o.u.vote_resp.error_code, 104);
		assert_false(o.u.vote_resp.vote_granted);
		free(buf);
	}
}

/* Encodes a Vote request at v; returns the writer's buffer (*len bytes). */
static uint8_t *encode_vote(const struct kr_msg *m, int16_t v, int *rc, size_t *len)
{
	struct kw_error err;
	struct kw_writer w;
	struct kw_arena a;
	kw_arena_init(&a);
	assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
	*rc = kr_wire_encode(m, v, &a, &w);
	kw_arena_free(&a);
	if (*rc != 0) {
		kw_writer_release(&w);
		return NULL;
	}
	assert_true(kw_writer_ok(&w));
	return kw_writer_detach(&w, len);
}

/*
 * Pre-vote (KIP-996) is Vote v2's PreVote: sent at v2, round-tripped true
 * and false, written as the last field of the partition (one byte after
 * LastOffset, before the three empty tagged-field sections), and refused
 * below v2 so that a pre-vote never goes out as a real vote.
 */
static void test_vote_pre_vote(void **state)
{
	(void)state;
	assert_int_equal(kr_wire_send_version(KR_WIRE_API_VOTE), 2);
	struct kr_msg m = { .type = KR_MSG_VOTE_REQUEST }, o;
	m.u.vote_req = (struct kr_vote_request){
		.cluster_id = KW_STR_LIT("MkU3OEVBNTcwNTJENDM2Qk"), .candidate_epoch = 9,
		.candidate_id = 3, .last_offset_epoch = 8, .last_offset = 777,
		.voter_id = 1, .pre_vote = true };
	for (int pv = 0; pv <= 1; pv++) {
		m.u.vote_req.pre_vote = pv != 0;
		o.u.vote_req.pre_vote = pv == 0;
		uint8_t *buf;
		assert_int_equal(round_trip(&m, 2, &o, &buf), 0);
		assert_int_equal(o.u.vote_req.pre_vote, pv != 0);
		assert_int_equal(o.u.vote_req.candidate_epoch, 9);
		assert_int_equal(o.u.vote_req.candidate_id, 3);
		assert_int_equal(o.u.vote_req.last_offset, 777);
		assert_int_equal(o.u.vote_req.voter_id, 1);
		free(buf);

		int rc;
		size_t len2, len1;
		uint8_t *b2 = encode_vote(&m, 2, &rc, &len2);
		assert_int_equal(rc, 0);
		assert_true(len2 >= 4);
		assert_int_equal(b2[len2 - 4], pv);
		assert_int_equal(b2[len2 - 3], 0);
		assert_int_equal(b2[len2 - 2], 0);
		assert_int_equal(b2[len2 - 1], 0);
		m.u.vote_req.pre_vote = false;
		uint8_t *b1 = encode_vote(&m, 1, &rc, &len1);
		assert_int_equal(rc, 0);
		/* v2 is v1 with the PreVote byte inserted */
		assert_int_equal(len2, len1 + 1);
		assert_memory_equal(b2, b1, len1 - 3);
		free(b1);
		free(b2);
	}
	/* below v2 a pre-vote cannot be written */
	m.u.vote_req.pre_vote = true;
	for (int16_t v = 0; v <= 1; v++) {
		int rc;
		size_t len;
		assert_null(encode_vote(&m, v, &rc, &len));
		assert_int_equal(rc, KR_WIRE_ERR_PRE_VOTE_VERSION);
	}
	/* the answer the sender gives its core instead */
	m.from = 3;
	m.to = 1;
	m.request_id = 42;
	struct kr_msg ans;
	kr_wire_unsupported_vote_response(&m, &ans);
	assert_int_equal(ans.type, KR_MSG_VOTE_RESPONSE);
	assert_int_equal(ans.from, 1);
	assert_int_equal(ans.to, 3);
	assert_int_equal(ans.request_id, 42);
	assert_int_equal(ans.u.vote_resp.error_code, KW_PERR_UNSUPPORTED_VERSION);
	assert_false(ans.u.vote_resp.vote_granted);
}

static void test_begin_end(void **state)
{
	(void)state;
	for (int16_t v = 0; v <= 1; v++) {
		uint8_t *buf;
		struct kr_msg m = { .type = KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST }, o;
		m.u.begin_req = (struct kr_begin_quorum_epoch_request){
			.cluster_id = KW_STR_NULL, .leader_id = 3, .leader_epoch = 9,
			.voter_id = 1, .voter_directory_id = dir_a };
		assert_int_equal(round_trip(&m, v, &o, &buf), 0);
		assert_true(kw_str_is_null(o.u.begin_req.cluster_id));
		assert_int_equal(o.u.begin_req.leader_id, 3);
		assert_int_equal(o.u.begin_req.leader_epoch, 9);
		assert_int_equal(o.u.begin_req.voter_id, v >= 1 ? 1 : -1);
		assert_dir(&o.u.begin_req.voter_directory_id, &dir_a, v >= 1);
		free(buf);

		struct kr_msg e = { .type = KR_MSG_END_QUORUM_EPOCH_REQUEST };
		e.u.end_req.cluster_id = KW_STR_LIT("abc");
		e.u.end_req.leader_id = 1;
		e.u.end_req.leader_epoch = 4;
		e.u.end_req.preferred_successors[0] = 3;
		e.u.end_req.preferred_successors[1] = 2;
		e.u.end_req.preferred_directory_ids[1] = dir_b;
		e.u.end_req.n_preferred_successors = 2;
		assert_int_equal(round_trip(&e, v, &o, &buf), 0);
		assert_int_equal(o.u.end_req.leader_id, 1);
		assert_int_equal(o.u.end_req.leader_epoch, 4);
		assert_int_equal(o.u.end_req.n_preferred_successors, 2);
		assert_int_equal(o.u.end_req.preferred_successors[0], 3);
		assert_int_equal(o.u.end_req.preferred_successors[1], 2);
		assert_dir(&o.u.end_req.preferred_directory_ids[0], &dir_b, false);
		assert_dir(&o.u.end_req.preferred_directory_ids[1], &dir_b, v >= 1);
		free(buf);

		enum kr_msg_type rt[] = { KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE,
					  KR_MSG_END_QUORUM_EPOCH_RESPONSE };
		for (int i = 0; i < 2; i++) {
			struct kr_msg r = { .type = rt[i] };
			r.u.epoch_resp = (struct kr_quorum_epoch_response){ 0, 74, 3, 9 };
			assert_int_equal(round_trip(&r, v, &o, &buf), 0);
			assert_int_equal(o.type, rt[i]);
			assert_int_equal(o.u.epoch_resp.partition_error, 74);
			assert_int_equal(o.u.epoch_resp.leader_id, 3);
			assert_int_equal(o.u.epoch_resp.leader_epoch, 9);
			free(buf);
		}
	}
}

static void test_fetch(void **state)
{
	(void)state;
	/* The Raft fields exist from v12 (LastFetchedEpoch, ClusterId); topic
	 * ids from v13. */
	for (int16_t v = 12; v <= 17; v++) {
		uint8_t *buf;
		struct kr_msg m = { .type = KR_MSG_FETCH_REQUEST }, o;
		m.u.fetch_req = (struct kr_fetch_request){
			.cluster_id = KW_STR_LIT("cid"), .replica_id = 2,
			.replica_directory_id = dir_a, .max_wait_ms = 500,
			.current_leader_epoch = 5, .fetch_offset = 100,
			.last_fetched_epoch = 4, .log_start_offset = 0,
			.max_bytes = 1048576 };
		assert_int_equal(round_trip(&m, v, &o, &buf), 0);
		const struct kr_fetch_request *q = &o.u.fetch_req;
		assert_true(kw_str_equal(q->cluster_id, KW_STR_LIT("cid")));
		assert_int_equal(q->replica_id, 2);
		assert_int_equal(q->max_wait_ms, 500);
		assert_int_equal(q->current_leader_epoch, 5);
		assert_int_equal(q->fetch_offset, 100);
		assert_int_equal(q->last_fetched_epoch, 4);
		assert_int_equal(q->log_start_offset, 0);
		assert_int_equal(q->max_bytes, 1048576);
		/* ReplicaDirectoryId is a tagged field of v17 */
		assert_dir(&q->replica_directory_id, &dir_a, v >= 17);
		free(buf);

		struct kr_msg r = { .type = KR_MSG_FETCH_RESPONSE };
		r.u.fetch_resp = (struct kr_fetch_response){
			.high_watermark = 90, .log_start_offset = 40, .diverging_epoch = 3,
			.diverging_end_offset = 77, .leader_id = 1, .leader_epoch = 5,
			.snapshot_id = { 120, 4 },
			.records = { some_records, (int32_t)sizeof some_records } };
		assert_int_equal(round_trip(&r, v, &o, &buf), 0);
		const struct kr_fetch_response *s = &o.u.fetch_resp;
		assert_int_equal(s->high_watermark, 90);
		assert_int_equal(s->log_start_offset, 40);
		/* KIP-630's SnapshotId (a tagged field, v12+) */
		assert_int_equal(s->snapshot_id.end_offset, 120);
		assert_int_equal(s->snapshot_id.epoch, 4);
		assert_int_equal(s->diverging_epoch, 3);
		assert_int_equal(s->diverging_end_offset, 77);
		assert_int_equal(s->leader_id, 1);
		assert_int_equal(s->leader_epoch, 5);
		assert_int_equal(s->records.len, (int32_t)sizeof some_records);
		assert_memory_equal(s->records.ptr, some_records, sizeof some_records);
		free(buf);
	}
}

/* KIP-853: a Fetch answer names the endpoint of the leader it names in
 * NodeEndpoints (v16+), which kr_wire_decode_response_endpoints reads
 * back; none below v16, none for another leader than the one named. */
static void test_fetch_node_endpoints(void **state)
{
	(void)state;
	for (int16_t v = 12; v <= 17; v++) {
		struct kr_msg r = {.type = KR_MSG_FETCH_RESPONSE};
		r.u.fetch_resp = (struct kr_fetch_response){
			.high_watermark = 9, .log_start_offset = 0, .diverging_epoch = -1,
			.diverging_end_offset = -1, .leader_id = 3, .leader_epoch = 5,
			.snapshot_id = {-1, -1}};
		for (int other = 0; other < 2; other++) {
			struct kr_wire_node leader = {other ? 4 : 3, "n3.example", 9093};
			struct kw_error werr, rerr;
			struct kw_writer w;
			struct kw_arena a;
			kw_arena_init(&a);
			assert_int_equal(kw_writer_init_growable(&w, 64, &werr), 0);
			assert_int_equal(kr_wire_encode_fetch_response(&r, v, &leader, &a, &w), 0);
			size_t len;
			uint8_t *buf = kw_writer_detach(&w, &len);
			kw_arena_reset(&a);
			struct kw_reader rd;
			kw_reader_init(&rd, buf, len, &rerr);
			struct kr_msg o;
			assert_int_equal(kr_wire_decode_response(KR_WIRE_API_FETCH, v, &rd, &a, &o), 0);
			assert_int_equal(o.u.fetch_resp.leader_id, 3);
			kw_reader_init(&rd, buf, len, &rerr);
			struct kr_wire_endpoint eps[4];
			int n = kr_wire_decode_response_endpoints(KR_WIRE_API_FETCH, v, &rd, &a, eps, 4);
			assert_int_equal(n, v >= 16 && !other ? 1 : 0);
			if (n == 1) {
				assert_int_equal(eps[0].id, 3);
				assert_true(kw_str_equal(eps[0].host, KW_STR_LIT("n3.example")));
				assert_int_equal(eps[0].port, 9093);
			}
			free(buf);
			kw_arena_free(&a);
		}
	}
}

/* FetchSnapshot v0-v1 (KIP-630, api key 59): every field both ways, the
 * directory id only from v1; a Fetch response without a SnapshotId reads
 * as {-1, -1}; an error response; another topic is refused. */
static void test_fetch_snapshot(void **state)
{
	(void)state;
	static const uint8_t chunk[] = { 0, 0, 0, 0, 0, 0, 0, 9, 1, 2, 3 };
	for (int16_t v = 0; v <= 1; v++) {
		uint8_t *buf;
		struct kr_msg m = { .type = KR_MSG_FETCH_SNAPSHOT_REQUEST }, o;
		m.u.snap_req = (struct kr_fetch_snapshot_request){
			.cluster_id = KW_STR_LIT("cid"), .replica_id = 3,
			.replica_directory_id = dir_b, .max_bytes = 4096,
			.current_leader_epoch = 7, .snapshot_id = { 1000, 6 }, .position = 8192 };
		assert_int_equal(round_trip(&m, v, &o, &buf), 0);
		const struct kr_fetch_snapshot_request *q = &o.u.snap_req;
		assert_int_equal(o.type, KR_MSG_FETCH_SNAPSHOT_REQUEST);
		assert_true(kw_str_equal(q->cluster_id, m.u.snap_req.cluster_id));
		assert_int_equal(q->replica_id, 3);
		assert_int_equal(q->max_bytes, 4096);
		assert_int_equal(q->current_leader_epoch, 7);
		assert_int_equal(q->snapshot_id.end_offset, 1000);
		assert_int_equal(q->snapshot_id.epoch, 6);
		assert_int_equal(q->position, 8192);
		assert_dir(&q->replica_directory_id, &dir_b, v >= 1);
		free(buf);

		struct kr_msg r = { .type = KR_MSG_FETCH_SNAPSHOT_RESPONSE };
		r.u.snap_resp = (struct kr_fetch_snapshot_response){
			.partition_error = 0, .snapshot_id = { 1000, 6 }, .leader_id = 1,
			.leader_epoch = 7, .size = 20000, .position = 8192,
			.records = { chunk, (int32_t)sizeof chunk } };
		assert_int_equal(round_trip(&r, v, &o, &buf), 0);
		const struct kr_fetch_snapshot_response *s = &o.u.snap_resp;
		assert_int_equal(o.type, KR_MSG_FETCH_SNAPSHOT_RESPONSE);
		assert_int_equal(s->snapshot_id.end_offset, 1000);
		assert_int_equal(s->snapshot_id.epoch, 6);
		assert_int_equal(s->leader_id, 1);
		assert_int_equal(s->leader_epoch, 7);
		assert_int_equal(s->size, 20000);
		assert_int_equal(s->position, 8192);
		assert_int_equal(s->records.len, (int32_t)sizeof chunk);
		assert_memory_equal(s->records.ptr, chunk, sizeof chunk);
		free(buf);
		r.u.snap_resp.partition_error = KW_PERR_SNAPSHOT_NOT_FOUND;
		r.u.snap_resp.records = (struct kw_bytes){ NULL, 0 };
		assert_int_equal(round_trip(&r, v, &o, &buf), 0);
		assert_int_equal(o.u.snap_resp.partition_error, KW_PERR_SNAPSHOT_NOT_FOUND);
		assert_int_equal(o.u.snap_resp.records.len, 0);
		free(buf);
	}
	/* a Fetch answer without a SnapshotId */
	struct kr_msg r = { .type = KR_MSG_FETCH_RESPONSE }, o;
	r.u.fetch_resp.snapshot_id = (struct kr_snapshot_id){ -1, -1 };
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.diverging_end_offset = -1;
	uint8_t *buf;
	assert_int_equal(round_trip(&r, 17, &o, &buf), 0);
	assert_int_equal(o.u.fetch_resp.snapshot_id.end_offset, -1);
	assert_int_equal(o.u.fetch_resp.snapshot_id.epoch, -1);
	free(buf);
	/* an error response and a request for another topic */
	uint8_t out[256];
	struct kw_error err;
	struct kw_writer w;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kr_wire_encode_error_response(KR_WIRE_API_FETCH_SNAPSHOT, 1,
						       KW_PERR_INVALID_REQUEST, &a, &w),
			 0);
	struct kw_reader rd;
	kw_reader_init(&rd, out, w.pos, &err);
	assert_int_equal(kr_wire_decode_response(KR_WIRE_API_FETCH_SNAPSHOT, 1, &rd, &a, &o), 0);
	assert_int_equal(o.u.snap_resp.error_code, KW_PERR_INVALID_REQUEST);
	struct kw_fetch_snapshot_request q;
	struct kw_fetch_snapshot_request_topic_snapshot t;
	struct kw_fetch_snapshot_request_partition_snapshot p;
	kw_fetch_snapshot_request_init(&q);
	kw_fetch_snapshot_request_topic_snapshot_init(&t);
	kw_fetch_snapshot_request_partition_snapshot_init(&p);
	t.name = KW_STR_LIT("other");
	t.partitions = &p;
	t.partitions_count = 1;
	q.topics = &t;
	q.topics_count = 1;
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, out, sizeof out, &err);
	assert_int_equal(kw_fetch_snapshot_request_encode(&q, 1, &w), 0);
	kw_reader_init(&rd, out, w.pos, &err);
	assert_int_equal(kr_wire_decode_request(KR_WIRE_API_FETCH_SNAPSHOT, 1, &rd, &a, &o),
			 KR_WIRE_ERR_WRONG_PARTITION);
	kw_arena_free(&a);
	assert_int_equal(kr_wire_send_version(KR_WIRE_API_FETCH_SNAPSHOT), 1);
}

static void test_wrong_partition(void **state)
{
	(void)state;
	struct kw_vote_request m;
	struct kw_vote_request_topic_data t;
	struct kw_vote_request_partition_data p;
	kw_vote_request_init(&m);
	kw_vote_request_topic_data_init(&t);
	kw_vote_request_partition_data_init(&p);
	t.topic_name = KW_STR_LIT("other");
	t.partitions = &p;
	t.partitions_count = 1;
	m.topics = &t;
	m.topics_count = 1;
	for (int pass = 0; pass < 2; pass++) {
		if (pass == 1) {
			t.topic_name = KW_STR_LIT(KR_WIRE_TOPIC);
			p.partition_index = 1;
		}
		uint8_t buf[256];
		struct kw_error err;
		struct kw_writer w;
		kw_writer_init_fixed(&w, buf, sizeof buf, &err);
		assert_int_equal(kw_vote_request_encode(&m, 1, &w), 0);
		struct kw_reader r;
		struct kw_arena a;
		struct kr_msg o;
		kw_arena_init(&a);
		kw_reader_init(&r, buf, w.pos, &err);
		assert_int_equal(kr_wire_decode_request(KR_WIRE_API_VOTE, 1, &r, &a, &o),
				 KR_WIRE_ERR_WRONG_PARTITION);
		kw_arena_free(&a);
	}
	/* Truncated input is a decode error, not a crash. */
	struct kr_msg v = { .type = KR_MSG_VOTE_REQUEST }, o;
	v.u.vote_req.cluster_id = KW_STR_NULL;
	uint8_t *buf;
	assert_int_equal(round_trip(&v, 1, &o, &buf), 0);
	for (size_t cut = 0; cut < 10; cut++) {
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena a;
		kw_arena_init(&a);
		kw_reader_init(&r, buf, cut, &err);
		assert_true(kr_wire_decode_request(KR_WIRE_API_VOTE, 1, &r, &a, &o) < 0);
		kw_arena_free(&a);
	}
	free(buf);
	assert_int_equal(kr_wire_api_key((enum kr_msg_type)99), -1);
}

static void test_describe_quorum(void **state)
{
	(void)state;
	struct kr_quorum_info info;
	memset(&info, 0, sizeof info);
	info.leader_id = 1;
	info.leader_epoch = 3;
	info.high_watermark = 42;
	info.n_voters = 2;
	info.voters[0] = (struct kr_replica_info){ .replica_id = 1, .directory_id = dir_a,
						   .log_end_offset = 42,
						   .last_fetch_timestamp = 1000,
						   .last_caught_up_timestamp = 1000 };
	info.voters[1] = (struct kr_replica_info){ .replica_id = 2, .log_end_offset = 40,
						   .last_fetch_timestamp = 990,
						   .last_caught_up_timestamp = 900 };
	info.n_observers = 1;
	info.observers[0] = (struct kr_replica_info){ .replica_id = 101,
						      .directory_id = dir_b,
						      .log_end_offset = 30,
						      .last_fetch_timestamp = 800,
						      .last_caught_up_timestamp = -1 };
	struct kr_wire_node nodes[] = { { 1, "127.0.0.1", 9001 }, { 2, "127.0.0.1", 9002 } };
	for (int16_t v = 0; v <= 2; v++) {
		struct kw_error err;
		struct kw_writer w;
		struct kw_arena a;
		kw_arena_init(&a);
		assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
		assert_int_equal(kr_wire_encode_describe_quorum(&info, nodes, 2, v, &a, &w), 0);
		struct kw_reader r;
		struct kw_describe_quorum_response m;
		kw_reader_init(&r, w.buf, w.pos, &err);
		assert_int_equal(kw_describe_quorum_response_decode(&m, v, &r, &a), 0);
		const struct kw_describe_quorum_response_partition_data *p =
			&m.topics[0].partitions[0];
		assert_int_equal(p->leader_id, 1);
		assert_int_equal(p->leader_epoch, 3);
		assert_int_equal(p->high_watermark, 42);
		assert_int_equal(p->current_voters_count, 2);
		assert_int_equal(p->current_voters[1].log_end_offset, 40);
		assert_int_equal(p->observers_count, 1);
		assert_int_equal(p->observers[0].replica_id, 101);
		if (v >= 1)
			assert_int_equal(p->current_voters[1].last_caught_up_timestamp, 900);
		if (v >= 2) {
			/* the directory ids the core gave, written by the
			 * adapter itself (the node patched them in before) */
			assert_dir(&p->current_voters[0].replica_directory_id, &dir_a, true);
			assert_dir(&p->observers[0].replica_directory_id, &dir_b, true);
			assert_int_equal(m.nodes_count, 2);
			assert_int_equal(m.nodes[1].listeners[0].port, 9002);
		}
		kw_writer_release(&w);
		kw_arena_free(&a);
	}
}

static void test_sim_codec(void **state)
{
	(void)state;
	struct kr_msg m = { .type = KR_MSG_FETCH_REQUEST, .from = 2, .to = 1,
			    .request_id = 77 };
	m.u.fetch_req = (struct kr_fetch_request){
		.cluster_id = KW_STR_NULL, .replica_id = 2, .max_wait_ms = 500,
		.current_leader_epoch = 5, .fetch_offset = 100, .last_fetched_epoch = 4,
		.max_bytes = 4096 };
	uint8_t *buf;
	size_t len;
	assert_int_equal(kr_wire_sim_encode(NULL, &m, &buf, &len), 0);
	struct kr_msg o;
	assert_int_equal(kr_wire_sim_decode(NULL, buf, len, &o), 0);
	assert_int_equal(o.type, KR_MSG_FETCH_REQUEST);
	assert_int_equal(o.from, 2);
	assert_int_equal(o.to, 1);
	assert_int_equal(o.request_id, 77);
	assert_int_equal(o.u.fetch_req.fetch_offset, 100);
	assert_int_equal(o.u.fetch_req.last_fetched_epoch, 4);
	assert_true(kr_wire_sim_decode(NULL, buf, len - 1, &o) < 0);
	free(buf);
}

/* The versions a node may pick for a peer (kr_wire_send_min_version ..
 * kr_wire_send_version) are the ones the round trips above cover: Fetch
 * from v12, where the Raft fields start, the others from v0. */
static void test_send_range(void **state)
{
	(void)state;
	const int16_t keys[] = {KR_WIRE_API_VOTE, KR_WIRE_API_BEGIN_QUORUM_EPOCH,
				KR_WIRE_API_END_QUORUM_EPOCH, KR_WIRE_API_FETCH,
				KR_WIRE_API_FETCH_SNAPSHOT};
	const int16_t lo[] = {0, 0, 0, 12, 0}, hi[] = {2, 1, 1, 17, 1};
	for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
		assert_int_equal(kr_wire_send_min_version(keys[i]), lo[i]);
		assert_int_equal(kr_wire_send_version(keys[i]), hi[i]);
	}
	assert_int_equal(kr_wire_send_min_version(KW_API_PRODUCE), -1);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vote),
		cmocka_unit_test(test_vote_pre_vote),
		cmocka_unit_test(test_begin_end),
		cmocka_unit_test(test_fetch),
		cmocka_unit_test(test_fetch_node_endpoints),
		cmocka_unit_test(test_fetch_snapshot),
		cmocka_unit_test(test_wrong_partition),
		cmocka_unit_test(test_describe_quorum),
		cmocka_unit_test(test_sim_codec),
		cmocka_unit_test(test_send_range),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
