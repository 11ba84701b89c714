/* generated from schemas/clients/BrokerHeartbeatRequest.json by kwire-gen, do not edit */
#include "kwire/msg/broker_heartbeat_request_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_broker_heartbeat_request *m, int16_t version);
static int fromjson_message(struct kw_broker_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_broker_heartbeat_request *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "brokerId", json_integer((json_int_t)m->broker_id)))
		goto fail;
	if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
		goto fail;
	if (json_object_set_new(o, "currentMetadataOffset", json_integer((json_int_t)m->current_metadata_offset)))
		goto fail;
	if (json_object_set_new(o, "wantFence", json_boolean(m->want_fence)))
		goto fail;
	if (json_object_set_new(o, "wantShutDown", json_boolean(m->want_shut_down)))
		goto fail;
	if (version >= 1) {
		if (m->offline_log_dirs_count != 0) {
			{
				json_t *arr = m->offline_log_dirs_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "offlineLogDirs", arr))
					goto fail;
				for (int32_t i = 0; i < m->offline_log_dirs_count; i++)
					if (json_array_append_new(arr, kw_json_from_uuid(&m->offline_log_dirs[i])))
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

static int fromjson_message(struct kw_broker_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"brokerId",
		"brokerEpoch",
		"currentMetadataOffset",
		"wantFence",
		"wantShutDown",
		"offlineLogDirs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_broker_heartbeat_request_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 6, err) < 0)
		return err->code;
	v = json_object_get(j, "brokerId");
	if (!v)
		return kw_json_missing(err, "brokerId", version);
	if (kw_json_to_i32(v, &m->broker_id, err) < 0)
		return kw_json_fail_field(err, "brokerId");
	v = json_object_get(j, "brokerEpoch");
	if (!v)
		return kw_json_missing(err, "brokerEpoch", version);
	if (kw_json_to_i64(v, &m->broker_epoch, err) < 0)
		return kw_json_fail_field(err, "brokerEpoch");
	v = json_object_get(j, "currentMetadataOffset");
	if (!v)
		return kw_json_missing(err, "currentMetadataOffset", version);
	if (kw_json_to_i64(v, &m->current_metadata_offset, err) < 0)
		return kw_json_fail_field(err, "currentMetadataOffset");
	v = json_object_get(j, "wantFence");
	if (!v)
		return kw_json_missing(err, "wantFence", version);
	if (kw_json_to_bool(v, &m->want_fence, err) < 0)
		return kw_json_fail_field(err, "wantFence");
	v = json_object_get(j, "wantShutDown");
	if (!v)
		return kw_json_missing(err, "wantShutDown", version);
	if (kw_json_to_bool(v, &m->want_shut_down, err) < 0)
		return kw_json_fail_field(err, "wantShutDown");
	v = json_object_get(j, "offlineLogDirs");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "offlineLogDirs");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "offlineLogDirs");
			size_t n = json_array_size(v);
			m->offline_log_dirs = NULL;
			m->offline_log_dirs_count = (int32_t)n;
			if (n > 0) {
				m->offline_log_dirs = kw_arena_calloc(a, n, sizeof *m->offline_log_dirs);
				if (!m->offline_log_dirs)
					return kw_json_nomem(err, "offlineLogDirs");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_uuid(e, &m->offline_log_dirs[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "offlineLogDirs");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_broker_heartbeat_request_to_json(const struct kw_broker_heartbeat_request *m, int16_t version)
{
	if (version < 0 || version > 1)
		return NULL;
	return tojson_message(m, version);
}

int kw_broker_heartbeat_request_from_json(struct kw_broker_heartbeat_request *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_broker_heartbeat_request_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "BrokerHeartbeatRequest v%d", (int)version);
	return rc;
}
