/* generated from schemas/clients/AddRaftVoterRequest.json by kwire-gen, do not edit */
#include "kwire/msg/add_raft_voter_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version);
static int fromjson_listener(struct kw_add_raft_voter_request_listener *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_add_raft_voter_request *m, int16_t version);
static int fromjson_message(struct kw_add_raft_voter_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_listener(const struct kw_add_raft_voter_request_listener *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "name", kw_json_from_str(m->name)))
		goto fail;
	if (json_object_set_new(o, "host", kw_json_from_str(m->host)))
		goto fail;
	if (json_object_set_new(o, "port", json_integer((json_int_t)m->port)))
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

static int fromjson_listener(struct kw_add_raft_voter_request_listener *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"name",
		"host",
		"port",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_raft_voter_request_listener_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "name");
	if (!v)
		return kw_json_missing(err, "name", version);
	if (kw_json_to_str(v, false, &m->name, a, err) < 0)
		return kw_json_fail_field(err, "name");
	v = json_object_get(j, "host");
	if (!v)
		return kw_json_missing(err, "host", version);
	if (kw_json_to_str(v, false, &m->host, a, err) < 0)
		return kw_json_fail_field(err, "host");
	v = json_object_get(j, "port");
	if (!v)
		return kw_json_missing(err, "port", version);
	if (kw_json_to_u16(v, &m->port, err) < 0)
		return kw_json_fail_field(err, "port");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_add_raft_voter_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "clusterId", kw_json_from_str(m->cluster_id)))
		goto fail;
	if (json_object_set_new(o, "timeoutMs", json_integer((json_int_t)m->timeout_ms)))
		goto fail;
	if (json_object_set_new(o, "voterId", json_integer((json_int_t)m->voter_id)))
		goto fail;
	if (json_object_set_new(o, "voterDirectoryId", kw_json_from_uuid(&m->voter_directory_id)))
		goto fail;
	{
		json_t *arr = m->listeners_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "listeners", arr))
			goto fail;
		for (int32_t i = 0; i < m->listeners_count; i++)
			if (json_array_append_new(arr, tojson_listener(&m->listeners[i], version)))
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

static int fromjson_message(struct kw_add_raft_voter_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"clusterId",
		"timeoutMs",
		"voterId",
		"voterDirectoryId",
		"listeners",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_add_raft_voter_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
		return err->code;
	v = json_object_get(j, "clusterId");
	if (!v)
		return kw_json_missing(err, "clusterId", version);
	if (kw_json_to_str(v, true, &m->cluster_id, a, err) < 0)
		return kw_json_fail_field(err, "clusterId");
	v = json_object_get(j, "timeoutMs");
	if (!v)
		return kw_json_missing(err, "timeoutMs", version);
	if (kw_json_to_i32(v, &m->timeout_ms, err) < 0)
		return kw_json_fail_field(err, "timeoutMs");
	v = json_object_get(j, "voterId");
	if (!v)
		return kw_json_missing(err, "voterId", version);
	if (kw_json_to_i32(v, &m->voter_id, err) < 0)
		return kw_json_fail_field(err, "voterId");
	v = json_object_get(j, "voterDirectoryId");
	if (!v)
		return kw_json_missing(err, "voterDirectoryId", version);
	if (kw_json_to_uuid(v, &m->voter_directory_id, err) < 0)
		return kw_json_fail_field(err, "voterDirectoryId");
	v = json_object_get(j, "listeners");
	if (!v)
		return kw_json_missing(err, "listeners", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "listeners");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "listeners");
		size_t n = json_array_size(v);
		m->listeners = NULL;
		m->listeners_count = (int32_t)n;
		if (n > 0) {
			m->listeners = kw_arena_calloc(a, n, sizeof *m->listeners);
			if (!m->listeners)
				return kw_json_nomem(err, "listeners");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_listener(&m->listeners[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "listeners");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_add_raft_voter_request_to_json(const struct kw_add_raft_voter_request *m, int16_t version)
{
	if (version < 0 || version > 0)
		return NULL;
	return tojson_message(m, version);
}

int kw_add_raft_voter_request_from_json(struct kw_add_raft_voter_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 0) {
		kw_add_raft_voter_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 0)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "AddRaftVoterRequest v%d", (int)version);
	return rc;
}
