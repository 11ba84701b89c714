/* generated from schemas/clients/ElectLeadersResponse.json by kwire-gen, do not edit */
#include "kwire/msg/elect_leaders_response_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_partition_result(const struct kw_elect_leaders_response_partition_result *m, int16_t version);
static int fromjson_partition_result(struct kw_elect_leaders_response_partition_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_replica_election_result(const struct kw_elect_leaders_response_replica_election_result *m, int16_t version);
static int fromjson_replica_election_result(struct kw_elect_leaders_response_replica_election_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);
static json_t *tojson_message(const struct kw_elect_leaders_response *m, int16_t version);
static int fromjson_message(struct kw_elect_leaders_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_partition_result(const struct kw_elect_leaders_response_partition_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "partitionId", json_integer((json_int_t)m->partition_id)))
		goto fail;
	if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
		goto fail;
	if (json_object_set_new(o, "errorMessage", kw_json_from_str(m->error_message)))
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

static int fromjson_partition_result(struct kw_elect_leaders_response_partition_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"partitionId",
		"errorCode",
		"errorMessage",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_elect_leaders_response_partition_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "partitionId");
	if (!v)
		return kw_json_missing(err, "partitionId", version);
	if (kw_json_to_i32(v, &m->partition_id, err) < 0)
		return kw_json_fail_field(err, "partitionId");
	v = json_object_get(j, "errorCode");
	if (!v)
		return kw_json_missing(err, "errorCode", version);
	if (kw_json_to_i16(v, &m->error_code, err) < 0)
		return kw_json_fail_field(err, "errorCode");
	v = json_object_get(j, "errorMessage");
	if (!v)
		return kw_json_missing(err, "errorMessage", version);
	if (kw_json_to_str(v, true, &m->error_message, a, err) < 0)
		return kw_json_fail_field(err, "errorMessage");
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_replica_election_result(const struct kw_elect_leaders_response_replica_election_result *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "topic", kw_json_from_str(m->topic)))
		goto fail;
	{
		json_t *arr = m->partition_result_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "partitionResult", arr))
			goto fail;
		for (int32_t i = 0; i < m->partition_result_count; i++)
			if (json_array_append_new(arr, tojson_partition_result(&m->partition_result[i], version)))
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

static int fromjson_replica_election_result(struct kw_elect_leaders_response_replica_election_result *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"topic",
		"partitionResult",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_elect_leaders_response_replica_election_result_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 2, err) < 0)
		return err->code;
	v = json_object_get(j, "topic");
	if (!v)
		return kw_json_missing(err, "topic", version);
	if (kw_json_to_str(v, false, &m->topic, a, err) < 0)
		return kw_json_fail_field(err, "topic");
	v = json_object_get(j, "partitionResult");
	if (!v)
		return kw_json_missing(err, "partitionResult", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "partitionResult");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "partitionResult");
		size_t n = json_array_size(v);
		m->partition_result = NULL;
		m->partition_result_count = (int32_t)n;
		if (n > 0) {
			m->partition_result = kw_arena_calloc(a, n, sizeof *m->partition_result);
			if (!m->partition_result)
				return kw_json_nomem(err, "partitionResult");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_partition_result(&m->partition_result[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "partitionResult");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

static json_t *tojson_message(const struct kw_elect_leaders_response *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "throttleTimeMs", json_integer((json_int_t)m->throttle_time_ms)))
		goto fail;
	if (version >= 1) {
		if (json_object_set_new(o, "errorCode", json_integer((json_int_t)m->error_code)))
			goto fail;
	}
	{
		json_t *arr = m->replica_election_results_count < 0 ? json_null() : json_array();
		if (json_object_set_new(o, "replicaElectionResults", arr))
			goto fail;
		for (int32_t i = 0; i < m->replica_election_results_count; i++)
			if (json_array_append_new(arr, tojson_replica_election_result(&m->replica_election_results[i], version)))
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

static int fromjson_message(struct kw_elect_leaders_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"throttleTimeMs",
		"errorCode",
		"replicaElectionResults",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_elect_leaders_response_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 3, err) < 0)
		return err->code;
	v = json_object_get(j, "throttleTimeMs");
	if (!v)
		return kw_json_missing(err, "throttleTimeMs", version);
	if (kw_json_to_i32(v, &m->throttle_time_ms, err) < 0)
		return kw_json_fail_field(err, "throttleTimeMs");
	v = json_object_get(j, "errorCode");
	if (!v && (version >= 1))
		return kw_json_missing(err, "errorCode", version);
	if (v) {
		if (kw_json_to_i16(v, &m->error_code, err) < 0)
			return kw_json_fail_field(err, "errorCode");
	}
	v = json_object_get(j, "replicaElectionResults");
	if (!v)
		return kw_json_missing(err, "replicaElectionResults", version);
	if (json_is_null(v)) {
		kw_json_null_not_allowed(err, version);
		return kw_json_fail_field(err, "replicaElectionResults");
	}
	{
		if (kw_json_expect_array(v, err) < 0)
			return kw_json_fail_field(err, "replicaElectionResults");
		size_t n = json_array_size(v);
		m->replica_election_results = NULL;
		m->replica_election_results_count = (int32_t)n;
		if (n > 0) {
			m->replica_election_results = kw_arena_calloc(a, n, sizeof *m->replica_election_results);
			if (!m->replica_election_results)
				return kw_json_nomem(err, "replicaElectionResults");
			for (size_t i = 0; i < n; i++) {
				const json_t *e = json_array_get(v, i);
				if (fromjson_replica_election_result(&m->replica_election_results[i], version, e, a, err) < 0)
					return kw_json_fail_index(err, (long)i, "replicaElectionResults");
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_elect_leaders_response_to_json(const struct kw_elect_leaders_response *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_elect_leaders_response_from_json(struct kw_elect_leaders_response *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_elect_leaders_response_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "ElectLeadersResponse v%d", (int)version);
	return rc;
}
