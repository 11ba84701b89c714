/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/group_table.c — the committed consumer groups of node/group_table.h:
 * the codecs of their control records (Kafka's group-coordinator records,
 * versioned as in __consumer_offsets) and the table they build.
 */
#include "node/group_table.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/kraft.h"
#include "kwire/arena.h"
#include "kwire/raft.h"
#include "kwire/reader.h"
#include "kwire/msg/group_metadata_key.h"
#include "kwire/msg/group_metadata_value.h"
#include "kwire/msg/offset_commit_key.h"
#include "kwire/msg/offset_commit_value.h"
#include "node/snapshot_io.h"
#include "wire/wire.h"

#define OFFSET_KEY_V 1
#define OFFSET_VALUE_V 3
#define META_KEY_V 2
#define META_VALUE_V 3

void kr_group_table_init(struct kr_group_table *t)
{
	memset(t, 0, sizeof *t);
}

void kr_group_table_clear(struct kr_group_table *t)
{
	for (size_t i = 0; i < t->n; i++)
		free(t->v[i].metadata);
	t->n = 0;
}

void kr_group_table_free(struct kr_group_table *t)
{
	kr_group_table_clear(t);
	free(t->v);
	memset(t, 0, sizeof *t);
}

static struct kr_group_entry *find(const struct kr_group_table *t, struct kw_str id)
{
	if (id.len < 0 || id.len > KR_GROUP_ID_MAX)
		return NULL;
	for (size_t i = 0; i < t->n; i++)
		if (strlen(t->v[i].id) == (size_t)id.len &&
		    !memcmp(t->v[i].id, id.ptr, id.len))
			return &t->v[i];
	return NULL;
}

const struct kr_group_entry *kr_group_table_find(const struct kr_group_table *t,
						 struct kw_str id)
{
	return find(t, id);
}

/* The group named id, added when absent (NULL: out of memory, too many). */
static struct kr_group_entry *upsert(struct kr_group_table *t, struct kw_str id)
{
	struct kr_group_entry *e = find(t, id);
	if (e)
		return e;
	if (t->n >= KR_GROUP_MAX_GROUPS)
		return NULL;
	if (t->n == t->cap) {
		size_t nc = t->cap ? t->cap * 2 : 16;
		void *p = realloc(t->v, nc * sizeof *t->v);
		if (!p)
			return NULL;
		t->v = p;
		t->cap = nc;
	}
	e = &t->v[t->n++];
	memset(e, 0, sizeof *e);
	if (id.len > 0) /* a view of nothing may be NULL */
		memcpy(e->id, id.ptr, (size_t)id.len);
	e->metadata_len = -1;
	e->offset = -1;
	e->leader_epoch = -1;
	return e;
}

static void drop(struct kr_group_table *t, struct kr_group_entry *e)
{
	free(e->metadata);
	*e = t->v[--t->n];
}

static void copy_name(char *dst, struct kw_str s)
{
	size_t n = s.len > 0 ? (size_t)s.len : 0;
	if (n > KR_GROUP_NAME_MAX)
		n = KR_GROUP_NAME_MAX;
	if (n) /* a view of nothing may be NULL */
		memcpy(dst, s.ptr, n);
	dst[n] = 0;
}

static int apply_offset(struct kr_group_table *t, struct kw_reader *r, struct kw_arena *a,
			char *why, size_t why_len)
{
	struct kw_offset_commit_key k;
	if (kw_reader_read_i16(r) != OFFSET_KEY_V ||
	    kw_offset_commit_key_decode(&k, OFFSET_KEY_V, r, a) != 0 ||
	    k.group.len <= 0 || k.group.len > KR_GROUP_ID_MAX) {
		snprintf(why, why_len, "a group offset record whose key does not decode");
		return -1;
	}
	if (!kw_reader_remaining(r)) {
		struct kr_group_entry *e = find(t, k.group);
		if (e && !e->has_meta)
			drop(t, e);
		else if (e)
			e->has_offset = false;
		return 0;
	}
	struct kw_offset_commit_value v;
	if (kw_reader_read_i16(r) != OFFSET_VALUE_V ||
	    kw_offset_commit_value_decode(&v, OFFSET_VALUE_V, r, a) != 0 ||
	    kw_reader_remaining(r) || v.metadata.len > KR_GROUP_OFFSET_METADATA_MAX) {
		snprintf(why, why_len,
			 "a group offset record whose value does not decode");
		return -1;
	}
	char *md = NULL;
	if (v.metadata.len >= 0) {
		md = malloc((size_t)v.metadata.len + 1);
		if (!md)
			return -2;
		if (v.metadata.len > 0)
			memcpy(md, v.metadata.ptr, (size_t)v.metadata.len);
		md[v.metadata.len] = 0;
	}
	struct kr_group_entry *e = upsert(t, k.group);
	if (!e) {
		free(md);
		return -2;
	}
	free(e->metadata);
	e->metadata = md;
	e->metadata_len = v.metadata.len < 0 ? -1 : v.metadata.len;
	e->has_offset = true;
	e->offset = v.offset;
	e->leader_epoch = v.leader_epoch;
	e->commit_ts = v.commit_timestamp;
	return 0;
}

static int apply_meta(struct kr_group_table *t, struct kw_reader *r, struct kw_arena *a,
		      char *why, size_t why_len)
{
	struct kw_group_metadata_key k;
	if (kw_reader_read_i16(r) != META_KEY_V ||
	    kw_group_metadata_key_decode(&k, META_KEY_V, r, a) != 0 || k.group.len <= 0 ||
	    k.group.len > KR_GROUP_ID_MAX) {
		snprintf(why, why_len,
			 "a group metadata record whose key does not decode");
		return -1;
	}
	if (!kw_reader_remaining(r)) {
		/* the group is gone, its offset with it */
		struct kr_group_entry *e = find(t, k.group);
		if (e)
			drop(t, e);
		return 0;
	}
	struct kw_group_metadata_value v;
	if (kw_reader_read_i16(r) != META_VALUE_V ||
	    kw_group_metadata_value_decode(&v, META_VALUE_V, r, a) != 0 ||
	    kw_reader_remaining(r) || v.protocol_type.len > KR_GROUP_NAME_MAX ||
	    v.protocol.len > KR_GROUP_NAME_MAX) {
		snprintf(why, why_len,
			 "a group metadata record whose value does not decode");
		return -1;
	}
	struct kr_group_entry *e = upsert(t, k.group);
	if (!e)
		return -2;
	e->has_meta = true;
	copy_name(e->protocol_type, v.protocol_type);
	copy_name(e->protocol, v.protocol);
	e->generation = v.generation;
	return 0;
}

int kr_group_table_apply(struct kr_group_table *t, int16_t type, const uint8_t *value,
			 size_t len, char *why, size_t why_len)
{
	if (type != KR_CONTROL_GROUP_OFFSET && type != KR_CONTROL_GROUP_METADATA)
		return 0;
	struct kw_arena a;
	struct kw_reader r;
	struct kw_error err;
	kw_arena_init(&a);
	kw_error_clear(&err);
	kw_reader_init(&r, value, len, &err);
	int rc = type == KR_CONTROL_GROUP_OFFSET ? apply_offset(t, &r, &a, why, why_len)
						 : apply_meta(t, &r, &a, why, why_len);
	kw_arena_free(&a);
	return rc;
}

int kr_group_offset_record(struct kw_writer *w, struct kw_str group,
			   const struct kr_group_offset *o)
{
	struct kw_offset_commit_key k;
	kw_offset_commit_key_init(&k);
	k.group = group;
	k.topic = KW_STR_LIT(KR_WIRE_TOPIC);
	k.partition = 0;
	kw_writer_write_i16(w, OFFSET_KEY_V);
	if (kw_offset_commit_key_encode(&k, OFFSET_KEY_V, w) != 0)
		return -1;
	if (!o)
		return kw_writer_ok(w) ? 0 : -1;
	struct kw_offset_commit_value v;
	kw_offset_commit_value_init(&v);
	v.offset = o->offset;
	v.leader_epoch = o->leader_epoch;
	v.metadata = o->metadata.len < 0 ? KW_STR_LIT("") : o->metadata;
	v.commit_timestamp = o->commit_ts;
	kw_writer_write_i16(w, OFFSET_VALUE_V);
	if (kw_offset_commit_value_encode(&v, OFFSET_VALUE_V, w) != 0)
		return -1;
	return kw_writer_ok(w) ? 0 : -1;
}

int kr_group_meta_record(struct kw_writer *w, struct kw_str group,
			 const struct kr_group_meta *m)
{
	struct kw_group_metadata_key k;
	kw_group_metadata_key_init(&k);
	k.group = group;
	kw_writer_write_i16(w, META_KEY_V);
	if (kw_group_metadata_key_encode(&k, META_KEY_V, w) != 0)
		return -1;
	if (!m)
		return kw_writer_ok(w) ? 0 : -1;
	struct kw_group_metadata_value v;
	kw_group_metadata_value_init(&v);
	v.protocol_type = m->protocol_type;
	v.generation = m->generation;
	v.protocol = m->protocol.len > 0 ? m->protocol : KW_STR_NULL;
	v.leader = KW_STR_NULL;
	v.current_state_timestamp = m->ts;
	v.members_count = 0;
	kw_writer_write_i16(w, META_VALUE_V);
	if (kw_group_metadata_value_encode(&v, META_VALUE_V, w) != 0)
		return -1;
	return kw_writer_ok(w) ? 0 : -1;
}

/* One record of a group into the snapshot. */
static int write_one(struct kr_node_snapshot *snap, int64_t base, int16_t type,
		     const struct kr_group_entry *e)
{
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 256, &err) != 0)
		return KR_NODE_ERR_NOMEM;
	struct kw_str id = kw_str_from_cstr(e->id);
	int rc;
	if (type == KR_CONTROL_GROUP_OFFSET) {
		struct kr_group_offset o = {e->offset,
					    e->leader_epoch,
					    {e->metadata, e->metadata_len},
					    e->commit_ts};
		rc = kr_group_offset_record(&w, id, &o);
	} else {
		struct kr_group_meta m = {kw_str_from_cstr(e->protocol_type),
					  e->generation, kw_str_from_cstr(e->protocol),
					  0};
		rc = kr_group_meta_record(&w, id, &m);
	}
	if (rc == 0)
		rc = kr_snapshot_io_write_control(snap, base, type, w.buf, w.pos);
	else
		rc = KR_NODE_ERR_NOMEM;
	kw_writer_release(&w);
	return rc;
}

int kr_group_table_write(struct kr_node_snapshot *snap, int64_t base,
			 const struct kr_group_table *t)
{
	for (size_t i = 0; i < t->n; i++) {
		const struct kr_group_entry *e = &t->v[i];
		int rc = 0;
		if (e->has_meta)
			rc = write_one(snap, base, KR_CONTROL_GROUP_METADATA, e);
		if (rc == 0 && e->has_offset)
			rc = write_one(snap, base, KR_CONTROL_GROUP_OFFSET, e);
		if (rc != 0)
			return rc;
	}
	return 0;
}
