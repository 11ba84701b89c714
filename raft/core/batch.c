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
 * lets the leader fill one buffer across several appends while it lingers;
 * the LeaderChange value is hand-encoded, byte-exact with Kafka's format,
 * until the generated LeaderChangeMessage codec replaces it.
 */
#include <string.h>

#include "core.h"
#include "kwire/crc32c.h"

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
		      int64_t max_ts, bool control)
{
	be64(out, (uint64_t)base);
	be32(out + 8, (uint32_t)(KR_BATCH_HEADER - 12 + records_len));
	be32(out + 12, (uint32_t)epoch);
	out[16] = 2;
	be16(out + 21, control ? 0x20 : 0);
	be32(out + 23, (uint32_t)(count - 1));
	be64(out + 27, (uint64_t)base_ts);
	be64(out + 35, (uint64_t)max_ts);
	be64(out + 43, UINT64_MAX);
	be16(out + 51, 0xffff);
	be32(out + 53, UINT32_MAX);
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
	if (delta < 0)
		return 0;
	b->base_offset = (int64_t)rd64(p);
	b->epoch = (int32_t)rd32(p + 12);
	b->count = delta + 1;
	b->control = (p[22] & 0x20) != 0;
	b->data.ptr = p;
	b->data.len = (int32_t)size;
	return size;
}

struct kr_batch kr__leader_change_batch(struct kr_core *c, int64_t base,
					int32_t epoch, int32_t leader,
					const int32_t *voters, int32_t nv,
					const int32_t *granting, int32_t ng)
{
	/* LeaderChangeMessage v0 (flexible): Version int16, LeaderId int32,
	 * Voters compact array of {VoterId int32, tags}, GrantingVoters
	 * likewise, tags. The record key is (version 0, type 2). */
	uint8_t value[16 + 2 * 5 * KR_MAX_VOTERS + 16];
	size_t n = 0;
	be16(value, 0);
	be32(value + 2, (uint32_t)leader);
	n = 6;
	n += uvarint(value + n, (uint64_t)nv + 1);
	for (int32_t i = 0; i < nv; i++) {
		be32(value + n, (uint32_t)voters[i]);
		n += 4;
		value[n++] = 0;
	}
	n += uvarint(value + n, (uint64_t)ng + 1);
	for (int32_t i = 0; i < ng; i++) {
		be32(value + n, (uint32_t)granting[i]);
		n += 4;
		value[n++] = 0;
	}
	value[n++] = 0;

	uint8_t keyb[4] = { 0, 0, 0, 2 };
	struct kw_bytes key = { keyb, 4 }, val = { value, (int32_t)n };
	size_t max = KR_BATCH_HEADER + kr__record_max_size(&key, &val, NULL, 0);
	uint8_t *out = kr__scratch(c, max);
	struct kr_batch b = { base, 1, epoch, true, { NULL, 0 } };
	if (!out)
		return b;
	size_t rl = kr__record_encode(out + KR_BATCH_HEADER, 0, 0, &key, &val,
				       NULL, 0);
	kr__batch_finish(out, rl, base, epoch, 1, c->wall, c->wall, true);
	b.data.ptr = out;
	b.data.len = (int32_t)(KR_BATCH_HEADER + rl);
	return b;
}

struct kr_batch kr__voter_assignment_batch(struct kr_core *c, int64_t base,
					   int32_t epoch,
					   const int32_t *cur, int32_t ncur,
					   const int32_t *target, int32_t nt)
{
	/* VoterAssignmentRecord v0 (flexible): Version int16, CurrentVoters
	 * compact array of {VoterId int32, tags}, TargetVoters compact
	 * nullable array (length 0: null) likewise, tags. Key (0, 10000). */
	uint8_t value[16 + 2 * 5 * KR_MAX_VOTERS + 16];
	size_t n = 0;
	be16(value, 0);
	n = 2;
	n += uvarint(value + n, (uint64_t)ncur + 1);
	for (int32_t i = 0; i < ncur; i++) {
		be32(value + n, (uint32_t)cur[i]);
		n += 4;
		value[n++] = 0;
	}
	n += uvarint(value + n, nt < 0 ? 0 : (uint64_t)nt + 1);
	for (int32_t i = 0; i < nt; i++) {
		be32(value + n, (uint32_t)target[i]);
		n += 4;
		value[n++] = 0;
	}
	value[n++] = 0;

	uint8_t keyb[4];
	be16(keyb, 0);
	be16(keyb + 2, KR_CONTROL_VOTER_ASSIGNMENT);
	struct kw_bytes key = { keyb, 4 }, val = { value, (int32_t)n };
	size_t max = KR_BATCH_HEADER + kr__record_max_size(&key, &val, NULL, 0);
	uint8_t *out = kr__scratch(c, max);
	struct kr_batch b = { base, 1, epoch, true, { NULL, 0 } };
	if (!out)
		return b;
	size_t rl = kr__record_encode(out + KR_BATCH_HEADER, 0, 0, &key, &val,
				       NULL, 0);
	kr__batch_finish(out, rl, base, epoch, 1, c->wall, c->wall, true);
	b.data.ptr = out;
	b.data.len = (int32_t)(KR_BATCH_HEADER + rl);
	return b;
}

/* -- reading records back (control batches are never compressed) -- */

struct rd {
	const uint8_t *p;
	size_t left;
	bool bad;
};

static uint64_t rd_uvarint(struct rd *r)
{
	uint64_t v = 0;
	for (int shift = 0; shift < 64; shift += 7) {
		if (r->left == 0) {
			r->bad = true;
			return 0;
		}
		uint8_t b = *r->p++;
		r->left--;
		v |= (uint64_t)(b & 0x7f) << shift;
		if (!(b & 0x80))
			return v;
	}
	r->bad = true;
	return 0;
}

static int64_t rd_varint(struct rd *r)
{
	uint64_t u = rd_uvarint(r);
	return (int64_t)(u >> 1) ^ -(int64_t)(u & 1);
}

static const uint8_t *rd_take(struct rd *r, size_t n)
{
	if (r->bad || n > r->left) {
		r->bad = true;
		return NULL;
	}
	const uint8_t *p = r->p;
	r->p += n;
	r->left -= n;
	return p;
}

/* Skips tagged fields (a count, then tag, size, bytes). */
static void rd_skip_tags(struct rd *r)
{
	uint64_t nt = rd_uvarint(r);
	for (uint64_t i = 0; i < nt && !r->bad; i++) {
		rd_uvarint(r);
		rd_take(r, (size_t)rd_uvarint(r));
	}
}

static int32_t rd_voters(struct rd *r, int32_t *out, bool nullable)
{
	uint64_t len = rd_uvarint(r);
	if (len == 0) {
		if (!nullable)
			r->bad = true;
		return -1;
	}
	if (len - 1 > KR_MAX_VOTERS) {
		r->bad = true;
		return 0;
	}
	for (uint64_t i = 0; i + 1 < len && !r->bad; i++) {
		const uint8_t *p = rd_take(r, 4);
		if (p)
			out[i] = (int32_t)rd32(p);
		rd_skip_tags(r);
	}
	return (int32_t)(len - 1);
}

int kr_voter_assignment_parse(const struct kr_batch *b,
			      struct kr_voter_assignment *out)
{
	if (!b->control || b->data.len < KR_BATCH_HEADER)
		return 0;
	const uint8_t *d = b->data.ptr;
	if ((d[22] & 0x07) != 0)
		return 0; /* compressed: not one of ours */
	struct rd r = { d + KR_BATCH_HEADER,
			(size_t)b->data.len - KR_BATCH_HEADER, false };
	int32_t nrec = (int32_t)rd32(d + 57);
	for (int32_t i = 0; i < nrec && !r.bad; i++) {
		int64_t len = rd_varint(&r);
		if (r.bad || len < 0 || (uint64_t)len > r.left)
			return KR_ERR_INVALID_ARGUMENT;
		struct rd rec = { r.p, (size_t)len, false };
		rd_take(&r, (size_t)len);
		rd_take(&rec, 1);      /* attributes */
		rd_varint(&rec);       /* timestamp delta */
		int64_t odelta = rd_varint(&rec);
		int64_t klen = rd_varint(&rec);
		const uint8_t *key = klen >= 0 ? rd_take(&rec, (size_t)klen) : NULL;
		if (rec.bad || !key || klen < 4)
			continue;
		if ((int16_t)((key[2] << 8) | key[3]) != KR_CONTROL_VOTER_ASSIGNMENT)
			continue;
		int64_t vlen = rd_varint(&rec);
		const uint8_t *val = vlen >= 0 ? rd_take(&rec, (size_t)vlen) : NULL;
		if (rec.bad || !val)
			return KR_ERR_INVALID_ARGUMENT;
		struct rd v = { val, (size_t)vlen, false };
		rd_take(&v, 2); /* Version */
		memset(out, 0, sizeof(*out));
		out->offset = b->base_offset + odelta;
		out->n_current = rd_voters(&v, out->current, false);
		out->n_target = rd_voters(&v, out->target, true);
		rd_skip_tags(&v);
		if (v.bad || out->n_current <= 0)
			return KR_ERR_INVALID_ARGUMENT;
		return 1;
	}
	return r.bad ? KR_ERR_INVALID_ARGUMENT : 0;
}
