/*
 * header.c — Kafka's request and response headers and the rule that picks
 * their version (see kwire/header.h).
 *
 *   request header   v0: api_key i16 | api_version i16 | correlation_id i32
 *                    v1: v0 | client_id (classic nullable string)
 *                    v2: v1 | tagged-field section
 *   response header  v0: correlation_id i32
 *                    v1: v0 | tagged-field section
 *
 * client_id stays a classic string even in v2, so that any broker can read
 * the header of an ApiVersions request whatever version it carries.
 */
#include "kwire/header.h"

#include <stddef.h>

#define API_KEY_CONTROLLED_SHUTDOWN 7
#define API_KEY_API_VERSIONS 18

int16_t kw_request_header_version(int16_t api_key, int16_t api_version,
				  int16_t flexible_since)
{
	if (api_key == API_KEY_CONTROLLED_SHUTDOWN && api_version == 0)
		return 0;
	return flexible_since >= 0 && api_version >= flexible_since ? 2 : 1;
}

int16_t kw_response_header_version(int16_t api_key, int16_t api_version,
				   int16_t flexible_since)
{
	/* KIP-511: a client must be able to read the ApiVersions response
	 * header before it knows which versions the broker speaks. */
	if (api_key == API_KEY_API_VERSIONS)
		return 0;
	return flexible_since >= 0 && api_version >= flexible_since ? 1 : 0;
}

int kw_rpc_request_peek(const void *buf, size_t len, int16_t *api_key,
			int16_t *api_version)
{
	if (buf == NULL || len < 4)
		return KW_ERR_TRUNCATED;
	const uint8_t *p = buf;
	*api_key = (int16_t)((unsigned)p[0] << 8 | p[1]);
	*api_version = (int16_t)((unsigned)p[2] << 8 | p[3]);
	return 0;
}

int kw_rpc_request_header_decode(struct kw_rpc_request_header *h, int16_t header_version,
				 struct kw_reader *r, struct kw_arena *a)
{
	h->client_id = KW_STR_NULL;
	h->unknown_tagged_fields = (struct kw_unknown_tags){NULL, 0};
	if (header_version < 0 || header_version > 2) {
		kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
			       "request header version %d is not 0, 1 or 2",
			       header_version);
		kw_error_set_context(r->err, "RequestHeader v%d", header_version);
		return KW_ERR_UNSUPPORTED_VERSION;
	}
	h->api_key = kw_reader_read_i16(r);
	h->api_version = kw_reader_read_i16(r);
	h->correlation_id = kw_reader_read_i32(r);
	if (kw_reader_ok(r) && header_version >= 1) {
		kw_reader_read_string(r, &h->client_id, false, true);
		if (!kw_reader_ok(r))
			kw_error_push_field(r->err, "client_id");
	}
	if (kw_reader_ok(r) && header_version >= 2) {
		kw_reader_read_tagged_fields(r, a, NULL, NULL, &h->unknown_tagged_fields);
		if (!kw_reader_ok(r))
			kw_error_push_field(r->err, "_tagged_fields");
	}
	if (!kw_reader_ok(r)) {
		kw_error_set_context(r->err, "RequestHeader v%d", header_version);
		return r->err->code;
	}
	return 0;
}

int kw_rpc_request_header_encode(const struct kw_rpc_request_header *h,
				 int16_t header_version, struct kw_writer *w)
{
	if (header_version < 0 || header_version > 2)
		return kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				      "request header version %d is not 0, 1 or 2",
				      header_version);
	if (header_version < 2 && h->unknown_tagged_fields.count > 0)
		return kw_writer_fail(w, KW_ERR_TAGS_NOT_FLEXIBLE,
				      "request header v%d has no tagged fields",
				      header_version);
	kw_writer_write_i16(w, h->api_key);
	kw_writer_write_i16(w, h->api_version);
	kw_writer_write_i32(w, h->correlation_id);
	/* client_id is ignorable: at v0 it is dropped, as Kafka does. */
	if (header_version >= 1)
		kw_writer_write_string(w, h->client_id, false);
	if (header_version >= 2)
		kw_writer_write_tagged_fields(w, &h->unknown_tagged_fields);
	return w->err->code;
}

size_t kw_rpc_request_header_size(const struct kw_rpc_request_header *h,
				  int16_t header_version)
{
	size_t n = 8;
	if (header_version >= 1)
		n += kw_size_string(h->client_id, false);
	if (header_version >= 2)
		n += kw_size_tagged_fields(&h->unknown_tagged_fields);
	return n;
}

int kw_rpc_response_header_decode(struct kw_rpc_response_header *h,
				  int16_t header_version, struct kw_reader *r,
				  struct kw_arena *a)
{
	h->unknown_tagged_fields = (struct kw_unknown_tags){NULL, 0};
	if (header_version < 0 || header_version > 1) {
		kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
			       "response header version %d is not 0 or 1",
			       header_version);
		kw_error_set_context(r->err, "ResponseHeader v%d", header_version);
		return KW_ERR_UNSUPPORTED_VERSION;
	}
	h->correlation_id = kw_reader_read_i32(r);
	if (kw_reader_ok(r) && header_version >= 1) {
		kw_reader_read_tagged_fields(r, a, NULL, NULL, &h->unknown_tagged_fields);
		if (!kw_reader_ok(r))
			kw_error_push_field(r->err, "_tagged_fields");
	}
	if (!kw_reader_ok(r)) {
		kw_error_set_context(r->err, "ResponseHeader v%d", header_version);
		return r->err->code;
	}
	return 0;
}

int kw_rpc_response_header_encode(const struct kw_rpc_response_header *h,
				  int16_t header_version, struct kw_writer *w)
{
	if (header_version < 0 || header_version > 1)
		return kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
				      "response header version %d is not 0 or 1",
				      header_version);
	if (header_version < 1 && h->unknown_tagged_fields.count > 0)
		return kw_writer_fail(w, KW_ERR_TAGS_NOT_FLEXIBLE,
				      "response header v0 has no tagged fields");
	kw_writer_write_i32(w, h->correlation_id);
	if (header_version >= 1)
		kw_writer_write_tagged_fields(w, &h->unknown_tagged_fields);
	return w->err->code;
}

size_t kw_rpc_response_header_size(const struct kw_rpc_response_header *h,
				   int16_t header_version)
{
	size_t n = 4;
	if (header_version >= 1)
		n += kw_size_tagged_fields(&h->unknown_tagged_fields);
	return n;
}
