/*
 * tests/node/rdk_client.c — a librdkafka client for the cluster tests.
 *
 *   rdk_client produce BOOTSTRAP COUNT PREFIX ACKED_FILE
 *       produces COUNT records "PREFIX-i" to __cluster_metadata/0 with
 *       acks=all, at most 8 in flight, and writes the value of every record
 *       the cluster acknowledged to ACKED_FILE (one a line). Gives up after
 *       60 s. Exit 0 when at least one record was acknowledged.
 *   rdk_client produce-idempotent BOOTSTRAP COUNT PREFIX ACKED_FILE
 *       the same with enable.idempotence=true (librdkafka then keeps at
 *       most 5 requests in flight and retries with the same sequences);
 *       also exits 1 when the producer raised a fatal error (printed).
 *   rdk_client consume BOOTSTRAP OUT_FILE
 *       reads __cluster_metadata/0 from the beginning up to the high
 *       watermark and writes every value to OUT_FILE. Exit 0 on success.
 *   rdk_client times BOOTSTRAP BASE_MS
 *       produces 20 records whose create times are BASE_MS + i * 1000
 *       (acks=all), notes the offset the cluster gave each, then asks
 *       rd_kafka_offsets_for_times (ListOffsets) for timestamps before,
 *       on, between and after them and checks every answer against those
 *       offsets; also that the max-timestamp query (-3), which librdkafka
 *       sends below ListOffsets v7, gets an error. Prints one line per
 *       query. Exit 0 when every answer is right.
 *   rdk_client admin BOOTSTRAP
 *       the admin client's CreateTopics (other_topic), CreatePartitions
 *       and DeleteTopics (__cluster_metadata): prints each topic's error
 *       name and message, one a line; then DescribeConfigs of the topic,
 *       its entries on one line. Exit 0 when every one was answered.
 */
#include <librdkafka/rdkafka.h>

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>

#define TOPIC "__cluster_metadata"

static FILE *acked;
static long n_acked, n_failed, in_flight;

static void on_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	(void)opaque;
	in_flight--;
	if (m->err) {
		n_failed++;
		return;
	}
	fprintf(acked, "%.*s\n", (int)m->len, (const char *)m->payload);
	fflush(acked);
	n_acked++;
}

static bool idempotent;

static rd_kafka_t *client(rd_kafka_type_t type, const char *boot)
{
	char err[512];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	if (rd_kafka_conf_set(conf, "bootstrap.servers", boot, err, sizeof err) ||
	    rd_kafka_conf_set(conf, "acks", "all", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "message.timeout.ms", "20000", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "retry.backoff.ms", "50", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "topic.metadata.refresh.interval.ms", "500", err,
			      sizeof err) ||
	    rd_kafka_conf_set(conf, "linger.ms", "0", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err)) {
		fprintf(stderr, "rdk_client: %s\n", err);
		exit(2);
	}
	/* RDK_DEBUG=eos,protocol,... : librdkafka's debug contexts */
	const char *dbg = getenv("RDK_DEBUG");
	if (dbg && (rd_kafka_conf_set(conf, "debug", dbg, err, sizeof err) ||
		    rd_kafka_conf_set(conf, "log_level", "7", err, sizeof err))) {
		fprintf(stderr, "rdk_client: %s\n", err);
		exit(2);
	}
	if (idempotent &&
	    rd_kafka_conf_set(conf, "enable.idempotence", "true", err, sizeof err)) {
		fprintf(stderr, "rdk_client: %s\n", err);
		exit(2);
	}
	if (type == RD_KAFKA_PRODUCER)
		rd_kafka_conf_set_dr_msg_cb(conf, on_delivery);
	else if (rd_kafka_conf_set(conf, "group.id", "kwire-test", err, sizeof err) ||
		 rd_kafka_conf_set(conf, "enable.auto.commit", "false", err, sizeof err)) {
		fprintf(stderr, "rdk_client: %s\n", err);
		exit(2);
	}
	rd_kafka_t *rk = rd_kafka_new(type, conf, err, sizeof err);
	if (!rk) {
		fprintf(stderr, "rdk_client: %s\n", err);
		exit(2);
	}
	return rk;
}

static int produce(const char *boot, long count, const char *prefix, const char *path)
{
	acked = fopen(path, "w");
	if (!acked)
		return 2;
	rd_kafka_t *rk = client(RD_KAFKA_PRODUCER, boot);
	rd_kafka_topic_t *rkt = rd_kafka_topic_new(rk, TOPIC, NULL);
	time_t deadline = time(NULL) + 60;
	char val[128];
	for (long i = 0; i < count && time(NULL) < deadline; i++) {
		while (in_flight >= 8 && time(NULL) < deadline)
			rd_kafka_poll(rk, 10);
		int len = snprintf(val, sizeof val, "%s-%ld", prefix, i);
		if (rd_kafka_produce(rkt, 0, RD_KAFKA_MSG_F_COPY, val, (size_t)len, NULL, 0,
				     NULL) != 0) {
			i--;
			rd_kafka_poll(rk, 50);
			continue;
		}
		in_flight++;
		rd_kafka_poll(rk, 0);
	}
	rd_kafka_flush(rk, 25000);
	char why[512];
	rd_kafka_resp_err_t fatal = rd_kafka_fatal_error(rk, why, sizeof why);
	if (fatal)
		fprintf(stderr, "rdk_client: fatal error %s: %s\n", rd_kafka_err2name(fatal),
			why);
	rd_kafka_topic_destroy(rkt);
	rd_kafka_destroy(rk);
	fclose(acked);
	if (fatal)
		return 1;
	fprintf(stderr, "rdk_client: %ld acknowledged, %ld failed\n", n_acked, n_failed);
	return n_acked > 0 ? 0 : 1;
}

static int consume(const char *boot, const char *path)
{
	FILE *out = fopen(path, "w");
	if (!out)
		return 2;
	rd_kafka_t *rk = client(RD_KAFKA_CONSUMER, boot);
	int64_t lo = 0, hi = 0;
	rd_kafka_resp_err_t e = RD_KAFKA_RESP_ERR_NO_ERROR;
	/* Right after a leader change the query can fail at once (no leader
	 * known yet): retry for up to ~10 s, not 50 times in a row. */
	for (int i = 0; i < 50; i++) {
		e = rd_kafka_query_watermark_offsets(rk, TOPIC, 0, &lo, &hi, 2000);
		if (!e)
			break;
		usleep(200 * 1000);
	}
	if (e) {
		fprintf(stderr, "rdk_client: watermarks: %s\n", rd_kafka_err2str(e));
		return 1;
	}
	rd_kafka_topic_partition_list_t *parts = rd_kafka_topic_partition_list_new(1);
	rd_kafka_topic_partition_list_add(parts, TOPIC, 0)->offset = RD_KAFKA_OFFSET_BEGINNING;
	rd_kafka_assign(rk, parts);
	rd_kafka_topic_partition_list_destroy(parts);
	time_t deadline = time(NULL) + 30;
	int64_t next = 0;
	int rc = 1;
	while (time(NULL) < deadline) {
		rd_kafka_message_t *m = rd_kafka_consumer_poll(rk, 200);
		if (!m) {
			if (next >= hi - 1)
				break; /* the last offset may be a control record */
			continue;
		}
		if (m->err == RD_KAFKA_RESP_ERR__PARTITION_EOF) {
			rd_kafka_message_destroy(m);
			/* A new leader may answer below the old high watermark
			 * until it commits its first record: only an end of
			 * partition at the watermark we queried ends the read. */
			if (next >= hi - 1) {
				rc = 0;
				break;
			}
			continue;
		}
		if (!m->err) {
			fprintf(out, "%.*s\n", (int)m->len, (const char *)m->payload);
			next = m->offset + 1;
			if (next >= hi) {
				rd_kafka_message_destroy(m);
				rc = 0;
				break;
			}
		}
		rd_kafka_message_destroy(m);
	}
	if (next >= hi - 1)
		rc = 0;
	rd_kafka_consumer_close(rk);
	rd_kafka_destroy(rk);
	fclose(out);
	fprintf(stderr, "rdk_client: read up to offset %lld of high watermark %lld\n",
		(long long)next, (long long)hi);
	return rc;
}

#define TIMES_N 20
static int64_t times_offsets[TIMES_N];

static void on_times_delivery(rd_kafka_t *rk, const rd_kafka_message_t *m, void *opaque)
{
	(void)rk;
	(void)opaque;
	in_flight--;
	long i = (long)(intptr_t)m->_private;
	if (m->err || i < 0 || i >= TIMES_N)
		n_failed++;
	else
		times_offsets[i] = m->offset;
}

/* One offsets_for_times query; want -1: no record (offset -1). */
static int check_time(rd_kafka_t *rk, int64_t ts, int64_t want, bool want_error)
{
	rd_kafka_topic_partition_list_t *l = rd_kafka_topic_partition_list_new(1);
	rd_kafka_topic_partition_list_add(l, TOPIC, 0)->offset = ts;
	rd_kafka_resp_err_t e = rd_kafka_offsets_for_times(rk, l, 10000);
	int64_t got = l->elems[0].offset;
	rd_kafka_resp_err_t pe = l->elems[0].err;
	rd_kafka_topic_partition_list_destroy(l);
	bool failed = e || pe;
	printf("   offsets_for_times(%lld): offset %lld%s%s (want %s%lld)\n", (long long)ts,
	       (long long)got, failed ? ", error " : "",
	       failed ? rd_kafka_err2str(e ? e : pe) : "", want_error ? "an error, " : "",
	       (long long)want);
	if (want_error)
		return failed ? 0 : 1;
	return !failed && got == want ? 0 : 1;
}

static int times(const char *boot, int64_t base)
{
	char err[512];
	rd_kafka_conf_t *conf = rd_kafka_conf_new();
	if (rd_kafka_conf_set(conf, "bootstrap.servers", boot, err, sizeof err) ||
	    rd_kafka_conf_set(conf, "acks", "all", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "linger.ms", "0", err, sizeof err) ||
	    rd_kafka_conf_set(conf, "log_level", "0", err, sizeof err)) {
		fprintf(stderr, "rdk_client: %s\n", err);
		return 2;
	}
	rd_kafka_conf_set_dr_msg_cb(conf, on_times_delivery);
	rd_kafka_t *rk = rd_kafka_new(RD_KAFKA_PRODUCER, conf, err, sizeof err);
	if (!rk) {
		fprintf(stderr, "rdk_client: %s\n", err);
		return 2;
	}
	for (int i = 0; i < TIMES_N; i++) {
		char val[32];
		int len = snprintf(val, sizeof val, "ts-%d", i);
		times_offsets[i] = -1;
		/* one at a time: offsets then follow the timestamps */
		rd_kafka_vu_t vus[6];
		vus[0].vtype = RD_KAFKA_VTYPE_TOPIC;
		vus[0].u.cstr = TOPIC;
		vus[1].vtype = RD_KAFKA_VTYPE_PARTITION;
		vus[1].u.i32 = 0;
		vus[2].vtype = RD_KAFKA_VTYPE_VALUE;
		vus[2].u.mem.ptr = val;
		vus[2].u.mem.size = (size_t)len;
		vus[3].vtype = RD_KAFKA_VTYPE_MSGFLAGS;
		vus[3].u.i = RD_KAFKA_MSG_F_COPY;
		vus[4].vtype = RD_KAFKA_VTYPE_TIMESTAMP;
		vus[4].u.i64 = base + i * 1000;
		vus[5].vtype = RD_KAFKA_VTYPE_OPAQUE;
		vus[5].u.ptr = (void *)(intptr_t)i;
		rd_kafka_error_t *re = rd_kafka_produceva(rk, vus, 6);
		rd_kafka_resp_err_t e = re ? rd_kafka_error_code(re) : RD_KAFKA_RESP_ERR_NO_ERROR;
		if (re)
			rd_kafka_error_destroy(re);
		if (e) {
			fprintf(stderr, "rdk_client: produce: %s\n", rd_kafka_err2str(e));
			return 1;
		}
		in_flight++;
		rd_kafka_flush(rk, 20000);
		if (times_offsets[i] < 0) {
			fprintf(stderr, "rdk_client: record %d not acknowledged\n", i);
			return 1;
		}
	}
	int bad = 0;
	bad += check_time(rk, base - 1, times_offsets[0], false);
	bad += check_time(rk, base, times_offsets[0], false);
	bad += check_time(rk, base + 2500, times_offsets[3], false);
	bad += check_time(rk, base + 7000, times_offsets[7], false);
	bad += check_time(rk, base + (TIMES_N - 1) * 1000, times_offsets[TIMES_N - 1], false);
	bad += check_time(rk, base + (TIMES_N - 1) * 1000 + 1, -1, false);
	bad += check_time(rk, -3, -1, true);
	rd_kafka_destroy(rk);
	printf("   offsets of the %d records: %lld..%lld\n", TIMES_N,
	       (long long)times_offsets[0], (long long)times_offsets[TIMES_N - 1]);
	return bad ? 1 : 0;
}

/* Waits for the admin result of the operation just started on q. */
static rd_kafka_event_t *admin_wait(rd_kafka_queue_t *q)
{
	rd_kafka_event_t *ev = rd_kafka_queue_poll(q, 20000);
	if (!ev)
		puts("no admin result within 20 s");
	return ev;
}

static void print_topics(const char *op, const rd_kafka_topic_result_t **t, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		const char *msg = rd_kafka_topic_result_error_string(t[i]);
		printf("%s %s: %s: %s\n", op, rd_kafka_topic_result_name(t[i]),
		       rd_kafka_err2name(rd_kafka_topic_result_error(t[i])),
		       msg ? msg : "");
	}
}

static int admin(const char *boot)
{
	rd_kafka_t *rk = client(RD_KAFKA_PRODUCER, boot);
	if (!rk)
		return 1;
	rd_kafka_queue_t *q = rd_kafka_queue_new(rk);
	char err[256];
	int answered = 0;
	rd_kafka_NewTopic_t *nt = rd_kafka_NewTopic_new("other_topic", 3, 1, err, sizeof err);
	rd_kafka_CreateTopics(rk, &nt, 1, NULL, q);
	rd_kafka_event_t *ev = admin_wait(q);
	if (ev && rd_kafka_event_CreateTopics_result(ev)) {
		size_t n;
		const rd_kafka_topic_result_t **t = rd_kafka_CreateTopics_result_topics(
			rd_kafka_event_CreateTopics_result(ev), &n);
		print_topics("CreateTopics", t, n);
		answered += n == 1;
	}
	if (ev)
		rd_kafka_event_destroy(ev);
	rd_kafka_NewTopic_destroy(nt);
	rd_kafka_NewPartitions_t *np = rd_kafka_NewPartitions_new(TOPIC, 2, err, sizeof err);
	rd_kafka_CreatePartitions(rk, &np, 1, NULL, q);
	ev = admin_wait(q);
	if (ev && rd_kafka_event_CreatePartitions_result(ev)) {
		size_t n;
		const rd_kafka_topic_result_t **t = rd_kafka_CreatePartitions_result_topics(
			rd_kafka_event_CreatePartitions_result(ev), &n);
		print_topics("CreatePartitions", t, n);
		answered += n == 1;
	}
	if (ev)
		rd_kafka_event_destroy(ev);
	rd_kafka_NewPartitions_destroy(np);
	rd_kafka_DeleteTopic_t *dt = rd_kafka_DeleteTopic_new(TOPIC);
	rd_kafka_DeleteTopics(rk, &dt, 1, NULL, q);
	ev = admin_wait(q);
	if (ev && rd_kafka_event_DeleteTopics_result(ev)) {
		size_t n;
		const rd_kafka_topic_result_t **t = rd_kafka_DeleteTopics_result_topics(
			rd_kafka_event_DeleteTopics_result(ev), &n);
		print_topics("DeleteTopics", t, n);
		answered += n == 1;
	}
	if (ev)
		rd_kafka_event_destroy(ev);
	rd_kafka_DeleteTopic_destroy(dt);
	rd_kafka_ConfigResource_t *cr = rd_kafka_ConfigResource_new(RD_KAFKA_RESOURCE_TOPIC, TOPIC);
	rd_kafka_DescribeConfigs(rk, &cr, 1, NULL, q);
	ev = admin_wait(q);
	if (ev && rd_kafka_event_DescribeConfigs_result(ev)) {
		size_t n, nc;
		const rd_kafka_ConfigResource_t **res = rd_kafka_DescribeConfigs_result_resources(
			rd_kafka_event_DescribeConfigs_result(ev), &n);
		for (size_t i = 0; i < n; i++) {
			printf("DescribeConfigs %s: %s", rd_kafka_ConfigResource_name(res[i]),
			       rd_kafka_err2name(rd_kafka_ConfigResource_error(res[i])));
			const rd_kafka_ConfigEntry_t **ce =
				rd_kafka_ConfigResource_configs(res[i], &nc);
			for (size_t j = 0; j < nc; j++)
				printf(" %s=%s%s", rd_kafka_ConfigEntry_name(ce[j]),
				       rd_kafka_ConfigEntry_value(ce[j]),
				       rd_kafka_ConfigEntry_is_read_only(ce[j]) ? "(ro)" : "");
			putchar('\n');
		}
		answered += n == 1;
	}
	if (ev)
		rd_kafka_event_destroy(ev);
	rd_kafka_ConfigResource_destroy(cr);
	rd_kafka_queue_destroy(q);
	rd_kafka_destroy(rk);
	return answered == 4 ? 0 : 1;
}

int main(int argc, char **argv)
{
	if (argc == 3 && strcmp(argv[1], "admin") == 0)
		return admin(argv[2]);
	if (argc == 4 && strcmp(argv[1], "times") == 0)
		return times(argv[2], atoll(argv[3]));
	if (argc == 6 && strcmp(argv[1], "produce") == 0)
		return produce(argv[2], atol(argv[3]), argv[4], argv[5]);
	if (argc == 6 && strcmp(argv[1], "produce-idempotent") == 0) {
		idempotent = true;
		return produce(argv[2], atol(argv[3]), argv[4], argv[5]);
	}
	if (argc == 4 && strcmp(argv[1], "consume") == 0)
		return consume(argv[2], argv[3]);
	fputs("usage: rdk_client produce[-idempotent] BOOT COUNT PREFIX FILE |"
	      " consume BOOT FILE |"
	      " times BOOT BASE_MS\n",
	      stderr);
	return 2;
}
