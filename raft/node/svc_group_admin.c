/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_group_admin.c — ListGroups, DescribeGroups and DeleteGroups on
 * client listeners, served by the leader's group coordinator
 * (node/svc_groups.c; a follower answers NOT_COORDINATOR, and lists no
 * group: a broker lists those it coordinates). Every group is
 * a classic one ("classic" to ListGroups v5's type filter). A group the
 * coordinator does not know is described as Dead (Kafka before v6);
 * DeleteGroups deletes an Empty group (GROUP_ID_NOT_FOUND, NON_EMPTY_GROUP
 * otherwise) and is answered once its tombstone is committed.
 * Authorized operations are not computed (no ACLs): INT32_MIN.
 */
#include "node/services.h"

#include <stdlib.h>
#include <string.h>

#include "kwire/msg/delete_groups_request.h"
#include "kwire/msg/delete_groups_response.h"
#include "kwire/msg/describe_groups_request.h"
#include "kwire/msg/describe_groups_response.h"
#include "kwire/msg/list_groups_request.h"
#include "kwire/msg/list_groups_response.h"
#include "kwire/protocol_errors.h"
#include "node/group_coordinator.h"

static bool listed(const struct kw_str *filter, int32_t n, const char *name)
{
	if (n <= 0)
		return true;
	for (int32_t i = 0; i < n; i++)
		if (filter[i].len == (int32_t)strlen(name) &&
		    !strncasecmp(filter[i].ptr, name, (size_t)filter[i].len))
			return true;
	return false;
}

void kr__svc_list_groups(struct kr_services *s, const struct kr_svc_req *q,
			 unsigned kinds, struct kw_reader *r, const uint8_t *body,
			 size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_list_groups_request req;
	if (kw_list_groups_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a ListGroups request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	struct kw_list_groups_response m;
	kw_list_groups_response_init(&m);
	/* a broker lists the groups it coordinates: a follower, none */
	m.error_code = e == KW_PERR_NOT_COORDINATOR ? 0 : e;
	m.groups_count = 0;
	size_t n = gc ? gc->n_groups : 0;
	m.groups = kw_arena_calloc(&s->arena, n + 1, sizeof *m.groups);
	if (!m.groups) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	for (size_t i = 0; i < n; i++) {
		const struct kr_gc_group *g = gc->groups[i];
		const char *st = kr_gc_state_name(g->state);
		if (!listed(req.states_filter, req.states_filter_count, st) ||
		    !listed(req.types_filter, req.types_filter_count, "classic"))
			continue;
		struct kw_list_groups_response_listed_group *o =
			&m.groups[m.groups_count++];
		kw_list_groups_response_listed_group_init(o);
		o->group_id = kw_str_from_cstr(g->id);
		o->protocol_type = kw_str_from_cstr(g->protocol_type);
		o->group_state = kw_str_from_cstr(st);
		o->group_type = KW_STR_LIT("classic");
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_list_groups_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static int describe(struct kr_services *s, struct kr_gc_group *g,
		    struct kw_describe_groups_response_described_group *o)
{
	o->group_state = kw_str_from_cstr(kr_gc_state_name(g->state));
	o->protocol_type = kw_str_from_cstr(g->protocol_type);
	/* Kafka names the protocol, and shows the members' metadata and
	 * assignments, of a Stable group only */
	bool stable = g->state == KR_GC_STABLE;
	o->protocol_data = kw_str_from_cstr(stable ? g->protocol : "");
	o->members = kw_arena_calloc(&s->arena, g->n_members + 1, sizeof *o->members);
	if (!o->members)
		return -1;
	for (size_t i = 0; i < g->n_members; i++) {
		const struct kr_gc_member *m = &g->members[i];
		struct kw_describe_groups_response_described_group_member *om =
			&o->members[i];
		kw_describe_groups_response_described_group_member_init(om);
		om->member_id = kw_str_from_cstr(m->id);
		om->group_instance_id =
			m->instance_id ? kw_str_from_cstr(m->instance_id) : KW_STR_NULL;
		om->client_id = kw_str_from_cstr(m->client_id);
		om->client_host = kw_str_from_cstr(m->host);
		om->member_metadata = (struct kw_bytes){(const uint8_t *)"", 0};
		om->member_assignment = (struct kw_bytes){(const uint8_t *)"", 0};
		if (!stable)
			continue;
		for (int k = 0; k < m->n_protocols; k++)
			if (!strcmp(m->protocols[k].name, g->protocol))
				om->member_metadata = (struct kw_bytes){
					m->protocols[k].meta, m->protocols[k].meta_len};
		if (m->assignment)
			om->member_assignment =
				(struct kw_bytes){m->assignment, m->assignment_len};
	}
	o->members_count = (int32_t)g->n_members;
	return 0;
}

void kr__svc_describe_groups(struct kr_services *s, const struct kr_svc_req *q,
			     unsigned kinds, struct kw_reader *r, const uint8_t *body,
			     size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_groups_request req;
	if (kw_describe_groups_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeGroups request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	struct kw_describe_groups_response m;
	kw_describe_groups_response_init(&m);
	int32_t n = req.groups_count > 0 ? req.groups_count : 0;
	m.groups = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *m.groups);
	if (!m.groups) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	for (int32_t i = 0; i < n; i++) {
		struct kw_describe_groups_response_described_group *o = &m.groups[i];
		kw_describe_groups_response_described_group_init(o);
		o->group_id = req.groups[i];
		o->group_state = KW_STR_LIT("Dead");
		o->protocol_type = KW_STR_LIT("");
		o->protocol_data = KW_STR_LIT("");
		o->members_count = 0;
		o->authorized_operations = INT32_MIN;
		o->error_code = e;
		struct kr_gc_group *g = gc ? kr_gc_find(gc, req.groups[i]) : NULL;
		if (g && describe(s, g, o) != 0) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
	}
	m.groups_count = n;
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_groups_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}

static uint8_t *encode_delete(const struct kr_svc_req *q,
			      struct kw_delete_groups_response *m, const int16_t *codes,
			      int16_t deleted, size_t *len)
{
	for (int32_t i = 0; i < m->results_count; i++)
		m->results[i].error_code = codes[i] < 0 ? deleted : codes[i];
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	if (kw_delete_groups_response_encode(m, q->version, &w) != 0 ||
	    !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return NULL;
	}
	return kw_writer_detach(&w, len);
}

void kr__svc_delete_groups(struct kr_services *s, const struct kr_svc_req *q,
			   unsigned kinds, struct kw_reader *r, const uint8_t *body,
			   size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_delete_groups_request req;
	if (kw_delete_groups_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DeleteGroups request that does not decode");
		return;
	}
	int16_t e;
	struct kr_group_coordinator *gc = kr__svc_coordinator(s, &e);
	int32_t n = req.groups_names_count > 0 ? req.groups_names_count : 0;
	struct kw_delete_groups_response m;
	kw_delete_groups_response_init(&m);
	m.results = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *m.results);
	int16_t *codes = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *codes);
	struct kr_record *recs = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *recs);
	struct kw_writer *ws = kw_arena_calloc(&s->arena, (size_t)n + 1, sizeof *ws);
	if (!m.results || !codes || !recs || !ws) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.results_count = n;
	static const uint8_t key[4] = {0, 0, KR_CONTROL_GROUP_METADATA >> 8,
				       KR_CONTROL_GROUP_METADATA & 0xff};
	size_t nrec = 0;
	struct kw_error err;
	kw_error_clear(&err);
	int16_t ae = 0;
	for (int32_t i = 0; i < n; i++) {
		kw_delete_groups_response_deletable_group_result_init(&m.results[i]);
		m.results[i].group_id = req.groups_names[i];
		codes[i] = gc ? kr_gc_delete(gc, req.groups_names[i]) : e;
		if (codes[i])
			continue;
		codes[i] = -1;
		/* the tombstone: a fixed buffer is enough for a key */
		uint8_t *buf = kw_arena_calloc(&s->arena, KR_GROUP_ID_MAX + 16, 1);
		if (!buf) {
			ae = KW_PERR_UNKNOWN_SERVER_ERROR;
			continue;
		}
		kw_writer_init_fixed(&ws[nrec], buf, KR_GROUP_ID_MAX + 16, &err);
		if (kr_group_meta_record(&ws[nrec], req.groups_names[i], NULL) != 0) {
			ae = KW_PERR_UNKNOWN_SERVER_ERROR;
			continue;
		}
		recs[nrec] = (struct kr_record){
			{key, 4}, {buf, (int32_t)ws[nrec].pos}, NULL, 0, -1};
		nrec++;
	}
	int64_t last = -1;
	if (nrec && !ae)
		ae = kr__svc_groups_append(s, recs, nrec, &last);
	size_t ok_len = 0, fail_len = 0;
	uint8_t *fail =
		encode_delete(q, &m, codes, ae ? ae : KW_PERR_NOT_COORDINATOR, &fail_len);
	uint8_t *ok = encode_delete(q, &m, codes, 0, &ok_len);
	if (!fail || !ok) {
		free(fail);
		free(ok);
		kr__svc_close(s, q, "its response could not be encoded");
		return;
	}
	if (!nrec || ae) {
		free(ok);
		kr_transport_respond(s->transport, q->ref, fail, fail_len);
		return;
	}
	kr__svc_groups_wait(s, q, last, ok, ok_len, fail, fail_len, NULL);
}
