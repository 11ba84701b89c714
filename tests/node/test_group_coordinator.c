/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_group_coordinator.c — the classic group state machine
 * (node/group_coordinator.h) on its own, with a clock the test moves: the
 * initial rebalance delay (waited again while members keep joining), a
 * rebalance that times out and removes the
 * member that did not join again, session expiry and the records it
 * persists, protocol selection, a static member's rejoin without a
 * rebalance, ids handed out with MEMBER_ID_REQUIRED that are never used.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <string.h>

#include "kwire/protocol_errors.h"
#include "node/group_coordinator.h"

/* What the hooks were given. */
struct got {
	int32_t corr;
	bool sync;
	int16_t error;
	int32_t generation;
	char member[256], leader[256], protocol[64];
	int32_t members;
	int32_t assignment_len;
};

static struct got answers[64];
static int n_answers;
static int n_persisted, n_tombstones;

static void copy(char *dst, size_t cap, struct kw_str s)
{
	snprintf(dst, cap, "%.*s", s.len > 0 ? (int)s.len : 0, s.len > 0 ? s.ptr : "");
}

static void on_join(void *ctx, const struct kr_svc_req *q,
		    const struct kw_join_group_response *m)
{
	(void)ctx;
	assert_true(n_answers < 64);
	struct got *g = &answers[n_answers++];
	memset(g, 0, sizeof *g);
	g->corr = q->corr;
	g->error = m->error_code;
	g->generation = m->generation_id;
	copy(g->member, sizeof g->member, m->member_id);
	copy(g->leader, sizeof g->leader, m->leader);
	copy(g->protocol, sizeof g->protocol, m->protocol_name);
	g->members = m->members_count;
}

static void on_sync(void *ctx, const struct kr_svc_req *q,
		    const struct kw_sync_group_response *m)
{
	(void)ctx;
	assert_true(n_answers < 64);
	struct got *g = &answers[n_answers++];
	memset(g, 0, sizeof *g);
	g->corr = q->corr;
	g->sync = true;
	g->error = m->error_code;
	g->assignment_len = m->assignment.len;
}

static void on_persist(void *ctx, const struct kr_gc_group *g, bool deleted)
{
	(void)ctx;
	(void)g;
	if (deleted)
		n_tombstones++;
	else
		n_persisted++;
}

static bool no_offset(void *ctx, const char *id)
{
	(void)ctx;
	(void)id;
	return false;
}

/* The answer to corr, or NULL. */
static const struct got *answer(int32_t corr)
{
	for (int i = n_answers - 1; i >= 0; i--)
		if (answers[i].corr == corr)
			return &answers[i];
	return NULL;
}

static void setup_gc(struct kr_group_coordinator *gc)
{
	n_answers = n_persisted = n_tombstones = 0;
	struct kr_gc_config cfg = {3000, 6000, 1800000, 100};
	struct kr_gc_hooks hooks = {NULL, on_join, on_sync, on_persist, no_offset};
	kr_gc_init(gc, &cfg, &hooks, 1);
}

static struct kr_svc_req req(int32_t corr, int16_t v)
{
	struct kr_svc_req q;
	memset(&q, 0, sizeof q);
	q.ref.conn = (uint64_t)corr;
	q.api_key = 11;
	q.version = v;
	q.corr = corr;
	return q;
}

static struct kw_join_group_request_join_group_request_protocol protos[3] = {
	{.name = {"range", 5}, .metadata = {(const uint8_t *)"m", 1}},
	{.name = {"roundrobin", 10}, .metadata = {(const uint8_t *)"m", 1}},
	{.name = {"sticky", 6}, .metadata = {(const uint8_t *)"m", 1}},
};

/* A JoinGroup at v (v3: no MEMBER_ID_REQUIRED) with protocols p[0..n). */
static void join(struct kr_group_coordinator *gc, int32_t corr, int16_t v,
		 const char *member, const char *instance,
		 struct kw_join_group_request_join_group_request_protocol *p, int n,
		 int64_t now)
{
	struct kw_join_group_request m;
	kw_join_group_request_init(&m);
	m.group_id = KW_STR_LIT("g");
	m.session_timeout_ms = 6000;
	m.rebalance_timeout_ms = 10000;
	m.member_id = kw_str_from_cstr(member);
	m.group_instance_id = instance ? kw_str_from_cstr(instance) : KW_STR_NULL;
	m.protocol_type = KW_STR_LIT("consumer");
	m.protocols = p;
	m.protocols_count = n;
	struct kr_svc_req q = req(corr, v);
	kr_gc_join(gc, &q, &m, KW_STR_LIT("cli"), "h", now);
}

static void sync_(struct kr_group_coordinator *gc, int32_t corr, const char *member,
		  int32_t gen, int64_t now)
{
	struct kw_sync_group_request m;
	kw_sync_group_request_init(&m);
	struct kw_sync_group_request_sync_group_request_assignment a = {
		.member_id = kw_str_from_cstr(member),
		.assignment = {(const uint8_t *)"abc", 3}};
	m.group_id = KW_STR_LIT("g");
	m.generation_id = gen;
	m.member_id = kw_str_from_cstr(member);
	m.assignments = &a;
	m.assignments_count = 1;
	struct kr_svc_req q = req(corr, 3);
	kr_gc_sync(gc, &q, &m, now);
}

static int16_t beat(struct kr_group_coordinator *gc, const char *member,
		    const char *instance, int32_t gen, int64_t now)
{
	struct kw_heartbeat_request m;
	kw_heartbeat_request_init(&m);
	m.group_id = KW_STR_LIT("g");
	m.member_id = kw_str_from_cstr(member);
	m.group_instance_id = instance ? kw_str_from_cstr(instance) : KW_STR_NULL;
	m.generation_id = gen;
	return kr_gc_heartbeat(gc, &m, now);
}

/* One member, Stable at generation 1 (the initial delay waited out). */
static void one_member(struct kr_group_coordinator *gc, char *id, size_t cap)
{
	join(gc, 1, 3, "", NULL, protos, 1, 0);
	kr_gc_tick(gc, 2999);
	assert_null(answer(1)); /* the initial delay */
	assert_int_equal(kr_gc_next_deadline(gc), 3000);
	kr_gc_tick(gc, 3000);
	const struct got *a = answer(1);
	assert_non_null(a);
	assert_int_equal(a->error, 0);
	assert_int_equal(a->generation, 1);
	assert_string_equal(a->leader, a->member);
	assert_int_equal(a->members, 1);
	snprintf(id, cap, "%s", a->member);
	sync_(gc, 2, id, 1, 3001);
	assert_int_equal(answer(2)->error, 0);
	assert_int_equal(answer(2)->assignment_len, 3);
	assert_int_equal(kr_gc_find(gc, KW_STR_LIT("g"))->state, KR_GC_STABLE);
	assert_int_equal(n_persisted, 1);
}

static void test_rebalance_times_out(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	char a[256];
	one_member(&gc, a, sizeof a);
	/* b joins: a must join again; it only heartbeats (alive, but not
	 * joined) */
	join(&gc, 10, 3, "", NULL, protos, 1, 4000);
	assert_null(answer(10));
	for (int64_t t = 5000; t < 14000; t += 4000) {
		assert_int_equal(beat(&gc, a, NULL, 1, t), KW_PERR_REBALANCE_IN_PROGRESS);
		kr_gc_tick(&gc, t);
	}
	kr_gc_tick(&gc, 13999);
	assert_null(answer(10));
	kr_gc_tick(&gc, 14000); /* the rebalance timeout: a is removed */
	const struct got *b = answer(10);
	assert_non_null(b);
	assert_int_equal(b->error, 0);
	assert_int_equal(b->generation, 2);
	assert_string_equal(b->leader, b->member);
	assert_int_equal(b->members, 1);
	assert_int_equal(beat(&gc, a, NULL, 2, 14001), KW_PERR_UNKNOWN_MEMBER_ID);
	assert_int_equal(beat(&gc, b->member, NULL, 1, 14001),
			 KW_PERR_ILLEGAL_GENERATION);
	kr_gc_free(&gc);
}

static void test_session_expiry(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	char a[256];
	one_member(&gc, a, sizeof a);
	assert_int_equal(beat(&gc, a, NULL, 1, 8000), 0);
	kr_gc_tick(&gc, 13999); /* 6 s after the heartbeat: not yet */
	assert_non_null(kr_gc_find(&gc, KW_STR_LIT("g")));
	kr_gc_tick(&gc, 14000);
	/* Empty without an offset: forgotten, its record tombstoned */
	assert_null(kr_gc_find(&gc, KW_STR_LIT("g")));
	assert_int_equal(n_tombstones, 1);
	assert_int_equal(gc.n_members, 0);
	assert_int_equal(gc.bytes, 0);
	kr_gc_free(&gc);
}

static void test_protocol_selection(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	struct kw_join_group_request_join_group_request_protocol p1[] = {protos[0],
									 protos[1]},
								 p2[] = {protos[1],
									 protos[0]},
								 p3[] = {protos[1]};
	join(&gc, 1, 3, "", NULL, p1, 2, 0);
	join(&gc, 2, 3, "", NULL, p2, 2, 10);
	join(&gc, 3, 3, "", NULL, p3, 1, 20);
	/* none in common with everyone */
	join(&gc, 4, 3, "", NULL, &protos[2], 1, 30);
	assert_int_equal(answer(4)->error, KW_PERR_INCONSISTENT_GROUP_PROTOCOL);
	kr_gc_tick(&gc, 3000); /* members came during the delay: once more */
	kr_gc_tick(&gc, 6000);
	for (int32_t c = 1; c <= 3; c++) {
		assert_non_null(answer(c));
		assert_int_equal(answer(c)->error, 0);
		assert_string_equal(answer(c)->protocol,
				    "roundrobin"); /* range: not 3's */
	}
	assert_int_equal(answer(1)->members, 3);
	kr_gc_free(&gc);
}

static void test_static_member_rejoins(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	char leader[256];
	one_member(&gc, leader, sizeof leader);
	/* a static member joins: a rebalance with the leader */
	join(&gc, 10, 5, "", "inst", protos, 1, 4000);
	join(&gc, 11, 5, leader, NULL, protos, 1, 4001);
	const struct got *s = answer(10);
	assert_non_null(s);
	assert_int_equal(s->generation, 2);
	char sid[256];
	snprintf(sid, sizeof sid, "%s", s->member);
	sync_(&gc, 12, sid, 2, 4002);
	sync_(&gc, 13, leader, 2, 4003);
	assert_int_equal(answer(12)->error, 0);
	/* it restarts (no member id): a new id, the same generation, no
	 * rebalance; the old id is fenced */
	join(&gc, 20, 5, "", "inst", protos, 1, 5000);
	const struct got *r = answer(20);
	assert_non_null(r);
	assert_int_equal(r->error, 0);
	assert_int_equal(r->generation, 2);
	assert_string_not_equal(r->member, sid);
	assert_int_equal(kr_gc_find(&gc, KW_STR_LIT("g"))->state, KR_GC_STABLE);
	assert_int_equal(beat(&gc, sid, "inst", 2, 5001), KW_PERR_FENCED_INSTANCE_ID);
	assert_int_equal(beat(&gc, r->member, "inst", 2, 5001), 0);
	assert_int_equal(beat(&gc, leader, NULL, 2, 5001), 0);
	kr_gc_free(&gc);
}

static void test_member_ids_never_used(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	join(&gc, 1, 5, "", NULL, protos, 1, 0);
	assert_int_equal(answer(1)->error, KW_PERR_MEMBER_ID_REQUIRED);
	assert_true(strlen(answer(1)->member) > 4);
	assert_non_null(kr_gc_find(&gc, KW_STR_LIT("g")));
	assert_int_equal(gc.n_members, 1);
	kr_gc_tick(&gc, 6000); /* its session timeout: nothing is left */
	assert_null(kr_gc_find(&gc, KW_STR_LIT("g")));
	assert_int_equal(gc.n_members, 0);
	assert_int_equal(n_tombstones, 0); /* never persisted */
	kr_gc_free(&gc);
}

/* The initial delay is waited again while members keep joining, within
 * the rebalance timeout. */
static void test_initial_delay_extends(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	join(&gc, 1, 3, "", NULL, protos, 1, 0);
	join(&gc, 2, 3, "", NULL, protos, 1, 1000);
	kr_gc_tick(&gc, 3000); /* a member came: 3 s more */
	assert_null(answer(1));
	assert_int_equal(kr_gc_next_deadline(&gc), 6000);
	kr_gc_tick(&gc, 5999);
	assert_null(answer(2));
	kr_gc_tick(&gc, 6000); /* none came: done */
	assert_int_equal(answer(1)->error, 0);
	assert_int_equal(answer(1)->members, 2);
	assert_int_equal(answer(2)->generation, 1);
	kr_gc_free(&gc);
}

/* kr_gc_clear (leadership lost): held joins answered NOT_COORDINATOR. */
static void test_clear_answers_held_joins(void **state)
{
	(void)state;
	struct kr_group_coordinator gc;
	setup_gc(&gc);
	join(&gc, 1, 3, "", NULL, protos, 1, 0);
	kr_gc_clear(&gc);
	assert_int_equal(answer(1)->error, KW_PERR_NOT_COORDINATOR);
	assert_int_equal(gc.n_groups, 0);
	assert_int_equal(gc.bytes, 0);
	kr_gc_free(&gc);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_rebalance_times_out),
		cmocka_unit_test(test_session_expiry),
		cmocka_unit_test(test_protocol_selection),
		cmocka_unit_test(test_static_member_rejoins),
		cmocka_unit_test(test_member_ids_never_used),
		cmocka_unit_test(test_clear_answers_held_joins),
		cmocka_unit_test(test_initial_delay_extends),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
