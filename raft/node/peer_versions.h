/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/peer_versions.h — version negotiation with a peer, as Kafka's
 * NetworkClient does it: the first request on every outbound connection
 * is ApiVersions (v3, naming this software: KIP-511), and each Raft
 * request after it goes at the highest version both ends speak
 * (kr_pv_pick). A peer that does not know the ApiVersions version asked
 * answers UNSUPPORTED_VERSION at v0 with its own ApiVersions range, and
 * is asked again at the highest version both speak (v0 at worst). The
 * versions are the connection's: a reconnect asks again (the peer may
 * have been upgraded or downgraded meanwhile).
 *
 * This unit is the pure part (the request's bytes, reading the answer,
 * the pick, the log line); the state of each connection is the Raft
 * service's (svc_raft.c).
 */
#ifndef KR_NODE_PEER_VERSIONS_H
#define KR_NODE_PEER_VERSIONS_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/arena.h"
#include "node/config.h"

/* The ApiVersions version asked first (Kafka 3.x clients ask v3). */
#define KR_PV_ASK_VERSION 3

/* The APIs a node sends its peers: Vote, BeginQuorumEpoch,
 * EndQuorumEpoch, Fetch, FetchSnapshot, UpdateRaftVoter (a voter
 * announcing its endpoint to its leader, svc_update_voter.c), then
 * ApiVersions itself. */
#define KR_PV_N_APIS 7
extern const int16_t kr_pv_api_keys[KR_PV_N_APIS];

/* A version range; max < 0 or max < min: the API is not spoken. */
struct kr_pv_range {
	int16_t min, max;
};

/* The ranges of the APIs above, by kr_pv_index. */
struct kr_pv_table {
	struct kr_pv_range r[KR_PV_N_APIS];
};

/* The index of api_key in kr_pv_api_keys, or -1. */
int kr_pv_index(int16_t api_key);

/* Every API not spoken. */
void kr_pv_clear(struct kr_pv_table *t);

/* What this node can send (kr_wire_send_min_version ..
 * kr_wire_send_version, and the ApiVersions codec's range), each capped by
 * kwire.test.max.versions. */
void kr_pv_ours(struct kr_pv_table *out, const struct kr_node_config *cfg);

/* The version to send api_key at: the highest both tables speak, or -1
 * when they have none in common. */
int16_t kr_pv_pick(const struct kr_pv_table *ours, const struct kr_pv_table *theirs,
		   int16_t api_key);

/*
 * The ApiVersions request frame (header and body, without the size
 * prefix) at version v with correlation id corr: *buf malloc'd. Returns 0
 * or a KW_ERR_* code.
 */
int kr_pv_encode_request(int16_t v, int32_t corr, const char *client_id, uint8_t **buf,
			 size_t *len);

enum kr_pv_answer {
	KR_PV_OK,    /* *theirs holds the peer's versions */
	KR_PV_RETRY, /* UNSUPPORTED_VERSION: ask again at *retry */
	KR_PV_BAD,   /* an answer to close the connection for: why says why */
};

/*
 * Reads the body (after the response header) of the answer to an
 * ApiVersions request at version asked. Views are decoded into a; only
 * the ranges of the APIs above are kept. An answer that does not decode,
 * carries another error, lists one of those APIs twice or with a range
 * that is not one (negative, min above max), or refuses v0 or sends us
 * no lower version to retry at, is KR_PV_BAD.
 */
enum kr_pv_answer kr_pv_read_answer(int16_t asked, const uint8_t *body, size_t len,
				    struct kw_arena *a, struct kr_pv_table *theirs,
				    int16_t *retry, char *why, size_t why_len);

/*
 * The negotiation's log line: "Vote v0-1, ...: using Vote v1, ..." (each
 * Raft API the peer lists with its range, then the version picked or
 * "none" for each).
 */
void kr_pv_describe(const struct kr_pv_table *ours, const struct kr_pv_table *theirs,
		    char *out, size_t cap);

#endif
