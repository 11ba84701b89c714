/* generated from schemas/clients/AlterClientQuotasRequest.json by kwire-gen, do not edit */
#include "kwire/msg/alter_client_quotas_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_entity_data(const struct kw_alter_client_quotas_request_entity_data *m, int16_t version);
static int fromjson_entity_data(struct kw_alter_client_quotas_request_entity_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_op_data(const struct kw_alter_client_quotas_request_op_data *m, int16_t version);
static int fromjson_op_data(struct kw_alter_client_quotas_request_op_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_entry_data(const struct kw_alter_client_quotas_request_entry_data *m, int16_t version);
static int fromjson_entry_data(struct kw_alter_client_quotas_request_entry_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_alter_client_quotas_request *m, int16_t version);
static int fromjson_message(struct kw_alter_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_entity_data(const struct kw_alter_client_quotas_request_entity_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "entityType", kw_json_from_str(m->entity_type)))
		goto fail;
	if (json_object_set_new(o, "entityName", kw_json_from_str(m->entity_name)))
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

static int fromjson_entity_data(struct kw_alter_client_quotas_request_entity_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entityType",
		"entityName",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_client_quotas_request_entity_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "entityType");
	if (!v)
		return kw_json_missing(err, "entityType", version);
	if (kw_json_to_str(v, false, &m->entity_type, a, err) < 0)
		return kw_json_fail_field(err, "entityType");
	v = json_object_get(j, "entityName");
	if (!v)
		return kw_json_missing(err, "entityName", version);
	if (kw_json_to_str(v, true, &m->entity_name, a, err) < 0)
		return kw_json_fail_field(err, "entityName");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_op_data(const struct kw_alter_client_quotas_request_op_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "key", kw_json_from_str(m->key)))
		goto fail;
	if (json_object_set_new(o, "value", kw_json_from_f64(m->value)))
		goto fail;
	if (json_object_set_new(o, "remove", json_boolean(m->remove)))
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

static int fromjson_op_data(struct kw_alter_client_quotas_request_op_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"value",
		"remove",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_client_quotas_request_op_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v)
		return kw_json_missing(err, "key", version);
	if (kw_json_to_str(v, false, &m->key, a, err) < 0)
		return kw_json_fail_field(err, "key");
	v = json_object_get(j, "value");
	if (!v)
		return kw_json_missing(err, "value", version);
	if (kw_json_to_f64(v, &m->value, err) < 0)
		return kw_json_fail_field(err, "value");
	v = json_object_get(j, "remove");
	if (!v)
		return kw_json_missing(err, "remove", version);
	if (kw_json_to_bool(v, &m->remove, err) < 0)
		return kw_json_fail_field(err, "remove");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_entry_data(const struct kw_alter_client_quotas_request_entry_data *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->entity_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "entity", arr))
			goto fail;
		for (int32_t i = 0; i < m->entity_count; i++)
			if (json_array_append_new(arr, tojson_entity_data(&m->entity[i], version)))
				goto fail;
	}
	{
		json_t *arr = m->ops_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "ops", arr))
			goto fail;
		for (int32_t i = 0; i < m->ops_count; i++)
			if (json_array_append_new(arr, tojson_op_data(&m->ops[i], version)))
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

static int fromjson_entry_data(struct kw_alter_client_quotas_request_entry_data *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entity",
		"ops",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_client_quotas_request_entry_data_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "entity");
	if (!v)
		return kw_json_missing(err, "entity", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "entity");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "entity");
		size_t n = json_array_size(v);
		m->entity = NULL;
		m->entity_count = (int32_t)n;
		if (n > 0) {
			m->entity = kw_arena_calloc(a, n, sizeof *m->entity);
			if (!m->entity)
				return kw_json_nomem(err, "entity");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_entity_data(&m->entity[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "entity");
			}
		}
	}
	v = json_object_get(j, "ops");
	if (!v)
		return kw_json_missing(err, "ops", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "ops");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "ops");
		size_t n = json_array_size(v);
		m->ops = NULL;
		m->ops_count = (int32_t)n;
		if (n > 0) {
			m->ops = kw_arena_calloc(a, n, sizeof *m->ops);
			if (!m->ops)
				return kw_json_nomem(err, "ops");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_op_data(&m->ops[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "ops");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_alter_client_quotas_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	{
		json_t *arr = m->entries_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "entries", arr))
			goto fail;
		for (int32_t i = 0; i < m->entries_count; i++)
			if (json_array_append_new(arr, tojson_entry_data(&m->entries[i], version)))
				goto fail;
	}
	if (json_object_set_new(o, "validateOnly", json_boolean(m->validate_only)))
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

static int fromjson_message(struct kw_alter_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"entries",
		"validateOnly",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_alter_client_quotas_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "entries");
	if (!v)
		return kw_json_missing(err, "entries", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "entries");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "entries");
		size_t n = json_array_size(v);
		m->entries = NULL;
		m->entries_count = (int32_t)n;
		if (n > 0) {
			m->entries = kw_arena_calloc(a, n, sizeof *m->entries);
			if (!m->entries)
				return kw_json_nomem(err, "entries");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_entry_data(&m->entries[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "entries");
			}
		}
	}
	v = json_object_get(j, "validateOnly");
	if (!v)
		return kw_json_missing(err, "validateOnly", version);
	if (kw_json_to_bool(v, &m->validate_only, err) < 0)
		return kw_json_fail_field(err, "validateOnly");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_alter_client_quotas_request_to_json(const struct kw_alter_client_quotas_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_alter_client_quotas_request_from_json(struct kw_alter_client_quotas_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_alter_client_quotas_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AlterClientQuotasRequest v%d", (int)version);
	return rc;
}
