/*
 * test_kafka_cases.c — the expectations of Apache Kafka's own message tests
 * (MessageTest, SimpleArraysMessageTest, ApiMessageTypeTest,
 * RequestResponseTest) checked against the codecs generated from the
 * reference schemas: golden bytes, unknown tag 1000, a 1024-byte tagged
 * string, non-ignorable and ignorable fields at old versions, per-version
 * nullability, known tags at the wrong version, hostile counts and lengths
 * (clear errors, no big allocation), defaults, and the API table with its
 * header-version rule.
 */
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/create_topics_request.h"
#include "kwire/msg/delete_groups_request.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/heartbeat_request.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/offset_commit_request.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_handshake_request.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

/* Encodes with a growable writer; returns the code, bytes in *out. */
static int enc(const struct kw_msg_codec *c, const void *m, int v, uint8_t **out, size_t *len,
	       struct kw_error *err)
{
	struct kw_writer w;
	assert_int_equal(kw_writer_init_growable(&w, 16, err), 0);
	int rc = c->encode(m, (int16_t)v, &w);
	if (rc == 0)
		assert_int_equal(w.pos, c->size(m, (int16_t)v));
	*len = w.pos;
	*out = kw_writer_detach(&w, len);
	return rc;
}

static const struct kw_msg_codec *codec(const char *name)
{
	const struct kw_msg_codec *c = kw_msg_by_name(name);
	assert_non_null(c);
	return c;
}

static void test_api_versions_golden(void **state)
{
	(void)state;
	struct kw_api_versions_request m;
	kw_api_versions_request_init(&m);
	m.client_software_name = KW_STR_LIT("apache-kafka-java");
	m.client_software_version = KW_STR_LIT("2.8.0");
	static const uint8_t want[] = "\x12" "apache-kafka-java" "\x06" "2.8.0" "\x00";
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	assert_int_equal(enc(codec("ApiVersionsRequest"), &m, 3, &buf, &len, &err), 0);
	assert_int_equal(len, sizeof want - 1);
	assert_memory_equal(buf, want, len);
	free(buf);
}

static void test_unknown_tag_1000(void **state)
{
	(void)state;
	const struct kw_msg_codec *c = codec("ApiVersionsRequest");
	struct kw_api_versions_request m, back;
	kw_api_versions_request_init(&m);
	struct kw_raw_tag tag = { 1000, { (const uint8_t *)"abc", 3 } };
	m.unknown_tagged_fields.items = &tag;
	m.unknown_tagged_fields.count = 1;
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	/* v0 is not flexible: unknown tags cannot be written. */
	assert_int_equal(enc(c, &m, 0, &buf, &len, &err), KW_ERR_TAGS_NOT_FLEXIBLE);
	free(buf);
	assert_int_equal(enc(c, &m, 3, &buf, &len, &err), 0);
	/* ... 01 (one tag) e8 07 (1000) 03 'a' 'b' 'c' */
	assert_memory_equal(buf + len - 7, "\x01\xe8\x07\x03" "abc", 7);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_reader r;
	kw_reader_init(&r, buf, len, &err);
	assert_int_equal(c->decode(&back, 3, &r, &a), 0);
	assert_int_equal(back.unknown_tagged_fields.count, 1);
	assert_int_equal(back.unknown_tagged_fields.items[0].tag, 1000);
	assert_true(c->equal(&m, &back));
	/* Unknown tags take part in equality. */
	back.unknown_tagged_fields.count = 0;
	assert_false(c->equal(&m, &back));
	kw_arena_free(&a);
	free(buf);
}

static void test_long_tagged_string(void **state)
{
	(void)state;
	const struct kw_msg_codec *c = codec("FetchRequest");
	static char text[1024];
	memset(text, 'x', sizeof text);
	struct kw_fetch_request m, back;
	kw_fetch_request_init(&m);
	m.cluster_id = (struct kw_str){ text, 1024 };
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	assert_int_equal(enc(c, &m, 12, &buf, &len, &err), 0);
	/* Tag section: count 1, tag 0, size 1026 (2-byte varint), compact len. */
	const uint8_t want[] = { 0x01, 0x00, 0x82, 0x08, 0x81, 0x08 };
	assert_memory_equal(buf + len - 1024 - sizeof want, want, sizeof want);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_reader r;
	kw_reader_init(&r, buf, len, &err);
	assert_int_equal(c->decode(&back, 12, &r, &a), 0);
	assert_true(c->equal(&m, &back));
	kw_arena_free(&a);
	free(buf);
	/* Absent before v12 and ignorable: dropped, so v11 equals the default. */
	assert_int_equal(enc(c, &m, 11, &buf, &len, &err), 0);
	uint8_t *dflt;
	size_t dlen;
	kw_fetch_request_init(&back);
	assert_int_equal(enc(c, &back, 11, &dflt, &dlen, &err), 0);
	assert_int_equal(len, dlen);
	assert_memory_equal(buf, dflt, len);
	free(dflt);
	free(buf);
}

static void test_non_ignorable_fields(void **state)
{
	(void)state;
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	char msg[512];

	struct kw_create_topics_request ct;
	kw_create_topics_request_init(&ct);
	ct.validate_only = true;
	assert_int_equal(enc(codec("CreateTopicsRequest"), &ct, 0, &buf, &len, &err),
			 KW_ERR_NON_DEFAULT_FIELD);
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "validate_only"));
	assert_non_null(strstr(msg, "CreateTopicsRequest v0"));
	free(buf);
	assert_int_equal(enc(codec("CreateTopicsRequest"), &ct, 1, &buf, &len, &err), 0);
	free(buf);

	struct kw_fetch_request f;
	kw_fetch_request_init(&f);
	struct kw_fetch_request_forgotten_topic ft;
	kw_fetch_request_forgotten_topic_init(&ft);
	f.forgotten_topics_data = &ft;
	f.forgotten_topics_data_count = 1;
	assert_int_equal(enc(codec("FetchRequest"), &f, 5, &buf, &len, &err),
			 KW_ERR_NON_DEFAULT_FIELD);
	free(buf);

	/* Ignorable: dropped silently. */
	struct kw_offset_commit_request oc;
	kw_offset_commit_request_init(&oc);
	oc.retention_time_ms = 1234;
	assert_int_equal(enc(codec("OffsetCommitRequest"), &oc, 0, &buf, &len, &err), 0);
	free(buf);

	/* A nullable field with a null default: non-null is non-default. */
	struct kw_heartbeat_request hb;
	kw_heartbeat_request_init(&hb);
	assert_true(kw_str_is_null(hb.group_instance_id));
	assert_int_equal(enc(codec("HeartbeatRequest"), &hb, 0, &buf, &len, &err), 0);
	free(buf);
	hb.group_instance_id = KW_STR_LIT("instance");
	assert_int_equal(enc(codec("HeartbeatRequest"), &hb, 0, &buf, &len, &err),
			 KW_ERR_NON_DEFAULT_FIELD);
	free(buf);
	assert_int_equal(enc(codec("HeartbeatRequest"), &hb, 3, &buf, &len, &err), 0);
	free(buf);
}

static void test_null_per_version(void **state)
{
	(void)state;
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	char msg[512];
	struct kw_metadata_request m;
	kw_metadata_request_init(&m);
	m.topics = NULL;
	m.topics_count = -1;
	assert_int_equal(enc(codec("MetadataRequest"), &m, 0, &buf, &len, &err),
			 KW_ERR_NULL_NOT_ALLOWED);
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "topics"));
	free(buf);
	assert_int_equal(enc(codec("MetadataRequest"), &m, 1, &buf, &len, &err), 0);
	assert_int_equal(len, 4);
	assert_memory_equal(buf, "\xff\xff\xff\xff", 4);
	free(buf);
}

/* Counts what an arena obtains from its allocator. */
struct counting {
	size_t calls, bytes;
};

static void *count_alloc(void *ctx, size_t size)
{
	struct counting *c = ctx;
	c->calls++;
	c->bytes += size;
	return malloc(size);
}

static void count_free(void *ctx, void *p)
{
	(void)ctx;
	free(p);
}

static int decode_counting(const char *name, int v, const uint8_t *buf, size_t len,
			   struct kw_error *err, struct counting *cnt)
{
	const struct kw_msg_codec *c = codec(name);
	void *m = calloc(1, c->struct_size);
	assert_non_null(m);
	struct kw_allocator al = { count_alloc, count_free, cnt };
	struct kw_arena a;
	kw_arena_init_with(&a, &al);
	struct kw_reader r;
	kw_reader_init(&r, buf, len, err);
	int rc = c->decode(m, (int16_t)v, &r, &a);
	kw_arena_free(&a);
	free(m);
	return rc;
}

static void test_hostile_counts(void **state)
{
	(void)state;
	struct kw_error err;
	struct counting cnt = { 0, 0 };
	char msg[512];
	/* SimpleArraysMessageTest: compact count 126 with 7 bytes left. */
	static const uint8_t a1[] = { 0x7f, 0, 0, 0, 0, 0, 0, 0 };
	assert_int_equal(decode_counting("DeleteGroupsRequest", 2, a1, sizeof a1, &err, &cnt),
			 KW_ERR_COUNT_TOO_LARGE);
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "DeleteGroupsRequest v2: groups_names"));
	assert_non_null(strstr(msg, "126 exceeds 7 remaining bytes"));
	assert_int_equal(cnt.bytes, 0);
	/* Classic count 2147483647 with 4 bytes left. */
	static const uint8_t a2[] = { 0x7f, 0xff, 0xff, 0xff, 0, 0, 0, 0 };
	assert_int_equal(decode_counting("DeleteGroupsRequest", 0, a2, sizeof a2, &err, &cnt),
			 KW_ERR_COUNT_TOO_LARGE);
	assert_int_equal(cnt.bytes, 0);
	/* RequestResponseTest: string length 0x7fff with 5 bytes left. */
	static const uint8_t s1[] = { 0x7f, 0xff, 'P', 'L', 'A', 'I', 'N' };
	assert_true(decode_counting("SaslHandshakeRequest", 1, s1, sizeof s1, &err, &cnt) < 0);
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "mechanism"));
	/* bytes length INT32_MAX. */
	static const uint8_t b1[] = { 0x7f, 0xff, 0xff, 0xff, 1, 2, 3 };
	assert_true(decode_counting("SaslAuthenticateRequest", 1, b1, sizeof b1, &err, &cnt) < 0);
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "auth_bytes"));
	assert_int_equal(cnt.bytes, 0);
}

static void test_invalid_tag_for_version(void **state)
{
	(void)state;
	const struct kw_msg_codec *c = codec("FetchRequest");
	struct kw_fetch_request m;
	kw_fetch_request_init(&m);
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	assert_int_equal(enc(c, &m, 12, &buf, &len, &err), 0);
	assert_int_equal(buf[len - 1], 0);
	/* Replace the empty tag section by tag 1 (ReplicaState, valid from 15). */
	uint8_t *bad = malloc(len + 3);
	assert_non_null(bad);
	memcpy(bad, buf, len - 1);
	memcpy(bad + len - 1, "\x01\x01\x01\x00", 4);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_reader r;
	kw_reader_init(&r, bad, len + 3, &err);
	assert_int_equal(c->decode(&m, 12, &r, &a), KW_ERR_INVALID_TAG);
	char msg[512];
	kw_error_format(&err, msg, sizeof msg);
	assert_non_null(strstr(msg, "tag 1 is not valid for version 12"));
	/* At v15 the same tag is the ReplicaState struct (here truncated). */
	kw_reader_init(&r, bad, len + 3, &err);
	assert_true(c->decode(&m, 15, &r, &a) < 0);
	kw_arena_free(&a);
	free(bad);
	free(buf);
}

static void test_defaults(void **state)
{
	(void)state;
	struct kw_fetch_request m;
	kw_fetch_request_init(&m);
	assert_int_equal(m.replica_id, -1);
	assert_int_equal(m.max_bytes, 0x7fffffff);
	assert_int_equal(m.session_epoch, -1);
	assert_true(kw_str_is_null(m.cluster_id));
	/* Decoding v0 resets fields v0 lacks to their defaults. */
	const struct kw_msg_codec *c = codec("FetchRequest");
	uint8_t *buf;
	size_t len;
	struct kw_error err;
	assert_int_equal(enc(c, &m, 0, &buf, &len, &err), 0);
	m.max_bytes = 7;
	m.session_epoch = 9;
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_reader r;
	kw_reader_init(&r, buf, len, &err);
	assert_int_equal(c->decode(&m, 0, &r, &a), 0);
	assert_int_equal(m.max_bytes, 0x7fffffff);
	assert_int_equal(m.session_epoch, -1);
	kw_arena_free(&a);
	free(buf);
}

static void test_api_table(void **state)
{
	(void)state;
	/* Kafka's 88 (keys 0..87) and the project's AlterQuorum and
	 * DescribeVoterChange. */
	assert_int_equal(kw_api_count, 90);
	assert_int_equal(kw_apis[87].api_key, 87);
	assert_int_equal(kw_apis[88].api_key, KW_API_ALTER_QUORUM);
	assert_int_equal(kw_apis[89].api_key, KW_API_DESCRIBE_VOTER_CHANGE);
	const struct kw_api *f = kw_api_by_key(KW_API_FETCH);
	assert_non_null(f);
	assert_string_equal(f->name, "Fetch");
	assert_string_equal(f->request->name, "FetchRequest");
	assert_string_equal(f->response->name, "FetchResponse");
	assert_ptr_equal(kw_api_by_name("Fetch"), f);
	assert_ptr_equal(kw_api_by_name("FetchRequest"), f);
	assert_ptr_equal(kw_api_by_name("FetchResponse"), f);
	assert_null(kw_api_by_name("Fetc"));
	assert_null(kw_api_by_key(-1));
	assert_null(kw_api_by_key(1000));
	assert_int_equal(f->min_version, 0);
	assert_int_equal(f->max_version, 17);
	assert_int_equal(f->flexible_since, 12);
	assert_int_equal(f->deprecated_min, 0);
	assert_int_equal(f->deprecated_max, 3);
	assert_int_equal(f->listeners, KW_LISTENER_BROKER | KW_LISTENER_CONTROLLER |
					       KW_LISTENER_ZK_BROKER);
	/* ApiMessageTypeTest.testHeaderVersion */
	const struct kw_api *p = kw_api_by_key(KW_API_PRODUCE),
			    *cs = kw_api_by_key(KW_API_CONTROLLED_SHUTDOWN),
			    *ct = kw_api_by_key(KW_API_CREATE_TOPICS),
			    *av = kw_api_by_key(KW_API_API_VERSIONS);
	assert_int_equal(kw_api_request_header_version(p, 0), 1);
	assert_int_equal(kw_api_response_header_version(p, 0), 0);
	assert_int_equal(kw_api_request_header_version(p, 1), 1);
	assert_int_equal(kw_api_response_header_version(p, 1), 0);
	assert_int_equal(kw_api_request_header_version(cs, 0), 0);
	assert_int_equal(kw_api_response_header_version(cs, 0), 0);
	assert_int_equal(kw_api_request_header_version(cs, 1), 1);
	assert_int_equal(kw_api_request_header_version(ct, 4), 1);
	assert_int_equal(kw_api_response_header_version(ct, 4), 0);
	assert_int_equal(kw_api_request_header_version(ct, 5), 2);
	assert_int_equal(kw_api_response_header_version(ct, 5), 1);
	assert_int_equal(kw_api_request_header_version(av, 3), 2);
	assert_int_equal(kw_api_response_header_version(av, 3), 0);
	/* Unstable latest versions. */
	const struct kw_api *sf = kw_api_by_name("ShareFetch");
	assert_non_null(sf);
	assert_true(sf->latest_version_unstable);
	assert_int_equal(kw_api_highest_version(sf, false), -1);
	assert_int_equal(kw_api_highest_version(sf, true), 0);
	/* Keys are unique and sorted; every API starts at version 0. */
	for (size_t i = 0; i < kw_api_count; i++) {
		assert_int_equal(kw_apis[i].min_version, 0);
		if (i > 0)
			assert_true(kw_apis[i - 1].api_key < kw_apis[i].api_key);
		assert_ptr_equal(kw_api_by_key(kw_apis[i].api_key), &kw_apis[i]);
	}
	/* Data messages are reachable by name. */
	const struct kw_msg_codec *lc = kw_msg_by_name("LeaderChangeMessage");
	assert_non_null(lc);
	assert_int_equal(lc->type, KW_MSG_DATA);
	assert_string_equal(lc->module, "clients");
	/* Every one of Kafka's 253 schema files, and the project's 6. */
	assert_int_equal(kw_msg_count, 259);
	const struct kw_msg_codec *rb = kw_record_by_type(KW_METADATA_REGISTER_BROKER_RECORD);
	assert_non_null(rb);
	assert_string_equal(rb->name, "RegisterBrokerRecord");
	assert_string_equal(rb->module, "metadata");
	assert_null(kw_record_by_type(-1));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_api_versions_golden),
		cmocka_unit_test(test_unknown_tag_1000),
		cmocka_unit_test(test_long_tagged_string),
		cmocka_unit_test(test_non_ignorable_fields),
		cmocka_unit_test(test_null_per_version),
		cmocka_unit_test(test_hostile_counts),
		cmocka_unit_test(test_invalid_tag_for_version),
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_api_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
