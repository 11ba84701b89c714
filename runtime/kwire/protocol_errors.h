/*
 * kwire/protocol_errors.h — Kafka's protocol error codes (the int16
 * ErrorCode fields on the wire): number, name and retriable flag as Apache
 * Kafka's org.apache.kafka.common.protocol.Errors defines them (codes -1 to
 * 133). "Retriable" is true exactly when Kafka's exception for the code is a
 * RetriableException. The messages are short descriptions of our own, not
 * Kafka's texts.
 */
#ifndef KWIRE_PROTOCOL_ERRORS_H
#define KWIRE_PROTOCOL_ERRORS_H

#include "export.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* X(NAME, code, retriable, message), in ascending code order. */
#define KW_PROTOCOL_ERROR_MAP(X)                                                         \
	X(UNKNOWN_SERVER_ERROR, -1, false, "the server hit an unexpected error")         \
	X(NONE, 0, false, "no error")                                                    \
	X(OFFSET_OUT_OF_RANGE, 1, false, "offset is outside the range the server holds") \
	X(CORRUPT_MESSAGE, 2, true,                                                      \
	  "message failed its checksum, is oversized or otherwise corrupt")              \
	X(UNKNOWN_TOPIC_OR_PARTITION, 3, true,                                           \
	  "server does not host this topic-partition")                                   \
	X(INVALID_FETCH_SIZE, 4, false, "fetch size is invalid")                         \
	X(LEADER_NOT_AVAILABLE, 5, true,                                                 \
	  "partition has no leader (election in progress)")                              \
	X(NOT_LEADER_OR_FOLLOWER, 6, true,                                               \
	  "server is not the leader, or not a replica, of the partition")                \
	X(REQUEST_TIMED_OUT, 7, true, "request timed out")                               \
	X(BROKER_NOT_AVAILABLE, 8, false, "broker is not available")                     \
	X(REPLICA_NOT_AVAILABLE, 9, true, "replica is not available for the partition")  \
	X(MESSAGE_TOO_LARGE, 10, false, "message is larger than the server accepts")     \
	X(STALE_CONTROLLER_EPOCH, 11, false, "controller has moved to another broker")   \
	X(OFFSET_METADATA_TOO_LARGE, 12, false, "offset commit metadata is too large")   \
	X(NETWORK_EXCEPTION, 13, true, "server disconnected before answering")           \
	X(COORDINATOR_LOAD_IN_PROGRESS, 14, true, "coordinator is still loading")        \
	X(COORDINATOR_NOT_AVAILABLE, 15, true, "coordinator is not available")           \
	X(NOT_COORDINATOR, 16, true, "server is not the right coordinator")              \
	X(INVALID_TOPIC_EXCEPTION, 17, false, "operation on an invalid topic")           \
	X(RECORD_LIST_TOO_LARGE, 18, false,                                              \
	  "record batch is larger than the segment size")                                \
	X(NOT_ENOUGH_REPLICAS, 19, true, "too few in-sync replicas to accept the write") \
	X(NOT_ENOUGH_REPLICAS_AFTER_APPEND, 20, true,                                    \
	  "written, but to fewer in-sync replicas than required")                        \
	X(INVALID_REQUIRED_ACKS, 21, false, "invalid value for required acks")           \
	X(ILLEGAL_GENERATION, 22, false, "group generation id is not valid")             \
	X(INCONSISTENT_GROUP_PROTOCOL, 23, false,                                        \
	  "member protocols are incompatible with the group")                            \
	X(INVALID_GROUP_ID, 24, false, "group id is invalid")                            \
	X(UNKNOWN_MEMBER_ID, 25, false, "coordinator does not know this member")         \
	X(INVALID_SESSION_TIMEOUT, 26, false,                                            \
	  "session timeout is outside the range the broker allows")                      \
	X(REBALANCE_IN_PROGRESS, 27, false, "group is rebalancing; rejoin needed")       \
	X(INVALID_COMMIT_OFFSET_SIZE, 28, false,                                         \
	  "committed offset data size is not valid")                                     \
	X(TOPIC_AUTHORIZATION_FAILED, 29, false, "not authorized for the topic")         \
	X(GROUP_AUTHORIZATION_FAILED, 30, false, "not authorized for the group")         \
	X(CLUSTER_AUTHORIZATION_FAILED, 31, false, "not authorized for the cluster")     \
	X(INVALID_TIMESTAMP, 32, false, "timestamp is out of the acceptable range")      \
	X(UNSUPPORTED_SASL_MECHANISM, 33, false, "SASL mechanism is not supported")      \
	X(ILLEGAL_SASL_STATE, 34, false,                                                 \
	  "request is not valid in the current SASL state")                              \
	X(UNSUPPORTED_VERSION, 35, false, "api version is not supported")                \
	X(TOPIC_ALREADY_EXISTS, 36, false, "topic already exists")                       \
	X(INVALID_PARTITIONS, 37, false, "number of partitions is invalid")              \
	X(INVALID_REPLICATION_FACTOR, 38, false, "replication factor is invalid")        \
	X(INVALID_REPLICA_ASSIGNMENT, 39, false, "replica assignment is invalid")        \
	X(INVALID_CONFIG, 40, false, "configuration is invalid")                         \
	X(NOT_CONTROLLER, 41, true, "server is not the active controller")               \
	X(INVALID_REQUEST, 42, false,                                                    \
	  "request is malformed or sent to an incompatible broker")                      \
	X(UNSUPPORTED_FOR_MESSAGE_FORMAT, 43, false,                                     \
	  "message format on the broker does not support the request")                   \
	X(POLICY_VIOLATION, 44, false, "request violates the configured policy")         \
	X(OUT_OF_ORDER_SEQUENCE_NUMBER, 45, false,                                       \
	  "producer sequence number is out of order")                                    \
	X(DUPLICATE_SEQUENCE_NUMBER, 46, false,                                          \
	  "producer sequence number is a duplicate")                                     \
	X(INVALID_PRODUCER_EPOCH, 47, false, "producer epoch is old")                    \
	X(INVALID_TXN_STATE, 48, false, "transactional operation in an invalid state")   \
	X(INVALID_PRODUCER_ID_MAPPING, 49, false,                                        \
	  "producer id is not assigned to this transactional id")                        \
	X(INVALID_TRANSACTION_TIMEOUT, 50, false,                                        \
	  "transaction timeout exceeds the broker maximum")                              \
	X(CONCURRENT_TRANSACTIONS, 51, true,                                             \
	  "another operation on the same transaction is in progress")                    \
	X(TRANSACTION_COORDINATOR_FENCED, 52, false,                                     \
	  "transaction coordinator is no longer current")                                \
	X(TRANSACTIONAL_ID_AUTHORIZATION_FAILED, 53, false,                              \
	  "not authorized for the transactional id")                                     \
	X(SECURITY_DISABLED, 54, false, "security features are disabled")                \
	X(OPERATION_NOT_ATTEMPTED, 55, false,                                            \
	  "operation was not attempted (another in the batch failed)")                   \
	X(KAFKA_STORAGE_ERROR, 56, true, "disk error accessing the log")                 \
	X(LOG_DIR_NOT_FOUND, 57, false,                                                  \
	  "log directory is not in the broker configuration")                            \
	X(SASL_AUTHENTICATION_FAILED, 58, false, "SASL authentication failed")           \
	X(UNKNOWN_PRODUCER_ID, 59, false, "broker has no metadata for this producer id") \
	X(REASSIGNMENT_IN_PROGRESS, 60, false, "partition reassignment in progress")     \
	X(DELEGATION_TOKEN_AUTH_DISABLED, 61, false, "delegation tokens are disabled")   \
	X(DELEGATION_TOKEN_NOT_FOUND, 62, false, "delegation token not found")           \
	X(DELEGATION_TOKEN_OWNER_MISMATCH, 63, false,                                    \
	  "principal is not the token owner or renewer")                                 \
	X(DELEGATION_TOKEN_REQUEST_NOT_ALLOWED, 64, false,                               \
	  "delegation token requests are not allowed on this channel")                   \
	X(DELEGATION_TOKEN_AUTHORIZATION_FAILED, 65, false,                              \
	  "not authorized for the delegation token")                                     \
	X(DELEGATION_TOKEN_EXPIRED, 66, false, "delegation token has expired")           \
	X(INVALID_PRINCIPAL_TYPE, 67, false, "principal type is not supported")          \
	X(NON_EMPTY_GROUP, 68, false, "group is not empty")                              \
	X(GROUP_ID_NOT_FOUND, 69, false, "group id does not exist")                      \
	X(FETCH_SESSION_ID_NOT_FOUND, 70, true, "fetch session id not found")            \
	X(INVALID_FETCH_SESSION_EPOCH, 71, true, "fetch session epoch is invalid")       \
	X(LISTENER_NOT_FOUND, 72, true, "leader has no listener matching this one")      \
	X(TOPIC_DELETION_DISABLED, 73, false, "topic deletion is disabled")              \
	X(FENCED_LEADER_EPOCH, 74, true, "leader epoch is older than the broker's")      \
	X(UNKNOWN_LEADER_EPOCH, 75, true, "leader epoch is newer than the broker's")     \
	X(UNSUPPORTED_COMPRESSION_TYPE, 76, false,                                       \
	  "client does not support the partition's compression type")                    \
	X(STALE_BROKER_EPOCH, 77, false, "broker epoch has changed")                     \
	X(OFFSET_NOT_AVAILABLE, 78, true,                                                \
	  "high watermark has not caught up after a leader election")                    \
	X(MEMBER_ID_REQUIRED, 79, false, "member needs a member id before joining")      \
	X(PREFERRED_LEADER_NOT_AVAILABLE, 80, true, "preferred leader is not available") \
	X(GROUP_MAX_SIZE_REACHED, 81, false, "group has reached its maximum size")       \
	X(FENCED_INSTANCE_ID, 82, false,                                                 \
	  "another member registered with the same group.instance.id")                   \
	X(ELIGIBLE_LEADERS_NOT_AVAILABLE, 83, true,                                      \
	  "no eligible partition leaders available")                                     \
	X(ELECTION_NOT_NEEDED, 84, true, "leader election not needed")                   \
	X(NO_REASSIGNMENT_IN_PROGRESS, 85, false,                                        \
	  "no partition reassignment in progress")                                       \
	X(GROUP_SUBSCRIBED_TO_TOPIC, 86, false,                                          \
	  "group is subscribed to the topic whose offsets would be deleted")             \
	X(INVALID_RECORD, 87, false, "record failed broker validation")                  \
	X(UNSTABLE_OFFSET_COMMIT, 88, true, "unstable offsets must be cleared first")    \
	X(THROTTLING_QUOTA_EXCEEDED, 89, true, "throttling quota exceeded")              \
	X(PRODUCER_FENCED, 90, false,                                                    \
	  "a newer producer with the same transactional id exists")                      \
	X(RESOURCE_NOT_FOUND, 91, false,                                                 \
	  "request refers to a resource that does not exist")                            \
	X(DUPLICATE_RESOURCE, 92, false, "request refers to the same resource twice")    \
	X(UNACCEPTABLE_CREDENTIAL, 93, false,                                            \
	  "credential does not meet the acceptance criteria")                            \
	X(INCONSISTENT_VOTER_SET, 94, false,                                             \
	  "sender or receiver is not one of the expected voters")                        \
	X(INVALID_UPDATE_VERSION, 95, false, "update version is invalid")                \
	X(FEATURE_UPDATE_FAILED, 96, false, "finalized features could not be updated")   \
	X(PRINCIPAL_DESERIALIZATION_FAILURE, 97, false,                                  \
	  "forwarded request principal could not be deserialized")                       \
	X(SNAPSHOT_NOT_FOUND, 98, false, "snapshot not found")                           \
	X(POSITION_OUT_OF_RANGE, 99, false, "position is outside the snapshot")          \
	X(UNKNOWN_TOPIC_ID, 100, true, "server does not host this topic id")             \
	X(DUPLICATE_BROKER_REGISTRATION, 101, false, "broker id is already registered")  \
	X(BROKER_ID_NOT_REGISTERED, 102, false, "broker id is not registered")           \
	X(INCONSISTENT_TOPIC_ID, 103, true, "log's topic id does not match the request") \
	X(INCONSISTENT_CLUSTER_ID, 104, false, "cluster id does not match the server's") \
	X(TRANSACTIONAL_ID_NOT_FOUND, 105, false, "transactional id not found")          \
	X(FETCH_SESSION_TOPIC_ID_ERROR, 106, true,                                       \
	  "fetch session uses topic ids inconsistently")                                 \
	X(INELIGIBLE_REPLICA, 107, false, "new ISR contains an ineligible replica")      \
	X(NEW_LEADER_ELECTED, 108, false,                                                \
	  "partition state updated, but the leader changed")                             \
	X(OFFSET_MOVED_TO_TIERED_STORAGE, 109, false,                                    \
	  "offset has moved to tiered storage")                                          \
	X(FENCED_MEMBER_EPOCH, 110, false, "member epoch is fenced; rejoin needed")      \
	X(UNRELEASED_INSTANCE_ID, 111, false,                                            \
	  "instance id is still used by another member")                                 \
	X(UNSUPPORTED_ASSIGNOR, 112, false,                                              \
	  "assignor or its version range is not supported")                              \
	X(STALE_MEMBER_EPOCH, 113, false, "member epoch is stale")                       \
	X(MISMATCHED_ENDPOINT_TYPE, 114, false,                                          \
	  "request sent to an endpoint of the wrong type")                               \
	X(UNSUPPORTED_ENDPOINT_TYPE, 115, false, "endpoint type is not supported")       \
	X(UNKNOWN_CONTROLLER_ID, 116, false, "controller id is not known")               \
	X(UNKNOWN_SUBSCRIPTION_ID, 117, false,                                           \
	  "telemetry subscription id is invalid or outdated")                            \
	X(TELEMETRY_TOO_LARGE, 118, false,                                               \
	  "telemetry push is larger than the broker accepts")                            \
	X(INVALID_REGISTRATION, 119, false,                                              \
	  "controller considers the broker registration invalid")                        \
	X(TRANSACTION_ABORTABLE, 120, false, "transaction failed; abort it to continue") \
	X(INVALID_RECORD_STATE, 121, false,                                              \
	  "record state is invalid for acknowledgement")                                 \
	X(SHARE_SESSION_NOT_FOUND, 122, true, "share session not found")                 \
	X(INVALID_SHARE_SESSION_EPOCH, 123, true, "share session epoch is invalid")      \
	X(FENCED_STATE_EPOCH, 124, false, "share-group state epoch does not match")      \
	X(INVALID_VOTER_KEY, 125, false,                                                 \
	  "voter key does not match the receiving replica")                              \
	X(DUPLICATE_VOTER, 126, false, "voter is already in the voter set")              \
	X(VOTER_NOT_FOUND, 127, false, "voter is not in the voter set")                  \
	X(INVALID_REGULAR_EXPRESSION, 128, false, "regular expression is not valid")     \
	X(REBOOTSTRAP_REQUIRED, 129, false, "client metadata is stale; rebootstrap")     \
	X(STREAMS_INVALID_TOPOLOGY, 130, false, "streams topology is invalid")           \
	X(STREAMS_INVALID_TOPOLOGY_EPOCH, 131, false,                                    \
	  "streams topology epoch is invalid")                                           \
	X(STREAMS_TOPOLOGY_FENCED, 132, false, "streams topology epoch is outdated")     \
	X(SHARE_SESSION_LIMIT_REACHED, 133, true, "share session limit reached")

enum kw_protocol_error {
#define KW__PERR_ENUM(name, code, retriable, msg) KW_PERR_##name = (code),
	KW_PROTOCOL_ERROR_MAP(KW__PERR_ENUM)
#undef KW__PERR_ENUM
};

struct kw_protocol_error_info {
	int16_t code;
	const char *name;    /* "NOT_LEADER_OR_FOLLOWER" */
	bool retriable;	     /* Kafka's exception is a RetriableException */
	const char *message; /* a one-line description */
};

/* The entry for code, or NULL when Kafka defines no such code. */
KW_EXPORT const struct kw_protocol_error_info *kw_protocol_error_lookup(int16_t code);
/* The name for code, "UNKNOWN_ERROR_CODE" when undefined. */
KW_EXPORT const char *kw_protocol_error_name(int16_t code);
/* Whether Kafka treats code as retriable (false when undefined). */
KW_EXPORT bool kw_protocol_error_retriable(int16_t code);
/* Every defined code, in ascending order; *count receives the length. */
KW_EXPORT const struct kw_protocol_error_info *kw_protocol_error_table(size_t *count);

#endif
