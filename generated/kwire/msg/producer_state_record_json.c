/* generated from schemas/kwire/ProducerStateRecord.json by kwire-gen, do not edit */
#include "kwire/msg/producer_state_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_batch(const struct kw_producer_state_record_batch *m, int16_t version);
static int fromjson_batch(struct kw_producer_state_record_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_producer(const struct kw_producer_state_record_producer *m, int16_t version);
static int fromjson_producer(struct kw_producer_state_record_producer *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_producer_state_record *m, int16_t version);
static int fromjson_message(struct kw_producer_state_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_batch(const struct kw_producer_state_record_batch *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "firstSequence", json_integer((json_int_t)m->first_sequence)))
		goto fail;
	if (json_object_set_new(o, "lastSequence", json_integer((json_int_t)m->last_sequence)))
		goto fail;
	if (json_object_set_new(o, "firstOffset", json_integer((json_int_t)m->first_offset)))
		goto fail;
	if (json_object_set_new(o, "lastOffset", json_integer((json_int_t)m->last_offset)))
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

static int fromjson_batch(struct kw_producer_state_record_batch *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"firstSequence",
		"lastSequence",
		"firstOffset",
		"lastOffset",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_producer_state_record_batch_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "firstSequence");
	if (!v)
		return kw_json_missing(err, "firstSequence", version);
	if (kw_json_to_i32(v, &m->first_sequence, err) < 0)
		return kw_json_fail_field(err, "firstSequence");
	v = json_object_get(j, "lastSequence");
	if (!v)
		return kw_json_missing(err, "lastSequence", version);
	if (kw_json_to_i32(v, &m->last_sequence, err) < 0)
		return kw_json_fail_field(err, "lastSequence");
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
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_producer(const struct kw_producer_state_record_producer *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "producerId", json_integer((json_int_t)m->producer_id)))
		goto fail;
	if (json_object_set_new(o, "producerEpoch", json_integer((json_int_t)m->producer_epoch)))
		goto fail;
	if (json_object_set_new(o, "lastTimestamp", json_integer((json_int_t)m->last_timestamp)))
		goto fail;
	{
		json_t *arr = m->batches_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "batches", arr))
			goto fail;
		for (int32_t i = 0; i < m->batches_count; i++)
			if (json_array_append_new(arr, tojson_batch(&m->batches[i], version)))
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

static int fromjson_producer(struct kw_producer_state_record_producer *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"producerId",
		"producerEpoch",
		"lastTimestamp",
		"batches",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_producer_state_record_producer_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 4, err) < 0)
		return err->code;
	v = json_object_get(j, "producerId");
	if (!v)
		return kw_json_missing(err, "producerId", version);
	if (kw_json_to_i64(v, &m->producer_id, err) < 0)
		return kw_json_fail_field(err, "producerId");
	v = json_object_get(j, "producerEpoch");
	if (!v)
		return kw_json_missing(err, "producerEpoch", version);
	if (kw_json_to_i16(v, &m->producer_epoch, err) < 0)
		return kw_json_fail_field(err, "producerEpoch");
	v = json_object_get(j, "lastTimestamp");
	if (!v)
		return kw_json_missing(err, "lastTimestamp", version);
	if (kw_json_to_i64(v, &m->last_timestamp, err) < 0)
		return kw_json_fail_field(err, "lastTimestamp");
	v = json_object_get(j, "batches");
	if (!v)
		return kw_json_missing(err, "batches", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "batches");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "batches");
		size_t n = json_array_size(v);
		m->batches = NULL;
		m->batches_count = (int32_t)n;
		if (n > 0) {
			m->batches = kw_arena_calloc(a, n, sizeof *m->batches);
			if (!m->batches)
				return kw_json_nomem(err, "batches");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_batch(&m->batches[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "batches");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_producer_state_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "nextProducerId", json_integer((json_int_t)m->next_producer_id)))
		goto fail;
	{
		json_t *arr = m->producers_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "producers", arr))
			goto fail;
		for (int32_t i = 0; i < m->producers_count; i++)
			if (json_array_append_new(arr, tojson_producer(&m->producers[i], version)))
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

static int fromjson_message(struct kw_producer_state_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"nextProducerId",
		"producers",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_producer_state_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "nextProducerId");
	if (!v)
		return kw_json_missing(err, "nextProducerId", version);
	if (kw_json_to_i64(v, &m->next_producer_id, err) < 0)
		return kw_json_fail_field(err, "nextProducerId");
	v = json_object_get(j, "producers");
	if (!v)
		return kw_json_missing(err, "producers", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "producers");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "producers");
		size_t n = json_array_size(v);
		m->producers = NULL;
		m->producers_count = (int32_t)n;
		if (n > 0) {
			m->producers = kw_arena_calloc(a, n, sizeof *m->producers);
			if (!m->producers)
				return kw_json_nomem(err, "producers");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_producer(&m->producers[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "producers");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_producer_state_record_to_json(const struct kw_producer_state_record *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_producer_state_record_from_json(struct kw_producer_state_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_producer_state_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ProducerStateRecord v%d", (int)version);
	return rc;
}
