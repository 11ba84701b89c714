/*
 * kwire/header.h — Kafka request and response headers, and the rule that
 * picks their version.
 *
 *   request header v0: api_key int16, api_version int16, correlation_id int32
 *   request header v1: v0 + client_id (nullable string, always classic)
 *   request header v2: v1 + tagged-field section
 *   response header v0: correlation_id int32
 *   response header v1: v0 + tagged-field section
 *
 * Version rule (KIP-482/KIP-511): request header 2 when the api version is
 * flexible, else 1 — except ControlledShutdown (key 7) v0, which uses header
 * 0; response header 1 when flexible, else 0 — except ApiVersions (key 18),
 * whose response header is always 0.
 */
#ifndef KWIRE_HEADER_H
#define KWIRE_HEADER_H

#include "export.h"
#include "reader.h"
#include "writer.h"

struct kw_rpc_request_header {
	int16_t api_key;
	int16_t api_version;
	int32_t correlation_id;
	struct kw_str client_id;		      /* v1+; null reads as null */
	struct kw_unknown_tags unknown_tagged_fields; /* v2+ */
};

struct kw_rpc_response_header {
	int32_t correlation_id;
	struct kw_unknown_tags unknown_tagged_fields; /* v1+ */
};

/*
 * Header versions for (api_key, api_version) given the API's first flexible
 * version (-1: never flexible), the rule above. The generated API tables
 * carry each API's flexible start (kwire/api.h: kw_api_request_header_version
 * applies this to an API of a table).
 */
KW_EXPORT int16_t kw_request_header_version(int16_t api_key, int16_t api_version,
					    int16_t flexible_since);
KW_EXPORT int16_t kw_response_header_version(int16_t api_key, int16_t api_version,
					     int16_t flexible_since);

/*
 * Reads api_key and api_version from the first 4 bytes of a request (after
 * the size prefix) without consuming them, so the caller can pick the header
 * version. Returns 0 or KW_ERR_TRUNCATED.
 */
KW_EXPORT int kw_rpc_request_peek(const void *buf, size_t len, int16_t *api_key,
				  int16_t *api_version);
/*
 * Header codecs at an explicit header version. Return 0 or a code (also
 * recorded in the reader's or writer's error, with context "RequestHeader
 * vN" and the field path on decode). Decode: unknown tags go to the arena;
 * client_id is a view into the input (null at v0, which has none); a header
 * version outside 0..2 (0..1 for responses) is KW_ERR_UNSUPPORTED_VERSION.
 * Encode: client_id is dropped at v0 (it is ignorable in Kafka's schema);
 * unknown tags below v2 (v1) are KW_ERR_TAGS_NOT_FLEXIBLE.
 */
KW_EXPORT int kw_rpc_request_header_decode(struct kw_rpc_request_header *h,
					   int16_t header_version, struct kw_reader *r,
					   struct kw_arena *a);
KW_EXPORT int kw_rpc_request_header_encode(const struct kw_rpc_request_header *h,
					   int16_t header_version, struct kw_writer *w);
KW_EXPORT size_t kw_rpc_request_header_size(const struct kw_rpc_request_header *h,
					    int16_t header_version);
KW_EXPORT int kw_rpc_response_header_decode(struct kw_rpc_response_header *h,
					    int16_t header_version, struct kw_reader *r,
					    struct kw_arena *a);
KW_EXPORT int kw_rpc_response_header_encode(const struct kw_rpc_response_header *h,
					    int16_t header_version, struct kw_writer *w);
KW_EXPORT size_t kw_rpc_response_header_size(const struct kw_rpc_response_header *h,
					     int16_t header_version);

#endif
