/*
 * fuzz_decode_any.c — libFuzzer target for every generated decoder.
 *
 * Input layout: byte 0 picks the message (an index into kw_msgs, the table
 * of every generated message: requests, responses, headers, data), byte 1
 * the version (modulo the message's version count), the rest is decoded.
 * A decode must return 0 or a KW_ERR_* code equal to the reader's error,
 * never read outside the input and never allocate beyond the fixed arena;
 * a successful decode must re-encode to exactly _size bytes, decode again
 * to an equal message, and re-encode to the same bytes.
 */
#include "kwire/kwire.h"
#include "kwire/msg/api.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static _Alignas(16) uint8_t arena_block[1 << 20];
static _Alignas(16) uint8_t arena_block2[1 << 20];
static _Alignas(16) uint8_t msg1[1 << 12];
static _Alignas(16) uint8_t msg2[1 << 12];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2 || kw_msg_count == 0)
		return 0;
	const struct kw_msg_codec *c = &kw_msgs[data[0] % kw_msg_count];
	int span = c->max_version - c->min_version + 1;
	int16_t v = (int16_t)(c->min_version + data[1] % span);
	if (c->struct_size > sizeof msg1)
		abort();
	const uint8_t *in = data + 2;
	size_t len = size - 2;
	/* An exact copy, so ASan flags any read past the end. */
	uint8_t *copy = malloc(len ? len : 1);
	if (!copy)
		return 0;
	memcpy(copy, in, len);

	struct kw_arena a;
	kw_arena_init_fixed(&a, arena_block, sizeof arena_block);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, copy, len, &err);
	int rc = c->decode(msg1, v, &r, &a);
	if (rc != err.code)
		abort();
	if (rc == 0) {
		size_t n = c->size(msg1, v);
		uint8_t *out = malloc(n ? n : 1);
		if (!out)
			abort();
		struct kw_writer w;
		kw_writer_init_fixed(&w, out, n, &err);
		/* Decoded values can be non-encodable (e.g. unknown tags that
		 * collide with known ones); only a successful encode is checked. */
		if (c->encode(msg1, v, &w) == 0) {
			if (w.pos != n)
				abort();
			struct kw_arena a2;
			kw_arena_init_fixed(&a2, arena_block2, sizeof arena_block2);
			kw_reader_init(&r, out, n, &err);
			if (c->decode(msg2, v, &r, &a2) != 0 || r.pos != n)
				abort();
			if (!c->equal(msg1, msg2))
				abort();
			uint8_t *out2 = malloc(n ? n : 1);
			if (!out2)
				abort();
			kw_writer_init_fixed(&w, out2, n, &err);
			if (c->encode(msg2, v, &w) != 0 || w.pos != n || memcmp(out, out2, n) != 0)
				abort();
			free(out2);
		}
		free(out);
	}
	free(copy);
	return 0;
}
