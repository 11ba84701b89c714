/*
 * tests/interop/test_admin.c — librdkafka's admin client and its SASL
 * client against our minimal broker (fake_broker.h), one API version at a
 * time.
 *
 * librdkafka's mock cluster serves none of the admin APIs and no SASL, so
 * their frames cannot be captured from it; here librdkafka talks to a
 * broker of ours instead. Every request it sends is decoded with our codecs,
 * must use every byte and must encode back to librdkafka's bytes (the
 * broker checks it); our answers must be read by librdkafka (its admin call
 * ends with a result event, its SASL/PLAIN login succeeds).
 *
 * For each admin operation the broker advertises the API it sends at one
 * version [v, v] at a time, from our oldest to our newest: librdkafka uses
 * v when it knows it, and refuses the call at once otherwise; the table
 * printed at the end lists the versions that went over the wire.
 *
 * The admin answers are our codecs' default response (init: no results,
 * error 0): enough for librdkafka to end the call, which is all this test
 * asks of them. The results' contents are not the point: the requests are.
 */
#include "fake_broker.h"

#include "kwire/msg/api.h"
#include "kwire/msg/create_acls_request.h"
#include "kwire/msg/create_acls_response.h"
#include "kwire/msg/delete_acls_request.h"
#include "kwire/msg/delete_acls_response.h"
#include "kwire/msg/delete_groups_request.h"
#include "kwire/msg/delete_groups_response.h"
#include "kwire/msg/describe_groups_request.h"
#include "kwire/msg/describe_groups_response.h"
#include "kwire/msg/find_coordinator_request.h"
#include "kwire/msg/find_coordinator_response.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"

#include <librdkafka/rdkafka.h>

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define TOPIC "kw-admin"
#define GROUP "kw-admin-group"
static const struct fake_topic topics[] = {{TOPIC, 2}};

/* Every (key, version) the clients used, for the report. */
static struct fake_tally used;

static struct kw_str str_of(const char *s)
{
	return (struct kw_str){s, (int32_t)strlen(s)};
}

/* ---- the broker's answers ---- */

static int answer_find_coordinator(struct fake_broker *b, int fd,
				   const struct kw_api *api, int16_t version,
				   int32_t corr,
				   const struct kw_find_coordinator_request *req,
				   struct kw_arena *a)
{
	struct kw_find_coordinator_response resp;
	kw_find_coordinator_response_init(&resp);
	resp.node_id = FAKE_NODE_ID;
	resp.host = str_of("127.0.0.1");
	resp.port = b->port;
	if (req->coordinator_keys_count > 0) { /* v4+: one answer per key */
		resp.coordinators =
			kw_arena_calloc(a, (size_t)req->coordinator_keys_count,
					sizeof(*resp.coordinators));
		if (!resp.coordinators)
			return -1;
		resp.coordinators_count = req->coordinator_keys_count;
		for (int32_t i = 0; i < req->coordinator_keys_count; i++) {
			struct kw_find_coordinator_response_coordinator *c =
				&resp.coordinators[i];
			kw_find_coordinator_response_coordinator_init(c);
			c->key = req->coordinator_keys[i];
			c->node_id = FAKE_NODE_ID;
			c->host = resp.host;
			c->port = b->port;
		}
	}
	return fake_send_response(fd, api, version, corr, &resp);
}

/* SaslHandshake: PLAIN and SCRAM offered; the client's choice accepted. */
static int answer_sasl_handshake(int fd, const struct kw_api *api, int16_t version,
				 int32_t corr,
				 const struct kw_sasl_handshake_request *req)
{
	static struct kw_str mechanisms[3];
	mechanisms[0] = str_of("PLAIN");
	mechanisms[1] = str_of("SCRAM-SHA-256");
	mechanisms[2] = str_of("SCRAM-SHA-512");
	struct kw_sasl_handshake_response resp;
	kw_sasl_handshake_response_init(&resp);
	resp.mechanisms = mechanisms;
	resp.mechanisms_count = 3;
	resp.error_code = 33; /* UNSUPPORTED_SASL_MECHANISM */
	for (int i = 0; i < 3; i++)
		if (req->mechanism.len == mechanisms[i].len &&
		    memcmp(req->mechanism.ptr, mechanisms[i].ptr,
			   (size_t)req->mechanism.len) == 0)
			resp.error_code = 0;
	return fake_send_response(fd, api, version, corr, &resp);
}

/*
 * SaslAuthenticate: a PLAIN token ("\0user\0password") for kw-user is let
 * in; anything else (SCRAM's client-first message) is refused with
 * SASL_AUTHENTICATION_FAILED and a message, as a broker refuses a login.
 */
static int answer_sasl_authenticate(int fd, const struct kw_api *api, int16_t version,
				    int32_t corr,
				    const struct kw_sasl_authenticate_request *req)
{
	static const char plain[] = "\0kw-user\0kw-secret";
	struct kw_sasl_authenticate_response resp;
	kw_sasl_authenticate_response_init(&resp);
	if ((size_t)req->auth_bytes.len != sizeof(plain) - 1 ||
	    memcmp(req->auth_bytes.ptr, plain, sizeof(plain) - 1) != 0) {
		resp.error_code = 58; /* SASL_AUTHENTICATION_FAILED */
		resp.error_message = str_of("this broker lets in kw-user by PLAIN only");
	}
	return fake_send_response(fd, api, version, corr, &resp);
}

/*
 * DescribeGroups: each group asked for, Empty and without members (an
 * answer without them trips an assertion in librdkafka 2.0.2's admin
 * code).
 */
static int answer_describe_groups(int fd, const struct kw_api *api, int16_t version,
				  int32_t corr,
				  const struct kw_describe_groups_request *req,
				  struct kw_arena *a)
{
	struct kw_describe_groups_response resp;
	kw_describe_groups_response_init(&resp);
	int32_t n = req->groups_count > 0 ? req->groups_count : 0;
	resp.groups = kw_arena_calloc(a, (size_t)n + 1, sizeof(*resp.groups));
	if (!resp.groups)
		return -1;
	resp.groups_count = n;
	for (int32_t i = 0; i < n; i++) {
		struct kw_describe_groups_response_described_group *g = &resp.groups[i];
		kw_describe_groups_response_described_group_init(g);
		g->group_id = req->groups[i];
		g->group_state = str_of("Empty");
		g->protocol_type = str_of("consumer");
		g->protocol_data = str_of("");
		g->members_count = 0;
	}
	return fake_send_response(fd, api, version, corr, &resp);
}

/* DeleteGroups: each group asked for, deleted. */
static int answer_delete_groups(int fd, const struct kw_api *api, int16_t version,
				int32_t corr, const struct kw_delete_groups_request *req,
				struct kw_arena *a)
{
	struct kw_delete_groups_response resp;
	kw_delete_groups_response_init(&resp);
	int32_t n = req->groups_names_count > 0 ? req->groups_names_count : 0;
	resp.results = kw_arena_calloc(a, (size_t)n + 1, sizeof(*resp.results));
	if (!resp.results)
		return -1;
	resp.results_count = n;
	for (int32_t i = 0; i < n; i++) {
		kw_delete_groups_response_deletable_group_result_init(&resp.results[i]);
		resp.results[i].group_id = req->groups_names[i];
	}
	return fake_send_response(fd, api, version, corr, &resp);
}

/*
 * n results, each as init leaves it (error 0): CreateAcls and DeleteAcls
 * answer one per creation or filter, by position, and librdkafka 2.0.2
 * asserts that each is there.
 */
static void *results(struct kw_arena *a, int32_t n, size_t size, void (*init)(void *))
{
	n = n > 0 ? n : 0;
	uint8_t *r = kw_arena_calloc(a, (size_t)n + 1, size);
	for (int32_t i = 0; r && i < n; i++)
		init(r + (size_t)i * size);
	return r;
}

static int answer_create_acls(int fd, const struct kw_api *api, int16_t version,
			      int32_t corr, const struct kw_create_acls_request *req,
			      struct kw_arena *a)
{
	struct kw_create_acls_response resp;
	kw_create_acls_response_init(&resp);
	resp.results = results(
		a, req->creations_count, sizeof(*resp.results),
		(void (*)(void *))kw_create_acls_response_acl_creation_result_init);
	if (!resp.results)
		return -1;
	resp.results_count = req->creations_count > 0 ? req->creations_count : 0;
	return fake_send_response(fd, api, version, corr, &resp);
}

static int answer_delete_acls(int fd, const struct kw_api *api, int16_t version,
			      int32_t corr, const struct kw_delete_acls_request *req,
			      struct kw_arena *a)
{
	struct kw_delete_acls_response resp;
	kw_delete_acls_response_init(&resp);
	resp.filter_results = results(
		a, req->filters_count, sizeof(*resp.filter_results),
		(void (*)(void *))kw_delete_acls_response_delete_acls_filter_result_init);
	if (!resp.filter_results)
		return -1;
	resp.filter_results_count = req->filters_count > 0 ? req->filters_count : 0;
	return fake_send_response(fd, api, version, corr, &resp);
}

static int answer(struct fake_broker *b, int fd, const struct kw_api *api,
		  int16_t version, int32_t corr, const void *req, struct kw_arena *a)
{
	switch (api->api_key) {
	case KW_API_METADATA:
		return fake_answer_metadata(b, fd, version, corr, req, a, topics, 1);
	case KW_API_FIND_COORDINATOR:
		return answer_find_coordinator(b, fd, api, version, corr, req, a);
	case KW_API_DESCRIBE_GROUPS:
		return answer_describe_groups(fd, api, version, corr, req, a);
	case KW_API_DELETE_GROUPS:
		return answer_delete_groups(fd, api, version, corr, req, a);
	case KW_API_CREATE_ACLS:
		return answer_create_acls(fd, api, version, corr, req, a);
	case KW_API_DELETE_ACLS:
		return answer_delete_acls(fd, api, version, corr, req, a);
	case KW_API_SASL_HANDSHAKE:
		return answer_sasl_handshake(fd, api, version, corr, req);
	case KW_API_SASL_AUTHENTICATE:
		return answer_sasl_authenticate(fd, api, version, corr, req);
	default: {
		void *resp = kw_arena_calloc(a, 1, api->response->struct_size);
		if (!resp)
			return -1;
		api->response->init(resp);
		return fake_send_response(fd, api, version, corr, resp);
	}
	}
}

/* ---- librdkafka's clients ---- */

static rd_kafka_t *client(const struct fake_broker *b, const char *const *extra)
{
	char err[256], boot[64];
	snprintf(boot, sizeof(boot), "127.0.0.1:%u", b->port);
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	assert_int_equal(
		rd_kafka_conf_set(conf, "bootstrap.servers", boot, err, sizeof(err)),
		RD_KAFKA_CONF_OK);
	rd_kafka_conf_set(conf, "log_level", "2", err, sizeof(err));
	if (getenv("KW_RDKAFKA_DEBUG"))
		rd_kafka_conf_set(conf, "debug", getenv("KW_RDKAFKA_DEBUG"), err,
				  sizeof(err));
	for (; extra && extra[0]; extra += 2)
		if (rd_kafka_conf_set(conf, extra[0], extra[1], err, sizeof(err)))
			fail_msg("%s: %s", extra[0], err);
	rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof(err));
	if (!rk)
		fail_msg("rd_kafka_new: %s", err);
	return rk;
}

typedef void (*admin_call)(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			   rd_kafka_queue_t *q);

static void create_topics(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			  rd_kafka_queue_t *q)
{
	char err[256];
	rd_kafka_NewTopic_t *t = rd_kafka_NewTopic_new("kw-new", 3, 1, err, sizeof(err));
	assert_non_null(t);
	assert_int_equal(rd_kafka_NewTopic_set_config(t, "cleanup.policy", "compact"), 0);
	rd_kafka_CreateTopics(rk, &t, 1, o, q);
	rd_kafka_NewTopic_destroy(t);
}

static void delete_topics(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			  rd_kafka_queue_t *q)
{
	rd_kafka_DeleteTopic_t *t = rd_kafka_DeleteTopic_new(TOPIC);
	rd_kafka_DeleteTopics(rk, &t, 1, o, q);
	rd_kafka_DeleteTopic_destroy(t);
}

static void create_partitions(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			      rd_kafka_queue_t *q)
{
	char err[256];
	rd_kafka_NewPartitions_t *p =
		rd_kafka_NewPartitions_new(TOPIC, 4, err, sizeof(err));
	assert_non_null(p);
	rd_kafka_CreatePartitions(rk, &p, 1, o, q);
	rd_kafka_NewPartitions_destroy(p);
}

static void describe_configs(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			     rd_kafka_queue_t *q)
{
	rd_kafka_ConfigResource_t *c[2] = {
		rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, TOPIC),
		rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_BROKER, "1"),
	};
	rd_kafka_DescribeConfigs(rk, c, 2, o, q);
	rd_kafka_ConfigResource_destroy_array(c, 2);
}

static void alter_configs(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			  rd_kafka_queue_t *q)
{
	rd_kafka_ConfigResource_t *c =
		rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, TOPIC);
	assert_int_equal(rd_kafka_ConfigResource_set_config(c, "retention.ms", "3600000"),
			 0);
	rd_kafka_AlterConfigs(rk, &c, 1, o, q);
	rd_kafka_ConfigResource_destroy(c);
}

static void delete_records(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			   rd_kafka_queue_t *q)
{
	rd_kafka_topic_partition_list_t *l = rd_kafka_topic_partition_list_new(1);
	rd_kafka_topic_partition_list_add(l, TOPIC, 1)->offset = 7;
	rd_kafka_DeleteRecords_t *d = rd_kafka_DeleteRecords_new(l);
	rd_kafka_topic_partition_list_destroy(l);
	rd_kafka_DeleteRecords(rk, &d, 1, o, q);
	rd_kafka_DeleteRecords_destroy(d);
}

static void list_groups(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			rd_kafka_queue_t *q)
{
	rd_kafka_ListConsumerGroups(rk, o, q);
}

static void describe_groups(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			    rd_kafka_queue_t *q)
{
	const char *g[1] = {GROUP};
	rd_kafka_DescribeConsumerGroups(rk, g, 1, o, q);
}

static void delete_groups(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			  rd_kafka_queue_t *q)
{
	rd_kafka_DeleteGroup_t *g = rd_kafka_DeleteGroup_new(GROUP);
	rd_kafka_DeleteGroups(rk, &g, 1, o, q);
	rd_kafka_DeleteGroup_destroy(g);
}

static rd_kafka_topic_partition_list_t *group_partitions(void)
{
	rd_kafka_topic_partition_list_t *l = rd_kafka_topic_partition_list_new(2);
	rd_kafka_topic_partition_list_add(l, TOPIC, 0)->offset = 11;
	rd_kafka_topic_partition_list_add(l, TOPIC, 1)->offset = 12;
	return l;
}

static void list_group_offsets(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			       rd_kafka_queue_t *q)
{
	rd_kafka_topic_partition_list_t *l = group_partitions();
	rd_kafka_ListConsumerGroupOffsets_t *x =
		rd_kafka_ListConsumerGroupOffsets_new(GROUP, l);
	rd_kafka_topic_partition_list_destroy(l);
	rd_kafka_ListConsumerGroupOffsets(rk, &x, 1, o, q);
	rd_kafka_ListConsumerGroupOffsets_destroy(x);
}

static void alter_group_offsets(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
				rd_kafka_queue_t *q)
{
	rd_kafka_topic_partition_list_t *l = group_partitions();
	rd_kafka_AlterConsumerGroupOffsets_t *x =
		rd_kafka_AlterConsumerGroupOffsets_new(GROUP, l);
	rd_kafka_topic_partition_list_destroy(l);
	rd_kafka_AlterConsumerGroupOffsets(rk, &x, 1, o, q);
	rd_kafka_AlterConsumerGroupOffsets_destroy(x);
}

static void delete_group_offsets(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
				 rd_kafka_queue_t *q)
{
	rd_kafka_topic_partition_list_t *l = group_partitions();
	rd_kafka_DeleteConsumerGroupOffsets_t *x =
		rd_kafka_DeleteConsumerGroupOffsets_new(GROUP, l);
	rd_kafka_topic_partition_list_destroy(l);
	rd_kafka_DeleteConsumerGroupOffsets(rk, &x, 1, o, q);
	rd_kafka_DeleteConsumerGroupOffsets_destroy(x);
}

static void create_acls(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			rd_kafka_queue_t *q)
{
	char err[256];
	rd_kafka_AclBinding_t *acl = rd_kafka_AclBinding_new(
		RD_KAFKA_RESOURCE_TOPIC, TOPIC, RD_KAFKA_RESOURCE_PATTERN_LITERAL,
		"User:kw-user", "*", RD_KAFKA_ACL_OPERATION_READ,
		RD_KAFKA_ACL_PERMISSION_TYPE_ALLOW, err, sizeof(err));
	if (!acl)
		fail_msg("AclBinding: %s", err);
	rd_kafka_CreateAcls(rk, &acl, 1, o, q);
	rd_kafka_AclBinding_destroy(acl);
}

static rd_kafka_AclBindingFilter_t *acl_filter(void)
{
	char err[256];
	rd_kafka_AclBindingFilter_t *f = rd_kafka_AclBindingFilter_new(
		RD_KAFKA_RESOURCE_TOPIC, TOPIC, RD_KAFKA_RESOURCE_PATTERN_LITERAL, NULL,
		NULL, RD_KAFKA_ACL_OPERATION_ANY, RD_KAFKA_ACL_PERMISSION_TYPE_ANY, err,
		sizeof(err));
	if (!f)
		fail_msg("AclBindingFilter: %s", err);
	return f;
}

static void describe_acls(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			  rd_kafka_queue_t *q)
{
	rd_kafka_AclBindingFilter_t *f = acl_filter();
	rd_kafka_DescribeAcls(rk, f, o, q);
	rd_kafka_AclBinding_destroy(f);
}

static void delete_acls(rd_kafka_t *rk, const rd_kafka_AdminOptions_t *o,
			rd_kafka_queue_t *q)
{
	rd_kafka_AclBindingFilter_t *f = acl_filter();
	rd_kafka_DeleteAcls(rk, &f, 1, o, q);
	rd_kafka_AclBinding_destroy(f);
}

struct admin_op {
	const char *name;
	int16_t api_key; /* the API the call sends, besides Metadata and FindCoordinator
			  */
	admin_call call;
};

static const struct admin_op ops[] = {
	{"CreateTopics", KW_API_CREATE_TOPICS, create_topics},
	{"DeleteTopics", KW_API_DELETE_TOPICS, delete_topics},
	{"CreatePartitions", KW_API_CREATE_PARTITIONS, create_partitions},
	{"DescribeConfigs", KW_API_DESCRIBE_CONFIGS, describe_configs},
	{"AlterConfigs", KW_API_ALTER_CONFIGS, alter_configs},
	{"DeleteRecords", KW_API_DELETE_RECORDS, delete_records},
	{"ListConsumerGroups", KW_API_LIST_GROUPS, list_groups},
	{"DescribeConsumerGroups", KW_API_DESCRIBE_GROUPS, describe_groups},
	{"DeleteGroups", KW_API_DELETE_GROUPS, delete_groups},
	{"ListConsumerGroupOffsets", KW_API_OFFSET_FETCH, list_group_offsets},
	{"AlterConsumerGroupOffsets", KW_API_OFFSET_COMMIT, alter_group_offsets},
	{"DeleteConsumerGroupOffsets", KW_API_OFFSET_DELETE, delete_group_offsets},
	{"CreateAcls", KW_API_CREATE_ACLS, create_acls},
	{"DescribeAcls", KW_API_DESCRIBE_ACLS, describe_acls},
	{"DeleteAcls", KW_API_DELETE_ACLS, delete_acls},
};
#define NOPS (sizeof(ops) / sizeof(ops[0]))

/*
 * Runs op against a broker advertising its API at [min_version,
 * max_version]. Returns the version librdkafka sent it at (the newest both
 * know), -1 for none. Every failure is raised after the broker has
 * stopped: its thread uses b, on this stack.
 */
static int16_t run_op(const struct admin_op *op, int16_t min_version, int16_t max_version)
{
	struct fake_broker b;
	fake_broker_init(&b, answer, NULL);
	fake_broker_serve_all(&b, KW_API_METADATA);
	fake_broker_serve_all(&b, KW_API_FIND_COORDINATOR);
	fake_broker_serve(&b, op->api_key, min_version, max_version);
	/*
	 * librdkafka 2.0.2 ends its flexible ListGroups requests (v3+) with a
	 * second empty tag section, one zero byte past the request (a Kafka
	 * broker does not check that a request's bytes are all read).
	 */
	b.lenient_key = KW_API_LIST_GROUPS;
	b.lenient_from = 3;
	assert_int_equal(fake_broker_start(&b), 0);

	rd_kafka_t *rk = client(&b, NULL);
	rd_kafka_queue_t *q = rd_kafka_queue_new(rk);
	char err[256];
	rd_kafka_AdminOptions_t *o = rd_kafka_AdminOptions_new(rk, RD_KAFKA_ADMIN_OP_ANY);
	bool timeout_set =
		rd_kafka_AdminOptions_set_request_timeout(o, 5000, err, sizeof(err)) == 0;
	if (timeout_set)
		op->call(rk, o, q);
	rd_kafka_event_t *ev = timeout_set ? rd_kafka_queue_poll(q, 15000) : NULL;
	if (ev)
		rd_kafka_event_destroy(ev);
	rd_kafka_AdminOptions_destroy(o);
	rd_kafka_queue_destroy(q);
	rd_kafka_destroy(rk);
	fake_broker_stop(&b);
	if (!timeout_set)
		fail_msg("request timeout: %s", err);
	if (!ev)
		fail_msg("%s v%d-%d: librdkafka gave no result in 15 s", op->name,
			 min_version, max_version);
	if (b.failure[0])
		fail_msg("%s v%d-%d: broker: %s", op->name, min_version, max_version,
			 b.failure);
	fake_tally_add(&used, &b);
	int16_t sent = -1;
	for (int16_t v = min_version; v <= max_version; v++)
		if (b.seen[op->api_key][v])
			sent = v;
	return sent;
}

/*
 * Each admin operation at every version librdkafka and we share: with our
 * whole range advertised it sends its newest; then the broker advertises
 * each older version alone, and librdkafka must send it and end the call
 * with a result. (Versions librdkafka does not know are not tried: its
 * DescribeConsumerGroups refused for want of a version hangs
 * rd_kafka_destroy in 2.0.2.)
 */
static void test_admin_operations(void **state)
{
	(void)state;
	for (size_t i = 0; i < NOPS; i++) {
		const struct kw_api *api = kw_api_by_key(ops[i].api_key);
		assert_non_null(api);
		int16_t newest = run_op(&ops[i], api->min_version,
					kw_api_highest_version(api, false));
		if (newest < 0)
			fail_msg("%s: librdkafka sent no version of %s", ops[i].name,
				 api->name);
		for (int16_t v = api->min_version; v < newest; v++)
			if (run_op(&ops[i], v, v) != v)
				fail_msg("%s: librdkafka did not send v%d", ops[i].name,
					 v);
		printf("  %-27s %s v%d-%d\n", ops[i].name, api->name, api->min_version,
		       newest);
	}
}

/*
 * Metadata through a client with sasl_plaintext and mechanism mech
 * (kw-user, kw-secret); a refused login ends in timeout_ms.
 */
static rd_kafka_resp_err_t sasl_metadata(const struct fake_broker *b, const char *mech,
					 int timeout_ms)
{
	const char *extra[] = {"security.protocol",
			       "sasl_plaintext",
			       "sasl.mechanisms",
			       mech,
			       "sasl.username",
			       "kw-user",
			       "sasl.password",
			       "kw-secret",
			       NULL};
	rd_kafka_t *rk = client(b, extra);
	const struct rd_kafka_metadata *md = NULL;
	rd_kafka_resp_err_t e = rd_kafka_metadata(rk, 1, NULL, &md, timeout_ms);
	if (md)
		rd_kafka_metadata_destroy(md);
	rd_kafka_destroy(rk);
	return e;
}

/*
 * SASL: PLAIN logs in and reads metadata, with SaslAuthenticate advertised
 * up to each of our versions in turn (librdkafka sees framed
 * authentication only when v0 is listed, and uses its newest); SCRAM-SHA-256
 * and -512 send their client-first message (decoded and re-encoded like
 * every request) and are refused.
 */
static void test_sasl(void **state)
{
	(void)state;
	const struct kw_api *auth = kw_api_by_key(KW_API_SASL_AUTHENTICATE);
	int16_t newest = -1;
	for (int16_t v = auth->min_version; v <= kw_api_highest_version(auth, false);
	     v++) {
		struct fake_broker b;
		fake_broker_init(&b, answer, NULL);
		fake_broker_serve_all(&b, KW_API_METADATA);
		/* librdkafka wants v0 listed to see the handshake at all; it
		 * sends v1, followed by framed SaslAuthenticate requests */
		fake_broker_serve(&b, KW_API_SASL_HANDSHAKE, 0, 1);
		fake_broker_serve(&b, KW_API_SASL_AUTHENTICATE, auth->min_version, v);
		assert_int_equal(fake_broker_start(&b), 0);
		rd_kafka_resp_err_t plain = sasl_metadata(&b, "PLAIN", 5000);
		rd_kafka_resp_err_t scram256 = sasl_metadata(&b, "SCRAM-SHA-256", 1000);
		rd_kafka_resp_err_t scram512 = sasl_metadata(&b, "SCRAM-SHA-512", 1000);
		fake_broker_stop(&b);
		if (b.failure[0])
			fail_msg("SaslAuthenticate up to v%d: broker: %s", v, b.failure);
		if (plain)
			fail_msg("PLAIN, SaslAuthenticate up to v%d: %s", v,
				 rd_kafka_err2str(plain));
		assert_true(scram256 != 0 && scram512 != 0);
		int16_t sent = -1;
		int auths = 0;
		for (int16_t u = auth->min_version; u <= v; u++) {
			auths += b.seen[KW_API_SASL_AUTHENTICATE][u];
			if (b.seen[KW_API_SASL_AUTHENTICATE][u])
				sent = u;
		}
		/* one PLAIN token, then one SCRAM client-first each */
		assert_true(auths >= 3);
		/* the newest both know: v until librdkafka's newest, then that */
		if (sent != v && !(newest >= 0 && sent == newest))
			fail_msg("SaslAuthenticate up to v%d: librdkafka sent v%d", v,
				 sent);
		newest = sent;
		fake_tally_add(&used, &b);
	}
	printf("  SASL PLAIN and SCRAM: SaslAuthenticate v%d-%d\n", auth->min_version,
	       newest);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_admin_operations),
		cmocka_unit_test(test_sasl),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	fake_tally_print(
		&used,
		"API/version pairs librdkafka's admin and SASL clients used against our "
		"broker (each request decoded and re-encoded by us, byte for byte):");
	return rc;
}
