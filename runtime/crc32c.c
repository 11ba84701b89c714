/*
 * crc32c.c — CRC-32C (Castagnoli, reflected polynomial 0x82F63B78), the
 * checksum of Kafka's RecordBatch v2 (see kwire/crc32c.h).
 *
 * Two implementations, chosen once when the library is loaded:
 *
 *  - hardware: SSE4.2's crc32 instruction, 8 bytes per step. The instruction
 *    has a latency of about three cycles but a throughput of one per cycle,
 *    so long inputs are cut into three interleaved streams whose CRCs are
 *    merged afterwards (see "Merging streams" below). Compiled with a
 *    function-level target attribute, so the library builds without
 *    -msse4.2 and runs on CPUs that lack the instruction.
 *  - software: slice-by-8 tables (eight 256-entry tables; eight input bytes
 *    per step with eight lookups).
 *
 * The public value is the usual one: the register starts at ~0 and the
 * result is inverted, so kw_crc32c(0, "123456789", 9) == 0xE3069283 and
 * kw_crc32c(kw_crc32c(0, a, n), b, m) is the CRC of a followed by b.
 *
 * Merging streams: inside, the CRC register is a linear map over GF(2). For
 * a register value s and inputs A and B,
 *
 *     raw(s, A || B) = shift(raw(s, A), |B|) ^ raw(0, B)
 *
 * where shift(x, L) = raw(x, L zero bytes) is itself linear in x. For the two
 * fixed stream lengths used here, shift is tabulated as four 256-entry tables
 * (one per byte of x), computed when the library is loaded.
 */
#include "kwire/crc32c.h"

#include <string.h>

#define POLY 0x82F63B78u

/* Slice-by-8 tables: sw_table[0] is the classic byte table; sw_table[k][b]
 * is the register after b followed by k zero bytes. */
static uint32_t sw_table[8][256];

static uint32_t load32le(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 |
	       (uint32_t)p[3] << 24;
}

/* The register (not inverted) after feeding n bytes to register s. */
static uint32_t sw_raw(uint32_t s, const uint8_t *p, size_t n)
{
	while (n > 0 && ((uintptr_t)p & 7) != 0) {
		s = (s >> 8) ^ sw_table[0][(s ^ *p++) & 0xFF];
		n--;
	}
	while (n >= 8) {
		uint32_t lo = s ^ load32le(p);
		uint32_t hi = load32le(p + 4);
		s = sw_table[7][lo & 0xFF] ^ sw_table[6][(lo >> 8) & 0xFF] ^
		    sw_table[5][(lo >> 16) & 0xFF] ^ sw_table[4][lo >> 24] ^
		    sw_table[3][hi & 0xFF] ^ sw_table[2][(hi >> 8) & 0xFF] ^
		    sw_table[1][(hi >> 16) & 0xFF] ^ sw_table[0][hi >> 24];
		p += 8;
		n -= 8;
	}
	while (n > 0) {
		s = (s >> 8) ^ sw_table[0][(s ^ *p++) & 0xFF];
		n--;
	}
	return s;
}

static void sw_init(void)
{
	for (uint32_t b = 0; b < 256; b++) {
		uint32_t c = b;
		for (int k = 0; k < 8; k++)
			c = (c & 1) ? (c >> 1) ^ POLY : c >> 1;
		sw_table[0][b] = c;
	}
	for (int k = 1; k < 8; k++)
		for (int b = 0; b < 256; b++) {
			uint32_t c = sw_table[k - 1][b];
			sw_table[k][b] = (c >> 8) ^ sw_table[0][c & 0xFF];
		}
}

uint32_t kw_crc32c_sw(uint32_t crc, const void *data, size_t n)
{
	if (sw_table[0][1] == 0) /* only before the load-time initialiser */
		sw_init();
	return ~sw_raw(~crc, data, n);
}

#if defined(__x86_64__) || defined(__i386__)
#define HAVE_HW_PATH 1

/* Stream lengths for the three-way interleave (multiples of 8). */
#define LONG_BLOCK 8192
#define SHORT_BLOCK 256

/* shift(x, L) for L = LONG_BLOCK and SHORT_BLOCK, tabulated per byte of x. */
static uint32_t shift_long[4][256];
static uint32_t shift_short[4][256];

static uint32_t shift_apply(uint32_t t[4][256], uint32_t x)
{
	return t[0][x & 0xFF] ^ t[1][(x >> 8) & 0xFF] ^ t[2][(x >> 16) & 0xFF] ^
	       t[3][x >> 24];
}

static uint64_t load64(const uint8_t *p)
{
	uint64_t v;
	memcpy(&v, p, 8); /* x86 is little-endian, which crc32 expects */
	return v;
}

__attribute__((target("sse4.2"))) static uint32_t hw_raw(uint32_t s, const uint8_t *p,
							 size_t n)
{
	while (n > 0 && ((uintptr_t)p & 7) != 0) {
		s = __builtin_ia32_crc32qi(s, *p++);
		n--;
	}
#if defined(__x86_64__)
	uint64_t s0 = s;
	/* Three streams of LONG_BLOCK, then of SHORT_BLOCK. */
	while (n >= 3 * LONG_BLOCK) {
		uint64_t s1 = 0, s2 = 0;
		for (size_t i = 0; i < LONG_BLOCK; i += 8) {
			s0 = __builtin_ia32_crc32di(s0, load64(p + i));
			s1 = __builtin_ia32_crc32di(s1, load64(p + LONG_BLOCK + i));
			s2 = __builtin_ia32_crc32di(s2, load64(p + 2 * LONG_BLOCK + i));
		}
		s0 = shift_apply(shift_long, (uint32_t)s0) ^ (uint32_t)s1;
		s0 = shift_apply(shift_long, (uint32_t)s0) ^ (uint32_t)s2;
		p += 3 * LONG_BLOCK;
		n -= 3 * LONG_BLOCK;
	}
	while (n >= 3 * SHORT_BLOCK) {
		uint64_t s1 = 0, s2 = 0;
		for (size_t i = 0; i < SHORT_BLOCK; i += 8) {
			s0 = __builtin_ia32_crc32di(s0, load64(p + i));
			s1 = __builtin_ia32_crc32di(s1, load64(p + SHORT_BLOCK + i));
			s2 = __builtin_ia32_crc32di(s2, load64(p + 2 * SHORT_BLOCK + i));
		}
		s0 = shift_apply(shift_short, (uint32_t)s0) ^ (uint32_t)s1;
		s0 = shift_apply(shift_short, (uint32_t)s0) ^ (uint32_t)s2;
		p += 3 * SHORT_BLOCK;
		n -= 3 * SHORT_BLOCK;
	}
	while (n >= 8) {
		s0 = __builtin_ia32_crc32di(s0, load64(p));
		p += 8;
		n -= 8;
	}
	s = (uint32_t)s0;
#else
	while (n >= 4) {
		uint32_t v;
		memcpy(&v, p, 4);
		s = __builtin_ia32_crc32si(s, v);
		p += 4;
		n -= 4;
	}
#endif
	while (n > 0) {
		s = __builtin_ia32_crc32qi(s, *p++);
		n--;
	}
	return s;
}

/* Tabulates the linear map f given its values on the 32 basis vectors. */
static void shift_tabulate(uint32_t t[4][256], const uint32_t basis[32])
{
	for (int k = 0; k < 4; k++)
		for (int b = 0; b < 256; b++) {
			uint32_t v = 0;
			for (int bit = 0; bit < 8; bit++)
				if (b & (1 << bit))
					v ^= basis[8 * k + bit];
			t[k][b] = v;
		}
}

/* Builds both shift tables (runs once at load, a few microseconds): the
 * short shift from the software path over zero bytes, the long one as the
 * short one applied LONG_BLOCK / SHORT_BLOCK times. */
static void shift_init(void)
{
	static const uint8_t zeros[SHORT_BLOCK];
	uint32_t basis[32];
	for (int i = 0; i < 32; i++)
		basis[i] = sw_raw((uint32_t)1 << i, zeros, sizeof zeros);
	shift_tabulate(shift_short, basis);
	for (int i = 0; i < 32; i++) {
		uint32_t s = (uint32_t)1 << i;
		for (int k = 0; k < LONG_BLOCK / SHORT_BLOCK; k++)
			s = shift_apply(shift_short, s);
		basis[i] = s;
	}
	shift_tabulate(shift_long, basis);
}
#endif

static uint32_t (*raw_impl)(uint32_t, const uint8_t *, size_t);
static int hw_in_use;

__attribute__((constructor)) static void crc32c_init(void)
{
	if (raw_impl != NULL)
		return;
	sw_init();
	raw_impl = sw_raw;
#ifdef HAVE_HW_PATH
	__builtin_cpu_init();
	if (__builtin_cpu_supports("sse4.2")) {
		shift_init();
		raw_impl = hw_raw;
		hw_in_use = 1;
	}
#endif
}

uint32_t kw_crc32c(uint32_t crc, const void *data, size_t n)
{
	/* Only another load-time initialiser can get here before ours ran. */
	if (raw_impl == NULL)
		crc32c_init();
	return ~raw_impl(~crc, data, n);
}

int kw_crc32c_hw_available(void)
{
	if (raw_impl == NULL)
		crc32c_init();
	return hw_in_use;
}
