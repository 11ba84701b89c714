/* generated from schemas/share-coordinator/ShareUpdateValue.json by kwire-gen, do not edit */
#include "kwire/msg/share_update_value_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version);
static int fromjson_state_batch(struct kw_share_update_value_state_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_share_update_value *m, int16_t version);
static int fromjson_message(struct kw_share_update_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_state_batch(const struct kw_share_update_value_state_batch *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "firstOffset", json_integer((json_int_t)m->first_offset)))
		goto fail;
	if (json_object_set_new(o, "lastOffset", json_integer((json_int_t)m->last_offset)))
		goto fail;
	if (json_object_set_new(o, "deliveryState", json_integer((json_int_t)m->delivery_state)))
		goto fail;
	if (json_object_set_new(o, "deliveryCount", json_integer((json_int_t)m->delivery_count)))
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

static int fromjson_state_batch(struct kw_share_update_value_state_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"firstOffset",
		"lastOffset",
		"deliveryState",
		"deliveryCount",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_update_value_state_batch_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "firstOffset");
	if (!v)
		return kw_json_missing(err, "firstOffset", version);
	if (kw_json_to_i64(v, &m->first_offset, err) < 0)
		return kw_json_fail_field(err, "firstOffset");
	v = json_object_get(j, "lastOffset");
	if (!v)
		return kw_json_missing(err, "lastOffset", version);
	if (kw_json_to_i64(v, &m->last_offset, err) < 0)
		return kw_json_fail_field(err, "lastOffset");
	v = json_object_get(j, "deliveryState");
	if (!v)
		return kw_json_missing(err, "deliveryState", version);
	if (kw_json_to_i8(v, &m->delivery_state, err) < 0)
		return kw_json_fail_field(err, "deliveryState");
	v = json_object_get(j, "deliveryCount");
	if (!v)
		return kw_json_missing(err, "deliveryCount", version);
	if (kw_json_to_i16(v, &m->delivery_count, err) < 0)
		return kw_json_fail_field(err, "deliveryCount");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_share_update_value *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "snapshotEpoch", json_integer((json_int_t)m->snapshot_epoch)))
		goto fail;
	if (json_object_set_new(o, "leaderEpoch", json_integer((json_int_t)m->leader_epoch)))
		goto fail;
	if (json_object_set_new(o, "startOffset", json_integer((json_int_t)m->start_offset)))
		goto fail;
	{
		json_t *arr = m->state_batches_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "stateBatches", arr))
			goto fail;
		for (int32_t i = 0; i < m->state_batches_count; i++)
			if (json_array_append_new(arr, tojson_state_batch(&m->state_batches[i], version)))
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

static int fromjson_message(struct kw_share_update_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"snapshotEpoch",
		"leaderEpoch",
		"startOffset",
		"stateBatches",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_share_update_value_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "snapshotEpoch");
	if (!v)
		return kw_json_missing(err, "snapshotEpoch", version);
	if (kw_json_to_u16(v, &m->snapshot_epoch, err) < 0)
		return kw_json_fail_field(err, "snapshotEpoch");
	v = json_object_get(j, "leaderEpoch");
	if (!v)
		return kw_json_missing(err, "leaderEpoch", version);
	if (kw_json_to_i32(v, &m->leader_epoch, err) < 0)
		return kw_json_fail_field(err, "leaderEpoch");
	v = json_object_get(j, "startOffset");
	if (!v)
		return kw_json_missing(err, "startOffset", version);
	if (kw_json_to_i64(v, &m->start_offset, err) < 0)
		return kw_json_fail_field(err, "startOffset");
	v = json_object_get(j, "stateBatches");
	if (!v)
		return kw_json_missing(err, "stateBatches", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "stateBatches");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "stateBatches");
		size_t n = json_array_size(v);
		m->state_batches = NULL;
		m->state_batches_count = (int32_t)n;
		if (n > 0) {
			m->state_batches = kw_arena_calloc(a, n, sizeof *m->state_batches);
			if (!m->state_batches)
				return kw_json_nomem(err, "stateBatches");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_state_batch(&m->state_batches[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "stateBatches");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_share_update_value_to_json(const struct kw_share_update_value *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_share_update_value_from_json(struct kw_share_update_value *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_share_update_value_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ShareUpdateValue v%d", (int)version);
	return rc;
}
