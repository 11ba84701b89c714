/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_snapshot.c — the core's KIP-630 rules, one core (or a leader and a
 * follower relayed by hand) at a time: when a snapshot is asked for and
 * where (never past the high watermark, at batch boundaries, the exclusive
 * end offset of KAFKA-14618), what the application may report, the log
 * start (only to a snapshot held, KAFKA-14238), Fetch answers below it
 * (SnapshotId; KAFKA-15078 for offset 0), FetchSnapshot with Kafka's
 * errors, the follower's transfer, its checks on hostile chunks, resuming
 * and starting over, the install (a follower whose log ends before the
 * leader's log start), start-up from a snapshot (the voter set from its
 * header, the log read only after it), and truncation never below a
 * snapshot (KAFKA-12460).
 */
#include "harness.h"

#include "kwire/protocol_errors.h"
#include "kwire/records.h"

static bool refused(const struct harness *h, const char *reason)
{
	for (size_t i = 0; i < h->u->n_refusals; i++)
		if (strstr(h->u->refusals[i].reason, reason))
			return true;
	return false;
}

/* A leader (node 1 of 3) with `batches` committed appends of 3 records,
 * node 2 and 3 having fetched everything. */
static void leader_with_commits(struct harness *h, int batches)
{
	h_init(h, 1, 3);
	h->cfg.append_linger_ms = 0;
	h_start(h, 0, -1, -1);
	h_become_leader(h);
	h_flush(h);
	for (int i = 0; i < batches; i++) {
		struct kw_bytes v[3] = {{(const uint8_t *)"aaa", 3},
					{(const uint8_t *)"bbbb", 4},
					{(const uint8_t *)"cc", 2}};
		struct kr_event ev = {.type = KR_EVENT_APPEND};
		ev.u.append.values = v;
		ev.u.append.n = 3;
		ev.u.append.epoch = kr_core_epoch(h->c);
		h_event(h, &ev);
		assert_int_equal(h->rc, 0);
		h_flush(h);
	}
	for (int32_t id = 2; id <= 3; id++) {
		struct kr_msg f = h_fetch_req(id, kr_core_epoch(h->c), h_leo(h),
					      kr_core_last_epoch(h->c), 0);
		h_recv(h, &f);
	}
	assert_int_equal(kr_core_high_watermark(h->c), h_leo(h));
}

/* A snapshot file of the header the core gave, n data records and the
 * footer, into out; returns its size. */
static size_t snapshot_file(const uint8_t *header, int32_t hlen, int n, uint8_t *out)
{
	memcpy(out, header, (size_t)hlen);
	size_t pos = (size_t)hlen;
	struct hbatch b = h_make_batch(10, 1, n);
	memcpy(out + pos, b.data, (size_t)b.len);
	pos += (size_t)b.len;
	free(b.data);
	const uint8_t key[4] = {0, 0, 0, KW_CONTROL_SNAPSHOT_FOOTER}, val[3] = {0, 0, 0};
	struct kw_bytes k = {key, 4}, v = {val, 3};
	size_t rl = kr__record_encode(out + pos + KR_BATCH_HEADER, 0, 0, &k, &v, NULL, 0);
	kr__batch_finish(out + pos, rl, 10 + n, 1, 1, 0, 0, true, NULL);
	return pos + KR_BATCH_HEADER + rl;
}

/* The leader takes the snapshot it was asked for and reports it. */
static struct kr_snapshot_id leader_snapshot(struct harness *h, int records)
{
	assert_true(h->wanted);
	static uint8_t file[32768];
	size_t n = snapshot_file(h->wanted_header, h->wanted_header_len, records, file);
	h_snap_add(h, h->wanted_id, file, n);
	struct kr_event ev = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
	ev.u.snapshot = h->wanted_id;
	h_event(h, &ev);
	assert_int_equal(h->rc, 0);
	return h->wanted_id;
}

/* KIP-630 with Kafka's thresholds: asked once enough committed bytes were
 * handed out, at the end of them (a batch boundary, the exclusive end
 * offset of KAFKA-14618), with a header that says the voter set and the
 * last record's timestamp; then not again until the next threshold. */
static void test_wanted_after_bytes(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 3);
	h.cfg.snapshot_max_bytes = 200;
	h.cfg.snapshot_interval_ms = 0;
	h.cfg.append_linger_ms = 0;
	h.wall_base = 1700000000000;
	h_start(&h, 0, -1, -1);
	h_become_leader(&h);
	h_flush(&h);
	bool asked = false;
	int64_t hw_at_ask = -1;
	for (int i = 0; i < 10 && !asked; i++) {
		struct kw_bytes v = {(const uint8_t *)"0123456789abcdef", 16};
		struct kr_event ev = {.type = KR_EVENT_APPEND};
		ev.u.append.values = &v;
		ev.u.append.n = 1;
		ev.u.append.epoch = kr_core_epoch(h.c);
		h_event(&h, &ev);
		h_flush(&h);
		h_clear(&h);
		struct kr_msg f = h_fetch_req(2, kr_core_epoch(h.c), h_leo(&h),
					      kr_core_last_epoch(h.c), 0);
		h_recv(&h, &f);
		asked = h.wanted;
		hw_at_ask = kr_core_high_watermark(h.c);
	}
	assert_true(asked);
	/* at the end of what was committed and handed out: never past the HW */
	assert_int_equal(h.wanted_id.end_offset, hw_at_ask);
	assert_int_equal(h.committed[h.ncommitted - 1] + 1, hw_at_ask);
	assert_int_equal(h.wanted_id.epoch, kr_core_epoch(h.c));
	struct kr_snapshot_header sh;
	assert_int_equal(kr_snapshot_header_parse(
				 (struct kw_bytes){h.wanted_header, h.wanted_header_len},
				 h.wanted_id, &sh),
			 0);
	assert_true(sh.has_voters);
	assert_int_equal(sh.voters.n_current, 3);
	assert_int_equal(sh.voters.n_target, -1);
	assert_int_equal(sh.voters.offset, h.wanted_id.end_offset - 1);
	assert_int_equal(sh.kraft_version, 1);
	assert_true(sh.last_contained_timestamp >= 1700000000000);
	/* the next commit alone is below the threshold: no new ask */
	struct kw_bytes v = {(const uint8_t *)"x", 1};
	struct kr_event ev = {.type = KR_EVENT_APPEND};
	ev.u.append.values = &v;
	ev.u.append.n = 1;
	ev.u.append.epoch = kr_core_epoch(h.c);
	h_event(&h, &ev);
	h_flush(&h);
	h_clear(&h);
	struct kr_msg f =
		h_fetch_req(2, kr_core_epoch(h.c), h_leo(&h), kr_core_last_epoch(h.c), 0);
	h_recv(&h, &f);
	assert_false(h.wanted);
	h_free(&h);
}

/* metadata.log.max.snapshot.interval.ms: asked once the interval passed
 * and something was committed; the core wakes itself up for it. */
static void test_wanted_after_interval(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 1, 1);
	h.cfg.snapshot_max_bytes = 0;
	h.cfg.snapshot_interval_ms = 5000;
	h_start(&h, 0, -1, -1);
	h_persist(&h);
	h_persist(&h);
	h_flush(&h);
	assert_int_equal(kr_core_state(h.c), KR_STATE_LEADER);
	assert_true(kr_core_high_watermark(h.c) > 0);
	h_clear(&h);
	int64_t t0 = h.now;
	bool asked = false;
	while (!asked && h.now - t0 < 10000) {
		h_tick_to_deadline(&h);
		asked = h.wanted;
	}
	assert_true(asked);
	assert_true(h.now - t0 <= 5000);
	/* nothing new committed: not asked again */
	h_clear(&h);
	while (h.now - t0 < 20000)
		h_tick_to_deadline(&h);
	assert_false(h.wanted);
	h_free(&h);
}

/* "Snapshots ahead of the high watermark": a follower whose log runs
 * past the high watermark is asked at the high watermark only. */
static void test_never_past_hw(void **state)
{
	(void)state;
	struct harness h;
	h_init(&h, 2, 3);
	h.cfg.snapshot_max_bytes = 1;
	h_start(&h, 1, 1, -1);
	const struct kr_msg *rq = h_find(&h, KR_MSG_FETCH_REQUEST, 1);
	struct kr_msg r = {
		.type = KR_MSG_FETCH_RESPONSE, .from = 1, .request_id = rq->request_id};
	struct hbatch b1 = h_make_batch(0, 1, 4), b2 = h_make_batch(4, 1, 4);
	uint8_t both[8192];
	memcpy(both, b1.data, (size_t)b1.len);
	memcpy(both + b1.len, b2.data, (size_t)b2.len);
	r.u.fetch_resp.high_watermark = 4;
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 1;
	r.u.fetch_resp.records = (struct kw_bytes){both, b1.len + b2.len};
	h_recv(&h, &r);
	h_flush(&h);
	assert_int_equal(h_leo(&h), 8);
	assert_int_equal(kr_core_high_watermark(h.c), 4);
	assert_true(h.wanted);
	assert_int_equal(h.wanted_id.end_offset, 4);
	free(b1.data);
	free(b2.data);
	h_free(&h);
}

/* What the application may report: a snapshot at a committed batch
 * boundary it was handed, of the log's epoch there. */
static void test_written_checked(void **state)
{
	(void)state;
	struct harness h;
	leader_with_commits(&h, 3);
	int64_t hw = kr_core_high_watermark(h.c);
	struct kr_event ev = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
	ev.u.snapshot = (struct kr_snapshot_id){hw + 3, 1}; /* past the HW */
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	ev.u.snapshot = (struct kr_snapshot_id){hw, 7}; /* another epoch */
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	ev.u.snapshot = (struct kr_snapshot_id){hw - 1, 1}; /* inside a batch */
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	size_t n;
	kr_core_snapshots(h.c, &n);
	assert_int_equal(n, 0);
	ev.u.snapshot = (struct kr_snapshot_id){hw, 1};
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	const struct kr_snapshot_id *s = kr_core_snapshots(h.c, &n);
	assert_int_equal(n, 1);
	assert_int_equal(s[0].end_offset, hw);
	h_free(&h);
	/* a core with no snapshot_read holds none */
	leader_with_commits(&h, 1);
	h.c->cfg.snapshot_read = NULL;
	ev.u.snapshot = (struct kr_snapshot_id){kr_core_high_watermark(h.c), 1};
	h_event(&h, &ev);
	assert_int_equal(h.rc, KR_ERR_INVALID_STATE);
	h_free(&h);
}

/* The log start moves only to a snapshot held (KAFKA-14238), and Fetch
 * answers below it name the snapshot (Kafka's validateOffsetAndEpoch);
 * offset 0 gets it too (KAFKA-15078); the snapshot's end with its epoch
 * is a valid fetch offset (the exclusive end, KAFKA-14618). */
static void test_log_start_and_fetch(void **state)
{
	(void)state;
	struct harness h;
	leader_with_commits(&h, 4);
	int64_t hw = kr_core_high_watermark(h.c);
	struct kr_event ls = {.type = KR_EVENT_LOG_START};
	ls.u.log_start = hw; /* no snapshot there yet */
	h_event(&h, &ls);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	assert_int_equal(kr_core_log_start(h.c), 0);
	struct kr_event ev = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
	ev.u.snapshot = (struct kr_snapshot_id){hw, 1};
	h_event(&h, &ev);
	assert_int_equal(h.rc, 0);
	h_clear(&h);
	h_event(&h, &ls);
	assert_int_equal(h.rc, 0);
	assert_int_equal(h.ops[KR_LOG_ADVANCE_START], 1);
	assert_int_equal(kr_core_log_start(h.c), hw);
	assert_int_equal(h.u->log_start_offset, hw);
	/* below it: the SnapshotId, and no replica state taken */
	struct kr_msg f = h_fetch_req(2, 1, 3, 1, 0);
	h_recv(&h, &f);
	const struct kr_msg *o = h_find(&h, KR_MSG_FETCH_RESPONSE, 2);
	assert_int_equal(o->u.fetch_resp.snapshot_id.end_offset, hw);
	assert_int_equal(o->u.fetch_resp.snapshot_id.epoch, 1);
	assert_int_equal(o->u.fetch_resp.log_start_offset, hw);
	assert_int_equal(o->u.fetch_resp.records.len, 0);
	/* at 0 */
	h_clear(&h);
	f = h_fetch_req(3, 1, 0, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(
		h_find(&h, KR_MSG_FETCH_RESPONSE, 3)->u.fetch_resp.snapshot_id.end_offset,
		hw);
	/* at the log start with another epoch than the snapshot's */
	h_clear(&h);
	f = h_fetch_req(2, 1, hw, 0, 0);
	h_recv(&h, &f);
	assert_int_equal(
		h_find(&h, KR_MSG_FETCH_RESPONSE, 2)->u.fetch_resp.snapshot_id.end_offset,
		hw);
	/* at the log start with the snapshot's epoch: valid */
	h_clear(&h);
	f = h_fetch_req(2, 1, hw, 1, 0);
	h_recv(&h, &f);
	o = h_find(&h, KR_MSG_FETCH_RESPONSE, 2);
	assert_int_equal(o->u.fetch_resp.snapshot_id.end_offset, -1);
	assert_int_equal(o->u.fetch_resp.diverging_epoch, -1);
	/* the start never passes a snapshot; back is a no-op */
	ls.u.log_start = hw + 100;
	h_event(&h, &ls);
	assert_int_equal(h.rc, KR_ERR_INVALID_ARGUMENT);
	ls.u.log_start = 1;
	h_event(&h, &ls);
	assert_int_equal(h.rc, 0);
	assert_int_equal(kr_core_log_start(h.c), hw);
	h_free(&h);
}

/* FetchSnapshot with Kafka's answers, and byte ranges of MaxBytes. */
static void test_fetch_snapshot_serving(void **state)
{
	(void)state;
	struct harness h;
	leader_with_commits(&h, 2);
	h.cfg.snapshot_max_bytes = 1;
	h.c->cfg.snapshot_max_bytes = 1;
	/* one more commit makes the ask */
	struct kw_bytes val = {(const uint8_t *)"z", 1};
	struct kr_event ap = {.type = KR_EVENT_APPEND};
	ap.u.append.values = &val;
	ap.u.append.n = 1;
	ap.u.append.epoch = 1;
	h_event(&h, &ap);
	h_flush(&h);
	struct kr_msg f = h_fetch_req(2, 1, h_leo(&h), 1, 0);
	h_recv(&h, &f);
	struct kr_snapshot_id id = leader_snapshot(&h, 20);
	size_t size = h_snap(&h, id)->len;
	struct kr_msg q = {
		.type = KR_MSG_FETCH_SNAPSHOT_REQUEST, .from = 3, .request_id = 9};
	q.u.snap_req = (struct kr_fetch_snapshot_request){
		.cluster_id = KW_STR_LIT("test-cluster"),
		.replica_id = 3,
		.max_bytes = 50,
		.current_leader_epoch = 1,
		.snapshot_id = id,
		.position = 0};
	/* in 50-byte ranges, the whole file */
	uint8_t got[32768];
	size_t have = 0;
	while (have < size) {
		h_clear(&h);
		q.u.snap_req.position = (int64_t)have;
		h_recv(&h, &q);
		const struct kr_msg *o = h_find(&h, KR_MSG_FETCH_SNAPSHOT_RESPONSE, 3);
		assert_non_null(o);
		assert_int_equal(o->u.snap_resp.partition_error, 0);
		assert_int_equal(o->u.snap_resp.size, size);
		assert_int_equal(o->u.snap_resp.position, have);
		assert_true(o->u.snap_resp.records.len > 0 &&
			    o->u.snap_resp.records.len <= 50);
		memcpy(got + have, o->u.snap_resp.records.ptr,
		       (size_t)o->u.snap_resp.records.len);
		have += (size_t)o->u.snap_resp.records.len;
	}
	assert_memory_equal(got, h_snap(&h, id)->data, size);
	struct {
		int64_t position;
		int32_t epoch;
		struct kr_snapshot_id id;
		const char *cluster;
		int16_t top, perr;
	} errs[] = {
		{(int64_t)size, 1, id, "test-cluster", 0, KW_PERR_POSITION_OUT_OF_RANGE},
		{-1, 1, id, "test-cluster", 0, KW_PERR_POSITION_OUT_OF_RANGE},
		{0, 0, id, "test-cluster", 0, KW_PERR_FENCED_LEADER_EPOCH},
		{0, 2, id, "test-cluster", 0, KW_PERR_UNKNOWN_LEADER_EPOCH},
		{0,
		 1,
		 {id.end_offset + 1, id.epoch},
		 "test-cluster",
		 0,
		 KW_PERR_SNAPSHOT_NOT_FOUND},
		{0, 1, {0, 0}, "test-cluster", 0, KW_PERR_SNAPSHOT_NOT_FOUND},
		{0, 1, id, "other", KW_PERR_INCONSISTENT_CLUSTER_ID, 0},
	};
	for (size_t i = 0; i < sizeof(errs) / sizeof(errs[0]); i++) {
		h_clear(&h);
		struct kr_msg e = q;
		e.u.snap_req.position = errs[i].position;
		e.u.snap_req.current_leader_epoch = errs[i].epoch;
		e.u.snap_req.snapshot_id = errs[i].id;
		e.u.snap_req.cluster_id = kw_str_from_cstr(errs[i].cluster);
		h_recv(&h, &e);
		const struct kr_msg *o = h_find(&h, KR_MSG_FETCH_SNAPSHOT_RESPONSE, 3);
		assert_non_null(o);
		assert_int_equal(o->u.snap_resp.error_code, errs[i].top);
		assert_int_equal(o->u.snap_resp.partition_error, errs[i].perr);
		assert_int_equal(o->u.snap_resp.records.len, 0);
		assert_int_equal(h.u->fatal, 0);
	}
	/* MaxBytes 0 or huge: at most max_batch_bytes, at least one byte */
	h_clear(&h);
	q.u.snap_req.position = 0;
	q.u.snap_req.max_bytes = 0;
	h_recv(&h, &q);
	assert_int_equal(
		h_find(&h, KR_MSG_FETCH_SNAPSHOT_RESPONSE, 3)->u.snap_resp.records.len,
		(int32_t)size);
	h_free(&h);
}

/* Relays node f's pending FetchSnapshot (or Fetch) request to leader l and
 * the answer back; returns false when f sent none. */
static bool relay(struct harness *l, struct harness *f, enum kr_msg_type t)
{
	const struct kr_msg *rq = h_find(f, t, 1);
	if (!rq)
		return false;
	struct kr_msg m = *rq;
	h_clear(f);
	h_clear(l);
	h_recv(l, &m);
	const struct kr_msg *o = h_find(l, t + 1, 2);
	assert_non_null(o);
	struct kr_msg r = *o;
	r.from = 1;
	r.to = 2;
	h_recv(f, &r);
	return true;
}

/* A follower whose log ends before the leader's log start: the leader
 * names its snapshot, the follower fetches it in ranges (each written
 * where it belongs), installs it, takes its voter set and high watermark,
 * tells the application to load it and fetches on from its end. */
static void test_follower_installs(void **state)
{
	(void)state;
	struct harness l, f;
	leader_with_commits(&l, 5);
	int64_t hw = kr_core_high_watermark(l.c);
	(void)hw;
	/* the header as the core builds it: ask with a small threshold */
	l.c->cfg.snapshot_max_bytes = 1;
	struct kw_bytes val = {(const uint8_t *)"y", 1};
	struct kr_event ap = {.type = KR_EVENT_APPEND};
	ap.u.append.values = &val;
	ap.u.append.n = 1;
	ap.u.append.epoch = 1;
	h_event(&l, &ap);
	h_flush(&l);
	struct kr_msg fr = h_fetch_req(3, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	struct kr_snapshot_id id = leader_snapshot(&l, 300);
	struct kr_event ls = {.type = KR_EVENT_LOG_START};
	ls.u.log_start = id.end_offset;
	h_event(&l, &ls);
	assert_int_equal(l.rc, 0);

	h_init(&f, 2, 3);
	f.cfg.fetch_snapshot_max_bytes = 97;
	h_log_add(&f, 1, 2); /* behind: ends at 2 */
	h_start(&f, 1, 1, -1);
	h_flush(&f);
	assert_true(relay(&l, &f, KR_MSG_FETCH_REQUEST));
	assert_int_equal(f.ops[KR_LOG_SNAPSHOT_BEGIN], 1);
	assert_true(f.part_open);
	h_tick(&f, 1);
	int chunks = 0;
	while (f.part_open && relay(&l, &f, KR_MSG_FETCH_SNAPSHOT_REQUEST)) {
		chunks++;
		if (f.part_open)
			h_tick(&f, 1);
	}
	assert_true(chunks > 3);
	assert_int_equal(f.nsnaps, 1);
	assert_int_equal(f.snaps[0].len, l.snaps[0].len);
	assert_memory_equal(f.snaps[0].data, l.snaps[0].data, l.snaps[0].len);
	assert_true(f.loaded);
	assert_int_equal(f.loaded_id.end_offset, id.end_offset);
	assert_int_equal(kr_core_log_start(f.c), id.end_offset);
	assert_int_equal(kr_core_log_end(f.c), id.end_offset);
	assert_int_equal(kr_core_high_watermark(f.c), id.end_offset);
	assert_int_equal(kr_core_last_epoch(f.c), id.epoch);
	assert_int_equal(kr_core_voters(f.c)->n_current, 3);
	/* on from its end, with its epoch, and the leader finds that valid */
	h_tick(&f, 1);
	const struct kr_msg *rq = h_find(&f, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	assert_int_equal(rq->u.fetch_req.fetch_offset, id.end_offset);
	assert_int_equal(rq->u.fetch_req.last_fetched_epoch, id.epoch);
	assert_int_equal(rq->u.fetch_req.log_start_offset, id.end_offset);
	h_event(&l, &ap); /* something new, so the fetch is not parked */
	h_flush(&l);
	assert_true(relay(&l, &f, KR_MSG_FETCH_REQUEST));
	assert_int_equal(kr_core_log_end(f.c), h_leo(&l));
	h_free(&f);
	h_free(&l);
}

/* A follower that fetched part of a snapshot: the answer for another
 * snapshot, another position, another size, bytes that fail their CRC,
 * a file that ends without its footer, an id at or below what it has
 * committed or of an epoch the leader does not have: each listed among
 * the refusals, and the transfer starts over (nothing stops the core). */
static void test_hostile_chunks(void **state)
{
	(void)state;
	struct harness l;
	leader_with_commits(&l, 3);
	l.c->cfg.snapshot_max_bytes = 1;
	struct kw_bytes val = {(const uint8_t *)"y", 1};
	struct kr_event ap = {.type = KR_EVENT_APPEND};
	ap.u.append.values = &val;
	ap.u.append.n = 1;
	ap.u.append.epoch = 1;
	h_event(&l, &ap);
	h_flush(&l);
	struct kr_msg fr = h_fetch_req(3, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	struct kr_snapshot_id id = leader_snapshot(&l, 50);
	const struct hsnap *file = h_snap(&l, id);
	enum {
		WRONG_ID,
		WRONG_POS,
		SIZE_CHANGE,
		BAD_CRC,
		NO_FOOTER,
		AFTER_FOOTER,
		EMPTY,
		N
	};
	const char *why[N] = {"another snapshot",
			      "another position",
			      "impossible size",
			      "CRC",
			      "without its SnapshotFooter",
			      "after the SnapshotFooter",
			      "impossible size"};
	for (int k = 0; k < N; k++) {
		struct harness f;
		h_init(&f, 2, 3);
		f.cfg.fetch_snapshot_max_bytes = 40;
		h_start(&f, 1, 1, -1);
		struct kr_msg r = {
			.type = KR_MSG_FETCH_RESPONSE,
			.from = 1,
			.request_id = h_find(&f, KR_MSG_FETCH_REQUEST, 1)->request_id};
		r.u.fetch_resp.high_watermark = -1;
		r.u.fetch_resp.diverging_epoch = -1;
		r.u.fetch_resp.leader_id = 1;
		r.u.fetch_resp.leader_epoch = 1;
		r.u.fetch_resp.snapshot_id = id;
		h_recv(&f, &r);
		assert_true(f.part_open);
		h_tick(&f, 1);
		/* a first good chunk */
		const struct kr_msg *rq = h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, 1);
		assert_non_null(rq);
		assert_int_equal(rq->u.snap_req.position, 0);
		assert_int_equal(rq->u.snap_req.max_bytes, 40);
		struct kr_msg c = {.type = KR_MSG_FETCH_SNAPSHOT_RESPONSE,
				   .from = 1,
				   .request_id = rq->request_id};
		c.u.snap_resp.snapshot_id = id;
		c.u.snap_resp.leader_id = 1;
		c.u.snap_resp.leader_epoch = 1;
		/* the size the leader claims: the file's; without the footer
		 * batch; with 70 bytes more after it */
		size_t at = 0, last = 0;
		while (at < file->len) {
			last = at;
			at += 12 + ((size_t)file->data[at + 8] << 24 |
				    (size_t)file->data[at + 9] << 16 |
				    (size_t)file->data[at + 10] << 8 |
				    file->data[at + 11]);
		}
		size_t size = k == NO_FOOTER	  ? last
			      : k == AFTER_FOOTER ? file->len + 70
						  : file->len;
		c.u.snap_resp.size = (int64_t)size;
		c.u.snap_resp.position = 0;
		c.u.snap_resp.records = (struct kw_bytes){file->data, 40};
		h_recv(&f, &c);
		assert_int_equal(f.part_len, 40);
		h_tick(&f, 1);
		rq = h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, 1);
		assert_int_equal(rq->u.snap_req.position, 40);
		c.request_id = rq->request_id;
		c.u.snap_resp.position = 40;
		uint8_t buf[32768];
		size_t rest = file->len - 40;
		memcpy(buf, file->data + 40, rest);
		c.u.snap_resp.records = (struct kw_bytes){buf, (int32_t)rest};
		switch (k) {
		case WRONG_ID:
			c.u.snap_resp.snapshot_id.end_offset++;
			break;
		case WRONG_POS:
			c.u.snap_resp.position = 41;
			break;
		case SIZE_CHANGE:
			c.u.snap_resp.size++;
			break;
		case BAD_CRC:
			buf[rest / 2] ^= 1;
			break;
		case NO_FOOTER:
			c.u.snap_resp.records.len = (int32_t)(size - 40);
			break;
		case AFTER_FOOTER:
			memcpy(buf + rest, file->data, 70);
			c.u.snap_resp.records.len = (int32_t)(rest + 70);
			break;
		case EMPTY:
			c.u.snap_resp.records.len = 0;
			break;
		}
		h_clear(&f);
		h_recv(&f, &c);
		assert_int_equal(f.u->fatal, 0);
		if (!refused(&f, why[k]))
			fail_msg("case %d: no refusal naming '%s'", k, why[k]);
		assert_false(f.part_open);
		assert_int_equal(f.ops[KR_LOG_SNAPSHOT_ABORT], 1);
		assert_int_equal(f.ops[KR_LOG_SNAPSHOT_INSTALL], 0);
		assert_false(f.loaded);
		/* back to Fetch */
		h_tick(&f, 1000);
		assert_non_null(h_find(&f, KR_MSG_FETCH_REQUEST, 1));
		h_free(&f);
	}
	/* impossible ids */
	for (int k = 0; k < 2; k++) {
		struct harness f;
		h_init(&f, 2, 3);
		h_start(&f, 1, 1, -1);
		struct kr_msg r = {
			.type = KR_MSG_FETCH_RESPONSE,
			.from = 1,
			.request_id = h_find(&f, KR_MSG_FETCH_REQUEST, 1)->request_id};
		r.u.fetch_resp.diverging_epoch = -1;
		r.u.fetch_resp.leader_id = 1;
		r.u.fetch_resp.leader_epoch = 1;
		r.u.fetch_resp.snapshot_id = k == 0 ? (struct kr_snapshot_id){10, 5}
						    : (struct kr_snapshot_id){-5, 1};
		h_recv(&f, &r);
		assert_true(refused(&f, "snapshot id impossible"));
		assert_false(f.part_open);
		h_free(&f);
	}
	h_free(&l);
}

/* The transfer resumes where it was after a lost request, starts over on
 * SNAPSHOT_NOT_FOUND, and is dropped when another leader takes over (its
 * file may differ byte for byte). */
static void test_resume_and_start_over(void **state)
{
	(void)state;
	struct harness f;
	h_init(&f, 2, 3);
	f.cfg.fetch_snapshot_max_bytes = 10;
	f.cfg.request_timeout_ms = 500; /* well within the fetch timeout */
	h_start(&f, 1, 1, -1);
	struct kr_snapshot_id id = {40, 1};
	struct kr_msg r = {.type = KR_MSG_FETCH_RESPONSE,
			   .from = 1,
			   .request_id = h_find(&f, KR_MSG_FETCH_REQUEST, 1)->request_id};
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 1;
	r.u.fetch_resp.snapshot_id = id;
	h_recv(&f, &r);
	h_tick(&f, 1);
	const struct kr_msg *rq = h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, 1);
	assert_non_null(rq);
	struct kr_msg c = {.type = KR_MSG_FETCH_SNAPSHOT_RESPONSE,
			   .from = 1,
			   .request_id = rq->request_id};
	/* ten bytes of a batch header (checked when the rest comes) */
	struct hbatch b = h_make_batch(0, 1, 1);
	b.data[22] |= 0x20;
	c.u.snap_resp.snapshot_id = id;
	c.u.snap_resp.leader_id = 1;
	c.u.snap_resp.leader_epoch = 1;
	c.u.snap_resp.size = 5000;
	c.u.snap_resp.position = 0;
	c.u.snap_resp.records = (struct kw_bytes){b.data, 10};
	h_recv(&f, &c);
	assert_int_equal(f.part_len, 10);
	/* the next request (sent at once) is lost: it times out, the next
	 * one asks again from byte 10 */
	rq = h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, 1);
	assert_int_equal(rq->u.snap_req.position, 10);
	h_clear(&f);
	h_tick(&f, f.cfg.request_timeout_ms + 1);
	h_tick(&f, f.cfg.retry_backoff_ms + 1);
	rq = h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, 1);
	assert_non_null(rq);
	assert_int_equal(rq->u.snap_req.position, 10);
	assert_true(f.part_open);
	/* SNAPSHOT_NOT_FOUND: the bytes go, Fetch again */
	struct kr_msg nf = c;
	nf.request_id = rq->request_id;
	nf.u.snap_resp.partition_error = KW_PERR_SNAPSHOT_NOT_FOUND;
	nf.u.snap_resp.records = (struct kw_bytes){NULL, 0};
	h_clear(&f);
	h_recv(&f, &nf);
	assert_false(f.part_open);
	assert_int_equal(f.ops[KR_LOG_SNAPSHOT_ABORT], 1);
	assert_int_equal(f.rc, 0);
	h_tick(&f, 1);
	rq = h_find(&f, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	/* again, then a new leader: dropped, and Fetch to the new one */
	r.request_id = rq->request_id;
	h_recv(&f, &r);
	assert_true(f.part_open);
	struct kr_msg bq = h_begin_req(3, 2);
	h_recv(&f, &bq);
	h_tick(&f, 1);
	rq = h_find(&f, KR_MSG_FETCH_REQUEST, 3);
	assert_non_null(rq);
	struct kr_msg r3 = {
		.type = KR_MSG_FETCH_RESPONSE, .from = 3, .request_id = rq->request_id};
	r3.u.fetch_resp.diverging_epoch = -1;
	r3.u.fetch_resp.leader_id = 3;
	r3.u.fetch_resp.leader_epoch = 2;
	r3.u.fetch_resp.high_watermark = -1;
	h_clear(&f);
	h_recv(&f, &r3);
	assert_int_equal(kr_core_leader(f.c), 3);
	h_persist(&f); /* the new epoch is durable before anything is sent */
	assert_false(f.part_open);
	assert_int_equal(f.ops[KR_LOG_SNAPSHOT_ABORT], 1);
	assert_non_null(h_find(&f, KR_MSG_FETCH_REQUEST, 3));
	assert_null(h_find(&f, KR_MSG_FETCH_SNAPSHOT_REQUEST, -99));
	free(b.data);
	h_free(&f);
}

/* Start-up from a snapshot: the voter set comes from its header (here one
 * that changed the configured set), the log is read only after it, and
 * nothing truncates below it even before the high watermark is known
 * (KAFKA-12460 with a snapshot). */
static void test_start_from_snapshot(void **state)
{
	(void)state;
	/* a leader whose voter set moved to {1, 2, 3, 4} writes a snapshot */
	struct harness l;
	h_init(&l, 1, 3);
	h_start(&l, 0, -1, -1);
	h_become_leader(&l);
	h_flush(&l);
	struct kr_msg fr = h_fetch_req(2, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	/* observer 4 catches up, then AlterQuorum adds it */
	fr = h_fetch_req(4, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	int32_t target[4] = {1, 2, 3, 4};
	struct kr_event al = {.type = KR_EVENT_ALTER_QUORUM};
	al.u.alter.target = target;
	al.u.alter.n_target = 4;
	al.u.alter.id = 1;
	h_event(&l, &al);
	for (int i = 0; i < 6; i++) {
		h_flush(&l);
		fr = h_fetch_req(2, 1, h_leo(&l), 1, 0);
		h_recv(&l, &fr);
		fr = h_fetch_req(4, 1, h_leo(&l), 1, 0);
		h_recv(&l, &fr);
		h_tick(&l, 1);
	}
	assert_int_equal(kr_core_voters(l.c)->n_current, 4);
	l.c->cfg.snapshot_max_bytes = 1;
	struct kw_bytes val = {(const uint8_t *)"y", 1};
	struct kr_event ap = {.type = KR_EVENT_APPEND};
	ap.u.append.values = &val;
	ap.u.append.n = 1;
	ap.u.append.epoch = 1;
	h_event(&l, &ap);
	h_flush(&l);
	fr = h_fetch_req(2, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	fr = h_fetch_req(4, 1, h_leo(&l), 1, 0);
	h_recv(&l, &fr);
	struct kr_snapshot_id id = leader_snapshot(&l, 5);
	struct kr_snapshot_header sh;
	assert_int_equal(
		kr_snapshot_header_parse(
			(struct kw_bytes){l.wanted_header, l.wanted_header_len}, id, &sh),
		0);
	assert_int_equal(sh.voters.n_current, 4);

	/* node 2 starts from it: log = the snapshot's end, then one batch */
	struct harness f;
	h_init(&f, 2, 3);
	f.log_start = id.end_offset;
	h_snap_add(&f, id, h_snap(&l, id)->data, h_snap(&l, id)->len);
	h_log_add(&f, id.epoch, 3);
	f.c = kr_core_new(&f.cfg);
	struct kr_epoch_entry ep = {id.epoch, id.end_offset};
	struct kr_boot b = {.qs = {1, 1, -1},
			    .epochs = &ep,
			    .n_epochs = 1,
			    .log_end_offset = h_leo(&f),
			    .applied_offset = id.end_offset,
			    .log_start_offset = id.end_offset,
			    .snapshots = &id,
			    .n_snapshots = 1,
			    .snapshot_header = {l.wanted_header, l.wanted_header_len}};
	assert_int_equal(kr_core_start(f.c, &b, f.now, &f.u), 0);
	h_take(&f);
	assert_int_equal(kr_core_voters(f.c)->n_current, 4);
	assert_int_equal(f.lowest_read, id.end_offset);
	assert_int_equal(kr_core_log_start(f.c), id.end_offset);
	size_t nh;
	const struct kr_voter_assignment *hist = kr_core_voter_history(f.c, &nh);
	assert_int_equal(nh, 1);
	assert_int_equal(hist[0].offset, id.end_offset - 1);
	/* a diverging answer below the snapshot is refused, the log stays */
	const struct kr_msg *rq = h_find(&f, KR_MSG_FETCH_REQUEST, 1);
	assert_non_null(rq);
	struct kr_msg r = {
		.type = KR_MSG_FETCH_RESPONSE, .from = 1, .request_id = rq->request_id};
	r.u.fetch_resp.high_watermark = -1;
	r.u.fetch_resp.diverging_epoch = 1;
	r.u.fetch_resp.diverging_end_offset = id.end_offset - 2;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 1;
	h_recv(&f, &r);
	assert_true(refused(&f, "below the high watermark"));
	assert_int_equal(kr_core_log_end(f.c), id.end_offset + 3);
	assert_int_equal(f.u->fatal, 0);
	kr_core_free(f.c);

	/* what start-up refuses */
	struct {
		int64_t applied, start;
		bool read;
		bool bad_header;
	} bad[] = {
		{0, id.end_offset, true, false}, /* applied below the start */
		{id.end_offset, 3, true, false}, /* a start that is no snapshot */
		{id.end_offset, id.end_offset, false, false}, /* no snapshot_read */
		{id.end_offset, id.end_offset, true,
		 true}, /* a header that does not parse */
	};
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		f.cfg.snapshot_read = bad[i].read ? h_snapshot_read : NULL;
		f.c = kr_core_new(&f.cfg);
		struct kr_boot x = b;
		x.applied_offset = bad[i].applied;
		x.log_start_offset = bad[i].start;
		uint8_t broken[4096];
		memcpy(broken, l.wanted_header, (size_t)l.wanted_header_len);
		broken[30] ^= 1;
		if (bad[i].bad_header)
			x.snapshot_header =
				(struct kw_bytes){broken, l.wanted_header_len};
		const struct kr_update *u;
		assert_int_equal(kr_core_start(f.c, &x, f.now, &u),
				 KR_ERR_INVALID_ARGUMENT);
		kr_core_free(f.c);
	}
	f.c = NULL;
	h_free(&f);
	h_free(&l);
}

int main(void)
{
	(void)h_vote_req;
	(void)h_count;
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_wanted_after_bytes),
		cmocka_unit_test(test_wanted_after_interval),
		cmocka_unit_test(test_never_past_hw),
		cmocka_unit_test(test_written_checked),
		cmocka_unit_test(test_log_start_and_fetch),
		cmocka_unit_test(test_fetch_snapshot_serving),
		cmocka_unit_test(test_follower_installs),
		cmocka_unit_test(test_hostile_chunks),
		cmocka_unit_test(test_resume_and_start_over),
		cmocka_unit_test(test_start_from_snapshot),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
