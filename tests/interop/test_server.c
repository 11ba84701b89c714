/*
 * tests/interop/test_server.c — the other direction: a minimal broker of
 * ours (a thread with a loopback listener, generated codecs, our framing)
 * answers ApiVersions and Metadata, and librdkafka's client
 * (rd_kafka_metadata) and kcat -L must see exactly the brokers and topics
 * it advertised.
 *
 * Every request the clients send is also decoded with our codecs, must use
 * every byte and must encode back to the same bytes, so the versions
 * librdkafka picks are proven in both directions.
 *
 * One case advertises ApiVersions only up to v2: librdkafka opens with v3,
 * gets our KIP-511 reply (v0 form, error 35, ApiVersions' own range) and
 * must fall back and carry on.
 */
#include "fake_broker.h"

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"

#include <librdkafka/rdkafka.h>

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <errno.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

static const struct fake_topic topics[] = {{"alpha", 3}, {"beta", 1}};
#define NTOPICS (sizeof(topics) / sizeof(topics[0]))
#define NODE_ID FAKE_NODE_ID

/* ---- the server: ApiVersions and Metadata ---- */

static int answer(struct fake_broker *b, int fd, const struct kw_api *api,
		  int16_t version, int32_t corr, const void *req, struct kw_arena *a)
{
	if (api->api_key != KW_API_METADATA) {
		fake_broker_fail(b, "%s is not served here", api->name);
		return -1;
	}
	return fake_answer_metadata(b, fd, version, corr, req, a, topics, NTOPICS);
}

static void server_start(struct fake_broker *s, int16_t api_versions_max,
			 int16_t metadata_max)
{
	fake_broker_init(s, answer, NULL);
	fake_broker_serve(s, KW_API_API_VERSIONS, 0, api_versions_max);
	fake_broker_serve(s, KW_API_METADATA, kw_api_by_key(KW_API_METADATA)->min_version,
			  metadata_max);
	assert_int_equal(fake_broker_start(s), 0);
}

static void server_stop(struct fake_broker *s)
{
	fake_broker_stop(s);
	if (s->failure[0])
		fail_msg("server: %s", s->failure);
}

/* The newest version of an API we advertise by default. */
static int16_t newest(int16_t key)
{
	return kw_api_highest_version(kw_api_by_key(key), false);
}

/* Every (key, version) the clients used, for the report. */
static struct fake_tally used;

/* ---- librdkafka's client ---- */

static void check_rdkafka_metadata(const struct fake_broker *s)
{
	char err[256], boot[64];
	snprintf(boot, sizeof(boot), "127.0.0.1:%u", s->port);
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	assert_int_equal(
		rd_kafka_conf_set(conf, "bootstrap.servers", boot, err, sizeof(err)),
		RD_KAFKA_CONF_OK);
	rd_kafka_conf_set(conf, "log_level", "3", err, sizeof(err));
	rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof(err));
	assert_non_null(rk);
	const struct rd_kafka_metadata *md = NULL;
	rd_kafka_resp_err_t e = rd_kafka_metadata(rk, 1, NULL, &md, 10000);
	if (e)
		fail_msg("rd_kafka_metadata: %s", rd_kafka_err2str(e));
	assert_int_equal(md->broker_cnt, 1);
	assert_int_equal(md->brokers[0].id, NODE_ID);
	assert_string_equal(md->brokers[0].host, "127.0.0.1");
	assert_int_equal(md->brokers[0].port, s->port);
	assert_int_equal(md->orig_broker_id, NODE_ID);
	assert_int_equal(md->topic_cnt, (int)NTOPICS);
	for (size_t i = 0; i < NTOPICS; i++) {
		const struct rd_kafka_metadata_topic *t = NULL;
		for (int j = 0; j < md->topic_cnt; j++)
			if (strcmp(md->topics[j].topic, topics[i].name) == 0)
				t = &md->topics[j];
		assert_non_null(t);
		assert_int_equal(t->err, 0);
		assert_int_equal(t->partition_cnt, topics[i].partitions);
		for (int p = 0; p < t->partition_cnt; p++) {
			assert_int_equal(t->partitions[p].id, p);
			assert_int_equal(t->partitions[p].err, 0);
			assert_int_equal(t->partitions[p].leader, NODE_ID);
			assert_int_equal(t->partitions[p].replica_cnt, 1);
			assert_int_equal(t->partitions[p].replicas[0], NODE_ID);
			assert_int_equal(t->partitions[p].isr_cnt, 1);
			assert_int_equal(t->partitions[p].isrs[0], NODE_ID);
		}
	}
	rd_kafka_metadata_destroy(md);

	/* One named topic, and one we do not have. */
	rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, "beta", NULL);
	assert_int_equal(rd_kafka_metadata(rk, 0, rkt, &md, 10000), 0);
	assert_int_equal(md->topic_cnt, 1);
	assert_string_equal(md->topics[0].topic, "beta");
	assert_int_equal(md->topics[0].partition_cnt, 1);
	rd_kafka_metadata_destroy(md);
	rd_kafka_topic_destroy(rkt);
	rkt = rd_kafka_topic_new(rk, "gamma", NULL);
	assert_int_equal(rd_kafka_metadata(rk, 0, rkt, &md, 10000), 0);
	assert_int_equal(md->topic_cnt, 1);
	assert_int_equal(md->topics[0].err, RD_KAFKA_RESP_ERR_UNKNOWN_TOPIC_OR_PART);
	rd_kafka_metadata_destroy(md);
	rd_kafka_topic_destroy(rkt);
	rd_kafka_destroy(rk);
}

static void test_rdkafka_metadata(void **state)
{
	(void)state;
	struct fake_broker s;
	server_start(&s, newest(KW_API_API_VERSIONS), newest(KW_API_METADATA));
	check_rdkafka_metadata(&s);
	server_stop(&s);
	/* librdkafka opened with ApiVersions at a version we speak. */
	int av = 0, md = 0;
	for (int v = 0; v < 32; v++) {
		av += s.seen[18][v];
		md += s.seen[3][v];
	}
	assert_true(av > 0);
	assert_true(md > 0);
	fake_tally_add(&used, &s);
}

/* We advertise ApiVersions up to v2 only: librdkafka's v3 gets our KIP-511
 * reply, and it must fall back and still read our metadata. */
static void test_rdkafka_kip511_fallback(void **state)
{
	(void)state;
	struct fake_broker s;
	server_start(&s, 2, newest(KW_API_METADATA));
	check_rdkafka_metadata(&s);
	server_stop(&s);
	assert_true(s.norder >= 3);
	assert_int_equal(s.order_key[0], KW_API_API_VERSIONS);
	assert_true(s.order_ver[0] > 2);
	assert_int_equal(s.order_key[1], KW_API_API_VERSIONS);
	assert_true(s.order_ver[1] <= 2);
	printf("librdkafka: ApiVersions v%d -> our v0 error reply -> ApiVersions v%d\n",
	       s.order_ver[0], s.order_ver[1]);
	fake_tally_add(&used, &s);
}

/*
 * Advertising Metadata up to v0, v1, ... makes librdkafka use each version
 * it knows in turn; stop when it no longer follows (its own newest).
 */
static void test_rdkafka_metadata_versions(void **state)
{
	(void)state;
	for (int16_t mv = kw_api_by_key(KW_API_METADATA)->min_version;
	     mv <= newest(KW_API_METADATA); mv++) {
		struct fake_broker s;
		server_start(&s, newest(KW_API_API_VERSIONS), mv);
		check_rdkafka_metadata(&s);
		server_stop(&s);
		fake_tally_add(&used, &s);
		int16_t top = -1;
		for (int v = 0; v < 32; v++)
			if (s.seen[3][v])
				top = (int16_t)v;
		assert_true(top >= 0 && top <= mv);
		if (top < mv) {
			printf("librdkafka's newest Metadata version is v%d\n", top);
			break;
		}
	}
}

/*
 * Our reply to an ApiVersions version we lack is Kafka's (KIP-511): header
 * v0, then the v0 body with error 35 and ApiVersions' own range only.
 */
static void test_kip511_reply_bytes(void **state)
{
	(void)state;
	struct fake_broker s;
	fake_broker_init(&s, answer, NULL);
	s.api_versions_max = 2;
	int sv[2];
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	assert_int_equal(fake_answer_api_versions(&s, sv[0], 3, 0x01020304), 0);
	uint8_t got[64];
	ssize_t n = recv(sv[1], got, sizeof(got), 0);
	static const uint8_t want[] = {
		0, 0,  0, 16,	    /* size */
		1, 2,  3, 4,	    /* correlation id (response header v0) */
		0, 35,		    /* UNSUPPORTED_VERSION */
		0, 0,  0, 1,	    /* one api key */
		0, 18, 0, 0,  0, 2, /* ApiVersions 0-2; v0 has no throttle time */
	};
	assert_int_equal(n, sizeof(want));
	assert_memory_equal(got, want, sizeof(want));
	close(sv[0]);
	close(sv[1]);
	pthread_mutex_destroy(&s.lock);
}

/* ---- kcat ---- */

/* Runs argv, returns its stdout (malloc'd) or NULL when it cannot start. */
static char *run_capture(char *const argv[], int *status)
{
	int pipefd[2];
	assert_int_equal(pipe(pipefd), 0);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, pipefd[1], 1);
	posix_spawn_file_actions_addclose(&fa, pipefd[0]);
	pid_t pid;
	int rc = posix_spawnp(&pid, argv[0], &fa, NULL, argv, environ);
	posix_spawn_file_actions_destroy(&fa);
	close(pipefd[1]);
	if (rc != 0) {
		close(pipefd[0]);
		return NULL;
	}
	size_t len = 0, cap = 4096;
	char *out = malloc(cap);
	assert_non_null(out);
	for (;;) {
		if (len + 1 == cap) {
			cap *= 2;
			out = realloc(out, cap);
			assert_non_null(out);
		}
		ssize_t r = read(pipefd[0], out + len, cap - len - 1);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		len += (size_t)r;
	}
	out[len] = '\0';
	close(pipefd[0]);
	waitpid(pid, status, 0);
	return out;
}

static void test_kcat_list(void **state)
{
	(void)state;
	struct fake_broker s;
	server_start(&s, newest(KW_API_API_VERSIONS), newest(KW_API_METADATA));
	char boot[64], line[128];
	snprintf(boot, sizeof(boot), "127.0.0.1:%u", s.port);
	char *argv[] = {"kcat", "-L", "-b", boot, "-m", "10", NULL};
	int status = 0;
	char *out = run_capture(argv, &status);
	server_stop(&s);
	if (!out)
		skip();
	printf("%s", out);
	assert_true(WIFEXITED(status) && WEXITSTATUS(status) == 0);
	assert_non_null(strstr(out, " 1 brokers:\n"));
	snprintf(line, sizeof(line), "  broker %d at 127.0.0.1:%u", NODE_ID, s.port);
	assert_non_null(strstr(out, line));
	snprintf(line, sizeof(line), " %zu topics:\n", NTOPICS);
	assert_non_null(strstr(out, line));
	for (size_t i = 0; i < NTOPICS; i++) {
		snprintf(line, sizeof(line), "  topic \"%s\" with %d partitions:\n",
			 topics[i].name, topics[i].partitions);
		assert_non_null(strstr(out, line));
	}
	snprintf(line, sizeof(line),
		 "    partition 2, leader %d, replicas: %d, isrs: %d\n", NODE_ID, NODE_ID,
		 NODE_ID);
	assert_non_null(strstr(out, line));
	free(out);
	fake_tally_add(&used, &s);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rdkafka_metadata),
		cmocka_unit_test(test_rdkafka_kip511_fallback),
		cmocka_unit_test(test_rdkafka_metadata_versions),
		cmocka_unit_test(test_kip511_reply_bytes),
		cmocka_unit_test(test_kcat_list),
	};
	int rc = cmocka_run_group_tests(tests, NULL, NULL);
	fake_tally_print(
		&used,
		"API/version pairs librdkafka and kcat used against our server "
		"(their request decoded and re-encoded by us, our response accepted):");
	return rc;
}
