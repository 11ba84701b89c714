/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/bootstrap_voters.c — writing and reading the KIP-853 bootstrap
 * checkpoint (see bootstrap_voters.h for the layout).
 */
#include "node/bootstrap_voters.h"

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "kwire/arena.h"
#include "kwire/error.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/msg/voters_record.h"
#include "kwire/reader.h"
#include "kwire/records.h"
#include "kwire/writer.h"

static int fail(char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX], const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, KR_BOOTSTRAP_VOTERS_ERROR_MAX, fmt, ap);
	va_end(ap);
	return -1;
}

/* ---- encoding --------------------------------------------------------- */

/* Room for the encoded values of the header batch: KR_MAX_VOTERS voters
 * with the longest listener name and host, and the two small records. */
#define VALUES_MAX (64 + KR_MAX_VOTERS * (64 + KR_ENDPOINT_NAME_MAX + KR_ENDPOINT_HOST_MAX))

static void control_key(uint8_t key[4], int16_t type)
{
	key[0] = 0; /* key version 0 */
	key[1] = 0;
	key[2] = (uint8_t)((uint16_t)type >> 8);
	key[3] = (uint8_t)type;
}

int kr_bootstrap_voters_encode(const struct kr_bootstrap_voters *bv, uint8_t *buf,
			       size_t cap, size_t *len,
			       char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX])
{
	if (bv->n < 1 || bv->n > KR_MAX_VOTERS)
		return fail(err, "bootstrap voters: %d voters (expected 1 to %d)",
			    (int)bv->n, KR_MAX_VOTERS);
	uint8_t values[VALUES_MAX];
	struct kw_error e;
	kw_error_clear(&e);
	struct kw_writer w;
	kw_writer_init_fixed(&w, values, sizeof values, &e);

	struct kw_snapshot_header_record hr;
	kw_snapshot_header_record_init(&hr);
	hr.version = 0;
	hr.last_contained_log_timestamp = bv->timestamp_ms;
	kw_snapshot_header_record_encode(&hr, 0, &w);
	size_t l0 = w.pos;

	struct kw_k_raft_version_record kv;
	kw_k_raft_version_record_init(&kv);
	kv.version = 0;
	kv.k_raft_version = bv->kraft_version;
	kw_k_raft_version_record_encode(&kv, 0, &w);
	size_t l1 = w.pos - l0;

	struct kw_voters_record_voter vs[KR_MAX_VOTERS];
	struct kw_voters_record_endpoint eps[KR_MAX_VOTERS];
	struct kw_voters_record vr;
	kw_voters_record_init(&vr);
	vr.version = 0;
	for (int32_t i = 0; i < bv->n; i++) {
		const struct kr_bootstrap_voter *v = &bv->v[i];
		kw_voters_record_voter_init(&vs[i]);
		kw_voters_record_endpoint_init(&eps[i]);
		vs[i].voter_id = v->id;
		vs[i].voter_directory_id = v->dir;
		eps[i].name = (struct kw_str){v->endpoint.name,
					      (int32_t)strnlen(v->endpoint.name,
							       KR_ENDPOINT_NAME_MAX)};
		eps[i].host = (struct kw_str){v->endpoint.host,
					      (int32_t)strnlen(v->endpoint.host,
							       KR_ENDPOINT_HOST_MAX)};
		eps[i].port = v->endpoint.port;
		vs[i].endpoints = &eps[i];
		vs[i].endpoints_count = 1;
		vs[i].k_raft_version_feature.min_supported_version = v->min_kraft_version;
		vs[i].k_raft_version_feature.max_supported_version = v->max_kraft_version;
	}
	vr.voters = vs;
	vr.voters_count = bv->n;
	size_t at = w.pos;
	kw_voters_record_encode(&vr, 0, &w);
	size_t l2 = w.pos - at;
	at = w.pos;
	struct kw_snapshot_footer_record fr;
	kw_snapshot_footer_record_init(&fr);
	fr.version = 0;
	kw_snapshot_footer_record_encode(&fr, 0, &w);
	size_t l3 = w.pos - at;
	if (e.code != 0)
		return fail(err, "bootstrap voters: encoding the records: %s", e.detail);

	kw_error_clear(&e);
	struct kw_writer out;
	kw_writer_init_fixed(&out, buf, cap, &e);
	struct kw_record_batch_params p;
	kw_record_batch_params_init(&p);
	p.base_offset = 0;
	p.partition_leader_epoch = 0;
	p.control = true;
	struct kw_record_batch_builder b;
	static const int16_t types[3] = {KW_CONTROL_SNAPSHOT_HEADER,
					 KW_CONTROL_KRAFT_VERSION, KW_CONTROL_VOTERS};
	const size_t lens[3] = {l0, l1, l2};
	uint8_t keys[4][4];
	int rc = kw_record_batch_builder_init(&b, &out, &p);
	size_t v = 0;
	for (int i = 0; i < 3 && rc == 0; i++) {
		control_key(keys[i], types[i]);
		struct kw_record_input r = {
			.offset = i,
			.timestamp = bv->timestamp_ms,
			.key = {keys[i], 4},
			.value = {values + v, (int32_t)lens[i]},
		};
		rc = kw_record_batch_builder_add(&b, &r);
		v += lens[i];
	}
	if (rc == 0)
		rc = kw_record_batch_builder_finish(&b, NULL);
	/* the footer in a batch of its own, as Kafka's snapshot writer
	 * appends it after the header batch and the (here: no) records */
	p.base_offset = 3;
	if (rc == 0)
		rc = kw_record_batch_builder_init(&b, &out, &p);
	control_key(keys[3], KW_CONTROL_SNAPSHOT_FOOTER);
	struct kw_record_input f = {
		.offset = 3,
		.timestamp = bv->timestamp_ms,
		.key = {keys[3], 4},
		.value = {values + v, (int32_t)l3},
	};
	if (rc == 0)
		rc = kw_record_batch_builder_add(&b, &f);
	if (rc == 0)
		rc = kw_record_batch_builder_finish(&b, NULL);
	if (rc != 0 || e.code != 0)
		return fail(err, "bootstrap voters: building the batches: %s",
			    e.detail[0] ? e.detail : "buffer too small");
	*len = out.pos;
	return 0;
}

/* ---- decoding --------------------------------------------------------- */

/* The records expected, in order: the header batch's three, then the
 * footer batch's one. */
static const int16_t expected[4] = {KW_CONTROL_SNAPSHOT_HEADER, KW_CONTROL_KRAFT_VERSION,
				    KW_CONTROL_VOTERS, KW_CONTROL_SNAPSHOT_FOOTER};

static int copy_text(char *dst, size_t cap, struct kw_str s)
{
	if (s.len < 0 || (size_t)s.len >= cap || memchr(s.ptr, '\0', (size_t)s.len))
		return -1;
	memcpy(dst, s.ptr, (size_t)s.len);
	dst[s.len] = '\0';
	return 0;
}

static int take_voters(const struct kw_voters_record *vr, size_t pos,
		       struct kr_bootstrap_voters *out, char *err)
{
	if (vr->voters_count < 1 || vr->voters_count > KR_MAX_VOTERS)
		return fail(err, "byte %zu: VotersRecord holds %d voters (expected 1 to %d)",
			    pos, (int)vr->voters_count, KR_MAX_VOTERS);
	for (int32_t i = 0; i < vr->voters_count; i++) {
		const struct kw_voters_record_voter *s = &vr->voters[i];
		struct kr_bootstrap_voter *v = &out->v[i];
		memset(v, 0, sizeof *v);
		v->id = s->voter_id;
		v->dir = s->voter_directory_id;
		if (v->id < 0)
			return fail(err, "byte %zu: VotersRecord: voter id %d is negative",
				    pos, (int)v->id);
		if (kw_uuid_is_zero(&v->dir))
			return fail(err,
				    "byte %zu: VotersRecord: voter %d has no directory id",
				    pos, (int)v->id);
		for (int32_t j = 0; j < i; j++)
			if (out->v[j].id == v->id)
				return fail(err,
					    "byte %zu: VotersRecord: voter %d is listed twice",
					    pos, (int)v->id);
		if (s->endpoints_count < 1)
			return fail(err, "byte %zu: VotersRecord: voter %d has no endpoint",
				    pos, (int)v->id);
		const struct kw_voters_record_endpoint *ep = &s->endpoints[0];
		if (copy_text(v->endpoint.name, sizeof v->endpoint.name, ep->name) != 0 ||
		    copy_text(v->endpoint.host, sizeof v->endpoint.host, ep->host) != 0 ||
		    v->endpoint.host[0] == '\0' || ep->port == 0)
			return fail(err,
				    "byte %zu: VotersRecord: voter %d's endpoint is not a "
				    "listener name, a host and a port",
				    pos, (int)v->id);
		v->endpoint.port = ep->port;
		v->min_kraft_version = s->k_raft_version_feature.min_supported_version;
		v->max_kraft_version = s->k_raft_version_feature.max_supported_version;
		if (v->min_kraft_version < 0 || v->min_kraft_version > v->max_kraft_version)
			return fail(err,
				    "byte %zu: VotersRecord: voter %d's kraft.version range "
				    "%d..%d is empty",
				    pos, (int)v->id, (int)v->min_kraft_version,
				    (int)v->max_kraft_version);
	}
	out->n = vr->voters_count;
	return 0;
}

/* One control record (the n-th of the file) into out. */
static int take_record(const struct kw_record *rec, int n, struct kr_bootstrap_voters *out,
		       struct kw_arena *a, char *err)
{
	struct kw_control_record cr;
	if (kw_control_record_parse(rec, &cr, NULL) != 0)
		return fail(err, "byte %zu: a control record without a valid key", rec->pos);
	if (cr.type != expected[n])
		return fail(err, "byte %zu: record %d is %s (type %d), expected %s", rec->pos,
			    n, kw_control_type_name(cr.type), (int)cr.type,
			    kw_control_type_name(expected[n]));
	if (cr.value.len < 0)
		return fail(err, "byte %zu: %s has a null value", rec->pos,
			    kw_control_type_name(cr.type));
	struct kw_error e;
	kw_error_clear(&e);
	struct kw_reader r;
	kw_reader_init(&r, cr.value.ptr, (size_t)cr.value.len, &e);
	int rc = 0;
	int16_t version = cr.value.len >= 2 ? (int16_t)((cr.value.ptr[0] << 8) | cr.value.ptr[1])
					    : -1;
	switch (cr.type) {
	case KW_CONTROL_SNAPSHOT_HEADER: {
		struct kw_snapshot_header_record m;
		rc = kw_snapshot_header_record_decode(&m, version, &r, a);
		if (rc == 0)
			out->timestamp_ms = m.last_contained_log_timestamp;
		break;
	}
	case KW_CONTROL_KRAFT_VERSION: {
		struct kw_k_raft_version_record m;
		rc = kw_k_raft_version_record_decode(&m, version, &r, a);
		if (rc == 0) {
			out->kraft_version = m.k_raft_version;
			if (m.k_raft_version != 1)
				return fail(err,
					    "byte %zu: KRaftVersionRecord: kraft.version %d "
					    "(a bootstrap voter set needs 1)",
					    rec->pos, (int)m.k_raft_version);
		}
		break;
	}
	case KW_CONTROL_VOTERS: {
		struct kw_voters_record m;
		rc = kw_voters_record_decode(&m, version, &r, a);
		if (rc == 0)
			return take_voters(&m, rec->pos, out, err);
		break;
	}
	default: {
		struct kw_snapshot_footer_record m;
		rc = kw_snapshot_footer_record_decode(&m, version, &r, a);
		break;
	}
	}
	if (rc != 0)
		return fail(err, "byte %zu: %s: %s%s%s", rec->pos, kw_control_type_name(cr.type),
			    e.path, e.path[0] ? ": " : "", e.detail);
	if (r.pos != r.len)
		return fail(err, "byte %zu: %s: %zu bytes after the record", rec->pos,
			    kw_control_type_name(cr.type), r.len - r.pos);
	return 0;
}

int kr_bootstrap_voters_decode(const uint8_t *buf, size_t len,
			       struct kr_bootstrap_voters *out,
			       char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX])
{
	memset(out, 0, sizeof *out);
	out->kraft_version = -1;
	if (len > KR_BOOTSTRAP_VOTERS_MAX_BYTES)
		return fail(err, "%zu bytes: more than a bootstrap checkpoint may hold (%d)",
			    len, KR_BOOTSTRAP_VOTERS_MAX_BYTES);
	struct kw_arena a;
	kw_arena_init(&a);
	struct kw_records_iter it;
	kw_records_iter_init(&it, buf, len, 0);
	struct kw_record_batch b;
	struct kw_error e;
	int n = 0, nb = 0, rc = 0;
	for (;;) {
		kw_error_clear(&e);
		size_t at = it.pos;
		int got = kw_records_iter_next(&it, &b, &e);
		if (got == 0)
			break;
		if (got < 0) {
			rc = fail(err, "byte %zu: batch %d: %s", at, nb, e.detail);
			break;
		}
		if (nb == 2) {
			rc = fail(err, "byte %zu: a batch after the footer's", b.pos);
			break;
		}
		if (!kw_record_batch_is_control(&b.header) ||
		    kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE) {
			rc = fail(err, "byte %zu: batch %d is not an uncompressed control batch",
				  b.pos, nb);
			break;
		}
		/* outside the CRC, so checked here: Kafka's bootstrap id is
		 * epoch 0, and the records are numbered from offset 0 */
		int64_t want_base = nb == 0 ? 0 : n;
		if (b.header.base_offset != want_base || b.header.partition_leader_epoch != 0) {
			rc = fail(err,
				  "byte %zu: batch %d has base offset %lld and epoch %d "
				  "(expected %lld and 0)",
				  b.pos, nb, (long long)b.header.base_offset,
				  (int)b.header.partition_leader_epoch, (long long)want_base);
			break;
		}
		struct kw_record_iter ri;
		kw_error_clear(&e);
		if (kw_record_iter_init(&ri, &b, &e) != 0) {
			rc = fail(err, "byte %zu: batch %d: %s", b.pos, nb, e.detail);
			break;
		}
		struct kw_record rec;
		int r;
		while ((r = kw_record_iter_next(&ri, &rec)) == 1) {
			/* the header batch ends after the VotersRecord, the
			 * footer is alone in its batch */
			if (n == 4 || (nb == 0 && n == 3) || (nb == 1 && n < 3)) {
				rc = fail(err, "byte %zu: record %d out of place (batch %d)",
					  rec.pos, n, nb);
				break;
			}
			if (take_record(&rec, n, out, &a, err) != 0) {
				rc = -1;
				break;
			}
			n++;
		}
		if (rc == 0 && r < 0)
			rc = fail(err, "byte %zu: batch %d: %s%s%s", b.pos, nb, e.path,
				  e.path[0] ? ": " : "", e.detail);
		if (rc != 0)
			break;
		nb++;
	}
	kw_arena_free(&a);
	if (rc == 0 && n != 4)
		rc = fail(err, "byte %zu: the file ends after %d of its 4 records (%s missing)",
			  len, n, kw_control_type_name(expected[n < 4 ? n : 3]));
	return rc;
}

/* ---- files ------------------------------------------------------------ */

int kr_bootstrap_voters_write(const char *partition_dir,
			      const struct kr_bootstrap_voters *bv,
			      char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX])
{
	uint8_t buf[8192 + VALUES_MAX]; /* the values and two batch headers */
	size_t len;
	if (kr_bootstrap_voters_encode(bv, buf, sizeof buf, &len, err) != 0)
		return -1;
	if (mkdir(partition_dir, 0755) != 0 && errno != EEXIST)
		return fail(err, "%s: cannot create: %s", partition_dir, strerror(errno));
	char path[4096], part[4096];
	if (snprintf(path, sizeof path, "%s/%s", partition_dir, KR_BOOTSTRAP_VOTERS_FILE) >=
		    (int)sizeof path ||
	    snprintf(part, sizeof part, "%s.part", path) >= (int)sizeof part)
		return fail(err, "%s: path too long", partition_dir);
	if (access(path, F_OK) == 0)
		return fail(err, "%s: already exists (the directory was formatted before)",
			    path);
	int fd = open(part, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return fail(err, "%s: cannot create: %s", part, strerror(errno));
	size_t done = 0;
	while (done < len) {
		ssize_t w = write(fd, buf + done, len - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0) {
			int e = errno;
			close(fd);
			unlink(part);
			return fail(err, "%s: cannot write: %s", part, strerror(e));
		}
		done += (size_t)w;
	}
	if (fsync(fd) != 0) {
		int e = errno;
		close(fd);
		unlink(part);
		return fail(err, "%s: fsync: %s", part, strerror(e));
	}
	close(fd);
	if (rename(part, path) != 0) {
		int e = errno;
		unlink(part);
		return fail(err, "%s: cannot rename to %s: %s", part, path, strerror(e));
	}
	int dfd = open(partition_dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	if (dfd < 0 || fsync(dfd) != 0) {
		int e = errno;
		if (dfd >= 0)
			close(dfd);
		return fail(err, "%s: fsync of the directory: %s", partition_dir, strerror(e));
	}
	close(dfd);
	return 0;
}

int kr_bootstrap_voters_read(const char *partition_dir, struct kr_bootstrap_voters *out,
			     char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX])
{
	char path[4096];
	if (snprintf(path, sizeof path, "%s/%s", partition_dir, KR_BOOTSTRAP_VOTERS_FILE) >=
	    (int)sizeof path)
		return fail(err, "%s: path too long", partition_dir);
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		if (errno == ENOENT)
			return 1;
		return fail(err, "%s: cannot open: %s", path, strerror(errno));
	}
	/* one byte more than the bound: a larger file is refused by decode */
	const size_t cap = KR_BOOTSTRAP_VOTERS_MAX_BYTES + 1;
	uint8_t *buf = malloc(cap);
	if (!buf) {
		close(fd);
		return fail(err, "%s: out of memory", path);
	}
	size_t len = 0;
	for (;;) {
		ssize_t r = read(fd, buf + len, cap - len);
		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0) {
			int e = errno;
			close(fd);
			free(buf);
			return fail(err, "%s: cannot read: %s", path, strerror(e));
		}
		if (r == 0 || (len += (size_t)r) == cap)
			break;
	}
	close(fd);
	char why[KR_BOOTSTRAP_VOTERS_ERROR_MAX];
	int rc = kr_bootstrap_voters_decode(buf, len, out, why);
	free(buf);
	if (rc != 0)
		return fail(err, "%s: %.400s", path, why);
	return 0;
}

/* ---- --initial-controllers -------------------------------------------- */

/* Kafka reserves the uuids whose first 8 bytes are zero (DirectoryId's
 * UNASSIGNED, LOST, MIGRATING); no directory may have one. */
static bool reserved_dir(const struct kw_uuid *u)
{
	for (int i = 0; i < 8; i++)
		if (u->bytes[i] != 0)
			return false;
	return true;
}

/* One ID@HOST:PORT:DIRID entry (tok, NUL-terminated, changed) into v. */
static int parse_voter(char *tok, const char *listener, struct kr_bootstrap_voter *v,
		       char *err)
{
	char shown[128];
	snprintf(shown, sizeof shown, "%.100s", tok);
	char *at = strchr(tok, '@');
	if (!at)
		return fail(err, "'%s' is not ID@HOST:PORT:DIRECTORY_ID (no '@')", shown);
	*at = '\0';
	char *end = NULL;
	errno = 0;
	long id = strtol(tok, &end, 10);
	if (tok[0] == '\0' || *end != '\0' || errno != 0 || id < 0 || id > INT32_MAX)
		return fail(err, "'%s': node id '%.20s' is not a non-negative integer", shown,
			    tok);
	char *host = at + 1, *rest;
	if (host[0] == '[') {
		char *close = strchr(host, ']');
		if (!close || close[1] != ':')
			return fail(err, "'%s': an IPv6 host must be [ADDRESS]:PORT", shown);
		*close = '\0';
		host++;
		rest = close + 2;
	} else {
		char *colon = strchr(host, ':');
		if (!colon)
			return fail(err, "'%s': no ':' after the host", shown);
		*colon = '\0';
		rest = colon + 1;
	}
	if (host[0] == '\0')
		return fail(err, "'%s': empty host", shown);
	char *colon = strchr(rest, ':');
	if (!colon)
		return fail(err, "'%s': no ':DIRECTORY_ID' after the port", shown);
	*colon = '\0';
	errno = 0;
	long port = strtol(rest, &end, 10);
	if (rest[0] == '\0' || *end != '\0' || errno != 0 || port < 1 || port > 65535)
		return fail(err, "'%s': port '%.20s' is not a number from 1 to 65535", shown,
			    rest);
	const char *dir = colon + 1;
	memset(v, 0, sizeof *v);
	if (kw_uuid_from_text(dir, strlen(dir), &v->dir) != 0)
		return fail(err, "'%s': '%.40s' is not a directory id (22 base64url characters)",
			    shown, dir);
	if (reserved_dir(&v->dir))
		return fail(err, "'%s': directory id %.40s is reserved (its first 8 bytes are "
				 "zero)",
			    shown, dir);
	if (strlen(host) >= sizeof v->endpoint.host)
		return fail(err, "'%s': host name too long", shown);
	if (strlen(listener) >= sizeof v->endpoint.name)
		return fail(err, "listener name '%.40s' too long", listener);
	v->id = (int32_t)id;
	snprintf(v->endpoint.host, sizeof v->endpoint.host, "%s", host);
	snprintf(v->endpoint.name, sizeof v->endpoint.name, "%s", listener);
	v->endpoint.port = (uint16_t)port;
	v->min_kraft_version = 0;
	v->max_kraft_version = 1;
	return 0;
}

int kr_bootstrap_voters_parse(const char *text, const char *listener,
			      struct kr_bootstrap_voters *out,
			      char err[KR_BOOTSTRAP_VOTERS_ERROR_MAX])
{
	memset(out, 0, sizeof *out);
	out->kraft_version = 1;
	char buf[8192];
	if (strlen(text) >= sizeof buf)
		return fail(err, "too long (more than %zu bytes)", sizeof buf - 1);
	strcpy(buf, text);
	char *save = NULL;
	for (char *tok = strtok_r(buf, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		while (*tok == ' ')
			tok++;
		size_t l = strlen(tok);
		while (l > 0 && tok[l - 1] == ' ')
			tok[--l] = '\0';
		if (l == 0)
			continue;
		if (out->n == KR_MAX_VOTERS)
			return fail(err, "more than %d controllers", KR_MAX_VOTERS);
		struct kr_bootstrap_voter *v = &out->v[out->n];
		if (parse_voter(tok, listener, v, err) != 0)
			return -1;
		for (int32_t i = 0; i < out->n; i++) {
			char t[KW_UUID_TEXT_LEN + 1];
			if (out->v[i].id == v->id)
				return fail(err, "node id %d is given more than once", (int)v->id);
			if (kw_uuid_equal(&out->v[i].dir, &v->dir)) {
				kw_uuid_to_text(&v->dir, t);
				return fail(err, "directory id %s is given more than once", t);
			}
		}
		out->n++;
	}
	if (out->n == 0)
		return fail(err, "no controllers given (expected ID@HOST:PORT:DIRECTORY_ID,...)");
	return 0;
}
