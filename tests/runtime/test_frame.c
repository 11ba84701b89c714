/*
 * test_frame.c — the frame reader (runtime/frame.c): a stream of frames fed
 * one byte at a time and in random chunkings, oversize and negative sizes
 * rejected before the body, bounded buffering, sticky errors.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/frame.h>

#include <stdlib.h>
#include <string.h>

#define MAX_FRAME 5000

static const size_t body_lens[] = {0, 1, 3, 4, 255, 256, 257, 4999, 5000, 0, 17};
#define NFRAMES (sizeof body_lens / sizeof body_lens[0])

/* Builds the stream: each frame's body byte i is (frame * 31 + i). */
static uint8_t *build_stream(size_t *len)
{
	size_t total = 0;
	for (size_t k = 0; k < NFRAMES; k++)
		total += 4 + body_lens[k];
	uint8_t *s = malloc(total);
	uint8_t *p = s;
	for (size_t k = 0; k < NFRAMES; k++) {
		kw_frame_put_size(p, (int32_t)body_lens[k]);
		p += 4;
		for (size_t i = 0; i < body_lens[k]; i++)
			*p++ = (uint8_t)(k * 31 + i);
	}
	*len = total;
	return s;
}

static uint64_t rng_state;
static uint32_t rng(void)
{
	rng_state = rng_state * 6364136223846793005ull + 1442695040888963407ull;
	return (uint32_t)(rng_state >> 33);
}

/* Feeds the stream in chunks from chunk(); checks every frame. */
static void feed_all(const uint8_t *s, size_t len, size_t (*chunk)(void))
{
	struct kw_frame_reader f;
	kw_frame_reader_init(&f, MAX_FRAME);
	size_t pos = 0, frames = 0;
	while (pos < len) {
		size_t n = chunk();
		if (n > len - pos)
			n = len - pos;
		size_t off = 0;
		while (off < n || n == 0) {
			size_t used;
			int rc = kw_frame_reader_feed(&f, s + pos + off, n - off, &used);
			assert_true(rc >= 0);
			off += used;
			if (rc == 1) {
				size_t blen;
				const uint8_t *b = kw_frame_reader_frame(&f, &blen);
				assert_non_null(b);
				assert_true(frames < NFRAMES);
				assert_int_equal(blen, body_lens[frames]);
				for (size_t i = 0; i < blen; i++)
					assert_int_equal(b[i],
							 (uint8_t)(frames * 31 + i));
				frames++;
				kw_frame_reader_next(&f);
			} else if (off == n) {
				break;
			}
			assert_true(f.cap <= MAX_FRAME);
		}
		pos += n;
	}
	assert_int_equal(frames, NFRAMES);
	assert_int_equal(f.stream_offset, len);
	kw_frame_reader_free(&f);
}

static size_t one(void)
{
	return 1;
}
static size_t random_chunk(void)
{
	return 1 + rng() % 700;
}
static size_t tiny_chunk(void)
{
	return rng() % 6;
}

static void test_byte_by_byte(void **state)
{
	(void)state;
	size_t len;
	uint8_t *s = build_stream(&len);
	feed_all(s, len, one);
	free(s);
}

static void test_random_chunkings(void **state)
{
	(void)state;
	size_t len;
	uint8_t *s = build_stream(&len);
	for (uint64_t seed = 1; seed <= 200; seed++) {
		rng_state = seed;
		feed_all(s, len, seed % 2 ? random_chunk : tiny_chunk);
	}
	/* All at once. */
	struct kw_frame_reader f;
	kw_frame_reader_init(&f, MAX_FRAME);
	size_t pos = 0, frames = 0;
	while (pos < len || frames < NFRAMES) {
		size_t used;
		int rc = kw_frame_reader_feed(&f, s + pos, len - pos, &used);
		pos += used;
		assert_int_equal(rc, 1);
		/* A ready frame takes no more input until _next. */
		assert_int_equal(kw_frame_reader_feed(&f, s + pos, len - pos, &used), 1);
		assert_int_equal(used, 0);
		frames++;
		kw_frame_reader_next(&f);
	}
	kw_frame_reader_free(&f);
	free(s);
}

static void test_oversize_and_negative(void **state)
{
	(void)state;
	uint8_t in[16] = {0};
	struct kw_frame_reader f;
	size_t used;
	/* One valid empty frame, then 5001 bytes announced: the error comes
	 * right after the prefix, and no body byte is taken. */
	kw_frame_put_size(in, 0);
	kw_frame_put_size(in + 4, MAX_FRAME + 1);
	kw_frame_reader_init(&f, MAX_FRAME);
	assert_int_equal(kw_frame_reader_feed(&f, in, sizeof in, &used), 1);
	assert_int_equal(used, 4);
	kw_frame_reader_next(&f);
	assert_int_equal(kw_frame_reader_feed(&f, in + 4, sizeof in - 4, &used),
			 KW_ERR_FRAME_TOO_LARGE);
	assert_int_equal(used, 4);
	assert_int_equal(f.err.offset, 4);
	assert_string_equal(f.err.detail, "frame size 5001 exceeds the maximum 5000");
	assert_null(f.buf);
	/* Sticky. */
	assert_int_equal(kw_frame_reader_feed(&f, in, sizeof in, &used),
			 KW_ERR_FRAME_TOO_LARGE);
	assert_int_equal(used, 0);
	size_t blen;
	assert_null(kw_frame_reader_frame(&f, &blen));
	kw_frame_reader_free(&f);

	kw_frame_put_size(in, -5);
	kw_frame_reader_init(&f, MAX_FRAME);
	for (int i = 0; i < 3; i++) {
		assert_int_equal(kw_frame_reader_feed(&f, in + i, 1, &used), 0);
		assert_int_equal(used, 1);
	}
	assert_int_equal(kw_frame_reader_feed(&f, in + 3, 1, &used),
			 KW_ERR_INVALID_FRAME);
	assert_int_equal(f.err.offset, 0);
	assert_string_equal(f.err.detail, "frame size -5 is negative");
	kw_frame_reader_free(&f);

	kw_frame_put_size(in, INT32_MIN);
	kw_frame_reader_init(&f, MAX_FRAME);
	assert_int_equal(kw_frame_reader_feed(&f, in, 4, &used), KW_ERR_INVALID_FRAME);
	kw_frame_reader_free(&f);

	kw_frame_put_size(in, INT32_MAX);
	kw_frame_reader_init(&f, (size_t)INT32_MAX - 1);
	assert_int_equal(kw_frame_reader_feed(&f, in, 4, &used), KW_ERR_FRAME_TOO_LARGE);
	kw_frame_reader_free(&f);
}

static void test_buffer_follows_input(void **state)
{
	(void)state;
	/* A peer announcing a large frame and sending 10 bytes: we hold
	 * about what arrived, not what was announced. */
	uint8_t in[14] = {0};
	kw_frame_put_size(in, 1000000);
	struct kw_frame_reader f;
	kw_frame_reader_init(&f, 1 << 24);
	size_t used;
	assert_int_equal(kw_frame_reader_feed(&f, in, sizeof in, &used), 0);
	assert_int_equal(used, sizeof in);
	assert_true(f.cap <= 256);
	kw_frame_reader_free(&f);

	uint8_t p[4];
	kw_frame_put_size(p, 0x01020304);
	assert_int_equal(p[0], 1);
	assert_int_equal(p[3], 4);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_byte_by_byte),
		cmocka_unit_test(test_random_chunkings),
		cmocka_unit_test(test_oversize_and_negative),
		cmocka_unit_test(test_buffer_follows_input),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
