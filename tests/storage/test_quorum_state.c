/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_quorum_state.c — the quorum-state file (raft/storage/quorum_state.c):
 * Kafka's JSON forms, missing versus corrupt files, atomic replacement.
 */
#include <errno.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "helpers.h"
#include "storage/quorum_state.h"

/* As Kafka's FileQuorumStateStore writes them. */
static const char kafka_v0[] =
	"{\"clusterId\":\"\",\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,"
	"\"appliedOffset\":0,\"currentVoters\":[{\"voterId\":1},{\"voterId\":2},"
	"{\"voterId\":3}],\"data_version\":0}";
static const char kafka_v1[] =
	"{\"leaderId\":-1,\"leaderEpoch\":7,\"votedId\":2,"
	"\"votedDirectoryId\":\"Aq2lQk7XRhSaY6SF1DTKbA\",\"data_version\":1}";

struct fx {
	const char *dir;
	struct kw_error err;
};

static int setup(void **state)
{
	struct fx *f = calloc(1, sizeof *f);
	f->dir = test_mkdtemp(0);
	*state = f;
	return 0;
}

static int teardown(void **state)
{
	struct fx *f = *state;
	test_rmrf(f->dir);
	free(f);
	return 0;
}

static void test_json_v0(void **state)
{
	(void)state;
	struct kr_quorum_state_data s;
	assert_int_equal(kr_quorum_state_from_json(kafka_v0, strlen(kafka_v0), &s, NULL), 0);
	assert_int_equal(s.data_version, 0);
	assert_int_equal(s.leader_id, 1);
	assert_int_equal(s.leader_epoch, 5);
	assert_int_equal(s.voted_id, -1);
	assert_int_equal(s.applied_offset, 0);
	assert_int_equal(s.current_voter_count, 3);
	assert_int_equal(s.current_voters[2], 3);
	char *text;
	size_t len;
	assert_int_equal(kr_quorum_state_to_json(&s, &text, &len, NULL), 0);
	assert_string_equal(text, kafka_v0);
	assert_int_equal(len, strlen(kafka_v0));
	free(text);
}

static void test_json_v1(void **state)
{
	(void)state;
	struct kr_quorum_state_data s;
	assert_int_equal(kr_quorum_state_from_json(kafka_v1, strlen(kafka_v1), &s, NULL), 0);
	assert_int_equal(s.data_version, 1);
	assert_int_equal(s.leader_id, -1);
	assert_int_equal(s.leader_epoch, 7);
	assert_int_equal(s.voted_id, 2);
	assert_int_equal(s.current_voter_count, -1);
	assert_int_equal(s.voted_directory_id.bytes[0], 0x02);
	assert_int_equal(s.voted_directory_id.bytes[1], 0xad);
	char *text;
	size_t len;
	assert_int_equal(kr_quorum_state_to_json(&s, &text, &len, NULL), 0);
	assert_string_equal(text, kafka_v1);
	free(text);
	/* Defaults, version 1: zero directory id. */
	kr_quorum_state_init(&s, 1);
	assert_int_equal(kr_quorum_state_to_json(&s, &text, &len, NULL), 0);
	assert_string_equal(text, "{\"leaderId\":-1,\"leaderEpoch\":-1,\"votedId\":-1,"
				  "\"votedDirectoryId\":\"AAAAAAAAAAAAAAAAAAAAAA\","
				  "\"data_version\":1}");
	free(text);
	/* Bad input to the writer. */
	s.data_version = 2;
	assert_int_equal(kr_quorum_state_to_json(&s, &text, &len, NULL),
			 KW_ERR_INVALID_ARGUMENT);
	kr_quorum_state_init(&s, 1);
	s.current_voter_count = 2;
	assert_int_equal(kr_quorum_state_to_json(&s, &text, &len, NULL),
			 KW_ERR_INVALID_ARGUMENT);
}

static void test_json_lenient_where_kafka_is(void **state)
{
	(void)state;
	struct kr_quorum_state_data s;
	/* Only the first line counts; clusterId may be missing; null voters. */
	const char *t = "{\"leaderId\":3,\"leaderEpoch\":2,\"votedId\":3,"
			"\"appliedOffset\":10,\"currentVoters\":null,\"data_version\":0}\n"
			"garbage";
	assert_int_equal(kr_quorum_state_from_json(t, strlen(t), &s, NULL), 0);
	assert_int_equal(s.leader_id, 3);
	assert_int_equal(s.applied_offset, 10);
	assert_int_equal(s.current_voter_count, -1);
}

/* Parses t expecting KW_ERR_JSON with a detail containing what. */
static void bad(const char *t, const char *what)
{
	struct kr_quorum_state_data s;
	struct kw_error e;
	kw_error_clear(&e);
	int rc = kr_quorum_state_from_json(t, strlen(t), &s, &e);
	if (rc != KW_ERR_JSON)
		fail_msg("'%s' gave %d", t, rc);
	if (strstr(e.detail, what) == NULL)
		fail_msg("'%s': detail '%s' lacks '%s'", t, e.detail, what);
}

static void test_json_errors(void **state)
{
	(void)state;
	bad("", "empty");
	bad("\n{}", "first line is empty");
	bad("{\"leaderId\":1", "malformed JSON at line 1");
	bad("[1,2]", "not a JSON object");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1}", "missing field 'data_version'");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"data_version\":2}",
	    "data_version 2 is not supported");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"data_version\":\"1\"}",
	    "'data_version' is not an integer");
	bad("{\"leaderId\":1,\"votedId\":-1,\"votedDirectoryId\":\"AAAAAAAAAAAAAAAAAAAAAA\","
	    "\"data_version\":1}",
	    "missing field 'leaderEpoch'");
	bad("{\"leaderId\":1,\"leaderEpoch\":5.5,\"votedId\":-1,\"data_version\":1}",
	    "'leaderEpoch' is not an integer");
	bad("{\"leaderId\":1,\"leaderEpoch\":4294967296,\"votedId\":-1,\"data_version\":1}",
	    "out of range");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"data_version\":1}",
	    "missing field 'votedDirectoryId'");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"votedDirectoryId\":\"xyz\","
	    "\"data_version\":1}",
	    "not a uuid");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"currentVoters\":[],"
	    "\"data_version\":0}",
	    "missing field 'appliedOffset'");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"appliedOffset\":0,"
	    "\"data_version\":0}",
	    "missing field 'currentVoters'");
	bad("{\"leaderId\":1,\"leaderEpoch\":5,\"votedId\":-1,\"appliedOffset\":0,"
	    "\"currentVoters\":[{\"id\":1}],\"data_version\":0}",
	    "currentVoters[0]: missing field 'voterId'");
	bad("{\"leaderId\":1,\"leaderId\":2,\"leaderEpoch\":5,\"votedId\":-1,"
	    "\"data_version\":1}",
	    "malformed JSON");
}

static void test_every_prefix_is_an_error(void **state)
{
	(void)state;
	const char *texts[] = { kafka_v0, kafka_v1 };
	for (int i = 0; i < 2; i++) {
		size_t n = strlen(texts[i]);
		for (size_t len = 0; len < n; len++) {
			struct kr_quorum_state_data s;
			int rc = kr_quorum_state_from_json(texts[i], len, &s, NULL);
			if (rc != KW_ERR_JSON)
				fail_msg("prefix of %zu bytes gave %d", len, rc);
		}
	}
}

static void test_missing_file(void **state)
{
	struct fx *f = *state;
	struct kr_quorum_state_data s;
	kw_error_clear(&f->err);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &s, &f->err),
			 KR_STORAGE_ERR_NOT_FOUND);
	assert_non_null(strstr(f->err.detail, "quorum-state"));
	assert_int_equal(s.leader_id, -1);
	assert_int_equal(s.voted_id, -1);
}

static void test_write_read(void **state)
{
	struct fx *f = *state;
	struct kr_quorum_state_data s, r;
	kr_quorum_state_init(&s, 1);
	s.leader_epoch = 3;
	s.voted_id = 2;
	s.voted_directory_id.bytes[15] = 9;
	assert_int_equal(kr_quorum_state_write(f->dir, NULL, &s, NULL), 0);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &r, NULL), 0);
	assert_int_equal(r.data_version, 1);
	assert_int_equal(r.leader_epoch, 3);
	assert_int_equal(r.voted_id, 2);
	assert_memory_equal(&r.voted_directory_id, &s.voted_directory_id, 16);
	assert_int_equal(test_file_size(test_path(0, f->dir, "quorum-state.tmp")), -1);
	/* Replace with a version 0 state. */
	kr_quorum_state_init(&s, 0);
	s.leader_epoch = 4;
	s.leader_id = 1;
	s.current_voter_count = 2;
	s.current_voters[0] = 1;
	s.current_voters[1] = 2;
	assert_int_equal(kr_quorum_state_write(f->dir, NULL, &s, NULL), 0);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &r, NULL), 0);
	assert_int_equal(r.data_version, 0);
	assert_int_equal(r.leader_epoch, 4);
	assert_int_equal(r.current_voter_count, 2);
	size_t len;
	char *text = test_read_file(test_path(0, f->dir, "quorum-state"), &len);
	assert_string_equal(text, "{\"clusterId\":\"\",\"leaderId\":1,\"leaderEpoch\":4,"
				  "\"votedId\":-1,\"appliedOffset\":0,\"currentVoters\":"
				  "[{\"voterId\":1},{\"voterId\":2}],\"data_version\":0}");
	free(text);
	/* A stale tmp file from an earlier crash is replaced, not read. */
	test_write_file(test_path(0, f->dir, "quorum-state.tmp"), "junk", 4);
	s.leader_epoch = 5;
	assert_int_equal(kr_quorum_state_write(f->dir, NULL, &s, NULL), 0);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &r, NULL), 0);
	assert_int_equal(r.leader_epoch, 5);
	assert_int_equal(test_file_size(test_path(0, f->dir, "quorum-state.tmp")), -1);
}

/* Writes content as the file and expects a KW_ERR_JSON naming it. */
static void corrupt_file(struct fx *f, const char *content, size_t len, const char *what)
{
	test_write_file(test_path(0, f->dir, "quorum-state"), content, len);
	struct kr_quorum_state_data s;
	kw_error_clear(&f->err);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &s, &f->err), KW_ERR_JSON);
	if (strstr(f->err.detail, "quorum-state") == NULL ||
	    strstr(f->err.detail, what) == NULL)
		fail_msg("detail '%s' lacks the file or '%s'", f->err.detail, what);
}

static void test_corrupt_files(void **state)
{
	struct fx *f = *state;
	corrupt_file(f, "", 0, "empty");
	corrupt_file(f, kafka_v1, strlen(kafka_v1) / 2, "malformed JSON");
	corrupt_file(f, "\0\0\0\0\0\0\0\0", 8, "malformed JSON");
	corrupt_file(f, "{\"leaderEpoch\":3}", 17, "data_version");
	/* Every truncation of a real file is an error, never a reset. */
	for (size_t n = 0; n < strlen(kafka_v0); n++) {
		test_write_file(test_path(0, f->dir, "quorum-state"), kafka_v0, n);
		struct kr_quorum_state_data s;
		assert_int_equal(kr_quorum_state_read(f->dir, NULL, &s, NULL), KW_ERR_JSON);
	}
}

static void test_write_faults_keep_old_file(void **state)
{
	struct fx *f = *state;
	struct kr_quorum_state_data s, r;
	kr_quorum_state_init(&s, 1);
	s.leader_epoch = 1;
	assert_int_equal(kr_quorum_state_write(f->dir, NULL, &s, NULL), 0);
	struct fault_spec *which[4];
	const char *steps[4] = { "write", "fsync", "rename", "open" };
	for (int i = 0; i < 4; i++) {
		struct fault_io fio;
		fault_io_init(&fio);
		which[0] = &fio.pwrite_fault;
		which[1] = &fio.fsync_fault;
		which[2] = &fio.rename_fault;
		which[3] = &fio.open_fault;
		which[i]->at = 1;
		which[i]->err = i == 0 ? ENOSPC : EIO;
		s.leader_epoch = 2 + i;
		kw_error_clear(&f->err);
		assert_int_equal(kr_quorum_state_write(f->dir, &fio.io, &s, &f->err), KW_ERR_IO);
		if (strstr(f->err.detail, steps[i]) == NULL)
			fail_msg("detail '%s' lacks step %s", f->err.detail, steps[i]);
		assert_int_equal(kr_quorum_state_read(f->dir, NULL, &r, NULL), 0);
		assert_int_equal(r.leader_epoch, 1);
		assert_int_equal(test_file_size(test_path(0, f->dir, "quorum-state.tmp")), -1);
	}
	/* Short writes are completed. */
	struct fault_io fio;
	fault_io_init(&fio);
	fio.short_write = 3;
	s.leader_epoch = 9;
	assert_int_equal(kr_quorum_state_write(f->dir, &fio.io, &s, NULL), 0);
	assert_true(fio.pwrite_calls > 10);
	assert_int_equal(kr_quorum_state_read(f->dir, NULL, &r, NULL), 0);
	assert_int_equal(r.leader_epoch, 9);
	/* A failing directory fsync is reported (durability unknown). */
	fault_io_init(&fio);
	fio.dir_fault.at = 1;
	fio.dir_fault.err = EIO;
	assert_int_equal(kr_quorum_state_write(f->dir, &fio.io, &s, NULL), KW_ERR_IO);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_json_v0),
		cmocka_unit_test(test_json_v1),
		cmocka_unit_test(test_json_lenient_where_kafka_is),
		cmocka_unit_test(test_json_errors),
		cmocka_unit_test(test_every_prefix_is_an_error),
#define T(name) cmocka_unit_test_setup_teardown(name, setup, teardown)
		T(test_missing_file),
		T(test_write_read),
		T(test_corrupt_files),
		T(test_write_faults_keep_old_file),
#undef T
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
