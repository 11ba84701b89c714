/* generated from schemas/clients/FindCoordinatorRequest.json by kwire-gen, do not edit */
#include "kwire/msg/find_coordinator_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_find_coordinator_request *m, int16_t version);
static int fromjson_message(struct kw_find_coordinator_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_find_coordinator_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (version <= 3) {
		if (json_object_set_new(o, "key", kw_json_from_str(m->key)))
			goto fail;
	}
	if (version >= 1) {
		if (json_object_set_new(o, "keyType", json_integer((json_int_t)m->key_type)))
			goto fail;
	}
	if (version >= 4) {
		{
			json_t *arr = m->coordinator_keys_count < 0 ? json_null() : json_array();
			if (json_object_set_new(o, "coordinatorKeys", arr))
				goto fail;
			for (int32_t i = 0; i < m->coordinator_keys_count; i++)
				if (json_array_append_new(arr, kw_json_from_str(m->coordinator_keys[i])))
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

static int fromjson_message(struct kw_find_coordinator_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"keyType",
		"coordinatorKeys",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_find_coordinator_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v && (version <= 3))
		return kw_json_missing(err, "key", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->key, a, err) < 0)
			return kw_json_fail_field(err, "key");
	}
	v = json_object_get(j, "keyType");
	if (!v && (version >= 1))
		return kw_json_missing(err, "keyType", version);
	if (v) {
		if (kw_json_to_i8(v, &m->key_type, err) < 0)
			return kw_json_fail_field(err, "keyType");
	}
	v = json_object_get(j, "coordinatorKeys");
	if (!v && (version >= 4))
		return kw_json_missing(err, "coordinatorKeys", version);
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "coordinatorKeys");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "coordinatorKeys");
			size_t n = json_array_size(v);
			m->coordinator_keys = NULL;
			m->coordinator_keys_count = (int32_t)n;
			if (n > 0) {
				m->coordinator_keys = kw_arena_calloc(a, n, sizeof *m->coordinator_keys);
				if (!m->coordinator_keys)
					return kw_json_nomem(err, "coordinatorKeys");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_str(e, false, &m->coordinator_keys[i], a, err) < 0)
						return kw_json_fail_index(err, (long)i, "coordinatorKeys");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_find_coordinator_request_to_json(const struct kw_find_coordinator_request *m, int16_t version)
{
	if (version < 0 || version > 6)
		return NULL;
	return tojson_message(m, version);
}

int kw_find_coordinator_request_from_json(struct kw_find_coordinator_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 6) {
		kw_find_coordinator_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 6)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "FindCoordinatorRequest v%d", (int)version);
	return rc;
}
