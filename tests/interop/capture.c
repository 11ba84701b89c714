/*
 * tests/interop/capture.c — records librdkafka's clients talking to
 * librdkafka's mock cluster, frame by frame, as golden vectors.
 *
 * Usage: capture OUTDIR
 *
 * Every client connection is redirected (rd_kafka_conf_set_connect_cb) to a
 * loopback proxy of ours that forwards the bytes to the intended broker and
 * splits both directions into frames:
 *
 *   +----------------+----------------------------------+
 *   | int32 size (N) | N bytes: header + body            |
 *   +----------------+----------------------------------+
 *
 * Requests are paired with responses by correlation id (per connection).
 * The clients run the same scenario several times: once with every API at
 * the mock's newest version, then once per (API, version) pair for Metadata,
 * Produce, ListOffsets and Fetch with the mock's range capped at that version,
 * so librdkafka negotiates down to it. A scenario produces a few records with
 * keys and headers to one topic per compression codec, asks for metadata,
 * watermarks and offsets by time, and consumes everything back.
 *
 * First, raw ApiVersions requests at versions 0 to 5 go over a plain socket
 * to the mock: the v0 reply gives its version ranges (which drive the
 * capped scenarios), and the v3+ replies show its answer to versions it
 * does not know (KIP-511).
 *
 * Output: one file per frame, size prefix included,
 *   OUTDIR/req-<api>-v<version>-<n>.bin and OUTDIR/resp-<api>-v<version>-<n>.bin
 * (n numbers the pair), and OUTDIR/index.txt, one line per file:
 *   <file> <req|resp> <api_key> <api_version> <correlation_id> <origin>
 * Pairs whose request and response bodies (correlation id aside) repeat an
 * earlier pair byte for byte are left out, and so are pairs beyond the
 * MAX_PER_VERSION-th of one API version (except Produce and Fetch in the
 * first scenario).
 *
 * This is a tool, not a test: the vectors it writes are committed and the
 * tests read them. Running it again yields equivalent but not identical
 * files (timestamps, ports and ids differ).
 */
#include "kwire/msg/api.h"

#include <librdkafka/rdkafka.h>
#include <librdkafka/rdkafka_mock.h>

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#define MAX_CONNS 256
#define MAX_FRAMES 20000
#define MAX_PENDING 64
#define RECORDS_PER_TOPIC 5
#define MAX_PER_VERSION 6

enum { DIR_REQ = 0, DIR_RESP = 1 };

struct frame {
	int dir;
	int16_t api_key;
	int16_t api_version;
	int32_t correlation_id;
	int pair;	 /* index of the paired frame, -1 if none */
	char origin[48]; /* scenario label */
	uint8_t *bytes;	 /* size prefix + body */
	size_t len;
};

struct stream {
	uint8_t *buf;
	size_t len;
	size_t cap;
};

struct pending {
	int32_t correlation_id;
	int frame;
};

struct conn {
	int cfd; /* accepted from the client */
	int ufd; /* to the intended broker */
	struct stream s[2];
	struct pending pend[MAX_PENDING];
	int npend;
};

struct route {
	uint16_t client_port; /* the client socket's local port */
	struct sockaddr_in target;
};

struct proxy {
	int lfd;
	struct sockaddr_in addr;
	pthread_t thread;
	pthread_mutex_t lock;
	bool stop;
	struct route routes[MAX_CONNS];
	int nroutes;
	struct conn conns[MAX_CONNS];
	int nconns;
	struct frame *frames;
	int nframes;
	char origin[48];
};

static struct proxy P;

static void die(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fprintf(stderr, "capture: ");
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n");
	va_end(ap);
	exit(1);
}

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static uint16_t be16(const uint8_t *p)
{
	return (uint16_t)(p[0] << 8 | p[1]);
}

static void put32(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 24);
	p[1] = (uint8_t)(v >> 16);
	p[2] = (uint8_t)(v >> 8);
	p[3] = (uint8_t)v;
}

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static const char *api_name(int k)
{
	switch (k) {
	case 0:
		return "produce";
	case 1:
		return "fetch";
	case 2:
		return "list_offsets";
	case 3:
		return "metadata";
	case 8:
		return "offset_commit";
	case 9:
		return "offset_fetch";
	case 10:
		return "find_coordinator";
	case 11:
		return "join_group";
	case 12:
		return "heartbeat";
	case 13:
		return "leave_group";
	case 14:
		return "sync_group";
	case 18:
		return "api_versions";
	case 19:
		return "create_topics";
	case 15:
		return "describe_groups";
	case 16:
		return "list_groups";
	case 17:
		return "sasl_handshake";
	case 20:
		return "delete_topics";
	case 22:
		return "init_producer_id";
	case 23:
		return "offset_for_leader_epoch";
	case 24:
		return "add_partitions_to_txn";
	case 25:
		return "add_offsets_to_txn";
	case 26:
		return "end_txn";
	case 28:
		return "txn_offset_commit";
	case 32:
		return "describe_configs";
	case 36:
		return "sasl_authenticate";
	case 42:
		return "delete_groups";
	default:
		return NULL;
	}
}

/* Appends a finished frame to the record; caller holds P.lock. */
static int record_frame(int dir, const uint8_t *bytes, size_t len)
{
	if (P.nframes == MAX_FRAMES)
		die("too many frames");
	struct frame *f = &P.frames[P.nframes];
	memset(f, 0, sizeof(*f));
	f->dir = dir;
	f->pair = -1;
	f->bytes = malloc(len);
	if (!f->bytes)
		die("out of memory");
	memcpy(f->bytes, bytes, len);
	f->len = len;
	snprintf(f->origin, sizeof(f->origin), "%s", P.origin);
	if (dir == DIR_REQ && len >= 12) {
		f->api_key = (int16_t)be16(bytes + 4);
		f->api_version = (int16_t)be16(bytes + 6);
		f->correlation_id = (int32_t)be32(bytes + 8);
	} else if (dir == DIR_RESP && len >= 8) {
		f->api_key = -1;
		f->api_version = -1;
		f->correlation_id = (int32_t)be32(bytes + 4);
	}
	return P.nframes++;
}

/* Splits the buffered bytes of one direction into frames. */
static void drain_frames(struct conn *c, int dir)
{
	struct stream *s = &c->s[dir];
	size_t off = 0;
	pthread_mutex_lock(&P.lock);
	while (s->len - off >= 4) {
		uint32_t n = be32(s->buf + off);
		if (s->len - off - 4 < n)
			break;
		int i = record_frame(dir, s->buf + off, (size_t)n + 4);
		struct frame *f = &P.frames[i];
		if (dir == DIR_REQ) {
			if (c->npend < MAX_PENDING)
				c->pend[c->npend++] =
					(struct pending){f->correlation_id, i};
		} else {
			for (int k = 0; k < c->npend; k++) {
				if (c->pend[k].correlation_id != f->correlation_id)
					continue;
				struct frame *q = &P.frames[c->pend[k].frame];
				f->api_key = q->api_key;
				f->api_version = q->api_version;
				f->pair = c->pend[k].frame;
				q->pair = i;
				c->pend[k] = c->pend[--c->npend];
				break;
			}
		}
		off += (size_t)n + 4;
	}
	pthread_mutex_unlock(&P.lock);
	memmove(s->buf, s->buf + off, s->len - off);
	s->len -= off;
}

static void stream_append(struct stream *s, const uint8_t *p, size_t n)
{
	if (s->len + n > s->cap) {
		size_t cap = s->cap ? s->cap : 4096;
		while (cap < s->len + n)
			cap *= 2;
		s->buf = realloc(s->buf, cap);
		if (!s->buf)
			die("out of memory");
		s->cap = cap;
	}
	memcpy(s->buf + s->len, p, n);
	s->len += n;
}

static int write_all(int fd, const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

static void conn_close(struct conn *c)
{
	if (c->cfd >= 0)
		close(c->cfd);
	if (c->ufd >= 0)
		close(c->ufd);
	c->cfd = c->ufd = -1;
	free(c->s[0].buf);
	free(c->s[1].buf);
	memset(c->s, 0, sizeof(c->s));
}

static void accept_one(void)
{
	struct sockaddr_in peer;
	socklen_t plen = sizeof(peer);
	int fd = accept(P.lfd, (struct sockaddr *)&peer, &plen);
	if (fd < 0)
		return;
	struct sockaddr_in target;
	bool found = false;
	pthread_mutex_lock(&P.lock);
	for (int i = 0; i < P.nroutes; i++) {
		if (P.routes[i].client_port == ntohs(peer.sin_port)) {
			target = P.routes[i].target;
			P.routes[i] = P.routes[--P.nroutes];
			found = true;
			break;
		}
	}
	pthread_mutex_unlock(&P.lock);
	int ufd = -1;
	if (found) {
		ufd = socket(AF_INET, SOCK_STREAM, 0);
		if (ufd >= 0 &&
		    connect(ufd, (struct sockaddr *)&target, sizeof(target)) != 0) {
			close(ufd);
			ufd = -1;
		}
	}
	if (ufd < 0 || P.nconns == MAX_CONNS) {
		if (ufd >= 0)
			close(ufd);
		close(fd);
		return;
	}
	int one = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	setsockopt(ufd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
	struct conn *c = &P.conns[P.nconns++];
	memset(c, 0, sizeof(*c));
	c->cfd = fd;
	c->ufd = ufd;
}

static void *proxy_main(void *arg)
{
	(void)arg;
	struct pollfd pfd[1 + 2 * MAX_CONNS];
	int owner[1 + 2 * MAX_CONNS];
	for (;;) {
		pthread_mutex_lock(&P.lock);
		bool stop = P.stop;
		pthread_mutex_unlock(&P.lock);
		if (stop)
			break;
		int n = 0;
		pfd[n++] = (struct pollfd){.fd = P.lfd, .events = POLLIN};
		for (int i = 0; i < P.nconns; i++) {
			if (P.conns[i].cfd < 0)
				continue;
			owner[n] = i;
			pfd[n++] =
				(struct pollfd){.fd = P.conns[i].cfd, .events = POLLIN};
			owner[n] = i;
			pfd[n++] =
				(struct pollfd){.fd = P.conns[i].ufd, .events = POLLIN};
		}
		if (poll(pfd, (nfds_t)n, 50) <= 0)
			continue;
		if (pfd[0].revents & POLLIN)
			accept_one();
		for (int k = 1; k < n; k++) {
			if (!pfd[k].revents)
				continue;
			struct conn *c = &P.conns[owner[k]];
			if (c->cfd < 0)
				continue;
			int dir = pfd[k].fd == c->cfd ? DIR_REQ : DIR_RESP;
			int to = dir == DIR_REQ ? c->ufd : c->cfd;
			uint8_t buf[65536];
			ssize_t r = recv(pfd[k].fd, buf, sizeof(buf), 0);
			if (r <= 0 || write_all(to, buf, (size_t)r) != 0) {
				conn_close(c);
				continue;
			}
			stream_append(&c->s[dir], buf, (size_t)r);
			drain_frames(c, dir);
		}
	}
	for (int i = 0; i < P.nconns; i++)
		conn_close(&P.conns[i]);
	return NULL;
}

static void proxy_start(void)
{
	P.frames = calloc(MAX_FRAMES, sizeof(*P.frames));
	if (!P.frames)
		die("out of memory");
	pthread_mutex_init(&P.lock, NULL);
	P.lfd = socket(AF_INET, SOCK_STREAM, 0);
	P.addr.sin_family = AF_INET;
	P.addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t alen = sizeof(P.addr);
	if (P.lfd < 0 || bind(P.lfd, (struct sockaddr *)&P.addr, sizeof(P.addr)) ||
	    listen(P.lfd, 64) || getsockname(P.lfd, (struct sockaddr *)&P.addr, &alen))
		die("proxy listener: %s", strerror(errno));
	pthread_create(&P.thread, NULL, proxy_main, NULL);
}

static void proxy_stop(void)
{
	pthread_mutex_lock(&P.lock);
	P.stop = true;
	pthread_mutex_unlock(&P.lock);
	pthread_join(P.thread, NULL);
	close(P.lfd);
}

static void set_origin(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	pthread_mutex_lock(&P.lock);
	vsnprintf(P.origin, sizeof(P.origin), fmt, ap);
	pthread_mutex_unlock(&P.lock);
	va_end(ap);
}

/*
 * librdkafka's connect callback: binds the client socket to a known local
 * port, notes where it wanted to go, and connects it to the proxy instead.
 */
static int connect_via_proxy(int sockfd, const struct sockaddr *addr, int addrlen,
			     const char *id, void *opaque)
{
	(void)id;
	(void)opaque;
	if (addr->sa_family != AF_INET) {
		if (connect(sockfd, addr, (socklen_t)addrlen) != 0 &&
		    errno != EINPROGRESS)
			return errno;
		return 0;
	}
	struct sockaddr_in local = {.sin_family = AF_INET};
	local.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t llen = sizeof(local);
	if (bind(sockfd, (struct sockaddr *)&local, sizeof(local)) != 0 ||
	    getsockname(sockfd, (struct sockaddr *)&local, &llen) != 0)
		return errno;
	pthread_mutex_lock(&P.lock);
	if (P.nroutes == MAX_CONNS) {
		pthread_mutex_unlock(&P.lock);
		return ENOBUFS;
	}
	P.routes[P.nroutes].client_port = ntohs(local.sin_port);
	memcpy(&P.routes[P.nroutes].target, addr, sizeof(struct sockaddr_in));
	P.nroutes++;
	pthread_mutex_unlock(&P.lock);
	if (connect(sockfd, (struct sockaddr *)&P.addr, sizeof(P.addr)) != 0 &&
	    errno != EINPROGRESS)
		return errno;
	return 0;
}

/* ---- the scenario ---- */

static const char *const codecs[] = {"none", "gzip", "snappy", "lz4", "zstd"};
#define NCODECS (sizeof(codecs) / sizeof(codecs[0]))

struct cap {
	int16_t api_key;
	int16_t max_version; /* -1: leave the mock's default */
};

static rd_kafka_conf_t *client_conf(const char *bootstraps, const char *client_id)
{
	char err[256];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	if (rd_kafka_conf_set(conf, "bootstrap.servers", bootstraps, err, sizeof(err)) ||
	    rd_kafka_conf_set(conf, "client.id", client_id, err, sizeof(err)) ||
	    rd_kafka_conf_set(conf, "topic.metadata.refresh.interval.ms", "600000", err,
			      sizeof(err)) ||
	    rd_kafka_conf_set(conf, "log_level", "3", err, sizeof(err)))
		die("conf: %s", err);
	rd_kafka_conf_set_connect_cb(conf, connect_via_proxy);
	return conf;
}

/* Produces RECORDS_PER_TOPIC records to topic t with the given codec. */
static int produce_topic(rd_kafka_t *rk, const char *topic, const char *codec)
{
	char err[256];
	rd_kafka_topic_conf_t *tconf = rd_kafka_topic_conf_new();
	if (rd_kafka_topic_conf_set(tconf, "compression.codec", codec, err, sizeof(err)))
		die("topic conf: %s", err);
	rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, topic, tconf);
	for (int i = 0; i < RECORDS_PER_TOPIC; i++) {
		char key[32], val[256];
		snprintf(key, sizeof(key), "key-%d", i);
		/* Repetitive values so every codec really compresses. */
		snprintf(val, sizeof(val),
			 "value %d of %s: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa", i, topic);
		rd_kafka_headers_t *hdrs = rd_kafka_headers_new(1);
		rd_kafka_header_add(hdrs, "h", -1, "hv", 2);
		/* rd_kafka_produceva: the producev macros are not ISO C. */
		rd_kafka_vu_t vu[6];
		memset(vu, 0, sizeof(vu));
		vu[0].vtype = RD_KAFKA_VTYPE_RKT;
		vu[0].u.rkt = rkt;
		vu[1].vtype = RD_KAFKA_VTYPE_PARTITION;
		vu[1].u.i32 = 0;
		vu[2].vtype = RD_KAFKA_VTYPE_MSGFLAGS;
		vu[2].u.i = RD_KAFKA_MSG_F_COPY;
		vu[3].vtype = RD_KAFKA_VTYPE_KEY;
		vu[3].u.mem.ptr = key;
		vu[3].u.mem.size = strlen(key);
		vu[4].vtype = RD_KAFKA_VTYPE_VALUE;
		vu[4].u.mem.ptr = val;
		vu[4].u.mem.size = strlen(val);
		vu[5].vtype = RD_KAFKA_VTYPE_HEADERS;
		vu[5].u.headers = hdrs;
		rd_kafka_error_t *e = rd_kafka_produceva(rk, vu, 6);
		if (e) {
			rd_kafka_headers_destroy(hdrs);
			fprintf(stderr, "  produce %s: %s\n", topic,
				rd_kafka_error_string(e));
			rd_kafka_error_destroy(e);
		}
	}
	rd_kafka_flush(rk, 10000);
	rd_kafka_topic_destroy(rkt);
	return 0;
}

static int delivered_ok;
static int delivered_err;

static void dr_cb(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	(void)opaque;
	if (m->err) {
		delivered_err++;
		fprintf(stderr, "  delivery failed: %s\n", rd_kafka_err2str(m->err));
	} else {
		delivered_ok++;
	}
}

/* Runs one scenario against a fresh mock cluster, with the caps applied. */
static void scenario(const char *label, const struct cap *caps, int ncaps, size_t ncodecs)
{
	char err[256];
	set_origin("%s", label);
	rd_kafka_conf_t *mconf = rd_kafka_conf_new();
	rd_kafka_conf_set(mconf, "log_level", "3", err, sizeof(err));
	rd_kafka_t *mrk = rd_kafka_new(RD_KAFKA_PRODUCER, mconf, err, sizeof(err));
	if (!mrk)
		die("mock handle: %s", err);
	rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(mrk, 1);
	if (!mc)
		die("mock cluster");
	for (int i = 0; i < ncaps; i++)
		rd_kafka_mock_set_apiversion(mc, caps[i].api_key, 0, caps[i].max_version);
	const char *boot = rd_kafka_mock_cluster_bootstraps(mc);
	char topics[NCODECS][32];
	for (size_t i = 0; i < ncodecs; i++) {
		snprintf(topics[i], sizeof(topics[i]), "kw-%s", codecs[i]);
		rd_kafka_mock_topic_create(mc, topics[i], 1, 1);
	}

	/* Producer. */
	rd_kafka_conf_t *pconf = client_conf(boot, "kw-producer");
	rd_kafka_conf_set(pconf, "linger.ms", "50", err, sizeof(err));
	rd_kafka_conf_set_dr_msg_cb(pconf, dr_cb);
	rd_kafka_t *prk = rd_kafka_new(RD_KAFKA_PRODUCER, pconf, err, sizeof(err));
	if (!prk)
		die("producer: %s", err);
	delivered_ok = delivered_err = 0;
	for (size_t i = 0; i < ncodecs; i++)
		produce_topic(prk, topics[i], codecs[i]);
	rd_kafka_poll(prk, 0);

	/* Explicit full metadata request. */
	const struct rd_kafka_metadata *md = NULL;
	if (rd_kafka_metadata(prk, 1, NULL, &md, 5000) == RD_KAFKA_RESP_ERR_NO_ERROR)
		rd_kafka_metadata_destroy(md);
	rd_kafka_destroy(prk);

	/* Consumer: offsets, then fetch everything back. */
	rd_kafka_conf_t *cconf = client_conf(boot, "kw-consumer");
	rd_kafka_conf_set(cconf, "fetch.wait.max.ms", "100", err, sizeof(err));
	rd_kafka_t *crk = rd_kafka_new(RD_KAFKA_CONSUMER, cconf, err, sizeof(err));
	if (!crk)
		die("consumer: %s", err);
	int consumed = 0;
	for (size_t i = 0; i < ncodecs; i++) {
		int64_t lo = -1, hi = -1;
		rd_kafka_query_watermark_offsets(crk, topics[i], 0, &lo, &hi, 5000);
		rd_kafka_topic_partition_list_t *tl =
			rd_kafka_topic_partition_list_new(1);
		rd_kafka_topic_partition_list_add(tl, topics[i], 0)->offset =
			0; /* time 0 */
		rd_kafka_offsets_for_times(crk, tl, 5000);
		rd_kafka_topic_partition_list_destroy(tl);
		rd_kafka_topic_t *rkt = rd_kafka_topic_new(crk, topics[i], NULL);
		rd_kafka_consume_start(rkt, 0, RD_KAFKA_OFFSET_BEGINNING);
		int got = 0;
		for (int tries = 0; got < RECORDS_PER_TOPIC && tries < 50; tries++) {
			rd_kafka_message_t *m = rd_kafka_consume(rkt, 0, 100);
			if (!m)
				continue;
			if (!m->err)
				got++;
			rd_kafka_message_destroy(m);
		}
		rd_kafka_consume_stop(rkt, 0);
		rd_kafka_topic_destroy(rkt);
		consumed += got;
		printf("  %-10s watermarks %lld..%lld, consumed %d\n", topics[i],
		       (long long)lo, (long long)hi, got);
	}
	rd_kafka_destroy(crk);
	printf("%s: delivered %d (failed %d), consumed %d\n", label, delivered_ok,
	       delivered_err, consumed);
	rd_kafka_mock_cluster_destroy(mc);
	rd_kafka_destroy(mrk);
	/* Let the proxy notice the closed connections. */
	usleep(100 * 1000);
}

/* ---- consumer groups, transactions, admin and SASL ---- */

/*
 * One mock cluster, with the mock's API ranges capped by caps: a consumer
 * in group kw-group (FindCoordinator, JoinGroup, SyncGroup, Heartbeat,
 * OffsetFetch, OffsetCommit, LeaveGroup), a transactional producer that
 * also commits the group's offsets in its transaction (InitProducerId,
 * AddPartitionsToTxn, AddOffsetsToTxn, TxnOffsetCommit, EndTxn), and (with
 * extras) a client that authenticates with SASL/PLAIN. What the mock does
 * not serve leaves no pair behind.
 */
static void groups_scenario(const char *label, const struct cap *caps, int ncaps,
			    bool extras)
{
	char err[256];
	set_origin("%s", label);
	rd_kafka_conf_t *mconf = rd_kafka_conf_new();
	rd_kafka_conf_set(mconf, "log_level", "3", err, sizeof(err));
	rd_kafka_t *mrk = rd_kafka_new(RD_KAFKA_PRODUCER, mconf, err, sizeof(err));
	if (!mrk)
		die("mock handle: %s", err);
	rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(mrk, 1);
	if (!mc)
		die("mock cluster");
	for (int i = 0; i < ncaps; i++)
		rd_kafka_mock_set_apiversion(mc, caps[i].api_key, 0, caps[i].max_version);
	const char *boot = rd_kafka_mock_cluster_bootstraps(mc);
	const char *topic = "kw-group-topic";
	rd_kafka_mock_topic_create(mc, topic, 2, 1);

	rd_kafka_conf_t *pconf = client_conf(boot, "kw-producer");
	rd_kafka_conf_set_dr_msg_cb(pconf, dr_cb);
	rd_kafka_t *prk = rd_kafka_new(RD_KAFKA_PRODUCER, pconf, err, sizeof(err));
	if (!prk)
		die("producer: %s", err);
	delivered_ok = delivered_err = 0;
	produce_topic(prk, topic, "none");
	rd_kafka_destroy(prk);

	/* The group consumer. */
	rd_kafka_conf_t *gconf = client_conf(boot, "kw-group-member");
	if (rd_kafka_conf_set(gconf, "group.id", "kw-group", err, sizeof(err)) ||
	    rd_kafka_conf_set(gconf, "enable.auto.commit", "false", err, sizeof(err)) ||
	    rd_kafka_conf_set(gconf, "auto.offset.reset", "earliest", err, sizeof(err)) ||
	    rd_kafka_conf_set(gconf, "heartbeat.interval.ms", "200", err, sizeof(err)) ||
	    rd_kafka_conf_set(gconf, "session.timeout.ms", "6000", err, sizeof(err)))
		die("group conf: %s", err);
	rd_kafka_t *g = rd_kafka_new(RD_KAFKA_CONSUMER, gconf, err, sizeof(err));
	if (!g)
		die("group consumer: %s", err);
	rd_kafka_poll_set_consumer(g);
	rd_kafka_topic_partition_list_t *sub = rd_kafka_topic_partition_list_new(1);
	rd_kafka_topic_partition_list_add(sub, topic, RD_KAFKA_PARTITION_UA);
	if (rd_kafka_subscribe(g, sub))
		die("subscribe");
	rd_kafka_topic_partition_list_destroy(sub);
	int got = 0;
	for (int tries = 0; got < RECORDS_PER_TOPIC && tries < 150; tries++) {
		rd_kafka_message_t *m = rd_kafka_consumer_poll(g, 100);
		if (!m)
			continue;
		if (!m->err)
			got++;
		rd_kafka_message_destroy(m);
	}
	/* A few heartbeats, then a synchronous commit and a committed() query. */
	for (int i = 0; i < 5; i++) {
		rd_kafka_message_t *m = rd_kafka_consumer_poll(g, 100);
		if (m)
			rd_kafka_message_destroy(m);
	}
	rd_kafka_resp_err_t cerr = rd_kafka_commit(g, NULL, 0);
	rd_kafka_topic_partition_list_t *parts = NULL;
	if (rd_kafka_assignment(g, &parts) == RD_KAFKA_RESP_ERR_NO_ERROR && parts) {
		rd_kafka_committed(g, parts, 5000);
		rd_kafka_topic_partition_list_destroy(parts);
	}
	rd_kafka_consumer_group_metadata_t *cgmd = rd_kafka_consumer_group_metadata(g);
	printf("  group: consumed %d, commit: %s\n", got, rd_kafka_err2str(cerr));

	/* A transaction that also commits the group's offsets. */
	rd_kafka_conf_t *tconf = client_conf(boot, "kw-txn-producer");
	if (rd_kafka_conf_set(tconf, "transactional.id", "kw-txn", err, sizeof(err)))
		die("txn conf: %s", err);
	rd_kafka_conf_set_dr_msg_cb(tconf, dr_cb);
	rd_kafka_t *trk = rd_kafka_new(RD_KAFKA_PRODUCER, tconf, err, sizeof(err));
	if (!trk)
		die("txn producer: %s", err);
	rd_kafka_error_t *terr = rd_kafka_init_transactions(trk, 10000);
	if (!terr)
		terr = rd_kafka_begin_transaction(trk);
	if (!terr) {
		/* produceva, as above: the producev macros are not ISO C. */
		char value[] = "txn";
		rd_kafka_vu_t vu[4];
		memset(vu, 0, sizeof(vu));
		vu[0].vtype = RD_KAFKA_VTYPE_TOPIC;
		vu[0].u.cstr = topic;
		vu[1].vtype = RD_KAFKA_VTYPE_PARTITION;
		vu[1].u.i32 = 0;
		vu[2].vtype = RD_KAFKA_VTYPE_MSGFLAGS;
		vu[2].u.i = RD_KAFKA_MSG_F_COPY;
		vu[3].vtype = RD_KAFKA_VTYPE_VALUE;
		vu[3].u.mem.ptr = value;
		vu[3].u.mem.size = sizeof(value) - 1;
		terr = rd_kafka_produceva(trk, vu, 4);
	}
	if (!terr) {
		rd_kafka_flush(trk, 5000);
		rd_kafka_topic_partition_list_t *offs =
			rd_kafka_topic_partition_list_new(1);
		rd_kafka_topic_partition_list_add(offs, topic, 0)->offset = 1;
		terr = rd_kafka_send_offsets_to_transaction(trk, offs, cgmd, 10000);
		rd_kafka_topic_partition_list_destroy(offs);
	}
	if (!terr)
		terr = rd_kafka_commit_transaction(trk, 10000);
	printf("  transaction: %s\n", terr ? rd_kafka_error_string(terr) : "committed");
	if (terr)
		rd_kafka_error_destroy(terr);
	rd_kafka_destroy(trk);
	rd_kafka_consumer_group_metadata_destroy(cgmd);

	rd_kafka_consumer_close(g);
	rd_kafka_destroy(g);

	if (extras) {
		/*
		 * No admin calls: the mock of librdkafka 2.0.2 serves none of the
		 * admin APIs (CreateTopics and DescribeConfigs wait for a
		 * controller it never names and time out; DeleteGroups, or any
		 * admin call after such a timeout, trips an assertion in
		 * librdkafka's admin code, rd_kafka_enq_once_del_source_return).
		 */
		/* SASL/PLAIN. */
		rd_kafka_conf_t *sconf = client_conf(boot, "kw-sasl");
		if (rd_kafka_conf_set(sconf, "security.protocol", "sasl_plaintext", err,
				      sizeof(err)) ||
		    rd_kafka_conf_set(sconf, "sasl.mechanisms", "PLAIN", err,
				      sizeof(err)) ||
		    rd_kafka_conf_set(sconf, "sasl.username", "kw-user", err,
				      sizeof(err)) ||
		    rd_kafka_conf_set(sconf, "sasl.password", "kw-secret", err,
				      sizeof(err)))
			die("sasl conf: %s", err);
		rd_kafka_t *srk =
			rd_kafka_new(RD_KAFKA_PRODUCER, sconf, err, sizeof(err));
		if (!srk)
			die("sasl client: %s", err);
		const struct rd_kafka_metadata *md = NULL;
		rd_kafka_resp_err_t merr = rd_kafka_metadata(srk, 1, NULL, &md, 3000);
		printf("  sasl metadata: %s\n", rd_kafka_err2str(merr));
		if (md)
			rd_kafka_metadata_destroy(md);
		rd_kafka_destroy(srk);
	}
	rd_kafka_mock_cluster_destroy(mc);
	rd_kafka_destroy(mrk);
	usleep(100 * 1000);
}

/* ---- raw ApiVersions probes ---- */

/* The mock's version ranges, from its ApiVersions v0 reply. */
static int16_t mock_min[128];
static int16_t mock_max[128];
static bool mock_known[128];

/* body: error_code int16, api_keys int32 count, (key, min, max) int16 each */
static void parse_ranges(const uint8_t *body, size_t len)
{
	if (len < 6)
		return;
	uint32_t n = be32(body + 2);
	for (uint32_t i = 0; i < n && 6 + 6 * (size_t)(i + 1) <= len; i++) {
		const uint8_t *e = body + 6 + 6 * (size_t)i;
		int16_t k = (int16_t)be16(e);
		if (k < 0 || k >= 128)
			continue;
		mock_min[k] = (int16_t)be16(e + 2);
		mock_max[k] = (int16_t)be16(e + 4);
		mock_known[k] = true;
		printf("  mock api %d: v%d-v%d\n", k, mock_min[k], mock_max[k]);
	}
}

static int read_full(int fd, uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t r = recv(fd, p, n, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			return -1;
		p += r;
		n -= (size_t)r;
	}
	return 0;
}

/*
 * Sends one ApiVersions request at the given version straight to the mock
 * (request header v1 below v3, v2 from v3 on, with a v3-style body there)
 * and records the request and the reply.
 */
static void probe_api_versions(const char *bootstraps, int16_t version, int32_t corr)
{
	struct sockaddr_in a = {.sin_family = AF_INET};
	char host[64];
	int port = 0;
	if (sscanf(bootstraps, "%63[^:]:%d", host, &port) != 2)
		die("bootstraps %s", bootstraps);
	inet_pton(AF_INET, host, &a.sin_addr);
	a.sin_port = htons((uint16_t)port);
	int fd = socket(AF_INET, SOCK_STREAM, 0);
	if (fd < 0 || connect(fd, (struct sockaddr *)&a, sizeof(a)) != 0)
		die("probe connect: %s", strerror(errno));
	uint8_t req[128];
	size_t n = 4;
	put16(req + n, KW_API_API_VERSIONS);
	put16(req + n + 2, (uint16_t)version);
	put32(req + n + 4, (uint32_t)corr);
	n += 8;
	static const char cid[] = "kw-probe";
	put16(req + n, sizeof(cid) - 1);
	memcpy(req + n + 2, cid, sizeof(cid) - 1);
	n += 2 + sizeof(cid) - 1;
	if (version >= 3) {
		static const char sw[] = "kwire", swv[] = "0.1.0";
		req[n++] = 0; /* header tagged fields */
		req[n++] = sizeof(sw);
		memcpy(req + n, sw, sizeof(sw) - 1);
		n += sizeof(sw) - 1;
		req[n++] = sizeof(swv);
		memcpy(req + n, swv, sizeof(swv) - 1);
		n += sizeof(swv) - 1;
		req[n++] = 0; /* body tagged fields */
	}
	put32(req, (uint32_t)(n - 4));
	if (write_all(fd, req, n) != 0)
		die("probe send");
	uint8_t sz[4];
	uint8_t *resp = NULL;
	if (read_full(fd, sz, 4) == 0) {
		uint32_t len = be32(sz);
		resp = malloc((size_t)len + 4);
		if (!resp)
			die("out of memory");
		memcpy(resp, sz, 4);
		if (read_full(fd, resp + 4, len) != 0)
			die("probe read");
		pthread_mutex_lock(&P.lock);
		int qi = record_frame(DIR_REQ, req, n);
		int ri = record_frame(DIR_RESP, resp, (size_t)len + 4);
		P.frames[qi].pair = ri;
		P.frames[ri].pair = qi;
		P.frames[ri].api_key = KW_API_API_VERSIONS;
		P.frames[ri].api_version = version;
		pthread_mutex_unlock(&P.lock);
		printf("probe ApiVersions v%d: %u-byte reply\n", version, len);
		if (version == 0)
			parse_ranges(resp + 8, len - 4);
	} else {
		pthread_mutex_lock(&P.lock);
		record_frame(DIR_REQ, req, n);
		pthread_mutex_unlock(&P.lock);
		printf("probe ApiVersions v%d: connection closed, no reply\n", version);
	}
	free(resp);
	close(fd);
}

static void probes(void)
{
	char err[256];
	set_origin("probe");
	rd_kafka_conf_t *mconf = rd_kafka_conf_new();
	rd_kafka_t *mrk = rd_kafka_new(RD_KAFKA_PRODUCER, mconf, err, sizeof(err));
	if (!mrk)
		die("mock handle: %s", err);
	rd_kafka_mock_cluster_t *mc = rd_kafka_mock_cluster_new(mrk, 1);
	for (int16_t v = 0; v <= 5; v++)
		probe_api_versions(rd_kafka_mock_cluster_bootstraps(mc), v, 100 + v);
	rd_kafka_mock_cluster_destroy(mc);
	rd_kafka_destroy(mrk);
}

/* ---- output ---- */

static bool same_body(const struct frame *a, const struct frame *b, size_t skip)
{
	/* Equal apart from the correlation id at body offset skip. */
	if (a->len != b->len)
		return false;
	return memcmp(a->bytes, b->bytes, skip) == 0 &&
	       memcmp(a->bytes + skip + 4, b->bytes + skip + 4, a->len - skip - 4) == 0;
}

static void write_file(const char *dir, const char *name, const struct frame *f)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/%s", dir, name);
	FILE *fp = fopen(path, "wb");
	if (!fp || fwrite(f->bytes, 1, f->len, fp) != f->len || fclose(fp) != 0)
		die("write %s: %s", path, strerror(errno));
}

/* --groups: leave out the APIs the first capture has (data/). */
static bool skip_basic;

static bool basic_api(int16_t k)
{
	return k == KW_API_PRODUCE || k == KW_API_FETCH || k == KW_API_LIST_OFFSETS ||
	       k == KW_API_METADATA || k == KW_API_API_VERSIONS;
}

static void write_output(const char *dir)
{
	char path[1024];
	snprintf(path, sizeof(path), "%s/index.txt", dir);
	FILE *idx = fopen(path, "w");
	if (!idx)
		die("%s: %s", path, strerror(errno));
	fprintf(idx,
		"# Golden vectors captured from librdkafka %s and its mock cluster.\n"
		"# Each .bin file is one frame: int32 size prefix, then header and "
		"body.\n"
		"# file direction api_key api_version correlation_id origin\n",
		rd_kafka_version_str());
	for (int k = 0; k < 128; k++)
		if (mock_known[k])
			fprintf(idx, "# mock cluster: api_key %d versions %d-%d\n", k,
				mock_min[k], mock_max[k]);
	int *kept = calloc((size_t)P.nframes, sizeof(int));
	static int per_version[128][32];
	int pairs = 0, skipped = 0, unpaired = 0;
	for (int i = 0; i < P.nframes; i++) {
		const struct frame *q = &P.frames[i];
		if (q->dir != DIR_REQ)
			continue;
		if (q->pair < 0) {
			unpaired++;
			continue;
		}
		const struct frame *r = &P.frames[q->pair];
		if (skip_basic && basic_api(q->api_key))
			continue;
		bool dup = false;
		for (int j = 0; j < i && !dup; j++) {
			if (!kept[j])
				continue;
			const struct frame *q2 = &P.frames[j];
			dup = q2->api_key == q->api_key &&
			      q2->api_version == q->api_version && same_body(q, q2, 8) &&
			      same_body(r, &P.frames[q2->pair], 4);
		}
		/*
		 * Beyond MAX_PER_VERSION pairs of one API version only the first
		 * scenario's Produce and Fetch pairs are kept (they carry the
		 * batches of every codec).
		 */
		int *seen = &per_version[q->api_key & 127][q->api_version & 31];
		bool rich = strcmp(q->origin, "newest") == 0 &&
			    (q->api_key == KW_API_PRODUCE || q->api_key == KW_API_FETCH);
		if (dup || (*seen >= MAX_PER_VERSION && !rich)) {
			skipped++;
			continue;
		}
		(*seen)++;
		kept[i] = 1;
		const char *nm = api_name(q->api_key);
		char base[64], rq[96], rs[96];
		if (nm)
			snprintf(base, sizeof(base), "%s-v%d-%03d", nm, q->api_version,
				 pairs);
		else
			snprintf(base, sizeof(base), "api%d-v%d-%03d", q->api_key,
				 q->api_version, pairs);
		snprintf(rq, sizeof(rq), "req-%s.bin", base);
		snprintf(rs, sizeof(rs), "resp-%s.bin", base);
		write_file(dir, rq, q);
		write_file(dir, rs, r);
		fprintf(idx, "%s req %d %d %d %s\n", rq, q->api_key, q->api_version,
			q->correlation_id, q->origin);
		fprintf(idx, "%s resp %d %d %d %s\n", rs, r->api_key, r->api_version,
			r->correlation_id, q->origin);
		pairs++;
	}
	fclose(idx);
	free(kept);
	printf("%d frames, %d pairs written, %d repeated or surplus pairs and %d "
	       "unanswered "
	       "requests left out\n",
	       P.nframes, pairs, skipped, unpaired);
}

/* The group, transaction, admin and SASL captures (capture --groups OUTDIR). */
static int capture_groups(const char *dir)
{
	mkdir(dir, 0777);
	proxy_start();
	probes();
	groups_scenario("groups-newest", NULL, 0, true);
	/* Every lower version the mock has of each group and transaction API. */
	static const int16_t keys[] = {10, 11, 14, 12, 9, 8, 13, 22, 24, 25, 28, 26};
	for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
		for (int16_t v = mock_min[keys[k]]; v < mock_max[keys[k]]; v++) {
			char label[48];
			snprintf(label, sizeof(label), "%s-max-v%d", api_name(keys[k]),
				 v);
			struct cap c = {keys[k], v};
			groups_scenario(label, &c, 1, false);
		}
	}
	proxy_stop();
	skip_basic = true;
	write_output(dir);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "--groups") == 0)
		return capture_groups(argv[2]);
	if (argc != 2) {
		fprintf(stderr, "usage: capture [--groups] OUTDIR\n");
		return 2;
	}
	mkdir(argv[1], 0777);
	proxy_start();

	probes();
	scenario("newest", NULL, 0, NCODECS);

	/*
	 * Every lower version of the APIs under test: cap the mock at that
	 * version and let librdkafka negotiate down to it. Old versions only
	 * get the uncompressed topic (no record batch before Produce v3, no
	 * zstd before v7).
	 */
	static const int16_t keys[] = {3, 0, 2, 1};
	for (size_t k = 0; k < sizeof(keys) / sizeof(keys[0]); k++) {
		for (int16_t v = mock_min[keys[k]]; v < mock_max[keys[k]]; v++) {
			char label[48];
			snprintf(label, sizeof(label), "%s-max-v%d", api_name(keys[k]),
				 v);
			struct cap c = {keys[k], v};
			scenario(label, &c, 1, 1);
		}
	}
	proxy_stop();
	write_output(argv[1]);
	return 0;
}
