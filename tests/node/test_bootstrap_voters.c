/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_bootstrap_voters.c — the KIP-853 bootstrap checkpoint:
 * round trip (bytes and file), every truncated prefix refused with an
 * error naming a byte offset, hostile files (a flipped byte anywhere, a
 * wrong record order, a voter set that breaks the rules), and the
 * --initial-controllers parser's checks.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "kwire/msg/voters_record.h"
#include "kwire/records.h"
#include "kwire/writer.h"
#include "node/bootstrap_voters.h"
#include "storage/snapshot.h"

/* directory ids as kwire random-uuid prints them */
#define D1 "b7Fmz6V5Tl6pvq3tpHcZ1g"
#define D2 "3vHb1YdlQ2GqJcL3eyEL5w"
#define D3 "Q1v0bH6dRk6F9hfQ9y3O8A"

static struct kr_bootstrap_voters three(void)
{
	struct kr_bootstrap_voters bv;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	int rc = kr_bootstrap_voters_parse("1@n1:9093:" D1 ", 2@[::1]:9094:" D2
					   ",3@n3.example:9095:" D3,
					   "CONTROLLER", &bv, err);
	if (rc != 0)
		fail_msg("%s", err);
	bv.timestamp_ms = 1700000000123;
	return bv;
}

static void test_parse(void **state)
{
	(void)state;
	struct kr_bootstrap_voters bv = three();
	assert_int_equal(bv.n, 3);
	assert_int_equal(bv.kraft_version, 1);
	assert_int_equal(bv.v[1].id, 2);
	assert_string_equal(bv.v[1].endpoint.host, "::1");
	assert_int_equal(bv.v[1].endpoint.port, 9094);
	assert_string_equal(bv.v[2].endpoint.name, "CONTROLLER");
	assert_int_equal(bv.v[2].min_kraft_version, 0);
	assert_int_equal(bv.v[2].max_kraft_version, 1);
	char t[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&bv.v[0].dir, t);
	assert_string_equal(t, D1);
}

static void refused(const char *text, const char *want)
{
	struct kr_bootstrap_voters bv;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX] = "";
	assert_int_equal(kr_bootstrap_voters_parse(text, "CONTROLLER", &bv, err), -1);
	if (!strstr(err, want))
		fail_msg("'%s': error '%s' does not say '%s'", text, err, want);
}

static void test_parse_refusals(void **state)
{
	(void)state;
	refused("", "no controllers given");
	refused("1n1:9093:" D1, "no '@'");
	refused("x@n1:9093:" D1, "node id 'x'");
	refused("-1@n1:9093:" D1, "node id '-1'");
	refused("1@n1:9093", "no ':DIRECTORY_ID'");
	refused("1@n1:0:" D1, "port '0'");
	refused("1@n1:99999:" D1, "port '99999'");
	refused("1@n1:9093:notauuid", "is not a directory id");
	refused("1@n1:9093:AAAAAAAAAAAAAAAAAAAAAQ", "is reserved");
	refused("1@[::1:9093:" D1, "IPv6");
	refused("1@:9093:" D1, "empty host");
	refused("1@n1:9093:" D1 ",1@n2:9093:" D2, "node id 1 is given more than once");
	refused("1@n1:9093:" D1 ",2@n2:9093:" D1, "directory id " D1 " is given more");
}

static void test_round_trip(void **state)
{
	(void)state;
	struct kr_bootstrap_voters bv = three(), back;
	uint8_t buf[16384];
	size_t len = 0;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	assert_int_equal(kr_bootstrap_voters_encode(&bv, buf, sizeof buf, &len, err), 0);
	if (kr_bootstrap_voters_decode(buf, len, &back, err) != 0)
		fail_msg("%s", err);
	assert_int_equal(back.n, 3);
	assert_int_equal(back.kraft_version, 1);
	assert_int_equal(back.timestamp_ms, 1700000000123);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(back.v[i].id, bv.v[i].id);
		assert_memory_equal(back.v[i].dir.bytes, bv.v[i].dir.bytes, 16);
		assert_string_equal(back.v[i].endpoint.name, "CONTROLLER");
		assert_string_equal(back.v[i].endpoint.host, bv.v[i].endpoint.host);
		assert_int_equal(back.v[i].endpoint.port, bv.v[i].endpoint.port);
		assert_int_equal(back.v[i].max_kraft_version, 1);
	}
	/* Kafka's layout: two control batches from offset 0, epoch 0; the
	 * header batch's three records, then the footer alone */
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, buf, len, 0);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1);
	assert_true(kw_record_batch_is_control(&b.header));
	assert_int_equal(b.header.base_offset, 0);
	assert_int_equal(b.header.partition_leader_epoch, 0);
	assert_int_equal(b.header.records_count, 3);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 1);
	assert_int_equal(b.header.base_offset, 3);
	assert_int_equal(b.header.records_count, 1);
	assert_int_equal(kw_records_iter_next(&it, &b, NULL), 0);
}

/* Every prefix shorter than the file is refused, naming a byte offset. */
static void test_truncated_prefixes(void **state)
{
	(void)state;
	struct kr_bootstrap_voters bv = three(), back;
	uint8_t buf[16384];
	size_t len = 0;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	assert_int_equal(kr_bootstrap_voters_encode(&bv, buf, sizeof buf, &len, err), 0);
	for (size_t k = 0; k < len; k++) {
		err[0] = '\0';
		if (kr_bootstrap_voters_decode(buf, k, &back, err) != -1)
			fail_msg("a prefix of %zu of %zu bytes was taken", k, len);
		if (strncmp(err, "byte ", 5) != 0)
			fail_msg("prefix %zu: '%s' names no byte offset", k, err);
	}
}

/* A flipped byte anywhere is refused (the CRC, or a check before it). */
static void test_flipped_bytes(void **state)
{
	(void)state;
	struct kr_bootstrap_voters bv = three(), back;
	uint8_t buf[16384], copy[16384];
	size_t len = 0;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	assert_int_equal(kr_bootstrap_voters_encode(&bv, buf, sizeof buf, &len, err), 0);
	for (size_t k = 0; k < len; k++) {
		memcpy(copy, buf, len);
		copy[k] ^= 0x41;
		/* the base offsets and epochs are outside the CRC (as in
		 * Kafka) but must be Kafka's bootstrap ones */
		int rc = kr_bootstrap_voters_decode(copy, len, &back, err);
		if (rc != -1)
			fail_msg("a flipped byte at %zu was taken", k);
	}
}

/* Builds a header batch of the given records (types and values) plus a
 * footer batch, as a hostile or foreign writer might. */
static size_t build(uint8_t *out, size_t cap, const int16_t *types,
		    const struct kw_bytes *values, int n, bool control)
{
	struct kw_error e;
	kw_error_clear(&e);
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, cap, &e);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.partition_leader_epoch = 0;
	p.control = control;
	struct kw_record_batch_builder b;
	uint8_t keys[8][4];
	assert_int_equal(kw_record_batch_builder_init(&b, &w, &p), 0);
	for (int i = 0; i < n; i++) {
		keys[i][0] = 0;
		keys[i][1] = 0;
		keys[i][2] = (uint8_t)(types[i] >> 8);
		keys[i][3] = (uint8_t)types[i];
		struct kw_record_input r = {.offset = i, .timestamp = 1,
					    .key = {keys[i], 4}, .value = values[i]};
		assert_int_equal(kw_record_batch_builder_add(&b, &r), 0);
	}
	assert_int_equal(kw_record_batch_builder_finish(&b, NULL), 0);
	return w.pos;
}

static void hostile(const uint8_t *buf, size_t len, const char *want)
{
	struct kr_bootstrap_voters back;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX] = "";
	assert_int_equal(kr_bootstrap_voters_decode(buf, len, &back, err), -1);
	if (!strstr(err, want) || strncmp(err, "byte ", 5) != 0)
		fail_msg("error '%s' does not say '%s' at a byte offset", err, want);
}

static void test_hostile(void **state)
{
	(void)state;
	/* version 0, a timestamp, no tagged fields (flexible) */
	static const uint8_t header[] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
	static const uint8_t kv1[] = {0, 0, 0, 1, 0};
	static const uint8_t kv0[] = {0, 0, 0, 0, 0};
	uint8_t buf[4096];
	/* the records out of order */
	int16_t t1[3] = {KW_CONTROL_KRAFT_VERSION, KW_CONTROL_SNAPSHOT_HEADER,
			 KW_CONTROL_VOTERS};
	struct kw_bytes v1[3] = {{kv1, 5}, {header, 11}, {kv1, 5}};
	size_t n = build(buf, sizeof buf, t1, v1, 3, true);
	hostile(buf, n, "expected SNAPSHOT_HEADER");
	/* not a control batch */
	n = build(buf, sizeof buf, t1, v1, 3, false);
	hostile(buf, n, "not an uncompressed control batch");
	/* kraft.version 0: no bootstrap voter set */
	int16_t t2[2] = {KW_CONTROL_SNAPSHOT_HEADER, KW_CONTROL_KRAFT_VERSION};
	struct kw_bytes v2[2] = {{header, 11}, {kv0, 5}};
	n = build(buf, sizeof buf, t2, v2, 2, true);
	hostile(buf, n, "kraft.version 0");
	/* a VotersRecord that breaks the rules: a voter without a
	 * directory id, a repeated voter, a voter without an endpoint */
	struct kw_voters_record vr;
	struct kw_voters_record_voter vs[2];
	struct kw_voters_record_endpoint ep;
	kw_voters_record_init(&vr);
	kw_voters_record_endpoint_init(&ep);
	ep.name = (struct kw_str){"CONTROLLER", 10};
	ep.host = (struct kw_str){"h", 1};
	ep.port = 9093;
	for (int i = 0; i < 2; i++) {
		kw_voters_record_voter_init(&vs[i]);
		vs[i].voter_id = 1;
		vs[i].voter_directory_id.bytes[0] = (uint8_t)(i + 1);
		vs[i].endpoints = &ep;
		vs[i].endpoints_count = 1;
		vs[i].k_raft_version_feature.max_supported_version = 1;
	}
	vr.voters = vs;
	const char *want[3] = {"listed twice", "has no directory id", "has no endpoint"};
	for (int c = 0; c < 3; c++) {
		vr.voters_count = c == 0 ? 2 : 1;
		if (c == 1)
			memset(vs[0].voter_directory_id.bytes, 0, 16);
		if (c == 2) {
			vs[0].voter_directory_id.bytes[0] = 1;
			vs[0].endpoints_count = 0;
		}
		uint8_t val[512];
		struct kw_error e;
		kw_error_clear(&e);
		struct kw_writer w;
		kw_writer_init_fixed(&w, val, sizeof val, &e);
		assert_int_equal(kw_voters_record_encode(&vr, 0, &w), 0);
		int16_t t3[3] = {KW_CONTROL_SNAPSHOT_HEADER, KW_CONTROL_KRAFT_VERSION,
				 KW_CONTROL_VOTERS};
		struct kw_bytes v3[3] = {{header, 11}, {kv1, 5}, {val, (int32_t)w.pos}};
		n = build(buf, sizeof buf, t3, v3, 3, true);
		hostile(buf, n, want[c]);
	}
	/* too large a file */
	static uint8_t big[KR_BOOTSTRAP_VOTERS_MAX_BYTES + 1];
	struct kr_bootstrap_voters back;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	assert_int_equal(kr_bootstrap_voters_decode(big, sizeof big, &back, err), -1);
	assert_non_null(strstr(err, "more than a bootstrap checkpoint may hold"));
}

static void test_file(void **state)
{
	(void)state;
	char dir[64] = "/tmp/kwire-bootv-XXXXXX";
	assert_non_null(mkdtemp(dir));
	char pdir[128], path[256];
	snprintf(pdir, sizeof pdir, "%s/%s", dir, KR_BOOTSTRAP_PARTITION_DIR);
	snprintf(path, sizeof path, "%s/%s", pdir, KR_BOOTSTRAP_VOTERS_FILE);
	struct kr_bootstrap_voters bv = three(), back;
	char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	assert_int_equal(kr_bootstrap_voters_read(pdir, &back, err), 1); /* none */
	assert_int_equal(kr_bootstrap_voters_write(pdir, &bv, err), 0);
	assert_int_equal(kr_bootstrap_voters_read(pdir, &back, err), 0);
	assert_int_equal(back.n, 3);
	assert_int_equal(back.v[2].id, 3);
	/* never replaced */
	assert_int_equal(kr_bootstrap_voters_write(pdir, &bv, err), -1);
	assert_non_null(strstr(err, "already exists"));
	/* the storage layer does not take it for a snapshot, and leaves it */
	struct kr_snapshot_list l;
	struct kw_error ke;
	kw_error_clear(&ke);
	assert_int_equal(kr_snapshot_list(pdir, NULL, false, &l, &ke), 0);
	assert_int_equal(l.n, 0);
	assert_int_equal(l.n_dropped, 0);
	assert_int_equal(access(path, F_OK), 0);
	/* a damaged file: the error names the file and the offset */
	int fd = open(path, O_WRONLY);
	assert_true(fd >= 0);
	assert_int_equal(ftruncate(fd, 70), 0);
	close(fd);
	assert_int_equal(kr_bootstrap_voters_read(pdir, &back, err), -1);
	assert_non_null(strstr(err, path));
	assert_non_null(strstr(err, ": byte "));
	unlink(path);
	rmdir(pdir);
	rmdir(dir);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_parse_refusals),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_truncated_prefixes),
		cmocka_unit_test(test_flipped_bytes),
		cmocka_unit_test(test_hostile),
		cmocka_unit_test(test_file),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
