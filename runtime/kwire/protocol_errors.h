/*
 * kwire/protocol_errors.h — Kafka's protocol error codes (the int16
 * ErrorCode fields on the wire): number, name, retriable flag, as Apache
 * Kafka's org.apache.kafka.common.protocol.Errors defines them.
 */
#ifndef KWIRE_PROTOCOL_ERRORS_H
#define KWIRE_PROTOCOL_ERRORS_H

#include <stdbool.h>
#include <stdint.h>

/* X(NAME, code, retriable, message) — the full table lives in
 * protocol_errors.c; the constants below are the ones kwire uses by name. */
enum kw_protocol_error {
	KW_PERR_UNKNOWN_SERVER_ERROR = -1,
	KW_PERR_NONE = 0,
	KW_PERR_OFFSET_OUT_OF_RANGE = 1,
	KW_PERR_CORRUPT_MESSAGE = 2,
	KW_PERR_UNKNOWN_TOPIC_OR_PARTITION = 3,
	KW_PERR_INVALID_FETCH_SIZE = 4,
	KW_PERR_LEADER_NOT_AVAILABLE = 5,
	KW_PERR_NOT_LEADER_OR_FOLLOWER = 6,
	KW_PERR_REQUEST_TIMED_OUT = 7,
	KW_PERR_MESSAGE_TOO_LARGE = 10,
	KW_PERR_NETWORK_EXCEPTION = 13,
	KW_PERR_INVALID_TOPIC_EXCEPTION = 17,
	KW_PERR_RECORD_LIST_TOO_LARGE = 18,
	KW_PERR_NOT_ENOUGH_REPLICAS = 19,
	KW_PERR_INVALID_REQUIRED_ACKS = 21,
	KW_PERR_CLUSTER_AUTHORIZATION_FAILED = 31,
	KW_PERR_UNSUPPORTED_VERSION = 35,
	KW_PERR_INVALID_REQUEST = 42,
	KW_PERR_UNSUPPORTED_FOR_MESSAGE_FORMAT = 43,
	KW_PERR_KAFKA_STORAGE_ERROR = 56,
	KW_PERR_FENCED_LEADER_EPOCH = 74,
	KW_PERR_UNKNOWN_LEADER_EPOCH = 75,
	KW_PERR_UNSUPPORTED_COMPRESSION_TYPE = 76,
	KW_PERR_INCONSISTENT_VOTER_SET = 94,
	KW_PERR_INVALID_UPDATE_VERSION = 95,
	KW_PERR_FEATURE_UPDATE_FAILED = 96,
	KW_PERR_INCONSISTENT_CLUSTER_ID = 104,
	KW_PERR_NOT_CONTROLLER = 41,
	KW_PERR_INVALID_CLUSTER_ID = 115, /* see protocol_errors.c for the table */
	KW_PERR_UNKNOWN_TOPIC_ID = 100,
	KW_PERR_INVALID_RECORD = 87,
	KW_PERR_INVALID_VOTER_KEY = 125,
	KW_PERR_DUPLICATE_VOTER = 126,
	KW_PERR_VOTER_NOT_FOUND = 127,
};

struct kw_protocol_error_info {
	int16_t code;
	const char *name;    /* "NOT_LEADER_OR_FOLLOWER" */
	bool retriable;
	const char *message; /* Kafka's default message */
};

/* The entry for code, or NULL when Kafka defines no such code. */
const struct kw_protocol_error_info *kw_protocol_error_lookup(int16_t code);
/* The name for code, "UNKNOWN_ERROR_CODE" when undefined. */
const char *kw_protocol_error_name(int16_t code);
/* Every defined code, in ascending order; *count receives the length. */
const struct kw_protocol_error_info *kw_protocol_error_table(size_t *count);

#endif
