/*
 * wire/wire.h — the Kafka wire adapter of the Raft core: translates between
 * the core's compact single-partition messages (struct kr_msg, core/kraft.h)
 * and the generated Kafka structs (kwire/msg/<name>.h) for Vote,
 * BeginQuorumEpoch, EndQuorumEpoch, Fetch (with KIP-630's SnapshotId) and
 * FetchSnapshot (api key 59, KIP-630), builds DescribeQuorum
 * responses from struct kr_quorum_info, and reads and writes kwire's own
 * AlterQuorum (api key 10000) for the node and the admin tool.
 *
 * The replicated log is partition 0 of the topic "__cluster_metadata",
 * whose topic id is Kafka's fixed metadata topic id
 * (AAAAAAAAAAAAAAAAAAAAAQ: fifteen zero bytes and a one). A request that
 * names another topic or partition, or more than one partition, is
 * KR_WIRE_ERR_WRONG_PARTITION (Kafka answers such requests with
 * INVALID_REQUEST; see kr_wire_encode_error_response).
 *
 * Versions sent: each request goes at the highest version both ends of
 * its connection speak, negotiated per connection with ApiVersions by the
 * node (node/peer_versions.h), within what this adapter can send
 * (kr_wire_send_min_version .. kr_wire_send_version): Vote 0-2 (v2 has
 * PreVote, KIP-996), BeginQuorumEpoch 0-1, EndQuorumEpoch 0-1 (v1 are the
 * KIP-853 versions), Fetch 12-17 (v12: LastFetchedEpoch and the Raft
 * fields of KIP-595; v13 topic ids, v15 ReplicaState, v17
 * ReplicaDirectoryId) and FetchSnapshot 0-1 (v1: ReplicaDirectoryId).
 * FetchSnapshot names its topic by name (it has no topic id). Every
 * version of the schemas is accepted on receipt; responses are written at
 * the version of their request.
 *
 * Directory ids (KIP-853 replica keys) travel in the fields the schemas
 * have for them and nowhere else: Vote v1+ CandidateDirectoryId and
 * VoterDirectoryId, BeginQuorumEpoch v1+ VoterDirectoryId, EndQuorumEpoch
 * v1+ PreferredCandidates[].CandidateDirectoryId, Fetch v17+
 * ReplicaDirectoryId, FetchSnapshot v1+ ReplicaDirectoryId and
 * DescribeQuorum v2+ ReplicaDirectoryId. Below those
 * versions they are dropped on encode and read as zero (unknown) on
 * decode; the core fills them in itself from its config.
 *
 * Pre-vote (KIP-996) travels as Vote v2's PreVote flag; a Vote request
 * decoded below v2 is never a pre-vote. Below v2 a Vote request with
 * pre_vote set cannot be written: kr_wire_encode refuses it with
 * KR_WIRE_ERR_PRE_VOTE_VERSION rather than send it as a real vote, and the
 * sender answers the core itself with a Vote response whose top-level
 * error is UNSUPPORTED_VERSION (see kr_wire_unsupported_vote_response), on
 * which the core stands for real, as Kafka does with a peer that lacks
 * Vote v2.
 * Only message bodies are handled here: request and response headers are
 * the caller's (kwire/header.h).
 */
#ifndef KR_WIRE_H
#define KR_WIRE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/msg/api.h"
#include "kwire/writer.h"

#define KR_WIRE_TOPIC "__cluster_metadata"
#define KR_WIRE_PARTITION 0

/*
 * The api keys this adapter handles: libkwire's generated constants
 * (kwire/msg/api.h), under the names the node has used. New code can use
 * the KW_API_* names directly.
 */
#define KR_WIRE_API_FETCH KW_API_FETCH
#define KR_WIRE_API_VOTE KW_API_VOTE
#define KR_WIRE_API_BEGIN_QUORUM_EPOCH KW_API_BEGIN_QUORUM_EPOCH
#define KR_WIRE_API_END_QUORUM_EPOCH KW_API_END_QUORUM_EPOCH
#define KR_WIRE_API_DESCRIBE_QUORUM KW_API_DESCRIBE_QUORUM
#define KR_WIRE_API_FETCH_SNAPSHOT KW_API_FETCH_SNAPSHOT
/* kwire's own (schemas/kwire/AlterQuorumRequest.json) */
#define KR_WIRE_API_ALTER_QUORUM KW_API_ALTER_QUORUM

/* X(NAME, value, message); values below the storage table's. */
#define KR_WIRE_ERRNO_MAP(X)                                                   \
	X(WRONG_PARTITION, -200, "request is not for __cluster_metadata partition 0") \
	X(NOT_RAFT, -201, "message type has no Kafka form")                        \
	X(TOO_MANY_VOTERS, -202, "more voters than a quorum can have")        \
	X(PRE_VOTE_VERSION, -203, "a pre-vote needs Vote v2 (PreVote)")

enum kr_wire_errno {
#define KR__WIRE_ERRNO_ENUM(name, val, msg) KR_WIRE_ERR_##name = (val),
	KR_WIRE_ERRNO_MAP(KR__WIRE_ERRNO_ENUM)
#undef KR__WIRE_ERRNO_ENUM
};

/* The metadata topic's id. */
extern const struct kw_uuid kr_wire_topic_id;

/* The api key of a core message type; -1 for none. */
int16_t kr_wire_api_key(enum kr_msg_type t);
/* True for the response types. */
bool kr_wire_is_response(enum kr_msg_type t);
/* The highest version the node sends requests of api_key at (see above);
 * -1 unknown. */
int16_t kr_wire_send_version(int16_t api_key);
/* The lowest version of api_key the node can send a request at and act on
 * the answer (Fetch 12, the others 0; see above); -1 unknown. */
int16_t kr_wire_send_min_version(int16_t api_key);

/*
 * Encodes m's body at version (a request or a response, by m->type) into w.
 * The arena a holds the temporary Kafka struct (freed by the caller; a
 * reset between messages is enough). Returns 0, KR_WIRE_ERR_NOT_RAFT, or a
 * KW_ERR_* code from the generated encoder (w's error names the field).
 * m->from, to and request_id are not written: they travel in the header and
 * the connection.
 */
int kr_wire_encode(const struct kr_msg *m, int16_t version, struct kw_arena *a,
		   struct kw_writer *w);

struct kr_wire_node;
/*
 * kr_wire_encode, with a Fetch response's NodeEndpoints (v16+) naming
 * leader when it is the leader the answer names (KIP-853: a replica that
 * does not know the leader's address learns it there). leader NULL: none;
 * any other message: kr_wire_encode.
 */
int kr_wire_encode_fetch_response(const struct kr_msg *m, int16_t version,
				  const struct kr_wire_node *leader, struct kw_arena *a,
				  struct kw_writer *w);

/* A NodeEndpoints entry of a response (host: a view into its frame). */
struct kr_wire_endpoint {
	int32_t id;
	struct kw_str host;
	int32_t port;
};
/*
 * The NodeEndpoints of a Fetch (v16+), Vote (v1+) or BeginQuorumEpoch
 * (v1+) response body at r (decoded again: kr_wire_decode_response keeps
 * them out of the core's message), at most cap into out. Returns the
 * count (0 for other APIs and versions) or a KW_ERR_* code.
 */
int kr_wire_decode_response_endpoints(int16_t api_key, int16_t version, struct kw_reader *r,
				      struct kw_arena *a, struct kr_wire_endpoint *out,
				      size_t cap);

/*
 * The answer to give the core for a Vote request `req` that could not be
 * sent because the version spoken lacks PreVote (KR_WIRE_ERR_PRE_VOTE_VERSION
 * from kr_wire_encode): a Vote response from req->to to req->from with the
 * same request_id and the top-level error UNSUPPORTED_VERSION.
 */
void kr_wire_unsupported_vote_response(const struct kr_msg *req,
				       struct kr_msg *out);

/*
 * Decodes a request body of api_key at version from r into out (type and
 * fields; from, to and request_id left 0 for the caller to fill). Views in
 * out (cluster id, records) point into r's buffer. Returns 0, a KW_ERR_*
 * decode error (r's error says where), KR_WIRE_ERR_WRONG_PARTITION (r's
 * error names the topic and partition found), or KR_WIRE_ERR_NOT_RAFT
 * (api_key is not a Raft request).
 */
int kr_wire_decode_request(int16_t api_key, int16_t version, struct kw_reader *r,
			   struct kw_arena *a, struct kr_msg *out);

/* As kr_wire_decode_request, for the response to a request of api_key. */
int kr_wire_decode_response(int16_t api_key, int16_t version, struct kw_reader *r,
			    struct kw_arena *a, struct kr_msg *out);

/*
 * Writes a response body of api_key (a Raft api or DescribeQuorum) at
 * version carrying only a top-level error_code (no topics). Returns 0 or a
 * KW_ERR_* code.
 */
int kr_wire_encode_error_response(int16_t api_key, int16_t version,
				  int16_t error_code, struct kw_arena *a,
				  struct kw_writer *w);

/* One voter's listener, for DescribeQuorum v2's Nodes. */
struct kr_wire_node {
	int32_t id;
	const char *host;
	uint16_t port;
};

/*
 * Writes a DescribeQuorum response body at version from info (the core's
 * answer, directory ids included at v2) and the voters' endpoints (v2
 * Nodes). Returns KW_ERR_INVALID_ARGUMENT for counts outside the core's
 * limits. A
 * non-zero info->error_code is a partition-level error, as Kafka reports
 * NOT_LEADER_OR_FOLLOWER. Returns 0 or a KW_ERR_* code.
 */
int kr_wire_encode_describe_quorum(const struct kr_quorum_info *info,
				   const struct kr_wire_node *nodes, size_t n_nodes,
				   int16_t version, struct kw_arena *a,
				   struct kw_writer *w);

/*
 * Checks a DescribeQuorum request body: 0 when it asks for
 * __cluster_metadata partition 0, KR_WIRE_ERR_WRONG_PARTITION otherwise, or
 * a KW_ERR_* decode error.
 */
int kr_wire_check_describe_quorum(int16_t version, struct kw_reader *r,
				  struct kw_arena *a);

/*
 * AlterQuorum (api key 10000, kwire's own; the KIP-595 draft's voter
 * reassignment): one request for __cluster_metadata partition 0 with the
 * voter ids wanted, or null TargetVoters to cancel a change in progress.
 */
struct kr_wire_alter_quorum {
	struct kw_str cluster_id;          /* null accepted */
	int32_t target[KR_MAX_VOTERS];
	int32_t n_target;                  /* -1: null (cancel) */
};

/* Decodes the request; 0, a KW_ERR_* decode error,
 * KR_WIRE_ERR_WRONG_PARTITION (not exactly __cluster_metadata-0) or
 * KR_WIRE_ERR_TOO_MANY_VOTERS. cluster_id points into r's buffer. */
int kr_wire_decode_alter_quorum(int16_t version, struct kw_reader *r,
				struct kw_arena *a, struct kr_wire_alter_quorum *out);
/* Encodes the request (the client side); 0 or a KW_ERR_* code. */
int kr_wire_encode_alter_quorum(const struct kr_wire_alter_quorum *q,
				int16_t version, struct kw_arena *a,
				struct kw_writer *w);
/* Encodes the response: error_code for __cluster_metadata-0. */
int kr_wire_encode_alter_quorum_response(int16_t error_code, int16_t version,
					 struct kw_arena *a, struct kw_writer *w);
/* Decodes a response: *error_code is partition 0's (a response without
 * it is KR_WIRE_ERR_WRONG_PARTITION). */
int kr_wire_decode_alter_quorum_response(int16_t version, struct kw_reader *r,
					 struct kw_arena *a, int16_t *error_code);

/*
 * The simulator's codec seam (raft/sim/sim.h, struct sim_codec): a message
 * becomes a self-describing byte string
 *
 *   int8 type, int16 version, int32 from, int32 to, uint32 request_id,
 *   then the Kafka body at the version kr_wire_send_version picks
 *
 * and comes back through the Kafka decoders. ctx is unused. encode
 * mallocs *buf; decode's views point into buf. encode returns
 * SIM_CODEC_UNSUPPORTED (1) for a pre-vote at a Vote version below 2,
 * which cannot carry it (never the case at kr_wire_send_version's): the
 * simulator then answers the sender as the node does.
 */
int kr_wire_sim_encode(void *ctx, const struct kr_msg *m, uint8_t **buf,
		       size_t *len);
int kr_wire_sim_decode(void *ctx, const uint8_t *buf, size_t len,
		       struct kr_msg *m);

#endif
