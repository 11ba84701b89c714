/* SPDX-License-Identifier: Apache-2.0 */
/*
 * raft/core/snapshot_fetch.c — FetchSnapshot (KIP-630, api key 59): the
 * leader answers byte ranges of a snapshot it holds; a follower or
 * observer told to fetch one (a SnapshotId in a FetchResponse) asks for
 * its bytes range by range, checks them as they stream in, and installs
 * the snapshot once the last byte is in (kraft.h "Snapshots").
 *
 * KIP-630: "The follower will ... send a FetchSnapshot request to the
 * leader ... [and] will continue fetching the snapshot until it has the
 * entire snapshot ... the follower will ... validate the checksums of the
 * snapshot", then "the follower will truncate its log ... and start
 * fetching from the snapshot's end offset". The leader answers with
 * Kafka's errors (KafkaRaftClient.handleFetchSnapshotRequest):
 * INCONSISTENT_CLUSTER_ID, FENCED_LEADER_EPOCH, UNKNOWN_LEADER_EPOCH,
 * NOT_LEADER_OR_FOLLOWER, SNAPSHOT_NOT_FOUND (also for the bootstrap
 * snapshot 0-0), POSITION_OUT_OF_RANGE.
 *
 * Every field a peer sends is bounded before it changes anything: the
 * snapshot id (positive, an epoch not above the leader's), sizes and
 * positions (the bytes received so far, a size that never changes, a
 * chunk that is not empty and does not pass the size), and the bytes
 * themselves (each batch framed, at most KR_SNAPSHOT_BATCH_MAX, its CRC,
 * the header first and the footer last). A response that fails a check is
 * listed among the refusals and the transfer starts over.
 */
#include <stdlib.h>
#include <string.h>

#include "core.h"
#include "kwire/arena.h"
#include "kwire/crc32c.h"
#include "kwire/reader.h"
#include "kwire/records.h"
#include "kwire/msg/snapshot_footer_record.h"

/* A control batch is kept whole while it streams in (the header and
 * footer batches; the Raft records are small). */
#define CONTROL_MAX (64 * 1024)

static uint32_t rd32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

static int64_t rd64(const uint8_t *p)
{
	return (int64_t)((uint64_t)rd32(p) << 32 | rd32(p + 4));
}

static bool valid_id(struct kr_snapshot_id id)
{
	return id.end_offset > 0 && id.epoch >= 0 && id.epoch <= KR_EPOCH_MAX;
}

static bool same_id(struct kr_snapshot_id a, struct kr_snapshot_id b)
{
	return a.end_offset == b.end_offset && a.epoch == b.epoch;
}

static void push_op(struct kr_core *c, enum kr_log_op_type t, struct kr_snapshot_id id,
		    int64_t position, struct kw_bytes data)
{
	struct kr_log_op *op = kr__vec_push(&c->out_ops);
	if (!op) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	op->type = t;
	op->snapshot = id;
	op->position = position;
	op->data = data;
}

void kr__snap_free(struct kr_core *c)
{
	free(c->dl.ctl);
	c->dl.ctl = NULL;
}

void kr__snap_abort(struct kr_core *c)
{
	if (!c->dl.active)
		return;
	push_op(c, KR_LOG_SNAPSHOT_ABORT, c->dl.id, 0, (struct kw_bytes){NULL, 0});
	c->dl.active = false;
}

/* ---------------------------------------------------------------- */
/* leader                                                             */
/* ---------------------------------------------------------------- */

static struct kr_msg *snapshot_response(struct kr_core *c, const struct kr_msg *m,
					int16_t top, int16_t perr)
{
	struct kr_msg *o =
		kr__send(c, KR_MSG_FETCH_SNAPSHOT_RESPONSE, m->from, m->request_id);
	if (!o)
		return NULL;
	struct kr_fetch_snapshot_response *f = &o->u.snap_resp;
	f->error_code = top;
	f->partition_error = perr;
	f->snapshot_id = (struct kr_snapshot_id){-1, -1};
	f->leader_id = c->state == KR_STATE_LEADER     ? c->cfg.node_id
		       : c->state == KR_STATE_FOLLOWER ? c->leader_id
						       : KR_NO_ID;
	f->leader_epoch = c->epoch;
	f->size = -1;
	f->position = -1;
	return o;
}

void kr__handle_fetch_snapshot_request(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_snapshot_request *r = &m->u.snap_req;
	int16_t perr = KW_PERR_NONE;
	if (!kr__cluster_ok(c, r->cluster_id)) {
		kr__refuse(c, m, KR_REFUSAL_INVALID, r->current_leader_epoch,
			   KW_PERR_INCONSISTENT_CLUSTER_ID, "cluster id differs");
		snapshot_response(c, m, KW_PERR_INCONSISTENT_CLUSTER_ID, KW_PERR_NONE);
		return;
	}
	/* Kafka's validateLeaderOnlyRequest */
	if (r->current_leader_epoch < c->epoch)
		perr = KW_PERR_FENCED_LEADER_EPOCH;
	else if (r->current_leader_epoch > c->epoch)
		perr = KW_PERR_UNKNOWN_LEADER_EPOCH;
	else if (c->state != KR_STATE_LEADER)
		perr = KW_PERR_NOT_LEADER_OR_FOLLOWER;
	/* "The bootstrap checkpoint should not be replicated" */
	else if (!c->cfg.snapshot_read || !valid_id(r->snapshot_id) ||
		 !kr__snap_find(c, r->snapshot_id))
		perr = KW_PERR_SNAPSHOT_NOT_FOUND;
	else if (r->position < 0)
		perr = KW_PERR_POSITION_OUT_OF_RANGE;
	if (perr) {
		snapshot_response(c, m, KW_PERR_NONE, perr);
		return;
	}
	int32_t max = r->max_bytes;
	if (max < 1 || max > c->cfg.max_batch_bytes)
		max = c->cfg.max_batch_bytes;
	struct kw_bytes v = {NULL, 0};
	int64_t size = -1;
	kw_error_clear(&c->read_error);
	if (c->cfg.snapshot_read(c->cfg.snapshot_ctx, r->snapshot_id, r->position, max,
				 &v, &size, &c->read_error) < 0) {
		kr__stop_read(c, "answering a FetchSnapshot", r->position);
		return;
	}
	if (r->position >= size) {
		snapshot_response(c, m, KW_PERR_NONE, KW_PERR_POSITION_OUT_OF_RANGE);
		return;
	}
	/* the callback's answer is this node's own state: held to its contract */
	if (v.len <= 0 || v.len > max || v.len > size - r->position) {
		kr__stop(c, KR_ERR_INVALID_STATE,
			 "the snapshot read at position %lld of snapshot (%lld, %d) gave "
			 "%d bytes (asked for at most %d of %lld)",
			 (long long)r->position, (long long)r->snapshot_id.end_offset,
			 (int)r->snapshot_id.epoch, (int)v.len, (int)max,
			 (long long)size);
		return;
	}
	uint8_t *copy = kr__scratch(c, (size_t)v.len);
	if (!copy) {
		kr__stop(c, KR_ERR_NOMEM, "out of memory");
		return;
	}
	memcpy(copy, v.ptr, (size_t)v.len);
	/* Kafka: FetchSnapshot counts for check-quorum */
	int vi = kr__voter_index(c, r->replica_id);
	if (vi >= 0 && r->replica_id != c->cfg.node_id &&
	    kr__dir_matches(c, r->replica_id, &r->replica_directory_id))
		kr__check_quorum_note(c, vi);
	struct kr_msg *o = snapshot_response(c, m, KW_PERR_NONE, KW_PERR_NONE);
	if (!o)
		return;
	o->u.snap_resp.snapshot_id = r->snapshot_id;
	o->u.snap_resp.size = size;
	o->u.snap_resp.position = r->position;
	o->u.snap_resp.records = (struct kw_bytes){copy, v.len};
}

/* ---------------------------------------------------------------- */
/* follower: the transfer                                             */
/* ---------------------------------------------------------------- */

void kr__snap_fetch_start(struct kr_core *c, const struct kr_msg *m,
			  struct kr_snapshot_id id)
{
	const struct kr_fetch_response *r = &m->u.fetch_resp;
	if (!valid_id(id) || id.epoch > r->leader_epoch) {
		kr__refuse(c, m, KR_REFUSAL_INVALID, r->leader_epoch, KW_PERR_NONE,
			   "snapshot id impossible");
		return;
	}
	/* what this node has committed needs no snapshot (a correct leader's
	 * log agrees with it) */
	if (id.end_offset <= kr__committed_floor(c)) {
		kr__refuse(c, m, KR_REFUSAL_CONTRADICTION, r->leader_epoch, KW_PERR_NONE,
			   "snapshot at or below the high watermark");
		return;
	}
	c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
	c->fetched_leader = true;
	if (c->dl.active && same_id(c->dl.id, id) && c->dl.source == m->from)
		return; /* the transfer goes on */
	kr__snap_abort(c);
	struct kr_download *d = &c->dl;
	uint8_t *ctl = d->ctl;
	size_t cap = d->ctl_cap;
	memset(d, 0, sizeof(*d));
	d->ctl = ctl;
	d->ctl_cap = cap;
	d->active = true;
	d->id = id;
	d->source = m->from;
	d->size = -1;
	push_op(c, KR_LOG_SNAPSHOT_BEGIN, id, 0, (struct kw_bytes){NULL, 0});
}

bool kr__snap_poll_follower(struct kr_core *c)
{
	if (!c->dl.active)
		return false;
	if (c->dl.source != c->leader_id) {
		/* another leader's file may hold the same state in other bytes:
		 * start over from it */
		kr__snap_abort(c);
		return false;
	}
	if (!kr__conn_ready(c, c->leader_id))
		return true;
	struct kr_msg *o =
		kr__send_request(c, KR_MSG_FETCH_SNAPSHOT_REQUEST, c->leader_id);
	if (!o)
		return true;
	struct kr_fetch_snapshot_request *f = &o->u.snap_req;
	f->cluster_id = kr__cluster(c);
	f->replica_id = c->cfg.node_id;
	f->replica_directory_id = c->cfg.directory_id;
	f->max_bytes = c->cfg.fetch_snapshot_max_bytes;
	f->current_leader_epoch = c->epoch;
	f->snapshot_id = c->dl.id;
	f->position = c->dl.pos;
	return true;
}

/* Reads a whole control batch: its first and last record types and how
 * many SnapshotHeader and Footer records it holds. False when it is not
 * an uncompressed batch of control records. */
static bool control_types(const uint8_t *p, size_t n, int *first, int *last, int *headers,
			  int *footers)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_record_iter ri;
	struct kw_error err;
	kw_error_clear(&err);
	kw_records_iter_init(&it, p, n, 0);
	if (kw_records_iter_next(&it, &b, NULL) != 1 ||
	    kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE ||
	    kw_record_iter_init(&ri, &b, &err) != 0)
		return false;
	*first = *last = -1;
	*headers = *footers = 0;
	struct kw_record rec;
	int rc;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		struct kw_control_record cr;
		if (kw_control_record_parse(&rec, &cr, NULL) != 0)
			return false;
		if (*first < 0)
			*first = cr.type;
		*last = cr.type;
		*headers += cr.type == KW_CONTROL_SNAPSHOT_HEADER;
		if (cr.type == KW_CONTROL_SNAPSHOT_FOOTER) {
			/* decoded whole, as storage checks it at the install */
			uint8_t space[64];
			struct kw_arena a;
			struct kw_reader r;
			struct kw_snapshot_footer_record f;
			kw_arena_init_fixed(&a, space, sizeof(space));
			kw_reader_init(&r, cr.value.ptr,
				       cr.value.len > 0 ? (size_t)cr.value.len : 0, &err);
			if (cr.value.len < 0 ||
			    kw_snapshot_footer_record_decode(&f, 0, &r, &a) != 0 ||
			    kw_reader_remaining(&r) != 0)
				return false;
			(*footers)++;
		}
	}
	return rc == 0;
}

/* A whole batch has come in: the checks that need all of it. */
static const char *batch_done(struct kr_core *c)
{
	struct kr_download *d = &c->dl;
	if (d->crc != d->want_crc)
		return "a batch fails its CRC-32C";
	d->last_footer = false;
	if (d->control) {
		int first, last, headers, footers;
		if (!control_types(d->ctl, d->ctl_len, &first, &last, &headers, &footers))
			return "a control batch does not parse";
		if (d->batches == 0 &&
		    kr_snapshot_header_parse(
			    (struct kw_bytes){d->ctl, (int32_t)d->ctl_len}, d->id,
			    &d->header) != 0)
			return "the first batch is not a SnapshotHeader batch";
		if (headers > (d->batches == 0) || footers > 1 ||
		    (footers == 1 && last != KW_CONTROL_SNAPSHOT_FOOTER))
			return "a SnapshotHeader or Footer out of place";
		d->last_footer = footers == 1;
	}
	d->batches++;
	d->head_len = 0;
	return NULL;
}

/* Feeds n bytes of the snapshot to the check; NULL, or what is wrong. */
static const char *stream(struct kr_core *c, const uint8_t *p, size_t n)
{
	struct kr_download *d = &c->dl;
	while (n > 0) {
		if (d->head_len < KR_BATCH_HEADER) {
			size_t k = KR_BATCH_HEADER - d->head_len;
			if (k > n)
				k = n;
			memcpy(d->head + d->head_len, p, k);
			d->head_len += k;
			p += k;
			n -= k;
			if (d->head_len < KR_BATCH_HEADER)
				return NULL;
			if (d->last_footer)
				return "bytes after the SnapshotFooter";
			const uint8_t *h = d->head;
			int32_t blen = (int32_t)rd32(h + 8),
				delta = (int32_t)rd32(h + 23);
			int64_t base = rd64(h);
			if (h[16] != 2 || blen < KR_BATCH_HEADER - 12)
				return "a batch header is not valid";
			if (blen > KR_SNAPSHOT_BATCH_MAX - 12)
				return "a batch is larger than a snapshot batch may be";
			if (delta < 0 || base < 0 || base > INT64_MAX - 1 - delta)
				return "a batch's offsets are out of range";
			d->control = (h[22] & 0x20) != 0;
			if (d->batches == 0 && !d->control)
				return "the first batch is not a control batch";
			d->left = (int64_t)blen + 12 - KR_BATCH_HEADER;
			d->want_crc = rd32(h + 17);
			d->crc = kw_crc32c(0, h + 21, KR_BATCH_HEADER - 21);
			if (d->control) {
				size_t total = (size_t)blen + 12;
				if (total > CONTROL_MAX)
					return "a control batch is too large";
				if (total > d->ctl_cap) {
					uint8_t *b = realloc(d->ctl, total);
					if (!b) {
						kr__stop(c, KR_ERR_NOMEM,
							 "out of memory");
						return "out of memory";
					}
					d->ctl = b;
					d->ctl_cap = total;
				}
				memcpy(d->ctl, h, KR_BATCH_HEADER);
				d->ctl_len = KR_BATCH_HEADER;
			}
			if (d->left == 0) {
				const char *why = batch_done(c);
				if (why)
					return why;
				continue;
			}
		}
		size_t k = d->left < (int64_t)n ? (size_t)d->left : n;
		d->crc = kw_crc32c(d->crc, p, k);
		if (d->control) {
			memcpy(d->ctl + d->ctl_len, p, k);
			d->ctl_len += k;
		}
		d->left -= (int64_t)k;
		p += k;
		n -= k;
		if (d->left == 0) {
			const char *why = batch_done(c);
			if (why)
				return why;
		}
	}
	return NULL;
}

/* The last byte is in and checked: install it (kraft.h "Snapshots"). */
static void install(struct kr_core *c)
{
	struct kr_download *d = &c->dl;
	struct kr_snapshot_id id = d->id;
	push_op(c, KR_LOG_SNAPSHOT_INSTALL, id, 0, (struct kw_bytes){NULL, 0});
	d->active = false;
	/* KIP-630: the follower "truncates its log" to the snapshot: the log
	 * starts and ends at its end offset, which is committed */
	kr__log_reset(c);
	c->leo = c->flushed = c->acc_next_offset = id.end_offset;
	c->flushes.n = 0;
	c->log_start = id.end_offset;
	c->start_epoch = id.epoch;
	c->snaps[0] = id;
	c->n_snaps = 1;
	c->next_commit = id.end_offset;
	kr__set_hw(c, id.end_offset);
	kr__member_reset(c, d->header.has_voters ? &d->header.voters : NULL);
	c->snap_bytes = 0;
	c->snap_since = c->now;
	c->snap_last_ts = d->header.last_contained_timestamp;
	if (!(c->cfg.faults & KR_FAULT_INSTALL_NO_LOAD)) {
		c->upd.snapshot_load = true;
		c->upd.snapshot_load_id = id;
	}
}

/* A chunk that fails a check: listed, and the transfer starts over. */
static void bad_chunk(struct kr_core *c, const struct kr_msg *m, const char *why)
{
	kr__refuse(c, m, KR_REFUSAL_INVALID, m->u.snap_resp.leader_epoch, KW_PERR_NONE,
		   why);
	kr__snap_abort(c);
	kr__conn_backoff(c, m->from);
}

void kr__handle_fetch_snapshot_response(struct kr_core *c, const struct kr_msg *m)
{
	const struct kr_fetch_snapshot_response *r = &m->u.snap_resp;
	int32_t req_epoch;
	if (!kr__match_response(c, m, &req_epoch))
		return;
	if (r->error_code) {
		kr__conn_backoff(c, m->from);
		return;
	}
	if (!kr__observe_response(c, m, r->leader_epoch, r->leader_id))
		return;
	if (c->state != KR_STATE_FOLLOWER || m->from != c->leader_id ||
	    req_epoch != c->epoch) {
		if (r->partition_error != KW_PERR_NONE)
			kr__conn_backoff(c, m->from);
		return;
	}
	if (r->partition_error == KW_PERR_SNAPSHOT_NOT_FOUND ||
	    r->partition_error == KW_PERR_POSITION_OUT_OF_RANGE) {
		/* Kafka: "The leader deleted the snapshot before the follower
		 * could download it. Start over" */
		kr__snap_abort(c);
		c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
		c->fetched_leader = true;
		return;
	}
	if (r->partition_error != KW_PERR_NONE) {
		kr__conn_backoff(c, m->from);
		return;
	}
	struct kr_download *d = &c->dl;
	if (!d->active || !same_id(r->snapshot_id, d->id) || d->source != m->from) {
		bad_chunk(c, m, "snapshot chunk of another snapshot");
		return;
	}
	int64_t len = r->records.len > 0 ? r->records.len : 0;
	if (r->position != d->pos) {
		bad_chunk(c, m, "snapshot chunk at another position");
		return;
	}
	if (r->size <= 0 || (d->size >= 0 && r->size != d->size) || len == 0 ||
	    len > r->size - r->position) {
		bad_chunk(c, m, "snapshot chunk of an impossible size");
		return;
	}
	const char *why = stream(c, r->records.ptr, (size_t)len);
	if (c->fatal)
		return;
	if (why) {
		bad_chunk(c, m, why);
		return;
	}
	/* the bytes are written where they are: the message outlives the
	 * update (kraft.h "Ownership") */
	push_op(c, KR_LOG_SNAPSHOT_WRITE, d->id, d->pos, r->records);
	d->pos += len;
	d->size = r->size;
	c->fetch_deadline = c->now + c->cfg.fetch_timeout_ms;
	c->fetched_leader = true;
	if (d->pos < d->size)
		return;
	if (d->head_len != 0 || d->batches < 2 || !d->last_footer) {
		bad_chunk(c, m, "snapshot ends without its SnapshotFooter");
		return;
	}
	install(c);
}
