/*
 * raft/core/batch.c — record batches (magic 2) as the core builds and reads
 * them, and the LeaderChange control record (KIP-595 "LeaderChangeMessage").
 *
 * RecordBatch v2 header (61 bytes, big-endian):
 *   0 base_offset int64 | 8 batch_length int32 | 12 partition_leader_epoch
 *   int32 | 16 magic int8 = 2 | 17 crc uint32 (CRC-32C of bytes 21..end) |
 *   21 attributes int16 | 23 last_offset_delta int32 | 27 base_timestamp
 *   int64 | 35 max_timestamp int64 | 43 producer_id int64 (-1) |
 *   51 producer_epoch int16 (-1) | 53 base_sequence int32 (-1) |
 *   57 records_count int32 | 61 records
 * Record: length varint, attributes int8, timestamp_delta varlong,
 * offset_delta varint, key, value (varint length, -1 null), header count
 * varint, headers (key varint length + bytes, value likewise, -1 null).
 *
 * The checksum is the runtime's CRC-32C (kwire/crc32c.h: SSE4.2 where the
 * CPU has it). This small encoder (rather than the runtime's batch builder)
 * lets the leader fill one buffer across several appends while it lingers.
 * The values of the control records the core writes (LeaderChangeMessage,
 * VoterAssignmentRecord) are written and read by their generated codecs;
 * reading a batch back goes through the runtime's record iterator.
 */
#include <string.h>

#include "core.h"
#include "kwire/arena.h"
#include "kwire/crc32c.h"
#include "kwire/reader.h"
#include "kwire/records.h"
#include "kwire/writer.h"
#include "kwire/msg/leader_change_message.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/msg/voters_record.h"

static void be16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)(v >> 8); p[1] = (uint8_t)v; }
static void be32(uint8_t *p, uint32_t v)
{
	be16(p, (uint16_t)(v >> 16));
	be16(p + 2, (uint16_t)v);
}
static void be64(uint8_t *p, uint64_t v)
{
	be32(p, (uint32_t)(v >> 32));
	be32(p + 4, (uint32_t)v);
}
static uint32_t rd32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 |
	       (uint32_t)p[2] << 8 | p[3];
}
static uint64_t rd64(const uint8_t *p)
{
	return (uint64_t)rd32(p) << 32 | rd32(p + 4);
}

static size_t uvarint(uint8_t *p, uint64_t v)
{
	size_t n = 0;
	while (v >= 0x80) {
		p[n++] = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	p[n++] = (uint8_t)v;
	return n;
}

static size_t svarint(uint8_t *p, int64_t v)
{
	return uvarint(p, ((uint64_t)v << 1) ^ (uint64_t)(v >> 63));
}

static size_t varint_size(int64_t v)
{
	uint64_t u = ((uint64_t)v << 1) ^ (uint64_t)(v >> 63);
	size_t n = 1;
	while (u >= 0x80) {
		u >>= 7;
		n++;
	}
	return n;
}

static size_t opt_len(const struct kw_bytes *b)
{
	return b && b->len > 0 ? (size_t)b->len : 0;
}

size_t kr__record_max_size(const struct kw_bytes *key,
			   const struct kw_bytes *value,
			   const struct kr_record_header *headers, size_t nh)
{
	/* length, attributes, timestamp delta, offset delta, key and value
	 * lengths, header count: at most 5 + 1 + 10 + 5 + 5 + 5 + 5 */
	size_t size = 36 + opt_len(key) + opt_len(value);
	for (size_t i = 0; i < nh; i++)
		size += 10 + (headers[i].key.len > 0 ? (size_t)headers[i].key.len : 0) +
			opt_len(&headers[i].value);
	return size;
}

static size_t put_bytes(uint8_t *out, const void *p, int32_t len)
{
	size_t n = svarint(out, len < 0 ? -1 : len);
	if (len > 0) {
		memcpy(out + n, p, (size_t)len);
		n += (size_t)len;
	}
	return n;
}

size_t kr__record_encode(uint8_t *out, int32_t offset_delta, int64_t ts_delta,
			 const struct kw_bytes *key,
			 const struct kw_bytes *value,
			 const struct kr_record_header *headers, size_t nh)
{
	int32_t klen = key ? key->len : -1;
	int32_t vlen = value ? value->len : -1;
	size_t len = 1 + varint_size(ts_delta) + varint_size(offset_delta) +
		     varint_size(klen < 0 ? -1 : klen) + opt_len(key) +
		     varint_size(vlen < 0 ? -1 : vlen) + opt_len(value) +
		     varint_size((int64_t)nh);
	for (size_t i = 0; i < nh; i++) {
		int32_t hk = headers[i].key.len, hv = headers[i].value.len;
		len += varint_size(hk < 0 ? -1 : hk) + (hk > 0 ? (size_t)hk : 0) +
		       varint_size(hv < 0 ? -1 : hv) + opt_len(&headers[i].value);
	}

	size_t n = svarint(out, (int64_t)len);
	out[n++] = 0; /* attributes */
	n += svarint(out + n, ts_delta);
	n += svarint(out + n, offset_delta);
	n += put_bytes(out + n, key ? key->ptr : NULL, klen);
	n += put_bytes(out + n, value ? value->ptr : NULL, vlen);
	n += svarint(out + n, (int64_t)nh);
	for (size_t i = 0; i < nh; i++) {
		n += put_bytes(out + n, headers[i].key.ptr, headers[i].key.len);
		n += put_bytes(out + n, headers[i].value.ptr, headers[i].value.len);
	}
	return n;
}

void kr__batch_finish(uint8_t *out, size_t records_len, int64_t base,
		      int32_t epoch, int32_t count, int64_t base_ts,
		      int64_t max_ts, bool control,
		      const struct kr_producer *producer)
{
	be64(out, (uint64_t)base);
	be32(out + 8, (uint32_t)(KR_BATCH_HEADER - 12 + records_len));
	be32(out + 12, (uint32_t)epoch);
	out[16] = 2;
	be16(out + 21, control ? 0x20 : 0);
	be32(out + 23, (uint32_t)(count - 1));
	be64(out + 27, (uint64_t)base_ts);
	be64(out + 35, (uint64_t)max_ts);
	be64(out + 43, producer ? (uint64_t)producer->id : UINT64_MAX);
	be16(out + 51, producer ? (uint16_t)producer->epoch : 0xffff);
	be32(out + 53, producer ? (uint32_t)producer->base_sequence : UINT32_MAX);
	be32(out + 57, (uint32_t)count);
	be32(out + 17, kw_crc32c(0, out + 21, KR_BATCH_HEADER - 21 + records_len));
}

size_t kr__batch_parse(const uint8_t *p, size_t len, struct kr_batch *b,
		       bool verify)
{
	if (len < KR_BATCH_HEADER)
		return 0;
	int32_t blen = (int32_t)rd32(p + 8);
	if (blen < KR_BATCH_HEADER - 12 || (size_t)blen + 12 > len || p[16] != 2)
		return 0;
	size_t size = (size_t)blen + 12;
	if (verify && rd32(p + 17) != kw_crc32c(0, p + 21, size - 21))
		return 0;
	int32_t delta = (int32_t)rd32(p + 23);
	int64_t base = (int64_t)rd64(p);
	/* base + delta + 1 (the end offset every caller computes) must be a
	 * valid int64 */
	if (delta < 0 || base < 0 || base > INT64_MAX - delta - 1)
		return 0;
	b->base_offset = base;
	b->epoch = (int32_t)rd32(p + 12);
	b->count = delta + 1;
	b->control = (p[22] & 0x20) != 0;
	b->data.ptr = p;
	b->data.len = (int32_t)size;
	return size;
}

/* -- control records: the generated LeaderChangeMessage and
 *    VoterAssignmentRecord codecs write and read their values -- */

/* Room for a control value: version, an id, two voter arrays of at most
 * KR_MAX_VOTERS (4 bytes + an empty tag section each), varint counts and
 * tag sections; voter directory ids are not written (version 0). */
#define CONTROL_VALUE_MAX (16 + 2 * 5 * KR_MAX_VOTERS + 16)

/* Control records (key: version 0, type) as one batch at base. */
static struct kr_batch control_batch_n(struct kr_core *c, int64_t base,
				       int32_t epoch, const int16_t *types,
				       const struct kw_bytes *vals, int n)
{
	uint8_t keyb[4][4];
	struct kw_bytes keys[4];
	size_t max = KR_BATCH_HEADER;
	for (int i = 0; i < n; i++) {
		be16(keyb[i], 0);
		be16(keyb[i] + 2, (uint16_t)types[i]);
		keys[i] = (struct kw_bytes){ keyb[i], 4 };
		max += kr__record_max_size(&keys[i], &vals[i], NULL, 0);
	}
	uint8_t *out = kr__scratch(c, max);
	struct kr_batch b = { base, n, epoch, true, { NULL, 0 } };
	if (!out)
		return b;
	size_t rl = 0;
	for (int i = 0; i < n; i++)
		rl += kr__record_encode(out + KR_BATCH_HEADER + rl, i, 0, &keys[i],
					&vals[i], NULL, 0);
	kr__batch_finish(out, rl, base, epoch, n, c->wall, c->wall, true, NULL);
	b.data.ptr = out;
	b.data.len = (int32_t)(KR_BATCH_HEADER + rl);
	return b;
}

/* One control record as a batch of one at base. */
static struct kr_batch control_batch(struct kr_core *c, int64_t base,
				     int32_t epoch, int16_t type,
				     const uint8_t *value, size_t n)
{
	struct kw_bytes val = { value, (int32_t)n };
	return control_batch_n(c, base, epoch, &type, &val, 1);
}

static void fill_lc_voters(struct kw_leader_change_message_voter *v,
			   const int32_t *ids, int32_t n)
{
	for (int32_t i = 0; i < n; i++) {
		kw_leader_change_message_voter_init(&v[i]);
		v[i].voter_id = ids[i];
	}
}

struct kr_batch kr__leader_change_batch(struct kr_core *c, int64_t base,
					int32_t epoch, int32_t leader,
					const int32_t *voters, int32_t nv,
					const int32_t *granting, int32_t ng)
{
	struct kw_leader_change_message_voter vs[KR_MAX_VOTERS], gs[KR_MAX_VOTERS];
	struct kw_leader_change_message m;
	kw_leader_change_message_init(&m);
	m.version = 0;
	m.leader_id = leader;
	fill_lc_voters(vs, voters, nv);
	fill_lc_voters(gs, granting, ng);
	m.voters = vs;
	m.voters_count = nv;
	m.granting_voters = gs;
	m.granting_voters_count = ng;
	uint8_t value[CONTROL_VALUE_MAX];
	struct kw_writer w;
	struct kw_error err;
	kw_writer_init_fixed(&w, value, sizeof value, &err);
	/* cannot fail: the value fits by construction (KR_MAX_VOTERS) */
	if (kw_leader_change_message_encode(&m, 0, &w) != 0) {
		struct kr_batch none = { base, 1, epoch, true, { NULL, 0 } };
		return none;
	}
	return control_batch(c, base, epoch, 2, value, w.pos);
}

static void fill_va_voters(struct kw_voter_assignment_record_voter *v,
			   const int32_t *ids, int32_t n)
{
	for (int32_t i = 0; i < n; i++) {
		kw_voter_assignment_record_voter_init(&v[i]);
		v[i].voter_id = ids[i];
	}
}

struct kr_batch kr__voter_assignment_batch(struct kr_core *c, int64_t base,
					   int32_t epoch,
					   const int32_t *cur, int32_t ncur,
					   const int32_t *target, int32_t nt)
{
	struct kw_voter_assignment_record_voter cs[KR_MAX_VOTERS], ts[KR_MAX_VOTERS];
	struct kw_voter_assignment_record m;
	kw_voter_assignment_record_init(&m);
	m.version = 0;
	fill_va_voters(cs, cur, ncur);
	m.current_voters = cs;
	m.current_voters_count = ncur;
	if (nt >= 0) {
		fill_va_voters(ts, target, nt);
		m.target_voters = ts;
	}
	m.target_voters_count = nt < 0 ? -1 : nt;
	uint8_t value[CONTROL_VALUE_MAX];
	struct kw_writer w;
	struct kw_error err;
	kw_writer_init_fixed(&w, value, sizeof value, &err);
	if (kw_voter_assignment_record_encode(&m, 0, &w) != 0) {
		struct kr_batch none = { base, 1, epoch, true, { NULL, 0 } };
		return none;
	}
	return control_batch(c, base, epoch, KR_CONTROL_VOTER_ASSIGNMENT, value, w.pos);
}

/* Copies at most KR_MAX_VOTERS ids; -1 for a null array, -2 when too many
 * or when an id is negative or repeated (not a voter set). */
static int32_t copy_voters(int32_t *out, const struct kw_voter_assignment_record_voter *v,
			   int32_t n)
{
	if (n > KR_MAX_VOTERS)
		return -2;
	for (int32_t i = 0; i < n; i++) {
		out[i] = v[i].voter_id;
		if (out[i] < 0)
			return -2;
		for (int32_t j = 0; j < i; j++)
			if (out[j] == out[i])
				return -2;
	}
	return n;
}

/* A VotersRecord's voters into a history entry: ids >= 0, distinct, at
 * most KR_MAX_VOTERS, each endpoint's name and host short enough to keep
 * whole; 0, or -1 when the record is not a voter set the core can use. */
static int voters_from_record(const struct kw_voters_record *m,
			      struct kr_voter_assignment *out)
{
	if (m->voters_count <= 0 || m->voters_count > KR_MAX_VOTERS)
		return -1;
	for (int32_t i = 0; i < m->voters_count; i++) {
		const struct kw_voters_record_voter *v = &m->voters[i];
		if (v->voter_id < 0)
			return -1;
		for (int32_t j = 0; j < i; j++)
			if (out->current[j] == v->voter_id)
				return -1;
		out->current[i] = v->voter_id;
		out->dirs[i] = v->voter_directory_id;
		out->kraft_min[i] = v->k_raft_version_feature.min_supported_version;
		out->kraft_max[i] = v->k_raft_version_feature.max_supported_version;
		memset(&out->endpoints[i], 0, sizeof(out->endpoints[i]));
		if (v->endpoints_count > 0) {
			const struct kw_voters_record_endpoint *e = &v->endpoints[0];
			struct kr_endpoint *o = &out->endpoints[i];
			if (e->name.len < 0 || e->host.len <= 0 ||
			    e->name.len >= (int32_t)sizeof(o->name) ||
			    e->host.len >= (int32_t)sizeof(o->host))
				return -1;
			memcpy(o->name, e->name.ptr, (size_t)e->name.len);
			memcpy(o->host, e->host.ptr, (size_t)e->host.len);
			o->port = e->port;
		}
	}
	out->n_current = m->voters_count;
	out->voters_record = true;
	return 0;
}

static int va_from_record(const struct kw_voter_assignment_record *m,
			  struct kr_voter_assignment *out)
{
	int32_t cur[KR_MAX_VOTERS];
	int32_t n = copy_voters(cur, m->current_voters, m->current_voters_count);
	out->n_target = copy_voters(out->target, m->target_voters,
				    m->target_voters_count);
	if (n <= 0 || out->n_target < -1)
		return -1;
	if (out->voters_record) {
		/* beside a VotersRecord (a snapshot's header): the same set */
		if (n != out->n_current)
			return -1;
		for (int32_t i = 0; i < n; i++)
			if (!kr__ids_have(out->current, n, cur[i]))
				return -1;
		return 0;
	}
	memcpy(out->current, cur, sizeof(cur));
	out->n_current = n;
	return 0;
}

int kr_voter_assignment_parse(const struct kr_batch *b,
			      struct kr_voter_assignment *out)
{
	if (!b->control || b->data.len < KR_BATCH_HEADER)
		return 0;
	struct kw_records_iter it;
	struct kw_record_batch batch;
	kw_records_iter_init(&it, b->data.ptr, (size_t)b->data.len, 0);
	if (kw_records_iter_next(&it, &batch, NULL) != 1)
		return KR_ERR_INVALID_ARGUMENT;
	if (kw_record_batch_compression(&batch.header) != KW_COMPRESSION_NONE)
		return 0; /* compressed: not one of ours */
	struct kw_error err;
	struct kw_record_iter ri;
	if (kw_record_iter_init(&ri, &batch, &err) != 0)
		return KR_ERR_INVALID_ARGUMENT;
	struct kw_record rec;
	int rc;
	bool found = false;
	memset(out, 0, sizeof(*out));
	out->n_target = -1;
	while ((rc = kw_record_iter_next(&ri, &rec)) == 1) {
		const uint8_t *k = rec.key.ptr;
		if (rec.key.len < 4)
			continue;
		int16_t type = (int16_t)((k[2] << 8) | k[3]);
		if (type != KR_CONTROL_VOTER_ASSIGNMENT && type != KW_CONTROL_VOTERS)
			continue;
		if (rec.value.len < 0)
			return KR_ERR_INVALID_ARGUMENT;
		/* at most KR_MAX_VOTERS voters, each with a few endpoints; a
		 * value naming more runs out of this arena and is refused */
		uint8_t space[16384];
		struct kw_arena arena;
		kw_arena_init_fixed(&arena, space, sizeof space);
		struct kw_reader r;
		kw_reader_init(&r, rec.value.ptr, (size_t)rec.value.len, &err);
		int bad;
		if (type == KW_CONTROL_VOTERS) {
			struct kw_voters_record m;
			if (out->voters_record)
				return KR_ERR_INVALID_ARGUMENT; /* two in one batch */
			bad = kw_voters_record_decode(&m, 0, &r, &arena) != 0 ||
			      kw_reader_remaining(&r) != 0 ||
			      voters_from_record(&m, out) != 0;
		} else {
			struct kw_voter_assignment_record m;
			bad = kw_voter_assignment_record_decode(&m, 0, &r, &arena) != 0 ||
			      kw_reader_remaining(&r) != 0 ||
			      va_from_record(&m, out) != 0;
		}
		if (bad)
			return KR_ERR_INVALID_ARGUMENT;
		if (!found)
			out->offset = rec.offset;
		found = true;
	}
	if (rc < 0)
		return KR_ERR_INVALID_ARGUMENT;
	return found ? 1 : 0;
}

int kr__voters_record_encode(const struct kr_voter_assignment *a,
			     struct kw_writer *w)
{
	struct kw_voters_record_voter vs[KR_MAX_VOTERS];
	struct kw_voters_record_endpoint es[KR_MAX_VOTERS];
	struct kw_voters_record vr;
	kw_voters_record_init(&vr);
	vr.version = 0;
	for (int32_t i = 0; i < a->n_current; i++) {
		kw_voters_record_voter_init(&vs[i]);
		vs[i].voter_id = a->current[i];
		vs[i].voter_directory_id = a->dirs[i];
		vs[i].endpoints = &es[i];
		vs[i].endpoints_count = 0;
		if (a->endpoints[i].port != 0) {
			kw_voters_record_endpoint_init(&es[i]);
			es[i].name = kw_str_from_cstr(a->endpoints[i].name);
			es[i].host = kw_str_from_cstr(a->endpoints[i].host);
			es[i].port = a->endpoints[i].port;
			vs[i].endpoints_count = 1;
		}
		vs[i].k_raft_version_feature.min_supported_version = a->kraft_min[i];
		vs[i].k_raft_version_feature.max_supported_version = a->kraft_max[i];
	}
	vr.voters = vs;
	vr.voters_count = a->n_current;
	return kw_voters_record_encode(&vr, 0, w);
}

struct kr_batch kr__voters_record_batch(struct kr_core *c, int64_t base,
					int32_t epoch,
					const struct kr_voter_assignment *a,
					bool with_kraft_version)
{
	/* KR_MAX_VOTERS voters with one endpoint each */
	uint8_t value[KR_MAX_VOTERS * (KR_ENDPOINT_NAME_MAX + KR_ENDPOINT_HOST_MAX + 48) + 64];
	uint8_t kv[16];
	struct kw_writer w;
	struct kw_error err;
	struct kr_batch none = { base, 1, epoch, true, { NULL, 0 } };
	int16_t types[2];
	struct kw_bytes vals[2];
	int n = 0;
	if (with_kraft_version) {
		struct kw_k_raft_version_record r;
		kw_k_raft_version_record_init(&r);
		r.version = 0;
		r.k_raft_version = 1;
		kw_writer_init_fixed(&w, kv, sizeof kv, &err);
		if (kw_k_raft_version_record_encode(&r, 0, &w) != 0)
			return none;
		types[n] = KW_CONTROL_KRAFT_VERSION;
		vals[n++] = (struct kw_bytes){ kv, (int32_t)w.pos };
	}
	kw_writer_init_fixed(&w, value, sizeof value, &err);
	if (kr__voters_record_encode(a, &w) != 0)
		return none;
	types[n] = KW_CONTROL_VOTERS;
	vals[n++] = (struct kw_bytes){ value, (int32_t)w.pos };
	return control_batch_n(c, base, epoch, types, vals, n);
}
