/*
 * test_record_batch.c — RecordBatch v2 headers: parsing a hand-checked
 * batch, verification (every truncation, every single-bit flip of the
 * CRC-covered bytes, lying length fields), and the in-place edits.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "kwire/crc32c.h"
#include "kwire/records.h"

/*
 * One batch, written out by hand: base offset 5, leader epoch 3, no
 * compression, create-time timestamps 1000, no producer, one record with a
 * null key and the value "hi".
 */
static const uint8_t batch_one[70] = {
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, /* base_offset 5 */
	0x00, 0x00, 0x00, 0x3A,				/* batch_length 58 = 70-12 */
	0x00, 0x00, 0x00, 0x03,				/* partition_leader_epoch 3 */
	0x02,						/* magic 2 */
	0x23, 0x3D, 0xAD, 0x44,				/* crc: CRC-32C of bytes 21..69 */
	0x00, 0x00,		/* attributes: none, create time */
	0x00, 0x00, 0x00, 0x00, /* last_offset_delta 0 */
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xE8, /* base_timestamp 1000 */
	0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x03, 0xE8, /* max_timestamp 1000 */
	0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, /* producer_id -1 */
	0xFF, 0xFF,					/* producer_epoch -1 */
	0xFF, 0xFF, 0xFF, 0xFF,				/* base_sequence -1 */
	0x00, 0x00, 0x00, 0x01,				/* records_count 1 */
	/* record */
	0x10,	    /* length varint: zig-zag 16 = 8 bytes follow */
	0x00,	    /* attributes */
	0x00,	    /* timestamp_delta varlong 0 */
	0x00,	    /* offset_delta varint 0 */
	0x01,	    /* key length varint -1 (null) */
	0x04,	    /* value length varint 2 */
	0x68, 0x69, /* "hi" */
	0x00,	    /* header count 0 */
};

static void test_parse_known(void **state)
{
	(void)state;
	struct kw_record_batch_header h;
	struct kw_error err;
	kw_error_clear(&err);
	assert_int_equal(
		kw_record_batch_header_parse(batch_one, sizeof batch_one, &h, &err), 0);
	assert_int_equal(h.base_offset, 5);
	assert_int_equal(h.batch_length, 58);
	assert_int_equal(h.partition_leader_epoch, 3);
	assert_int_equal(h.magic, 2);
	assert_int_equal(h.crc, 0x233DAD44u);
	assert_int_equal(h.attributes, 0);
	assert_int_equal(h.last_offset_delta, 0);
	assert_int_equal(h.base_timestamp, 1000);
	assert_int_equal(h.max_timestamp, 1000);
	assert_int_equal(h.producer_id, -1);
	assert_int_equal(h.producer_epoch, -1);
	assert_int_equal(h.base_sequence, -1);
	assert_int_equal(h.records_count, 1);

	size_t size = 0;
	assert_int_equal(
		kw_record_batch_verify(batch_one, sizeof batch_one, &h, &size, &err), 0);
	assert_int_equal(size, sizeof batch_one);
	assert_int_equal(err.code, 0);
	/* Trailing bytes after the batch are not part of it. */
	uint8_t longer[80];
	memcpy(longer, batch_one, sizeof batch_one);
	memset(longer + sizeof batch_one, 0xAB, sizeof longer - sizeof batch_one);
	assert_int_equal(kw_record_batch_verify(longer, sizeof longer, NULL, &size, &err),
			 0);
	assert_int_equal(size, sizeof batch_one);
}

static void test_every_truncation(void **state)
{
	(void)state;
	for (size_t n = 0; n < sizeof batch_one; n++) {
		uint8_t *copy = malloc(n ? n : 1); /* exact size: ASan sees over-reads */
		assert_non_null(copy);
		memcpy(copy, batch_one, n);
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kw_record_batch_verify(copy, n, NULL, NULL, &err);
		if (rc != KW_ERR_TRUNCATED)
			fail_msg("prefix of %zu bytes: %s", n, kw_errname(rc));
		assert_int_equal(err.code, KW_ERR_TRUNCATED);
		if (n >= 8 && strstr(err.detail, "base offset 5") == NULL)
			fail_msg("prefix of %zu bytes: '%s' does not name the batch", n,
				 err.detail);
		free(copy);
	}
}

static void test_every_bit_flip(void **state)
{
	(void)state;
	uint8_t copy[sizeof batch_one];
	for (size_t byte = 21; byte < sizeof batch_one; byte++)
		for (int bit = 0; bit < 8; bit++) {
			memcpy(copy, batch_one, sizeof copy);
			copy[byte] ^= (uint8_t)(1u << bit);
			struct kw_error err;
			kw_error_clear(&err);
			int rc = kw_record_batch_verify(copy, sizeof copy, NULL, NULL,
							&err);
			if (rc != KW_ERR_CORRUPT ||
			    strstr(err.detail, "base offset 5") == NULL)
				fail_msg("flip byte %zu bit %d: %s '%s'", byte, bit,
					 kw_errname(rc), err.detail);
		}
	/* A flipped CRC field itself is a mismatch too. */
	for (size_t byte = 17; byte < 21; byte++) {
		memcpy(copy, batch_one, sizeof copy);
		copy[byte] ^= 0x10;
		assert_int_equal(
			kw_record_batch_verify(copy, sizeof copy, NULL, NULL, NULL),
			KW_ERR_CORRUPT);
	}
}

static void test_bad_magic_and_length(void **state)
{
	(void)state;
	uint8_t copy[sizeof batch_one];
	struct kw_error err;

	memcpy(copy, batch_one, sizeof copy);
	copy[16] = 1;
	kw_error_clear(&err);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, &err),
			 KW_ERR_INVALID_VALUE);
	assert_non_null(strstr(err.detail, "magic 1"));

	/* batch_length below the header's own size. */
	memcpy(copy, batch_one, sizeof copy);
	copy[11] = 48;
	kw_error_clear(&err);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, &err),
			 KW_ERR_INVALID_VALUE);
	/* Negative batch_length. */
	memcpy(copy, batch_one, sizeof copy);
	copy[8] = 0x80;
	kw_error_clear(&err);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, &err),
			 KW_ERR_INVALID_VALUE);
	/* batch_length one more than there is: truncated. */
	memcpy(copy, batch_one, sizeof copy);
	copy[11] = 59;
	kw_error_clear(&err);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, &err),
			 KW_ERR_TRUNCATED);
	/* batch_length one less: the CRC no longer covers the same bytes. */
	memcpy(copy, batch_one, sizeof copy);
	copy[11] = 57;
	kw_error_clear(&err);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, &err),
			 KW_ERR_CORRUPT);
}

static void test_in_place_edits(void **state)
{
	(void)state;
	uint8_t copy[sizeof batch_one];
	memcpy(copy, batch_one, sizeof copy);
	kw_record_batch_set_base_offset(copy, 0x0102030405060708ll);
	kw_record_batch_set_leader_epoch(copy, 77);
	struct kw_record_batch_header h;
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, &h, NULL, NULL), 0);
	assert_int_equal(h.base_offset, 0x0102030405060708ll);
	assert_int_equal(h.partition_leader_epoch, 77);
	static const uint8_t want_prefix[] = {1, 2, 3, 4,    5, 6, 7, 8,
					      0, 0, 0, 0x3A, 0, 0, 0, 77};
	assert_memory_equal(copy, want_prefix, sizeof want_prefix);

	/* Edit a CRC-covered byte (the value), then repair the CRC. */
	copy[68] = 'o';
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, NULL, NULL, NULL),
			 KW_ERR_CORRUPT);
	kw_record_batch_update_crc(copy, sizeof copy);
	assert_int_equal(kw_record_batch_verify(copy, sizeof copy, &h, NULL, NULL), 0);
	assert_int_equal(h.crc, kw_crc32c(0, copy + 21, sizeof copy - 21));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse_known),
		cmocka_unit_test(test_every_truncation),
		cmocka_unit_test(test_every_bit_flip),
		cmocka_unit_test(test_bad_magic_and_length),
		cmocka_unit_test(test_in_place_edits),
	};
	return cmocka_run_group_tests_name("record_batch", tests, NULL, NULL);
}
