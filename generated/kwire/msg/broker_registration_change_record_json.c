/* generated from schemas/metadata/BrokerRegistrationChangeRecord.json by kwire-gen, do not edit */
#include "kwire/msg/broker_registration_change_record_json.h"

#include <math.h>
#include <string.h>

static json_t *tojson_message(const struct kw_broker_registration_change_record *m, int16_t version);
static int fromjson_message(struct kw_broker_registration_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err);

static json_t *tojson_message(const struct kw_broker_registration_change_record *m, int16_t version)
{
	json_t *o = json_object();
	(void)version;
	if (!o)
		return NULL;
	if (json_object_set_new(o, "brokerId", json_integer((json_int_t)m->broker_id)))
		goto fail;
	if (json_object_set_new(o, "brokerEpoch", json_integer((json_int_t)m->broker_epoch)))
		goto fail;
	if (m->fenced != 0) {
		if (json_object_set_new(o, "fenced", json_integer((json_int_t)m->fenced)))
			goto fail;
	}
	if (version >= 1) {
		if (m->in_controlled_shutdown != 0) {
			if (json_object_set_new(o, "inControlledShutdown", json_integer((json_int_t)m->in_controlled_shutdown)))
				goto fail;
		}
	}
	if (version >= 2) {
		if (m->log_dirs_count != 0) {
			{
				json_t *arr = m->log_dirs_count < 0 ? json_null() : json_array();
				if (json_object_set_new(o, "logDirs", arr))
					goto fail;
				for (int32_t i = 0; i < m->log_dirs_count; i++)
					if (json_array_append_new(arr, kw_json_from_uuid(&m->log_dirs[i])))
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

static int fromjson_message(struct kw_broker_registration_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	static const char *const keys[] = {
		"brokerId",
		"brokerEpoch",
		"fenced",
		"inControlledShutdown",
		"logDirs",
	};
	const json_t *v;
	(void)version;
	(void)a;
	kw_broker_registration_change_record_init(m);
	if (kw_json_expect_object(j, err) < 0)
		return err->code;
	if (kw_json_check_members(j, keys, 5, err) < 0)
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
	v = json_object_get(j, "fenced");
	if (v) {
		if (kw_json_to_i8(v, &m->fenced, err) < 0)
			return kw_json_fail_field(err, "fenced");
	}
	v = json_object_get(j, "inControlledShutdown");
	if (v) {
		if (kw_json_to_i8(v, &m->in_controlled_shutdown, err) < 0)
			return kw_json_fail_field(err, "inControlledShutdown");
	}
	v = json_object_get(j, "logDirs");
	if (v) {
		if (json_is_null(v)) {
			kw_json_null_not_allowed(err, version);
			return kw_json_fail_field(err, "logDirs");
		}
		{
			if (kw_json_expect_array(v, err) < 0)
				return kw_json_fail_field(err, "logDirs");
			size_t n = json_array_size(v);
			m->log_dirs = NULL;
			m->log_dirs_count = (int32_t)n;
			if (n > 0) {
				m->log_dirs = kw_arena_calloc(a, n, sizeof *m->log_dirs);
				if (!m->log_dirs)
					return kw_json_nomem(err, "logDirs");
				for (size_t i = 0; i < n; i++) {
					const json_t *e = json_array_get(v, i);
					if (kw_json_to_uuid(e, &m->log_dirs[i], err) < 0)
						return kw_json_fail_index(err, (long)i, "logDirs");
				}
			}
		}
	}
	v = json_object_get(j, KW_JSON_UNKNOWN_TAGS);
	if (v && kw_json_to_unknown_tags(v, &m->unknown_tagged_fields, a, err) < 0)
		return kw_json_fail_field(err, KW_JSON_UNKNOWN_TAGS);
	return 0;
}

json_t *kw_broker_registration_change_record_to_json(const struct kw_broker_registration_change_record *m, int16_t version)
{
	if (version < 0 || version > 2)
		return NULL;
	return tojson_message(m, version);
}

int kw_broker_registration_change_record_from_json(struct kw_broker_registration_change_record *m, int16_t version, const json_t *j,
		struct kw_arena *a, struct kw_error *err)
{
	int rc;
	if (version < 0 || version > 2) {
		kw_broker_registration_change_record_init(m);
		rc = kw_error_set(err, KW_ERR_UNSUPPORTED_VERSION, 0,
				"version %d is not supported (valid: 0 to 2)", (int)version);
	} else {
		rc = fromjson_message(m, version, j, a, err);
	}
	if (rc < 0)
		kw_error_set_context(err, "BrokerRegistrationChangeRecord v%d", (int)version);
	return rc;
}
