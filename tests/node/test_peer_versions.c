/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/node/test_peer_versions.c — version negotiation with a peer
 * (node/peer_versions.h): the ApiVersions request, reading the answer
 * (a good one, UNSUPPORTED_VERSION and its retry, hostile ones), the
 * version picked per API, the cap of kwire.test.max.versions, and the log
 * line.
 */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdlib.h>
#include <string.h>

#include "kwire/header.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/protocol_errors.h"
#include "node/config.h"
#include "node/peer_versions.h"

struct entry {
	int16_t key, min, max;
};

/* An ApiVersions response body at version v listing e[0..n). */
static uint8_t *answer(int16_t v, int16_t code, const struct entry *e, size_t n,
		       size_t *len)
{
	struct kw_api_versions_response m;
	struct kw_api_versions_response_api_version keys[16];
	kw_api_versions_response_init(&m);
	assert_true(n <= 16);
	for (size_t i = 0; i < n; i++) {
		kw_api_versions_response_api_version_init(&keys[i]);
		keys[i].api_key = e[i].key;
		keys[i].min_version = e[i].min;
		keys[i].max_version = e[i].max;
	}
	m.error_code = code;
	m.api_keys = keys;
	m.api_keys_count = (int32_t)n;
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	assert_int_equal(kw_writer_init_growable(&w, 64, &err), 0);
	assert_int_equal(kw_api_versions_response_encode(&m, v, &w), 0);
	return kw_writer_detach(&w, len);
}

static const struct entry current[] = {
	{KW_API_VOTE, 0, 2},	{KW_API_BEGIN_QUORUM_EPOCH, 0, 1},
	{KW_API_END_QUORUM_EPOCH, 0, 1}, {KW_API_FETCH, 4, 17},
	{KW_API_FETCH_SNAPSHOT, 0, 1}, {KW_API_API_VERSIONS, 0, 4},
	{KW_API_PRODUCE, 0, 11},
};

static void ours_default(struct kr_pv_table *ours)
{
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	kr_pv_ours(ours, &cfg);
}

/* Reads an answer; returns what kr_pv_read_answer does. */
static enum kr_pv_answer read_answer(int16_t asked, const uint8_t *b, size_t len,
				     struct kr_pv_table *t, int16_t *retry, char *why)
{
	struct kw_arena a;
	kw_arena_init(&a);
	enum kr_pv_answer rc = kr_pv_read_answer(asked, b, len, &a, t, retry, why, 256);
	kw_arena_free(&a);
	return rc;
}

/* The request: ApiVersions at the version asked, with our name at v3. */
static void test_request(void **state)
{
	(void)state;
	for (int16_t v = 0; v <= KR_PV_ASK_VERSION; v++) {
		uint8_t *buf;
		size_t len;
		assert_int_equal(kr_pv_encode_request(v, 77, "kwire-node-1", &buf, &len), 0);
		int16_t key, ver;
		assert_int_equal(kw_rpc_request_peek(buf, len, &key, &ver), 0);
		assert_int_equal(key, KW_API_API_VERSIONS);
		assert_int_equal(ver, v);
		const struct kw_api *api = kw_api_by_key(KW_API_API_VERSIONS);
		struct kw_error err;
		struct kw_reader r;
		struct kw_arena a;
		kw_arena_init(&a);
		kw_reader_init(&r, buf, len, &err);
		struct kw_rpc_request_header h;
		assert_int_equal(kw_rpc_request_header_decode(
					 &h, kw_api_request_header_version(api, v), &r, &a),
				 0);
		assert_int_equal(h.correlation_id, 77);
		struct kw_api_versions_request m;
		assert_int_equal(kw_api_versions_request_decode(&m, v, &r, &a), 0);
		if (v >= 3)
			assert_true(kw_str_equal(m.client_software_name, KW_STR_LIT("kwire")));
		kw_arena_free(&a);
		free(buf);
	}
	uint8_t *buf;
	size_t len;
	assert_int_not_equal(kr_pv_encode_request(99, 1, "x", &buf, &len), 0);
}

/* Against a current peer every API goes at this node's highest version;
 * against an older one at the highest both speak. */
static void test_pick(void **state)
{
	(void)state;
	struct kr_pv_table ours, theirs;
	ours_default(&ours);
	size_t len;
	int16_t retry;
	char why[256];
	uint8_t *b = answer(3, 0, current, sizeof current / sizeof current[0], &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_OK);
	free(b);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_VOTE), 2);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_BEGIN_QUORUM_EPOCH), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_END_QUORUM_EPOCH), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH), 17);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH_SNAPSHOT), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_PRODUCE), -1); /* not ours */

	const struct entry old[] = {
		{KW_API_VOTE, 0, 1},  {KW_API_BEGIN_QUORUM_EPOCH, 0, 0},
		{KW_API_END_QUORUM_EPOCH, 0, 0}, {KW_API_FETCH, 4, 16},
		{KW_API_FETCH_SNAPSHOT, 0, 0},
	};
	b = answer(3, 0, old, 5, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_OK);
	free(b);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_VOTE), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_BEGIN_QUORUM_EPOCH), 0);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_END_QUORUM_EPOCH), 0);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH), 16);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH_SNAPSHOT), 0);
	char line[512];
	kr_pv_describe(&ours, &theirs, line, sizeof line);
	assert_string_equal(line, "Vote v0-1, BeginQuorumEpoch v0-0, EndQuorumEpoch v0-0, "
				  "Fetch v4-16, FetchSnapshot v0-0, UpdateRaftVoter none: "
				  "using Vote v1, BeginQuorumEpoch v0, EndQuorumEpoch v0, "
				  "Fetch v16, FetchSnapshot v0, UpdateRaftVoter none");
	/* a line cut short stays a string */
	char small[20];
	kr_pv_describe(&ours, &theirs, small, sizeof small);
	assert_int_equal(strlen(small), sizeof small - 1);

	/* none in common: a Fetch below v12 has no Raft fields, a peer above
	 * ours lists from past our highest, a peer without the API at all */
	const struct entry none[] = {
		{KW_API_FETCH, 4, 11},
		{KW_API_VOTE, 3, 5},
	};
	b = answer(3, 0, none, 2, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_OK);
	free(b);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH), -1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_VOTE), -1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_BEGIN_QUORUM_EPOCH), -1);
	kr_pv_describe(&ours, &theirs, line, sizeof line);
	assert_non_null(strstr(line, "BeginQuorumEpoch none"));
	assert_non_null(strstr(line, "using Vote none"));
}

/* kwire.test.max.versions caps what this node sends. */
static void test_ours_capped(void **state)
{
	(void)state;
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	assert_int_equal(kr_node_config_set(&cfg, "kwire.test.max.versions",
					    "Vote:1,BeginQuorumEpoch:0,Fetch:16,ApiVersions:2"),
			 0);
	struct kr_pv_table ours, theirs;
	kr_pv_ours(&ours, &cfg);
	size_t len;
	int16_t retry;
	char why[256];
	uint8_t *b = answer(3, 0, current, sizeof current / sizeof current[0], &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_OK);
	free(b);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_VOTE), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_BEGIN_QUORUM_EPOCH), 0);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_END_QUORUM_EPOCH), 1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH), 16);
	assert_int_equal(ours.r[kr_pv_index(KW_API_API_VERSIONS)].max, 2);
	/* below v12 this node has no Fetch at all */
	assert_int_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", "Fetch:11"), 0);
	kr_pv_ours(&ours, &cfg);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_FETCH), -1);
	assert_int_equal(kr_pv_pick(&ours, &theirs, KW_API_VOTE), 2);
}

/* UNSUPPORTED_VERSION (written at v0, KIP-511): ask again at the highest
 * version the peer lists for ApiVersions below the one asked, v0 when it
 * lists none; a refused v0, or a "retry" at the same version, is hostile. */
static void test_unsupported_version(void **state)
{
	(void)state;
	struct kr_pv_table theirs;
	size_t len;
	int16_t retry;
	char why[256];
	const struct entry av2[] = {{KW_API_API_VERSIONS, 0, 2}};
	uint8_t *b = answer(0, KW_PERR_UNSUPPORTED_VERSION, av2, 1, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_RETRY);
	assert_int_equal(retry, 2);
	free(b);
	b = answer(0, KW_PERR_UNSUPPORTED_VERSION, NULL, 0, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_RETRY);
	assert_int_equal(retry, 0);
	assert_int_equal(read_answer(0, b, len, &theirs, &retry, why), KR_PV_BAD);
	assert_non_null(strstr(why, "UNSUPPORTED_VERSION"));
	free(b);
	/* it "supports" what it refused: back down by one, never up */
	const struct entry av4[] = {{KW_API_API_VERSIONS, 0, 4}};
	b = answer(0, KW_PERR_UNSUPPORTED_VERSION, av4, 1, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_RETRY);
	assert_int_equal(retry, 2);
	free(b);
	const struct entry av3[] = {{KW_API_API_VERSIONS, 3, 4}};
	b = answer(0, KW_PERR_UNSUPPORTED_VERSION, av3, 1, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_BAD);
	free(b);
}

/* Hostile or broken answers are KR_PV_BAD with a reason, never a crash:
 * truncated, garbage, another error, a key twice, ranges that are not. */
static void test_hostile_answers(void **state)
{
	(void)state;
	struct kr_pv_table theirs;
	size_t len;
	int16_t retry;
	char why[256];
	assert_int_equal(read_answer(3, (const uint8_t *)"", 0, &theirs, &retry, why),
			 KR_PV_BAD);
	assert_int_equal(read_answer(3, (const uint8_t *)"\0", 1, &theirs, &retry, why),
			 KR_PV_BAD);
	uint8_t *b = answer(3, 0, current, sizeof current / sizeof current[0], &len);
	for (size_t cut = 0; cut < len; cut++) {
		enum kr_pv_answer rc = read_answer(3, b, cut, &theirs, &retry, why);
		assert_int_equal(rc, KR_PV_BAD);
		assert_true(why[0] != '\0');
	}
	/* every byte flipped in turn: whatever it reads as, no crash, and
	 * an OK answer holds only real ranges */
	for (size_t i = 0; i < len; i++) {
		uint8_t *c = malloc(len);
		assert_non_null(c);
		memcpy(c, b, len);
		c[i] ^= 0xff;
		if (read_answer(3, c, len, &theirs, &retry, why) == KR_PV_OK)
			for (int k = 0; k < KR_PV_N_APIS; k++)
				assert_true(theirs.r[k].max < 0 ||
					    (theirs.r[k].min >= 0 &&
					     theirs.r[k].min <= theirs.r[k].max));
		free(c);
	}
	free(b);
	uint8_t huge[64];
	memset(huge, 0x7f, sizeof huge);
	huge[0] = huge[1] = 0;
	assert_int_equal(read_answer(3, huge, sizeof huge, &theirs, &retry, why), KR_PV_BAD);
	b = answer(3, KW_PERR_CLUSTER_AUTHORIZATION_FAILED, NULL, 0, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_BAD);
	assert_non_null(strstr(why, "CLUSTER_AUTHORIZATION_FAILED"));
	free(b);
	const struct entry twice[] = {{KW_API_VOTE, 0, 2}, {KW_API_VOTE, 0, 1}};
	b = answer(3, 0, twice, 2, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_BAD);
	assert_non_null(strstr(why, "Vote twice"));
	free(b);
	const struct entry inverted[] = {{KW_API_FETCH, 17, 12}};
	b = answer(3, 0, inverted, 1, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_BAD);
	assert_non_null(strstr(why, "Fetch at versions 17-12"));
	free(b);
	const struct entry negative[] = {{KW_API_VOTE, -1, 2}};
	b = answer(3, 0, negative, 1, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_BAD);
	free(b);
	/* an API we do not send may say anything */
	const struct entry other[] = {{KW_API_PRODUCE, 9, 3}, {KW_API_VOTE, 0, 2}};
	b = answer(3, 0, other, 2, &len);
	assert_int_equal(read_answer(3, b, len, &theirs, &retry, why), KR_PV_OK);
	free(b);
}

/* The config key: API names and versions checked, the last one wins. */
static void test_config_key(void **state)
{
	(void)state;
	struct kr_node_config cfg;
	kr_node_config_init(&cfg);
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_VOTE), INT16_MAX);
	assert_int_equal(
		kr_node_config_set(&cfg, "kwire.test.max.versions", "Vote:1, Fetch:16,Vote:0"),
		0);
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_VOTE), 0);
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_FETCH), 16);
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_PRODUCE), INT16_MAX);
	assert_int_not_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", "Vote"),
			     0);
	assert_int_not_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", "Nope:1"),
			     0);
	assert_int_not_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", "Vote:9"),
			     0);
	assert_int_not_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", "Vote:x"),
			     0);
	/* a refused value leaves the one before */
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_FETCH), 16);
	assert_int_equal(kr_node_config_set(&cfg, "kwire.test.max.versions", ""), 0);
	assert_int_equal(kr_node_config_max_version(&cfg, KW_API_FETCH), INT16_MAX);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_request),
		cmocka_unit_test(test_pick),
		cmocka_unit_test(test_ours_capped),
		cmocka_unit_test(test_unsupported_version),
		cmocka_unit_test(test_hostile_answers),
		cmocka_unit_test(test_config_key),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
