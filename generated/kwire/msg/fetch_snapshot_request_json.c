/* generated from schemas/clients/FetchSnapshotRequest.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_snapshot_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version);
static int fromjson_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version);
static int fromjson_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version);
static int fromjson_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_fetch_snapshot_request *m, int16_t version);
static int fromjson_message(struct kw_fetch_snapshot_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_snapshot_id(const struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "endOffset", json_integer((json_int_t)m->end_offset)))
		goto fail;
	if (json_object_set_new(o, "epoch", json_integer((json_int_t)m->epoch)))
		goto fail;
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_snapshot_id(struct kw_fetch_snapshot_request_snapshot_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"endOffset",
		"epoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_snapshot_id_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "endOffset");
	if (!v)
		return kw_json_missing(err, "endOffset", version);
	if (kw_json_to_i64(v, &m->end_offset, err) < 0)
		return kw_json_fail_field(err, "endOffset");
	v = json_object_get(j, "epoch");
	if (!v)
		return kw_json_missing(err, "epoch", version);
	if (kw_json_to_i32(v, &m->epoch, err) < 0)
		return kw_json_fail_field(err, "epoch");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_snapshot(const struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
		goto fail;
	if (json_object_set_new(o, "currentLeaderEpoch", json_integer((json_int_t)m->current_leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "snapshotId", tojson_snapshot_id(&m->snapshot_id, version)))
		goto fail;
	if (json_object_set_new(o, "position", json_integer((json_int_t)m->position)))
		goto fail;
	if (version >= 1) {
		if (!kw_uuid_is_zero(&m->replica_directory_id)) {
			if (json_object_set_new(o, "replicaDirectoryId", kw_json_from_uuid(&m->replica_directory_id)))
				goto fail;
		}
	}
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_partition_snapshot(struct kw_fetch_snapshot_request_partition_snapshot *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partition",
		"currentLeaderEpoch",
		"snapshotId",
		"position",
		"replicaDirectoryId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_partition_snapshot_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "partition");
	if (!v)
		return kw_json_missing(err, "partition", version);
	if (kw_json_to_i32(v, &m->partition, err) < 0)
		return kw_json_fail_field(err, "partition");
	v = json_object_get(j, "currentLeaderEpoch");
	if (!v)
		return kw_json_missing(err, "currentLeaderEpoch", version);
	if (kw_json_to_i32(v, &m->current_leader_epoch, err) < 0)
		return kw_json_fail_field(err, "currentLeaderEpoch");
	v = json_object_get(j, "snapshotId");
	if (!v)
		return kw_json_missing(err, "snapshotId", version);
	if (fromjson_snapshot_id(&m->snapshot_id, version, v, a, err) < 0)
		return kw_json_fail_field(err, "snapshotId");
	v = json_object_get(j, "position");
	if (!v)
		return kw_json_missing(err, "position", version);
	if (kw_json_to_i64(v, &m->position, err) < 0)
		return kw_json_fail_field(err, "position");
	v = json_object_get(j, "replicaDirectoryId");
	if (v) {
		if (kw_json_to_uuid(v, &m->replica_directory_id, err) < 0)
			return kw_json_fail_field(err, "replicaDirectoryId");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_topic_snapshot(const struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_partition_snapshot(&m->partitions[i], version)))
				goto fail;
	}
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_topic_snapshot(struct kw_fetch_snapshot_request_topic_snapshot *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_topic_snapshot_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "partitions");
	if (!v)
		return kw_json_missing(err, "partitions", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitions");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitions");
		size_t n = json_array_size(v);
		m->partitions = NULL;
		m->partitions_count = (int32_t)n;
		if (n > 0) {
			m->partitions = kw_arena_calloc(a, n, sizeof *m->partitions);
			if (!m->partitions)
				return kw_json_nomem(err, "partitions");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partition_snapshot(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_fetch_snapshot_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (m->cluster_id.len >= 0) {
		if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
			goto fail;
	}
	if (json_object_set_new(o, "replicaId", json_integer((json_int_t)m->replica_id)))
		goto fail;
	if (json_object_set_new(o, "maxBytes", json_integer((json_int_t)m->max_bytes)))
		goto fail;
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_topic_snapshot(&m->topics[i], version)))
				goto fail;
	}
	if (m->unknown_tagged_fields.count &&
	    json_object_set_new(o, KW_JSON_UNKNOWN_TAGS,
				kw_json_from_unknown_tags(&m->unknown_tagged_fields)))
		goto fail;
	return o;
fail:
	json_decref(o);
	return NULL;
}

static int fromjson_message(struct kw_fetch_snapshot_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"clusterId",
		"replicaId",
		"maxBytes",
		"topics",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_snapshot_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "clusterId");
	if (v) {
		if (kw_json_to_str(v, true, &m->cluster_id, a, err) < 0)
			return kw_json_fail_field(err, "clusterId");
	}
	v = json_object_get(j, "replicaId");
	if (!v)
		return kw_json_missing(err, "replicaId", version);
	if (kw_json_to_i32(v, &m->replica_id, err) < 0)
		return kw_json_fail_field(err, "replicaId");
	v = json_object_get(j, "maxBytes");
	if (!v)
		return kw_json_missing(err, "maxBytes", version);
	if (kw_json_to_i32(v, &m->max_bytes, err) < 0)
		return kw_json_fail_field(err, "maxBytes");
	v = json_object_get(j, "topics");
	if (!v)
		return kw_json_missing(err, "topics", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "topics");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "topics");
		size_t n = json_array_size(v);
		m->topics = NULL;
		m->topics_count = (int32_t)n;
		if (n > 0) {
			m->topics = kw_arena_calloc(a, n, sizeof *m->topics);
			if (!m->topics)
				return kw_json_nomem(err, "topics");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_topic_snapshot(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_fetch_snapshot_request_to_json(const struct kw_fetch_snapshot_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_fetch_snapshot_request_from_json(struct kw_fetch_snapshot_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_fetch_snapshot_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "FetchSnapshotRequest v%d", (int)version);
	return rc;
}
