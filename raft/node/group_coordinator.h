/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/group_coordinator.h — the classic consumer group protocol's state
 * machine, as Kafka's group coordinator runs it (ClassicGroup): groups in
 * Empty, PreparingRebalance, CompletingRebalance, Stable or Dead; members
 * joining (JoinGroup, held until the rebalance completes), the leader
 * member's assignment handed to all (SyncGroup), heartbeats, leaving,
 * session and rebalance timeouts, static members (group.instance.id).
 *
 * It does no I/O and reads no clock: every call is given the time, held
 * requests are answered through hooks, and what must outlive a leader (a
 * group's generation and protocol, its end) is handed to the persist hook
 * as a record to append. Membership lives here only: after a failover the
 * members join again (the new leader's coordinator starts from the
 * committed groups, node/group_table.h, all Empty).
 *
 * Bounds: KR_GROUP_MAX_GROUPS groups, max_members members per group (and
 * as many members waiting for an id), KR_GC_MAX_PROTOCOLS protocols and
 * KR_GC_MAX_MEMBER_BYTES of protocol metadata or assignment per member,
 * KR_GC_MAX_MEMBERS members and KR_GC_MAX_BYTES of them in all. A
 * member that stops heartbeating is removed after its session timeout, an
 * Empty group without a committed offset is forgotten.
 */
#ifndef KR_NODE_GROUP_COORDINATOR_H
#define KR_NODE_GROUP_COORDINATOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "kwire/msg/heartbeat_request.h"
#include "kwire/msg/join_group_request.h"
#include "kwire/msg/join_group_response.h"
#include "kwire/msg/sync_group_request.h"
#include "kwire/msg/sync_group_response.h"
#include "node/group_table.h"
#include "node/services.h"

#define KR_GC_MAX_PROTOCOLS 16
#define KR_GC_MAX_MEMBER_BYTES (64 << 10)
/* Members (and ids handed out, not joined yet) of all groups together,
 * and the bytes of protocol metadata and assignments they hold: 10000
 * members of 6.4 KiB on average (a consumer's subscription is tens of
 * bytes); a join beyond is GROUP_MAX_SIZE_REACHED or
 * COORDINATOR_NOT_AVAILABLE. */
#define KR_GC_MAX_MEMBERS 10000
#define KR_GC_MAX_BYTES (64u << 20)
/* The longest member id (client id and a suffix), client id and host. */
#define KR_GC_CLIENT_ID_MAX 200

enum kr_gc_state {
	KR_GC_EMPTY,
	KR_GC_PREPARING,
	KR_GC_COMPLETING,
	KR_GC_STABLE,
	KR_GC_DEAD,
};

/* Kafka's name of a state ("PreparingRebalance" ...). */
const char *kr_gc_state_name(enum kr_gc_state st);

struct kr_gc_config {
	int32_t initial_delay_ms; /* group.initial.rebalance.delay.ms */
	int32_t min_session_ms;	  /* group.min.session.timeout.ms */
	int32_t max_session_ms;	  /* group.max.session.timeout.ms */
	int32_t max_members;	  /* group.max.size */
};

struct kr_gc_protocol {
	char *name;
	uint8_t *meta;
	int32_t meta_len;
};

struct kr_gc_member {
	char *id;
	char *instance_id; /* NULL: dynamic */
	char *client_id, *host;
	int32_t session_ms, rebalance_ms;
	struct kr_gc_protocol protocols[KR_GC_MAX_PROTOCOLS];
	int n_protocols;
	uint8_t *assignment;
	int32_t assignment_len;
	bool awaiting_join, awaiting_sync;
	struct kr_svc_req join_q, sync_q;
	int64_t expires_ms; /* of its session (not while awaiting) */
};

/* A member id handed out with MEMBER_ID_REQUIRED, not joined yet. */
struct kr_gc_pending {
	char *id;
	int64_t expires_ms;
};

struct kr_gc_group {
	char id[KR_GROUP_ID_MAX + 1];
	enum kr_gc_state state;
	char protocol_type[KR_GROUP_NAME_MAX + 1];
	char protocol[KR_GROUP_NAME_MAX + 1]; /* "": none */
	int32_t generation;
	char *leader; /* a member's id, or NULL */
	struct kr_gc_member *members;
	size_t n_members, cap_members;
	struct kr_gc_pending *pending;
	size_t n_pending, cap_pending;
	int64_t join_deadline_ms; /* PreparingRebalance */
	int64_t sync_deadline_ms; /* CompletingRebalance */
	/* the initial delay (an Empty group's first rebalance): what is left
	 * of the rebalance timeout, and whether a member came in the last */
	bool initial, new_member_added;
	int32_t initial_remaining_ms;
	bool persisted; /* a metadata record of it is in the log */
};

struct kr_gc_hooks {
	void *ctx;
	void (*join_reply)(void *ctx, const struct kr_svc_req *q,
			   const struct kw_join_group_response *m);
	void (*sync_reply)(void *ctx, const struct kr_svc_req *q,
			   const struct kw_sync_group_response *m);
	/* g's metadata to append (deleted: its tombstone) */
	void (*persist)(void *ctx, const struct kr_gc_group *g, bool deleted);
	/* true when group id has a committed (or committing) offset */
	bool (*has_offset)(void *ctx, const char *id);
};

struct kr_group_coordinator {
	struct kr_gc_config cfg;
	struct kr_gc_hooks hooks;
	struct kr_gc_group **groups;
	size_t n_groups, cap_groups;
	uint64_t next_id; /* member id suffixes */
	size_t n_members; /* of all groups, with the ids handed out */
	size_t bytes;	  /* protocol metadata and assignments held */
};

/* seed makes member ids unique across coordinators (the clock). */
void kr_gc_init(struct kr_group_coordinator *gc, const struct kr_gc_config *cfg,
		const struct kr_gc_hooks *hooks, uint64_t seed);
/* Answers every held request with NOT_COORDINATOR and forgets all. */
void kr_gc_clear(struct kr_group_coordinator *gc);
void kr_gc_free(struct kr_group_coordinator *gc);
/* The committed groups, as Empty groups (after kr_gc_clear). Returns 0 or
 * -1 out of memory. */
int kr_gc_load(struct kr_group_coordinator *gc, const struct kr_group_table *t);

struct kr_gc_group *kr_gc_find(const struct kr_group_coordinator *gc, struct kw_str id);

/* JoinGroup and SyncGroup: answered through the hooks, at once or when
 * the rebalance gets there. */
void kr_gc_join(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		const struct kw_join_group_request *req, struct kw_str client_id,
		const char *host, int64_t now);
void kr_gc_sync(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		const struct kw_sync_group_request *req, int64_t now);
/* Heartbeat's error code. */
int16_t kr_gc_heartbeat(struct kr_group_coordinator *gc,
			const struct kw_heartbeat_request *req, int64_t now);
/* One member's LeaveGroup (member_id empty: by instance id): its error. */
int16_t kr_gc_leave(struct kr_group_coordinator *gc, struct kw_str group,
		    struct kw_str member_id, struct kw_str instance_id, int64_t now);
/* Whether an OffsetCommit (at version) of this member may commit (0) or
 * its error, as Kafka checks it; a commit of a client without membership
 * (generation < 0, no member) to a group that does not exist creates it,
 * Empty. */
int16_t kr_gc_commit_check(struct kr_group_coordinator *gc, struct kw_str group,
			   int32_t generation, struct kw_str member_id,
			   struct kw_str instance_id, int16_t version, int64_t now);
/* DeleteGroups of one group: 0 (forgotten: its tombstone is the caller's to
 * append), GROUP_ID_NOT_FOUND or NON_EMPTY_GROUP. */
int16_t kr_gc_delete(struct kr_group_coordinator *gc, struct kw_str group);

/* Session, join and sync timeouts due at now. */
void kr_gc_tick(struct kr_group_coordinator *gc, int64_t now);
int64_t kr_gc_next_deadline(const struct kr_group_coordinator *gc);

#endif
