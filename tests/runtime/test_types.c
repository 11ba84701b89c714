/*
 * test_types.c — value types (runtime/types.c): string/bytes/uuid/unknown-tag
 * equality and the uuid text form (base64url, 22 characters).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/error.h>
#include <kwire/types.h>

#include <string.h>

static void test_equality(void **state)
{
	(void)state;
	assert_true(kw_str_equal(KW_STR_NULL, KW_STR_NULL));
	assert_false(kw_str_equal(KW_STR_NULL, KW_STR_LIT("")));
	assert_true(kw_str_equal(KW_STR_LIT(""), (struct kw_str){NULL, 0}));
	assert_true(kw_str_equal(KW_STR_LIT("ab"), kw_str_from_cstr("ab")));
	assert_false(kw_str_equal(KW_STR_LIT("ab"), KW_STR_LIT("ac")));
	assert_false(kw_str_equal(KW_STR_LIT("ab"), KW_STR_LIT("abc")));
	assert_true(kw_str_is_null(kw_str_from_cstr(NULL)));
	struct kw_bytes x = {(const uint8_t *)"\0\1", 2};
	struct kw_bytes y = {(const uint8_t *)"\0\1", 2};
	assert_true(kw_bytes_equal(x, y));
	assert_false(kw_bytes_equal(x, KW_BYTES_NULL));
	assert_true(kw_bytes_equal(KW_BYTES_NULL, (struct kw_bytes){NULL, -5}));

	struct kw_uuid z = {{0}}, o = {{0}};
	assert_true(kw_uuid_is_zero(&z));
	o.bytes[15] = 1;
	assert_false(kw_uuid_is_zero(&o));
	assert_false(kw_uuid_equal(&z, &o));

	struct kw_raw_tag ia[] = {{1, {(const uint8_t *)"a", 1}}};
	struct kw_raw_tag ib[] = {{1, {(const uint8_t *)"a", 1}}};
	struct kw_unknown_tags a = {ia, 1}, b = {ib, 1}, e = {NULL, 0};
	assert_true(kw_unknown_tags_equal(&a, &b));
	assert_true(kw_unknown_tags_equal(&e, NULL)); /* empty equals absent */
	assert_false(kw_unknown_tags_equal(&a, &e));
	ib[0].tag = 2;
	assert_false(kw_unknown_tags_equal(&a, &b));
}

static void test_uuid_text(void **state)
{
	(void)state;
	/* Kafka's SimpleExampleMessage default uuid. */
	static const uint8_t want[16] = {0x1f, 0x72, 0x8a, 0x3b, 0x83, 0x53, 0x44, 0xf6,
					 0x82, 0x5a, 0xd1, 0x26, 0x9b, 0x7b, 0xd6, 0xec};
	struct kw_uuid u;
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3vW7A", 22, &u), 0);
	assert_memory_equal(u.bytes, want, 16);
	char text[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&u, text);
	assert_string_equal(text, "H3KKO4NTRPaCWtEmm3vW7A");

	struct kw_uuid seq;
	for (int i = 0; i < 16; i++)
		seq.bytes[i] = (uint8_t)i;
	kw_uuid_to_text(&seq, text);
	assert_string_equal(text, "AAECAwQFBgcICQoLDA0ODw");
	memset(seq.bytes, 0xff, 16);
	kw_uuid_to_text(&seq, text);
	assert_string_equal(text, "_____________________w");
	struct kw_uuid zero = {{0}};
	kw_uuid_to_text(&zero, text);
	assert_string_equal(text, "AAAAAAAAAAAAAAAAAAAAAA");

	/* Round trip over many patterns. */
	for (int k = 0; k < 256; k++) {
		struct kw_uuid a, b;
		for (int i = 0; i < 16; i++)
			a.bytes[i] = (uint8_t)(k * 31 + i * 17 + (k ^ i));
		kw_uuid_to_text(&a, text);
		assert_int_equal(strlen(text), 22);
		assert_int_equal(kw_uuid_from_text(text, 22, &b), 0);
		assert_true(kw_uuid_equal(&a, &b));
	}
}

static void test_uuid_text_rejects(void **state)
{
	(void)state;
	struct kw_uuid u;
	memset(u.bytes, 0x55, 16);
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3vW7", 21, &u),
			 KW_ERR_INVALID_UUID);
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3vW7AA", 23, &u),
			 KW_ERR_INVALID_UUID);
	/* Standard-alphabet characters are not base64url. */
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3vW7+", 22, &u),
			 KW_ERR_INVALID_UUID);
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3v=7A", 22, &u),
			 KW_ERR_INVALID_UUID);
	/* Non-zero bits past the 128th. */
	assert_int_equal(kw_uuid_from_text("H3KKO4NTRPaCWtEmm3vW7B", 22, &u),
			 KW_ERR_INVALID_UUID);
	assert_int_equal(kw_uuid_from_text(NULL, 22, &u), KW_ERR_INVALID_UUID);
	/* A rejected text leaves the output untouched. */
	for (int i = 0; i < 16; i++)
		assert_int_equal(u.bytes[i], 0x55);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_equality),
		cmocka_unit_test(test_uuid_text),
		cmocka_unit_test(test_uuid_text_rejects),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
