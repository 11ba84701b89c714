/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/api_keys.h — the api keys the node serves, by name, so that no
 * handler writes Kafka's numbers by hand.
 */
#ifndef KR_NODE_API_KEYS_H
#define KR_NODE_API_KEYS_H

#include "wire/wire.h"

#define KW_API_PRODUCE 0
#define KW_API_FETCH KR_WIRE_API_FETCH
#define KW_API_LIST_OFFSETS 2
#define KW_API_METADATA 3
#define KW_API_API_VERSIONS 18
#define KW_API_VOTE KR_WIRE_API_VOTE
#define KW_API_BEGIN_QUORUM_EPOCH KR_WIRE_API_BEGIN_QUORUM_EPOCH
#define KW_API_END_QUORUM_EPOCH KR_WIRE_API_END_QUORUM_EPOCH
#define KW_API_DESCRIBE_QUORUM KR_WIRE_API_DESCRIBE_QUORUM
#define KW_API_ALTER_QUORUM KR_WIRE_API_ALTER_QUORUM

#endif
