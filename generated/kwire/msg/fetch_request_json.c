/* generated from schemas/clients/FetchRequest.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version);
static int fromjson_replica_state(struct kw_fetch_request_replica_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version);
static int fromjson_fetch_partition(struct kw_fetch_request_fetch_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version);
static int fromjson_fetch_topic(struct kw_fetch_request_fetch_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version);
static int fromjson_forgotten_topic(struct kw_fetch_request_forgotten_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_fetch_request *m, int16_t version);
static int fromjson_message(struct kw_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static bool isdefault_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version)
{
	struct kw_fetch_request_replica_state d;
	kw_fetch_request_replica_state_init(&d);
	json_t *x = tojson_replica_state(m, version), *y = tojson_replica_state(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_replica_state(const struct kw_fetch_request_replica_state *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "replicaId", json_integer((json_int_t)m->replica_id)))
		goto fail;
	if (json_object_set_new(o, "replicaEpoch", json_integer((json_int_t)m->replica_epoch)))
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

static int fromjson_replica_state(struct kw_fetch_request_replica_state *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"replicaId",
		"replicaEpoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_request_replica_state_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "replicaId");
	if (!v)
		return kw_json_missing(err, "replicaId", version);
	if (kw_json_to_i32(v, &m->replica_id, err) < 0)
		return kw_json_fail_field(err, "replicaId");
	v = json_object_get(j, "replicaEpoch");
	if (!v)
		return kw_json_missing(err, "replicaEpoch", version);
	if (kw_json_to_i64(v, &m->replica_epoch, err) < 0)
		return kw_json_fail_field(err, "replicaEpoch");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_fetch_partition(const struct kw_fetch_request_fetch_partition *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partition", json_integer((json_int_t)m->partition)))
		goto fail;
	if (version >= 9) {
		if (json_object_set_new(o, "currentLeaderEpoch", json_integer((json_int_t)m->current_leader_epoch)))
			goto fail;
	}
	if (json_object_set_new(o, "fetchOffset", json_integer((json_int_t)m->fetch_offset)))
		goto fail;
	if (version >= 12) {
		if (json_object_set_new(o, "lastFetchedEpoch", json_integer((json_int_t)m->last_fetched_epoch)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "logStartOffset", json_integer((json_int_t)m->log_start_offset)))
			goto fail;
	}
	if (json_object_set_new(o, "partitionMaxBytes", json_integer((json_int_t)m->partition_max_bytes)))
		goto fail;
	if (version >= 17) {
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

static int fromjson_fetch_partition(struct kw_fetch_request_fetch_partition *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partition",
		"currentLeaderEpoch",
		"fetchOffset",
		"lastFetchedEpoch",
		"logStartOffset",
		"partitionMaxBytes",
		"replicaDirectoryId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_request_fetch_partition_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 7, err) < 0)
		return err->code;
	v = json_object_get(j, "partition");
	if (!v)
		return kw_json_missing(err, "partition", version);
	if (kw_json_to_i32(v, &m->partition, err) < 0)
		return kw_json_fail_field(err, "partition");
	v = json_object_get(j, "currentLeaderEpoch");
	if (!v && (version >= 9))
		return kw_json_missing(err, "currentLeaderEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->current_leader_epoch, err) < 0)
			return kw_json_fail_field(err, "currentLeaderEpoch");
	}
	v = json_object_get(j, "fetchOffset");
	if (!v)
		return kw_json_missing(err, "fetchOffset", version);
	if (kw_json_to_i64(v, &m->fetch_offset, err) < 0)
		return kw_json_fail_field(err, "fetchOffset");
	v = json_object_get(j, "lastFetchedEpoch");
	if (!v && (version >= 12))
		return kw_json_missing(err, "lastFetchedEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->last_fetched_epoch, err) < 0)
			return kw_json_fail_field(err, "lastFetchedEpoch");
	}
	v = json_object_get(j, "logStartOffset");
	if (!v && (version >= 5))
		return kw_json_missing(err, "logStartOffset", version);
	if (v) {
		if (kw_json_to_i64(v, &m->log_start_offset, err) < 0)
			return kw_json_fail_field(err, "logStartOffset");
	}
	v = json_object_get(j, "partitionMaxBytes");
	if (!v)
		return kw_json_missing(err, "partitionMaxBytes", version);
	if (kw_json_to_i32(v, &m->partition_max_bytes, err) < 0)
		return kw_json_fail_field(err, "partitionMaxBytes");
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

static json_t *tojson_fetch_topic(const struct kw_fetch_request_fetch_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 12) {
		if (json_object_set_new(o, "topic", kw_json_from_str(m->topic)))
			goto fail;
	}
	if (version >= 13) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, tojson_fetch_partition(&m->partitions[i], version)))
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

static int fromjson_fetch_topic(struct kw_fetch_request_fetch_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topic",
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_request_fetch_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topic");
	if (!v && (version <= 12))
		return kw_json_missing(err, "topic", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->topic, a, err) < 0)
			return kw_json_fail_field(err, "topic");
	}
	v = json_object_get(j, "topicId");
	if (!v && (version >= 13))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
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
				if (fromjson_fetch_partition(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_forgotten_topic(const struct kw_fetch_request_forgotten_topic *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 12) {
		if (json_object_set_new(o, "topic", kw_json_from_str(m->topic)))
			goto fail;
	}
	if (version >= 13) {
		if (json_object_set_new(o, "topicId", kw_json_from_uuid(&m->topic_id)))
			goto fail;
	}
	{
		json_t *arr = m->partitions_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitions", arr))
			goto fail;
		for (int32_t i = 0; i < m->partitions_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->partitions[i])))
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

static int fromjson_forgotten_topic(struct kw_fetch_request_forgotten_topic *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topic",
		"topicId",
		"partitions",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_request_forgotten_topic_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "topic");
	if (!v && (version <= 12))
		return kw_json_missing(err, "topic", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->topic, a, err) < 0)
			return kw_json_fail_field(err, "topic");
	}
	v = json_object_get(j, "topicId");
	if (!v && (version >= 13))
		return kw_json_missing(err, "topicId", version);
	if (v) {
		if (kw_json_to_uuid(v, &m->topic_id, err) < 0)
			return kw_json_fail_field(err, "topicId");
	}
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
				if (kw_json_to_i32(e, &m->partitions[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_fetch_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 12) {
		if (m->cluster_id.len >= 0) {
			if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
				goto fail;
		}
	}
	if (version <= 14) {
		if (json_object_set_new(o, "replicaId", json_integer((json_int_t)m->replica_id)))
			goto fail;
	}
	if (version >= 15) {
		if (!isdefault_replica_state(&m->replica_state, version)) {
			if (json_object_set_new(o, "replicaState", tojson_replica_state(&m->replica_state, version)))
				goto fail;
		}
	}
	if (json_object_set_new(o, "maxWaitMs", json_integer((json_int_t)m->max_wait_ms)))
		goto fail;
	if (json_object_set_new(o, "minBytes", json_integer((json_int_t)m->min_bytes)))
		goto fail;
	if (version >= 3) {
		if (json_object_set_new(o, "maxBytes", json_integer((json_int_t)m->max_bytes)))
			goto fail;
	}
	if (version >= 4) {
		if (json_object_set_new(o, "isolationLevel", json_integer((json_int_t)m->isolation_level)))
			goto fail;
	}
	if (version >= 7) {
		if (json_object_set_new(o, "sessionId", json_integer((json_int_t)m->session_id)))
			goto fail;
	}
	if (version >= 7) {
		if (json_object_set_new(o, "sessionEpoch", json_integer((json_int_t)m->session_epoch)))
			goto fail;
	}
	{
		json_t *arr = m->topics_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "topics", arr))
			goto fail;
		for (int32_t i = 0; i < m->topics_count; i++)
			if (json_array_append_new(arr, tojson_fetch_topic(&m->topics[i], version)))
				goto fail;
	}
	if (version >= 7) {
		{
			json_t *arr = m->forgotten_topics_data_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "forgottenTopicsData", arr))
				goto fail;
			for (int32_t i = 0; i < m->forgotten_topics_data_count; i++)
				if (json_array_append_new(arr, tojson_forgotten_topic(&m->forgotten_topics_data[i], version)))
					goto fail;
		}
	}
	if (version >= 11) {
		if (json_object_set_new(o, "rackId", kw_json_from_str(m->rack_id)))
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

static int fromjson_message(struct kw_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"clusterId",
		"replicaId",
		"replicaState",
		"maxWaitMs",
		"minBytes",
		"maxBytes",
		"isolationLevel",
		"sessionId",
		"sessionEpoch",
		"topics",
		"forgottenTopicsData",
		"rackId",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 12, err) < 0)
		return err->code;
	v = json_object_get(j, "clusterId");
	if (v) {
		if (kw_json_to_str(v, version >= 12, &m->cluster_id, a, err) < 0)
			return kw_json_fail_field(err, "clusterId");
	}
	v = json_object_get(j, "replicaId");
	if (!v && (version <= 14))
		return kw_json_missing(err, "replicaId", version);
	if (v) {
		if (kw_json_to_i32(v, &m->replica_id, err) < 0)
			return kw_json_fail_field(err, "replicaId");
	}
	v = json_object_get(j, "replicaState");
	if (v) {
		if (fromjson_replica_state(&m->replica_state, version, v, a, err) < 0)
			return kw_json_fail_field(err, "replicaState");
	}
	v = json_object_get(j, "maxWaitMs");
	if (!v)
		return kw_json_missing(err, "maxWaitMs", version);
	if (kw_json_to_i32(v, &m->max_wait_ms, err) < 0)
		return kw_json_fail_field(err, "maxWaitMs");
	v = json_object_get(j, "minBytes");
	if (!v)
		return kw_json_missing(err, "minBytes", version);
	if (kw_json_to_i32(v, &m->min_bytes, err) < 0)
		return kw_json_fail_field(err, "minBytes");
	v = json_object_get(j, "maxBytes");
	if (!v && (version >= 3))
		return kw_json_missing(err, "maxBytes", version);
	if (v) {
		if (kw_json_to_i32(v, &m->max_bytes, err) < 0)
			return kw_json_fail_field(err, "maxBytes");
	}
	v = json_object_get(j, "isolationLevel");
	if (!v && (version >= 4))
		return kw_json_missing(err, "isolationLevel", version);
	if (v) {
		if (kw_json_to_i8(v, &m->isolation_level, err) < 0)
			return kw_json_fail_field(err, "isolationLevel");
	}
	v = json_object_get(j, "sessionId");
	if (!v && (version >= 7))
		return kw_json_missing(err, "sessionId", version);
	if (v) {
		if (kw_json_to_i32(v, &m->session_id, err) < 0)
			return kw_json_fail_field(err, "sessionId");
	}
	v = json_object_get(j, "sessionEpoch");
	if (!v && (version >= 7))
		return kw_json_missing(err, "sessionEpoch", version);
	if (v) {
		if (kw_json_to_i32(v, &m->session_epoch, err) < 0)
			return kw_json_fail_field(err, "sessionEpoch");
	}
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
				if (fromjson_fetch_topic(&m->topics[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "topics");
			}
		}
	}
	v = json_object_get(j, "forgottenTopicsData");
	if (!v && (version >= 7))
		return kw_json_missing(err, "forgottenTopicsData", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "forgottenTopicsData");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "forgottenTopicsData");
			size_t n = json_array_size(v);
			m->forgotten_topics_data = NULL;
			m->forgotten_topics_data_count = (int32_t)n;
			if (n > 0) {
				m->forgotten_topics_data = kw_arena_calloc(a, n, sizeof *m->forgotten_topics_data);
				if (!m->forgotten_topics_data)
					return kw_json_nomem(err, "forgottenTopicsData");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_forgotten_topic(&m->forgotten_topics_data[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "forgottenTopicsData");
				}
			}
		}
	}
	v = json_object_get(j, "rackId");
	if (!v && (version >= 11))
		return kw_json_missing(err, "rackId", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->rack_id, a, err) < 0)
			return kw_json_fail_field(err, "rackId");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_fetch_request_to_json(const struct kw_fetch_request *m, int16_t version)
{
	if (version < 0 || version > 17)
		return NULL;
	return tojson_message(m, version);
}

int kw_fetch_request_from_json(struct kw_fetch_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 17) {
		kw_fetch_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 17)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "FetchRequest v%d", (int)version);
	return rc;
}
