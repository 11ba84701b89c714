/*
 * test_legacy.c — legacy message sets (magic 0 and 1): CRC-32 against zlib,
 * hand-checked messages, write → iterate round trips, every truncation,
 * every bit flip, lying sizes, the message sets librdkafka produced, and
 * compressed wrapper messages opened by the deep iterator.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <zlib.h>

#include "kwire/compress.h"
#include "kwire/records.h"
#include "kwire/writer.h"

/* magic 0, offset 0, key "k", value "v". */
static const uint8_t msg_v0[28] = {
	0,    0,    0,	  0,	0,    0, 0, 0, /* offset 0 */
	0x00, 0x00, 0x00, 0x10,		       /* message_size 16 = 28 - 12 */
	0x1F, 0xEC, 0xD7, 0x0A,		       /* CRC-32 (IEEE) of bytes 16..27 */
	0x00,				       /* magic 0 */
	0x00,				       /* attributes: no compression */
	0x00, 0x00, 0x00, 0x01,		       /* key length 1 */
	'k',  0x00, 0x00, 0x00, 0x01,	       /* value length 1 */
	'v',
};

/* magic 1, offset 7, timestamp 1000, null key, value "hi". */
static const uint8_t msg_v1[36] = {
	0,    0,    0,	  0,	0, 0, 0,    7,	  /* offset 7 */
	0x00, 0x00, 0x00, 0x18,			  /* message_size 24 */
	0x06, 0x61, 0x4B, 0x6D,			  /* CRC-32 of bytes 16..35 */
	0x01,					  /* magic 1 */
	0x00,					  /* attributes: create time */
	0,    0,    0,	  0,	0, 0, 0x03, 0xE8, /* timestamp 1000 */
	0xFF, 0xFF, 0xFF, 0xFF,			  /* key length -1: null */
	0x00, 0x00, 0x00, 0x02,			  /* value length 2 */
	'h',  'i',
};

static uint64_t rng = 0xA4093822299F31D0ull;
static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

static void test_crc32_ieee(void **state)
{
	(void)state;
	assert_int_equal(kw_crc32_ieee(0, "123456789", 9), 0xCBF43926u);
	uint8_t buf[2000];
	for (size_t i = 0; i < sizeof buf; i++)
		buf[i] = (uint8_t)rnd();
	for (size_t n = 0; n < sizeof buf; n += 1 + n / 7) {
		uint32_t z = (uint32_t)crc32(0, buf, (uInt)n);
		assert_int_equal(kw_crc32_ieee(0, buf, n), z);
		assert_int_equal(kw_crc32_ieee(kw_crc32_ieee(0, buf, n / 2), buf + n / 2,
					       n - n / 2),
				 z);
	}
}

static void test_known_messages(void **state)
{
	(void)state;
	uint8_t set[sizeof msg_v0 + sizeof msg_v1];
	memcpy(set, msg_v0, sizeof msg_v0);
	memcpy(set + sizeof msg_v0, msg_v1, sizeof msg_v1);
	struct kw_legacy_iter it;
	struct kw_legacy_message m;
	struct kw_error err;
	kw_error_clear(&err);
	kw_legacy_iter_init(&it, set, sizeof set, 0);
	assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 1);
	assert_int_equal(m.offset, 0);
	assert_int_equal(m.magic, 0);
	assert_int_equal(m.timestamp, -1);
	assert_int_equal(m.crc, 0x1FECD70Au);
	assert_int_equal(m.key.len, 1);
	assert_int_equal(m.key.ptr[0], 'k');
	assert_int_equal(m.value.len, 1);
	assert_ptr_equal(m.value.ptr, set + 27);
	assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 1);
	assert_int_equal(m.offset, 7);
	assert_int_equal(m.magic, 1);
	assert_int_equal(m.timestamp, 1000);
	assert_int_equal(m.key.len, -1);
	assert_int_equal(m.value.len, 2);
	assert_int_equal(m.pos, sizeof msg_v0);
	assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 0);
	assert_int_equal(kw_records_magic(msg_v1, sizeof msg_v1), 1);

	/* The writer produces the same bytes. */
	struct kw_writer w;
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	assert_int_equal(
		kw_legacy_message_write(&w, 0, 0, 0, 12345,
					(struct kw_bytes){(const uint8_t *)"k", 1},
					(struct kw_bytes){(const uint8_t *)"v", 1}),
		0);
	assert_int_equal(
		kw_legacy_message_write(&w, 1, 7, 0, 1000, KW_BYTES_NULL,
					(struct kw_bytes){(const uint8_t *)"hi", 2}),
		0);
	assert_int_equal(w.pos, sizeof set);
	assert_memory_equal(w.buf, set, sizeof set);
	assert_int_equal(
		kw_legacy_message_size(1, KW_BYTES_NULL, (struct kw_bytes){NULL, 2}),
		sizeof msg_v1);
	assert_int_equal(
		kw_legacy_message_write(&w, 2, 0, 0, 0, KW_BYTES_NULL, KW_BYTES_NULL),
		KW_ERR_INVALID_ARGUMENT);
	kw_writer_release(&w);
}

static void test_round_trip(void **state)
{
	(void)state;
	for (int8_t magic = 0; magic <= 1; magic++) {
		struct kw_error err;
		struct kw_writer w;
		kw_error_clear(&err);
		assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
		uint8_t pool[64 * 300];
		struct kw_bytes keys[64], vals[64];
		size_t used = 0;
		for (int i = 0; i < 64; i++) {
			struct kw_bytes *kv[2] = {&keys[i], &vals[i]};
			for (int j = 0; j < 2; j++) {
				uint32_t pick = rnd() % 5;
				if (pick == 0) {
					*kv[j] = KW_BYTES_NULL;
					continue;
				}
				size_t n = pick == 1 ? 0 : rnd() % 140;
				for (size_t b = 0; b < n; b++)
					pool[used + b] = (uint8_t)rnd();
				*kv[j] = (struct kw_bytes){pool + used, (int32_t)n};
				used += n;
			}
			assert_int_equal(kw_legacy_message_write(&w, magic, 100 + i, 0,
								 5000 + i, keys[i],
								 vals[i]),
					 0);
		}
		size_t len;
		uint8_t *set = kw_writer_detach(&w, &len);
		struct kw_legacy_iter it;
		struct kw_legacy_message m;
		kw_legacy_iter_init(&it, set, len, 0);
		for (int i = 0; i < 64; i++) {
			assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 1);
			assert_int_equal(m.offset, 100 + i);
			assert_int_equal(m.magic, magic);
			assert_int_equal(m.timestamp, magic ? 5000 + i : -1);
			assert_int_equal(m.key.len, keys[i].len);
			assert_int_equal(m.value.len, vals[i].len);
			if (keys[i].len > 0)
				assert_memory_equal(m.key.ptr, keys[i].ptr,
						    (size_t)keys[i].len);
			if (vals[i].len > 0)
				assert_memory_equal(m.value.ptr, vals[i].ptr,
						    (size_t)vals[i].len);
		}
		assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 0);
		free(set);
	}
}

static void test_truncations_and_flips(void **state)
{
	(void)state;
	const uint8_t *msgs[2] = {msg_v0, msg_v1};
	const size_t lens[2] = {sizeof msg_v0, sizeof msg_v1};
	for (int k = 0; k < 2; k++) {
		for (size_t cut = 1; cut < lens[k]; cut++) {
			uint8_t *c = malloc(cut);
			memcpy(c, msgs[k], cut);
			struct kw_legacy_iter it;
			struct kw_legacy_message m;
			struct kw_error err;
			kw_error_clear(&err);
			kw_legacy_iter_init(&it, c, cut, 0);
			assert_int_equal(kw_legacy_iter_next(&it, &m, &err),
					 KW_ERR_TRUNCATED);
			kw_legacy_iter_init(&it, c, cut, KW_RECORDS_PARTIAL_TAIL_OK);
			assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 0);
			assert_int_equal(it.partial_tail, cut);
			free(c);
		}
		uint8_t c[64];
		for (size_t byte = 12; byte < lens[k]; byte++)
			for (int bit = 0; bit < 8; bit++) {
				memcpy(c, msgs[k], lens[k]);
				c[byte] ^= (uint8_t)(1u << bit);
				struct kw_legacy_iter it;
				struct kw_legacy_message m;
				struct kw_error err;
				kw_error_clear(&err);
				kw_legacy_iter_init(&it, c, lens[k], 0);
				int rc = kw_legacy_iter_next(&it, &m, &err);
				/* The magic byte may turn invalid before the CRC is
				 * checked. */
				bool ok = rc == KW_ERR_CORRUPT ||
					  (byte == 16 && rc == KW_ERR_INVALID_VALUE);
				if (!ok)
					fail_msg("magic %d flip %zu.%d: %s", k, byte, bit,
						 kw_errname(rc));
				char want[32];
				snprintf(want, sizeof want, "(offset %d)", k ? 7 : 0);
				assert_non_null(strstr(err.detail, want));
			}
	}
}

static void put32(uint8_t *p, int32_t v)
{
	p[0] = (uint8_t)((uint32_t)v >> 24);
	p[1] = (uint8_t)((uint32_t)v >> 16);
	p[2] = (uint8_t)((uint32_t)v >> 8);
	p[3] = (uint8_t)v;
}

static int one(uint8_t *c, size_t len, bool fix_crc)
{
	if (fix_crc)
		put32(c + 12, (int32_t)kw_crc32_ieee(0, c + 16, len - 16));
	struct kw_legacy_iter it;
	struct kw_legacy_message m;
	struct kw_error err;
	kw_error_clear(&err);
	kw_legacy_iter_init(&it, c, len, 0);
	return kw_legacy_iter_next(&it, &m, &err);
}

static void test_lies(void **state)
{
	(void)state;
	uint8_t c[64];
	memcpy(c, msg_v0, sizeof msg_v0);
	put32(c + 8, 13); /* below the minimum */
	assert_int_equal(one(c, sizeof msg_v0, false), KW_ERR_INVALID_VALUE);
	put32(c + 8, -5);
	assert_int_equal(one(c, sizeof msg_v0, false), KW_ERR_INVALID_VALUE);
	put32(c + 8, 17); /* one past the end */
	assert_int_equal(one(c, sizeof msg_v0, false), KW_ERR_TRUNCATED);
	/* Key length too long, CRC repaired. */
	memcpy(c, msg_v0, sizeof msg_v0);
	put32(c + 18, 30);
	assert_int_equal(one(c, sizeof msg_v0, true), KW_ERR_LENGTH_PAST_END);
	put32(c + 18, -2);
	assert_int_equal(one(c, sizeof msg_v0, true), KW_ERR_NEGATIVE_LENGTH);
	/* Value shorter than the message: trailing bytes. */
	memcpy(c, msg_v0, sizeof msg_v0);
	put32(c + 23, 0);
	assert_int_equal(one(c, sizeof msg_v0, true), KW_ERR_TRAILING_BYTES);
	/* Magic 1 needs room for its timestamp. */
	memcpy(c, msg_v0, sizeof msg_v0);
	c[16] = 1;
	assert_int_equal(one(c, sizeof msg_v0, true), KW_ERR_INVALID_VALUE);
	c[16] = 2;
	assert_int_equal(one(c, sizeof msg_v0, true), KW_ERR_INVALID_VALUE);
}

/* Produce v0 and v2 requests from librdkafka 2.0.2: five messages at byte 56
 * of the frame (after the records' int32 length), magic 0 and 1. */
static void test_librdkafka_message_sets(void **state)
{
	(void)state;
	static const struct {
		const char *file;
		int8_t magic;
	} cases[] = {{"req-produce-v0-044.bin", 0}, {"req-produce-v2-047.bin", 1}};
	for (size_t c = 0; c < 2; c++) {
		char path[512];
		snprintf(path, sizeof path, "%s/%s", INTEROP_DATA, cases[c].file);
		FILE *f = fopen(path, "rb");
		if (f == NULL)
			fail_msg("cannot open %s", path);
		static uint8_t frame[4096];
		size_t len = fread(frame, 1, sizeof frame, f);
		fclose(f);
		size_t at = 56;
		size_t rlen = (size_t)frame[at - 4] << 24 | (size_t)frame[at - 3] << 16 |
			      (size_t)frame[at - 2] << 8 | frame[at - 1];
		assert_true(at + rlen <= len);
		struct kw_legacy_iter it;
		struct kw_legacy_message m;
		struct kw_error err;
		kw_legacy_iter_init(&it, frame + at, rlen, 0);
		for (int i = 0; i < 5; i++) {
			int rc = kw_legacy_iter_next(&it, &m, &err);
			if (rc != 1)
				fail_msg("%s: %s", cases[c].file, err.detail);
			assert_int_equal(m.magic, cases[c].magic);
			assert_int_equal(kw_legacy_compression(&m), KW_COMPRESSION_NONE);
			char key[16];
			snprintf(key, sizeof key, "key-%d", i);
			assert_int_equal(m.key.len, (int32_t)strlen(key));
			assert_memory_equal(m.key.ptr, key, strlen(key));
			char prefix[16];
			snprintf(prefix, sizeof prefix, "value %d of ", i);
			assert_memory_equal(m.value.ptr, prefix, strlen(prefix));
			if (cases[c].magic == 1)
				assert_true(m.timestamp > 1500000000000ll);
		}
		assert_int_equal(kw_legacy_iter_next(&it, &m, &err), 0);
	}
}

static const enum kw_compression codecs[] = {
	KW_COMPRESSION_GZIP,
	KW_COMPRESSION_SNAPPY,
	KW_COMPRESSION_LZ4,
	KW_COMPRESSION_ZSTD,
};

/* A set: plain 0, wrapper holding 1..4, plain 5. */
static uint8_t *wrapped_set(int8_t magic, enum kw_compression codec, bool log_append,
			    size_t *len)
{
	struct kw_error err;
	struct kw_writer inner, w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&inner, 8, &err), 0);
	for (int i = 1; i <= 4; i++) {
		char v[32];
		snprintf(v, sizeof v, "inner value %d", i);
		/* magic 1: relative inner offsets; magic 0: absolute. */
		int64_t off = magic == 1 ? i - 1 : i;
		assert_int_equal(kw_legacy_message_write(
					 &inner, magic, off, 0, 100 + i, KW_BYTES_NULL,
					 (struct kw_bytes){(const uint8_t *)v,
							   (int32_t)strlen(v)}),
				 0);
	}
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	struct kw_bytes v0 = {(const uint8_t *)"plain", 5};
	assert_int_equal(kw_legacy_message_write(&w, magic, 0, 0, 50, KW_BYTES_NULL, v0),
			 0);
	assert_int_equal(kw_legacy_wrapper_write(&w, magic, 4, codec,
						 KW_COMPRESS_LEVEL_DEFAULT, log_append,
						 999, inner.buf, inner.pos),
			 0);
	assert_int_equal(kw_legacy_message_write(&w, magic, 5, 0, 60, KW_BYTES_NULL, v0),
			 0);
	kw_writer_release(&inner);
	return kw_writer_detach(&w, len);
}

static void test_compressed_wrappers(void **state)
{
	(void)state;
	for (int8_t magic = 0; magic <= 1; magic++)
		for (size_t k = 0; k < sizeof codecs / sizeof codecs[0]; k++)
			for (int lat = 0; lat <= magic; lat++) {
				size_t len;
				uint8_t *set = wrapped_set(magic, codecs[k], lat, &len);
				/* The shallow iterator sees three messages, one
				 * compressed. */
				struct kw_legacy_iter sh;
				struct kw_legacy_message m;
				struct kw_error err;
				kw_legacy_iter_init(&sh, set, len, 0);
				assert_int_equal(kw_legacy_iter_next(&sh, &m, &err), 1);
				assert_int_equal(kw_legacy_iter_next(&sh, &m, &err), 1);
				assert_int_equal(kw_legacy_compression(&m), codecs[k]);
				assert_int_equal(m.offset, 4);
				assert_int_equal(kw_legacy_iter_next(&sh, &m, &err), 1);
				assert_int_equal(kw_legacy_iter_next(&sh, &m, &err), 0);

				struct kw_arena a;
				kw_arena_init(&a);
				struct kw_legacy_deep_iter it;
				kw_legacy_deep_iter_init(&it, set, len, 1 << 20, &a);
				for (int i = 0; i <= 5; i++) {
					kw_error_clear(&err);
					int rc = kw_legacy_deep_iter_next(&it, &m, &err);
					if (rc != 1)
						fail_msg("magic %d %s msg %d: %s %s",
							 magic,
							 kw_compression_name(codecs[k]),
							 i, kw_errname(rc), err.detail);
					assert_int_equal(m.offset, i);
					assert_int_equal(kw_legacy_compression(&m),
							 KW_COMPRESSION_NONE);
					if (i >= 1 && i <= 4) {
						char v[32];
						snprintf(v, sizeof v, "inner value %d",
							 i);
						assert_int_equal(m.value.len,
								 (int32_t)strlen(v));
						assert_memory_equal(m.value.ptr, v,
								    strlen(v));
						if (magic == 1)
							assert_int_equal(m.timestamp,
									 lat ? 999
									     : 100 + i);
					}
				}
				assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err),
						 0);
				/* A small bound refuses the wrapper. */
				kw_legacy_deep_iter_init(&it, set, len, 20, &a);
				assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err),
						 1);
				kw_error_clear(&err);
				assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err),
						 KW_ERR_DECOMPRESSION_BOMB);
				assert_non_null(strstr(err.context, "(offset 4)"));
				kw_arena_free(&a);
				free(set);
			}
}

static void test_bad_wrappers(void **state)
{
	(void)state;
	struct kw_error err;
	struct kw_writer inner, nested, w;
	struct kw_arena a;
	struct kw_legacy_deep_iter it;
	struct kw_legacy_message m;
	kw_error_clear(&err);
	kw_arena_init(&a);

	/* A wrapper inside a wrapper. */
	assert_int_equal(kw_writer_init_growable(&inner, 8, &err), 0);
	assert_int_equal(
		kw_legacy_message_write(&inner, 1, 0, 0, 1, KW_BYTES_NULL, KW_BYTES_NULL),
		0);
	assert_int_equal(kw_writer_init_growable(&nested, 8, &err), 0);
	assert_int_equal(kw_legacy_wrapper_write(&nested, 1, 0, KW_COMPRESSION_GZIP, 1,
						 false, 1, inner.buf, inner.pos),
			 0);
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	assert_int_equal(kw_legacy_wrapper_write(&w, 1, 0, KW_COMPRESSION_GZIP, 1, false,
						 1, nested.buf, nested.pos),
			 0);
	kw_legacy_deep_iter_init(&it, w.buf, w.pos, 1 << 20, &a);
	assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err), KW_ERR_INVALID_VALUE);
	kw_writer_release(&w);

	/* Inner magic differs from the wrapper's. */
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	assert_int_equal(kw_legacy_wrapper_write(&w, 0, 0, KW_COMPRESSION_ZSTD, 1, false,
						 1, inner.buf, inner.pos),
			 0);
	kw_legacy_deep_iter_init(&it, w.buf, w.pos, 1 << 20, &a);
	assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err), KW_ERR_INVALID_VALUE);
	kw_writer_release(&w);

	/* An empty inner set. */
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	assert_int_equal(kw_legacy_wrapper_write(&w, 1, 0, KW_COMPRESSION_SNAPPY, 1,
						 false, 1, inner.buf, 0),
			 0);
	kw_legacy_deep_iter_init(&it, w.buf, w.pos, 1 << 20, &a);
	assert_int_equal(kw_legacy_deep_iter_next(&it, &m, &err), KW_ERR_INVALID_VALUE);
	kw_writer_release(&w);

	/* No codec. */
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 8, &err), 0);
	assert_int_equal(kw_legacy_wrapper_write(&w, 1, 0, KW_COMPRESSION_NONE, 1, false,
						 1, inner.buf, inner.pos),
			 KW_ERR_INVALID_ARGUMENT);
	kw_writer_release(&w);
	kw_writer_release(&inner);
	kw_writer_release(&nested);
	kw_arena_free(&a);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_crc32_ieee),
		cmocka_unit_test(test_known_messages),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_truncations_and_flips),
		cmocka_unit_test(test_lies),
		cmocka_unit_test(test_librdkafka_message_sets),
		cmocka_unit_test(test_compressed_wrappers),
		cmocka_unit_test(test_bad_wrappers),
	};
	return cmocka_run_group_tests_name("legacy", tests, NULL, NULL);
}
