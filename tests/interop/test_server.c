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
#include "wire.h"

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
#include <poll.h>
#include <pthread.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

#define MAX_CONNS 16
#define NODE_ID 1

struct topic_spec {
	const char *name;
	int partitions;
};
static const struct topic_spec topics[] = {{"alpha", 3}, {"beta", 1}};
#define NTOPICS (sizeof(topics) / sizeof(topics[0]))

/* ---- the server ---- */

struct server {
	int lfd;
	uint16_t port;
	int16_t api_versions_max; /* what we advertise for ApiVersions */
	int16_t metadata_max;	  /* and for Metadata */
	pthread_t thread;
	pthread_mutex_t lock;
	bool stop;
	int fds[MAX_CONNS];
	struct kw_frame_reader readers[MAX_CONNS];
	/* Requests seen, per (api key, version), and their order. */
	int seen[32][32];
	int16_t order_key[64], order_ver[64];
	int norder;
	char failure[512]; /* first thing that went wrong, "" if none */
};

static void server_fail(struct server *s, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
static void server_fail(struct server *s, const char *fmt, ...)
{
	pthread_mutex_lock(&s->lock);
	if (!s->failure[0]) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(s->failure, sizeof(s->failure), fmt, ap);
		va_end(ap);
	}
	pthread_mutex_unlock(&s->lock);
}

static int16_t highest(int16_t key, const struct server *s)
{
	if (key == KW_API_API_VERSIONS)
		return s->api_versions_max;
	if (key == KW_API_METADATA)
		return s->metadata_max;
	return kw_api_highest_version(kw_api_by_key(key), false);
}

/* Encodes header + body and sends them as one frame. */
static int send_response(int fd, const struct kw_api *api, int16_t version,
			 int32_t correlation_id, const void *body)
{
	struct kw_rpc_response_header h;
	memset(&h, 0, sizeof(h));
	h.correlation_id = correlation_id;
	int16_t hv = kw_api_response_header_version(api, version);
	size_t n =
		kw_rpc_response_header_size(&h, hv) + api->response->size(body, version);
	uint8_t *buf = malloc(n);
	if (!buf)
		return -1;
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, n, &err);
	int rc = kw_rpc_response_header_encode(&h, hv, &w);
	if (rc == 0)
		rc = api->response->encode(body, version, &w);
	if (rc == 0 && w.pos == n)
		rc = wire_send_frame(fd, buf, n);
	else
		rc = -1;
	free(buf);
	return rc;
}

static int answer_api_versions(struct server *s, int fd, int16_t version, int32_t corr)
{
	const struct kw_api *api = kw_api_by_key(KW_API_API_VERSIONS);
	struct kw_api_versions_response_api_version keys[2];
	struct kw_api_versions_response resp;
	kw_api_versions_response_init(&resp);
	for (int i = 0; i < 2; i++)
		kw_api_versions_response_api_version_init(&keys[i]);
	keys[0].api_key = KW_API_METADATA;
	keys[0].min_version = kw_api_by_key(KW_API_METADATA)->min_version;
	keys[0].max_version = highest(KW_API_METADATA, s);
	keys[1].api_key = KW_API_API_VERSIONS;
	keys[1].min_version = api->min_version;
	keys[1].max_version = s->api_versions_max;
	if (version > s->api_versions_max) {
		/* KIP-511: answer in v0 form, error UNSUPPORTED_VERSION, with
		 * ApiVersions' own range so the client can pick again. */
		resp.error_code = 35;
		resp.api_keys = &keys[1];
		resp.api_keys_count = 1;
		return send_response(fd, api, 0, corr, &resp);
	}
	resp.api_keys = keys;
	resp.api_keys_count = 2;
	return send_response(fd, api, version, corr, &resp);
}

static const struct topic_spec *find_topic(struct kw_str name)
{
	for (size_t i = 0; i < NTOPICS; i++)
		if (name.len == (int32_t)strlen(topics[i].name) &&
		    memcmp(name.ptr, topics[i].name, (size_t)name.len) == 0)
			return &topics[i];
	return NULL;
}

static void fill_topic(struct kw_metadata_response_metadata_response_topic *mt,
		       struct kw_str name, const struct topic_spec *spec, size_t index,
		       struct kw_arena *a)
{
	static const int32_t one_node[1] = {NODE_ID};
	kw_metadata_response_metadata_response_topic_init(mt);
	mt->name = name;
	if (!spec) {
		mt->error_code = 3; /* UNKNOWN_TOPIC_OR_PARTITION */
		mt->partitions_count = 0;
		return;
	}
	mt->topic_id.bytes[15] = (uint8_t)(index + 1);
	mt->partitions =
		kw_arena_calloc(a, (size_t)spec->partitions, sizeof(*mt->partitions));
	if (!mt->partitions)
		abort(); /* out of memory in a test */
	mt->partitions_count = spec->partitions;
	for (int p = 0; p < spec->partitions; p++) {
		struct kw_metadata_response_metadata_response_partition *mp =
			&mt->partitions[p];
		kw_metadata_response_metadata_response_partition_init(mp);
		mp->partition_index = p;
		mp->leader_id = NODE_ID;
		mp->leader_epoch = 0;
		mp->replica_nodes = (int32_t *)one_node;
		mp->replica_nodes_count = 1;
		mp->isr_nodes = (int32_t *)one_node;
		mp->isr_nodes_count = 1;
		mp->offline_replicas_count = 0;
	}
}

static int answer_metadata(struct server *s, int fd, int16_t version, int32_t corr,
			   const struct kw_metadata_request *req, struct kw_arena *a)
{
	struct kw_metadata_response_metadata_response_broker broker;
	kw_metadata_response_metadata_response_broker_init(&broker);
	broker.node_id = NODE_ID;
	broker.host = (struct kw_str){"127.0.0.1", 9};
	broker.port = s->port;
	broker.rack = (struct kw_str){NULL, -1};
	struct kw_metadata_response resp;
	kw_metadata_response_init(&resp);
	resp.brokers = &broker;
	resp.brokers_count = 1;
	resp.cluster_id = (struct kw_str){"kwire-interop", 13};
	resp.controller_id = NODE_ID;
	/* null (v1+) or empty at v0: every topic. */
	bool all = req->topics_count < 0 || (version == 0 && req->topics_count == 0);
	size_t n = all ? NTOPICS : (size_t)req->topics_count;
	resp.topics = kw_arena_calloc(a, n ? n : 1, sizeof(*resp.topics));
	if (!resp.topics)
		return -1;
	resp.topics_count = (int32_t)n;
	for (size_t i = 0; i < n; i++) {
		if (all) {
			struct kw_str name = {topics[i].name,
					      (int32_t)strlen(topics[i].name)};
			fill_topic(&resp.topics[i], name, &topics[i], i, a);
		} else {
			const struct topic_spec *spec = find_topic(req->topics[i].name);
			fill_topic(&resp.topics[i], req->topics[i].name, spec,
				   spec ? (size_t)(spec - topics) : 0, a);
		}
	}
	return send_response(fd, kw_api_by_key(KW_API_METADATA), version, corr, &resp);
}

/*
 * Handles one request frame. Returns 0 to keep the connection, -1 to close
 * it (an API we do not serve, or a request we cannot read).
 */
static int handle(struct server *s, int fd, const uint8_t *frame, size_t len)
{
	int16_t key, version;
	if (kw_rpc_request_peek(frame, len, &key, &version) != 0)
		return -1;
	pthread_mutex_lock(&s->lock);
	if (key >= 0 && key < 32 && version >= 0 && version < 32)
		s->seen[key][version]++;
	if (s->norder < 64) {
		s->order_key[s->norder] = key;
		s->order_ver[s->norder++] = version;
	}
	pthread_mutex_unlock(&s->lock);
	const struct kw_api *api = kw_api_by_key(key);
	if (!api || (key != KW_API_API_VERSIONS && key != KW_API_METADATA)) {
		server_fail(s, "client sent api key %d v%d, which we do not serve", key,
			    version);
		return -1;
	}
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, frame, len, &err);
	struct kw_rpc_request_header h;
	int rc = -1;
	if (kw_rpc_request_header_decode(&h, kw_api_request_header_version(api, version),
					 &r, &a) != 0) {
		server_fail(s, "request header of key %d v%d: %s", key, version,
			    err.detail);
		goto out;
	}
	if (key == KW_API_API_VERSIONS && version > s->api_versions_max) {
		/* Not ours to parse (KIP-511): answer with the v0 reply. */
		rc = answer_api_versions(s, fd, version, h.correlation_id);
		goto out;
	}
	void *m = kw_arena_calloc(&a, 1, api->request->struct_size);
	if (!m)
		goto out;
	size_t at = r.pos;
	api->request->init(m);
	if (api->request->decode(m, version, &r, &a) != 0 || r.pos != len) {
		char msg[512];
		server_fail(s, "%s v%d: %s (read %zu of %zu)", api->request->name,
			    version, kw_error_format(&err, msg, sizeof(msg)), r.pos, len);
		goto out;
	}
	/* The client's request re-encoded by us is the client's bytes. */
	uint8_t *again = kw_arena_alloc(&a, len - at + 1);
	if (!again)
		goto out;
	struct kw_writer w;
	struct kw_error werr;
	kw_writer_init_fixed(&w, again, len - at + 1, &werr);
	if (api->request->encode(m, version, &w) != 0 || w.pos != len - at ||
	    memcmp(again, frame + at, len - at) != 0) {
		server_fail(s, "%s v%d does not re-encode to the client's bytes",
			    api->request->name, version);
		goto out;
	}
	if (key == KW_API_API_VERSIONS)
		rc = answer_api_versions(s, fd, version, h.correlation_id);
	else
		rc = answer_metadata(s, fd, version, h.correlation_id, m, &a);
out:
	kw_arena_free(&a);
	return rc;
}

static void drop(struct server *s, int i)
{
	close(s->fds[i]);
	kw_frame_reader_free(&s->readers[i]);
	s->fds[i] = -1;
}

static void *server_main(void *arg)
{
	struct server *s = arg;
	for (;;) {
		pthread_mutex_lock(&s->lock);
		bool stop = s->stop;
		pthread_mutex_unlock(&s->lock);
		if (stop)
			break;
		struct pollfd pfd[1 + MAX_CONNS];
		int idx[1 + MAX_CONNS];
		int n = 0;
		pfd[n++] = (struct pollfd){.fd = s->lfd, .events = POLLIN};
		for (int i = 0; i < MAX_CONNS; i++) {
			if (s->fds[i] < 0)
				continue;
			idx[n] = i;
			pfd[n++] = (struct pollfd){.fd = s->fds[i], .events = POLLIN};
		}
		if (poll(pfd, (nfds_t)n, 50) <= 0)
			continue;
		if (pfd[0].revents & POLLIN) {
			int fd = accept(s->lfd, NULL, NULL);
			int slot = -1;
			for (int i = 0; i < MAX_CONNS && fd >= 0; i++)
				if (s->fds[i] < 0) {
					slot = i;
					break;
				}
			if (slot < 0) {
				if (fd >= 0)
					close(fd);
			} else {
				s->fds[slot] = fd;
				kw_frame_reader_init(&s->readers[slot], 1 << 20);
			}
		}
		for (int k = 1; k < n; k++) {
			if (!pfd[k].revents)
				continue;
			int i = idx[k];
			uint8_t buf[4096];
			ssize_t got = recv(s->fds[i], buf, sizeof(buf), 0);
			if (got <= 0) {
				drop(s, i);
				continue;
			}
			size_t off = 0;
			while (off < (size_t)got && s->fds[i] >= 0) {
				size_t used = 0;
				int rc = kw_frame_reader_feed(&s->readers[i], buf + off,
							      (size_t)got - off, &used);
				off += used;
				if (rc < 0) {
					drop(s, i);
					break;
				}
				if (rc == 1) {
					size_t flen;
					const uint8_t *f = kw_frame_reader_frame(
						&s->readers[i], &flen);
					if (handle(s, s->fds[i], f, flen) != 0) {
						drop(s, i);
						break;
					}
					kw_frame_reader_next(&s->readers[i]);
				}
			}
		}
	}
	for (int i = 0; i < MAX_CONNS; i++)
		if (s->fds[i] >= 0)
			drop(s, i);
	return NULL;
}

static void server_start(struct server *s, int16_t api_versions_max, int16_t metadata_max)
{
	memset(s, 0, sizeof(*s));
	for (int i = 0; i < MAX_CONNS; i++)
		s->fds[i] = -1;
	s->api_versions_max = api_versions_max;
	s->metadata_max = metadata_max;
	pthread_mutex_init(&s->lock, NULL);
	s->lfd = wire_listen(&s->port);
	assert_true(s->lfd >= 0);
	assert_int_equal(pthread_create(&s->thread, NULL, server_main, s), 0);
}

static void server_stop(struct server *s)
{
	pthread_mutex_lock(&s->lock);
	s->stop = true;
	pthread_mutex_unlock(&s->lock);
	pthread_join(s->thread, NULL);
	close(s->lfd);
	pthread_mutex_destroy(&s->lock);
	if (s->failure[0])
		fail_msg("server: %s", s->failure);
}

/* The newest version of an API we advertise by default. */
static int16_t newest(int16_t key)
{
	return kw_api_highest_version(kw_api_by_key(key), false);
}

/* Every (key, version) the clients used, for the report. */
static int used[32][32];

static void note_used(const struct server *s)
{
	for (int k = 0; k < 32; k++)
		for (int v = 0; v < 32; v++)
			used[k][v] += s->seen[k][v];
}

/* ---- librdkafka's client ---- */

static void check_rdkafka_metadata(const struct server *s)
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
	struct server s;
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
	note_used(&s);
}

/* We advertise ApiVersions up to v2 only: librdkafka's v3 gets our KIP-511
 * reply, and it must fall back and still read our metadata. */
static void test_rdkafka_kip511_fallback(void **state)
{
	(void)state;
	struct server s;
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
	note_used(&s);
}

/*
 * Advertising Metadata up to v0, v1, ... makes librdkafka use each version
 * it knows in turn; stop when it no longer follows (its own newest).
 */
static void test_rdkafka_metadata_versions(void **state)
{
	(void)state;
	for (int16_t mv = kw_api_by_key(KW_API_METADATA)->min_version; mv <= newest(KW_API_METADATA); mv++) {
		struct server s;
		server_start(&s, newest(KW_API_API_VERSIONS), mv);
		check_rdkafka_metadata(&s);
		server_stop(&s);
		note_used(&s);
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
	struct server s;
	memset(&s, 0, sizeof(s));
	s.api_versions_max = 2;
	int sv[2];
	assert_int_equal(socketpair(AF_UNIX, SOCK_STREAM, 0, sv), 0);
	assert_int_equal(answer_api_versions(&s, sv[0], 3, 0x01020304), 0);
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
	struct server s;
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
	note_used(&s);
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
	printf("API/version pairs librdkafka and kcat used against our server "
	       "(their request decoded and re-encoded by us, our response accepted):\n");
	for (int k = 0; k < 32; k++) {
		const struct kw_api *api = kw_api_by_key((int16_t)k);
		bool any = false;
		for (int v = 0; v < 32; v++)
			if (used[k][v]) {
				if (!any)
					printf("  %-12s", api ? api->name : "?");
				any = true;
				printf(" v%d", v);
			}
		if (any)
			printf("\n");
	}
	return rc;
}
