/*
 * tests/raft/test_voters.c — KIP-853 on one core: AddRaftVoter,
 * RemoveRaftVoter and UpdateRaftVoter on the leader (a new voter must be an
 * observer caught up with the high watermark, one change at a time, each
 * answered once its VotersRecord is committed, Kafka's refusals), the
 * VotersRecord read back against the generated codec, a voter replaced
 * with a new directory id, a removed leader resigning after the commit,
 * the bootstrap set a first leader writes, the last voter kept, and a
 * change failed by a deposed leader. (A VotersRecord joins the same
 * membership history as AlterQuorum's records: test_membership rolls that
 * history back on truncation.)
 */
#include <stdio.h>

/* the harness is a header of static helpers; this file uses some */
#pragma GCC diagnostic ignored "-Wunused-function"
#include "harness.h"

#include <kwire/arena.h>
#include <kwire/error.h>
#include <kwire/reader.h>
#include <kwire/records.h>
#include <kwire/msg/voters_record.h>

static const struct kw_uuid DIR4 = { { 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4 } };
static const struct kw_uuid DIR4B = { { 0xb4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4 } };

static struct kr_endpoint ep(const char *host, uint16_t port)
{
	struct kr_endpoint e;
	memset(&e, 0, sizeof(e));
	snprintf(e.name, sizeof e.name, "CONTROLLER");
	snprintf(e.host, sizeof e.host, "%s", host);
	e.port = port;
	return e;
}

static int change(struct harness *h, enum kr_event_type type, int32_t id,
		  struct kw_uuid dir, struct kr_endpoint e, uint64_t req)
{
	struct kr_event ev = { .type = type };
	ev.u.voter.id = id;
	ev.u.voter.dir = dir;
	ev.u.voter.endpoint = e;
	ev.u.voter.kraft_min = 0;
	ev.u.voter.kraft_max = 1;
	ev.u.voter.req = req;
	h_event(h, &ev);
	return h->rc;
}

/* The leader receives a fetch from (from, dir) at `off`. */
static void lfetch_dir(struct harness *h, int32_t from, struct kw_uuid dir,
		       int64_t off)
{
	int32_t e = 0;
	for (int i = 0; i < h->nlog; i++)
		if (h->log[i].base + h->log[i].count <= off)
			e = h->log[i].epoch;
	struct kr_msg f = h_fetch_req(from, kr_core_epoch(h->c), off, e, 0);
	f.u.fetch_req.replica_directory_id = dir;
	h_recv(h, &f);
}

static void lfetch(struct harness *h, int32_t from, int64_t off)
{
	lfetch_dir(h, from, (struct kw_uuid){ { 0 } }, off);
}

static bool holds(const struct kr_voter_assignment *a, int32_t id)
{
	for (int32_t i = 0; i < a->n_current; i++)
		if (a->current[i] == id)
			return true;
	return false;
}

/* Leader 1 of {1,2,3} in epoch 1 with its LeaderChange committed. */
static void leader_ready(struct harness *h)
{
	h_init(h, 1, 3);
	h_start(h, 0, -1, -1);
	h_become_leader(h);
	h_flush(h);
	lfetch(h, 2, h_leo(h));
	assert_true(kr_core_high_watermark(h->c) == h_leo(h));
}

/* Every voter but the leader fetches at the log end, after a flush. */
static void commit_all(struct harness *h)
{
	h_flush(h);
	const struct kr_voter_assignment *v = kr_core_voters(h->c);
	for (int32_t i = 0; i < v->n_current; i++)
		if (v->current[i] != h->cfg.node_id)
			lfetch_dir(h, v->current[i], v->current[i] == 4 ? DIR4 : (struct kw_uuid){ { 0 } },
				   h_leo(h));
}

static void test_add_caught_up_observer(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	int nlog = h.nlog;
	assert_int_equal(change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("host4", 9004), 7), 0);
	assert_int_equal(h.nalter, 0);
	assert_int_equal(h.nlog, nlog + 1);
	/* one batch: KRaftVersionRecord 1, then the VotersRecord, read with
	 * the generated codec */
	struct kr_batch b;
	kr__batch_parse(h.log[h.nlog - 1].data, (size_t)h.log[h.nlog - 1].len, &b, true);
	struct kw_records_iter it;
	struct kw_record_batch batch;
	kw_records_iter_init(&it, b.data.ptr, (size_t)b.data.len, 0);
	assert_int_equal(kw_records_iter_next(&it, &batch, NULL), 1);
	struct kw_record_iter ri;
	struct kw_error err;
	assert_int_equal(kw_record_iter_init(&ri, &batch, &err), 0);
	struct kw_record rec;
	int16_t types[2];
	struct kw_voters_record vr;
	uint8_t space[8192];
	struct kw_arena arena;
	kw_arena_init_fixed(&arena, space, sizeof space);
	for (int i = 0; i < 2; i++) {
		assert_int_equal(kw_record_iter_next(&ri, &rec), 1);
		struct kw_control_record cr;
		assert_int_equal(kw_control_record_parse(&rec, &cr, NULL), 0);
		types[i] = cr.type;
		if (cr.type == KW_CONTROL_VOTERS) {
			struct kw_reader r;
			kw_reader_init(&r, cr.value.ptr, (size_t)cr.value.len, &err);
			assert_int_equal(kw_voters_record_decode(&vr, 0, &r, &arena), 0);
		}
	}
	assert_int_equal(kw_record_iter_next(&ri, &rec), 0);
	assert_int_equal(types[0], KW_CONTROL_KRAFT_VERSION);
	assert_int_equal(types[1], KW_CONTROL_VOTERS);
	assert_int_equal(vr.voters_count, 4);
	assert_int_equal(vr.voters[3].voter_id, 4);
	assert_memory_equal(vr.voters[3].voter_directory_id.bytes, DIR4.bytes, 16);
	assert_int_equal(vr.voters[3].endpoints_count, 1);
	assert_int_equal(vr.voters[3].endpoints[0].port, 9004);
	assert_int_equal(vr.voters[3].endpoints[0].host.len, 5);
	assert_int_equal(vr.voters[3].k_raft_version_feature.max_supported_version, 1);
	/* in force on append: a majority of four is three */
	assert_int_equal(kr_core_voters(h.c)->n_current, 4);
	h_flush(&h);
	int64_t hw = kr_core_high_watermark(h.c);
	lfetch(&h, 2, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), hw);
	assert_int_equal(h.nalter, 0);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), h_leo(&h));
	assert_int_equal(h.nalter, 1);
	assert_int_equal(h.alter_ids[0], 7);
	assert_int_equal(h.alter_errs[0], KW_PERR_NONE);
	/* the core's history keeps the endpoint for the node */
	const struct kr_voter_assignment *v = kr_core_voters(h.c);
	assert_true(v->voters_record);
	assert_string_equal(v->endpoints[3].host, "host4");
	h_free(&h);
}

static void test_add_refusals(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h_start(&h, 0, -1, -1);
	/* not the leader: the caller answers NOT_LEADER_OR_FOLLOWER */
	assert_int_equal(change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 1),
			 KR_ERR_NOT_LEADER);
	h_become_leader(&h);
	/* the LeaderChange is not committed yet */
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 2);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	assert_non_null(strstr(h.alter_msgs[h.nalter - 1], "epoch"));
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	int nlog = h.nlog;
	change(&h, KR_EVENT_ADD_VOTER, 2, DIR4, ep("h", 1), 3);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_DUPLICATE_VOTER);
	change(&h, KR_EVENT_ADD_VOTER, 4, (struct kw_uuid){ { 0 } }, ep("h", 1), 4);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_INVALID_REQUEST);
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("", 0), 5);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_INVALID_REQUEST);
	change(&h, KR_EVENT_ADD_VOTER, -3, DIR4, ep("h", 1), 6);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_INVALID_REQUEST);
	/* 4 fetched with another directory id: not the replica asked for */
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4B, ep("h", 1), 7);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	/* 6 fetches from behind the log end and never reached it */
	lfetch_dir(&h, 6, DIR4B, 0);
	h_tick(&h, 10);
	lfetch_dir(&h, 6, DIR4B, 0);
	change(&h, KR_EVENT_ADD_VOTER, 6, DIR4B, ep("h", 1), 8);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	assert_non_null(strstr(h.alter_msgs[h.nalter - 1], "caught up"));
	/* 4 went quiet longer than the fetch timeout */
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	lfetch(&h, 2, h_leo(&h));
	h_tick(&h, h.cfg.fetch_timeout_ms + 1);
	lfetch(&h, 2, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 9);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	assert_int_equal(h.nlog, nlog); /* nothing appended by a refusal */
	/* one change at a time: while 4's record is uncommitted, 5 waits */
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 10);
	assert_int_equal(h.nlog, nlog + 1);
	lfetch_dir(&h, 5, DIR4B, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 5, DIR4B, ep("h", 1), 11);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	change(&h, KR_EVENT_REMOVE_VOTER, 2, (struct kw_uuid){ { 0 } }, ep("", 0), 12);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	assert_int_equal(h.nlog, nlog + 1);
	h_free(&h);
}

static void test_alter_quorum_and_kip853_take_turns(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	const int32_t t[] = { 1, 2 };
	struct kr_event ev = { .type = KR_EVENT_ALTER_QUORUM };
	ev.u.alter.target = t;
	ev.u.alter.n_target = 2;
	ev.u.alter.id = 1;
	h_event(&h, &ev);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h)); /* target committed, the step to {1,2} appended */
	commit_all(&h);          /* the step committed; the null target appended */
	assert_int_equal(h_last_voter_record(&h).n_target, -1);
	/* the reassignment's last record is not committed: refused */
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 2);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_REQUEST_TIMED_OUT);
	commit_all(&h);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("h", 1), 3);
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(a.voters_record);
	assert_int_equal(a.n_current, 3);
	assert_true(holds(&a, 1) && holds(&a, 2) && holds(&a, 4));
	/* an AlterQuorum after it starts from the VotersRecord's set, and
	 * its entries keep 4's directory id and endpoint */
	commit_all(&h);
	const int32_t t2[] = { 1, 2, 4, 3 };
	ev.u.alter.target = t2;
	ev.u.alter.n_target = 4;
	ev.u.alter.id = 4;
	h_event(&h, &ev);
	const struct kr_voter_assignment *v = kr_core_voters(h.c);
	assert_false(v->voters_record);
	for (int32_t i = 0; i < v->n_current; i++)
		if (v->current[i] == 4) {
			assert_memory_equal(v->dirs[i].bytes, DIR4.bytes, 16);
			assert_int_equal(v->endpoints[i].port, 1);
		}
	h_free(&h);
}

static void test_remove_and_readd_with_new_directory(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("host4", 9004), 1);
	commit_all(&h);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	/* a RemoveRaftVoter naming 4 with another directory id: not found */
	change(&h, KR_EVENT_REMOVE_VOTER, 4, DIR4B, ep("", 0), 2);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_VOTER_NOT_FOUND);
	change(&h, KR_EVENT_REMOVE_VOTER, 9, DIR4B, ep("", 0), 3);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_VOTER_NOT_FOUND);
	change(&h, KR_EVENT_REMOVE_VOTER, 4, DIR4, ep("", 0), 4);
	assert_false(holds(kr_core_voters(h.c), 4));
	commit_all(&h);
	assert_int_equal(h.alter_ids[h.nalter - 1], 4);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	/* the disk is replaced: 4 comes back with DIR4B */
	lfetch_dir(&h, 4, DIR4B, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4B, ep("host4", 9004), 5);
	assert_true(holds(kr_core_voters(h.c), 4));
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	int64_t hw = kr_core_high_watermark(h.c);
	/* the old disk's identity is an observer now: its fetch does not
	 * count (a majority of 4 is 3: leader, 2, and 4 with DIR4B) */
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), hw);
	assert_int_equal(h.alter_ids[h.nalter - 1], 4);
	lfetch_dir(&h, 4, DIR4B, h_leo(&h));
	assert_int_equal(kr_core_high_watermark(h.c), h_leo(&h));
	assert_int_equal(h.alter_ids[h.nalter - 1], 5);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	h_free(&h);
}

static void test_removed_leader_resigns_after_commit(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	change(&h, KR_EVENT_REMOVE_VOTER, 1, (struct kw_uuid){ { 0 } }, ep("", 0), 1);
	assert_false(holds(kr_core_voters(h.c), 1));
	/* still leading until the removal is committed by {2,3} */
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	lfetch(&h, 3, h_leo(&h));
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	h_tick(&h, 1);
	assert_int_not_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_free(&h);
}

static void test_update_voter_endpoint(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	change(&h, KR_EVENT_UPDATE_VOTER, 7, (struct kw_uuid){ { 0 } }, ep("x", 1), 1);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_VOTER_NOT_FOUND);
	struct kr_event ev = { .type = KR_EVENT_UPDATE_VOTER };
	ev.u.voter.id = 2;
	ev.u.voter.endpoint = ep("moved", 9102);
	ev.u.voter.kraft_min = 0;
	ev.u.voter.kraft_max = 0; /* cannot speak kraft.version 1 */
	ev.u.voter.req = 2;
	h_event(&h, &ev);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_INVALID_REQUEST);
	change(&h, KR_EVENT_UPDATE_VOTER, 2, (struct kw_uuid){ { 0 } }, ep("moved", 9102), 3);
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(a.voters_record);
	assert_int_equal(a.n_current, 3);
	for (int32_t i = 0; i < a.n_current; i++)
		if (a.current[i] == 2) {
			assert_string_equal(a.endpoints[i].host, "moved");
			assert_int_equal(a.endpoints[i].port, 9102);
		}
	commit_all(&h);
	assert_int_equal(h.alter_ids[h.nalter - 1], 3);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	/* the same update again: answered at once, nothing appended */
	int nlog = h.nlog;
	change(&h, KR_EVENT_UPDATE_VOTER, 2, (struct kw_uuid){ { 0 } }, ep("moved", 9102), 4);
	assert_int_equal(h.alter_ids[h.nalter - 1], 4);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	assert_int_equal(h.nlog, nlog);
	h_free(&h);
}

static void test_first_leader_writes_bootstrap_set(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.cfg.kraft_version = 1;
	h.cfg.voter_directory_ids[0] = DIR4;
	h.cfg.voter_endpoints[0] = ep("boot", 9001);
	h_start(&h, 0, -1, -1);
	while (kr_core_state(h.c) != KR_STATE_LEADER) {
		h_tick_to_deadline(&h);
		h_persist(&h);
	}
	/* LeaderChange, then KRaftVersionRecord + VotersRecord */
	assert_int_equal(h.nlog, 2);
	struct kr_voter_assignment a = h_last_voter_record(&h);
	assert_true(a.voters_record);
	assert_int_equal(a.offset, 2); /* after KRaftVersionRecord at 1 */
	assert_int_equal(a.current[0], 1);
	assert_string_equal(a.endpoints[0].host, "boot");
	assert_memory_equal(a.dirs[0].bytes, DIR4.bytes, 16);

	/* a restart with the set in the log: the next leader writes none */
	struct harness h2;
	h_init(&h2, 1, 1);
	h2.cfg.kraft_version = 1;
	h2.cfg.voter_endpoints[0] = ep("boot", 9001);
	h2.log[0] = h.log[0];
	h2.log[1] = h.log[1];
	h2.nlog = 2;
	h.nlog = 0; /* h2 owns the batches now */
	h_free(&h);
	h_start(&h2, 1, 1, 1);
	while (kr_core_state(h2.c) != KR_STATE_LEADER) {
		h_tick_to_deadline(&h2);
		h_persist(&h2);
	}
	assert_int_equal(h2.nlog, 3); /* only the new LeaderChange */
	assert_memory_equal(kr_core_voters(h2.c)->dirs[0].bytes, DIR4.bytes, 16);
	h_free(&h2);
}

static void test_voters_record_parse_refuses_bad_sets(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("host4", 9004), 1);
	struct hbatch *last = &h.log[h.nlog - 1];
	struct kr_batch b;
	struct kr_voter_assignment a;
	kr__batch_parse(last->data, (size_t)last->len, &b, true);
	assert_int_equal(kr_voter_assignment_parse(&b, &a), 1);
	/* every cut of the batch: refused or not read, never a set */
	for (int32_t n = 0; n < b.data.len; n++) {
		struct kr_batch cut = b;
		cut.data.len = n;
		assert_true(kr_voter_assignment_parse(&cut, &a) <= 0);
	}
	h_free(&h);
}

/* A snapshot stands for the VotersRecords before it: its header keeps
 * each voter's directory id and endpoint, so a node started from it (or
 * installing it) still reaches an added voter. */
static void test_snapshot_header_keeps_voter_facts(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h.cfg.snapshot_max_bytes = 200;
	h.cfg.snapshot_interval_ms = 0;
	h.cfg.append_linger_ms = 0;
	for (int i = 0; i < 3; i++)
		h.cfg.voter_endpoints[i] = ep("configured", (uint16_t)(9001 + i));
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	lfetch(&h, 2, h_leo(&h));
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("host4", 9004), 1);
	commit_all(&h);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	for (int i = 0; i < 20 && !h.wanted; i++) {
		struct kw_bytes v = {(const uint8_t *)"0123456789abcdef", 16};
		struct kr_event ev = {.type = KR_EVENT_APPEND};
		ev.u.append.values = &v;
		ev.u.append.n = 1;
		ev.u.append.epoch = kr_core_epoch(h.c);
		h_event(&h, &ev);
		commit_all(&h);
	}
	assert_true(h.wanted);
	struct kr_snapshot_header sh;
	assert_int_equal(kr_snapshot_header_parse(
				 (struct kw_bytes){h.wanted_header, h.wanted_header_len},
				 h.wanted_id, &sh),
			 0);
	assert_true(sh.has_voters);
	assert_true(sh.voters.voters_record);
	assert_int_equal(sh.voters.n_current, 4);
	bool seen = false;
	for (int32_t i = 0; i < sh.voters.n_current; i++) {
		/* the configured voters keep the configured endpoints */
		if (sh.voters.current[i] != 4)
			assert_int_equal(sh.voters.endpoints[i].port,
					 9000 + sh.voters.current[i]);
		if (sh.voters.current[i] == 4) {
			seen = true;
			assert_memory_equal(sh.voters.dirs[i].bytes, DIR4.bytes, 16);
			assert_string_equal(sh.voters.endpoints[i].host, "host4");
			assert_int_equal(sh.voters.endpoints[i].port, 9004);
		}
	}
	assert_true(seen);
	h_free(&h);
}

/* Kafka's answer for a change that would leave no voter, and for one
 * whose leader is deposed before its record commits. */
static void test_last_voter_and_lost_leadership(void **state)
{
	(void)state;
	struct harness h;
	leader_ready(&h);
	change(&h, KR_EVENT_REMOVE_VOTER, 3, (struct kw_uuid){ { 0 } }, ep("", 0), 1);
	commit_all(&h);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	change(&h, KR_EVENT_REMOVE_VOTER, 2, (struct kw_uuid){ { 0 } }, ep("", 0), 2);
	commit_all(&h);
	assert_int_equal(h.alter_ids[h.nalter - 1], 2);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NONE);
	assert_int_equal(kr_core_voters(h.c)->n_current, 1);
	int nlog = h.nlog;
	change(&h, KR_EVENT_REMOVE_VOTER, 1, (struct kw_uuid){ { 0 } }, ep("", 0), 3);
	assert_int_equal(h.alter_ids[h.nalter - 1], 3);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_VOTER_NOT_FOUND);
	assert_non_null(strstr(h.alter_msgs[h.nalter - 1], "last voter"));
	assert_int_equal(h.nlog, nlog);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	h_free(&h);

	/* 4's record appended, then a Vote of a later epoch deposes the
	 * leader before it commits: the change is answered as failed */
	leader_ready(&h);
	lfetch_dir(&h, 4, DIR4, h_leo(&h));
	change(&h, KR_EVENT_ADD_VOTER, 4, DIR4, ep("host4", 9004), 4);
	int answered = h.nalter;
	struct kr_msg v = h_vote_req(3, kr_core_epoch(h.c) + 1,
				     kr_core_last_epoch(h.c), h_leo(&h));
	h_recv(&h, &v);
	assert_int_not_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_int_equal(h.nalter, answered + 1);
	assert_int_equal(h.alter_ids[h.nalter - 1], 4);
	assert_int_equal(h.alter_errs[h.nalter - 1], KW_PERR_NOT_LEADER_OR_FOLLOWER);
	h_free(&h);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_add_caught_up_observer),
		cmocka_unit_test(test_add_refusals),
		cmocka_unit_test(test_alter_quorum_and_kip853_take_turns),
		cmocka_unit_test(test_remove_and_readd_with_new_directory),
		cmocka_unit_test(test_removed_leader_resigns_after_commit),
		cmocka_unit_test(test_update_voter_endpoint),
		cmocka_unit_test(test_first_leader_writes_bootstrap_set),
		cmocka_unit_test(test_voters_record_parse_refuses_bad_sets),
		cmocka_unit_test(test_snapshot_header_keeps_voter_facts),
		cmocka_unit_test(test_last_voter_and_lost_leadership),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
