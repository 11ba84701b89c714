/*
 * json.c — the glue generated JSON converters call (see kwire/json.h):
 * base64 (RFC 4648 §4), uuid text, checked integer and string conversion,
 * unknown tagged fields, and error reporting in the kw_error model.
 *
 * Base64 groups 3 bytes into 4 characters of 6 bits each:
 *
 *   bytes   aaaaaaaa bbbbbbbb cccccccc
 *   chars   aaaaaa aabbbb bbbbcc cccccc
 *
 * A final group of 1 or 2 bytes is padded with "==" or "=".
 */
#include "kwire/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char b64[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

size_t kw_base64_encode(const void *src, size_t n, char *out)
{
	const uint8_t *s = src;
	char *o = out;
	size_t i = 0;
	for (; i + 3 <= n; i += 3) {
		uint32_t v = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8 | s[i + 2];
		*o++ = b64[v >> 18 & 63];
		*o++ = b64[v >> 12 & 63];
		*o++ = b64[v >> 6 & 63];
		*o++ = b64[v & 63];
	}
	if (n - i == 1) {
		uint32_t v = (uint32_t)s[i] << 16;
		*o++ = b64[v >> 18 & 63];
		*o++ = b64[v >> 12 & 63];
		*o++ = '=';
		*o++ = '=';
	} else if (n - i == 2) {
		uint32_t v = (uint32_t)s[i] << 16 | (uint32_t)s[i + 1] << 8;
		*o++ = b64[v >> 18 & 63];
		*o++ = b64[v >> 12 & 63];
		*o++ = b64[v >> 6 & 63];
		*o++ = '=';
	}
	*o = '\0';
	return (size_t)(o - out);
}

static int b64_value(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '+')
		return 62;
	if (c == '/')
		return 63;
	return -1;
}

int kw_base64_decode(const char *text, size_t len, uint8_t *out, size_t *out_len)
{
	*out_len = 0;
	if (len % 4 != 0)
		return KW_ERR_INVALID_VALUE;
	size_t o = 0;
	for (size_t i = 0; i < len; i += 4) {
		bool last = i + 4 == len;
		int pad = 0;
		if (last && text[i + 3] == '=')
			pad = text[i + 2] == '=' ? 2 : 1;
		int v[4];
		for (int k = 0; k < 4 - pad; k++) {
			v[k] = b64_value(text[i + (size_t)k]);
			if (v[k] < 0)
				return KW_ERR_INVALID_VALUE;
		}
		uint32_t x = (uint32_t)v[0] << 18 | (uint32_t)v[1] << 12;
		if (pad < 2)
			x |= (uint32_t)v[2] << 6;
		if (pad < 1)
			x |= (uint32_t)v[3];
		out[o++] = (uint8_t)(x >> 16);
		if (pad < 2)
			out[o++] = (uint8_t)(x >> 8);
		if (pad < 1)
			out[o++] = (uint8_t)x;
		/* Bits the padding hides must be zero (one text per byte string). */
		if ((pad == 2 && (x & 0xffff)) || (pad == 1 && (x & 0xff)))
			return KW_ERR_INVALID_VALUE;
	}
	*out_len = o;
	return 0;
}

/* ---- values → JSON ---- */

/* Length of the valid UTF-8 sequence at s (n bytes left), or 0 if invalid. */
static size_t utf8_seq(const uint8_t *s, size_t n)
{
	uint8_t c = s[0];
	if (c < 0x80)
		return 1;
	size_t len;
	uint32_t cp;
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		cp = c & 0x1f;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		cp = c & 0x0f;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		cp = c & 0x07;
	} else {
		return 0;
	}
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (s[i] & 0x3f);
	}
	/* Overlong forms, surrogates and code points past U+10FFFF. */
	if ((len == 3 && cp < 0x800) || (len == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
	    (cp >= 0xd800 && cp <= 0xdfff))
		return 0;
	return len;
}

json_t *kw_json_from_str(struct kw_str s)
{
	if (s.len < 0)
		return json_null();
	const uint8_t *p = (const uint8_t *)s.ptr;
	size_t n = (size_t)s.len;
	size_t i = 0;
	while (i < n) {
		size_t k = utf8_seq(p + i, n - i);
		if (k == 0)
			break;
		i += k;
	}
	if (i == n)
		return json_stringn(n ? s.ptr : "", n);
	/* Not UTF-8: each invalid byte becomes U+FFFD (3 bytes). */
	char *buf = malloc(3 * n + 1);
	if (buf == NULL)
		return NULL;
	size_t o = 0;
	for (i = 0; i < n;) {
		size_t k = utf8_seq(p + i, n - i);
		if (k == 0) {
			buf[o++] = (char)0xef;
			buf[o++] = (char)0xbf;
			buf[o++] = (char)0xbd;
			i++;
		} else {
			memcpy(buf + o, p + i, k);
			o += k;
			i += k;
		}
	}
	json_t *j = json_stringn(buf, o);
	free(buf);
	return j;
}

json_t *kw_json_from_bytes(struct kw_bytes b)
{
	if (b.len < 0)
		return json_null();
	size_t n = (size_t)b.len;
	char small[256];
	size_t need = KW_BASE64_ENCODED_LEN(n) + 1;
	char *buf = need <= sizeof small ? small : malloc(need);
	if (buf == NULL)
		return NULL;
	size_t len = kw_base64_encode(n ? b.ptr : (const uint8_t *)"", n, buf);
	json_t *j = json_stringn(buf, len);
	if (buf != small)
		free(buf);
	return j;
}

json_t *kw_json_from_uuid(const struct kw_uuid *u)
{
	char text[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(u, text);
	return json_stringn(text, KW_UUID_TEXT_LEN);
}

json_t *kw_json_from_f64(double v)
{
	if (isnan(v))
		return json_string("NaN");
	if (isinf(v))
		return json_string(v > 0 ? "Infinity" : "-Infinity");
	return json_real(v);
}

json_t *kw_json_from_unknown_tags(const struct kw_unknown_tags *u)
{
	json_t *arr = json_array();
	if (arr == NULL)
		return NULL;
	for (uint32_t i = 0; u != NULL && i < u->count; i++) {
		json_t *o = json_object();
		if (o == NULL || json_array_append_new(arr, o) < 0 ||
		    json_object_set_new(o, "tag", json_integer(u->items[i].tag)) < 0 ||
		    json_object_set_new(o, "data", kw_json_from_bytes(u->items[i].value)) < 0) {
			json_decref(arr);
			return NULL;
		}
	}
	return arr;
}

/* ---- JSON → values ---- */

const char *kw_json_type_name(const json_t *v)
{
	switch (json_typeof(v)) {
	case JSON_OBJECT: return "an object";
	case JSON_ARRAY: return "an array";
	case JSON_STRING: return "a string";
	case JSON_INTEGER: return "an integer";
	case JSON_REAL: return "a real number";
	case JSON_TRUE:
	case JSON_FALSE: return "a boolean";
	case JSON_NULL: return "null";
	}
	return "an unknown JSON value";
}

static int type_error(struct kw_error *err, const json_t *v, const char *want)
{
	return kw_error_set(err, KW_ERR_JSON, 0, "expected %s, got %s", want,
			    kw_json_type_name(v));
}

int kw_json_to_bool(const json_t *v, bool *out, struct kw_error *err)
{
	if (!json_is_boolean(v))
		return type_error(err, v, "a boolean");
	*out = json_is_true(v);
	return 0;
}

int kw_json_to_int(const json_t *v, int64_t lo, int64_t hi, int64_t *out,
		   struct kw_error *err)
{
	if (!json_is_integer(v))
		return type_error(err, v, "an integer");
	json_int_t x = json_integer_value(v);
	if (x < lo || x > hi)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, 0,
				    "value %lld is out of range [%lld, %lld]", (long long)x,
				    (long long)lo, (long long)hi);
	*out = (int64_t)x;
	return 0;
}

/* One checked conversion per integer type: T, name, lowest, highest. */
#define KW__JSON_INT_TYPES(X)                                  \
	X(int8_t, i8, INT8_MIN, INT8_MAX)                      \
	X(int16_t, i16, INT16_MIN, INT16_MAX)                  \
	X(uint16_t, u16, 0, UINT16_MAX)                        \
	X(int32_t, i32, INT32_MIN, INT32_MAX)                  \
	X(uint32_t, u32, 0, UINT32_MAX)                        \
	X(int64_t, i64, INT64_MIN, INT64_MAX)

#define KW__JSON_INT_FN(T, name, lo, hi)                                   \
	int kw_json_to_##name(const json_t *v, T *out, struct kw_error *err) \
	{                                                                  \
		int64_t x;                                                 \
		int rc = kw_json_to_int(v, lo, hi, &x, err);               \
		if (rc == 0)                                               \
			*out = (T)x;                                       \
		return rc;                                                 \
	}
KW__JSON_INT_TYPES(KW__JSON_INT_FN)
#undef KW__JSON_INT_FN

int kw_json_to_f64(const json_t *v, double *out, struct kw_error *err)
{
	if (json_is_string(v)) {
		const char *s = json_string_value(v);
		if (strcmp(s, "NaN") == 0)
			*out = NAN;
		else if (strcmp(s, "Infinity") == 0)
			*out = INFINITY;
		else if (strcmp(s, "-Infinity") == 0)
			*out = -INFINITY;
		else
			return kw_error_set(err, KW_ERR_JSON, 0,
					    "expected a number, got the string \"%.40s\"", s);
		return 0;
	}
	if (!json_is_number(v))
		return type_error(err, v, "a number");
	*out = json_number_value(v);
	return 0;
}

int kw_json_to_uuid(const json_t *v, struct kw_uuid *out, struct kw_error *err)
{
	if (!json_is_string(v))
		return type_error(err, v, "a uuid string");
	const char *s = json_string_value(v);
	size_t n = json_string_length(v);
	if (kw_uuid_from_text(s, n, out) < 0)
		return kw_error_set(err, KW_ERR_INVALID_UUID, 0,
				    "\"%.40s\" is not a uuid (22 characters of base64url)", s);
	return 0;
}

int kw_json_null_not_allowed(struct kw_error *err, int version)
{
	return kw_error_set(err, KW_ERR_NULL_NOT_ALLOWED, 0,
			    "null is not allowed at version %d", version);
}

int kw_json_to_str(const json_t *v, bool nullable, struct kw_str *out,
		   struct kw_arena *a, struct kw_error *err)
{
	if (json_is_null(v)) {
		if (!nullable)
			return kw_error_set(err, KW_ERR_NULL_NOT_ALLOWED, 0,
					    "null is not allowed at this version");
		*out = KW_STR_NULL;
		return 0;
	}
	if (!json_is_string(v))
		return type_error(err, v, "a string");
	size_t n = json_string_length(v);
	if (n > 32767)
		return kw_error_set(err, KW_ERR_STRING_TOO_LONG, 0,
				    "string of %zu bytes is longer than 32767", n);
	char *p = kw_arena_alloc(a, n ? n : 1);
	if (p == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory copying a string");
	memcpy(p, json_string_value(v), n);
	*out = (struct kw_str){ p, (int32_t)n };
	return 0;
}

int kw_json_to_bytes(const json_t *v, bool nullable, struct kw_bytes *out,
		     struct kw_arena *a, struct kw_error *err)
{
	if (json_is_null(v)) {
		if (!nullable)
			return kw_error_set(err, KW_ERR_NULL_NOT_ALLOWED, 0,
					    "null is not allowed at this version");
		*out = KW_BYTES_NULL;
		return 0;
	}
	if (!json_is_string(v))
		return type_error(err, v, "a base64 string");
	size_t n = json_string_length(v);
	if (n / 4 * 3 > INT32_MAX)
		return kw_error_set(err, KW_ERR_INVALID_VALUE, 0, "bytes value is too long");
	uint8_t *p = kw_arena_alloc(a, n / 4 * 3 + 1);
	if (p == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory decoding base64");
	size_t len;
	if (kw_base64_decode(json_string_value(v), n, p, &len) < 0)
		return kw_error_set(err, KW_ERR_JSON, 0, "invalid base64 text \"%.40s%s\"",
				    json_string_value(v), n > 40 ? "..." : "");
	*out = (struct kw_bytes){ p, (int32_t)len };
	return 0;
}

int kw_json_to_unknown_tags(const json_t *v, struct kw_unknown_tags *out,
			    struct kw_arena *a, struct kw_error *err)
{
	*out = (struct kw_unknown_tags){ NULL, 0 };
	if (!json_is_array(v))
		return type_error(err, v, "an array");
	size_t n = json_array_size(v);
	if (n == 0)
		return 0;
	if (n > UINT32_MAX / 2)
		return kw_error_set(err, KW_ERR_COUNT_TOO_LARGE, 0, "too many tagged fields");
	struct kw_raw_tag *items = kw_arena_calloc(a, n, sizeof *items);
	if (items == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory");
	for (size_t i = 0; i < n; i++) {
		const json_t *e = json_array_get(v, i);
		const json_t *tag, *data;
		int64_t t;
		int rc = 0;
		if (!json_is_object(e)) {
			rc = type_error(err, e, "an object {\"tag\", \"data\"}");
		} else if ((tag = json_object_get(e, "tag")) == NULL) {
			rc = kw_json_missing(err, "tag", -1);
		} else if ((data = json_object_get(e, "data")) == NULL) {
			rc = kw_json_missing(err, "data", -1);
		} else if (json_object_size(e) != 2) {
			rc = kw_error_set(err, KW_ERR_JSON, 0,
					  "expected only the members \"tag\" and \"data\"");
		} else if ((rc = kw_json_to_int(tag, 0, UINT32_MAX, &t, err)) < 0) {
			kw_error_push_field(err, "tag");
		} else if ((rc = kw_json_to_bytes(data, false, &items[i].value, a, err)) < 0) {
			kw_error_push_field(err, "data");
		} else if (i > 0 && (uint32_t)t <= items[i - 1].tag) {
			rc = kw_error_set(err, KW_ERR_TAG_ORDER, 0,
					  "tag %lld does not follow tag %u in ascending order",
					  (long long)t, items[i - 1].tag);
		} else {
			items[i].tag = (uint32_t)t;
		}
		if (rc < 0) {
			kw_error_push_index(err, (long)i);
			return rc;
		}
	}
	out->items = items;
	out->count = (uint32_t)n;
	return 0;
}

/* ---- structure ---- */

int kw_json_expect_object(const json_t *v, struct kw_error *err)
{
	if (!json_is_object(v))
		return type_error(err, v, "an object");
	return 0;
}

int kw_json_expect_array(const json_t *v, struct kw_error *err)
{
	if (!json_is_array(v))
		return type_error(err, v, "an array");
	if (json_array_size(v) > INT32_MAX)
		return kw_error_set(err, KW_ERR_COUNT_TOO_LARGE, 0, "array is too long");
	return 0;
}

int kw_json_check_members(const json_t *obj, const char *const *keys, size_t n,
			  struct kw_error *err)
{
	const char *key;
	const json_t *val;
	/* json_object_foreach wants a non-const object; it does not modify it. */
	json_t *o = (json_t *)(uintptr_t)obj;
	json_object_foreach(o, key, val) {
		(void)val;
		bool known = strcmp(key, KW_JSON_UNKNOWN_TAGS) == 0;
		for (size_t i = 0; !known && i < n; i++)
			known = strcmp(key, keys[i]) == 0;
		if (!known) {
			int rc = kw_error_set(err, KW_ERR_JSON, 0,
					      "no field of this name in the message");
			kw_error_push_field(err, key);
			return rc;
		}
	}
	return 0;
}

int kw_json_missing(struct kw_error *err, const char *key, int version)
{
	int rc;
	if (version >= 0)
		rc = kw_error_set(err, KW_ERR_JSON, 0,
				  "missing field, which is mandatory at version %d", version);
	else
		rc = kw_error_set(err, KW_ERR_JSON, 0, "missing member");
	kw_error_push_field(err, key);
	return rc;
}

int kw_json_fail_field(struct kw_error *err, const char *key)
{
	kw_error_push_field(err, key);
	return err->code;
}

int kw_json_fail_index(struct kw_error *err, long index, const char *key)
{
	kw_error_push_index(err, index);
	kw_error_push_field(err, key);
	return err->code;
}

int kw_json_nomem(struct kw_error *err, const char *key)
{
	int rc = kw_error_set(err, KW_ERR_NOMEM, 0, "out of memory");
	kw_error_push_field(err, key);
	return rc;
}

const char *kw_json_error_format(const struct kw_error *e, char *buf, size_t len)
{
	if (len == 0)
		return buf;
	const char *detail = e->detail[0] ? e->detail : kw_strerror(e->code);
	snprintf(buf, len, "%s%s%s%s%s", e->context, e->context[0] ? ": " : "", e->path,
		 e->path[0] ? ": " : "", detail);
	return buf;
}

const struct kw_msg_json *kw_json_table_of(const struct kw_api_table *t,
					   const struct kw_msg_json *jsons,
					   const struct kw_msg_codec *codec)
{
	/* Compared as addresses: codec may point into another table. */
	uintptr_t c = (uintptr_t)codec, lo = (uintptr_t)t->msgs;
	if (codec == NULL || c < lo || c >= lo + t->msg_count * sizeof *t->msgs ||
	    (c - lo) % sizeof *t->msgs != 0)
		return NULL;
	return &jsons[(c - lo) / sizeof *t->msgs];
}

const struct kw_msg_json *kw_json_table_api(const struct kw_api_table *t,
					    const struct kw_msg_json *jsons, int16_t api_key,
					    bool response)
{
	const struct kw_api *api = kw_api_table_find_key(t, api_key);
	if (api == NULL)
		return NULL;
	return kw_json_table_of(t, jsons, response ? api->response : api->request);
}
