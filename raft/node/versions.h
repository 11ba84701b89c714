/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/versions.h — the versions of each API the node serves: those of the
 * project's schemas without the ones Kafka 4.0 removed (KIP-896, the
 * baseline of Apache Kafka 2.1). The schemas are Kafka 3.x's, whose
 * "deprecatedVersions" are what KIP-896 removes (struct kw_api's
 * deprecated_min..deprecated_max), with two exceptions. SaslHandshake
 * keeps v0: librdkafka enables SASL only when SaslHandshake v0 is listed
 * (its feature table asks for exactly v0, with v1 for SaslAuthenticate),
 * and fails every SASL connection otherwise. And Produce:
 *
 *   - Kafka 4.0 removed Produce v0-2 only (the versions before record
 *     format v2), not the deprecated v0-6 (the KIP was amended for the
 *     clients that still send v3-6);
 *   - and it still advertises Produce from v0 in ApiVersions (KAFKA-18659:
 *     librdkafka before 2.10 decides whether the broker takes gzip, snappy
 *     and lz4 batches from Produce v0 being listed, and sends uncompressed
 *     batches otherwise), answering a request at v0-2 with
 *     UNSUPPORTED_VERSION for every partition instead of closing its
 *     connection.
 *
 * Three consumer group APIs keep theirs too (FindCoordinator v0,
 * JoinGroup v0-1, OffsetCommit v0-1): librdkafka before 2.10 enables
 * its group consumer only when FindCoordinator v0, JoinGroup v0 and
 * OffsetCommit v1 are listed (its feature table, as for SaslHandshake),
 * and never joins a group otherwise. And Metadata keeps v0-3:
 * kafka-python 2.0.2 (Debian 12's python3-kafka) asks for Metadata v1
 * whatever the broker lists, and gets nothing done without it (against
 * Kafka 4.0 it times out; here it works).
 *
 * A request below kr_node_min_version closes its connection as one at an
 * unknown version does (Kafka 4.0 does the same: the versions are gone from
 * its schemas), ApiVersions excepted (KIP-511).
 */
#ifndef KR_NODE_VERSIONS_H
#define KR_NODE_VERSIONS_H

#include <stdint.h>

#include "kwire/api.h"
#include "kwire/msg/api.h"

/* The first Produce version with record format v2 (a TransactionalId and
 * the v2 batch), the first one Kafka 4.0 serves. */
#define KR_PRODUCE_MIN_SERVED 3

/* The lowest version of api the node accepts and advertises. */
static inline int16_t kr_node_min_version(const struct kw_api *api)
{
	if (api->api_key == KW_API_PRODUCE || api->api_key == KW_API_SASL_HANDSHAKE ||
	    api->api_key == KW_API_FIND_COORDINATOR || api->api_key == KW_API_JOIN_GROUP ||
	    api->api_key == KW_API_OFFSET_COMMIT || api->api_key == KW_API_METADATA ||
	    api->deprecated_min != api->min_version ||
	    api->deprecated_max < api->min_version || api->deprecated_max >= api->max_version)
		return api->min_version;
	return (int16_t)(api->deprecated_max + 1);
}

#endif
