/*
 * raft/sim/codec.c — the simulator's default codec: every message is
 * flattened to bytes and parsed back before delivery, so nothing travels by
 * pointer. Big-endian fixed-width fields in struct order; strings and bytes
 * as an int32 length (-1 null) and the bytes. This is the seam where the
 * Kafka wire adapter (raft/wire) will plug in.
 */
#include <stdlib.h>
#include <string.h>

#include "sim.h"

struct wbuf {
	uint8_t *p;
	size_t n, cap;
	bool oom;
};

static void put(struct wbuf *w, const void *src, size_t n)
{
	if (w->oom)
		return;
	if (w->n + n > w->cap) {
		size_t cap = w->cap ? w->cap : 128;
		while (cap < w->n + n)
			cap *= 2;
		uint8_t *p = realloc(w->p, cap);
		if (!p) {
			w->oom = true;
			return;
		}
		w->p = p;
		w->cap = cap;
	}
	memcpy(w->p + w->n, src, n);
	w->n += n;
}

static void put_u(struct wbuf *w, uint64_t v, int bytes)
{
	uint8_t b[8];
	for (int i = 0; i < bytes; i++)
		b[i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
	put(w, b, (size_t)bytes);
}

#define P16(w, v) put_u(w, (uint16_t)(v), 2)
#define P32(w, v) put_u(w, (uint32_t)(v), 4)
#define P64(w, v) put_u(w, (uint64_t)(v), 8)

static void put_bytes(struct wbuf *w, const void *p, int32_t len)
{
	P32(w, len);
	if (len > 0)
		put(w, p, (size_t)len);
}

struct rbuf {
	const uint8_t *p;
	size_t n, pos;
	bool bad;
};

static uint64_t get_u(struct rbuf *r, int bytes)
{
	uint64_t v = 0;
	if (r->bad || r->pos + (size_t)bytes > r->n) {
		r->bad = true;
		return 0;
	}
	for (int i = 0; i < bytes; i++)
		v = v << 8 | r->p[r->pos++];
	return v;
}

#define G16(r) ((int16_t)get_u(r, 2))
#define G32(r) ((int32_t)get_u(r, 4))
#define G64(r) ((int64_t)get_u(r, 8))

static const uint8_t *get_bytes(struct rbuf *r, int32_t *len)
{
	*len = G32(r);
	if (*len <= 0)
		return NULL;
	if (r->bad || r->pos + (size_t)*len > r->n) {
		r->bad = true;
		*len = -1;
		return NULL;
	}
	const uint8_t *p = r->p + r->pos;
	r->pos += (size_t)*len;
	return p;
}

static void put_uuid(struct wbuf *w, const struct kw_uuid *u)
{
	put(w, u->bytes, sizeof(u->bytes));
}

static void get_uuid(struct rbuf *r, struct kw_uuid *u)
{
	for (size_t i = 0; i < sizeof(u->bytes); i++)
		u->bytes[i] = (uint8_t)get_u(r, 1);
}

static int enc(void *ctx, const struct kr_msg *m, uint8_t **buf, size_t *len)
{
	(void)ctx;
	struct wbuf w = { 0 };
	/* size for the records up front: one allocation, no regrowth */
	int32_t rlen = m->type == KR_MSG_FETCH_RESPONSE		 ? m->u.fetch_resp.records.len
		       : m->type == KR_MSG_FETCH_SNAPSHOT_RESPONSE ? m->u.snap_resp.records.len
								  : 0;
	if (rlen > 0) {
		w.cap = (size_t)rlen + 128;
		w.p = malloc(w.cap);
		if (!w.p)
			return -1;
	}
	P32(&w, m->type);
	P32(&w, m->from);
	P32(&w, m->to);
	P32(&w, m->request_id);
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST: {
		const struct kr_vote_request *v = &m->u.vote_req;
		put_bytes(&w, v->cluster_id.ptr, v->cluster_id.len);
		P32(&w, v->candidate_epoch);
		P32(&w, v->candidate_id);
		put_uuid(&w, &v->candidate_directory_id);
		P32(&w, v->last_offset_epoch);
		P64(&w, v->last_offset);
		P32(&w, v->voter_id);
		put_uuid(&w, &v->voter_directory_id);
		P32(&w, v->pre_vote);
		break;
	}
	case KR_MSG_VOTE_RESPONSE: {
		const struct kr_vote_response *v = &m->u.vote_resp;
		P16(&w, v->error_code);
		P16(&w, v->partition_error);
		P32(&w, v->leader_id);
		P32(&w, v->leader_epoch);
		P16(&w, v->vote_granted);
		break;
	}
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST: {
		const struct kr_begin_quorum_epoch_request *b = &m->u.begin_req;
		put_bytes(&w, b->cluster_id.ptr, b->cluster_id.len);
		P32(&w, b->leader_id);
		P32(&w, b->leader_epoch);
		P32(&w, b->voter_id);
		put_uuid(&w, &b->voter_directory_id);
		break;
	}
	case KR_MSG_END_QUORUM_EPOCH_REQUEST: {
		const struct kr_end_quorum_epoch_request *e = &m->u.end_req;
		put_bytes(&w, e->cluster_id.ptr, e->cluster_id.len);
		P32(&w, e->leader_id);
		P32(&w, e->leader_epoch);
		P32(&w, e->n_preferred_successors);
		for (int32_t i = 0; i < e->n_preferred_successors &&
				    i < KR_MAX_VOTERS; i++) {
			P32(&w, e->preferred_successors[i]);
			put_uuid(&w, &e->preferred_directory_ids[i]);
		}
		break;
	}
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
	case KR_MSG_END_QUORUM_EPOCH_RESPONSE: {
		const struct kr_quorum_epoch_response *e = &m->u.epoch_resp;
		P16(&w, e->error_code);
		P16(&w, e->partition_error);
		P32(&w, e->leader_id);
		P32(&w, e->leader_epoch);
		break;
	}
	case KR_MSG_FETCH_REQUEST: {
		const struct kr_fetch_request *f = &m->u.fetch_req;
		put_bytes(&w, f->cluster_id.ptr, f->cluster_id.len);
		P32(&w, f->replica_id);
		put_uuid(&w, &f->replica_directory_id);
		P32(&w, f->max_wait_ms);
		P32(&w, f->current_leader_epoch);
		P64(&w, f->fetch_offset);
		P32(&w, f->last_fetched_epoch);
		P64(&w, f->log_start_offset);
		P32(&w, f->max_bytes);
		break;
	}
	case KR_MSG_FETCH_RESPONSE: {
		const struct kr_fetch_response *f = &m->u.fetch_resp;
		P16(&w, f->error_code);
		P16(&w, f->partition_error);
		P64(&w, f->high_watermark);
		P64(&w, f->log_start_offset);
		P32(&w, f->diverging_epoch);
		P64(&w, f->diverging_end_offset);
		P32(&w, f->leader_id);
		P32(&w, f->leader_epoch);
		P64(&w, f->snapshot_id.end_offset);
		P32(&w, f->snapshot_id.epoch);
		put_bytes(&w, f->records.ptr, f->records.len);
		break;
	}
	case KR_MSG_FETCH_SNAPSHOT_REQUEST: {
		const struct kr_fetch_snapshot_request *f = &m->u.snap_req;
		put_bytes(&w, f->cluster_id.ptr, f->cluster_id.len);
		P32(&w, f->replica_id);
		put_uuid(&w, &f->replica_directory_id);
		P32(&w, f->max_bytes);
		P32(&w, f->current_leader_epoch);
		P64(&w, f->snapshot_id.end_offset);
		P32(&w, f->snapshot_id.epoch);
		P64(&w, f->position);
		break;
	}
	case KR_MSG_FETCH_SNAPSHOT_RESPONSE: {
		const struct kr_fetch_snapshot_response *f = &m->u.snap_resp;
		P16(&w, f->error_code);
		P16(&w, f->partition_error);
		P64(&w, f->snapshot_id.end_offset);
		P32(&w, f->snapshot_id.epoch);
		P32(&w, f->leader_id);
		P32(&w, f->leader_epoch);
		P64(&w, f->size);
		P64(&w, f->position);
		put_bytes(&w, f->records.ptr, f->records.len);
		break;
	}
	}
	if (w.oom) {
		free(w.p);
		return -1;
	}
	*buf = w.p;
	*len = w.n;
	return 0;
}

static int dec(void *ctx, const uint8_t *buf, size_t len, struct kr_msg *m)
{
	(void)ctx;
	struct rbuf r = { buf, len, 0, false };
	int32_t n;
	memset(m, 0, sizeof(*m));
	m->type = (enum kr_msg_type)G32(&r);
	m->from = G32(&r);
	m->to = G32(&r);
	m->request_id = (uint32_t)G32(&r);
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST: {
		struct kr_vote_request *v = &m->u.vote_req;
		v->cluster_id.ptr = (const char *)get_bytes(&r, &n);
		v->cluster_id.len = n;
		v->candidate_epoch = G32(&r);
		v->candidate_id = G32(&r);
		get_uuid(&r, &v->candidate_directory_id);
		v->last_offset_epoch = G32(&r);
		v->last_offset = G64(&r);
		v->voter_id = G32(&r);
		get_uuid(&r, &v->voter_directory_id);
		v->pre_vote = G32(&r) != 0;
		break;
	}
	case KR_MSG_VOTE_RESPONSE: {
		struct kr_vote_response *v = &m->u.vote_resp;
		v->error_code = G16(&r);
		v->partition_error = G16(&r);
		v->leader_id = G32(&r);
		v->leader_epoch = G32(&r);
		v->vote_granted = G16(&r) != 0;
		break;
	}
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST: {
		struct kr_begin_quorum_epoch_request *b = &m->u.begin_req;
		b->cluster_id.ptr = (const char *)get_bytes(&r, &n);
		b->cluster_id.len = n;
		b->leader_id = G32(&r);
		b->leader_epoch = G32(&r);
		b->voter_id = G32(&r);
		get_uuid(&r, &b->voter_directory_id);
		break;
	}
	case KR_MSG_END_QUORUM_EPOCH_REQUEST: {
		struct kr_end_quorum_epoch_request *e = &m->u.end_req;
		e->cluster_id.ptr = (const char *)get_bytes(&r, &n);
		e->cluster_id.len = n;
		e->leader_id = G32(&r);
		e->leader_epoch = G32(&r);
		e->n_preferred_successors = G32(&r);
		if (e->n_preferred_successors < 0 ||
		    e->n_preferred_successors > KR_MAX_VOTERS)
			return -1;
		for (int32_t i = 0; i < e->n_preferred_successors; i++) {
			e->preferred_successors[i] = G32(&r);
			get_uuid(&r, &e->preferred_directory_ids[i]);
		}
		break;
	}
	case KR_MSG_BEGIN_QUORUM_EPOCH_RESPONSE:
	case KR_MSG_END_QUORUM_EPOCH_RESPONSE: {
		struct kr_quorum_epoch_response *e = &m->u.epoch_resp;
		e->error_code = G16(&r);
		e->partition_error = G16(&r);
		e->leader_id = G32(&r);
		e->leader_epoch = G32(&r);
		break;
	}
	case KR_MSG_FETCH_REQUEST: {
		struct kr_fetch_request *f = &m->u.fetch_req;
		f->cluster_id.ptr = (const char *)get_bytes(&r, &n);
		f->cluster_id.len = n;
		f->replica_id = G32(&r);
		get_uuid(&r, &f->replica_directory_id);
		f->max_wait_ms = G32(&r);
		f->current_leader_epoch = G32(&r);
		f->fetch_offset = G64(&r);
		f->last_fetched_epoch = G32(&r);
		f->log_start_offset = G64(&r);
		f->max_bytes = G32(&r);
		break;
	}
	case KR_MSG_FETCH_RESPONSE: {
		struct kr_fetch_response *f = &m->u.fetch_resp;
		f->error_code = G16(&r);
		f->partition_error = G16(&r);
		f->high_watermark = G64(&r);
		f->log_start_offset = G64(&r);
		f->diverging_epoch = G32(&r);
		f->diverging_end_offset = G64(&r);
		f->leader_id = G32(&r);
		f->leader_epoch = G32(&r);
		f->snapshot_id.end_offset = G64(&r);
		f->snapshot_id.epoch = G32(&r);
		f->records.ptr = get_bytes(&r, &n);
		f->records.len = n < 0 ? 0 : n;
		break;
	}
	case KR_MSG_FETCH_SNAPSHOT_REQUEST: {
		struct kr_fetch_snapshot_request *f = &m->u.snap_req;
		f->cluster_id.ptr = (const char *)get_bytes(&r, &n);
		f->cluster_id.len = n;
		f->replica_id = G32(&r);
		get_uuid(&r, &f->replica_directory_id);
		f->max_bytes = G32(&r);
		f->current_leader_epoch = G32(&r);
		f->snapshot_id.end_offset = G64(&r);
		f->snapshot_id.epoch = G32(&r);
		f->position = G64(&r);
		break;
	}
	case KR_MSG_FETCH_SNAPSHOT_RESPONSE: {
		struct kr_fetch_snapshot_response *f = &m->u.snap_resp;
		f->error_code = G16(&r);
		f->partition_error = G16(&r);
		f->snapshot_id.end_offset = G64(&r);
		f->snapshot_id.epoch = G32(&r);
		f->leader_id = G32(&r);
		f->leader_epoch = G32(&r);
		f->size = G64(&r);
		f->position = G64(&r);
		f->records.ptr = get_bytes(&r, &n);
		f->records.len = n < 0 ? 0 : n;
		break;
	}
	default:
		return -1;
	}
	return r.bad || r.pos != r.n ? -1 : 0;
}

const struct sim_codec sim_default_codec = { enc, dec, NULL };
