/*
 * test_json_messages.c — the generated JSON converters (kwire/msg/NAME_json.c)
 * over every message and version of the project's schemas:
 *   - defaults: init → JSON → struct equals, and JSON → struct → JSON is
 *     stable;
 *   - hand-built instances (Fetch, Produce, DescribeQuorum, Vote,
 *     QuorumStateData) in every version: struct → JSON → struct equal,
 *     JSON stable, and both encode to the same bytes;
 *   - wire → JSON → wire byte for byte, unknown tagged fields included;
 *   - Kafka's JSON form in detail (camelCase keys, version gating, tagged
 *     fields only when not default, base64 records, uuid text);
 *   - errors with their paths: missing mandatory field, wrong type,
 *     out-of-range int, bad base64, bad uuid, null where not nullable,
 *     unknown member, unsupported version.
 * Random instances from the generator's test helpers: test_json_random.c.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/msg/api_json.h>
#include <kwire/msg/describe_quorum_response_json.h>
#include <kwire/msg/fetch_request_json.h>
#include <kwire/msg/fetch_response_json.h>
#include <kwire/msg/produce_request_json.h>
#include <kwire/msg/quorum_state_data_json.h>
#include <kwire/msg/vote_request_json.h>

#include "roundtrip.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* check_round_trip over every version of mj; returns how many encoded. */
static int check_all_versions(const struct kw_msg_json *mj, const void *m)
{
	int encoded = 0;
	for (int v = mj->codec->min_version; v <= mj->codec->max_version; v++)
		encoded += check_round_trip(mj, m, (int16_t)v);
	return encoded;
}

static void test_defaults_every_version(void **state)
{
	(void)state;
	int checked = 0;
	for (size_t i = 0; i < kw_msg_count; i++) {
		const struct kw_msg_json *mj = &kw_msg_jsons[i];
		assert_ptr_equal(mj->codec, &kw_msgs[i]);
		assert_ptr_equal(kw_msg_json_by_name(kw_msgs[i].name), mj);
		void *m = calloc(1, mj->codec->struct_size);
		mj->codec->init(m);
		for (int v = mj->codec->min_version; v <= mj->codec->max_version; v++) {
			check_round_trip(mj, m, (int16_t)v);
			checked++;
		}
		free(m);
	}
	assert_true(checked > 100);
}

static void test_dispatch(void **state)
{
	(void)state;
	const struct kw_msg_json *mj = kw_msg_json_by_api(KW_API_FETCH, false);
	assert_non_null(mj);
	assert_string_equal(mj->codec->name, "FetchRequest");
	mj = kw_msg_json_by_api(KW_API_FETCH, true);
	assert_string_equal(mj->codec->name, "FetchResponse");
	assert_null(kw_msg_json_by_api(-5, false));
	assert_null(kw_msg_json_by_name("NoSuchMessage"));
	assert_non_null(kw_msg_json_by_name("QuorumStateData"));
	/* The table's to_json refuses versions outside the message's range. */
	struct kw_fetch_request f;
	kw_fetch_request_init(&f);
	assert_null(kw_fetch_request_to_json(&f, -1));
	assert_null(kw_fetch_request_to_json(&f, (int16_t)(KW_FETCH_REQUEST_MAX_VERSION + 1)));
}

/* ---- hand-built instances ---- */

static const uint8_t some_bytes[] = { 0x00, 0x01, 0xfe, 0xff, 0x7f };

static void fill_fetch_request(struct kw_fetch_request *m, struct kw_fetch_request_fetch_topic *t,
			       struct kw_fetch_request_fetch_partition *p, int32_t *forgotten,
			       struct kw_fetch_request_forgotten_topic *ft)
{
	kw_fetch_request_init(m);
	m->cluster_id = KW_STR_LIT("cluster-\xc3\xa9");
	m->replica_id = 3;
	m->replica_state.replica_id = 3;
	m->replica_state.replica_epoch = 77;
	m->max_wait_ms = 500;
	m->min_bytes = 1;
	m->max_bytes = 0x7fffffff;
	m->isolation_level = 1;
	m->session_id = -7;
	m->session_epoch = 12;
	kw_fetch_request_fetch_topic_init(t);
	t->topic = KW_STR_LIT("__cluster_metadata");
	for (int i = 0; i < 16; i++)
		t->topic_id.bytes[i] = (uint8_t)(0xf0 + i);
	kw_fetch_request_fetch_partition_init(p);
	p->partition = 0;
	p->current_leader_epoch = 5;
	p->fetch_offset = INT64_MAX;
	p->last_fetched_epoch = 4;
	p->log_start_offset = INT64_MIN;
	p->partition_max_bytes = 1 << 20;
	p->replica_directory_id.bytes[3] = 9;
	t->partitions = p;
	t->partitions_count = 1;
	m->topics = t;
	m->topics_count = 1;
	forgotten[0] = 2;
	forgotten[1] = -1;
	kw_fetch_request_forgotten_topic_init(ft);
	ft->topic = KW_STR_LIT("gone");
	ft->partitions = forgotten;
	ft->partitions_count = 2;
	m->forgotten_topics_data = ft;
	m->forgotten_topics_data_count = 1;
	m->rack_id = KW_STR_LIT("rack-1");
}

static void test_fetch_request_every_version(void **state)
{
	(void)state;
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	struct kw_fetch_request_forgotten_topic ft;
	int32_t forgotten[2];
	fill_fetch_request(&m, &t, &p, forgotten, &ft);
	const struct kw_msg_json *mj = kw_msg_json_by_name("FetchRequest");
	/* As set, fields missing from old versions are not ignorable there. */
	check_all_versions(mj, &m);
	/* Adjusted to what each version carries, every version encodes. */
	for (int v = KW_FETCH_REQUEST_MIN_VERSION; v <= KW_FETCH_REQUEST_MAX_VERSION; v++) {
		struct kw_fetch_request mv = m;
		struct kw_fetch_request_fetch_topic tv = t;
		struct kw_fetch_request_forgotten_topic ftv = ft;
		struct kw_fetch_request_fetch_partition pv = p;
		struct kw_fetch_request_fetch_partition d;
		kw_fetch_request_fetch_partition_init(&d);
		if (v < 9)
			pv.current_leader_epoch = d.current_leader_epoch;
		if (v < 12)
			pv.last_fetched_epoch = d.last_fetched_epoch;
		if (v < 5)
			pv.log_start_offset = d.log_start_offset;
		if (v < 17)
			pv.replica_directory_id = d.replica_directory_id;
		tv.partitions = &pv;
		mv.topics = &tv;
		mv.forgotten_topics_data = &ftv;
		if (v < 13) {
			memset(&tv.topic_id, 0, sizeof tv.topic_id);
		} else {
			tv.topic = KW_STR_LIT("");
			ftv.topic = KW_STR_LIT("");
		}
		if (v < 12)
			mv.cluster_id = KW_STR_NULL;
		if (v < 15)
			kw_fetch_request_replica_state_init(&mv.replica_state);
		else
			mv.replica_id = -1;
		if (v < 11)
			mv.rack_id = KW_STR_LIT("");
		if (v < 7) {
			mv.session_id = 0;
			mv.session_epoch = -1;
			mv.forgotten_topics_data_count = 0;
		}
		if (v < 4)
			mv.isolation_level = 0;
		if (v < 3)
			mv.max_bytes = 0x7fffffff;
		if (!check_round_trip(mj, &mv, (int16_t)v))
			fail_msg("FetchRequest v%d: the adjusted instance does not encode", v);
	}
}

static void test_fetch_response_records(void **state)
{
	(void)state;
	struct kw_fetch_response m;
	struct kw_fetch_response_fetchable_topic_response t;
	struct kw_fetch_response_partition_data p;
	struct kw_fetch_response_aborted_transaction ab;
	kw_fetch_response_init(&m);
	m.throttle_time_ms = 10;
	m.session_id = 99;
	kw_fetch_response_fetchable_topic_response_init(&t);
	t.topic = KW_STR_LIT("t");
	t.topic_id.bytes[0] = 1;
	kw_fetch_response_partition_data_init(&p);
	p.partition_index = 2;
	p.high_watermark = 100;
	p.last_stable_offset = 90;
	p.log_start_offset = 0;
	kw_fetch_response_aborted_transaction_init(&ab);
	ab.producer_id = 5;
	ab.first_offset = 6;
	p.aborted_transactions = &ab;
	p.aborted_transactions_count = 1;
	p.preferred_read_replica = 1;
	p.records = (struct kw_bytes){ some_bytes, sizeof some_bytes };
	t.partitions = &p;
	t.partitions_count = 1;
	m.responses = &t;
	m.responses_count = 1;
	const struct kw_msg_json *mj = kw_msg_json_by_name("FetchResponse");
	assert_true(check_all_versions(mj, &m) > 0);

	/* Records are base64 with the standard alphabet and padding. */
	json_t *j = kw_fetch_response_to_json(&m, 4);
	json_t *rec = json_object_get(
		json_array_get(json_object_get(json_array_get(json_object_get(j, "responses"), 0),
					       "partitions"),
			       0),
		"records");
	assert_string_equal(json_string_value(rec), "AAH+/38=");
	json_decref(j);
	/* Null records where the version allows it. */
	p.records = KW_BYTES_NULL;
	assert_true(check_all_versions(mj, &m) > 0);
}

static void test_produce_and_vote(void **state)
{
	(void)state;
	struct kw_produce_request m;
	struct kw_produce_request_topic_produce_data t;
	struct kw_produce_request_partition_produce_data p;
	kw_produce_request_init(&m);
	m.transactional_id = KW_STR_LIT("txn");
	m.acks = -1;
	m.timeout_ms = 30000;
	kw_produce_request_topic_produce_data_init(&t);
	t.name = KW_STR_LIT("events");
	kw_produce_request_partition_produce_data_init(&p);
	p.index = 3;
	p.records = (struct kw_bytes){ some_bytes, 4 };
	t.partition_data = &p;
	t.partition_data_count = 1;
	m.topic_data = &t;
	m.topic_data_count = 1;
	const struct kw_msg_json *mj = kw_msg_json_by_name("ProduceRequest");
	assert_true(check_all_versions(mj, &m) > 0);

	struct kw_vote_request vr;
	struct kw_vote_request_topic_data vt;
	struct kw_vote_request_partition_data vp;
	kw_vote_request_init(&vr);
	vr.cluster_id = KW_STR_LIT("abc");
	vr.voter_id = 2;
	kw_vote_request_topic_data_init(&vt);
	vt.topic_name = KW_STR_LIT("__cluster_metadata");
	kw_vote_request_partition_data_init(&vp);
	vp.partition_index = 0;
	vp.candidate_epoch = 8;
	vp.candidate_id = 1;
	vp.voter_directory_id.bytes[0] = 0x42;
	vp.last_offset_epoch = 7;
	vp.last_offset = 1234;
	vt.partitions = &vp;
	vt.partitions_count = 1;
	vr.topics = &vt;
	vr.topics_count = 1;
	mj = kw_msg_json_by_name("VoteRequest");
	assert_true(check_all_versions(mj, &vr) > 0);
}

static void test_describe_quorum_and_state(void **state)
{
	(void)state;
	struct kw_describe_quorum_response m;
	struct kw_describe_quorum_response_topic_data t;
	struct kw_describe_quorum_response_partition_data p;
	struct kw_describe_quorum_response_replica_state voters[2];
	struct kw_describe_quorum_response_node node;
	struct kw_describe_quorum_response_listener l;
	kw_describe_quorum_response_init(&m);
	m.error_message = KW_STR_LIT("fine");
	kw_describe_quorum_response_topic_data_init(&t);
	t.topic_name = KW_STR_LIT("__cluster_metadata");
	kw_describe_quorum_response_partition_data_init(&p);
	p.leader_id = 1;
	p.leader_epoch = 3;
	p.high_watermark = 50;
	for (int i = 0; i < 2; i++) {
		kw_describe_quorum_response_replica_state_init(&voters[i]);
		voters[i].replica_id = i + 1;
		voters[i].replica_directory_id.bytes[15] = (uint8_t)(i + 1);
		voters[i].log_end_offset = 50 - i;
		voters[i].last_fetch_timestamp = 1700000000000LL;
	}
	p.current_voters = voters;
	p.current_voters_count = 2;
	t.partitions = &p;
	t.partitions_count = 1;
	m.topics = &t;
	m.topics_count = 1;
	kw_describe_quorum_response_node_init(&node);
	node.node_id = 1;
	kw_describe_quorum_response_listener_init(&l);
	l.name = KW_STR_LIT("CONTROLLER");
	l.host = KW_STR_LIT("localhost");
	l.port = 65535;
	node.listeners = &l;
	node.listeners_count = 1;
	m.nodes = &node;
	m.nodes_count = 1;
	const struct kw_msg_json *mj = kw_msg_json_by_name("DescribeQuorumResponse");
	assert_true(check_all_versions(mj, &m) > 0);

	struct kw_quorum_state_data q;
	struct kw_quorum_state_data_voter qv[2];
	kw_quorum_state_data_init(&q);
	q.cluster_id = KW_STR_LIT("");
	q.leader_id = 2;
	q.leader_epoch = 9;
	q.voted_id = 2;
	for (int i = 0; i < 2; i++) {
		kw_quorum_state_data_voter_init(&qv[i]);
		qv[i].voter_id = i;
	}
	q.current_voters = qv;
	q.current_voters_count = 2;
	mj = kw_msg_json_by_name("QuorumStateData");
	assert_true(check_all_versions(mj, &q) > 0);
	q.current_voters_count = -1;
	q.current_voters = NULL;
	assert_true(check_all_versions(mj, &q) > 0);
}

/* ---- the JSON form ---- */

static json_t *parse(const char *text)
{
	json_error_t jerr;
	json_t *j = json_loads(text, JSON_REJECT_DUPLICATES, &jerr);
	if (j == NULL)
		fail_msg("bad test JSON: %s at %d:%d", jerr.text, jerr.line, jerr.column);
	return j;
}

static void test_form(void **state)
{
	(void)state;
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	struct kw_fetch_request_forgotten_topic ft;
	int32_t forgotten[2];
	fill_fetch_request(&m, &t, &p, forgotten, &ft);
	/* v4: no session fields, no forgotten topics, no rack, no tagged fields. */
	json_t *j = kw_fetch_request_to_json(&m, 4);
	char *text = json_dumps(j, JSON_COMPACT);
	assert_string_equal(text,
		"{\"replicaId\":3,\"maxWaitMs\":500,\"minBytes\":1,\"maxBytes\":2147483647,"
		"\"isolationLevel\":1,\"topics\":[{\"topic\":\"__cluster_metadata\","
		"\"partitions\":[{\"partition\":0,\"fetchOffset\":9223372036854775807,"
		"\"partitionMaxBytes\":1048576}]}]}");
	free(text);
	json_decref(j);
	/* v15: replicaId gone, replicaState (tagged) present since not default. */
	j = kw_fetch_request_to_json(&m, 15);
	assert_null(json_object_get(j, "replicaId"));
	json_t *rs = json_object_get(j, "replicaState");
	assert_int_equal(json_integer_value(json_object_get(rs, "replicaEpoch")), 77);
	assert_string_equal(json_string_value(json_object_get(j, "clusterId")), "cluster-\xc3\xa9");
	/* topicId, not topic, from v13; uuid as base64url text. */
	json_t *t0 = json_array_get(json_object_get(j, "topics"), 0);
	assert_null(json_object_get(t0, "topic"));
	assert_string_equal(json_string_value(json_object_get(t0, "topicId")),
			    "8PHy8_T19vf4-fr7_P3-_w");
	json_decref(j);
	/* Tagged fields at their default are left out. */
	m.cluster_id = KW_STR_NULL;
	m.replica_state.replica_id = -1;
	m.replica_state.replica_epoch = -1;
	j = kw_fetch_request_to_json(&m, 17);
	assert_null(json_object_get(j, "clusterId"));
	assert_null(json_object_get(j, "replicaState"));
	json_decref(j);
}

static void test_reading_defaults(void **state)
{
	(void)state;
	/* Tagged and absent fields take their defaults when missing. */
	json_t *j = parse("{\"maxWaitMs\":1,\"minBytes\":2,\"maxBytes\":3,\"isolationLevel\":0,"
			  "\"sessionId\":0,\"sessionEpoch\":-1,\"topics\":[],"
			  "\"forgottenTopicsData\":[],\"rackId\":\"\"}");
	struct kw_fetch_request m;
	struct kw_arena a;
	struct kw_error err;
	kw_arena_init(&a);
	kw_error_clear(&err);
	assert_int_equal(kw_fetch_request_from_json(&m, 16, j, &a, &err), 0);
	assert_true(kw_str_is_null(m.cluster_id));
	assert_int_equal(m.replica_id, -1);
	assert_int_equal(m.replica_state.replica_epoch, -1);
	assert_int_equal(m.topics_count, 0);
	json_decref(j);
	/* A field given at a version that lacks it is read, as Kafka does. */
	j = parse("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":[],\"rackId\":\"r\"}");
	assert_int_equal(kw_fetch_request_from_json(&m, 0, j, &a, &err), 0);
	assert_int_equal(m.rack_id.len, 1);
	json_decref(j);
	kw_arena_free(&a);
}

/* from_json of FetchRequest text at version v must fail with code and text. */
static void expect_error(const char *json, int16_t v, int code, const char *want)
{
	json_t *j = parse(json);
	struct kw_fetch_request m;
	struct kw_arena a;
	struct kw_error err;
	char buf[512];
	kw_arena_init(&a);
	kw_error_clear(&err);
	int rc = kw_fetch_request_from_json(&m, v, j, &a, &err);
	if (rc != code || strcmp(kw_json_error_format(&err, buf, sizeof buf), want) != 0)
		fail_msg("got %d \"%s\", want %d \"%s\"", rc, buf, code, want);
	json_decref(j);
	kw_arena_free(&a);
}

static void test_errors(void **state)
{
	(void)state;
	expect_error("{\"replicaId\":1,\"minBytes\":2,\"topics\":[]}", 0, KW_ERR_JSON,
		     "FetchRequest v0: maxWaitMs: missing field, which is mandatory at version 0");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":[{\"topic\":\"t\","
		     "\"partitions\":[{\"partition\":0,\"fetchOffset\":0}]}]}",
		     0, KW_ERR_JSON,
		     "FetchRequest v0: topics[0].partitions[0].partitionMaxBytes: missing field, "
		     "which is mandatory at version 0");
	expect_error("{\"replicaId\":\"1\",\"maxWaitMs\":1,\"minBytes\":2,\"topics\":[]}", 0,
		     KW_ERR_JSON, "FetchRequest v0: replicaId: expected an integer, got a string");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":{}}", 0,
		     KW_ERR_JSON, "FetchRequest v0: topics: expected an array, got an object");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":null}", 0,
		     KW_ERR_NULL_NOT_ALLOWED,
		     "FetchRequest v0: topics: null is not allowed at version 0");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":2147483648,\"minBytes\":2,\"topics\":[]}", 0,
		     KW_ERR_INVALID_VALUE,
		     "FetchRequest v0: maxWaitMs: value 2147483648 is out of range "
		     "[-2147483648, 2147483647]");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"maxBytes\":3,"
		     "\"isolationLevel\":128,\"topics\":[]}",
		     4, KW_ERR_INVALID_VALUE,
		     "FetchRequest v4: isolationLevel: value 128 is out of range [-128, 127]");
	expect_error("{\"maxWaitMs\":1,\"minBytes\":2,\"maxBytes\":3,\"isolationLevel\":0,"
		     "\"sessionId\":0,\"sessionEpoch\":0,\"topics\":[{\"topicId\":\"not-a-uuid\","
		     "\"partitions\":[]}],\"forgottenTopicsData\":[],\"rackId\":\"\"}",
		     15, KW_ERR_INVALID_UUID,
		     "FetchRequest v15: topics[0].topicId: \"not-a-uuid\" is not a uuid "
		     "(22 characters of base64url)");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":[],\"colour\":1}",
		     0, KW_ERR_JSON,
		     "FetchRequest v0: colour: no field of this name in the message");
	expect_error("[]", 0, KW_ERR_JSON, "FetchRequest v0: expected an object, got an array");
	expect_error("{}", 18, KW_ERR_UNSUPPORTED_VERSION,
		     "FetchRequest v18: version 18 is not supported (valid: 0 to 17)");
	expect_error("{\"replicaId\":1,\"maxWaitMs\":1,\"minBytes\":2,\"topics\":[],"
		     "\"_unknownTaggedFields\":[{\"tag\":1,\"data\":\"x\"}]}",
		     0, KW_ERR_JSON,
		     "FetchRequest v0: _unknownTaggedFields[0].data: invalid base64 text \"x\"");

	/* Bad base64 in records. */
	json_t *j = parse("{\"transactionalId\":null,\"acks\":1,\"timeoutMs\":1,\"topicData\":[{\"name\":\"t\","
			  "\"partitionData\":[{\"index\":0,\"records\":\"AA=A\"}]}]}");
	struct kw_produce_request m;
	struct kw_arena a;
	struct kw_error err;
	char buf[512];
	kw_arena_init(&a);
	kw_error_clear(&err);
	assert_int_equal(kw_produce_request_from_json(&m, 3, j, &a, &err), KW_ERR_JSON);
	assert_string_equal(kw_json_error_format(&err, buf, sizeof buf),
			    "ProduceRequest v3: topicData[0].partitionData[0].records: invalid base64 "
			    "text \"AA=A\"");
	json_decref(j);
	kw_arena_free(&a);
}

/* ---- wire → JSON → wire ---- */

static void test_wire_round_trip_unknown_tags(void **state)
{
	(void)state;
	/* A flexible VoteRequest with an unknown tag (tag 9) in the body. */
	struct kw_vote_request vr;
	struct kw_raw_tag tags[] = { { 9, { some_bytes, 3 } } };
	kw_vote_request_init(&vr);
	vr.cluster_id = KW_STR_LIT("c");
	vr.unknown_tagged_fields = (struct kw_unknown_tags){ tags, 1 };
	const struct kw_msg_json *mj = kw_msg_json_by_name("VoteRequest");
	int16_t v = mj->codec->max_version;
	size_t n;
	uint8_t *wire = encode(mj->codec, &vr, v, &n);
	assert_non_null(wire);

	struct kw_arena a;
	struct kw_error err;
	struct kw_reader r;
	struct kw_vote_request dec, back;
	kw_arena_init(&a);
	kw_reader_init(&r, wire, n, &err);
	assert_int_equal(kw_vote_request_decode(&dec, v, &r, &a), 0);
	json_t *j = kw_vote_request_to_json(&dec, v);
	json_t *u = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	assert_int_equal(json_array_size(u), 1);
	assert_int_equal(json_integer_value(json_object_get(json_array_get(u, 0), "tag")), 9);
	assert_string_equal(json_string_value(json_object_get(json_array_get(u, 0), "data")),
			    "AAH+");
	/* Through text, as the command line does. */
	char *text = json_dumps(j, JSON_COMPACT);
	json_decref(j);
	j = parse(text);
	free(text);
	kw_error_clear(&err);
	assert_int_equal(kw_vote_request_from_json(&back, v, j, &a, &err), 0);
	size_t n2;
	uint8_t *wire2 = encode(mj->codec, &back, v, &n2);
	assert_int_equal(n, n2);
	assert_memory_equal(wire, wire2, n);
	free(wire);
	free(wire2);
	json_decref(j);
	kw_arena_free(&a);
}

/* ---- running out of memory ---- */

/* Jansson allocations fail from number fail_at on (0: never). */
static long alloc_count, fail_at;

static void *counting_malloc(size_t n)
{
	if (fail_at > 0 && ++alloc_count >= fail_at)
		return NULL;
	return malloc(n);
}

static void test_out_of_memory(void **state)
{
	(void)state;
	struct kw_fetch_request m;
	struct kw_fetch_request_fetch_topic t;
	struct kw_fetch_request_fetch_partition p;
	struct kw_fetch_request_forgotten_topic ft;
	int32_t forgotten[2];
	fill_fetch_request(&m, &t, &p, forgotten, &ft);
	json_t *want = kw_fetch_request_to_json(&m, 12);
	assert_non_null(want);

	/* to_json: every failing allocation gives NULL (and leaks nothing). */
	json_set_alloc_funcs(counting_malloc, free);
	int failures = 0;
	for (long i = 1;; i++) {
		alloc_count = 0;
		fail_at = i;
		json_t *j = kw_fetch_request_to_json(&m, 12);
		if (j == NULL) {
			failures++;
			continue;
		}
		fail_at = 0;
		assert_true(json_equal(j, want));
		json_decref(j);
		break;
	}
	fail_at = 0;
	json_set_alloc_funcs(malloc, free);
	assert_true(failures > 10);

	/* from_json: a fixed arena too small fails cleanly, naming the field. */
	uint8_t block[4096];
	bool done = false;
	for (size_t size = 0; size <= sizeof block && !done; size += 8) {
		struct kw_arena a;
		struct kw_error err;
		struct kw_fetch_request back;
		kw_arena_init_fixed(&a, block, size);
		kw_error_clear(&err);
		int rc = kw_fetch_request_from_json(&back, 12, want, &a, &err);
		if (rc == 0) {
			done = true;
		} else {
			assert_int_equal(rc, KW_ERR_NOMEM);
			assert_true(err.path[0] != '\0');
		}
	}
	assert_true(done);
	json_decref(want);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults_every_version),
		cmocka_unit_test(test_dispatch),
		cmocka_unit_test(test_fetch_request_every_version),
		cmocka_unit_test(test_fetch_response_records),
		cmocka_unit_test(test_produce_and_vote),
		cmocka_unit_test(test_describe_quorum_and_state),
		cmocka_unit_test(test_form),
		cmocka_unit_test(test_reading_defaults),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_wire_round_trip_unknown_tags),
		cmocka_unit_test(test_out_of_memory),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
