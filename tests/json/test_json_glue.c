/*
 * test_json_glue.c — the JSON glue of libkwire-json (runtime/json.c): base64
 * (RFC 4648 test vectors, strictness), value conversions both ways, range
 * and type errors with their paths, unknown tagged fields.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/json.h>

#include <math.h>
#include <string.h>

static void test_base64_vectors(void **state)
{
	(void)state;
	/* RFC 4648 §10. */
	static const char *const plain[] = { "", "f", "fo", "foo", "foob", "fooba", "foobar" };
	static const char *const text[] = { "", "Zg==", "Zm8=", "Zm9v", "Zm9vYg==", "Zm9vYmE=",
					    "Zm9vYmFy" };
	for (size_t i = 0; i < 7; i++) {
		char out[16];
		size_t n = kw_base64_encode(plain[i], strlen(plain[i]), out);
		assert_int_equal(n, strlen(text[i]));
		assert_int_equal(n, KW_BASE64_ENCODED_LEN(strlen(plain[i])));
		assert_string_equal(out, text[i]);
		uint8_t back[16];
		size_t len = 99;
		assert_int_equal(kw_base64_decode(text[i], strlen(text[i]), back, &len), 0);
		assert_int_equal(len, strlen(plain[i]));
		assert_memory_equal(back, plain[i], len);
	}
	/* The two characters that differ from base64url. */
	static const uint8_t hi[3] = { 0xfb, 0xff, 0xbf };
	char out[8];
	kw_base64_encode(hi, 3, out);
	assert_string_equal(out, "+/+/");
}

static void test_base64_strict(void **state)
{
	(void)state;
	static const char *const bad[] = {
		"Zg=",      /* length not a multiple of 4 */
		"Zg",       /* no padding */
		"Z===",     /* three pads */
		"Zg==Zg==", /* padding in the middle */
		"Zh==",     /* hidden bits not zero */
		"Zm9=",     /* hidden bits not zero */
		"Zm9-",     /* base64url character */
		"Zm 9",     /* whitespace */
		"=Zm9",     /* pad first */
	};
	for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		uint8_t out[16];
		size_t len;
		assert_int_equal(kw_base64_decode(bad[i], strlen(bad[i]), out, &len),
				 KW_ERR_INVALID_VALUE);
	}
}

static void test_values_to_json(void **state)
{
	(void)state;
	json_t *j = kw_json_from_str(KW_STR_LIT("h\xc3\xa9"));
	assert_string_equal(json_string_value(j), "h\xc3\xa9");
	json_decref(j);
	/* Invalid UTF-8 becomes U+FFFD per bad byte. */
	j = kw_json_from_str(KW_STR_LIT("a\xff" "b\xc3"));
	assert_string_equal(json_string_value(j), "a\xef\xbf\xbd" "b\xef\xbf\xbd");
	json_decref(j);
	/* An embedded NUL survives. */
	j = kw_json_from_str((struct kw_str){ "a\0b", 3 });
	assert_int_equal(json_string_length(j), 3);
	json_decref(j);
	j = kw_json_from_str(KW_STR_NULL);
	assert_true(json_is_null(j));
	json_decref(j);
	j = kw_json_from_bytes((struct kw_bytes){ (const uint8_t *)"foob", 4 });
	assert_string_equal(json_string_value(j), "Zm9vYg==");
	json_decref(j);
	j = kw_json_from_bytes(KW_BYTES_NULL);
	assert_true(json_is_null(j));
	json_decref(j);
	j = kw_json_from_bytes((struct kw_bytes){ NULL, 0 });
	assert_string_equal(json_string_value(j), "");
	json_decref(j);
	j = kw_json_from_f64(NAN);
	assert_string_equal(json_string_value(j), "NaN");
	json_decref(j);
	j = kw_json_from_f64(-INFINITY);
	assert_string_equal(json_string_value(j), "-Infinity");
	json_decref(j);
	j = kw_json_from_f64(0.1);
	assert_true(json_is_real(j));
	assert_true(json_real_value(j) == 0.1);
	json_decref(j);
	struct kw_uuid u = { { 0 } };
	u.bytes[0] = 0xff;
	j = kw_json_from_uuid(&u);
	assert_string_equal(json_string_value(j), "_wAAAAAAAAAAAAAAAAAAAA");
	json_decref(j);
}

static void test_ints(void **state)
{
	(void)state;
	struct kw_error err;
	int64_t v;
	json_t *j = json_integer(32767);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_int(j, INT16_MIN, INT16_MAX, &v, &err), 0);
	assert_int_equal(v, 32767);
	json_decref(j);
	j = json_integer(32768);
	assert_int_equal(kw_json_to_int(j, INT16_MIN, INT16_MAX, &v, &err), KW_ERR_INVALID_VALUE);
	assert_non_null(strstr(err.detail, "32768"));
	json_decref(j);
	j = json_integer(-1);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_int(j, 0, UINT32_MAX, &v, &err), KW_ERR_INVALID_VALUE);
	json_decref(j);
	j = json_real(1.0);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_int(j, 0, 10, &v, &err), KW_ERR_JSON);
	assert_string_equal(err.detail, "expected an integer, got a real number");
	json_decref(j);
	j = json_string("5");
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_int(j, 0, 10, &v, &err), KW_ERR_JSON);
	json_decref(j);
	j = json_integer(INT64_MIN);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_int(j, INT64_MIN, INT64_MAX, &v, &err), 0);
	assert_true(v == INT64_MIN);
	json_decref(j);
}

static void test_f64_bool_uuid(void **state)
{
	(void)state;
	struct kw_error err;
	double d;
	bool b;
	struct kw_uuid u;
	json_t *j = json_integer(3);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_f64(j, &d, &err), 0);
	assert_true(d == 3.0);
	json_decref(j);
	j = json_string("Infinity");
	assert_int_equal(kw_json_to_f64(j, &d, &err), 0);
	assert_true(isinf(d) && d > 0);
	json_decref(j);
	j = json_string("NaN");
	assert_int_equal(kw_json_to_f64(j, &d, &err), 0);
	assert_true(isnan(d));
	json_decref(j);
	j = json_string("1.5");
	assert_int_equal(kw_json_to_f64(j, &d, &err), KW_ERR_JSON);
	json_decref(j);
	j = json_true();
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_bool(j, &b, &err), 0);
	assert_true(b);
	assert_int_equal(kw_json_to_f64(j, &d, &err), KW_ERR_JSON);
	json_decref(j);
	j = json_integer(1);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_bool(j, &b, &err), KW_ERR_JSON);
	json_decref(j);
	j = json_string("H3KKO4NTRPaCWtEmm3vW7A");
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_uuid(j, &u, &err), 0);
	assert_int_equal(u.bytes[0], 0x1f);
	json_decref(j);
	j = json_string("H3KKO4NTRPaCWtEmm3vW7");
	assert_int_equal(kw_json_to_uuid(j, &u, &err), KW_ERR_INVALID_UUID);
	json_decref(j);
	/* 8-4-4-4-12 hex is not Kafka's text form. */
	j = json_string("1f728a3b-8353-44f6-825a-d1269b7bd6ec");
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_uuid(j, &u, &err), KW_ERR_INVALID_UUID);
	json_decref(j);
}

static void test_str_bytes_arena(void **state)
{
	(void)state;
	struct kw_arena a;
	struct kw_error err;
	struct kw_str s;
	struct kw_bytes b;
	kw_arena_init(&a);
	kw_error_clear(&err);
	json_t *j = json_string("topic");
	assert_int_equal(kw_json_to_str(j, false, &s, &a, &err), 0);
	json_decref(j); /* the copy must outlive the JSON value */
	assert_int_equal(s.len, 5);
	assert_memory_equal(s.ptr, "topic", 5);
	j = json_null();
	assert_int_equal(kw_json_to_str(j, true, &s, &a, &err), 0);
	assert_true(kw_str_is_null(s));
	assert_int_equal(kw_json_to_str(j, false, &s, &a, &err), KW_ERR_NULL_NOT_ALLOWED);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_bytes(j, true, &b, &a, &err), 0);
	assert_true(kw_bytes_is_null(b));
	json_decref(j);
	j = json_string("AAEC");
	assert_int_equal(kw_json_to_bytes(j, false, &b, &a, &err), 0);
	json_decref(j);
	assert_int_equal(b.len, 3);
	assert_memory_equal(b.ptr, "\0\1\2", 3);
	j = json_string("AAE");
	assert_int_equal(kw_json_to_bytes(j, false, &b, &a, &err), KW_ERR_JSON);
	assert_non_null(strstr(err.detail, "invalid base64"));
	json_decref(j);
	/* A string over the wire limit. */
	char *big = malloc(32769);
	memset(big, 'x', 32768);
	big[32768] = '\0';
	j = json_string(big);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_str(j, false, &s, &a, &err), KW_ERR_STRING_TOO_LONG);
	json_decref(j);
	free(big);
	kw_arena_free(&a);
}

static void test_unknown_tags(void **state)
{
	(void)state;
	struct kw_arena a;
	struct kw_error err;
	struct kw_raw_tag items[] = { { 3, { (const uint8_t *)"\1", 1 } },
				      { 90, { (const uint8_t *)"", 0 } } };
	struct kw_unknown_tags u = { items, 2 }, back;
	json_t *j = kw_json_from_unknown_tags(&u);
	char *text = json_dumps(j, JSON_COMPACT);
	assert_string_equal(text, "[{\"tag\":3,\"data\":\"AQ==\"},{\"tag\":90,\"data\":\"\"}]");
	free(text);
	kw_arena_init(&a);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_unknown_tags(j, &back, &a, &err), 0);
	assert_true(kw_unknown_tags_equal(&u, &back));
	assert_non_null(back.items[1].value.ptr);
	json_decref(j);

	json_error_t jerr;
	j = json_loads("[{\"tag\":5,\"data\":\"\"},{\"tag\":5,\"data\":\"\"}]", 0, &jerr);
	assert_int_equal(kw_json_to_unknown_tags(j, &back, &a, &err), KW_ERR_TAG_ORDER);
	assert_string_equal(err.path, "[1]");
	json_decref(j);
	j = json_loads("[{\"tag\":-1,\"data\":\"\"}]", 0, &jerr);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_unknown_tags(j, &back, &a, &err), KW_ERR_INVALID_VALUE);
	assert_string_equal(err.path, "[0].tag");
	json_decref(j);
	j = json_loads("[{\"tag\":1}]", 0, &jerr);
	kw_error_clear(&err);
	assert_int_equal(kw_json_to_unknown_tags(j, &back, &a, &err), KW_ERR_JSON);
	assert_string_equal(err.path, "[0].data");
	json_decref(j);
	kw_arena_free(&a);
}

static void test_members_and_format(void **state)
{
	(void)state;
	struct kw_error err;
	json_error_t jerr;
	static const char *const keys[] = { "replicaId", "topics" };
	json_t *j = json_loads("{\"replicaId\":1,\"topics\":[],\"_unknownTaggedFields\":[]}", 0,
			       &jerr);
	kw_error_clear(&err);
	assert_int_equal(kw_json_check_members(j, keys, 2, &err), 0);
	json_decref(j);
	j = json_loads("{\"replicaID\":1}", 0, &jerr);
	assert_int_equal(kw_json_check_members(j, keys, 2, &err), KW_ERR_JSON);
	assert_string_equal(err.path, "replicaID");
	json_decref(j);

	kw_error_clear(&err);
	kw_json_missing(&err, "partitionIndex", 4);
	kw_error_push_index(&err, 2);
	kw_error_push_field(&err, "topics");
	kw_error_set_context(&err, "FetchRequest v4");
	char buf[256];
	assert_string_equal(kw_json_error_format(&err, buf, sizeof buf),
			    "FetchRequest v4: topics[2].partitionIndex: missing field, which is "
			    "mandatory at version 4");
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_base64_vectors),
		cmocka_unit_test(test_base64_strict),
		cmocka_unit_test(test_values_to_json),
		cmocka_unit_test(test_ints),
		cmocka_unit_test(test_f64_bool_uuid),
		cmocka_unit_test(test_str_bytes_arena),
		cmocka_unit_test(test_unknown_tags),
		cmocka_unit_test(test_members_and_format),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
