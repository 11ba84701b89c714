/*
 * tests/interop/fake_broker.c — the minimal broker of the live interop
 * tests (see fake_broker.h).
 */
#include "fake_broker.h"

#include "wire.h"

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"

#include <poll.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

void fake_broker_fail(struct fake_broker *b, const char *fmt, ...)
{
	pthread_mutex_lock(&b->lock);
	if (!b->failure[0]) {
		va_list ap;
		va_start(ap, fmt);
		vsnprintf(b->failure, sizeof(b->failure), fmt, ap);
		va_end(ap);
	}
	pthread_mutex_unlock(&b->lock);
}

void fake_broker_init(struct fake_broker *b, fake_answer_fn answer, void *opaque)
{
	memset(b, 0, sizeof(*b));
	b->lfd = -1;
	for (int i = 0; i < FAKE_MAX_CONNS; i++)
		b->fds[i] = -1;
	b->answer = answer;
	b->opaque = opaque;
	b->lenient_key = -1;
	b->api_versions_max =
		kw_api_highest_version(kw_api_by_key(KW_API_API_VERSIONS), false);
	pthread_mutex_init(&b->lock, NULL);
}

void fake_broker_serve(struct fake_broker *b, int16_t api_key, int16_t min_version,
		       int16_t max_version)
{
	if (api_key == KW_API_API_VERSIONS) {
		b->api_versions_max = max_version;
		return;
	}
	for (int i = 0; i < b->nserved; i++)
		if (b->served[i].api_key == api_key) {
			b->served[i].min_version = min_version;
			b->served[i].max_version = max_version;
			return;
		}
	if (b->nserved == FAKE_MAX_APIS)
		abort(); /* a test serving more than it can list */
	b->served[b->nserved++] = (struct fake_served){api_key, min_version, max_version};
}

void fake_broker_serve_all(struct fake_broker *b, int16_t api_key)
{
	const struct kw_api *api = kw_api_by_key(api_key);
	if (!api)
		abort();
	fake_broker_serve(b, api_key, api->min_version,
			  kw_api_highest_version(api, false));
}

static const struct fake_served *served(const struct fake_broker *b, int16_t key)
{
	for (int i = 0; i < b->nserved; i++)
		if (b->served[i].api_key == key)
			return &b->served[i];
	return NULL;
}

int fake_send_response(int fd, const struct kw_api *api, int16_t version,
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

int fake_answer_api_versions(struct fake_broker *b, int fd, int16_t version,
			     int32_t correlation_id)
{
	const struct kw_api *api = kw_api_by_key(KW_API_API_VERSIONS);
	struct kw_api_versions_response_api_version keys[FAKE_MAX_APIS + 1];
	struct kw_api_versions_response resp;
	kw_api_versions_response_init(&resp);
	int n = 0;
	for (int i = 0; i < b->nserved; i++, n++) {
		kw_api_versions_response_api_version_init(&keys[n]);
		keys[n].api_key = b->served[i].api_key;
		keys[n].min_version = b->served[i].min_version;
		keys[n].max_version = b->served[i].max_version;
	}
	struct kw_api_versions_response_api_version *own = &keys[n++];
	kw_api_versions_response_api_version_init(own);
	own->api_key = KW_API_API_VERSIONS;
	own->min_version = api->min_version;
	own->max_version = b->api_versions_max;
	if (version > b->api_versions_max) {
		/* KIP-511: answer in v0 form, error UNSUPPORTED_VERSION, with
		 * ApiVersions' own range so the client can pick again. */
		resp.error_code = 35;
		resp.api_keys = own;
		resp.api_keys_count = 1;
		return fake_send_response(fd, api, 0, correlation_id, &resp);
	}
	resp.api_keys = keys;
	resp.api_keys_count = n;
	return fake_send_response(fd, api, version, correlation_id, &resp);
}

/* Decodes the request in frame and checks it re-encodes to its bytes. */
static int decode_exact(struct fake_broker *b, const struct kw_api *api, int16_t version,
			const uint8_t *frame, size_t len, struct kw_reader *r, void *m,
			struct kw_arena *a)
{
	size_t at = r->pos;
	api->request->init(m);
	int rc = api->request->decode(m, version, r, a);
	if (rc == 0 && r->pos + 1 == len && frame[r->pos] == 0 &&
	    api->api_key == b->lenient_key && version >= b->lenient_from) {
		pthread_mutex_lock(&b->lock);
		b->lenient_seen++;
		pthread_mutex_unlock(&b->lock);
		len--;
	}
	if (rc != 0 || r->pos != len) {
		char msg[256], hex[3 * 48 + 1] = "";
		for (size_t i = 0; i < len && i < 48; i++)
			snprintf(hex + 3 * i, 4, " %02x", frame[i]);
		fake_broker_fail(b, "%s v%d: %s (read %zu of %zu:%s%s)",
				 api->request->name, version,
				 kw_error_format(r->err, msg, sizeof(msg)), r->pos, len,
				 hex, len > 48 ? " ..." : "");
		return -1;
	}
	uint8_t *again = kw_arena_alloc(a, len - at + 1);
	if (!again)
		return -1;
	struct kw_writer w;
	struct kw_error werr;
	kw_writer_init_fixed(&w, again, len - at + 1, &werr);
	if (api->request->encode(m, version, &w) != 0 || w.pos != len - at ||
	    memcmp(again, frame + at, len - at) != 0) {
		fake_broker_fail(b, "%s v%d does not re-encode to the client's bytes",
				 api->request->name, version);
		return -1;
	}
	return 0;
}

/*
 * Handles one request frame. Returns 0 to keep the connection, -1 to close
 * it (an API we do not serve, or a request we cannot read).
 */
static int handle(struct fake_broker *b, int fd, const uint8_t *frame, size_t len)
{
	int16_t key, version;
	if (kw_rpc_request_peek(frame, len, &key, &version) != 0)
		return -1;
	pthread_mutex_lock(&b->lock);
	if (key >= 0 && key < FAKE_KEYS && version >= 0 && version < FAKE_VERSIONS)
		b->seen[key][version]++;
	if (b->norder < 64) {
		b->order_key[b->norder] = key;
		b->order_ver[b->norder++] = version;
	}
	pthread_mutex_unlock(&b->lock);
	const struct kw_api *api = kw_api_by_key(key);
	const struct fake_served *sv = served(b, key);
	bool listed = key == KW_API_API_VERSIONS ||
		      (sv && version >= sv->min_version && version <= sv->max_version);
	if (!api || !listed) {
		fake_broker_fail(b, "client sent api key %d v%d, which we do not serve",
				 key, version);
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
		fake_broker_fail(b, "request header of key %d v%d: %s", key, version,
				 err.detail);
		goto out;
	}
	if (key == KW_API_API_VERSIONS && version > b->api_versions_max) {
		/* Not ours to parse (KIP-511): answer with the v0 reply. */
		rc = fake_answer_api_versions(b, fd, version, h.correlation_id);
		goto out;
	}
	void *m = kw_arena_calloc(&a, 1, api->request->struct_size);
	if (!m || decode_exact(b, api, version, frame, len, &r, m, &a) != 0)
		goto out;
	if (key == KW_API_API_VERSIONS)
		rc = fake_answer_api_versions(b, fd, version, h.correlation_id);
	else
		rc = b->answer(b, fd, api, version, h.correlation_id, m, &a);
out:
	kw_arena_free(&a);
	return rc;
}

static void drop(struct fake_broker *b, int i)
{
	close(b->fds[i]);
	kw_frame_reader_free(&b->readers[i]);
	b->fds[i] = -1;
}

static void accept_one(struct fake_broker *b)
{
	int fd = accept(b->lfd, NULL, NULL);
	if (fd < 0)
		return;
	for (int i = 0; i < FAKE_MAX_CONNS; i++)
		if (b->fds[i] < 0) {
			b->fds[i] = fd;
			kw_frame_reader_init(&b->readers[i], 1 << 20);
			return;
		}
	close(fd);
}

/* Reads what connection i has and handles every whole frame in it. */
static void read_conn(struct fake_broker *b, int i)
{
	uint8_t buf[4096];
	ssize_t got = recv(b->fds[i], buf, sizeof(buf), 0);
	if (got <= 0) {
		drop(b, i);
		return;
	}
	size_t off = 0;
	while (off < (size_t)got && b->fds[i] >= 0) {
		size_t used = 0;
		int rc = kw_frame_reader_feed(&b->readers[i], buf + off,
					      (size_t)got - off, &used);
		off += used;
		if (rc < 0) {
			drop(b, i);
			return;
		}
		if (rc == 1) {
			size_t flen;
			const uint8_t *f = kw_frame_reader_frame(&b->readers[i], &flen);
			if (handle(b, b->fds[i], f, flen) != 0) {
				drop(b, i);
				return;
			}
			kw_frame_reader_next(&b->readers[i]);
		}
	}
}

static void *broker_main(void *arg)
{
	struct fake_broker *b = arg;
	for (;;) {
		pthread_mutex_lock(&b->lock);
		bool stop = b->stop;
		pthread_mutex_unlock(&b->lock);
		if (stop)
			break;
		struct pollfd pfd[1 + FAKE_MAX_CONNS];
		int idx[1 + FAKE_MAX_CONNS];
		int n = 0;
		pfd[n++] = (struct pollfd){.fd = b->lfd, .events = POLLIN};
		for (int i = 0; i < FAKE_MAX_CONNS; i++) {
			if (b->fds[i] < 0)
				continue;
			idx[n] = i;
			pfd[n++] = (struct pollfd){.fd = b->fds[i], .events = POLLIN};
		}
		if (poll(pfd, (nfds_t)n, 50) <= 0)
			continue;
		if (pfd[0].revents & POLLIN)
			accept_one(b);
		for (int k = 1; k < n; k++)
			if (pfd[k].revents && b->fds[idx[k]] >= 0)
				read_conn(b, idx[k]);
	}
	for (int i = 0; i < FAKE_MAX_CONNS; i++)
		if (b->fds[i] >= 0)
			drop(b, i);
	return NULL;
}

int fake_broker_start(struct fake_broker *b)
{
	b->lfd = wire_listen(&b->port);
	if (b->lfd < 0)
		return -1;
	if (pthread_create(&b->thread, NULL, broker_main, b) != 0) {
		close(b->lfd);
		b->lfd = -1;
		return -1;
	}
	return 0;
}

void fake_broker_stop(struct fake_broker *b)
{
	pthread_mutex_lock(&b->lock);
	b->stop = true;
	pthread_mutex_unlock(&b->lock);
	pthread_join(b->thread, NULL);
	close(b->lfd);
	pthread_mutex_destroy(&b->lock);
}

static const struct fake_topic *find_topic(struct kw_str name,
					   const struct fake_topic *topics, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (name.len == (int32_t)strlen(topics[i].name) &&
		    memcmp(name.ptr, topics[i].name, (size_t)name.len) == 0)
			return &topics[i];
	return NULL;
}

static int fill_topic(struct kw_metadata_response_metadata_response_topic *mt,
		      struct kw_str name, const struct fake_topic *spec, size_t index,
		      struct kw_arena *a)
{
	static const int32_t one_node[1] = {FAKE_NODE_ID};
	kw_metadata_response_metadata_response_topic_init(mt);
	mt->name = name;
	if (!spec) {
		mt->error_code = 3; /* UNKNOWN_TOPIC_OR_PARTITION */
		mt->partitions_count = 0;
		return 0;
	}
	mt->topic_id.bytes[15] = (uint8_t)(index + 1);
	mt->partitions =
		kw_arena_calloc(a, (size_t)spec->partitions, sizeof(*mt->partitions));
	if (!mt->partitions)
		return -1;
	mt->partitions_count = spec->partitions;
	for (int p = 0; p < spec->partitions; p++) {
		struct kw_metadata_response_metadata_response_partition *mp =
			&mt->partitions[p];
		kw_metadata_response_metadata_response_partition_init(mp);
		mp->partition_index = p;
		mp->leader_id = FAKE_NODE_ID;
		mp->leader_epoch = 0;
		mp->replica_nodes = (int32_t *)one_node;
		mp->replica_nodes_count = 1;
		mp->isr_nodes = (int32_t *)one_node;
		mp->isr_nodes_count = 1;
		mp->offline_replicas_count = 0;
	}
	return 0;
}

int fake_answer_metadata(struct fake_broker *b, int fd, int16_t version,
			 int32_t correlation_id, const struct kw_metadata_request *req,
			 struct kw_arena *a, const struct fake_topic *topics,
			 size_t ntopics)
{
	struct kw_metadata_response_metadata_response_broker broker;
	kw_metadata_response_metadata_response_broker_init(&broker);
	broker.node_id = FAKE_NODE_ID;
	broker.host = (struct kw_str){"127.0.0.1", 9};
	broker.port = b->port;
	broker.rack = (struct kw_str){NULL, -1};
	struct kw_metadata_response resp;
	kw_metadata_response_init(&resp);
	resp.brokers = &broker;
	resp.brokers_count = 1;
	resp.cluster_id = (struct kw_str){"kwire-interop", 13};
	resp.controller_id = FAKE_NODE_ID;
	/* null (v1+) or empty at v0: every topic. */
	bool all = req->topics_count < 0 || (version == 0 && req->topics_count == 0);
	size_t n = all ? ntopics : (size_t)req->topics_count;
	resp.topics = kw_arena_calloc(a, n ? n : 1, sizeof(*resp.topics));
	if (!resp.topics)
		return -1;
	resp.topics_count = (int32_t)n;
	for (size_t i = 0; i < n; i++) {
		int rc;
		if (all) {
			struct kw_str name = {topics[i].name,
					      (int32_t)strlen(topics[i].name)};
			rc = fill_topic(&resp.topics[i], name, &topics[i], i, a);
		} else {
			const struct fake_topic *spec =
				find_topic(req->topics[i].name, topics, ntopics);
			rc = fill_topic(&resp.topics[i], req->topics[i].name, spec,
					spec ? (size_t)(spec - topics) : 0, a);
		}
		if (rc != 0)
			return -1;
	}
	return fake_send_response(fd, kw_api_by_key(KW_API_METADATA), version,
				  correlation_id, &resp);
}

void fake_tally_add(struct fake_tally *t, const struct fake_broker *b)
{
	for (int k = 0; k < FAKE_KEYS; k++)
		for (int v = 0; v < FAKE_VERSIONS; v++)
			t->used[k][v] += b->seen[k][v];
}

void fake_tally_print(const struct fake_tally *t, const char *title)
{
	printf("%s\n", title);
	for (int k = 0; k < FAKE_KEYS; k++) {
		const struct kw_api *api = kw_api_by_key((int16_t)k);
		bool any = false;
		for (int v = 0; v < FAKE_VERSIONS; v++)
			if (t->used[k][v]) {
				if (!any)
					printf("  %-22s", api ? api->name : "?");
				any = true;
				printf(" v%d", v);
			}
		if (any)
			printf("\n");
	}
}
