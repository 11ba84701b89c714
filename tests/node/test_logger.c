/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_logger.c — the node's log filter (node/logger.h): the
 * level, the repeat limit (burst, the summary line at the end of the
 * window, lines that differ only in their numbers, a full table), and the
 * JSON form of an event (kr_node_log_json) checked by parsing it back
 * with Jansson.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <jansson.h>
#include <stdio.h>
#include <string.h>

#include "node/logger.h"

struct seen {
	char line[64][1200];
	enum kr_log_level level[64];
	char field[64][64]; /* "key=value" of the first field */
	size_t n;
};

static void collect(void *ctx, const struct kr_node_log_event *ev)
{
	struct seen *s = ctx;
	if (s->n == 64)
		return;
	snprintf(s->line[s->n], sizeof s->line[0], "%s", ev->msg);
	s->level[s->n] = ev->level;
	s->field[s->n][0] = '\0';
	if (ev->n_fields)
		snprintf(s->field[s->n], sizeof s->field[0], "%s=%s", ev->fields[0].key,
			 ev->fields[0].value);
	s->n++;
}

static void test_level(void **state)
{
	(void)state;
	static struct seen s;
	static struct kr_logger lg;
	memset(&s, 0, sizeof s);
	kr_logger_init(&lg, KR_LOG_WARN, collect, &s);
	kr_logger_log(&lg, KR_LOG_DEBUG, "d", NULL, 0, 0);
	kr_logger_log(&lg, KR_LOG_INFO, "i", NULL, 0, 0);
	kr_logger_log(&lg, KR_LOG_WARN, "w", NULL, 0, 0);
	kr_logger_log(&lg, KR_LOG_ERROR, "e", NULL, 0, 0);
	assert_int_equal(s.n, 2);
	assert_string_equal(s.line[0], "w");
	assert_string_equal(s.line[1], "e");
	enum kr_log_level l;
	assert_int_equal(kr_logger_parse_level("debug", &l), 0);
	assert_int_equal(l, KR_LOG_DEBUG);
	assert_int_equal(kr_logger_parse_level("verbose", &l), -1);
	assert_string_equal(kr_node_log_level_name(KR_LOG_WARN), "warn");
}

static void test_repeats(void **state)
{
	(void)state;
	static struct seen s;
	static struct kr_logger lg;
	memset(&s, 0, sizeof s);
	kr_logger_init(&lg, KR_LOG_INFO, collect, &s);
	char line[128];
	/* 125 refusals from different peers within 10 s: the same line but
	 * for its numbers */
	for (int i = 0; i < 125; i++) {
		snprintf(line, sizeof line, "refused Vote from %d (epoch %d)", i,
			 1000 + i);
		kr_logger_log(&lg, KR_LOG_WARN, line, NULL, 0, 1000 + i * 10);
	}
	/* another line is not held back by them */
	kr_logger_log(&lg, KR_LOG_INFO, "something else", NULL, 0, 2500);
	assert_int_equal(s.n, KR_LOGGER_BURST + 1);
	assert_string_equal(s.line[0], "refused Vote from 0 (epoch 1000)");
	assert_string_equal(s.line[KR_LOGGER_BURST], "something else");
	/* nothing to say before the window ends */
	assert_int_equal(kr_logger_next_deadline(&lg), 1000 + KR_LOGGER_WINDOW_MS);
	kr_logger_tick(&lg, 1000 + KR_LOGGER_WINDOW_MS - 1);
	assert_int_equal(s.n, KR_LOGGER_BURST + 1);
	kr_logger_tick(&lg, 1000 + KR_LOGGER_WINDOW_MS);
	assert_int_equal(s.n, KR_LOGGER_BURST + 2);
	assert_string_equal(
		s.line[KR_LOGGER_BURST + 1],
		"refused Vote from 124 (epoch 1124) (repeated 120 times in 10 s)");
	assert_int_equal(s.level[KR_LOGGER_BURST + 1], KR_LOG_WARN);
	assert_string_equal(s.field[KR_LOGGER_BURST + 1], "repeated=120");
	assert_int_equal(kr_logger_next_deadline(&lg), INT64_MAX);
	/* a new window lets the line through again */
	kr_logger_log(&lg, KR_LOG_WARN, "refused Vote from 1 (epoch 2)", NULL, 0, 12000);
	assert_int_equal(s.n, KR_LOGGER_BURST + 3);
	/* the same text at another level is another line */
	kr_logger_log(&lg, KR_LOG_ERROR, "refused Vote from 1 (epoch 2)", NULL, 0, 12001);
	assert_int_equal(s.n, KR_LOGGER_BURST + 4);
}

/* A window that ends while more of the line comes: the summary comes
 * first, then the line passes in its new window. */
static void test_repeat_into_next_window(void **state)
{
	(void)state;
	static struct seen s;
	static struct kr_logger lg;
	memset(&s, 0, sizeof s);
	kr_logger_init(&lg, KR_LOG_INFO, collect, &s);
	for (int i = 0; i < KR_LOGGER_BURST + 2; i++)
		kr_logger_log(&lg, KR_LOG_INFO, "tick", NULL, 0, i);
	kr_logger_log(&lg, KR_LOG_INFO, "tick", NULL, 0, KR_LOGGER_WINDOW_MS + 5);
	assert_int_equal(s.n, KR_LOGGER_BURST + 2);
	assert_string_equal(s.line[KR_LOGGER_BURST], "tick (repeated 2 times in 10 s)");
	assert_string_equal(s.line[KR_LOGGER_BURST + 1], "tick");
}

/* More distinct repeating lines than slots: the table stays fixed, and
 * what a reused slot held back is still reported. */
static void test_full_table(void **state)
{
	(void)state;
	static struct seen s;
	static struct kr_logger lg;
	memset(&s, 0, sizeof s);
	kr_logger_init(&lg, KR_LOG_INFO, collect, &s);
	char line[64];
	for (int k = 0; k < KR_LOGGER_SLOTS; k++) {
		snprintf(line, sizeof line, "line %c", 'A' + k % 26);
		if (k >= 26)
			snprintf(line, sizeof line, "line %c%c", 'A' + k % 26, 'x');
		for (int i = 0; i < KR_LOGGER_BURST + 1; i++)
			kr_logger_log(&lg, KR_LOG_INFO, line, NULL, 0, k);
	}
	s.n = 0;
	/* a new line evicts the slot whose window began first (line A) */
	kr_logger_log(&lg, KR_LOG_INFO, "brand new", NULL, 0, 100);
	assert_int_equal(s.n, 2);
	assert_string_equal(s.line[0], "line A (repeated 1 times in 10 s)");
	assert_string_equal(s.line[1], "brand new");
}

static void test_json(void **state)
{
	(void)state;
	struct kr_node_log_field f[] = {{"epoch", "3"},
					{"state", "Candidate"},
					{"leader", "-1"},
					{"reason", "fetch \"timeout\"\n\\ \x01"},
					{"big", "12345678901234567890123"},
					{"lead0", "007"}};
	struct kr_node_log_event ev = {KR_LOG_WARN, "epoch 3: a \"quote\" and a tab\t", f,
				       6};
	char out[1024];
	/* 2026-01-02T03:04:05.678Z */
	size_t n = kr_node_log_json(&ev, 1767323045678, 2, out, sizeof out);
	assert_int_equal(n, strlen(out));
	json_error_t err;
	json_t *j = json_loads(out, 0, &err);
	if (!j)
		fail_msg("not JSON: %s: %s", err.text, out);
	assert_string_equal(json_string_value(json_object_get(j, "ts")),
			    "2026-01-02T03:04:05.678Z");
	assert_string_equal(json_string_value(json_object_get(j, "level")), "warn");
	assert_int_equal(json_integer_value(json_object_get(j, "node")), 2);
	assert_string_equal(json_string_value(json_object_get(j, "msg")),
			    "epoch 3: a \"quote\" and a tab\t");
	json_t *fs = json_object_get(j, "fields");
	assert_int_equal(json_integer_value(json_object_get(fs, "epoch")), 3);
	assert_int_equal(json_integer_value(json_object_get(fs, "leader")), -1);
	assert_string_equal(json_string_value(json_object_get(fs, "state")), "Candidate");
	assert_string_equal(json_string_value(json_object_get(fs, "reason")),
			    "fetch \"timeout\"\n\\ \x01");
	/* too long or with a leading zero: a string, not a number */
	assert_true(json_is_string(json_object_get(fs, "big")));
	assert_true(json_is_string(json_object_get(fs, "lead0")));
	json_decref(j);
	/* an observer: node null; no fields: an empty object */
	struct kr_node_log_event bare = {KR_LOG_INFO, "x", NULL, 0};
	kr_node_log_json(&bare, 0, -1, out, sizeof out);
	assert_string_equal(out,
			    "{\"ts\":\"1970-01-01T00:00:00.000Z\",\"level\":\"info\","
			    "\"node\":null,\"msg\":\"x\",\"fields\":{}}");
	/* every buffer size: valid JSON or nothing, never past cap */
	size_t full = kr_node_log_json(&ev, 1767323045678, 2, out, sizeof out);
	for (size_t cap = 0; cap <= full + 1; cap++) {
		char small[1024];
		memset(small, 'Z', sizeof small);
		size_t k = kr_node_log_json(&ev, 1767323045678, 2, small, cap);
		assert_true(cap == 0 || k < cap);
		assert_true(small[cap] == 'Z' || cap == sizeof small);
		if (k == 0)
			continue;
		json_t *p = json_loads(small, 0, &err);
		if (!p)
			fail_msg("cap %zu: not JSON: %s", cap, small);
		assert_non_null(json_object_get(p, "msg"));
		json_decref(p);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_level),
		cmocka_unit_test(test_repeats),
		cmocka_unit_test(test_repeat_into_next_window),
		cmocka_unit_test(test_full_table),
		cmocka_unit_test(test_json),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
