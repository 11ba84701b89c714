/*
 * kwire/json.h — JSON conversion glue (libkwire-json, on Jansson): what the
 * generated kw_<msg>_to_json / kw_<msg>_from_json functions call, usable by
 * hand too.
 *
 * The JSON form follows Apache Kafka's JsonConverter classes:
 *   - an object per struct, keyed by the field name with its first letter
 *     lower-cased ("ReplicaId" → "replicaId"), holding only the fields that
 *     exist at the version; tagged fields only when they differ from their
 *     default;
 *   - bool as true/false; int8, int16, int32, int64, uint16, uint32 as JSON
 *     integers (range-checked when read);
 *   - float64 as a JSON real; the non-finite values, which JSON cannot
 *     spell, as the strings "NaN", "Infinity" and "-Infinity";
 *   - uuid as Kafka's text form (base64url, no padding, 22 characters);
 *   - string as a JSON string (bytes that are not UTF-8 are written as
 *     U+FFFD, as Java does; strings read from JSON must be at most 32767
 *     bytes of UTF-8);
 *   - bytes and records as base64 text (RFC 4648 §4: standard alphabet,
 *     '=' padding, no line breaks — what Java's Base64 encoder writes);
 *   - null for a null string, bytes, records, array or struct.
 *
 * Kafka's converter writes a records field as an empty value (or only its
 * size); kwire writes the bytes, so that nothing is lost.
 *
 * Two things go beyond Kafka's converters:
 *   - unknown tagged fields (kept byte-exact by the codec) appear as
 *       "_unknownTaggedFields": [ { "tag": 7, "data": "<base64>" }, ... ]
 *     in ascending tag order, only when there are some, so that a message
 *     survives wire → JSON → wire byte for byte;
 *   - a member that names no field of the struct is an error (Kafka ignores
 *     it), so that a misspelt key is not silently replaced by a default.
 *
 * Errors use the one kw_error model: a KW_ERR_* code, the path of JSON keys
 * to the offending value ("topics[2].partitions[0].partitionIndex"), a
 * detail, and the context ("FetchRequest v13"). JSON values carry no byte
 * offset, so the offset is 0; kw_json_error_format leaves it out.
 *
 * Error codes: KW_ERR_JSON (wrong JSON type, missing mandatory field,
 * unknown member, bad base64), KW_ERR_INVALID_VALUE (integer out of range
 * for its field), KW_ERR_INVALID_UUID, KW_ERR_STRING_TOO_LONG,
 * KW_ERR_NULL_NOT_ALLOWED (null where the version does not allow it),
 * KW_ERR_NOMEM.
 *
 * Memory: strings and bytes read from JSON are copied into the caller's
 * arena (Jansson owns its strings), so a message read from JSON stays valid
 * after the json_t is released, until the arena is freed.
 */
#ifndef KWIRE_JSON_H
#define KWIRE_JSON_H

#include "api.h"
#include "arena.h"
#include "error.h"
#include "export.h"
#include "types.h"

#include <jansson.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The member that carries unknown tagged fields. */
#define KW_JSON_UNKNOWN_TAGS "_unknownTaggedFields"

/* ---- base64, standard alphabet with padding ---- */

/* Characters kw_base64_encode writes for n bytes (without the NUL). */
#define KW_BASE64_ENCODED_LEN(n) ((((size_t)(n) + 2) / 3) * 4)

/*
 * Writes the base64 text of [src, src+n) and a NUL into out, which must hold
 * KW_BASE64_ENCODED_LEN(n) + 1 bytes. Returns the number of characters.
 */
KW_EXPORT size_t kw_base64_encode(const void *src, size_t n, char *out);

/*
 * Decodes base64 text of len characters into out, which must hold
 * len / 4 * 3 bytes; *out_len receives the byte count. Strict: the length
 * must be a multiple of 4, '=' may only end the text (one or two of them),
 * no other character than the 64 of the alphabet is allowed, and the unused
 * bits of the last group must be zero (so text and bytes map one to one).
 * Returns 0 or KW_ERR_INVALID_VALUE.
 */
KW_EXPORT int kw_base64_decode(const char *text, size_t len, uint8_t *out,
			       size_t *out_len);

/* ---- values → JSON (each returns a new reference, or NULL when out of memory) ---- */

/* A JSON string, or null for a null string; invalid UTF-8 becomes U+FFFD. */
KW_EXPORT json_t *kw_json_from_str(struct kw_str s);
/* Base64 text, or null for null bytes. */
KW_EXPORT json_t *kw_json_from_bytes(struct kw_bytes b);
/* The 22-character text of u. */
KW_EXPORT json_t *kw_json_from_uuid(const struct kw_uuid *u);
/* A real, or "NaN" / "Infinity" / "-Infinity". */
KW_EXPORT json_t *kw_json_from_f64(double v);
/* [ {"tag": N, "data": "<base64>"}, ... ] for u's tags. */
KW_EXPORT json_t *kw_json_from_unknown_tags(const struct kw_unknown_tags *u);

/* ---- JSON → values (each returns 0 or a negative code recorded in err) ---- */

/* true/false. Errors: KW_ERR_JSON. */
KW_EXPORT int kw_json_to_bool(const json_t *v, bool *out, struct kw_error *err);
/*
 * An integer in [lo, hi]. A real is refused (even 1.0), as is a string.
 * Errors: KW_ERR_JSON (not an integer), KW_ERR_INVALID_VALUE (outside).
 */
KW_EXPORT int kw_json_to_int(const json_t *v, int64_t lo, int64_t hi, int64_t *out,
			     struct kw_error *err);
/* kw_json_to_int over the range of each integer type of the schemas. */
KW_EXPORT int kw_json_to_i8(const json_t *v, int8_t *out, struct kw_error *err);
KW_EXPORT int kw_json_to_i16(const json_t *v, int16_t *out, struct kw_error *err);
KW_EXPORT int kw_json_to_u16(const json_t *v, uint16_t *out, struct kw_error *err);
KW_EXPORT int kw_json_to_i32(const json_t *v, int32_t *out, struct kw_error *err);
KW_EXPORT int kw_json_to_u32(const json_t *v, uint32_t *out, struct kw_error *err);
KW_EXPORT int kw_json_to_i64(const json_t *v, int64_t *out, struct kw_error *err);
/* A real or an integer, or one of the three non-finite strings. KW_ERR_JSON. */
KW_EXPORT int kw_json_to_f64(const json_t *v, double *out, struct kw_error *err);
/* A uuid text. Errors: KW_ERR_JSON (not a string), KW_ERR_INVALID_UUID. */
KW_EXPORT int kw_json_to_uuid(const json_t *v, struct kw_uuid *out, struct kw_error *err);
/*
 * A string copied into arena a (null accepted only when nullable).
 * Errors: KW_ERR_JSON, KW_ERR_NULL_NOT_ALLOWED, KW_ERR_STRING_TOO_LONG,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_json_to_str(const json_t *v, bool nullable, struct kw_str *out,
			     struct kw_arena *a, struct kw_error *err);
/*
 * Base64 text decoded into arena a (null accepted only when nullable).
 * Errors: KW_ERR_JSON (not a string, bad base64), KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_json_to_bytes(const json_t *v, bool nullable, struct kw_bytes *out,
			       struct kw_arena *a, struct kw_error *err);
/*
 * The "_unknownTaggedFields" array into *out (list and values in arena a).
 * Tags must be strictly ascending. Errors: KW_ERR_JSON, KW_ERR_TAG_ORDER,
 * KW_ERR_INVALID_VALUE, KW_ERR_NOMEM.
 */
KW_EXPORT int kw_json_to_unknown_tags(const json_t *v, struct kw_unknown_tags *out,
				      struct kw_arena *a, struct kw_error *err);

/* ---- structure checks used by generated code ---- */

/* "an object", "a string", "null", ... for error details. */
KW_EXPORT const char *kw_json_type_name(const json_t *v);
/* KW_ERR_JSON unless v is an object. */
KW_EXPORT int kw_json_expect_object(const json_t *v, struct kw_error *err);
/* KW_ERR_JSON unless v is an array; KW_ERR_COUNT_TOO_LARGE past INT32_MAX. */
KW_EXPORT int kw_json_expect_array(const json_t *v, struct kw_error *err);
/* Records KW_ERR_NULL_NOT_ALLOWED for a null at this version. */
KW_EXPORT int kw_json_null_not_allowed(struct kw_error *err, int version);
/*
 * KW_ERR_JSON naming the first member of obj that is not one of the n keys
 * (nor KW_JSON_UNKNOWN_TAGS); the path names the member.
 */
KW_EXPORT int kw_json_check_members(const json_t *obj, const char *const *keys, size_t n,
				    struct kw_error *err);
/* Records "missing mandatory field" for key at version; returns KW_ERR_JSON. */
KW_EXPORT int kw_json_missing(struct kw_error *err, const char *key, int version);
/* Prepends key to err's path and returns err's code (unwinding). */
KW_EXPORT int kw_json_fail_field(struct kw_error *err, const char *key);
/* Prepends key[index] to err's path and returns err's code. */
KW_EXPORT int kw_json_fail_index(struct kw_error *err, long index, const char *key);
/* Records KW_ERR_NOMEM for key and returns it. */
KW_EXPORT int kw_json_nomem(struct kw_error *err, const char *key);

/*
 * Formats "context: path: detail" (no offset: JSON values have none) into
 * buf. Returns buf.
 */
KW_EXPORT const char *kw_json_error_format(const struct kw_error *e, char *buf,
					   size_t len);

/*
 * The JSON converters of one generated message, through void pointers (m
 * points to the message's struct kw_<name>); they behave as
 * kw_<name>_to_json / kw_<name>_from_json. kwire-gen writes one per
 * message, in an array in the order of its struct kw_api_table's msgs
 * (libkwire-json's own: kw_msg_jsons, kwire/msg/api_json.h).
 */
struct kw_msg_json {
	const struct kw_msg_codec *codec; /* the message's entry in the table */
	json_t *(*to_json)(const void *m, int16_t version);
	int (*from_json)(void *m, int16_t version, const json_t *j, struct kw_arena *a,
			 struct kw_error *err);
};

/*
 * The converters of codec, an element of t's msgs, in jsons (the array of
 * converters kwire-gen wrote with t); NULL when codec is NULL or not t's.
 */
KW_EXPORT const struct kw_msg_json *kw_json_table_of(const struct kw_api_table *t,
						     const struct kw_msg_json *jsons,
						     const struct kw_msg_codec *codec);
/*
 * The converters of the request (response true: the response) of api_key
 * in t, or NULL.
 */
KW_EXPORT const struct kw_msg_json *kw_json_table_api(const struct kw_api_table *t,
						      const struct kw_msg_json *jsons,
						      int16_t api_key, bool response);

#endif
