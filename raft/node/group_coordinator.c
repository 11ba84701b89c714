/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/group_coordinator.c — the classic group state machine of
 * node/group_coordinator.h. The transitions follow Kafka's ClassicGroup and
 * GroupMetadataManager: a join of a new dynamic member at JoinGroup v4+
 * first gets its id (MEMBER_ID_REQUIRED); a rebalance ends when every
 * member has joined again or at its timeout (the longest rebalance
 * timeout of the members; the group.initial.rebalance.delay.ms of an Empty
 * group's first one), removing the members that did not; the leader
 * member gets every member's metadata of the protocol chosen, and its
 * SyncGroup hands out the assignment. Joins that change nothing in a
 * Stable group are answered without a rebalance.
 */
#include "node/group_coordinator.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>

#include "kwire/protocol_errors.h"

const char *kr_gc_state_name(enum kr_gc_state st)
{
	switch (st) {
	case KR_GC_EMPTY:
		return "Empty";
	case KR_GC_PREPARING:
		return "PreparingRebalance";
	case KR_GC_COMPLETING:
		return "CompletingRebalance";
	case KR_GC_STABLE:
		return "Stable";
	case KR_GC_DEAD:
		break;
	}
	return "Dead";
}

/* ---- small helpers ------------------------------------------------------ */

static char *dup_str(struct kw_str s)
{
	size_t n = s.len > 0 ? (size_t)s.len : 0;
	char *p = malloc(n + 1);
	if (!p)
		return NULL;
	if (n) /* a view of nothing may be NULL */
		memcpy(p, s.ptr, n);
	p[n] = 0;
	return p;
}

static bool str_is(const char *c, struct kw_str s)
{
	return c && s.len >= 0 && strlen(c) == (size_t)s.len && !memcmp(c, s.ptr, s.len);
}

static bool has_str(struct kw_str s)
{
	return s.len > 0;
}

static void free_protocols(struct kr_group_coordinator *gc, struct kr_gc_member *m)
{
	for (int i = 0; i < m->n_protocols; i++) {
		gc->bytes -= (size_t)m->protocols[i].meta_len;
		free(m->protocols[i].name);
		free(m->protocols[i].meta);
	}
	m->n_protocols = 0;
}

static void clear_assignment(struct kr_group_coordinator *gc, struct kr_gc_member *m)
{
	gc->bytes -= (size_t)m->assignment_len;
	free(m->assignment);
	m->assignment = NULL;
	m->assignment_len = 0;
}

static void free_member(struct kr_group_coordinator *gc, struct kr_gc_member *m)
{
	free(m->id);
	free(m->instance_id);
	free(m->client_id);
	free(m->host);
	free_protocols(gc, m);
	clear_assignment(gc, m);
}

static struct kr_gc_member *member_of(struct kr_gc_group *g, struct kw_str id)
{
	for (size_t i = 0; i < g->n_members; i++)
		if (str_is(g->members[i].id, id))
			return &g->members[i];
	return NULL;
}

static struct kr_gc_member *member_by_instance(struct kr_gc_group *g, struct kw_str inst)
{
	if (!has_str(inst))
		return NULL;
	for (size_t i = 0; i < g->n_members; i++)
		if (str_is(g->members[i].instance_id, inst))
			return &g->members[i];
	return NULL;
}

static ssize_t pending_of(struct kr_gc_group *g, struct kw_str id)
{
	for (size_t i = 0; i < g->n_pending; i++)
		if (str_is(g->pending[i].id, id))
			return (ssize_t)i;
	return -1;
}

static void drop_pending(struct kr_group_coordinator *gc, struct kr_gc_group *g, size_t i)
{
	free(g->pending[i].id);
	g->pending[i] = g->pending[--g->n_pending];
	gc->n_members--;
}

static const struct kr_gc_protocol *protocol_of(const struct kr_gc_member *m,
						const char *name)
{
	for (int i = 0; i < m->n_protocols; i++)
		if (!strcmp(m->protocols[i].name, name))
			return &m->protocols[i];
	return NULL;
}

/* ---- answers -------------------------------------------------------------- */

static void join_error(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		       int16_t error, struct kw_str member_id)
{
	struct kw_join_group_response m;
	kw_join_group_response_init(&m);
	m.error_code = error;
	m.generation_id = -1;
	m.protocol_type = KW_STR_NULL;
	m.protocol_name = q->version >= 7 ? KW_STR_NULL : KW_STR_LIT("");
	m.leader = KW_STR_LIT("");
	m.member_id = member_id.len > 0 ? member_id : KW_STR_LIT("");
	m.members_count = 0;
	gc->hooks.join_reply(gc->hooks.ctx, q, &m);
}

static void sync_error(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		       int16_t error)
{
	struct kw_sync_group_response m;
	kw_sync_group_response_init(&m);
	m.error_code = error;
	m.protocol_type = KW_STR_NULL;
	m.protocol_name = KW_STR_NULL;
	m.assignment = (struct kw_bytes){(const uint8_t *)"", 0};
	gc->hooks.sync_reply(gc->hooks.ctx, q, &m);
}

static void sync_ok(struct kr_group_coordinator *gc, const struct kr_gc_group *g,
		    const struct kr_gc_member *mb, const struct kr_svc_req *q)
{
	struct kw_sync_group_response m;
	kw_sync_group_response_init(&m);
	m.protocol_type = kw_str_from_cstr(g->protocol_type);
	m.protocol_name = kw_str_from_cstr(g->protocol);
	m.assignment =
		(struct kw_bytes){mb->assignment ? mb->assignment : (const uint8_t *)"",
				  mb->assignment_len};
	gc->hooks.sync_reply(gc->hooks.ctx, q, &m);
}

/* The current generation to mb (the leader gets every member). */
static void join_ok(struct kr_group_coordinator *gc, const struct kr_gc_group *g,
		    const struct kr_gc_member *mb, const struct kr_svc_req *q)
{
	struct kw_join_group_response m;
	kw_join_group_response_init(&m);
	m.generation_id = g->generation;
	m.protocol_type = kw_str_from_cstr(g->protocol_type);
	m.protocol_name = kw_str_from_cstr(g->protocol);
	m.leader = kw_str_from_cstr(g->leader ? g->leader : "");
	m.member_id = kw_str_from_cstr(mb->id);
	m.members_count = 0;
	struct kw_join_group_response_join_group_response_member *all = NULL;
	if (g->leader && !strcmp(g->leader, mb->id) && g->n_members) {
		all = calloc(g->n_members, sizeof *all);
		if (all) {
			for (size_t i = 0; i < g->n_members; i++) {
				const struct kr_gc_member *o = &g->members[i];
				const struct kr_gc_protocol *p =
					protocol_of(o, g->protocol);
				kw_join_group_response_join_group_response_member_init(
					&all[i]);
				all[i].member_id = kw_str_from_cstr(o->id);
				all[i].group_instance_id =
					o->instance_id ? kw_str_from_cstr(o->instance_id)
						       : KW_STR_NULL;
				all[i].metadata = (struct kw_bytes){
					p && p->meta ? p->meta : (const uint8_t *)"",
					p ? p->meta_len : 0};
			}
			m.members = all;
			m.members_count = (int32_t)g->n_members;
		} else {
			m.error_code = KW_PERR_UNKNOWN_SERVER_ERROR;
		}
	}
	gc->hooks.join_reply(gc->hooks.ctx, q, &m);
	free(all);
}

/* ---- groups ----------------------------------------------------------------- */

static struct kr_gc_group *new_group(struct kr_group_coordinator *gc, struct kw_str id)
{
	if (gc->n_groups >= KR_GROUP_MAX_GROUPS || id.len <= 0 ||
	    id.len > KR_GROUP_ID_MAX)
		return NULL;
	if (gc->n_groups == gc->cap_groups) {
		size_t nc = gc->cap_groups ? gc->cap_groups * 2 : 16;
		void *p = realloc(gc->groups, nc * sizeof *gc->groups);
		if (!p)
			return NULL;
		gc->groups = p;
		gc->cap_groups = nc;
	}
	struct kr_gc_group *g = calloc(1, sizeof *g);
	if (!g)
		return NULL;
	if (id.len > 0)
		memcpy(g->id, id.ptr, (size_t)id.len);
	g->state = KR_GC_EMPTY;
	gc->groups[gc->n_groups++] = g;
	return g;
}

static void free_group(struct kr_group_coordinator *gc, struct kr_gc_group *g)
{
	gc->n_members -= g->n_members + g->n_pending;
	for (size_t i = 0; i < g->n_members; i++)
		free_member(gc, &g->members[i]);
	for (size_t i = 0; i < g->n_pending; i++)
		free(g->pending[i].id);
	free(g->members);
	free(g->pending);
	free(g->leader);
	free(g);
}

struct kr_gc_group *kr_gc_find(const struct kr_group_coordinator *gc, struct kw_str id)
{
	for (size_t i = 0; i < gc->n_groups; i++)
		if (str_is(gc->groups[i]->id, id))
			return gc->groups[i];
	return NULL;
}

static void forget_group(struct kr_group_coordinator *gc, struct kr_gc_group *g)
{
	for (size_t i = 0; i < gc->n_groups; i++)
		if (gc->groups[i] == g) {
			gc->groups[i] = gc->groups[--gc->n_groups];
			break;
		}
	free_group(gc, g);
}

void kr_gc_init(struct kr_group_coordinator *gc, const struct kr_gc_config *cfg,
		const struct kr_gc_hooks *hooks, uint64_t seed)
{
	memset(gc, 0, sizeof *gc);
	gc->cfg = *cfg;
	gc->hooks = *hooks;
	gc->next_id = seed;
}

void kr_gc_clear(struct kr_group_coordinator *gc)
{
	for (size_t i = 0; i < gc->n_groups; i++) {
		struct kr_gc_group *g = gc->groups[i];
		for (size_t k = 0; k < g->n_members; k++) {
			struct kr_gc_member *m = &g->members[k];
			if (m->awaiting_join)
				join_error(gc, &m->join_q, KW_PERR_NOT_COORDINATOR,
					   KW_STR_NULL);
			if (m->awaiting_sync)
				sync_error(gc, &m->sync_q, KW_PERR_NOT_COORDINATOR);
		}
		free_group(gc, g);
	}
	gc->n_groups = 0;
}

void kr_gc_free(struct kr_group_coordinator *gc)
{
	kr_gc_clear(gc);
	free(gc->groups);
	gc->groups = NULL;
	gc->cap_groups = 0;
}

int kr_gc_load(struct kr_group_coordinator *gc, const struct kr_group_table *t)
{
	for (size_t i = 0; i < t->n; i++) {
		const struct kr_group_entry *e = &t->v[i];
		struct kr_gc_group *g = new_group(gc, kw_str_from_cstr(e->id));
		if (!g)
			return -1;
		if (e->has_meta) {
			memcpy(g->protocol_type, e->protocol_type,
			       sizeof g->protocol_type);
			g->generation = e->generation;
			g->persisted = true;
		}
	}
	return 0;
}

/* The group's metadata to the log, and an Empty group without a committed
 * offset forgotten (its tombstone, when it had a record). */
static void persist(struct kr_group_coordinator *gc, struct kr_gc_group *g)
{
	if (g->state == KR_GC_EMPTY && !gc->hooks.has_offset(gc->hooks.ctx, g->id)) {
		if (g->persisted)
			gc->hooks.persist(gc->hooks.ctx, g, true);
		forget_group(gc, g);
		return;
	}
	gc->hooks.persist(gc->hooks.ctx, g, false);
	g->persisted = true;
}

/* ---- rebalances --------------------------------------------------------------- */

static int32_t rebalance_ms(const struct kr_gc_group *g)
{
	int32_t t = 0;
	for (size_t i = 0; i < g->n_members; i++)
		if (g->members[i].rebalance_ms > t)
			t = g->members[i].rebalance_ms;
	return t;
}

/* The protocol every member supports that most members prefer (Kafka's
 * vote: each member's first supported candidate). */
static const char *select_protocol(const struct kr_gc_group *g)
{
	const struct kr_gc_member *first = &g->members[0];
	const char *best = NULL;
	size_t best_votes = 0;
	for (int c = 0; c < first->n_protocols; c++) {
		const char *name = first->protocols[c].name;
		bool common = true;
		for (size_t i = 1; i < g->n_members && common; i++)
			common = protocol_of(&g->members[i], name) != NULL;
		if (!common)
			continue;
		size_t votes = 0;
		for (size_t i = 0; i < g->n_members; i++) {
			const struct kr_gc_member *m = &g->members[i];
			for (int k = 0; k < m->n_protocols; k++) {
				const char *p = m->protocols[k].name;
				bool cand = true;
				for (size_t j = 0; j < g->n_members && cand; j++)
					cand = protocol_of(&g->members[j], p) != NULL;
				if (!cand)
					continue;
				if (!strcmp(p, name))
					votes++;
				break;
			}
		}
		if (!best || votes > best_votes) {
			best = name;
			best_votes = votes;
		}
	}
	return best;
}

static void set_leader(struct kr_gc_group *g, const char *id)
{
	char *p = id ? strdup(id) : NULL;
	free(g->leader);
	g->leader = p;
}

static void remove_member(struct kr_group_coordinator *gc, struct kr_gc_group *g,
			  struct kr_gc_member *m)
{
	if (m->awaiting_join)
		join_error(gc, &m->join_q, KW_PERR_UNKNOWN_MEMBER_ID, KW_STR_NULL);
	if (m->awaiting_sync)
		sync_error(gc, &m->sync_q, KW_PERR_UNKNOWN_MEMBER_ID);
	bool was_leader = g->leader && !strcmp(g->leader, m->id);
	free_member(gc, m);
	*m = g->members[--g->n_members];
	gc->n_members--;
	if (was_leader)
		set_leader(g, g->n_members ? g->members[0].id : NULL);
}

/* Every member has joined again (and none waits for an id). */
static bool all_joined(const struct kr_gc_group *g)
{
	if (g->n_pending)
		return false;
	for (size_t i = 0; i < g->n_members; i++)
		if (!g->members[i].awaiting_join)
			return false;
	return true;
}

static void complete_join(struct kr_group_coordinator *gc, struct kr_gc_group *g,
			  int64_t now)
{
	for (size_t i = 0; i < g->n_members;) {
		if (!g->members[i].awaiting_join)
			remove_member(gc, g, &g->members[i]);
		else
			i++;
	}
	while (g->n_pending)
		drop_pending(gc, g, 0);
	g->generation++;
	g->initial = false;
	if (!g->n_members) {
		g->state = KR_GC_EMPTY;
		g->protocol[0] = 0;
		persist(gc, g);
		return;
	}
	const char *p = select_protocol(g);
	snprintf(g->protocol, sizeof g->protocol, "%s", p ? p : "");
	if (!g->leader)
		set_leader(g, g->members[0].id);
	g->state = KR_GC_COMPLETING;
	g->sync_deadline_ms = now + rebalance_ms(g);
	for (size_t i = 0; i < g->n_members; i++) {
		struct kr_gc_member *m = &g->members[i];
		m->awaiting_join = false;
		m->expires_ms = now + m->session_ms;
		clear_assignment(gc, m);
		join_ok(gc, g, m, &m->join_q);
	}
}

static void maybe_complete_join(struct kr_group_coordinator *gc, struct kr_gc_group *g,
				int64_t now, bool initial)
{
	if (g->state == KR_GC_PREPARING && !initial && all_joined(g))
		complete_join(gc, g, now);
}

/* An Empty group's first rebalance waits for more members (Kafka's
 * InitialDelayedJoin). */
static bool initial_delay(const struct kr_gc_group *g)
{
	return g->state == KR_GC_PREPARING && g->initial;
}

static void prepare_rebalance(struct kr_group_coordinator *gc, struct kr_gc_group *g,
			      int64_t now)
{
	if (g->state == KR_GC_COMPLETING) {
		/* the assignment being handed out is void */
		for (size_t i = 0; i < g->n_members; i++) {
			struct kr_gc_member *m = &g->members[i];
			if (m->awaiting_sync) {
				m->awaiting_sync = false;
				sync_error(gc, &m->sync_q, KW_PERR_REBALANCE_IN_PROGRESS);
			}
		}
	}
	bool was_empty = g->state == KR_GC_EMPTY;
	g->state = KR_GC_PREPARING;
	int32_t t = rebalance_ms(g);
	/* an Empty group's first rebalance waits the initial delay, again
	 * while members keep coming, within the rebalance timeout */
	g->initial = was_empty && gc->cfg.initial_delay_ms > 0;
	if (g->initial) {
		int32_t d = gc->cfg.initial_delay_ms < t ? gc->cfg.initial_delay_ms : t;
		g->initial_remaining_ms = t - d;
		g->new_member_added = false;
		t = d;
	}
	g->join_deadline_ms = now + t;
	maybe_complete_join(gc, g, now, initial_delay(g));
}

/* ---- JoinGroup ------------------------------------------------------------------ */

static int16_t set_protocols(struct kr_group_coordinator *gc, struct kr_gc_member *m,
			     const struct kw_join_group_request *req)
{
	if (req->protocols_count <= 0)
		return KW_PERR_INCONSISTENT_GROUP_PROTOCOL;
	if (req->protocols_count > KR_GC_MAX_PROTOCOLS)
		return KW_PERR_INVALID_REQUEST;
	size_t total = 0;
	for (int32_t i = 0; i < req->protocols_count; i++) {
		const struct kw_join_group_request_join_group_request_protocol *p =
			&req->protocols[i];
		if (p->name.len <= 0 || p->name.len > KR_GROUP_NAME_MAX)
			return KW_PERR_INCONSISTENT_GROUP_PROTOCOL;
		total += p->metadata.len > 0 ? (size_t)p->metadata.len : 0;
	}
	if (total > KR_GC_MAX_MEMBER_BYTES)
		return KW_PERR_INVALID_REQUEST;
	if (gc->bytes + total > KR_GC_MAX_BYTES)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE; /* all members' together */
	struct kr_gc_protocol np[KR_GC_MAX_PROTOCOLS];
	int n = 0;
	for (int32_t i = 0; i < req->protocols_count; i++) {
		const struct kw_join_group_request_join_group_request_protocol *p =
			&req->protocols[i];
		size_t ml = p->metadata.len > 0 ? (size_t)p->metadata.len : 0;
		np[n].name = dup_str(p->name);
		np[n].meta = malloc(ml ? ml : 1);
		np[n].meta_len = (int32_t)ml;
		if (!np[n].name || !np[n].meta) {
			free(np[n].name);
			free(np[n].meta);
			for (int k = 0; k < n; k++) {
				free(np[k].name);
				free(np[k].meta);
			}
			return KW_PERR_UNKNOWN_SERVER_ERROR;
		}
		if (ml)
			memcpy(np[n].meta, p->metadata.ptr, ml);
		n++;
	}
	free_protocols(gc, m);
	if (n)
		memcpy(m->protocols, np, sizeof np[0] * (size_t)n);
	m->n_protocols = n;
	gc->bytes += total;
	return 0;
}

/* The member's protocols as the request lists them (same names, same
 * metadata, same order): a join that changes nothing. */
static bool same_protocols(const struct kr_gc_member *m,
			   const struct kw_join_group_request *req)
{
	if (req->protocols_count != m->n_protocols)
		return false;
	for (int i = 0; i < m->n_protocols; i++) {
		const struct kw_join_group_request_join_group_request_protocol *p =
			&req->protocols[i];
		int32_t ml = p->metadata.len > 0 ? p->metadata.len : 0;
		if (!str_is(m->protocols[i].name, p->name) ||
		    ml != m->protocols[i].meta_len ||
		    (ml && memcmp(m->protocols[i].meta, p->metadata.ptr, (size_t)ml)))
			return false;
	}
	return true;
}

/* Whether the request's protocols fit the group's (type, and one in
 * common with every member). */
static bool protocols_fit(const struct kr_gc_group *g,
			  const struct kw_join_group_request *req)
{
	if (req->protocol_type.len <= 0 || req->protocol_type.len > KR_GROUP_NAME_MAX ||
	    req->protocols_count <= 0)
		return false;
	if (g->n_members == 0)
		return true;
	if (!str_is(g->protocol_type, req->protocol_type))
		return false;
	for (int32_t i = 0; i < req->protocols_count; i++) {
		bool all = true;
		char name[KR_GROUP_NAME_MAX + 1];
		int32_t nl = req->protocols[i].name.len;
		if (nl <= 0 || nl > KR_GROUP_NAME_MAX)
			continue;
		memcpy(name, req->protocols[i].name.ptr, (size_t)nl);
		name[nl] = 0;
		for (size_t k = 0; k < g->n_members && all; k++)
			all = protocol_of(&g->members[k], name) != NULL;
		if (all)
			return true;
	}
	return false;
}

static void update_member(struct kr_gc_member *m, const struct kw_join_group_request *req,
			  const struct kr_svc_req *q)
{
	m->session_ms = req->session_timeout_ms;
	m->rebalance_ms =
		q->version >= 1 ? req->rebalance_timeout_ms : req->session_timeout_ms;
	/* an older join of it held was answered by the caller */
	m->awaiting_join = true;
	m->join_q = *q;
}

static struct kr_gc_member *add_member(struct kr_group_coordinator *gc,
				       struct kr_gc_group *g, struct kw_str id,
				       const struct kw_join_group_request *req,
				       struct kw_str client_id, const char *host,
				       int16_t *error)
{
	if (g->n_members == g->cap_members) {
		size_t nc = g->cap_members ? g->cap_members * 2 : 4;
		void *p = realloc(g->members, nc * sizeof *g->members);
		if (!p) {
			*error = KW_PERR_UNKNOWN_SERVER_ERROR;
			return NULL;
		}
		g->members = p;
		g->cap_members = nc;
	}
	struct kr_gc_member *m = &g->members[g->n_members];
	memset(m, 0, sizeof *m);
	m->id = dup_str(id);
	m->instance_id =
		has_str(req->group_instance_id) ? dup_str(req->group_instance_id) : NULL;
	struct kw_str cid = client_id;
	if (cid.len > KR_GC_CLIENT_ID_MAX)
		cid.len = KR_GC_CLIENT_ID_MAX;
	m->client_id = dup_str(cid);
	m->host = strdup(host ? host : "");
	*error = 0;
	if (!m->id || !m->client_id || !m->host ||
	    (has_str(req->group_instance_id) && !m->instance_id))
		*error = KW_PERR_UNKNOWN_SERVER_ERROR;
	if (!*error)
		*error = set_protocols(gc, m, req);
	if (*error) {
		free_member(gc, m);
		return NULL;
	}
	if (g->n_members == 0) {
		snprintf(g->protocol_type, sizeof g->protocol_type, "%.*s",
			 (int)req->protocol_type.len, req->protocol_type.ptr);
	}
	g->n_members++;
	gc->n_members++;
	if (initial_delay(g))
		g->new_member_added = true;
	if (!g->leader)
		set_leader(g, m->id);
	return m;
}

/* A new member id: the client id, a dash and a unique suffix, as Kafka's
 * (whose suffix is a UUID). */
static struct kw_str new_member_id(struct kr_group_coordinator *gc,
				   struct kw_str client_id, char *buf, size_t cap)
{
	int cl = client_id.len > 0 ? (int)client_id.len : 0;
	if (cl > KR_GC_CLIENT_ID_MAX)
		cl = KR_GC_CLIENT_ID_MAX;
	uint64_t x = gc->next_id++;
	/* a mix so that consecutive ids do not look alike */
	uint64_t h = x * 0x9e3779b97f4a7c15ull;
	int n = snprintf(buf, cap, "%.*s-%016" PRIx64 "-%08" PRIx32, cl,
			 cl ? client_id.ptr : "", h, (uint32_t)(x & 0xffffffffu));
	return (struct kw_str){buf, n};
}

/* Joins into a rebalance (or starts one) and holds the answer. */
static void join_and_rebalance(struct kr_group_coordinator *gc, struct kr_gc_group *g,
			       struct kr_gc_member *m, const struct kr_svc_req *q,
			       const struct kw_join_group_request *req, int64_t now)
{
	if (m->awaiting_join)
		join_error(gc, &m->join_q, KW_PERR_REBALANCE_IN_PROGRESS, KW_STR_NULL);
	update_member(m, req, q);
	if (g->state == KR_GC_PREPARING)
		maybe_complete_join(gc, g, now, initial_delay(g));
	else
		prepare_rebalance(gc, g, now);
}

static void join_new(struct kr_group_coordinator *gc, struct kr_gc_group *g,
		     const struct kr_svc_req *q, const struct kw_join_group_request *req,
		     struct kw_str client_id, const char *host, int64_t now)
{
	char idbuf[KR_GC_CLIENT_ID_MAX + 64];
	struct kw_str id = new_member_id(gc, client_id, idbuf, sizeof idbuf);
	struct kr_gc_member *old = member_by_instance(g, req->group_instance_id);
	if (old) {
		/* a static member restarted: the old id is fenced, the new one
		 * takes its place; nothing else changes when the group is
		 * Stable and its protocols are the same */
		char *nid = dup_str(id);
		if (!nid) {
			join_error(gc, q, KW_PERR_UNKNOWN_SERVER_ERROR, KW_STR_NULL);
			return;
		}
		if (old->awaiting_join) {
			old->awaiting_join = false;
			join_error(gc, &old->join_q, KW_PERR_FENCED_INSTANCE_ID,
				   KW_STR_NULL);
		}
		if (old->awaiting_sync) {
			old->awaiting_sync = false;
			sync_error(gc, &old->sync_q, KW_PERR_FENCED_INSTANCE_ID);
		}
		bool was_leader = g->leader && !strcmp(g->leader, old->id);
		free(old->id);
		old->id = nid;
		if (was_leader)
			set_leader(g, nid);
		old->expires_ms = now + req->session_timeout_ms;
		if (g->state == KR_GC_STABLE && !was_leader && same_protocols(old, req)) {
			old->session_ms = req->session_timeout_ms;
			join_ok(gc, g, old, q);
			return;
		}
		int16_t e = set_protocols(gc, old, req);
		if (e) {
			join_error(gc, q, e, KW_STR_NULL);
			return;
		}
		join_and_rebalance(gc, g, old, q, req, now);
		return;
	}
	if (!has_str(req->group_instance_id) && q->version >= 4) {
		/* KIP-394: the id first, the join with it next */
		if (g->n_pending >= (size_t)gc->cfg.max_members) {
			join_error(gc, q, KW_PERR_GROUP_MAX_SIZE_REACHED, KW_STR_NULL);
			return;
		}
		if (g->n_pending == g->cap_pending) {
			size_t nc = g->cap_pending ? g->cap_pending * 2 : 4;
			void *p = realloc(g->pending, nc * sizeof *g->pending);
			if (!p) {
				join_error(gc, q, KW_PERR_UNKNOWN_SERVER_ERROR,
					   KW_STR_NULL);
				return;
			}
			g->pending = p;
			g->cap_pending = nc;
		}
		char *pid = dup_str(id);
		if (!pid) {
			join_error(gc, q, KW_PERR_UNKNOWN_SERVER_ERROR, KW_STR_NULL);
			return;
		}
		g->pending[g->n_pending++] =
			(struct kr_gc_pending){pid, now + req->session_timeout_ms};
		gc->n_members++;
		join_error(gc, q, KW_PERR_MEMBER_ID_REQUIRED, id);
		return;
	}
	int16_t e = 0;
	struct kr_gc_member *m = add_member(gc, g, id, req, client_id, host, &e);
	if (!m) {
		join_error(gc, q, e, KW_STR_NULL);
		return;
	}
	join_and_rebalance(gc, g, m, q, req, now);
}

static void join_known(struct kr_group_coordinator *gc, struct kr_gc_group *g,
		       const struct kr_svc_req *q,
		       const struct kw_join_group_request *req, struct kw_str client_id,
		       const char *host, int64_t now)
{
	ssize_t pi = pending_of(g, req->member_id);
	if (pi >= 0) {
		drop_pending(gc, g, (size_t)pi);
		int16_t e = 0;
		struct kr_gc_member *m =
			add_member(gc, g, req->member_id, req, client_id, host, &e);
		if (!m) {
			join_error(gc, q, e, req->member_id);
			return;
		}
		join_and_rebalance(gc, g, m, q, req, now);
		return;
	}
	struct kr_gc_member *si = member_by_instance(g, req->group_instance_id);
	if (si && !str_is(si->id, req->member_id)) {
		join_error(gc, q, KW_PERR_FENCED_INSTANCE_ID, req->member_id);
		return;
	}
	struct kr_gc_member *m = member_of(g, req->member_id);
	if (!m) {
		join_error(gc, q, KW_PERR_UNKNOWN_MEMBER_ID, req->member_id);
		return;
	}
	m->expires_ms = now + m->session_ms;
	bool same = same_protocols(m, req);
	if ((g->state == KR_GC_COMPLETING && same) ||
	    (g->state == KR_GC_STABLE && same &&
	     !(g->leader && !strcmp(g->leader, m->id)))) {
		/* nothing changed: the current generation */
		m->session_ms = req->session_timeout_ms;
		join_ok(gc, g, m, q);
		return;
	}
	int16_t e = set_protocols(gc, m, req);
	if (e) {
		join_error(gc, q, e, req->member_id);
		return;
	}
	join_and_rebalance(gc, g, m, q, req, now);
}

void kr_gc_join(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		const struct kw_join_group_request *req, struct kw_str client_id,
		const char *host, int64_t now)
{
	if (req->group_id.len <= 0 || req->group_id.len > KR_GROUP_ID_MAX) {
		join_error(gc, q, KW_PERR_INVALID_GROUP_ID, req->member_id);
		return;
	}
	if (req->session_timeout_ms < gc->cfg.min_session_ms ||
	    req->session_timeout_ms > gc->cfg.max_session_ms) {
		join_error(gc, q, KW_PERR_INVALID_SESSION_TIMEOUT, req->member_id);
		return;
	}
	if (q->version >= 1 && req->rebalance_timeout_ms <= 0) {
		join_error(gc, q, KW_PERR_INVALID_REQUEST, req->member_id);
		return;
	}
	if (req->member_id.len > KR_GC_CLIENT_ID_MAX + 64 ||
	    req->group_instance_id.len > KR_GC_CLIENT_ID_MAX) {
		join_error(gc, q, KW_PERR_INVALID_REQUEST, req->member_id);
		return;
	}
	bool unknown = req->member_id.len <= 0;
	struct kr_gc_group *g = kr_gc_find(gc, req->group_id);
	if (!g) {
		if (!unknown) {
			join_error(gc, q, KW_PERR_UNKNOWN_MEMBER_ID, req->member_id);
			return;
		}
		g = new_group(gc, req->group_id);
		if (!g) {
			join_error(gc, q, KW_PERR_COORDINATOR_NOT_AVAILABLE,
				   req->member_id);
			return;
		}
	}
	if (g->state == KR_GC_DEAD) {
		join_error(gc, q, KW_PERR_COORDINATOR_NOT_AVAILABLE, req->member_id);
		return;
	}
	if (!protocols_fit(g, req)) {
		join_error(gc, q, KW_PERR_INCONSISTENT_GROUP_PROTOCOL, req->member_id);
		if (!g->n_members && !g->persisted &&
		    !gc->hooks.has_offset(gc->hooks.ctx, g->id))
			forget_group(gc, g);
		return;
	}
	bool is_member = !unknown && (member_of(g, req->member_id) ||
				      pending_of(g, req->member_id) >= 0);
	if (!member_by_instance(g, req->group_instance_id) && !is_member &&
	    (g->n_members >= (size_t)gc->cfg.max_members ||
	     gc->n_members >= KR_GC_MAX_MEMBERS)) {
		join_error(gc, q, KW_PERR_GROUP_MAX_SIZE_REACHED, req->member_id);
		return;
	}
	if (unknown)
		join_new(gc, g, q, req, client_id, host, now);
	else
		join_known(gc, g, q, req, client_id, host, now);
}

/* ---- SyncGroup, Heartbeat, LeaveGroup, commits ----------------------------------- */

/* The checks of a request naming a member of a generation (SyncGroup,
 * Heartbeat, OffsetCommit): 0 and *out, or the error. */
static int16_t check_member(struct kr_gc_group *g, struct kw_str member_id,
			    struct kw_str instance_id, int32_t generation,
			    struct kr_gc_member **out)
{
	if (!g || g->state == KR_GC_DEAD)
		return g ? KW_PERR_COORDINATOR_NOT_AVAILABLE : KW_PERR_UNKNOWN_MEMBER_ID;
	struct kr_gc_member *si = member_by_instance(g, instance_id);
	if (si && !str_is(si->id, member_id))
		return KW_PERR_FENCED_INSTANCE_ID;
	struct kr_gc_member *m = member_of(g, member_id);
	if (!m)
		return KW_PERR_UNKNOWN_MEMBER_ID;
	if (generation != g->generation)
		return KW_PERR_ILLEGAL_GENERATION;
	*out = m;
	return 0;
}

void kr_gc_sync(struct kr_group_coordinator *gc, const struct kr_svc_req *q,
		const struct kw_sync_group_request *req, int64_t now)
{
	struct kr_gc_group *g = kr_gc_find(gc, req->group_id);
	struct kr_gc_member *m = NULL;
	int16_t e = check_member(g, req->member_id, req->group_instance_id,
				 req->generation_id, &m);
	if (!e && q->version >= 5 &&
	    ((req->protocol_type.len >= 0 &&
	      !str_is(g->protocol_type, req->protocol_type)) ||
	     (req->protocol_name.len >= 0 && !str_is(g->protocol, req->protocol_name))))
		e = KW_PERR_INCONSISTENT_GROUP_PROTOCOL;
	if (e) {
		sync_error(gc, q, e);
		return;
	}
	m->expires_ms = now + m->session_ms;
	switch (g->state) {
	case KR_GC_EMPTY:
	case KR_GC_DEAD:
		sync_error(gc, q, KW_PERR_UNKNOWN_MEMBER_ID);
		return;
	case KR_GC_PREPARING:
		sync_error(gc, q, KW_PERR_REBALANCE_IN_PROGRESS);
		return;
	case KR_GC_STABLE:
		sync_ok(gc, g, m, q);
		return;
	case KR_GC_COMPLETING:
		break;
	}
	if (m->awaiting_sync)
		sync_error(gc, &m->sync_q, KW_PERR_REBALANCE_IN_PROGRESS);
	m->awaiting_sync = true;
	m->sync_q = *q;
	if (!g->leader || strcmp(g->leader, m->id))
		return;
	/* the leader's assignment: to every member (none named: empty) */
	for (size_t i = 0; i < g->n_members; i++) {
		struct kr_gc_member *o = &g->members[i];
		clear_assignment(gc, o);
		for (int32_t k = 0; k < req->assignments_count; k++) {
			const struct kw_sync_group_request_sync_group_request_assignment
				*a = &req->assignments[k];
			if (!str_is(o->id, a->member_id) || a->assignment.len <= 0)
				continue;
			/* too large (alone or with all the others): none, the
			 * member finds it has nothing to consume */
			if (a->assignment.len > KR_GC_MAX_MEMBER_BYTES ||
			    gc->bytes + (size_t)a->assignment.len > KR_GC_MAX_BYTES)
				break;
			uint8_t *p = malloc((size_t)a->assignment.len);
			if (p) {
				if (a->assignment.len > 0)
					memcpy(p, a->assignment.ptr, (size_t)a->assignment.len);
				clear_assignment(gc, o);
				o->assignment = p;
				o->assignment_len = a->assignment.len;
				gc->bytes += (size_t)a->assignment.len;
			}
		}
	}
	g->state = KR_GC_STABLE;
	for (size_t i = 0; i < g->n_members; i++) {
		struct kr_gc_member *o = &g->members[i];
		o->expires_ms = now + o->session_ms;
		if (o->awaiting_sync) {
			o->awaiting_sync = false;
			sync_ok(gc, g, o, &o->sync_q);
		}
	}
	persist(gc, g);
}

int16_t kr_gc_heartbeat(struct kr_group_coordinator *gc,
			const struct kw_heartbeat_request *req, int64_t now)
{
	struct kr_gc_group *g = kr_gc_find(gc, req->group_id);
	struct kr_gc_member *m = NULL;
	int16_t e = check_member(g, req->member_id, req->group_instance_id,
				 req->generation_id, &m);
	if (e)
		return e;
	switch (g->state) {
	case KR_GC_EMPTY:
	case KR_GC_DEAD:
		return KW_PERR_UNKNOWN_MEMBER_ID;
	case KR_GC_PREPARING:
		m->expires_ms = now + m->session_ms;
		return KW_PERR_REBALANCE_IN_PROGRESS;
	case KR_GC_COMPLETING:
	case KR_GC_STABLE:
		break;
	}
	m->expires_ms = now + m->session_ms;
	return 0;
}

/* After a member left or expired: the group rebalances without it. */
static void after_removal(struct kr_group_coordinator *gc, struct kr_gc_group *g,
			  int64_t now)
{
	switch (g->state) {
	case KR_GC_STABLE:
	case KR_GC_COMPLETING:
		prepare_rebalance(gc, g, now);
		break;
	case KR_GC_PREPARING:
		maybe_complete_join(gc, g, now, initial_delay(g));
		break;
	case KR_GC_EMPTY:
	case KR_GC_DEAD:
		break;
	}
}

int16_t kr_gc_leave(struct kr_group_coordinator *gc, struct kw_str group,
		    struct kw_str member_id, struct kw_str instance_id, int64_t now)
{
	struct kr_gc_group *g = kr_gc_find(gc, group);
	if (!g)
		return KW_PERR_UNKNOWN_MEMBER_ID;
	if (g->state == KR_GC_DEAD)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	struct kr_gc_member *m;
	if (has_str(instance_id)) {
		m = member_by_instance(g, instance_id);
		if (!m)
			return KW_PERR_UNKNOWN_MEMBER_ID;
		if (has_str(member_id) && !str_is(m->id, member_id))
			return KW_PERR_FENCED_INSTANCE_ID;
	} else {
		ssize_t pi = pending_of(g, member_id);
		if (pi >= 0) {
			drop_pending(gc, g, (size_t)pi);
			maybe_complete_join(gc, g, now, initial_delay(g));
			return 0;
		}
		m = member_of(g, member_id);
		if (!m)
			return KW_PERR_UNKNOWN_MEMBER_ID;
	}
	remove_member(gc, g, m);
	after_removal(gc, g, now);
	return 0;
}

int16_t kr_gc_commit_check(struct kr_group_coordinator *gc, struct kw_str group,
			   int32_t generation, struct kw_str member_id,
			   struct kw_str instance_id, int16_t version, int64_t now)
{
	if (group.len <= 0 || group.len > KR_GROUP_ID_MAX)
		return KW_PERR_INVALID_GROUP_ID;
	struct kr_gc_group *g = kr_gc_find(gc, group);
	if (!g) {
		if (generation < 0)
			return new_group(gc, group) ? 0
						    : KW_PERR_COORDINATOR_NOT_AVAILABLE;
		/* Kafka: GROUP_ID_NOT_FOUND from v9, ILLEGAL_GENERATION before */
		return version >= 9 ? KW_PERR_GROUP_ID_NOT_FOUND
				    : KW_PERR_ILLEGAL_GENERATION;
	}
	if (g->state == KR_GC_DEAD)
		return KW_PERR_COORDINATOR_NOT_AVAILABLE;
	if (generation < 0 && g->state == KR_GC_EMPTY)
		return 0; /* a commit without membership, to a group without members */
	struct kr_gc_member *m = NULL;
	if (generation >= 0 || has_str(member_id) || instance_id.len >= 0) {
		struct kr_gc_member *si = member_by_instance(g, instance_id);
		if (si && !str_is(si->id, member_id))
			return KW_PERR_FENCED_INSTANCE_ID;
		m = member_of(g, member_id);
		if (!m)
			return KW_PERR_UNKNOWN_MEMBER_ID;
		if (generation != g->generation)
			return KW_PERR_ILLEGAL_GENERATION;
	} else {
		return KW_PERR_UNKNOWN_MEMBER_ID; /* no member, a group with members */
	}
	if (g->state == KR_GC_COMPLETING)
		return KW_PERR_REBALANCE_IN_PROGRESS;
	/* a commit keeps the session of a member (Stable, PreparingRebalance) */
	m->expires_ms = now + m->session_ms;
	return 0;
}

int16_t kr_gc_delete(struct kr_group_coordinator *gc, struct kw_str group)
{
	struct kr_gc_group *g = kr_gc_find(gc, group);
	if (!g || g->state == KR_GC_DEAD)
		return KW_PERR_GROUP_ID_NOT_FOUND;
	if (g->state != KR_GC_EMPTY)
		return KW_PERR_NON_EMPTY_GROUP;
	forget_group(gc, g);
	return 0;
}

/* ---- time ------------------------------------------------------------------------ */

static void tick_group(struct kr_group_coordinator *gc, struct kr_gc_group *g,
		       int64_t now)
{
	bool dropped = false;
	for (size_t i = 0; i < g->n_pending;) {
		if (g->pending[i].expires_ms <= now) {
			drop_pending(gc, g, i);
			dropped = true;
		} else {
			i++;
		}
	}
	if (dropped && g->state == KR_GC_EMPTY && !g->n_pending && !g->n_members) {
		/* ids asked for and never used: nothing is left of the group */
		persist(gc, g);
		return;
	}
	bool removed = false;
	for (size_t i = 0; i < g->n_members;) {
		struct kr_gc_member *m = &g->members[i];
		/* a member waiting for its join or sync is alive */
		if (!m->awaiting_join && !m->awaiting_sync && m->expires_ms <= now) {
			remove_member(gc, g, m);
			removed = true;
		} else {
			i++;
		}
	}
	if (g->state == KR_GC_PREPARING && g->join_deadline_ms <= now) {
		if (g->initial && g->new_member_added && g->initial_remaining_ms > 0) {
			int32_t d = gc->cfg.initial_delay_ms < g->initial_remaining_ms
					    ? gc->cfg.initial_delay_ms
					    : g->initial_remaining_ms;
			g->initial_remaining_ms -= d;
			g->new_member_added = false;
			g->join_deadline_ms = now + d;
			return;
		}
		complete_join(gc, g, now);
		return;
	}
	if (g->state == KR_GC_COMPLETING && g->sync_deadline_ms <= now) {
		/* the members that did not sync in time are gone */
		for (size_t i = 0; i < g->n_members;) {
			if (!g->members[i].awaiting_sync)
				remove_member(gc, g, &g->members[i]);
			else
				i++;
		}
		prepare_rebalance(gc, g, now);
		return;
	}
	if (removed)
		after_removal(gc, g, now);
	else if (g->state == KR_GC_PREPARING)
		maybe_complete_join(gc, g, now, initial_delay(g));
}

void kr_gc_tick(struct kr_group_coordinator *gc, int64_t now)
{
	/* a group may be forgotten on the way: walk a copy of the list */
	size_t n = gc->n_groups;
	if (!n)
		return;
	struct kr_gc_group **v = malloc(n * sizeof *v);
	if (!v)
		return;
	memcpy(v, gc->groups, n * sizeof *v);
	for (size_t i = 0; i < n; i++) {
		bool alive = false;
		for (size_t k = 0; k < gc->n_groups && !alive; k++)
			alive = gc->groups[k] == v[i];
		if (alive)
			tick_group(gc, v[i], now);
	}
	free(v);
}

int64_t kr_gc_next_deadline(const struct kr_group_coordinator *gc)
{
	int64_t d = INT64_MAX;
	for (size_t i = 0; i < gc->n_groups; i++) {
		const struct kr_gc_group *g = gc->groups[i];
		for (size_t k = 0; k < g->n_pending; k++)
			if (g->pending[k].expires_ms < d)
				d = g->pending[k].expires_ms;
		for (size_t k = 0; k < g->n_members; k++) {
			const struct kr_gc_member *m = &g->members[k];
			if (!m->awaiting_join && !m->awaiting_sync && m->expires_ms < d)
				d = m->expires_ms;
		}
		if (g->state == KR_GC_PREPARING && g->join_deadline_ms < d)
			d = g->join_deadline_ms;
		if (g->state == KR_GC_COMPLETING && g->sync_deadline_ms < d)
			d = g->sync_deadline_ms;
	}
	return d;
}
