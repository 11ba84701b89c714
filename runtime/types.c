/*
 * types.c — equality of the value types, and the text form of a uuid
 * (see kwire/types.h).
 *
 * A uuid's text form is Kafka's: the 16 bytes in base64url (RFC 4648 §5,
 * alphabet A-Z a-z 0-9 - _) without padding, 22 characters. 22 characters
 * carry 132 bits, so the last character's low 4 bits are always zero; the
 * parser rejects texts where they are not, so text and uuid map one to one.
 */
#include "kwire/types.h"
#include "kwire/error.h"

#include <string.h>

struct kw_str kw_str_from_cstr(const char *s)
{
	if (s == NULL)
		return KW_STR_NULL;
	size_t n = strlen(s);
	return (struct kw_str){s, n > INT32_MAX ? INT32_MAX : (int32_t)n};
}

/* Equality of two {ptr, len} views with negative len meaning null. */
static bool view_equal(const void *a, int32_t alen, const void *b, int32_t blen)
{
	if (alen < 0 || blen < 0)
		return alen < 0 && blen < 0;
	return alen == blen && (alen == 0 || memcmp(a, b, (size_t)alen) == 0);
}

bool kw_str_equal(struct kw_str a, struct kw_str b)
{
	return view_equal(a.ptr, a.len, b.ptr, b.len);
}

bool kw_bytes_equal(struct kw_bytes a, struct kw_bytes b)
{
	return view_equal(a.ptr, a.len, b.ptr, b.len);
}

bool kw_uuid_equal(const struct kw_uuid *a, const struct kw_uuid *b)
{
	return memcmp(a->bytes, b->bytes, sizeof a->bytes) == 0;
}

bool kw_uuid_is_zero(const struct kw_uuid *u)
{
	static const struct kw_uuid zero;
	return kw_uuid_equal(u, &zero);
}

bool kw_unknown_tags_equal(const struct kw_unknown_tags *a,
			   const struct kw_unknown_tags *b)
{
	uint32_t an = a != NULL ? a->count : 0;
	uint32_t bn = b != NULL ? b->count : 0;
	if (an != bn)
		return false;
	for (uint32_t i = 0; i < an; i++) {
		if (a->items[i].tag != b->items[i].tag ||
		    !kw_bytes_equal(a->items[i].value, b->items[i].value))
			return false;
	}
	return true;
}

static const char b64url[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

void kw_uuid_to_text(const struct kw_uuid *u, char out[KW_UUID_TEXT_LEN + 1])
{
	const uint8_t *b = u->bytes;
	char *o = out;
	/* Five groups of 3 bytes → 20 characters, then 1 byte → 2 more. */
	for (int i = 0; i < 15; i += 3) {
		uint32_t v = (uint32_t)b[i] << 16 | (uint32_t)b[i + 1] << 8 | b[i + 2];
		*o++ = b64url[v >> 18 & 63];
		*o++ = b64url[v >> 12 & 63];
		*o++ = b64url[v >> 6 & 63];
		*o++ = b64url[v & 63];
	}
	*o++ = b64url[b[15] >> 2];
	*o++ = b64url[(b[15] & 3) << 4];
	*o = '\0';
}

static int b64url_value(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '-')
		return 62;
	if (c == '_')
		return 63;
	return -1;
}

int kw_uuid_from_text(const char *text, size_t len, struct kw_uuid *out)
{
	if (text == NULL || len != KW_UUID_TEXT_LEN)
		return KW_ERR_INVALID_UUID;
	int v[KW_UUID_TEXT_LEN];
	for (size_t i = 0; i < KW_UUID_TEXT_LEN; i++) {
		v[i] = b64url_value(text[i]);
		if (v[i] < 0)
			return KW_ERR_INVALID_UUID;
	}
	if (v[21] & 15)
		return KW_ERR_INVALID_UUID;
	struct kw_uuid u;
	for (int g = 0; g < 5; g++) {
		uint32_t x = (uint32_t)v[4 * g] << 18 | (uint32_t)v[4 * g + 1] << 12 |
			     (uint32_t)v[4 * g + 2] << 6 | (uint32_t)v[4 * g + 3];
		u.bytes[3 * g] = (uint8_t)(x >> 16);
		u.bytes[3 * g + 1] = (uint8_t)(x >> 8);
		u.bytes[3 * g + 2] = (uint8_t)x;
	}
	u.bytes[15] = (uint8_t)(v[20] << 2 | v[21] >> 4);
	*out = u;
	return 0;
}
