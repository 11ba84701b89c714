/*
 * fuzz_reader.c — libFuzzer target for the reader primitives, tagged-field
 * sections and headers.
 *
 * Input: byte 0 = n, then n opcode bytes, then the payload. Each opcode reads
 * one kind of value from the payload reader. Checks: nothing reads outside
 * the payload (ASan), the cursor never passes the end, a failed reader stays
 * failed and returns zero values, views lie inside the payload, array counts
 * respect the bytes left, and whatever decoded re-encodes to something that
 * decodes to the same value with the size the size functions predict.
 */
#include <kwire/header.h>
#include <kwire/reader.h>
#include <kwire/writer.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static const uint8_t *payload;
static size_t payload_len;

static void check_view(const void *p, int32_t len)
{
	if (len <= 0)
		return;
	const uint8_t *b = p;
	CHECK(b >= payload && b + len <= payload + payload_len);
}

static int tag_handler(void *ctx, uint32_t tag, struct kw_reader *sub)
{
	(void)ctx;
	if (tag % 3 != 0)
		return 0;
	struct kw_str s;
	kw_reader_read_string(sub, &s, true, true);
	if (!kw_reader_ok(sub))
		return sub->err->code;
	check_view(s.ptr, s.len);
	return 1;
}

/* Writes with fn, checks size, reads back with rd, compares. */
static void roundtrip_uvarlong(uint64_t v)
{
	uint8_t buf[16];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_uvarlong(&w, v);
	CHECK(kw_writer_ok(&w) && w.pos == kw_size_uvarlong(v));
	struct kw_reader r;
	kw_reader_init(&r, buf, w.pos, &err);
	CHECK(kw_reader_read_uvarlong(&r) == v && r.pos == w.pos);
}

static void roundtrip_unknown(const struct kw_unknown_tags *u)
{
	struct kw_error err;
	struct kw_writer w;
	if (kw_writer_init_growable(&w, 0, &err) != 0)
		return;
	kw_writer_write_tagged_fields(&w, u);
	CHECK(kw_writer_ok(&w));
	CHECK(w.pos == kw_size_tagged_fields(u));
	struct kw_reader r;
	struct kw_arena a;
	struct kw_unknown_tags back;
	kw_arena_init(&a);
	kw_reader_init(&r, w.buf, w.pos, &err);
	CHECK(kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &back) == 0);
	CHECK(r.pos == w.pos && kw_unknown_tags_equal(u, &back));
	kw_arena_free(&a);
	kw_writer_release(&w);
}

static void one_op(uint8_t op, struct kw_reader *r, struct kw_arena *a)
{
	bool compact = op & 0x20, nullable = op & 0x40;
	size_t before = r->pos;
	bool was_ok = kw_reader_ok(r);
	switch (op & 0x1f) {
	case 0: {
		bool v = kw_reader_read_bool(r);
		CHECK(was_ok || !v);
		break;
	}
	case 1:
		CHECK(kw_reader_read_i8(r) == 0 || was_ok);
		break;
	case 2:
		CHECK(kw_reader_read_i16(r) == 0 || was_ok);
		break;
	case 3:
		CHECK(kw_reader_read_i32(r) == 0 || was_ok);
		break;
	case 4:
		CHECK(kw_reader_read_i64(r) == 0 || was_ok);
		break;
	case 5:
		kw_reader_read_u16(r);
		break;
	case 6:
		kw_reader_read_u32(r);
		break;
	case 7:
		kw_reader_read_f64(r);
		break;
	case 8: {
		uint32_t v = kw_reader_read_uvarint(r);
		if (kw_reader_ok(r))
			roundtrip_uvarlong(v);
		break;
	}
	case 9: {
		uint64_t v = kw_reader_read_uvarlong(r);
		if (kw_reader_ok(r))
			roundtrip_uvarlong(v);
		break;
	}
	case 10: {
		int32_t v = kw_reader_read_varint(r);
		if (kw_reader_ok(r))
			CHECK(kw_size_varint(v) <= r->pos - before);
		break;
	}
	case 11:
		kw_reader_read_varlong(r);
		break;
	case 12: {
		struct kw_uuid u;
		kw_reader_read_uuid(r, &u);
		break;
	}
	case 13:
	case 14: {
		struct kw_str s;
		kw_reader_read_string(r, &s, compact, nullable);
		if (kw_reader_ok(r)) {
			CHECK(s.len <= 32767 && (nullable || s.len >= 0));
			check_view(s.ptr, s.len);
			/* Classic lengths are canonical; a compact one may be a
			 * longer-than-needed varint, never a shorter one. */
			if (compact)
				CHECK(r->pos - before >= kw_size_string(s, true));
			else
				CHECK(r->pos - before == kw_size_string(s, false));
		}
		break;
	}
	case 15:
	case 16: {
		struct kw_bytes b;
		kw_reader_read_bytes(r, &b, compact, nullable);
		if (kw_reader_ok(r)) {
			CHECK(nullable || b.len >= 0);
			check_view(b.ptr, b.len);
		}
		break;
	}
	case 17:
	case 18: {
		size_t min = 1 + (op >> 7) * 3;
		int32_t n = kw_reader_read_array_len(r, compact, nullable, min);
		if (kw_reader_ok(r)) {
			CHECK(n >= -1 && (nullable || n >= 0));
			if (n > 0)
				CHECK((size_t)n * min <= kw_reader_remaining(r));
		} else {
			CHECK(n == 0);
		}
		break;
	}
	case 19:
	case 20: {
		struct kw_unknown_tags u;
		int rc = kw_reader_read_tagged_fields(r, a, op & 1 ? tag_handler : NULL,
						      NULL, &u);
		CHECK((rc == 0) == kw_reader_ok(r));
		if (rc == 0) {
			for (uint32_t i = 0; i < u.count; i++)
				check_view(u.items[i].value.ptr, u.items[i].value.len);
			roundtrip_unknown(&u);
		}
		break;
	}
	case 21:
	case 22:
	case 23: {
		struct kw_rpc_request_header h;
		int16_t v = (int16_t)((op & 0x1f) - 21);
		if (kw_rpc_request_header_decode(&h, v, r, a) == 0) {
			check_view(h.client_id.ptr, h.client_id.len);
			struct kw_error err;
			struct kw_writer w;
			uint8_t out[40000];
			kw_writer_init_fixed(&w, out, sizeof out, &err);
			CHECK(kw_rpc_request_header_encode(&h, v, &w) == 0);
			CHECK(w.pos == kw_rpc_request_header_size(&h, v));
		}
		break;
	}
	case 24:
	case 25: {
		struct kw_rpc_response_header h;
		kw_rpc_response_header_decode(&h, (int16_t)((op & 0x1f) - 24), r, a);
		break;
	}
	case 26:
		kw_reader_skip(r, op >> 5);
		break;
	default: {
		const uint8_t *p = kw_reader_read_raw(r, op >> 5);
		if (p != NULL)
			check_view(p, op >> 5);
		break;
	}
	}
	CHECK(r->pos <= r->len);
	if (!was_ok)
		CHECK(r->pos == before && !kw_reader_ok(r));
	if (!kw_reader_ok(r))
		CHECK(r->err->offset <= payload_len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 1)
		return 0;
	size_t nops = data[0];
	if (nops > size - 1)
		nops = size - 1;
	const uint8_t *ops = data + 1;
	payload = ops + nops;
	payload_len = size - 1 - nops;

	struct kw_error err;
	struct kw_reader r;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 1 << 20);
	kw_reader_init(&r, payload, payload_len, &err);
	for (size_t i = 0; i < nops; i++)
		one_op(ops[i], &r, &a);
	kw_arena_free(&a);
	return 0;
}
