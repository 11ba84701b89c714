/*
 * fuzz_quorum_state.c — libFuzzer target for the quorum-state file parser
 * (raft/storage/quorum_state.h).
 *
 * Input: the file's text. kr_quorum_state_from_json must return 0 or
 * KW_ERR_JSON with a detail; a parsed state must render (unless its voter
 * list cannot be written at its version) and parse back to the same state.
 */
#include "storage/quorum_state.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static bool same(const struct kr_quorum_state_data *a, const struct kr_quorum_state_data *b)
{
	if (a->data_version != b->data_version || a->leader_id != b->leader_id ||
	    a->leader_epoch != b->leader_epoch || a->voted_id != b->voted_id ||
	    memcmp(&a->voted_directory_id, &b->voted_directory_id,
		   sizeof a->voted_directory_id) != 0 ||
	    a->current_voter_count != b->current_voter_count)
		return false;
	if (a->data_version == 0 && a->applied_offset != b->applied_offset)
		return false;
	for (int32_t i = 0; i < a->current_voter_count; i++)
		if (a->current_voters[i] != b->current_voters[i])
			return false;
	return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	/* An exact copy (no terminating NUL), so ASan flags any over-read. */
	char *text = malloc(size ? size : 1);
	if (!text)
		return 0;
	memcpy(text, data, size);
	struct kr_quorum_state_data s;
	struct kw_error err;
	kw_error_clear(&err);
	int rc = kr_quorum_state_from_json(text, size, &s, &err);
	CHECK(rc == 0 || rc == KW_ERR_JSON);
	if (rc != 0) {
		CHECK(err.code == rc && err.detail[0] != '\0');
	} else {
		CHECK(s.data_version == 0 || s.data_version == 1);
		CHECK(s.current_voter_count >= -1 &&
		      s.current_voter_count <= KR_QUORUM_STATE_MAX_VOTERS);
		char *out = NULL;
		size_t len = 0;
		if (kr_quorum_state_to_json(&s, &out, &len, &err) == 0) {
			struct kr_quorum_state_data back;
			CHECK(kr_quorum_state_from_json(out, len, &back, &err) == 0);
			CHECK(same(&s, &back));
			free(out);
		}
	}
	free(text);
	return 0;
}
