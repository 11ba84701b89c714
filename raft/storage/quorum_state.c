/* SPDX-License-Identifier: Apache-2.0 */
/*
 * quorum_state.c — the quorum-state file (see quorum_state.h): Kafka's
 * QuorumStateData JSON through Jansson, written atomically.
 */
#include "storage/quorum_state.h"

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <jansson.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_FILE_BYTES (1u << 20)

void kr_quorum_state_init(struct kr_quorum_state_data *s, int16_t data_version)
{
	memset(s, 0, sizeof *s);
	s->data_version = data_version;
	s->leader_id = -1;
	s->leader_epoch = -1;
	s->voted_id = -1;
	s->applied_offset = 0;
	s->current_voter_count = data_version == 0 ? 0 : -1;
}

/* json_object_set_new that reports failure (it steals v either way). */
static int put(json_t *o, const char *key, json_t *v)
{
	return v == NULL || json_object_set_new(o, key, v) < 0 ? -1 : 0;
}

int kr_quorum_state_to_json(const struct kr_quorum_state_data *s, char **out,
			    size_t *len, struct kw_error *err)
{
	*out = NULL;
	if (s->data_version != 0 && s->data_version != 1)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "quorum state data_version %d is not 0 or 1",
				    s->data_version);
	if (s->data_version == 0 &&
	    (s->current_voter_count < -1 ||
	     s->current_voter_count > KR_QUORUM_STATE_MAX_VOTERS))
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "quorum state: %" PRId32 " current voters",
				    s->current_voter_count);
	if (s->data_version == 1 && s->current_voter_count > 0)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0,
				    "quorum state version 1 has no currentVoters");
	json_t *o = json_object();
	int bad = o == NULL;
	if (!bad && s->data_version == 0)
		bad |= put(o, "clusterId", json_string(""));
	bad |= !bad && put(o, "leaderId", json_integer(s->leader_id));
	bad |= !bad && put(o, "leaderEpoch", json_integer(s->leader_epoch));
	bad |= !bad && put(o, "votedId", json_integer(s->voted_id));
	if (!bad && s->data_version == 1) {
		char text[KW_UUID_TEXT_LEN + 1];
		kw_uuid_to_text(&s->voted_directory_id, text);
		bad |= put(o, "votedDirectoryId", json_string(text));
	}
	if (!bad && s->data_version == 0) {
		bad |= put(o, "appliedOffset", json_integer(s->applied_offset));
		json_t *voters = s->current_voter_count < 0 ? json_null() : json_array();
		for (int32_t i = 0; voters != NULL && i < s->current_voter_count; i++) {
			json_t *v = json_object();
			if (v == NULL || put(v, "voterId", json_integer(s->current_voters[i])) < 0 ||
			    json_array_append_new(voters, v) < 0) {
				json_decref(v);
				json_decref(voters);
				voters = NULL;
			}
		}
		bad |= put(o, "currentVoters", voters);
	}
	bad |= !bad && put(o, "data_version", json_integer(s->data_version));
	char *text = bad ? NULL : json_dumps(o, JSON_COMPACT | JSON_PRESERVE_ORDER);
	json_decref(o);
	if (text == NULL)
		return kw_error_set(err, KW_ERR_NOMEM, 0, "rendering quorum state");
	*out = text;
	*len = strlen(text);
	return 0;
}

/* Reads integer field key of o into *v within [lo, hi]. 1 if absent. */
static int get_int(json_t *o, const char *key, json_int_t lo, json_int_t hi,
		   json_int_t *v, struct kw_error *err)
{
	json_t *f = json_object_get(o, key);
	if (f == NULL)
		return 1;
	if (!json_is_integer(f))
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "field '%s' is not an integer", key);
	*v = json_integer_value(f);
	if (*v < lo || *v > hi)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "field '%s' value %" JSON_INTEGER_FORMAT
				    " is out of range",
				    key, *v);
	return 0;
}

static int need_int(json_t *o, const char *key, json_int_t lo, json_int_t hi,
		    json_int_t *v, int version, struct kw_error *err)
{
	int rc = get_int(o, key, lo, hi, v, err);
	if (rc == 1)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "missing field '%s', which version %d requires",
				    key, version);
	return rc;
}

static int read_voters(json_t *o, struct kr_quorum_state_data *s,
		       struct kw_error *err)
{
	json_t *a = json_object_get(o, "currentVoters");
	if (a == NULL)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "missing field 'currentVoters', which version 0 "
				    "requires");
	if (json_is_null(a)) {
		s->current_voter_count = -1;
		return 0;
	}
	if (!json_is_array(a))
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "field 'currentVoters' is not an array");
	if (json_array_size(a) > KR_QUORUM_STATE_MAX_VOTERS)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "field 'currentVoters' has %zu entries, more than %d",
				    json_array_size(a), KR_QUORUM_STATE_MAX_VOTERS);
	size_t i;
	json_t *v;
	json_array_foreach(a, i, v) {
		json_int_t id = 0; /* set by get_int on success; gcc -O3 cannot see it */
		if (!json_is_object(v))
			return kw_error_set(err, KW_ERR_JSON, 0,
					    "currentVoters[%zu] is not an object", i);
		int rc = get_int(v, "voterId", INT32_MIN, INT32_MAX, &id, err);
		if (rc == 1)
			return kw_error_set(err, KW_ERR_JSON, 0,
					    "currentVoters[%zu]: missing field 'voterId'", i);
		if (rc < 0)
			return rc;
		s->current_voters[i] = (int32_t)id;
	}
	s->current_voter_count = (int32_t)json_array_size(a);
	return 0;
}

static int from_object(json_t *o, struct kr_quorum_state_data *s,
		       struct kw_error *err)
{
	json_int_t v;
	if (!json_is_object(o))
		return kw_error_set(err, KW_ERR_JSON, 0, "not a JSON object");
	int rc = get_int(o, "data_version", INT16_MIN, INT16_MAX, &v, err);
	if (rc == 1)
		return kw_error_set(err, KW_ERR_JSON, 0, "missing field 'data_version'");
	if (rc < 0)
		return rc;
	if (v != 0 && v != 1)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "data_version %" JSON_INTEGER_FORMAT
				    " is not supported (0 or 1)",
				    v);
	int version = (int)v;
	kr_quorum_state_init(s, (int16_t)version);
	if ((rc = need_int(o, "leaderId", INT32_MIN, INT32_MAX, &v, version, err)) < 0)
		return rc;
	s->leader_id = (int32_t)v;
	if ((rc = need_int(o, "leaderEpoch", INT32_MIN, INT32_MAX, &v, version, err)) < 0)
		return rc;
	s->leader_epoch = (int32_t)v;
	if ((rc = need_int(o, "votedId", INT32_MIN, INT32_MAX, &v, version, err)) < 0)
		return rc;
	s->voted_id = (int32_t)v;
	if (version == 0) {
		json_t *c = json_object_get(o, "clusterId");
		if (c != NULL && !json_is_string(c) && !json_is_null(c))
			return kw_error_set(err, KW_ERR_JSON, 0,
					    "field 'clusterId' is not a string");
		if ((rc = need_int(o, "appliedOffset", INT64_MIN, INT64_MAX, &v,
				   version, err)) < 0)
			return rc;
		s->applied_offset = (int64_t)v;
		return read_voters(o, s, err);
	}
	json_t *d = json_object_get(o, "votedDirectoryId");
	if (d == NULL)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "missing field 'votedDirectoryId', which version 1 "
				    "requires");
	if (!json_is_string(d) ||
	    kw_uuid_from_text(json_string_value(d), json_string_length(d),
			      &s->voted_directory_id) < 0)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    "field 'votedDirectoryId' is not a uuid");
	return 0;
}

int kr_quorum_state_from_json(const char *text, size_t len,
			      struct kr_quorum_state_data *s,
			      struct kw_error *err)
{
	const char *nl = memchr(text, '\n', len);
	if (nl != NULL)
		len = (size_t)(nl - text);
	if (len == 0)
		return kw_error_set(err, KW_ERR_JSON, 0,
				    nl ? "first line is empty" : "empty");
	json_error_t je;
	json_t *o = json_loadb(text, len, JSON_REJECT_DUPLICATES, &je);
	if (o == NULL)
		return kw_error_set(err, KW_ERR_JSON, (size_t)(je.position > 0 ? je.position : 0),
				    "malformed JSON at line %d column %d: %s",
				    je.line, je.column, je.text);
	int rc = from_object(o, s, err);
	json_decref(o);
	return rc;
}

int kr_quorum_state_read(const char *dir, struct kr_io *io,
			 struct kr_quorum_state_data *s, struct kw_error *err)
{
	struct kw_error local;
	kw_error_clear(&local);
	if (io == NULL)
		io = kr_io_posix();
	kr_quorum_state_init(s, 0);
	char path[4096];
	if ((size_t)snprintf(path, sizeof path, "%s/%s", dir, KR_QUORUM_STATE_FILE) >=
	    sizeof path)
		return kw_error_set(err, KW_ERR_INVALID_ARGUMENT, 0, "path too long");
	int fd = io->open(io, path, O_RDONLY, 0);
	if (fd == -ENOENT)
		return kw_error_set(err, KR_STORAGE_ERR_NOT_FOUND, 0,
				    "%s: no such file (no state written yet)", path);
	if (fd < 0)
		return kw_error_set(err, KW_ERR_IO, 0, "open %s: %s", path,
				    strerror(-fd));
	off_t size = 0;
	int rc = io->size(io, fd, &size);
	char *buf = NULL;
	if (rc == 0 && size > (off_t)MAX_FILE_BYTES)
		rc = -EFBIG;
	if (rc == 0 && (buf = malloc((size_t)size + 1)) == NULL)
		rc = -ENOMEM;
	if (rc == 0)
		rc = kr__io_read_all(io, fd, buf, (size_t)size, 0);
	io->close(io, fd);
	if (rc < 0) {
		free(buf);
		return kw_error_set(err, KW_ERR_IO, 0, "read %s: %s", path,
				    strerror(-rc));
	}
	rc = kr_quorum_state_from_json(buf, (size_t)size, s, &local);
	free(buf);
	if (rc < 0) {
		kr_quorum_state_init(s, 0);
		return kw_error_set(err, rc, local.offset, "%s: %s (%lld bytes)",
				    path, local.detail, (long long)size);
	}
	return 0;
}

int kr_quorum_state_write(const char *dir, struct kr_io *io,
			  const struct kr_quorum_state_data *s,
			  struct kw_error *err)
{
	if (io == NULL)
		io = kr_io_posix();
	char *text;
	size_t len;
	int rc = kr_quorum_state_to_json(s, &text, &len, err);
	if (rc < 0)
		return rc;
	const char *step = NULL;
	rc = kr__io_replace_file(io, dir, KR_QUORUM_STATE_FILE, text, len, &step);
	free(text);
	if (rc < 0)
		return kw_error_set(err, KW_ERR_IO, 0, "%s (step %s) %s/%s: %s",
				    "writing", step, dir, KR_QUORUM_STATE_FILE,
				    strerror(-rc));
	return 0;
}
