/* generated from golden/EchoResponse.json by kwire-gen, do not edit */
#include "golden/echo_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct golden_echo_response *m, int16_t version);
static int fromjson_message(struct golden_echo_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct golden_echo_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	{
		json_t *arr = m->keys_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "keys", arr))
			goto fail;
		for (int32_t i = 0; i < m->keys_count; i++)
			if (json_array_append_new(arr, json_integer((json_int_t)m->keys[i])))
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

static int fromjson_message(struct golden_echo_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"errorCode",
		"keys",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_echo_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "keys");
	if (!v)
		return kw_json_missing(err, "keys", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "keys");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "keys");
		size_t n = json_array_size(v);
		m->keys = NULL;
		m->keys_count = (int32_t)n;
		if (n > 0) {
			m->keys = kw_arena_calloc(a, n, sizeof *m->keys);
			if (!m->keys)
				return kw_json_nomem(err, "keys");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (kw_json_to_i16(e, &m->keys[i], err) < 0)
					return kw_json_fail_index(err, (long)i, "keys");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *golden_echo_response_to_json(const struct golden_echo_response *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int golden_echo_response_from_json(struct golden_echo_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		golden_echo_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "EchoResponse v%d", (int)version);
	return rc;
}
