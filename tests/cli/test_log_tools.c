/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_log_tools.c — `kwire dump-log`, `kwire repair-log`, `kwire
 * random-uuid` and `kwire version`, run as processes against logs this
 * test writes through raft/storage, with control values encoded by the
 * generated codecs (an independent path from dump-log's decoding, which
 * goes through the generic codec table and the JSON converters).
 *
 * Usage: test_log_tools KWIRE
 *
 * The issue-10 findings this covers: dump-log never changes a file (11; it
 * used to cut a torn tail), prints the valid prefix of a log with
 * corruption before its tail (12; it used to print nothing), and the repair
 * path the refusal names works. Issue 18: kwire's VoterAssignment (control
 * type 10000) is decoded, not "UNKNOWN"; --no-payload and --max-bytes.
 */
#include <errno.h>
#include <fcntl.h>
#include <jansson.h>
#include <setjmp.h>
#include <spawn.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmocka.h>

#include "../storage/helpers.h"
#include "kwire/json.h"
#include "kwire/records.h"
#include "kwire/metadata_record.h"
#include "kwire/msg/api.h"
#include "kwire/msg/feature_level_record.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/leader_change_message.h"
#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/msg/register_broker_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/msg/topic_record.h"
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/msg/voters_record.h"
#include "storage/log.h"

extern char **environ;
static const char *kwire;

/* ---- running kwire ---------------------------------------------------- */

struct run {
	int status;
	char *out; /* NUL-terminated */
	size_t out_len;
	char *err;
};

static void run_free(struct run *r)
{
	free(r->out);
	free(r->err);
	memset(r, 0, sizeof *r);
}

/* Runs kwire with the NULL-terminated arguments; captures both streams. */
static struct run run_kwire(const char *arg, ...)
{
	const char *argv[16] = { kwire };
	int n = 1;
	va_list ap;
	va_start(ap, arg);
	for (const char *a = arg; a != NULL && n < 15; a = va_arg(ap, const char *))
		argv[n++] = a;
	va_end(ap);
	argv[n] = NULL;
	char outp[] = "dump-out.XXXXXX", errp[] = "dump-err.XXXXXX";
	int ofd = mkstemp(outp), efd = mkstemp(errp);
	assert_true(ofd >= 0 && efd >= 0);
	posix_spawn_file_actions_t fa;
	posix_spawn_file_actions_init(&fa);
	posix_spawn_file_actions_adddup2(&fa, ofd, 1);
	posix_spawn_file_actions_adddup2(&fa, efd, 2);
	pid_t pid;
	assert_int_equal(posix_spawn(&pid, kwire, &fa, NULL, (char *const *)argv, environ), 0);
	posix_spawn_file_actions_destroy(&fa);
	int st;
	assert_int_equal(waitpid(pid, &st, 0), pid);
	struct run r = { 0 };
	r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
	size_t elen;
	r.out = test_read_file(outp, &r.out_len);
	r.err = test_read_file(errp, &elen);
	close(ofd);
	close(efd);
	unlink(outp);
	unlink(errp);
	assert_non_null(r.out);
	assert_non_null(r.err);
	return r;
}

/* Parses every line of a --json run; returns an array of objects. */
static json_t *json_lines(const struct run *r)
{
	json_t *all = json_array();
	char *save = NULL;
	char *copy = strdup(r->out);
	for (char *line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		json_error_t e;
		json_t *j = json_loads(line, 0, &e);
		if (j == NULL)
			fail_msg("not JSON (%s): %s", e.text, line);
		json_array_append_new(all, j);
	}
	free(copy);
	return all;
}

/* The {"summary": ...} object, which must be the last line. */
static json_t *summary_of(json_t *lines)
{
	size_t n = json_array_size(lines);
	assert_true(n > 0);
	json_t *s = json_object_get(json_array_get(lines, n - 1), "summary");
	assert_non_null(s);
	return s;
}

static long long jint(json_t *o, const char *key)
{
	json_t *v = json_object_get(o, key);
	if (!json_is_integer(v))
		fail_msg("member %s is not an integer", key);
	return (long long)json_integer_value(v);
}

/* ---- writing logs ----------------------------------------------------- */

struct fx {
	const char *dir; /* the partition directory */
	const char *data; /* its parent, the data directory */
	struct kr_log *log;
	uint8_t buf[1 << 18];
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->data = test_mkdtemp(0);
	static char dir[512];
	snprintf(dir, sizeof dir, "%s/__cluster_metadata-0", f->data);
	f->dir = dir;
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	if (f->log)
		kr_log_close(f->log);
	test_rmrf(f->dir);
	test_rmrf(f->data);
	free(f);
	return 0;
}

/* Encodes a message into v (version vers) with its generated encoder. */
#define ENCODE(type, m, vers, out, outlen)                                          \
	do {                                                                        \
		struct kw_error e_;                                                 \
		struct kw_writer w_;                                                \
		kw_error_clear(&e_);                                                \
		kw_writer_init_fixed(&w_, (out), sizeof(out), &e_);                 \
		assert_int_equal(kw_##type##_encode((m), (vers), &w_), 0);          \
		(outlen) = w_.pos;                                                  \
	} while (0)

/* Appends a control batch of one record to the log (as leader, epoch 3). */
static void append_control(struct fx *f, struct kr_log *log, int16_t type,
			   const uint8_t *value, size_t len)
{
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	struct kw_error e;
	struct kw_writer w;
	kw_error_clear(&e);
	kw_writer_init_fixed(&w, f->buf, sizeof f->buf, &e);
	size_t size;
	assert_int_equal(kw_control_batch_write(&w, &p, 1700000000000, type,
						(struct kw_bytes){ value, (int32_t)len }, &size),
			 0);
	assert_int_equal(kr_log_append_leader(log, f->buf, size, 3, NULL, NULL), 0);
}

/* Appends a data batch: records with the given values (NULL: null). */
static void append_data(struct fx *f, struct kr_log *log, const char *key,
			const struct kw_bytes *values, int n)
{
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	struct kw_error e;
	struct kw_writer w;
	struct kw_record_batch_builder b;
	kw_error_clear(&e);
	kw_writer_init_fixed(&w, f->buf, sizeof f->buf, &e);
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	for (int i = 0; i < n; i++) {
		struct kw_record_header h = { { "h1", 2 }, { (const uint8_t *)"x", 1 } };
		struct kw_record_input r = {
			.offset = -1,
			.timestamp = 1700000000001 + i,
			.key = key ? (struct kw_bytes){ (const uint8_t *)key, (int32_t)strlen(key) }
				   : (struct kw_bytes){ NULL, -1 },
			.value = values[i],
			.headers = &h,
			.header_count = i == 0 ? 1 : 0,
		};
		assert_int_equal(kw_record_batch_builder_add(&b, &r), 0);
	}
	size_t size;
	assert_int_equal(kw_record_batch_builder_finish(&b, &size), 0);
	assert_int_equal(kr_log_append_leader(log, f->buf, size, 3, NULL, NULL), 0);
}

static uint8_t big[100000];

/*
 * The log every case starts from, offsets:
 *   0 LeaderChange (leader 2, voters 1 2 3, granted by 2 3)
 *   1 VoterAssignment (current 1 2 3, target 1 2 4)
 *   2 KRaftVersion 1      3 KRaftVoters (voter 1 at 127.0.0.1:9093)
 *   4 SnapshotHeader      5 SnapshotFooter
 *   6 COMMIT marker (coordinator epoch 7)
 *   7 an unknown control type 777
 *   8..10 data: "hello", 100000 bytes of 0xAB, null (key "k1")
 *   11 data: "after" (key null)
 */
static void write_rich_log(struct fx *f)
{
	struct kr_log *log;
	assert_int_equal(kr_log_open(&log, f->dir, NULL, NULL, NULL), 0);
	uint8_t v[512];
	size_t n;

	struct kw_leader_change_message lc;
	kw_leader_change_message_init(&lc);
	struct kw_leader_change_message_voter voters[3], granting[2];
	for (int i = 0; i < 3; i++) {
		kw_leader_change_message_voter_init(&voters[i]);
		voters[i].voter_id = i + 1;
	}
	for (int i = 0; i < 2; i++) {
		kw_leader_change_message_voter_init(&granting[i]);
		granting[i].voter_id = i + 2;
	}
	lc.leader_id = 2;
	lc.voters = voters;
	lc.voters_count = 3;
	lc.granting_voters = granting;
	lc.granting_voters_count = 2;
	ENCODE(leader_change_message, &lc, 0, v, n);
	append_control(f, log, KW_CONTROL_LEADER_CHANGE, v, n);

	struct kw_voter_assignment_record va;
	kw_voter_assignment_record_init(&va);
	struct kw_voter_assignment_record_voter cur[3], tgt[3];
	const int32_t target_ids[3] = { 1, 2, 4 };
	for (int i = 0; i < 3; i++) {
		kw_voter_assignment_record_voter_init(&cur[i]);
		kw_voter_assignment_record_voter_init(&tgt[i]);
		cur[i].voter_id = i + 1;
		tgt[i].voter_id = target_ids[i];
	}
	va.current_voters = cur;
	va.current_voters_count = 3;
	va.target_voters = tgt;
	va.target_voters_count = 3;
	ENCODE(voter_assignment_record, &va, 0, v, n);
	append_control(f, log, 10000, v, n);

	struct kw_k_raft_version_record kv;
	kw_k_raft_version_record_init(&kv);
	kv.k_raft_version = 1;
	ENCODE(k_raft_version_record, &kv, 0, v, n);
	append_control(f, log, KW_CONTROL_KRAFT_VERSION, v, n);

	struct kw_voters_record vr;
	kw_voters_record_init(&vr);
	struct kw_voters_record_voter one;
	kw_voters_record_voter_init(&one);
	struct kw_voters_record_endpoint ep;
	kw_voters_record_endpoint_init(&ep);
	ep.name = (struct kw_str){ "CONTROLLER", 10 };
	ep.host = (struct kw_str){ "127.0.0.1", 9 };
	ep.port = 9093;
	one.voter_id = 1;
	one.voter_directory_id.bytes[0] = 0x11;
	one.endpoints = &ep;
	one.endpoints_count = 1;
	one.k_raft_version_feature.min_supported_version = 0;
	one.k_raft_version_feature.max_supported_version = 1;
	vr.voters = &one;
	vr.voters_count = 1;
	ENCODE(voters_record, &vr, 0, v, n);
	append_control(f, log, KW_CONTROL_VOTERS, v, n);

	struct kw_snapshot_header_record sh;
	kw_snapshot_header_record_init(&sh);
	sh.last_contained_log_timestamp = 1699999999999;
	ENCODE(snapshot_header_record, &sh, 0, v, n);
	append_control(f, log, KW_CONTROL_SNAPSHOT_HEADER, v, n);
	struct kw_snapshot_footer_record sf;
	kw_snapshot_footer_record_init(&sf);
	ENCODE(snapshot_footer_record, &sf, 0, v, n);
	append_control(f, log, KW_CONTROL_SNAPSHOT_FOOTER, v, n);

	uint8_t marker[6];
	struct kw_end_txn_marker m = { 0, 7 };
	kw_end_txn_marker_write(&m, marker);
	append_control(f, log, KW_CONTROL_COMMIT, marker, sizeof marker);
	const uint8_t odd[3] = { 0, 0, 0xff };
	append_control(f, log, 777, odd, sizeof odd);

	memset(big, 0xAB, sizeof big);
	struct kw_bytes vals[3] = {
		{ (const uint8_t *)"hello", 5 }, { big, (int32_t)sizeof big }, { NULL, -1 }
	};
	append_data(f, log, "k1", vals, 3);
	struct kw_bytes after = { (const uint8_t *)"after", 5 };
	append_data(f, log, NULL, &after, 1);
	assert_int_equal(kr_log_end_offset(log), 12);
	assert_int_equal(kr_log_flush(log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(log), 0);
}

static const char *segment(struct fx *f)
{
	return test_path(1, f->dir, "00000000000000000000.log");
}

/* The byte position of the batch with this base offset (batches are
 * walked from the start of the segment). */
static long long batch_position(struct fx *f, int64_t base)
{
	size_t len;
	uint8_t *p = (uint8_t *)test_read_file(segment(f), &len);
	size_t at = 0;
	while (at + KW_RECORD_BATCH_HEADER_SIZE <= len) {
		struct kw_record_batch_header h;
		assert_int_equal(kw_record_batch_header_parse(p + at, len - at, &h, NULL), 0);
		if (h.base_offset == base) {
			free(p);
			return (long long)at;
		}
		at += KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length;
	}
	free(p);
	fail_msg("no batch at offset %lld", (long long)base);
	return -1;
}

/* The record of the batch lines whose "offset" is off. */
static json_t *record_at(json_t *lines, long long off)
{
	for (size_t i = 0; i < json_array_size(lines); i++) {
		json_t *recs = json_object_get(json_array_get(lines, i), "records");
		for (size_t k = 0; k < json_array_size(recs); k++) {
			json_t *r = json_array_get(recs, k);
			if (jint(r, "offset") == off)
				return r;
		}
	}
	fail_msg("no record at offset %lld", off);
	return NULL;
}

/* ---- dump-log ---------------------------------------------------------- */

static void test_control_records_decoded(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	struct run r = run_kwire("dump-log", "--dir", f->data, "--json", NULL);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	json_error_t e;

	json_t *lc = record_at(lines, 0);
	assert_string_equal(json_string_value(json_object_get(lc, "controlType")),
			    "LEADER_CHANGE");
	json_t *want = json_loads("{\"version\":0,\"leaderId\":2,\"voters\":[{\"voterId\":1},"
				  "{\"voterId\":2},{\"voterId\":3}],\"grantingVoters\":"
				  "[{\"voterId\":2},{\"voterId\":3}]}",
				  0, &e);
	assert_true(json_equal(json_object_get(lc, "message"), want));
	json_decref(want);

	/* Issue 18: kwire's own control type is decoded. */
	json_t *va = record_at(lines, 1);
	assert_string_equal(json_string_value(json_object_get(va, "controlType")),
			    "VOTER_ASSIGNMENT");
	assert_int_equal(jint(va, "controlTypeId"), 10000);
	want = json_loads("{\"version\":0,\"currentVoters\":[{\"voterId\":1},{\"voterId\":2},"
			  "{\"voterId\":3}],\"targetVoters\":[{\"voterId\":1},{\"voterId\":2},"
			  "{\"voterId\":4}]}",
			  0, &e);
	assert_true(json_equal(json_object_get(va, "message"), want));
	json_decref(want);

	json_t *kv = json_object_get(record_at(lines, 2), "message");
	assert_int_equal(jint(kv, "kRaftVersion"), 1);
	json_t *vr = json_object_get(record_at(lines, 3), "message");
	json_t *v1 = json_array_get(json_object_get(vr, "voters"), 0);
	assert_int_equal(jint(v1, "voterId"), 1);
	json_t *ep = json_array_get(json_object_get(v1, "endpoints"), 0);
	assert_string_equal(json_string_value(json_object_get(ep, "host")), "127.0.0.1");
	assert_int_equal(jint(ep, "port"), 9093);
	assert_int_equal(jint(json_object_get(record_at(lines, 4), "message"),
			      "lastContainedLogTimestamp"),
			 1699999999999LL);
	assert_string_equal(json_string_value(json_object_get(record_at(lines, 5), "controlType")),
			    "SNAPSHOT_FOOTER");
	json_t *commit = record_at(lines, 6);
	assert_string_equal(json_string_value(json_object_get(commit, "controlType")), "COMMIT");
	assert_int_equal(jint(json_object_get(commit, "message"), "coordinatorEpoch"), 7);
	/* An unknown type: named so, with its bytes, and not an error. */
	json_t *odd = record_at(lines, 7);
	assert_string_equal(json_string_value(json_object_get(odd, "controlType")), "UNKNOWN");
	assert_int_equal(jint(odd, "controlTypeId"), 777);
	assert_true(json_is_null(json_object_get(odd, "message")));
	assert_string_equal(json_string_value(json_object_get(odd, "valueBase64")), "AAD/");

	json_t *hello = record_at(lines, 8);
	assert_string_equal(json_string_value(json_object_get(hello, "key")), "k1");
	assert_string_equal(json_string_value(json_object_get(hello, "value")), "hello");
	assert_int_equal(jint(hello, "headers"), 1);
	json_t *bigrec = record_at(lines, 9);
	assert_int_equal(jint(bigrec, "valueSize"), (long long)sizeof big);
	assert_int_equal(strlen(json_string_value(json_object_get(bigrec, "valueBase64"))),
			 KW_BASE64_ENCODED_LEN(sizeof big));
	assert_true(json_is_null(json_object_get(record_at(lines, 10), "value")));
	assert_int_equal(jint(record_at(lines, 10), "valueSize"), -1);
	assert_true(json_is_null(json_object_get(record_at(lines, 11), "key")));

	json_t *s = summary_of(lines);
	assert_int_equal(jint(s, "batches"), 10);
	assert_int_equal(jint(s, "records"), 12);
	assert_int_equal(jint(s, "endOffset"), 12);
	assert_true(json_is_null(json_object_get(s, "recovery")));
	json_decref(lines);
	run_free(&r);

	/* The text form: labels as kafka-dump-log.sh's, no UNKNOWN for 10000. */
	r = run_kwire("dump-log", "--dir", f->dir, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "controlType: VOTER_ASSIGNMENT VoterAssignment: "
				      "{\"version\":0,\"currentVoters\":[{\"voterId\":1}"));
	assert_non_null(strstr(r.out, "controlType: LEADER_CHANGE LeaderChange: "
				      "{\"version\":0,\"leaderId\":2,"));
	assert_non_null(strstr(r.out, "controlType: KRAFT_VOTERS KRaftVoters: {"));
	assert_non_null(strstr(r.out, "controlType: COMMIT endTxnMarker: COMMIT coordinatorEpoch: 7"));
	assert_non_null(strstr(r.out, "controlType: UNKNOWN(777)"));
	assert_null(strstr(r.out, "UNKNOWN(10000)"));
	assert_non_null(strstr(r.out, " key: k1 payload: hello headers: 1\n"));
	assert_non_null(strstr(r.out, "Read 10 batches, 12 records; start offset 0, end offset 12\n"));
	run_free(&r);
}

/* A KRaft metadata record as a record value: its frame, then the record. */
static size_t metadata_value(uint8_t *out, size_t cap, int16_t type, int16_t version,
			     const struct kw_msg_codec *c, const void *m)
{
	struct kw_error e;
	struct kw_writer w;
	struct kw_metadata_frame fr = { type, version };
	kw_error_clear(&e);
	kw_writer_init_fixed(&w, out, cap, &e);
	kw_metadata_frame_write(&w, &fr);
	assert_int_equal(c->encode(m, version, &w), 0);
	return w.pos;
}

/*
 * Data records holding KRaft metadata records are printed decoded (Kafka's
 * --cluster-metadata-decoder form); values that only look like one (an
 * unknown type, bytes left after the record) are printed as bytes.
 */
static void test_metadata_records_decoded(void **state)
{
	struct fx *f = *state;
	struct kr_log *log;
	assert_int_equal(kr_log_open(&log, f->dir, NULL, NULL, NULL), 0);
	static uint8_t v[4][256];
	struct kw_bytes vals[5];

	struct kw_topic_record t;
	kw_topic_record_init(&t);
	t.name = KW_STR_LIT("orders");
	t.topic_id.bytes[15] = 7;
	size_t n = metadata_value(v[0], sizeof v[0], KW_METADATA_TOPIC_RECORD, 0,
				  kw_msg_by_name("TopicRecord"), &t);
	vals[0] = (struct kw_bytes){ v[0], (int32_t)n };
	struct kw_feature_level_record fl;
	kw_feature_level_record_init(&fl);
	fl.name = KW_STR_LIT("metadata.version");
	fl.feature_level = 21;
	n = metadata_value(v[1], sizeof v[1], KW_METADATA_FEATURE_LEVEL_RECORD, 0,
			   kw_msg_by_name("FeatureLevelRecord"), &fl);
	vals[1] = (struct kw_bytes){ v[1], (int32_t)n };
	struct kw_register_broker_record rb;
	kw_register_broker_record_init(&rb);
	rb.broker_id = 4;
	rb.broker_epoch = 9;
	n = metadata_value(v[2], sizeof v[2], KW_METADATA_REGISTER_BROKER_RECORD, 3,
			   kw_msg_by_name("RegisterBrokerRecord"), &rb);
	vals[2] = (struct kw_bytes){ v[2], (int32_t)n };
	/* The TopicRecord with a byte more, and a frame of an unknown type. */
	memcpy(v[3], v[0], vals[0].len);
	v[3][vals[0].len] = 0;
	vals[3] = (struct kw_bytes){ v[3], vals[0].len + 1 };
	static const uint8_t unknown[] = { 0x01, 0x7f, 0x00, 0x00 };
	vals[4] = (struct kw_bytes){ unknown, (int32_t)sizeof unknown };
	append_data(f, log, NULL, vals, 5);
	assert_int_equal(kr_log_flush(log, NULL, NULL), 0);
	assert_int_equal(kr_log_close(log), 0);

	struct run r = run_kwire("dump-log", "--dir", f->data, "--json", NULL);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	json_error_t e;
	json_t *want = json_loads("{\"type\":\"TOPIC_RECORD\",\"version\":0,\"data\":"
				  "{\"name\":\"orders\",\"topicId\":\"AAAAAAAAAAAAAAAAAAAABw\"}}",
				  0, &e);
	assert_non_null(want);
	assert_true(json_equal(json_object_get(record_at(lines, 0), "metadataRecord"), want));
	json_decref(want);
	json_t *m1 = json_object_get(record_at(lines, 1), "metadataRecord");
	assert_string_equal(json_string_value(json_object_get(m1, "type")), "FEATURE_LEVEL_RECORD");
	assert_int_equal(jint(json_object_get(m1, "data"), "featureLevel"), 21);
	json_t *m2 = json_object_get(record_at(lines, 2), "metadataRecord");
	assert_string_equal(json_string_value(json_object_get(m2, "type")),
			    "REGISTER_BROKER_RECORD");
	assert_int_equal(jint(m2, "version"), 3);
	assert_int_equal(jint(json_object_get(m2, "data"), "brokerEpoch"), 9);
	/* The raw value is still there, and the look-alikes have nothing more. */
	assert_non_null(json_object_get(record_at(lines, 0), "valueBase64"));
	assert_null(json_object_get(record_at(lines, 3), "metadataRecord"));
	assert_null(json_object_get(record_at(lines, 4), "metadataRecord"));
	json_decref(lines);
	run_free(&r);

	r = run_kwire("dump-log", "--dir", f->dir, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, " payload: {\"type\":\"TOPIC_RECORD\",\"version\":0,"
				      "\"data\":{\"name\":\"orders\","));
	assert_non_null(strstr(r.out, " payload: {\"type\":\"REGISTER_BROKER_RECORD\",\"version\":3,"));
	assert_non_null(strstr(r.out, " payload: base64:AX8AAA== headers: 0"));
	run_free(&r);
}

static void test_no_payload_and_max_bytes(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	struct run r = run_kwire("dump-log", "--dir", f->dir, "--json", "--max-bytes", "10", NULL);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	json_t *bigrec = record_at(lines, 9);
	/* 10 bytes of 0xAB in base64, marked as cut; the size is the whole. */
	assert_string_equal(json_string_value(json_object_get(bigrec, "valueBase64")),
			    "q6urq6urq6urqw==");
	assert_true(json_is_true(json_object_get(bigrec, "valueTruncated")));
	assert_int_equal(jint(bigrec, "valueSize"), (long long)sizeof big);
	json_t *hello = record_at(lines, 8);
	assert_string_equal(json_string_value(json_object_get(hello, "value")), "hello");
	assert_null(json_object_get(hello, "valueTruncated"));
	json_decref(lines);
	assert_true(r.out_len < 20000);
	run_free(&r);

	r = run_kwire("dump-log", "--dir", f->dir, "--max-bytes", "3", NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, " key: k1 payload: hel... headers: 1\n"));
	run_free(&r);

	r = run_kwire("dump-log", "--dir", f->dir, "--json", "--no-payload", NULL);
	assert_int_equal(r.status, 0);
	lines = json_lines(&r);
	hello = record_at(lines, 8);
	assert_null(json_object_get(hello, "value"));
	assert_null(json_object_get(hello, "key"));
	assert_int_equal(jint(hello, "valueSize"), 5);
	assert_int_equal(jint(hello, "keySize"), 2);
	/* Control records are still decoded. */
	assert_non_null(json_object_get(record_at(lines, 1), "message"));
	json_decref(lines);
	run_free(&r);

	r = run_kwire("dump-log", "--dir", f->dir, "--max-bytes", "-1", NULL);
	assert_int_equal(r.status, 2);
	assert_non_null(strstr(r.err, "--max-bytes"));
	run_free(&r);
}

/* Issue 10, finding 11: a torn tail is reported, not cut. */
static void test_torn_tail_left_alone(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	long long last = batch_position(f, 11);
	long long size = test_file_size(segment(f));
	test_set_size(segment(f), size - 5);
	struct test_dir_state before, after;
	test_dir_fingerprint(f->dir, &before);
	struct run r = run_kwire("dump-log", "--dir", f->dir, "--json", NULL);
	test_dir_fingerprint(f->dir, &after);
	const char *diff = test_dir_diff(&before, &after);
	if (diff)
		fail_msg("dump-log changed the log: %s", diff);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	json_t *s = summary_of(lines);
	assert_int_equal(jint(s, "endOffset"), 11);
	json_t *rec = json_object_get(s, "recovery");
	assert_int_equal(jint(rec, "position"), last);
	assert_int_equal(jint(rec, "bytesToCut"), size - 5 - last);
	assert_int_equal(jint(rec, "cutOffset"), 11);
	assert_true(json_is_false(json_object_get(rec, "needsRepair")));
	json_decref(lines);
	run_free(&r);

	r = run_kwire("dump-log", "--dir", f->dir, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "Torn tail: "));
	assert_non_null(strstr(r.out, "A starting node cuts them (the log then ends at offset 11)"));
	run_free(&r);
	test_dir_fingerprint(f->dir, &after);
	assert_null(test_dir_diff(&before, &after));
}

/* Issue 10, finding 12: corruption before the tail; the valid prefix is
 * printed, the refusal names the repair, and the repair works. */
static void test_corruption_prefix_and_repair(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	long long at = batch_position(f, 8);
	test_flip(segment(f), at + 100, 0x01); /* in the records of offsets 8..10 */
	struct test_dir_state before, after;
	test_dir_fingerprint(f->dir, &before);

	struct run r = run_kwire("dump-log", "--dir", f->data, "--json", NULL);
	assert_int_equal(r.status, 1);
	json_t *lines = json_lines(&r);
	json_t *s = summary_of(lines);
	assert_int_equal(jint(s, "batches"), 8); /* offsets 0..7 */
	assert_int_equal(jint(s, "endOffset"), 8);
	json_t *rec = json_object_get(s, "recovery");
	assert_true(json_is_true(json_object_get(rec, "needsRepair")));
	assert_int_equal(jint(rec, "position"), at);
	assert_non_null(strstr(json_string_value(json_object_get(rec, "reason")), "CRC"));
	json_decref(lines);
	assert_non_null(strstr(r.err, "printed the valid prefix"));
	run_free(&r);

	/* The dry run says what a repair would cut and changes nothing. */
	r = run_kwire("repair-log", "--dir", f->data, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "Dry run"));
	assert_non_null(strstr(r.out, "needs --truncate-at-corruption"));
	run_free(&r);
	r = run_kwire("repair-log", "--dir", f->data, "--truncate-at-corruption", NULL);
	assert_int_equal(r.status, 0);
	char want[128];
	snprintf(want, sizeof want, "Would cut %lld bytes from 00000000000000000000.log position %lld",
		 test_file_size(segment(f)) - at, at);
	assert_non_null(strstr(r.out, want));
	assert_non_null(strstr(r.out, "the log would end at offset 8"));
	run_free(&r);
	test_dir_fingerprint(f->dir, &after);
	assert_null(test_dir_diff(&before, &after));

	/* Executing without the flag: the node's refusal, naming the repair. */
	r = run_kwire("repair-log", "--dir", f->data, "--execute", NULL);
	assert_int_equal(r.status, 1);
	snprintf(want, sizeof want, "'kwire repair-log --dir %s --truncate-at-corruption'", f->dir);
	assert_non_null(strstr(r.err, want));
	run_free(&r);

	/* While a writer holds the log (this one repairs it as it opens),
	 * the repair refuses. */
	struct kr_log *holder;
	struct kr_log_options cut = { .flags = KR_LOG_TRUNCATE_ON_CORRUPTION };
	assert_int_equal(kr_log_open(&holder, f->dir, &cut, NULL, NULL), 0);
	r = run_kwire("repair-log", "--dir", f->dir, "--truncate-at-corruption", "--execute", NULL);
	assert_int_equal(r.status, 1);
	assert_non_null(strstr(r.err, "open for writing elsewhere"));
	run_free(&r);
	r = run_kwire("repair-log", "--dir", f->dir, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "stop it first"));
	run_free(&r);
	kr_log_close(holder);
}

static void test_repair_executes(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	long long at = batch_position(f, 8);
	test_flip(segment(f), at + 100, 0x01);
	struct run r = run_kwire("repair-log", "--dir", f->data, "--truncate-at-corruption",
				 "--execute", NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "Cut "));
	assert_non_null(strstr(r.out, "the log now ends at offset 8"));
	run_free(&r);
	assert_int_equal(test_file_size(segment(f)), at);
	/* Now whole: dump-log is clean and a second repair finds nothing. */
	r = run_kwire("dump-log", "--dir", f->dir, "--json", NULL);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	assert_true(json_is_null(json_object_get(summary_of(lines), "recovery")));
	json_decref(lines);
	run_free(&r);
	r = run_kwire("repair-log", "--dir", f->dir, "--execute", NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "is whole"));
	run_free(&r);
}

/* ---- snapshot files ---------------------------------------------------- */

/* Writes a snapshot file (Kafka's layout: batches from offset 0, a
 * SnapshotHeader first and a SnapshotFooter last) with or without its
 * footer; returns its path. */
static const char *write_snapshot(struct fx *f, bool footer)
{
	const char *path = test_path(2, f->data, "00000000000000000042-0000000003.checkpoint");
	uint8_t out[4096];
	size_t len = 0;
	struct kw_error e;
	struct kw_writer w;
	kw_error_clear(&e);
	kw_writer_init_fixed(&w, out, sizeof out, &e);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.partition_leader_epoch = 3;
	uint8_t v[64];
	size_t n;
	struct kw_snapshot_header_record sh;
	kw_snapshot_header_record_init(&sh);
	sh.last_contained_log_timestamp = 1700000000000;
	ENCODE(snapshot_header_record, &sh, 0, v, n);
	size_t size;
	assert_int_equal(kw_control_batch_write(&w, &p, 1700000000000, KW_CONTROL_SNAPSHOT_HEADER,
						(struct kw_bytes){ v, (int32_t)n }, &size),
			 0);
	len += size;
	p.base_offset = 1;
	struct kw_record_batch_builder b;
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	struct kw_record_input r = { .offset = -1, .timestamp = 1700000000000,
				     .key = { NULL, -1 },
				     .value = { (const uint8_t *)"state", 5 } };
	assert_int_equal(kw_record_batch_builder_add(&b, &r), 0);
	assert_int_equal(kw_record_batch_builder_finish(&b, &size), 0);
	len += size;
	if (footer) {
		p.base_offset = 2;
		struct kw_snapshot_footer_record sf;
		kw_snapshot_footer_record_init(&sf);
		ENCODE(snapshot_footer_record, &sf, 0, v, n);
		assert_int_equal(kw_control_batch_write(&w, &p, 1700000000000,
							KW_CONTROL_SNAPSHOT_FOOTER,
							(struct kw_bytes){ v, (int32_t)n }, &size),
				 0);
		len += size;
	}
	test_write_file(path, out, len);
	return path;
}

static void test_snapshot_file(void **state)
{
	struct fx *f = *state;
	const char *path = write_snapshot(f, true);
	struct run r = run_kwire("dump-log", "--file", path, NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "Snapshot end offset: 42, epoch: 3\n"));
	assert_non_null(strstr(r.out, "controlType: SNAPSHOT_HEADER SnapshotHeader: "
				      "{\"version\":0,\"lastContainedLogTimestamp\":1700000000000}"));
	assert_non_null(strstr(r.out, "payload: state"));
	assert_non_null(strstr(r.out, "controlType: SNAPSHOT_FOOTER SnapshotFooter: {\"version\":0}"));
	run_free(&r);
	r = run_kwire("dump-log", "--file", path, "--json", NULL);
	assert_int_equal(r.status, 0);
	json_t *lines = json_lines(&r);
	json_t *s = summary_of(lines);
	assert_int_equal(jint(s, "snapshotEndOffset"), 42);
	assert_int_equal(jint(s, "snapshotEpoch"), 3);
	assert_true(json_is_true(json_object_get(s, "complete")));
	assert_int_equal(jint(s, "batches"), 3);
	json_decref(lines);
	run_free(&r);

	/* Without its footer the snapshot is incomplete: exit 1, said so. */
	path = write_snapshot(f, false);
	r = run_kwire("dump-log", "--file", path, "--json", NULL);
	assert_int_equal(r.status, 1);
	lines = json_lines(&r);
	s = summary_of(lines);
	assert_true(json_is_false(json_object_get(s, "complete")));
	assert_non_null(strstr(json_string_value(json_object_get(s, "reason")), "SnapshotFooter"));
	json_decref(lines);
	run_free(&r);

	/* A torn snapshot: the whole batches, then the invalid bytes. */
	path = write_snapshot(f, true);
	long long size = test_file_size(path);
	test_set_size(path, size - 3);
	r = run_kwire("dump-log", "--file", path, NULL);
	assert_int_equal(r.status, 1);
	assert_non_null(strstr(r.out, "Read 2 batches, 2 records\n"));
	assert_non_null(strstr(r.out, "invalid bytes at position"));
	run_free(&r);
}

/* --dir lists the snapshots of the log directory as a starting node finds
 * them (each checked whole) and names the files it would remove, changing
 * nothing. */
static void test_dir_lists_snapshots(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	const char *src = write_snapshot(f, true);
	size_t len;
	char *bytes = test_read_file(src, &len);
	test_write_file(test_path(2, f->dir, "00000000000000000042-0000000003.checkpoint"),
			bytes, len);
	test_write_file(test_path(2, f->dir,
				  "00000000000000000050-0000000003-fetched.checkpoint.part"),
			bytes, len / 2);
	free(bytes);
	struct test_dir_state before, after;
	test_dir_fingerprint(f->dir, &before);
	struct run r = run_kwire("dump-log", "--dir", f->dir, NULL);
	assert_non_null(strstr(r.out, "Snapshot 00000000000000000042-0000000003.checkpoint: "
				      "end offset 42, epoch 3"));
	assert_non_null(strstr(r.out, "A starting node removes "
				      "00000000000000000050-0000000003-fetched.checkpoint.part"));
	run_free(&r);
	r = run_kwire("dump-log", "--dir", f->dir, "--json", NULL);
	json_t *lines = json_lines(&r);
	json_t *s = summary_of(lines);
	json_t *snaps = json_object_get(s, "snapshots");
	assert_int_equal(json_array_size(snaps), 1);
	assert_int_equal(jint(json_array_get(snaps, 0), "endOffset"), 42);
	assert_int_equal(jint(json_array_get(snaps, 0), "epoch"), 3);
	assert_int_equal(json_array_size(json_object_get(s, "snapshotsToRemove")), 1);
	json_decref(lines);
	run_free(&r);
	test_dir_fingerprint(f->dir, &after);
	assert_null(test_dir_diff(&before, &after));
}

/* A segment file given as --file is read as it is, without recovery. */
static void test_segment_file(void **state)
{
	struct fx *f = *state;
	write_rich_log(f);
	struct run r = run_kwire("dump-log", "--file", segment(f), "--no-payload", NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "Read 10 batches, 12 records\n"));
	assert_null(strstr(r.out, "payload:"));
	run_free(&r);
}

static void test_usage(void **state)
{
	(void)state;
	struct run r = run_kwire("dump-log", NULL);
	assert_int_equal(r.status, 2);
	run_free(&r);
	r = run_kwire("dump-log", "--dir", "x", "--file", "y", NULL);
	assert_int_equal(r.status, 2);
	run_free(&r);
	r = run_kwire("dump-log", "--dir", "/nonexistent/kwire-test", NULL);
	assert_int_equal(r.status, 1);
	assert_non_null(strstr(r.err, "/nonexistent/kwire-test"));
	run_free(&r);
	r = run_kwire("repair-log", NULL);
	assert_int_equal(r.status, 2);
	run_free(&r);
	r = run_kwire("dump-log", "--help", NULL);
	assert_int_equal(r.status, 0);
	assert_non_null(strstr(r.out, "JSON lines"));
	run_free(&r);
}

/* ---- random-uuid and version ------------------------------------------- */

static void test_random_uuid(void **state)
{
	(void)state;
	char seen[200][KW_UUID_TEXT_LEN + 1];
	for (int i = 0; i < 200; i++) {
		struct run r = run_kwire("random-uuid", NULL);
		assert_int_equal(r.status, 0);
		assert_int_equal(r.out_len, KW_UUID_TEXT_LEN + 1);
		assert_int_equal(r.out[KW_UUID_TEXT_LEN], '\n');
		struct kw_uuid u;
		assert_int_equal(kw_uuid_from_text(r.out, KW_UUID_TEXT_LEN, &u), 0);
		assert_int_equal(u.bytes[6] >> 4, 4);	  /* version 4 */
		assert_int_equal(u.bytes[8] >> 6, 2);	  /* variant 2 */
		assert_true(r.out[0] != '-');
		memcpy(seen[i], r.out, KW_UUID_TEXT_LEN);
		seen[i][KW_UUID_TEXT_LEN] = '\0';
		for (int k = 0; k < i; k++)
			assert_string_not_equal(seen[k], seen[i]);
		run_free(&r);
	}
}

static void test_version(void **state)
{
	(void)state;
	struct run a = run_kwire("--version", NULL);
	struct run b = run_kwire("version", NULL);
	assert_int_equal(a.status, 0);
	assert_string_equal(a.out, b.out);
	char want[64];
	snprintf(want, sizeof want, "kwire %s (", KWIRE_TEST_VERSION);
	assert_true(strncmp(a.out, want, strlen(want)) == 0);
	/* A git revision, or the tarball note. */
	assert_true(strstr(a.out, "(git ") != NULL ||
		    strstr(a.out, "(no git revision: built outside a git checkout)") != NULL);
	run_free(&a);
	run_free(&b);
}

int main(int argc, char **argv)
{
	if (argc != 2) {
		fprintf(stderr, "usage: test_log_tools KWIRE\n");
		return 2;
	}
	kwire = argv[1];
	const struct CMUnitTest tests[] = {
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_control_records_decoded),
		T(test_metadata_records_decoded),
		T(test_no_payload_and_max_bytes),
		T(test_torn_tail_left_alone),
		T(test_corruption_prefix_and_repair),
		T(test_repair_executes),
		T(test_snapshot_file),
		T(test_dir_lists_snapshots),
		T(test_segment_file),
		T(test_usage),
		T(test_random_uuid),
		T(test_version),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
