/*
 * test_crc32c.c — CRC-32C against published vectors (the classic check value
 * and the RFC 3720 iSCSI vectors), and the hardware path against the
 * software path on random data of every length 0..1024 at every alignment
 * 0..7, plus long inputs that take the three-stream path.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kwire/crc32c.h"

/* Both paths must give the published value. */
static void check_vector(const void *data, size_t n, uint32_t want)
{
	assert_int_equal(kw_crc32c(0, data, n), want);
	assert_int_equal(kw_crc32c_sw(0, data, n), want);
}

static void test_check_value(void **state)
{
	(void)state;
	check_vector("123456789", 9, 0xE3069283u);
	check_vector("", 0, 0);
	check_vector("a", 1, 0xC1D04330u);
}

static void test_rfc3720_vectors(void **state)
{
	(void)state;
	uint8_t buf[32];
	memset(buf, 0, sizeof buf);
	check_vector(buf, 32, 0x8A9136AAu);
	memset(buf, 0xFF, sizeof buf);
	check_vector(buf, 32, 0x62A8AB43u);
	for (int i = 0; i < 32; i++)
		buf[i] = (uint8_t)i;
	check_vector(buf, 32, 0x46DD794Eu);
	for (int i = 0; i < 32; i++)
		buf[i] = (uint8_t)(31 - i);
	check_vector(buf, 32, 0x113FDB5Cu);
	/* The iSCSI Read (10) command PDU of RFC 3720 B.4. */
	static const uint8_t pdu[48] = {
		0x01, 0xC0, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00,
		0x00, 0x00, 0x00, 0x14, 0x00, 0x00, 0x00, 0x18, 0x28, 0x00, 0x00, 0x00,
		0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
	};
	check_vector(pdu, sizeof pdu, 0xD9963A56u);
}

/* Extending a CRC piece by piece equals the CRC of the whole. */
static void test_incremental(void **state)
{
	(void)state;
	const char *s = "123456789";
	for (size_t cut = 0; cut <= 9; cut++) {
		uint32_t c = kw_crc32c(0, s, cut);
		assert_int_equal(kw_crc32c(c, s + cut, 9 - cut), 0xE3069283u);
		c = kw_crc32c_sw(0, s, cut);
		assert_int_equal(kw_crc32c_sw(c, s + cut, 9 - cut), 0xE3069283u);
	}
}

static uint64_t rng_state = 0x9E3779B97F4A7C15ull;

static uint8_t rnd8(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint8_t)(rng_state >> 24);
}

static void test_paths_agree(void **state)
{
	(void)state;
	enum { MAXLEN = 1024 };
	uint8_t *buf = malloc(MAXLEN + 8);
	assert_non_null(buf);
	for (size_t i = 0; i < MAXLEN + 8; i++)
		buf[i] = rnd8();
	for (size_t align = 0; align < 8; align++)
		for (size_t n = 0; n <= MAXLEN; n++) {
			uint32_t seed = (uint32_t)(n * 2654435761u);
			uint32_t hw = kw_crc32c(seed, buf + align, n);
			uint32_t sw = kw_crc32c_sw(seed, buf + align, n);
			if (hw != sw)
				fail_msg("length %zu alignment %zu: hw 0x%08x sw 0x%08x",
					 n, align, hw, sw);
		}
	free(buf);
}

/* Long inputs go through the interleaved streams (8 KiB and 256 B blocks);
 * lengths around the block boundaries and a split in the middle. */
static void test_long_inputs(void **state)
{
	(void)state;
	enum { MAXLEN = 3 * 8192 * 2 + 3 * 256 + 77 };
	uint8_t *buf = malloc(MAXLEN + 8);
	assert_non_null(buf);
	for (size_t i = 0; i < MAXLEN + 8; i++)
		buf[i] = rnd8();
	static const size_t lens[] = {767,   768,   769,	 3 * 256 * 5 + 3, 24575,
				      24576, 24577, 24576 + 768, MAXLEN};
	for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++)
		for (size_t align = 0; align < 8; align += 3) {
			size_t n = lens[k];
			uint32_t sw = kw_crc32c_sw(0, buf + align, n);
			assert_int_equal(kw_crc32c(0, buf + align, n), sw);
			uint32_t c = kw_crc32c(0, buf + align, n / 3);
			assert_int_equal(kw_crc32c(c, buf + align + n / 3, n - n / 3),
					 sw);
		}
	free(buf);
}

static void test_hw_reported(void **state)
{
	(void)state;
	int hw = kw_crc32c_hw_available();
	assert_true(hw == 0 || hw == 1);
#if defined(__x86_64__)
	if (__builtin_cpu_supports("sse4.2"))
		assert_int_equal(hw, 1);
#endif
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_check_value),
		cmocka_unit_test(test_rfc3720_vectors),
		cmocka_unit_test(test_incremental),
		cmocka_unit_test(test_paths_agree),
		cmocka_unit_test(test_long_inputs),
		cmocka_unit_test(test_hw_reported),
	};
	return cmocka_run_group_tests_name("crc32c", tests, NULL, NULL);
}
