/*
 * kwire quorum — describes a KRaft quorum the way kafka-metadata-quorum.sh
 * does, over DescribeQuorum (v2) and Metadata (for the cluster id).
 *
 *   kwire quorum --bootstrap-server HOST:PORT describe --status [--json]
 *   kwire quorum --bootstrap-server HOST:PORT describe --replication
 *                [--human-readable] [--json]
 *   kwire quorum --bootstrap-server HOST:PORT alter --voters ID,ID,...
 *   kwire quorum --bootstrap-server HOST:PORT alter --cancel
 *
 * DescribeQuorum is answered by the leader only: a node that is not the
 * leader reports NOT_LEADER_OR_FOLLOWER with the leader's id, and the
 * command asks again at the leader's endpoint (from the response's Nodes).
 * alter sends kwire's own AlterQuorum (api key 10000, the KIP-595 draft's
 * voter reassignment) to the leader, found the same way and again after
 * NOT_LEADER_OR_FOLLOWER; the leader answers once the target is committed
 * to the log, and the command then waits (up to 60 s) until DescribeQuorum
 * shows exactly the voters asked for. --cancel stops a change in progress.
 * Exit status: 0, 1 (unreachable, no leader, an error code), 2 (usage).
 */
#include "commands.h"
#include "client_security.h"
#include "quorum_link.h"
#include "quorum_voters.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <errno.h>
#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "kwire/frame.h"
#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/alter_quorum_request.h"
#include "kwire/msg/alter_quorum_response.h"
#include "kwire/msg/describe_quorum_request.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/describe_voter_change_request.h"
#include "kwire/msg/describe_voter_change_response.h"
#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"

#define TIMEOUT_MS 5000
#define KW_QUORUM_MAX_VOTERS 16 /* a quorum's voters at most (the core's bound) */


/* --command-config: how to reach a secured node (PLAINTEXT without it) */
static struct kw_client_security security;

static void hang_up(struct link *l)
{
	kw_client_conn_end(&l->cc);
	close(l->fd);
	l->fd = -1;
}

static int dial(struct link *l, const char *host, const char *port)
{
	snprintf(l->where, sizeof l->where, "%s:%s", host, port);
	struct addrinfo hints = { 0 }, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	int rc = getaddrinfo(host, port, &hints, &res);
	if (rc != 0) {
		fprintf(stderr, "kwire quorum: %s: %s\n", l->where, gai_strerror(rc));
		return -1;
	}
	l->fd = socket(res->ai_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
	struct timeval tv = { TIMEOUT_MS / 1000, 0 };
	if (l->fd >= 0) {
		setsockopt(l->fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof tv);
		setsockopt(l->fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
	}
	if (l->fd < 0 || connect(l->fd, res->ai_addr, res->ai_addrlen) != 0) {
		fprintf(stderr, "kwire quorum: cannot connect to %s: %s\n", l->where,
			strerror(errno));
		if (l->fd >= 0)
			close(l->fd);
		l->fd = -1;
		freeaddrinfo(res);
		return -1;
	}
	freeaddrinfo(res);
	char why[512];
	if (kw_client_conn_start(&l->cc, l->fd, host, &security, why, sizeof why) != 0) {
		fprintf(stderr, "kwire quorum: %s: %s\n", l->where, why);
		hang_up(l);
		return -1;
	}
	return 0;
}

/* Sends one request (header + body written by fill) and reads the response
 * body (after its header) into l->resp. */
static int call(struct link *l, int16_t key, int16_t v, int32_t corr,
		int (*fill)(void *m, int16_t v, struct kw_writer *w), void *m)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return -1;
	const struct kw_api *api = kw_api_by_key(key);
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = key;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = KW_STR_LIT("kwire-quorum");
	uint8_t *size = kw_writer_reserve(&w, 4);
	(void)size;
	kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	if (fill(m, v, &w) != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return -1;
	}
	kw_frame_put_size(w.buf, (int32_t)(w.pos - 4));
	size_t off = 0;
	while (off < w.pos) {
		ssize_t n = kw_client_conn_send(&l->cc, w.buf + off, w.pos - off);
		if (n <= 0) {
			fprintf(stderr, "kwire quorum: %s: send: %s\n", l->where,
				strerror(errno));
			kw_writer_release(&w);
			return -1;
		}
		off += (size_t)n;
	}
	kw_writer_release(&w);
	struct kw_frame_reader fr;
	kw_frame_reader_init(&fr, 64u << 20);
	uint8_t buf[4096];
	int rc = 0;
	for (;;) {
		ssize_t n = kw_client_conn_recv(&l->cc, buf, sizeof buf);
		if (n <= 0) {
			fprintf(stderr, "kwire quorum: %s: %s\n", l->where,
				n == 0 ? "connection closed by the server"
				       : (errno == EAGAIN ? "no answer within 5 s"
							  : strerror(errno)));
			rc = -1;
			break;
		}
		size_t used = 0;
		rc = kw_frame_reader_feed(&fr, buf, (size_t)n, &used);
		if (rc < 0) {
			fprintf(stderr, "kwire quorum: %s: bad response frame\n", l->where);
			break;
		}
		if (rc == 1) {
			size_t len;
			const uint8_t *p = kw_frame_reader_frame(&fr, &len);
			free(l->resp);
			l->resp = malloc(len ? len : 1);
			if (!l->resp) {
				rc = -1;
				break;
			}
			memcpy(l->resp, p, len);
			l->resp_len = len;
			rc = 0;
			break;
		}
	}
	kw_frame_reader_free(&fr);
	return rc;
}

static int fill_dq(void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_quorum_request_encode(m, v, w);
}

static int fill_md(void *m, int16_t v, struct kw_writer *w)
{
	return kw_metadata_request_encode(m, v, w);
}

/* Reads the response header of api key at v into r. */
static int open_response(struct link *l, int16_t key, int16_t v, struct kw_reader *r,
			 struct kw_error *err, struct kw_arena *a)
{
	struct kw_rpc_response_header h;
	kw_reader_init(r, l->resp, l->resp_len, err);
	return kw_rpc_response_header_decode(
		&h, kw_api_response_header_version(kw_api_by_key(key), v), r, a);
}

static int describe(struct link *l, struct kw_arena *a,
		    struct kw_describe_quorum_response *out)
{
	struct kw_describe_quorum_request q;
	struct kw_describe_quorum_request_topic_data t;
	struct kw_describe_quorum_request_partition_data p;
	kw_describe_quorum_request_init(&q);
	kw_describe_quorum_request_topic_data_init(&t);
	kw_describe_quorum_request_partition_data_init(&p);
	t.topic_name = KW_STR_LIT("__cluster_metadata");
	t.partitions = &p;
	t.partitions_count = 1;
	q.topics = &t;
	q.topics_count = 1;
	if (call(l, KW_API_DESCRIBE_QUORUM, 2, 2, fill_dq, &q) != 0)
		return -1;
	struct kw_reader r;
	struct kw_error err;
	if (open_response(l, KW_API_DESCRIBE_QUORUM, 2, &r, &err, a) != 0 ||
	    kw_describe_quorum_response_decode(out, 2, &r, a) != 0) {
		char buf[512];
		fprintf(stderr, "kwire quorum: %s: bad DescribeQuorum response: %s\n",
			l->where, kw_error_format(&err, buf, sizeof buf));
		return -1;
	}
	return 0;
}

/* An answer decoded before points into l->resp, which the next call
 * replaces: a second call keeps it aside and puts it back. */
struct kept {
	uint8_t *resp;
	size_t len;
};

static struct kept keep_response(struct link *l)
{
	struct kept k = {l->resp, l->resp_len};
	l->resp = NULL;
	return k;
}

static void restore_response(struct link *l, struct kept k)
{
	free(l->resp);
	l->resp = k.resp;
	l->resp_len = k.len;
}

static int fill_lo(void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_offsets_request_encode(m, v, w);
}

/* The leader's Raft log start (ListOffsets earliest-local, -4: where the
 * log starts after cleaning; a snapshot covers what is before it), or -1
 * when it cannot tell (a controller listener serves no ListOffsets). */
static int64_t log_start(struct link *l, struct kw_arena *a)
{
	struct kw_list_offsets_request q;
	struct kw_list_offsets_request_list_offsets_topic t;
	struct kw_list_offsets_request_list_offsets_partition p;
	kw_list_offsets_request_init(&q);
	kw_list_offsets_request_list_offsets_topic_init(&t);
	kw_list_offsets_request_list_offsets_partition_init(&p);
	p.partition_index = 0;
	p.current_leader_epoch = -1;
	p.timestamp = -4;
	t.name = KW_STR_LIT("__cluster_metadata");
	t.partitions = &p;
	t.partitions_count = 1;
	q.replica_id = -1;
	q.topics = &t;
	q.topics_count = 1;
	struct kw_list_offsets_response m;
	struct kw_reader r;
	struct kw_error err;
	struct kept k = keep_response(l);
	int64_t start = -1;
	if (call(l, KW_API_LIST_OFFSETS, 8, 3, fill_lo, &q) == 0 &&
	    open_response(l, KW_API_LIST_OFFSETS, 8, &r, &err, a) == 0 &&
	    kw_list_offsets_response_decode(&m, 8, &r, a) == 0 && m.topics_count == 1 &&
	    m.topics[0].partitions_count == 1 && m.topics[0].partitions[0].error_code == 0)
		start = m.topics[0].partitions[0].offset;
	restore_response(l, k);
	return start;
}

static int fill_dvc(void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_voter_change_request_encode(m, v, w);
}

/* The voter change the leader's log holds last (DescribeVoterChange, api
 * key 10001, kwire's own): the AlterQuorum target still being moved
 * towards (n -1: none), the record's offset and whether the high
 * watermark passed it. False when the node cannot tell. */
struct pending {
	int32_t target[64];
	int32_t n;
	int64_t offset;
	int16_t type;
	bool committed;
};

static bool pending_change(struct link *l, struct kw_arena *a, struct pending *out)
{
	struct kw_describe_voter_change_request q;
	kw_describe_voter_change_request_init(&q);
	q.topic_name = KW_STR_LIT("__cluster_metadata");
	q.partition_index = 0;
	struct kw_describe_voter_change_response m;
	struct kw_reader r;
	struct kw_error err;
	struct kept k = keep_response(l);
	bool ok = call(l, KW_API_DESCRIBE_VOTER_CHANGE, 0, 4, fill_dvc, &q) == 0 &&
		  open_response(l, KW_API_DESCRIBE_VOTER_CHANGE, 0, &r, &err, a) == 0 &&
		  kw_describe_voter_change_response_decode(&m, 0, &r, a) == 0 &&
		  m.error_code == 0 && m.target_voters_count <= 64;
	if (ok) {
		out->n = m.target_voters_count;
		for (int32_t i = 0; i < m.target_voters_count; i++)
			out->target[i] = m.target_voters[i].voter_id;
		out->offset = m.record_offset;
		out->type = m.record_type;
		out->committed = m.high_watermark > m.record_offset;
	}
	restore_response(l, k);
	return ok;
}

/* One endpoint as Kafka's RaftVoterEndpoint prints it: LISTENER://host:port,
 * an IPv6 host in brackets. */
static void print_endpoint(const struct kw_describe_quorum_response_listener *ls)
{
	bool v6 = memchr(ls->host.ptr, ':', (size_t)ls->host.len) != NULL;
	printf("\"%.*s://%s%.*s%s:%u\"", (int)ls->name.len, ls->name.ptr, v6 ? "[" : "",
	       (int)ls->host.len, ls->host.ptr, v6 ? "]" : "", (unsigned)ls->port);
}

/* CurrentVoters / CurrentObservers as kafka-metadata-quorum.sh prints them:
 * [{"id": N, "directoryId": "..." (absent when zero), "endpoints": [...]
 * (absent when the node has none)}, ...] */
static void print_replicas(const struct kw_describe_quorum_response *m,
			   const struct kw_describe_quorum_response_replica_state *rs,
			   int32_t n)
{
	printf("[");
	for (int32_t i = 0; i < n; i++) {
		char dir[KW_UUID_TEXT_LEN + 1];
		kw_uuid_to_text(&rs[i].replica_directory_id, dir);
		printf("%s{\"id\": %d", i ? ", " : "", (int)rs[i].replica_id);
		if (!kw_uuid_is_zero(&rs[i].replica_directory_id))
			printf(", \"directoryId\": \"%s\"", dir);
		for (int32_t k = 0; k < m->nodes_count; k++) {
			const struct kw_describe_quorum_response_node *nd = &m->nodes[k];
			if (nd->node_id != rs[i].replica_id || nd->listeners_count < 1)
				continue;
			printf(", \"endpoints\": [");
			for (int32_t j = 0; j < nd->listeners_count; j++) {
				printf("%s", j ? ", " : "");
				print_endpoint(&nd->listeners[j]);
			}
			printf("]");
			break;
		}
		printf("}");
	}
	printf("]");
}

struct row {
	const struct kw_describe_quorum_response_replica_state *r;
	const char *status;
};

/* A timestamp cell; --human-readable: "N ms ago", refusing (as Kafka's tool
 * does) a time at or before the epoch or in the future. Returns 0 or -1. */
static int cell(char *dst, size_t len, int64_t v, bool human, int64_t now,
		const char *desc)
{
	if (v < 0) {
		snprintf(dst, len, "-1");
	} else if (human) {
		if (v <= 0 || v > now) {
			fprintf(stderr,
				"kwire quorum: Error while computing relative time, possible "
				"drift in system clock.\nCurrent timestamp is %lld, %s "
				"timestamp is %lld\n",
				(long long)now, desc, (long long)v);
			return -1;
		}
		snprintf(dst, len, "%lld ms ago", (long long)(now - v));
	} else {
		snprintf(dst, len, "%lld", (long long)v);
	}
	return 0;
}

/* The pending change as `describe --status` prints it. */
static void print_pending(const struct pending *pc)
{
	if (pc->n < 0) {
		printf("none");
	} else {
		printf("[");
		for (int32_t i = 0; i < pc->n; i++)
			printf("%s%d", i ? ", " : "", (int)pc->target[i]);
		printf("]");
	}
	if (pc->offset >= 0)
		printf(" (last voter record: %s at offset %lld, %s)",
		       pc->type == KW_CONTROL_VOTERS ? "VotersRecord" : "VoterAssignment",
		       (long long)pc->offset, pc->committed ? "committed" : "not committed yet");
}

static int print_quorum(const char *cluster_id, const struct kw_describe_quorum_response *m,
			int64_t start, const struct pending *pc, bool status, bool json,
			bool human)
{
	const struct kw_describe_quorum_response_partition_data *p =
		&m->topics[0].partitions[0];
	const struct kw_describe_quorum_response_replica_state *leader = NULL;
	for (int32_t i = 0; i < p->current_voters_count; i++)
		if (p->current_voters[i].replica_id == p->leader_id)
			leader = &p->current_voters[i];
	if (!leader) {
		fprintf(stderr, "kwire quorum: the leader (%d) is not among the voters\n",
			(int)p->leader_id);
		return 1;
	}
	/* The voter with the smallest log end offset, the first one in the
	 * voter list on ties (which may be the leader or not), as Kafka. */
	const struct kw_describe_quorum_response_replica_state *lag = &p->current_voters[0];
	for (int32_t i = 1; i < p->current_voters_count; i++)
		if (p->current_voters[i].log_end_offset < lag->log_end_offset)
			lag = &p->current_voters[i];
	int64_t max_lag = leader->log_end_offset - lag->log_end_offset;
	int64_t max_lag_ms = lag == leader ? 0
			     : (leader->last_caught_up_timestamp >= 0 &&
				lag->last_caught_up_timestamp >= 0)
				     ? leader->last_caught_up_timestamp -
					       lag->last_caught_up_timestamp
				     : -1;
	struct row rows[64];
	int nr = 0;
	rows[nr++] = (struct row){ leader, "Leader" };
	for (int32_t i = 0; i < p->current_voters_count && nr < 64; i++)
		if (&p->current_voters[i] != leader)
			rows[nr++] = (struct row){ &p->current_voters[i], "Follower" };
	for (int32_t i = 0; i < p->observers_count && nr < 64; i++)
		rows[nr++] = (struct row){ &p->observers[i], "Observer" };
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	int64_t now = (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;

	if (json) {
		printf("{\"clusterId\": \"%s\", \"leaderId\": %d, \"leaderEpoch\": %d, "
		       "\"highWatermark\": %lld, \"logStartOffset\": %lld, "
		       "\"maxFollowerLag\": %lld, "
		       "\"maxFollowerLagTimeMs\": %lld, \"currentVoters\": ",
		       cluster_id, (int)p->leader_id, (int)p->leader_epoch,
		       (long long)p->high_watermark, (long long)start, (long long)max_lag,
		       (long long)max_lag_ms);
		print_replicas(m, p->current_voters, p->current_voters_count);
		printf(", \"currentObservers\": ");
		print_replicas(m, p->observers, p->observers_count);
		printf(", \"pendingTarget\": ");
		if (!pc || pc->n < 0) {
			printf("null");
		} else {
			printf("[");
			for (int32_t i = 0; i < pc->n; i++)
				printf("%s%d", i ? ", " : "", (int)pc->target[i]);
			printf("]");
		}
		if (pc)
			printf(", \"lastVoterRecordOffset\": %lld, "
			       "\"lastVoterRecordCommitted\": %s",
			       (long long)pc->offset, pc->committed ? "true" : "false");
		printf(", \"replication\": [");
		for (int i = 0; i < nr; i++) {
			char dir[KW_UUID_TEXT_LEN + 1];
			kw_uuid_to_text(&rows[i].r->replica_directory_id, dir);
			printf("%s{\"nodeId\": %d, \"directoryId\": \"%s\", \"logEndOffset\": %lld, "
			       "\"lag\": %lld, \"lastFetchTimestamp\": %lld, "
			       "\"lastCaughtUpTimestamp\": %lld, \"status\": \"%s\"}",
			       i ? ", " : "", (int)rows[i].r->replica_id, dir,
			       (long long)rows[i].r->log_end_offset,
			       (long long)(leader->log_end_offset - rows[i].r->log_end_offset),
			       (long long)rows[i].r->last_fetch_timestamp,
			       (long long)rows[i].r->last_caught_up_timestamp, rows[i].status);
		}
		printf("]}\n");
		return 0;
	}
	if (status) {
		printf("ClusterId:              %s\n", cluster_id);
		printf("LeaderId:               %d\n", (int)p->leader_id);
		printf("LeaderEpoch:            %d\n", (int)p->leader_epoch);
		printf("HighWatermark:          %lld\n", (long long)p->high_watermark);
		if (start >= 0)
			printf("LogStartOffset:         %lld\n", (long long)start);
		printf("MaxFollowerLag:         %lld\n", (long long)max_lag);
		printf("MaxFollowerLagTimeMs:   %lld\n", (long long)max_lag_ms);
		printf("CurrentVoters:          ");
		print_replicas(m, p->current_voters, p->current_voters_count);
		printf("\nCurrentObservers:       ");
		print_replicas(m, p->observers, p->observers_count);
		printf("\n");
		if (pc) {
			printf("PendingTarget:          ");
			print_pending(pc);
			printf("\n");
		}
		return 0;
	}
	/* The table: every column padded to its widest cell, then a tab. */
	static const char *head[7] = { "NodeId", "DirectoryId", "LogEndOffset", "Lag",
				       "LastFetchTimestamp", "LastCaughtUpTimestamp", "Status" };
	char cells[65][7][48];
	size_t width[7];
	for (int c = 0; c < 7; c++) {
		snprintf(cells[0][c], sizeof cells[0][c], "%s", head[c]);
		width[c] = strlen(head[c]);
	}
	for (int i = 0; i < nr; i++) {
		char(*row)[48] = cells[i + 1];
		char dir[KW_UUID_TEXT_LEN + 1];
		kw_uuid_to_text(&rows[i].r->replica_directory_id, dir);
		snprintf(row[0], 48, "%d", (int)rows[i].r->replica_id);
		snprintf(row[1], 48, "%s", dir);
		snprintf(row[2], 48, "%lld", (long long)rows[i].r->log_end_offset);
		snprintf(row[3], 48, "%lld",
			 (long long)(leader->log_end_offset - rows[i].r->log_end_offset));
		if (cell(row[4], 48, rows[i].r->last_fetch_timestamp, human, now, "last fetch") ||
		    cell(row[5], 48, rows[i].r->last_caught_up_timestamp, human, now,
			 "last caught up"))
			return 1;
		snprintf(row[6], 48, "%s", rows[i].status);
		for (int c = 0; c < 7; c++)
			if (strlen(row[c]) > width[c])
				width[c] = strlen(row[c]);
	}
	for (int i = 0; i <= nr; i++) {
		for (int c = 0; c < 7; c++)
			printf("%-*s\t", (int)width[c], cells[i][c]);
		printf("\n");
	}
	return 0;
}

/* Connects to the quorum leader through server (asking DescribeQuorum,
 * following NOT_LEADER_OR_FOLLOWER to the leader's endpoint): fills *l, *m
 * (the leader's answer) and cluster. Returns 0, 1 (reported) or 2 (usage). */
/* --bootstrap-controller: the node's controller listener, which serves no
 * Metadata (as a Kafka controller): the cluster id is not asked for. */
static bool controller_listener;

static int open_leader_at(const char *server, struct link *l0, struct kw_arena *a0,
			  struct kw_describe_quorum_response *m0, char *cluster,
			  size_t clen)
{
	char host[256], port[16];
	const char *colon = strrchr(server, ':');
	if (!colon || colon == server || strlen(colon + 1) == 0 ||
	    (size_t)(colon - server) >= sizeof host || strlen(colon + 1) >= sizeof port) {
		fprintf(stderr, "kwire quorum: --bootstrap-server: '%s' is not HOST:PORT\n",
			server);
		return 2;
	}
	memcpy(host, server, (size_t)(colon - server));
	host[colon - server] = '\0';
	if (host[0] == '[' && host[strlen(host) - 1] == ']') {
		memmove(host, host + 1, strlen(host));
		host[strlen(host) - 1] = '\0';
	}
	strcpy(port, colon + 1);

	struct link l = { .fd = -1 };
	int rc = 1;
	struct kw_describe_quorum_response m;
	if (dial(&l, host, port) != 0)
		goto out;
	/* The cluster id, from Metadata (as Kafka's describeCluster). */
	struct kw_metadata_request mq;
	kw_metadata_request_init(&mq);
	mq.topics_count = 0;
	if (!controller_listener && call(&l, 3, 12, 1, fill_md, &mq) != 0)
		goto out;
	if (!controller_listener) {
		struct kw_reader r;
		struct kw_error err;
		struct kw_metadata_response mr;
		if (open_response(&l, 3, 12, &r, &err, a0) != 0 ||
		    kw_metadata_response_decode(&mr, 12, &r, a0) != 0) {
			fprintf(stderr, "kwire quorum: %s: bad Metadata response\n", l.where);
			goto out;
		}
		snprintf(cluster, clen, "%.*s",
			 mr.cluster_id.len > 0 ? (int)mr.cluster_id.len : 0,
			 mr.cluster_id.len > 0 ? mr.cluster_id.ptr : "");
	}
	for (int hop = 0; hop < 2; hop++) {
		if (describe(&l, a0, &m) != 0)
			goto out;
		if (m.error_code != 0) {
			fprintf(stderr, "kwire quorum: %s: DescribeQuorum failed: %s\n", l.where,
				kw_protocol_error_name(m.error_code));
			goto out;
		}
		if (m.topics_count != 1 || m.topics[0].partitions_count != 1) {
			fprintf(stderr, "kwire quorum: %s: DescribeQuorum answered no partition\n",
				l.where);
			goto out;
		}
		const struct kw_describe_quorum_response_partition_data *p =
			&m.topics[0].partitions[0];
		if (p->error_code == 0)
			break;
		if (p->error_code != KW_PERR_NOT_LEADER_OR_FOLLOWER || hop == 1) {
			fprintf(stderr, "kwire quorum: %s: DescribeQuorum failed: %s\n", l.where,
				kw_protocol_error_name(p->error_code));
			goto out;
		}
		if (p->leader_id < 0) {
			fprintf(stderr, "kwire quorum: %s: the quorum has no leader (epoch %d)\n",
				l.where, (int)p->leader_epoch);
			goto out;
		}
		/* Ask the leader. */
		const struct kw_describe_quorum_response_listener *ls = NULL;
		for (int32_t i = 0; i < m.nodes_count; i++)
			if (m.nodes[i].node_id == p->leader_id && m.nodes[i].listeners_count > 0)
				ls = &m.nodes[i].listeners[0];
		if (!ls) {
			fprintf(stderr, "kwire quorum: %s: leader %d has no known endpoint\n",
				l.where, (int)p->leader_id);
			goto out;
		}
		snprintf(host, sizeof host, "%.*s", (int)ls->host.len, ls->host.ptr);
		snprintf(port, sizeof port, "%u", (unsigned)ls->port);
		hang_up(&l);
		if (dial(&l, host, port) != 0)
			goto out;
	}
	rc = 0;
out:
	*l0 = l;
	if (rc == 0)
		*m0 = m;
	return rc;
}

/*
 * open_leader_at for a bootstrap list "HOST:PORT,HOST:PORT,..." (as Kafka's
 * tools take it): each entry in turn until one answers; 2 at once for an
 * entry that is not HOST:PORT.
 */
static int open_leader(const char *servers, struct link *l0, struct kw_arena *a0,
		       struct kw_describe_quorum_response *m0, char *cluster, size_t clen)
{
	int rc = 1;
	const char *p = servers;
	do {
		const char *comma = strchr(p, ',');
		size_t len = comma ? (size_t)(comma - p) : strlen(p);
		char one[300];
		if (len >= sizeof one) {
			fprintf(stderr, "kwire quorum: --bootstrap-server: an entry is too long\n");
			return 2;
		}
		memcpy(one, p, len);
		one[len] = '\0';
		if (l0->fd >= 0)
			hang_up(l0);
		free(l0->resp);
		*l0 = (struct link){ .fd = -1 };
		rc = open_leader_at(one, l0, a0, m0, cluster, clen);
		if (rc != 1)
			return rc;
		p = comma ? comma + 1 : NULL;
	} while (p);
	return rc;
}

static int run(const char *server, bool status, bool json, bool human)
{
	struct link l = { .fd = -1 };
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_describe_quorum_response m;
	char cluster[128] = "";
	int rc = open_leader(server, &l, &a, &m, cluster, sizeof cluster);
	/* the log start where the leader's listener serves ListOffsets */
	int64_t start = rc == 0 && !controller_listener && (status || json)
				? log_start(&l, &a)
				: -1;
	/* the AlterQuorum target in progress, from a node that tells it */
	struct pending pc;
	bool have_pc = rc == 0 && (status || json) && pending_change(&l, &a, &pc);
	if (rc == 0)
		rc = print_quorum(cluster, &m, start, have_pc ? &pc : NULL, status, json,
				  human);
	if (l.fd >= 0)
		hang_up(&l);
	free(l.resp);
	kw_arena_free(&a);
	return rc;
}

/* -- alter: AlterQuorum (api key 10000, kwire's own) -- */

static int fill_aq(void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_quorum_request_encode(m, v, w);
}

/* One AlterQuorum to the node behind l; *code gets the partition's error. */
static int alter_once(struct link *l, struct kw_arena *a, const char *cluster,
		      const int32_t *target, int32_t n, int16_t *code)
{
	struct kw_alter_quorum_request q;
	struct kw_alter_quorum_request_alter_quorum_topic_request t;
	struct kw_alter_quorum_request_alter_quorum_partition_request p;
	struct kw_alter_quorum_request_voter v[KW_QUORUM_MAX_VOTERS];
	kw_alter_quorum_request_init(&q);
	kw_alter_quorum_request_alter_quorum_topic_request_init(&t);
	kw_alter_quorum_request_alter_quorum_partition_request_init(&p);
	q.cluster_id = kw_str_from_cstr(cluster);
	q.topics = &t;
	q.topics_count = 1;
	t.topic_name = KW_STR_LIT("__cluster_metadata");
	t.partitions = &p;
	t.partitions_count = 1;
	p.partition_index = 0;
	p.target_voters_count = n;
	p.target_voters = n > 0 ? v : NULL;
	for (int32_t i = 0; i < n; i++) {
		kw_alter_quorum_request_voter_init(&v[i]);
		v[i].voter_id = target[i];
	}
	if (call(l, KW_API_ALTER_QUORUM, 0, 3, fill_aq, &q) != 0)
		return -1;
	struct kw_reader r;
	struct kw_error err;
	struct kw_alter_quorum_response m;
	if (open_response(l, KW_API_ALTER_QUORUM, 0, &r, &err, a) != 0 ||
	    kw_alter_quorum_response_decode(&m, 0, &r, a) != 0 || m.topics_count != 1 ||
	    m.topics[0].partitions_count != 1) {
		fprintf(stderr, "kwire quorum: %s: bad AlterQuorum response\n", l->where);
		return -1;
	}
	*code = m.topics[0].partitions[0].error_code;
	return 0;
}

static bool voters_are(const struct kw_describe_quorum_response *m,
		       const int32_t *target, int32_t n)
{
	if (m->topics_count != 1 || m->topics[0].partitions_count != 1)
		return false;
	const struct kw_describe_quorum_response_partition_data *p =
		&m->topics[0].partitions[0];
	if (p->current_voters_count != n)
		return false;
	for (int32_t i = 0; i < n; i++) {
		bool found = false;
		for (int32_t j = 0; j < n; j++)
			found |= p->current_voters[j].replica_id == target[i];
		if (!found)
			return false;
	}
	return true;
}

/* The voters m shows, as "1,2,3" (empty when m has no partition). */
static void voters_text(const struct kw_describe_quorum_response *m, char *out, size_t cap)
{
	out[0] = '\0';
	if (m->topics_count != 1 || m->topics[0].partitions_count != 1)
		return;
	const struct kw_describe_quorum_response_partition_data *p = &m->topics[0].partitions[0];
	size_t len = 0;
	for (int32_t i = 0; i < p->current_voters_count && len < cap; i++)
		len += (size_t)snprintf(out + len, cap - len, "%s%d", i ? "," : "",
					(int)p->current_voters[i].replica_id);
}

static void sleep_ms(int ms)
{
	struct timespec ts = { ms / 1000, (long)(ms % 1000) * 1000000L };
	nanosleep(&ts, NULL);
}

static int64_t wall_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* The replica id of m's voters (kind 'v') or observers ('o'), or NULL. */
static const struct kw_describe_quorum_response_replica_state *
replica_in(const struct kw_describe_quorum_response *m, char kind, int32_t id)
{
	if (m->topics_count != 1 || m->topics[0].partitions_count != 1)
		return NULL;
	const struct kw_describe_quorum_response_partition_data *p =
		&m->topics[0].partitions[0];
	const struct kw_describe_quorum_response_replica_state *v =
		kind == 'v' ? p->current_voters : p->observers;
	int32_t n = kind == 'v' ? p->current_voters_count : p->observers_count;
	for (int32_t i = 0; i < n; i++)
		if (v[i].replica_id == id)
			return &v[i];
	return NULL;
}

/*
 * The first voter of the target the leader does not know at all (neither
 * a voter nor an observer that has fetched), or -1: the leader would
 * refuse it; the tool says so before asking.
 */
static int32_t unknown_voter(const struct kw_describe_quorum_response *m,
			     const int32_t *target, int32_t n)
{
	for (int32_t i = 0; i < n; i++)
		if (!replica_in(m, 'v', target[i]) && !replica_in(m, 'o', target[i]))
			return target[i];
	return -1;
}

/* Why the voters did not reach the target: what each missing voter last
 * did, as the leader saw it. */
static void explain_missing(const struct kw_describe_quorum_response *m,
			    const int32_t *target, int32_t n)
{
	if (m->topics_count != 1 || m->topics[0].partitions_count != 1)
		return;
	int64_t hw = m->topics[0].partitions[0].high_watermark;
	int64_t now = wall_now_ms();
	for (int32_t i = 0; i < n; i++) {
		if (replica_in(m, 'v', target[i]))
			continue;
		const struct kw_describe_quorum_response_replica_state *o =
			replica_in(m, 'o', target[i]);
		if (!o) {
			fprintf(stderr, "  voter %d: the leader has never seen it fetch\n",
				(int)target[i]);
		} else if (o->last_fetch_timestamp < 0) {
			fprintf(stderr, "  voter %d: an observer that has not fetched\n",
				(int)target[i]);
		} else {
			fprintf(stderr,
				"  voter %d: an observer, log end offset %lld of the leader's "
				"high watermark %lld, last fetch %lld ms ago (it is added "
				"once it has caught up)\n",
				(int)target[i], (long long)o->log_end_offset, (long long)hw,
				(long long)(now - o->last_fetch_timestamp));
		}
	}
}

/*
 * Sends AlterQuorum to the leader (found with DescribeQuorum, and again
 * after NOT_LEADER_OR_FOLLOWER: the draft's client retries "if it times out
 * before the reassignment had been committed"), then, for a target, waits
 * until DescribeQuorum shows exactly those voters.
 */
static int run_alter(const char *server, const int32_t *target, int32_t n,
		     int wait_s)
{
	int16_t code = -1;
	int rc = 1;
	for (int attempt = 0; attempt < 20 && code != 0; attempt++) {
		struct link l = { .fd = -1 };
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_describe_quorum_response m;
		char cluster[128] = "";
		rc = open_leader(server, &l, &a, &m, cluster, sizeof cluster);
		int32_t unknown = rc == 0 ? unknown_voter(&m, target, n) : -1;
		if (unknown >= 0 && attempt < 2) {
			/* a leader elected a moment ago may not have heard
			 * from every observer yet: ask again shortly */
			code = -1;
			rc = 1;
		} else if (unknown >= 0) {
			fprintf(stderr,
				"kwire quorum: voter %d is not known to the leader: it is not "
				"a voter and has never fetched as an observer; start it (with "
				"this cluster's id, and in every node's "
				"controller.quorum.voters) before making it a voter\n",
				(int)unknown);
			rc = 2;
		}
		if (rc == 0 && unknown < 0 &&
		    alter_once(&l, &a, cluster, target, n, &code) != 0)
			rc = 1;
		if (l.fd >= 0)
			hang_up(&l);
		free(l.resp);
		kw_arena_free(&a);
		if (rc == 2)
			return 2;
		if (rc == 0 && code != 0 && code != KW_PERR_NOT_LEADER_OR_FOLLOWER &&
		    code != KW_PERR_REQUEST_TIMED_OUT) {
			fprintf(stderr, "kwire quorum: AlterQuorum failed: %s\n",
				kw_protocol_error_name(code));
			if (code == KW_PERR_INVALID_REQUEST && n > 0)
				fputs("  the leader refuses a voter without an endpoint in its "
				      "controller.quorum.voters or not fetching from it; its log "
				      "names the voter and why\n",
				      stderr);
			return 1;
		}
		if (code != 0)
			sleep_ms(unknown >= 0 ? 200 : 500);
	}
	if (code != 0) {
		fprintf(stderr, "kwire quorum: AlterQuorum: no leader accepted the change\n");
		return 1;
	}
	if (n < 0) {
		printf("Cancelled: the voters stay as they are now.\n");
		return 0;
	}
	printf("Accepted: the leader moves the voters one at a time.\n");
	fflush(stdout);
	char last[256] = "";
	for (int i = 0; i < wait_s * 4; i++) {
		struct link l = { .fd = -1 };
		struct kw_arena a;
		kw_arena_init(&a);
		struct kw_describe_quorum_response m;
		char cluster[128] = "";
		bool got = open_leader(server, &l, &a, &m, cluster, sizeof cluster) == 0;
		bool done = got && voters_are(&m, target, n);
		if (got && !done && i == wait_s * 4 - 1) {
			fprintf(stderr,
				"kwire quorum: the voters did not reach the target within %d s; "
				"they are %s\n",
				wait_s, (voters_text(&m, last, sizeof last), last));
			explain_missing(&m, target, n);
		}
		char now[256];
		if (got && !done) {
			/* progress: each voter set on the way, once */
			voters_text(&m, now, sizeof now);
			if (now[0] && strcmp(now, last) != 0) {
				printf("Now: the voters are %s (%d s)\n", now, i / 4);
				fflush(stdout);
				snprintf(last, sizeof last, "%s", now);
			}
		}
		if (l.fd >= 0)
			hang_up(&l);
		free(l.resp);
		kw_arena_free(&a);
		if (done) {
			printf("Done: the voters are");
			for (int32_t k = 0; k < n; k++)
				printf("%s%d", k ? "," : " ", target[k]);
			printf(".\n");
			return 0;
		}
		if (i == wait_s * 4 - 1)
			return 1;
		sleep_ms(250);
	}
	fprintf(stderr, "kwire quorum: the voters did not reach the target within %d s\n",
		wait_s);
	return 1;
}

/* "1,2,4" -> ids; -1 on a malformed list. */
static int32_t parse_ids(const char *s, int32_t *out)
{
	int32_t n = 0;
	while (*s) {
		char *end;
		long v = strtol(s, &end, 10);
		if (end == s || v < 0 || v > INT32_MAX || n == KW_QUORUM_MAX_VOTERS ||
		    (*end != ',' && *end != '\0'))
			return -1;
		out[n++] = (int32_t)v;
		s = *end == ',' ? end + 1 : end;
	}
	return n > 0 ? n : -1;
}

static void usage(FILE *out)
{
	fputs("usage: kwire quorum --bootstrap-server HOST:PORT describe --status [--json]\n"
	      "       kwire quorum --bootstrap-server HOST:PORT describe --replication\n"
	      "                    [--human-readable] [--json]\n"
	      "       kwire quorum --bootstrap-server HOST:PORT alter --voters ID,ID,...\n"
	      "       kwire quorum --bootstrap-server HOST:PORT alter --cancel\n"
	      "       kwire quorum --bootstrap-controller HOST:PORT --command-config FILE\n"
	      "                    add-controller [--dry-run]\n"
	      "       kwire quorum --bootstrap-controller HOST:PORT remove-controller\n"
	      "                    --controller-id ID --controller-directory-id UUID [--dry-run]\n"
	      "Describes the KRaft quorum as kafka-metadata-quorum.sh does; alter moves\n"
	      "its voters (kwire's AlterQuorum, one voter at a time).\n"
	      "add-controller sends KIP-853's AddRaftVoter for the controller whose\n"
	      "configuration FILE is (--command-config, or --config): its node.id, the\n"
	      "directory.id of its meta.properties, its controller listeners;\n"
	      "remove-controller sends RemoveRaftVoter. Both go to the leader.\n"
	      "--bootstrap-controller HOST:PORT names a node's controller listener\n"
	      "instead (what alter needs once controller.listener.names separates\n"
	      "peers from clients); there the cluster id is not shown.\n"
	      "Either takes a list HOST:PORT,HOST:PORT,... and uses the first entry\n"
	      "that answers. alter refuses at once a voter the leader has never seen\n"
	      "fetch, and says why when the voters do not reach the target.\n"
	      "--command-config FILE reads Kafka client properties to reach a secured\n"
	      "listener: security.protocol, ssl.truststore.location,\n"
	      "ssl.keystore.location, ssl.key.password, sasl.mechanism, sasl.username\n"
	      "and sasl.password (or sasl.jaas.config).\n",
	      out);
}

int kw_cmd_quorum(int argc, char **argv)
{
	const char *server = NULL;
	bool describe_cmd = false, status = false, replication = false, json = false,
	     human = false;
	bool alter_cmd = false, cancel = false;
	const char *voters = NULL;
	/* add-controller and remove-controller */
	bool add_cmd = false, remove_cmd = false, dry_run = false;
	const char *controller_config = NULL, *command_config = NULL;
	const char *controller_id = NULL, *controller_dir = NULL;
	kw_client_security_init(&security);
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "--help") == 0 || strcmp(a, "-h") == 0) {
			usage(stdout);
			return 0;
		} else if (strcmp(a, "--bootstrap-server") == 0 ||
			   strcmp(a, "--bootstrap-controller") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "kwire quorum: %s: missing HOST:PORT\n", a);
				return 2;
			}
			server = argv[i];
			controller_listener = strcmp(a, "--bootstrap-controller") == 0;
		} else if (strncmp(a, "--bootstrap-server=", 19) == 0) {
			server = a + 19;
		} else if (strcmp(a, "--command-config") == 0) {
			char why[512];
			if (++i >= argc) {
				fprintf(stderr, "kwire quorum: --command-config: missing FILE\n");
				return 2;
			}
			if (kw_client_security_load(&security, argv[i], why, sizeof why) != 0) {
				fprintf(stderr, "kwire quorum: --command-config: %s\n", why);
				return 2;
			}
			command_config = argv[i];
		} else if (strcmp(a, "--config") == 0 || strcmp(a, "--controller-id") == 0 ||
			   strcmp(a, "--controller-directory-id") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "kwire quorum: %s: missing value\n", a);
				return 2;
			}
			if (strcmp(a, "--config") == 0)
				controller_config = argv[i];
			else if (strcmp(a, "--controller-id") == 0)
				controller_id = argv[i];
			else
				controller_dir = argv[i];
		} else if (strcmp(a, "add-controller") == 0) {
			add_cmd = true;
		} else if (strcmp(a, "remove-controller") == 0) {
			remove_cmd = true;
		} else if (strcmp(a, "--dry-run") == 0) {
			dry_run = true;
		} else if (strcmp(a, "describe") == 0) {
			describe_cmd = true;
		} else if (strcmp(a, "alter") == 0) {
			alter_cmd = true;
		} else if (strcmp(a, "--cancel") == 0) {
			cancel = true;
		} else if (strcmp(a, "--voters") == 0) {
			if (++i >= argc) {
				fprintf(stderr, "kwire quorum: --voters: missing ID,ID,...\n");
				return 2;
			}
			voters = argv[i];
		} else if (strcmp(a, "--status") == 0) {
			status = true;
		} else if (strcmp(a, "--replication") == 0) {
			replication = true;
		} else if (strcmp(a, "--json") == 0) {
			json = true;
		} else if (strcmp(a, "--human-readable") == 0) {
			human = true;
		} else {
			fprintf(stderr, "kwire quorum: unknown argument '%s'\n", a);
			usage(stderr);
			return 2;
		}
	}
	if ((add_cmd || remove_cmd) && !describe_cmd && !alter_cmd) {
		if (add_cmd && remove_cmd) {
			fputs("kwire quorum: only one of add-controller and remove-controller\n",
			      stderr);
			return 2;
		}
		if (!server && !dry_run) {
			fputs("kwire quorum: --bootstrap-server or --bootstrap-controller is "
			      "required\n",
			      stderr);
			return 2;
		}
		struct kw_qv_voter v;
		char err[KW_QV_ERROR_MAX];
		const char *file = controller_config ? controller_config : command_config;
		if (add_cmd && !file) {
			fputs("kwire quorum: add-controller: --command-config (or --config) must "
			      "name the new controller's configuration file\n",
			      stderr);
			return 2;
		}
		if (add_cmd ? kw_qv_load_controller(file, &v, err) != 0
			    : kw_qv_parse_remove(controller_id, controller_dir, &v, err) != 0) {
			fprintf(stderr, "kwire quorum: %s: %s\n",
				add_cmd ? "add-controller" : "remove-controller", err);
			return 2;
		}
		return add_cmd ? kw_quorum_add_controller(server, &v, dry_run)
			       : kw_quorum_remove_controller(server, &v, dry_run);
	}
	if (server && alter_cmd && !describe_cmd) {
		if (!cancel == !voters) {
			fputs("kwire quorum: alter needs exactly one of --voters or --cancel\n",
			      stderr);
			return 2;
		}
		int32_t ids[KW_QUORUM_MAX_VOTERS];
		int32_t n = -1;
		if (voters && (n = parse_ids(voters, ids)) < 0) {
			fprintf(stderr, "kwire quorum: --voters: '%s' is not a list of ids\n",
				voters);
			return 2;
		}
		return run_alter(server, ids, n, 60);
	}
	if (!server || !describe_cmd) {
		usage(stderr);
		return 2;
	}
	/* Kafka's tool's own messages for these. */
	if (status && replication) {
		fputs("kwire quorum: Only one of --status or --replication should be specified "
		      "with describe sub-command\n", stderr);
		return 2;
	}
	if (!status && !replication) {
		fputs("kwire quorum: One of --status or --replication must be specified with "
		      "describe sub-command\n", stderr);
		return 2;
	}
	if (status && human) {
		fputs("kwire quorum: The option --human-readable is only supported along with "
		      "--replication\n", stderr);
		return 2;
	}
	return run(server, status, json, human);
}

/* -- for add-controller and remove-controller (cmd_quorum_voters.c) -- */

int kw_ql_open_leader(const char *servers, struct link *l, struct kw_arena *a,
		      char *cluster, size_t clen)
{
	struct kw_describe_quorum_response m;
	return open_leader(servers, l, a, &m, cluster, clen);
}

int kw_ql_call(struct link *l, int16_t key, int16_t v, int32_t corr,
	       int (*fill)(void *m, int16_t v, struct kw_writer *w), void *m)
{
	return call(l, key, v, corr, fill, m);
}

int kw_ql_open_response(struct link *l, int16_t key, int16_t v, struct kw_reader *r,
			struct kw_error *err, struct kw_arena *a)
{
	return open_response(l, key, v, r, err, a);
}

void kw_ql_hang_up(struct link *l)
{
	if (l->fd >= 0)
		hang_up(l);
	free(l->resp);
	l->resp = NULL;
}
