/* generated from schemas/kwire/DescribeVoterChangeRequest.json by kwire-gen, do not edit */
#ifndef KWIRE_MSG_DESCRIBE_VOTER_CHANGE_REQUEST_JSON_H
#define KWIRE_MSG_DESCRIBE_VOTER_CHANGE_REQUEST_JSON_H

#include "kwire/export.h"
#include "kwire/json.h"
#include "kwire/msg/describe_voter_change_request.h"

/*
 * DescribeVoterChangeRequest as JSON at version (Kafka's JsonConverter
 * form, see kwire/json.h): a new object, or NULL when version is outside
 * 0..0 or memory runs out. Fields absent at the version are left out (even
 * when set); tagged fields are written only when they differ from their
 * default.
 */
KW_EXPORT json_t *kw_describe_voter_change_request_to_json(const struct kw_describe_voter_change_request *m, int16_t version);

/*
 * Reads DescribeVoterChangeRequest at version from JSON value j into m
 * (overwritten; fields missing from j keep their defaults unless mandatory
 * at the version). Arrays, nested structs, strings and bytes are allocated
 * from arena a and stay valid after j is released. err (not NULL) receives
 * the first error with the path of JSON keys to it and the context
 * "DescribeVoterChangeRequest vN". Returns 0, or
 * KW_ERR_UNSUPPORTED_VERSION, KW_ERR_JSON (wrong type, missing mandatory
 * field, unknown member, bad base64), KW_ERR_INVALID_VALUE (integer out of
 * range), KW_ERR_INVALID_UUID, KW_ERR_NULL_NOT_ALLOWED,
 * KW_ERR_STRING_TOO_LONG, KW_ERR_TAG_ORDER, KW_ERR_COUNT_TOO_LARGE,
 * KW_ERR_NOMEM.
 */
KW_EXPORT int kw_describe_voter_change_request_from_json(struct kw_describe_voter_change_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

#endif
