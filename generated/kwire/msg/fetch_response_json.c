/* generated from schemas/clients/FetchResponse.json by kwire-gen, do not edit */
#include "kwire/msg/fetch_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version);
static int fromjson_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version);
static int fromjson_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version);
static int fromjson_snapshot_id(struct kw_fetch_response_snapshot_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version);
static int fromjson_aborted_transaction(struct kw_fetch_response_aborted_transaction *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version);
static int fromjson_partition_data(struct kw_fetch_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version);
static int fromjson_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version);
static int fromjson_node_endpoint(struct kw_fetch_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_fetch_response *m, int16_t version);
static int fromjson_message(struct kw_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static bool isdefault_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version)
{
	struct kw_fetch_response_epoch_end_offset d;
	kw_fetch_response_epoch_end_offset_init(&d);
	json_t *x = tojson_epoch_end_offset(m, version), *y = tojson_epoch_end_offset(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_epoch_end_offset(const struct kw_fetch_response_epoch_end_offset *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "epoch", json_integer((json_int_t)m->epoch)))
		goto fail;
	if (json_object_set_new(o, "endOffset", json_integer((json_int_t)m->end_offset)))
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

static int fromjson_epoch_end_offset(struct kw_fetch_response_epoch_end_offset *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"epoch",
		"endOffset",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_epoch_end_offset_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "epoch");
	if (!v)
		return kw_json_missing(err, "epoch", version);
	if (kw_json_to_i32(v, &m->epoch, err) < 0)
		return kw_json_fail_field(err, "epoch");
	v = json_object_get(j, "endOffset");
	if (!v)
		return kw_json_missing(err, "endOffset", version);
	if (kw_json_to_i64(v, &m->end_offset, err) < 0)
		return kw_json_fail_field(err, "endOffset");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static bool isdefault_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version)
{
	struct kw_fetch_response_leader_id_and_epoch d;
	kw_fetch_response_leader_id_and_epoch_init(&d);
	json_t *x = tojson_leader_id_and_epoch(m, version), *y = tojson_leader_id_and_epoch(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_leader_id_and_epoch(const struct kw_fetch_response_leader_id_and_epoch *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "leaderId", json_integer((json_int_t)m->leader_id)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
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

static int fromjson_leader_id_and_epoch(struct kw_fetch_response_leader_id_and_epoch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"leaderId",
		"leaderEpoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_leader_id_and_epoch_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "leaderId");
	if (!v)
		return kw_json_missing(err, "leaderId", version);
	if (kw_json_to_i32(v, &m->leader_id, err) < 0)
		return kw_json_fail_field(err, "leaderId");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static bool isdefault_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version)
{
	struct kw_fetch_response_snapshot_id d;
	kw_fetch_response_snapshot_id_init(&d);
	json_t *x = tojson_snapshot_id(m, version), *y = tojson_snapshot_id(&d, version);
	bool same = x && y && json_equal(x, y);
	json_decref(x);
	json_decref(y);
	return same;
}

static json_t *tojson_snapshot_id(const struct kw_fetch_response_snapshot_id *m, int16_t version)
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

static int fromjson_snapshot_id(struct kw_fetch_response_snapshot_id *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"endOffset",
		"epoch",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_snapshot_id_init(m);
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

static json_t *tojson_aborted_transaction(const struct kw_fetch_response_aborted_transaction *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "firstOffset", json_integer((json_int_t)m->first_offset)))
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

static int fromjson_aborted_transaction(struct kw_fetch_response_aborted_transaction *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"producerId",
		"firstOffset",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_aborted_transaction_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "firstOffset");
	if (!v)
		return kw_json_missing(err, "firstOffset", version);
	if (kw_json_to_i64(v, &m->first_offset, err) < 0)
		return kw_json_fail_field(err, "firstOffset");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_partition_data(const struct kw_fetch_response_partition_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionIndex", json_integer((json_int_t)m->partition_index)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "highWatermark", json_integer((json_int_t)m->high_watermark)))
		goto fail;
	if (version >= 4) {
		if (json_object_set_new(o, "lastStableOffset", json_integer((json_int_t)m->last_stable_offset)))
			goto fail;
	}
	if (version >= 5) {
		if (json_object_set_new(o, "logStartOffset", json_integer((json_int_t)m->log_start_offset)))
			goto fail;
	}
	if (version >= 12) {
		if (!isdefault_epoch_end_offset(&m->diverging_epoch, version)) {
			if (json_object_set_new(o, "divergingEpoch", tojson_epoch_end_offset(&m->diverging_epoch, version)))
				goto fail;
		}
	}
	if (version >= 12) {
		if (!isdefault_leader_id_and_epoch(&m->current_leader, version)) {
			if (json_object_set_new(o, "currentLeader", tojson_leader_id_and_epoch(&m->current_leader, version)))
				goto fail;
		}
	}
	if (version >= 12) {
		if (!isdefault_snapshot_id(&m->snapshot_id, version)) {
			if (json_object_set_new(o, "snapshotId", tojson_snapshot_id(&m->snapshot_id, version)))
				goto fail;
		}
	}
	if (version >= 4) {
		{
			json_t *arr = m->aborted_transactions_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "abortedTransactions", arr))
				goto fail;
			for (int32_t i = 0; i < m->aborted_transactions_count; i++)
				if (json_array_append_new(arr, tojson_aborted_transaction(&m->aborted_transactions[i], version)))
					goto fail;
		}
	}
	if (version >= 11) {
		if (json_object_set_new(o, "preferredReadReplica", json_integer((json_int_t)m->preferred_read_replica)))
			goto fail;
	}
	if (json_object_set_new(o, "records", kw_json_from_bytes(m->records)))
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

static int fromjson_partition_data(struct kw_fetch_response_partition_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionIndex",
		"errorCode",
		"highWatermark",
		"lastStableOffset",
		"logStartOffset",
		"divergingEpoch",
		"currentLeader",
		"snapshotId",
		"abortedTransactions",
		"preferredReadReplica",
		"records",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_partition_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 11, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionIndex");
	if (!v)
		return kw_json_missing(err, "partitionIndex", version);
	if (kw_json_to_i32(v, &m->partition_index, err) < 0)
		return kw_json_fail_field(err, "partitionIndex");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "highWatermark");
	if (!v)
		return kw_json_missing(err, "highWatermark", version);
	if (kw_json_to_i64(v, &m->high_watermark, err) < 0)
		return kw_json_fail_field(err, "highWatermark");
	v = json_object_get(j, "lastStableOffset");
	if (!v && (version >= 4))
		return kw_json_missing(err, "lastStableOffset", version);
	if (v) {
		if (kw_json_to_i64(v, &m->last_stable_offset, err) < 0)
			return kw_json_fail_field(err, "lastStableOffset");
	}
	v = json_object_get(j, "logStartOffset");
	if (!v && (version >= 5))
		return kw_json_missing(err, "logStartOffset", version);
	if (v) {
		if (kw_json_to_i64(v, &m->log_start_offset, err) < 0)
			return kw_json_fail_field(err, "logStartOffset");
	}
	v = json_object_get(j, "divergingEpoch");
	if (v) {
		if (fromjson_epoch_end_offset(&m->diverging_epoch, version, v, a, err) < 0)
			return kw_json_fail_field(err, "divergingEpoch");
	}
	v = json_object_get(j, "currentLeader");
	if (v) {
		if (fromjson_leader_id_and_epoch(&m->current_leader, version, v, a, err) < 0)
			return kw_json_fail_field(err, "currentLeader");
	}
	v = json_object_get(j, "snapshotId");
	if (v) {
		if (fromjson_snapshot_id(&m->snapshot_id, version, v, a, err) < 0)
			return kw_json_fail_field(err, "snapshotId");
	}
	v = json_object_get(j, "abortedTransactions");
	if (!v && (version >= 4))
		return kw_json_missing(err, "abortedTransactions", version);
	if (v) {
		if (json_is_null(v) && !(version >= 4)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "abortedTransactions");
		}
		if (json_is_null(v)) {
			m->aborted_transactions = NULL;
			m->aborted_transactions_count = -1;
		} else {
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "abortedTransactions");
			size_t n = json_array_size(v);
			m->aborted_transactions = NULL;
			m->aborted_transactions_count = (int32_t)n;
			if (n > 0) {
				m->aborted_transactions = kw_arena_calloc(a, n, sizeof *m->aborted_transactions);
				if (!m->aborted_transactions)
					return kw_json_nomem(err, "abortedTransactions");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_aborted_transaction(&m->aborted_transactions[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "abortedTransactions");
				}
			}
		}
	}
	v = json_object_get(j, "preferredReadReplica");
	if (!v && (version >= 11))
		return kw_json_missing(err, "preferredReadReplica", version);
	if (v) {
		if (kw_json_to_i32(v, &m->preferred_read_replica, err) < 0)
			return kw_json_fail_field(err, "preferredReadReplica");
	}
	v = json_object_get(j, "records");
	if (!v)
		return kw_json_missing(err, "records", version);
	if (kw_json_to_bytes(v, true, &m->records, a, err) < 0)
		return kw_json_fail_field(err, "records");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_fetchable_topic_response(const struct kw_fetch_response_fetchable_topic_response *m, int16_t version)
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
			if (json_array_append_new(arr, tojson_partition_data(&m->partitions[i], version)))
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

static int fromjson_fetchable_topic_response(struct kw_fetch_response_fetchable_topic_response *m, int16_t version, const json_t *j,
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
	kw_fetch_response_fetchable_topic_response_init(m);
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
				if (fromjson_partition_data(&m->partitions[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitions");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_node_endpoint(const struct kw_fetch_response_node_endpoint *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "nodeId", json_integer((json_int_t)m->node_id)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
		goto fail;
	if (json_object_set_new(o, "rack", kw_json_from_str(m->rack)))
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

static int fromjson_node_endpoint(struct kw_fetch_response_node_endpoint *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nodeId",
		"host",
		"port",
		"rack",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_node_endpoint_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "nodeId");
	if (!v)
		return kw_json_missing(err, "nodeId", version);
	if (kw_json_to_i32(v, &m->node_id, err) < 0)
		return kw_json_fail_field(err, "nodeId");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_i32(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, "rack");
	if (!v)
		return kw_json_missing(err, "rack", version);
	if (kw_json_to_str(v, true, &m->rack, a, err) < 0)
		return kw_json_fail_field(err, "rack");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_fetch_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version >= 1) {
		if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
			goto fail;
	}
	if (version >= 7) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	if (version >= 7) {
		if (json_object_set_new(o, "sessionId", json_integer((json_int_t)m->session_id)))
			goto fail;
	}
	{
		json_t *arr = m->responses_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "responses", arr))
			goto fail;
		for (int32_t i = 0; i < m->responses_count; i++)
			if (json_array_append_new(arr, tojson_fetchable_topic_response(&m->responses[i], version)))
				goto fail;
	}
	if (version >= 16) {
		if (m->node_endpoints_count != 0) {
			{
				json_t *arr = m->node_endpoints_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "nodeEndpoints", arr))
					goto fail;
				for (int32_t i = 0; i < m->node_endpoints_count; i++)
					if (json_array_append_new(arr, tojson_node_endpoint(&m->node_endpoints[i], version)))
						goto fail;
			}
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

static int fromjson_message(struct kw_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"sessionId",
		"responses",
		"nodeEndpoints",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_fetch_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v && (version >= 1))
		return kw_json_missing(err, "throttleTimeMs", version);
	if (v) {
		if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
			return kw_json_fail_field(err, "throttleTimeMs");
	}
	v = json_object_get(j, "errorCode");
	if (!v && (version >= 7))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i16(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "sessionId");
	if (!v && (version >= 7))
		return kw_json_missing(err, "sessionId", version);
	if (v) {
		if (kw_json_to_i32(v, &m->session_id, err) < 0)
			return kw_json_fail_field(err, "sessionId");
	}
	v = json_object_get(j, "responses");
	if (!v)
		return kw_json_missing(err, "responses", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "responses");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "responses");
		size_t n = json_array_size(v);
		m->responses = NULL;
		m->responses_count = (int32_t)n;
		if (n > 0) {
			m->responses = kw_arena_calloc(a, n, sizeof *m->responses);
			if (!m->responses)
				return kw_json_nomem(err, "responses");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_fetchable_topic_response(&m->responses[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "responses");
			}
		}
	}
	v = json_object_get(j, "nodeEndpoints");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "nodeEndpoints");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "nodeEndpoints");
			size_t n = json_array_size(v);
			m->node_endpoints = NULL;
			m->node_endpoints_count = (int32_t)n;
			if (n > 0) {
				m->node_endpoints = kw_arena_calloc(a, n, sizeof *m->node_endpoints);
				if (!m->node_endpoints)
					return kw_json_nomem(err, "nodeEndpoints");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (fromjson_node_endpoint(&m->node_endpoints[i], version, e, a, err) < 0)
						return kw_json_fail_index(err, (long)i, "nodeEndpoints");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_fetch_response_to_json(const struct kw_fetch_response *m, int16_t version)
{
	if (version < 0 || version > 17)
		return NULL;
	return tojson_message(m, version);
}

int kw_fetch_response_from_json(struct kw_fetch_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 17) {
		kw_fetch_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 17)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "FetchResponse v%d", (int)version);
	return rc;
}
