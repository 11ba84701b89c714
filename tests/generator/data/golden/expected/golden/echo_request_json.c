/* generated from golden/EchoRequest.json by kwire-gen, do not edit */
#include "golden/echo_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_echo_item(const struct golden_echo_request_echo_item *m, int16_t version);
static int fromjson_echo_item(struct golden_echo_request_echo_item *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct golden_echo_request *m, int16_t version);
static int fromjson_message(struct golden_echo_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_echo_item(const struct golden_echo_request_echo_item *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "key", json_integer((json_int_t)m->key)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "note", kw_json_from_str(m->note)))
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

static int fromjson_echo_item(struct golden_echo_request_echo_item *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"key",
		"note",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_echo_request_echo_item_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "key");
	if (!v)
		return kw_json_missing(err, "key", version);
	if (kw_json_to_i16(v, &m->key, err) < 0)
		return kw_json_fail_field(err, "key");
	v = json_object_get(j, "note");
	if (!v && (version >= 1))
		return kw_json_missing(err, "note", version);
	if (v) {
		if (kw_json_to_str(v, false, &m->note, a, err) < 0)
			return kw_json_fail_field(err, "note");
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct golden_echo_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "label", kw_json_from_str(m->label)))
		goto fail;
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
	{
		json_t *arr = m->items_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "items", arr))
			goto fail;
		for (int32_t i = 0; i < m->items_count; i++)
			if (json_array_append_new(arr, tojson_echo_item(&m->items[i], version)))
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

static int fromjson_message(struct golden_echo_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"label",
		"timeoutMs",
		"items",
	};
	const json_t *v;
	(void)version;
	(void)a;
	golden_echo_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "label");
	if (!v)
		return kw_json_missing(err, "label", version);
	if (kw_json_to_str(v, version >= 1, &m->label, a, err) < 0)
		return kw_json_fail_field(err, "label");
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, "items");
	if (!v)
		return kw_json_missing(err, "items", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "items");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "items");
		size_t n = json_array_size(v);
		m->items = NULL;
		m->items_count = (int32_t)n;
		if (n > 0) {
			m->items = kw_arena_calloc(a, n, sizeof *m->items);
			if (!m->items)
				return kw_json_nomem(err, "items");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_echo_item(&m->items[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "items");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *golden_echo_request_to_json(const struct golden_echo_request *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int golden_echo_request_from_json(struct golden_echo_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		golden_echo_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "EchoRequest v%d", (int)version);
	return rc;
}
