/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/peer_versions.c — the ApiVersions exchange with a peer and the
 * version picked for each Raft request (node/peer_versions.h).
 */
#include "node/peer_versions.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/protocol_errors.h"
#include "wire/wire.h"

#ifndef KWIRE_VERSION
#define KWIRE_VERSION "unknown"
#endif

const int16_t kr_pv_api_keys[KR_PV_N_APIS] = {
	KW_API_VOTE,	      KW_API_BEGIN_QUORUM_EPOCH, KW_API_END_QUORUM_EPOCH,
	KW_API_FETCH,	      KW_API_FETCH_SNAPSHOT,	 KW_API_UPDATE_RAFT_VOTER,
	KW_API_API_VERSIONS,
};

int kr_pv_index(int16_t api_key)
{
	for (int i = 0; i < KR_PV_N_APIS; i++)
		if (kr_pv_api_keys[i] == api_key)
			return i;
	return -1;
}

void kr_pv_clear(struct kr_pv_table *t)
{
	for (int i = 0; i < KR_PV_N_APIS; i++)
		t->r[i] = (struct kr_pv_range){-1, -1};
}

static bool spoken(struct kr_pv_range r)
{
	return r.max >= 0 && r.min >= 0 && r.max >= r.min;
}

void kr_pv_ours(struct kr_pv_table *out, const struct kr_node_config *cfg)
{
	for (int i = 0; i < KR_PV_N_APIS; i++) {
		int16_t key = kr_pv_api_keys[i];
		struct kr_pv_range r;
		if (key == KW_API_API_VERSIONS) {
			const struct kw_api *api = kw_api_by_key(key);
			r = (struct kr_pv_range){api->min_version, KR_PV_ASK_VERSION};
		} else if (key == KW_API_UPDATE_RAFT_VOTER) {
			/* not a core message: every version of the codec */
			const struct kw_api *api = kw_api_by_key(key);
			r = (struct kr_pv_range){api->min_version, api->max_version};
		} else {
			r = (struct kr_pv_range){kr_wire_send_min_version(key),
						 kr_wire_send_version(key)};
		}
		int16_t cap = kr_node_config_max_version(cfg, key);
		if (cap < r.max)
			r.max = cap;
		out->r[i] = r;
	}
}

int16_t kr_pv_pick(const struct kr_pv_table *ours, const struct kr_pv_table *theirs,
		   int16_t api_key)
{
	int i = kr_pv_index(api_key);
	if (i < 0 || !spoken(ours->r[i]) || !spoken(theirs->r[i]))
		return -1;
	int16_t lo = ours->r[i].min > theirs->r[i].min ? ours->r[i].min : theirs->r[i].min;
	int16_t hi = ours->r[i].max < theirs->r[i].max ? ours->r[i].max : theirs->r[i].max;
	return hi >= lo ? hi : -1;
}

int kr_pv_encode_request(int16_t v, int32_t corr, const char *client_id, uint8_t **buf,
			 size_t *len)
{
	const struct kw_api *api = kw_api_by_key(KW_API_API_VERSIONS);
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	*buf = NULL;
	*len = 0;
	if (!api || v < api->min_version || v > api->max_version)
		return KW_ERR_INVALID_ARGUMENT;
	if (kw_writer_init_growable(&w, 64, &err) != 0)
		return KW_ERR_NOMEM;
	struct kw_rpc_request_header h;
	memset(&h, 0, sizeof h);
	h.api_key = KW_API_API_VERSIONS;
	h.api_version = v;
	h.correlation_id = corr;
	h.client_id = kw_str_from_cstr(client_id);
	int rc = kw_rpc_request_header_encode(&h, kw_api_request_header_version(api, v), &w);
	struct kw_api_versions_request m;
	kw_api_versions_request_init(&m);
	/* what a broker reports in its metrics (v3+; dropped below) */
	m.client_software_name = KW_STR_LIT("kwire");
	m.client_software_version = KW_STR_LIT(KWIRE_VERSION);
	if (rc == 0)
		rc = kw_api_versions_request_encode(&m, v, &w);
	if (rc != 0 || !kw_writer_ok(&w)) {
		kw_writer_release(&w);
		return rc != 0 ? rc : KW_ERR_NOMEM;
	}
	*buf = kw_writer_detach(&w, len);
	return *buf ? 0 : KW_ERR_NOMEM;
}

/* Keeps the ranges of the APIs we send; KR_PV_BAD for an entry that is
 * not a range or a key listed twice. */
static enum kr_pv_answer keep_ranges(const struct kw_api_versions_response *m,
				     struct kr_pv_table *theirs, char *why, size_t why_len)
{
	bool seen[KR_PV_N_APIS] = {false};
	kr_pv_clear(theirs);
	for (int32_t k = 0; k < m->api_keys_count; k++) {
		const struct kw_api_versions_response_api_version *e = &m->api_keys[k];
		int i = kr_pv_index(e->api_key);
		if (i < 0)
			continue; /* not one we send: whatever it says */
		const struct kw_api *api = kw_api_by_key(e->api_key);
		if (seen[i]) {
			snprintf(why, why_len, "an ApiVersions answer listing %s twice",
				 api->name);
			return KR_PV_BAD;
		}
		if (e->min_version < 0 || e->max_version < e->min_version) {
			snprintf(why, why_len,
				 "an ApiVersions answer listing %s at versions %d-%d",
				 api->name, (int)e->min_version, (int)e->max_version);
			return KR_PV_BAD;
		}
		seen[i] = true;
		theirs->r[i] = (struct kr_pv_range){e->min_version, e->max_version};
	}
	return KR_PV_OK;
}

enum kr_pv_answer kr_pv_read_answer(int16_t asked, const uint8_t *body, size_t len,
				    struct kw_arena *a, struct kr_pv_table *theirs,
				    int16_t *retry, char *why, size_t why_len)
{
	*retry = -1;
	why[0] = '\0';
	if (len < 2) {
		snprintf(why, why_len, "an ApiVersions answer of %zu bytes", len);
		return KR_PV_BAD;
	}
	/* ErrorCode comes first at every version: UNSUPPORTED_VERSION is
	 * written at v0 whatever was asked (KIP-511), so it says how to read
	 * the rest */
	int16_t code = (int16_t)((uint16_t)body[0] << 8 | body[1]);
	int16_t at = code == KW_PERR_UNSUPPORTED_VERSION ? 0 : asked;
	struct kw_error err;
	struct kw_reader r;
	struct kw_api_versions_response m;
	kw_error_clear(&err);
	kw_reader_init(&r, body, len, &err);
	if (kw_api_versions_response_decode(&m, at, &r, a) != 0) {
		char buf[256];
		snprintf(why, why_len, "an ApiVersions v%d answer that does not decode: %s",
			 (int)at, kw_error_format(&err, buf, sizeof buf));
		return KR_PV_BAD;
	}
	if (m.api_keys_count < 0)
		m.api_keys_count = 0;
	enum kr_pv_answer rc = keep_ranges(&m, theirs, why, why_len);
	if (rc != KR_PV_OK)
		return rc;
	if (code == KW_PERR_UNSUPPORTED_VERSION) {
		struct kr_pv_range av = theirs->r[kr_pv_index(KW_API_API_VERSIONS)];
		int16_t next = spoken(av) ? av.max : 0;
		if (next >= asked)
			next = spoken(av) && av.min < asked ? (int16_t)(asked - 1) : -1;
		if (asked == 0 || next < 0) {
			snprintf(why, why_len,
				 "ApiVersions v%d refused (UNSUPPORTED_VERSION) with no "
				 "lower version to ask at",
				 (int)asked);
			return KR_PV_BAD;
		}
		*retry = next;
		return KR_PV_RETRY;
	}
	if (code != 0) {
		const char *name = kw_protocol_error_name(code);
		snprintf(why, why_len, "an ApiVersions answer with error %d (%s)", (int)code,
			 name ? name : "unknown");
		return KR_PV_BAD;
	}
	return KR_PV_OK;
}

/* Appends to out (cap bytes, *n used); a line cut short stays cut. */
__attribute__((format(printf, 4, 5))) static void put(char *out, size_t cap, size_t *n,
						      const char *fmt, ...)
{
	if (*n >= cap)
		return;
	va_list ap;
	va_start(ap, fmt);
	int k = vsnprintf(out + *n, cap - *n, fmt, ap);
	va_end(ap);
	*n = k < 0 ? cap : *n + (size_t)k;
}

void kr_pv_describe(const struct kr_pv_table *ours, const struct kr_pv_table *theirs,
		    char *out, size_t cap)
{
	size_t n = 0;
	out[0] = '\0';
	/* what the peer lists, then what is used */
	for (int pass = 0; pass < 2; pass++) {
		bool first = true;
		for (int i = 0; i < KR_PV_N_APIS; i++) {
			int16_t key = kr_pv_api_keys[i];
			if (key == KW_API_API_VERSIONS)
				continue;
			const char *name = kw_api_by_key(key)->name;
			const char *sep = !first ? ", " : pass == 0 ? "" : ": using ";
			first = false;
			int16_t v = kr_pv_pick(ours, theirs, key);
			if (pass == 0 && spoken(theirs->r[i]))
				put(out, cap, &n, "%s%s v%d-%d", sep, name,
				    (int)theirs->r[i].min, (int)theirs->r[i].max);
			else if (pass == 1 && v >= 0)
				put(out, cap, &n, "%s%s v%d", sep, name, (int)v);
			else
				put(out, cap, &n, "%s%s none", sep, name);
		}
	}
}
