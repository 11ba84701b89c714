/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_fetch_snapshot.c — libFuzzer target for FetchSnapshot in the Raft
 * core (raft/core/snapshot_fetch.c), both sides, with storage's checks as
 * the judge.
 *
 * A single-voter leader core commits a few batches and writes the
 * snapshot it is asked for (its header batch, one batch of records, the
 * footer), which storage's kr_snapshot_verify must accept.
 *
 * Byte 0, bit 0 clear — the follower: a core following that leader is
 * told to fetch the snapshot; each FetchSnapshot it sends is answered from
 * the input, one step per 4 input bytes (control byte, length, a damage
 * byte): a range of the real file at the position asked for or another,
 * possibly with a flipped byte, another size, another snapshot id, a
 * partition or top-level error, or an empty range. The core must never
 * stop; it writes only ranges that continue what it wrote (the log ops);
 * and when it installs, the bytes it assembled must pass
 * kr_snapshot_verify (the core accepts only what storage accepts: a node
 * whose install fails stops).
 *
 * Bit 0 set — the leader: FetchSnapshot requests whose fields come from
 * the input (snapshot id, position, MaxBytes, epoch, cluster id) are
 * answered with Kafka's errors or a range that is exactly the file's
 * bytes at the position asked, at most MaxBytes (or max_batch_bytes); the
 * core never stops.
 */
#include "core.h"
#include "storage/snapshot.h"

#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"
#include "kwire/writer.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

/* -- a log in memory, and the snapshot both sides use -- */

struct mlog {
	uint8_t buf[1 << 16];
	size_t len;
	int64_t end;
};

static int mlog_read(void *ctx, int64_t offset, int32_t max, struct kw_bytes *out,
		     struct kw_error *err)
{
	(void)err;
	(void)max;
	struct mlog *l = ctx;
	size_t pos = 0;
	while (pos < l->len) {
		struct kr_batch b;
		size_t n = kr__batch_parse(l->buf + pos, l->len - pos, &b, false);
		CHECK(n > 0);
		if (b.base_offset + b.count > offset)
			break;
		pos += n;
	}
	*out = (struct kw_bytes){l->buf + pos, (int32_t)(l->len - pos)};
	return 0;
}

static void mlog_apply(struct mlog *l, const struct kr_update *u)
{
	for (size_t i = 0; i < u->n_log_ops; i++) {
		const struct kr_log_op *op = &u->log_ops[i];
		if (op->type == KR_LOG_APPEND) {
			CHECK(l->len + (size_t)op->batch.data.len <= sizeof(l->buf));
			memcpy(l->buf + l->len, op->batch.data.ptr,
			       (size_t)op->batch.data.len);
			l->len += (size_t)op->batch.data.len;
			l->end = op->batch.base_offset + op->batch.count;
		}
	}
}

static uint8_t file[8192];
static size_t file_len;
static struct kr_snapshot_id file_id;

static int snap_read(void *ctx, struct kr_snapshot_id id, int64_t position, int32_t max,
		     struct kw_bytes *out, int64_t *size, struct kw_error *err)
{
	(void)ctx;
	CHECK(id.end_offset == file_id.end_offset && id.epoch == file_id.epoch);
	(void)err;
	*size = (int64_t)file_len;
	*out = (struct kw_bytes){file, 0};
	if (position >= 0 && position < (int64_t)file_len) {
		size_t n = file_len - (size_t)position;
		if (n > (size_t)max)
			n = (size_t)max;
		*out = (struct kw_bytes){file + position, (int32_t)n};
	}
	return 0;
}

static struct kr_config config(int32_t id, struct mlog *l)
{
	struct kr_config cfg;
	kr_config_init(&cfg);
	cfg.node_id = id;
	cfg.n_voters = 1;
	cfg.voters[0] = 1;
	cfg.cluster_id = "fuzz";
	cfg.log_read = mlog_read;
	cfg.log_ctx = l;
	cfg.snapshot_read = snap_read;
	cfg.pre_vote = false;
	cfg.append_linger_ms = 0;
	return cfg;
}

static int64_t now = 1000;

static const struct kr_update *step(struct kr_core *c, struct mlog *l,
				    struct kr_event *ev)
{
	const struct kr_update *u;
	ev->now_ms = now;
	ev->wall_ms = 1700000000000 + now;
	int rc = kr_step(c, ev, &u);
	CHECK(rc != KR_ERR_STOPPED && u->fatal == 0);
	mlog_apply(l, u);
	return u;
}

/* The leader: one voter, a few committed batches, the snapshot written. */
static struct kr_core *leader(struct mlog *l)
{
	memset(l, 0, sizeof(*l));
	struct kr_config cfg = config(1, l);
	cfg.snapshot_max_bytes = 1;
	struct kr_core *c = kr_core_new(&cfg);
	CHECK(c != NULL);
	struct kr_boot b = {.qs = {0, -1, -1}};
	const struct kr_update *u;
	CHECK(kr_core_start(c, &b, now, &u) == 0);
	mlog_apply(l, u);
	struct kr_event ev = {.type = KR_EVENT_QUORUM_STATE_PERSISTED};
	for (int i = 0; i < 2; i++) {
		ev.u.qs_seq = c->qs_seq;
		u = step(c, l, &ev);
	}
	uint8_t header[4096];
	int32_t hlen = 0;
	for (int i = 0; i < 3; i++) {
		struct kw_bytes v = {(const uint8_t *)"value", 5};
		struct kr_event ap = {.type = KR_EVENT_APPEND};
		ap.u.append.values = &v;
		ap.u.append.n = 1;
		ap.u.append.epoch = kr_core_epoch(c);
		step(c, l, &ap);
		struct kr_event fl = {.type = KR_EVENT_LOG_FLUSHED};
		fl.u.flushed_offset = l->end;
		u = step(c, l, &fl);
		if (u->snapshot_wanted) {
			file_id = u->snapshot_wanted_id;
			hlen = u->snapshot_header.len;
			memcpy(header, u->snapshot_header.ptr, (size_t)hlen);
		}
	}
	CHECK(hlen > 0);
	/* header, one batch of records, footer */
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	kw_writer_init_fixed(&w, file, sizeof(file), &err);
	kw_writer_write_raw(&w, header, (size_t)hlen);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.partition_leader_epoch = file_id.epoch;
	struct kw_record_batch_builder bb;
	kw_record_batch_builder_init(&bb, &w, &p);
	for (int i = 0; i < 40; i++) {
		uint8_t val[20];
		memset(val, 'a' + i % 26, sizeof(val));
		struct kw_record_input r = {.offset = -1,
					    .timestamp = 5,
					    .key = {(const uint8_t *)"k", 1},
					    .value = {val, sizeof(val)}};
		kw_record_batch_builder_add(&bb, &r);
	}
	kw_record_batch_builder_finish(&bb, NULL);
	uint8_t fv[8];
	struct kw_writer fw;
	kw_writer_init_fixed(&fw, fv, sizeof(fv), &err);
	struct kw_snapshot_footer_record ft;
	kw_snapshot_footer_record_init(&ft);
	kw_snapshot_footer_record_encode(&ft, 0, &fw);
	p.base_offset = 41;
	kw_control_batch_write(&w, &p, 5, KW_CONTROL_SNAPSHOT_FOOTER,
			       (struct kw_bytes){fv, (int32_t)fw.pos}, NULL);
	CHECK(kw_writer_ok(&w));
	file_len = w.pos;
	struct kr_event wr = {.type = KR_EVENT_SNAPSHOT_WRITTEN};
	wr.u.snapshot = file_id;
	step(c, l, &wr);
	return c;
}

/* storage's verdict on bytes */
static char dir[256];

static int verify(const uint8_t *p, size_t n)
{
	if (dir[0] == '\0') {
		const char *base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
		snprintf(dir, sizeof dir, "%s/kwire-fuzz-fetch-XXXXXX", base);
		CHECK(mkdtemp(dir) != NULL);
	}
	char path[400];
	snprintf(path, sizeof path, "%s/x.checkpoint", dir);
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK(n == 0 || write(fd, p, n) == (ssize_t)n);
	close(fd);
	int rc = kr_snapshot_verify(path, NULL, NULL, NULL);
	unlink(path);
	return rc;
}

static const struct kr_msg *sent(const struct kr_update *u, enum kr_msg_type t)
{
	for (size_t i = u->n_msgs; i-- > 0;)
		if (u->msgs[i].type == t)
			return &u->msgs[i];
	return NULL;
}

static void follower(const uint8_t *data, size_t size)
{
	struct mlog lm, fm;
	struct kr_core *l = leader(&lm);
	kr_core_free(l);
	CHECK(verify(file, file_len) == 0);
	memset(&fm, 0, sizeof(fm));
	struct kr_config cfg = config(2, &fm);
	cfg.n_voters = 3;
	cfg.voters[1] = 2;
	cfg.voters[2] = 3;
	cfg.fetch_snapshot_max_bytes = 64;
	struct kr_core *c = kr_core_new(&cfg);
	CHECK(c != NULL);
	struct kr_boot b = {.qs = {1, 1, -1}};
	const struct kr_update *u;
	CHECK(kr_core_start(c, &b, now, &u) == 0);
	const struct kr_msg *rq = sent(u, KR_MSG_FETCH_REQUEST);
	CHECK(rq != NULL);
	struct kr_msg r = {.type = KR_MSG_FETCH_RESPONSE,
			   .from = 1,
			   .to = 2,
			   .request_id = rq->request_id};
	r.u.fetch_resp.high_watermark = -1;
	r.u.fetch_resp.diverging_epoch = -1;
	r.u.fetch_resp.diverging_end_offset = -1;
	r.u.fetch_resp.leader_id = 1;
	r.u.fetch_resp.leader_epoch = 1;
	r.u.fetch_resp.snapshot_id = file_id;
	struct kr_event ev = {.type = KR_EVENT_RECEIVE};
	ev.u.msg = &r;
	u = step(c, &fm, &ev);
	/* the bytes the core writes, as a node would assemble them */
	static uint8_t part[sizeof(file) * 2];
	size_t part_len = 0;
	bool open = false;
	uint8_t chunk[sizeof(file) + 256];
	for (size_t at = 1; at + 4 <= size; at += 4) {
		for (size_t i = 0; i < u->n_log_ops; i++) {
			const struct kr_log_op *op = &u->log_ops[i];
			if (op->type == KR_LOG_SNAPSHOT_BEGIN) {
				CHECK(!open);
				open = true;
				part_len = 0;
			} else if (op->type == KR_LOG_SNAPSHOT_WRITE) {
				CHECK(open && op->position == (int64_t)part_len);
				CHECK(part_len + (size_t)op->data.len <= sizeof(part));
				memcpy(part + part_len, op->data.ptr,
				       (size_t)op->data.len);
				part_len += (size_t)op->data.len;
			} else if (op->type == KR_LOG_SNAPSHOT_ABORT) {
				CHECK(open);
				open = false;
			} else if (op->type == KR_LOG_SNAPSHOT_INSTALL) {
				CHECK(open);
				open = false;
				/* what the core accepted, storage must */
				CHECK(verify(part, part_len) == 0);
				CHECK(kr_core_log_start(c) == file_id.end_offset);
				CHECK(kr_core_log_end(c) == file_id.end_offset);
				CHECK(u->snapshot_load);
			}
		}
		rq = sent(u, KR_MSG_FETCH_SNAPSHOT_REQUEST);
		if (!rq) {
			/* a Fetch (after a start over) is answered with the id again */
			const struct kr_msg *f = sent(u, KR_MSG_FETCH_REQUEST);
			now += 30;
			if (f && !(data[at] & 0x80)) {
				r.request_id = f->request_id;
				ev.u.msg = &r;
				u = step(c, &fm, &ev);
			} else {
				struct kr_event t = {.type = KR_EVENT_TICK};
				u = step(c, &fm, &t);
			}
			continue;
		}
		uint8_t ctl = data[at];
		size_t len = (size_t)data[at + 1] | (size_t)(data[at + 2] & 0x1f) << 8;
		uint8_t damage = data[at + 3];
		int64_t pos = rq->u.snap_req.position;
		if (ctl & 0x08)
			pos = (int64_t)damage * 7;
		size_t have =
			pos >= 0 && pos < (int64_t)file_len ? file_len - (size_t)pos : 0;
		/* bit 2: bytes past the file's end too */
		if (len > have + ((ctl & 0x04) ? 200 : 0))
			len = have + ((ctl & 0x04) ? 200 : 0);
		memset(chunk, damage, len);
		if (have > 0)
			memcpy(chunk, file + pos, len < have ? len : have);
		if ((ctl & 0x10) && len > 0)
			chunk[damage % len] ^= (uint8_t)(1u << (ctl & 7));
		struct kr_msg a = {.type = KR_MSG_FETCH_SNAPSHOT_RESPONSE,
				   .from = 1,
				   .to = 2,
				   .request_id = rq->request_id};
		struct kr_fetch_snapshot_response *s = &a.u.snap_resp;
		s->snapshot_id = file_id;
		if (ctl & 0x20)
			s->snapshot_id.end_offset += damage;
		s->leader_id = 1;
		s->leader_epoch = 1;
		s->size = (int64_t)file_len;
		if (ctl & 0x40)
			s->size = (int64_t)damage * 13 - 5;
		s->position = pos;
		s->records = (struct kw_bytes){chunk, (int32_t)len};
		switch ((ctl >> 6) & 3) {
		case 3:
			s->partition_error = damage & 1 ? KW_PERR_SNAPSHOT_NOT_FOUND
							: KW_PERR_POSITION_OUT_OF_RANGE;
			break;
		default:
			break;
		}
		if ((ctl & 0x07) == 7 && (damage & 0x80))
			s->error_code = KW_PERR_INCONSISTENT_CLUSTER_ID;
		ev.u.msg = &a;
		now += 1;
		u = step(c, &fm, &ev);
	}
	kr_core_free(c);
}

static int64_t rd64(const uint8_t *p)
{
	uint64_t v = 0;
	for (int i = 0; i < 8; i++)
		v = v << 8 | p[i];
	return (int64_t)v;
}

static void serving(const uint8_t *data, size_t size)
{
	struct mlog lm;
	struct kr_core *c = leader(&lm);
	for (size_t at = 1; at + 16 <= size; at += 16) {
		const uint8_t *p = data + at;
		struct kr_msg q = {.type = KR_MSG_FETCH_SNAPSHOT_REQUEST,
				   .from = 2,
				   .to = 1,
				   .request_id = (uint32_t)at};
		struct kr_fetch_snapshot_request *f = &q.u.snap_req;
		f->cluster_id = p[0] & 1   ? KW_STR_LIT("fuzz")
				: p[0] & 2 ? KW_STR_LIT("other")
					   : KW_STR_NULL;
		f->replica_id = (int8_t)p[1];
		f->current_leader_epoch = p[0] & 4 ? kr_core_epoch(c) : (int8_t)p[2];
		f->snapshot_id = file_id;
		if (p[0] & 8)
			f->snapshot_id = (struct kr_snapshot_id){
				rd64(p + 3) >> (p[2] & 63), (int8_t)p[11]};
		f->position = p[0] & 16 ? (int64_t)(p[12] | p[13] << 8) %
						  (int64_t)(file_len + 3)
					: rd64(p + 4);
		f->max_bytes = p[0] & 32 ? (int32_t)p[14]
					 : (int32_t)((uint32_t)p[14] << 24 | p[15]);
		struct kr_event ev = {.type = KR_EVENT_RECEIVE};
		ev.u.msg = &q;
		const struct kr_update *u = step(c, &lm, &ev);
		const struct kr_msg *o = sent(u, KR_MSG_FETCH_SNAPSHOT_RESPONSE);
		CHECK(o != NULL);
		const struct kr_fetch_snapshot_response *s = &o->u.snap_resp;
		if (s->error_code || s->partition_error) {
			CHECK(s->records.len == 0);
			CHECK(s->error_code == KW_PERR_INCONSISTENT_CLUSTER_ID ||
			      s->partition_error == KW_PERR_SNAPSHOT_NOT_FOUND ||
			      s->partition_error == KW_PERR_POSITION_OUT_OF_RANGE ||
			      s->partition_error == KW_PERR_FENCED_LEADER_EPOCH ||
			      s->partition_error == KW_PERR_UNKNOWN_LEADER_EPOCH);
			continue;
		}
		int32_t max = f->max_bytes < 1 || f->max_bytes > c->cfg.max_batch_bytes
				      ? c->cfg.max_batch_bytes
				      : f->max_bytes;
		CHECK(s->size == (int64_t)file_len && s->position == f->position);
		CHECK(f->position >= 0 && f->position < (int64_t)file_len);
		CHECK(s->records.len > 0 && s->records.len <= max);
		CHECK(memcmp(s->records.ptr, file + f->position,
			     (size_t)s->records.len) == 0);
	}
	kr_core_free(c);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	now = 1000;
	if (data[0] & 1)
		serving(data, size);
	else
		follower(data, size);
	return 0;
}
