/*
 * fuzz_json_decode.c — libFuzzer target for JSON → message conversion
 * (libkwire-json: the generated kw_<msg>_from_json and the runtime's
 * kw_json_to_* helpers).
 *
 * Input: byte 0 picks the message (an index into kw_msgs), byte 1 the
 * version (modulo the message's version count), the rest is JSON text.
 * Checks: from_json returns 0 or a documented error recorded in err, within
 * a fixed arena; a message read from JSON converts back to JSON that reads
 * to a message with the same JSON, and one that encodes on the wire (at the
 * predicted size) decodes to a message that encodes to the same bytes.
 */
#include "kwire/json.h"
#include "kwire/kwire.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_json.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static _Alignas(16) uint8_t arena_block[1 << 20];
static _Alignas(16) uint8_t arena_block2[1 << 20];
static _Alignas(16) uint8_t msg1[1 << 12];
static _Alignas(16) uint8_t msg2[1 << 12];

static bool json_error(int rc)
{
	return rc == KW_ERR_JSON || rc == KW_ERR_INVALID_VALUE || rc == KW_ERR_INVALID_UUID ||
	       rc == KW_ERR_STRING_TOO_LONG || rc == KW_ERR_NULL_NOT_ALLOWED ||
	       rc == KW_ERR_NOMEM || rc == KW_ERR_TAG_ORDER || rc == KW_ERR_COUNT_TOO_LARGE ||
	       rc == KW_ERR_UNSUPPORTED_VERSION || rc == KW_ERR_INVALID_TAG;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2 || kw_msg_count == 0)
		return 0;
	const struct kw_msg_codec *c = &kw_msgs[data[0] % kw_msg_count];
	const struct kw_msg_json *jc = kw_msg_json_of(c);
	if (jc == NULL)
		return 0;
	int span = c->max_version - c->min_version + 1;
	int16_t v = (int16_t)(c->min_version + data[1] % span);
	CHECK(c->struct_size <= sizeof msg1);

	json_error_t jerr;
	json_t *j = json_loadb((const char *)data + 2, size - 2,
			       JSON_DECODE_ANY | JSON_ALLOW_NUL, &jerr);
	if (j == NULL)
		return 0;

	struct kw_arena a;
	kw_arena_init_fixed(&a, arena_block, sizeof arena_block);
	struct kw_error err;
	memset(&err, 0, sizeof err);
	c->init(msg1);
	int rc = jc->from_json(msg1, v, j, &a, &err);
	json_decref(j);
	if (rc != 0) {
		CHECK(json_error(rc));
		CHECK(err.code == rc);
		CHECK(memchr(err.path, '\0', sizeof err.path) != NULL);
		return 0;
	}

	/* JSON → message → JSON → message → JSON: stable after one pass.
	 * (Not message equality: like Kafka's converters, from_json reads a
	 * member the version does not have, which to_json then leaves out.) */
	json_t *back = jc->to_json(msg1, v);
	CHECK(back != NULL);
	struct kw_arena a2;
	kw_arena_init_fixed(&a2, arena_block2, sizeof arena_block2);
	c->init(msg2);
	CHECK(jc->from_json(msg2, v, back, &a2, &err) == 0);
	json_t *again = jc->to_json(msg2, v);
	CHECK(again != NULL && json_equal(back, again));
	json_decref(again);
	json_decref(back);

	/* Message → wire → message → wire: the same bytes, with the size
	 * predicted, when the values can be written at all. */
	size_t n = c->size(msg1, v);
	uint8_t *out = malloc(n ? n : 1);
	CHECK(out != NULL);
	struct kw_writer w;
	kw_writer_init_fixed(&w, out, n, &err);
	if (c->encode(msg1, v, &w) == 0) {
		CHECK(w.pos == n);
		kw_arena_init_fixed(&a2, arena_block2, sizeof arena_block2);
		struct kw_reader r;
		kw_reader_init(&r, out, n, &err);
		CHECK(c->decode(msg2, v, &r, &a2) == 0 && r.pos == n);
		uint8_t *out2 = malloc(n ? n : 1);
		CHECK(out2 != NULL);
		kw_writer_init_fixed(&w, out2, n, &err);
		CHECK(c->encode(msg2, v, &w) == 0 && w.pos == n && memcmp(out, out2, n) == 0);
		free(out2);
	}
	free(out);
	return 0;
}
