/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#include "kwire/msg/api_json.h"
#include "kwire/msg/add_raft_voter_request_json.h"
#include "kwire/msg/add_raft_voter_response_json.h"
#include "kwire/msg/alter_quorum_request_json.h"
#include "kwire/msg/alter_quorum_response_json.h"
#include "kwire/msg/api_versions_request_json.h"
#include "kwire/msg/api_versions_response_json.h"
#include "kwire/msg/begin_quorum_epoch_request_json.h"
#include "kwire/msg/begin_quorum_epoch_response_json.h"
#include "kwire/msg/describe_quorum_request_json.h"
#include "kwire/msg/describe_quorum_response_json.h"
#include "kwire/msg/end_quorum_epoch_request_json.h"
#include "kwire/msg/end_quorum_epoch_response_json.h"
#include "kwire/msg/fetch_request_json.h"
#include "kwire/msg/fetch_response_json.h"
#include "kwire/msg/fetch_snapshot_request_json.h"
#include "kwire/msg/fetch_snapshot_response_json.h"
#include "kwire/msg/k_raft_version_record_json.h"
#include "kwire/msg/leader_change_message_json.h"
#include "kwire/msg/list_offsets_request_json.h"
#include "kwire/msg/list_offsets_response_json.h"
#include "kwire/msg/metadata_request_json.h"
#include "kwire/msg/metadata_response_json.h"
#include "kwire/msg/produce_request_json.h"
#include "kwire/msg/produce_response_json.h"
#include "kwire/msg/quorum_state_data_json.h"
#include "kwire/msg/remove_raft_voter_request_json.h"
#include "kwire/msg/remove_raft_voter_response_json.h"
#include "kwire/msg/request_header_json.h"
#include "kwire/msg/response_header_json.h"
#include "kwire/msg/snapshot_footer_record_json.h"
#include "kwire/msg/snapshot_header_record_json.h"
#include "kwire/msg/update_raft_voter_request_json.h"
#include "kwire/msg/update_raft_voter_response_json.h"
#include "kwire/msg/vote_request_json.h"
#include "kwire/msg/vote_response_json.h"
#include "kwire/msg/voter_assignment_record_json.h"
#include "kwire/msg/voters_record_json.h"

static json_t *to_json_add_raft_voter_request(const void *m, int16_t v)
{
	return kw_add_raft_voter_request_to_json(m, v);
}

static int from_json_add_raft_voter_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_raft_voter_request_from_json(m, v, j, a, err);
}

static json_t *to_json_add_raft_voter_response(const void *m, int16_t v)
{
	return kw_add_raft_voter_response_to_json(m, v);
}

static int from_json_add_raft_voter_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_raft_voter_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_quorum_request(const void *m, int16_t v)
{
	return kw_alter_quorum_request_to_json(m, v);
}

static int from_json_alter_quorum_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_quorum_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_quorum_response(const void *m, int16_t v)
{
	return kw_alter_quorum_response_to_json(m, v);
}

static int from_json_alter_quorum_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_quorum_response_from_json(m, v, j, a, err);
}

static json_t *to_json_api_versions_request(const void *m, int16_t v)
{
	return kw_api_versions_request_to_json(m, v);
}

static int from_json_api_versions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_api_versions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_api_versions_response(const void *m, int16_t v)
{
	return kw_api_versions_response_to_json(m, v);
}

static int from_json_api_versions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_api_versions_response_from_json(m, v, j, a, err);
}

static json_t *to_json_begin_quorum_epoch_request(const void *m, int16_t v)
{
	return kw_begin_quorum_epoch_request_to_json(m, v);
}

static int from_json_begin_quorum_epoch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_begin_quorum_epoch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_begin_quorum_epoch_response(const void *m, int16_t v)
{
	return kw_begin_quorum_epoch_response_to_json(m, v);
}

static int from_json_begin_quorum_epoch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_begin_quorum_epoch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_quorum_request(const void *m, int16_t v)
{
	return kw_describe_quorum_request_to_json(m, v);
}

static int from_json_describe_quorum_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_quorum_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_quorum_response(const void *m, int16_t v)
{
	return kw_describe_quorum_response_to_json(m, v);
}

static int from_json_describe_quorum_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_quorum_response_from_json(m, v, j, a, err);
}

static json_t *to_json_end_quorum_epoch_request(const void *m, int16_t v)
{
	return kw_end_quorum_epoch_request_to_json(m, v);
}

static int from_json_end_quorum_epoch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_end_quorum_epoch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_end_quorum_epoch_response(const void *m, int16_t v)
{
	return kw_end_quorum_epoch_response_to_json(m, v);
}

static int from_json_end_quorum_epoch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_end_quorum_epoch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_fetch_request(const void *m, int16_t v)
{
	return kw_fetch_request_to_json(m, v);
}

static int from_json_fetch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_fetch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_fetch_response(const void *m, int16_t v)
{
	return kw_fetch_response_to_json(m, v);
}

static int from_json_fetch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_fetch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_fetch_snapshot_request(const void *m, int16_t v)
{
	return kw_fetch_snapshot_request_to_json(m, v);
}

static int from_json_fetch_snapshot_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_fetch_snapshot_request_from_json(m, v, j, a, err);
}

static json_t *to_json_fetch_snapshot_response(const void *m, int16_t v)
{
	return kw_fetch_snapshot_response_to_json(m, v);
}

static int from_json_fetch_snapshot_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_fetch_snapshot_response_from_json(m, v, j, a, err);
}

static json_t *to_json_k_raft_version_record(const void *m, int16_t v)
{
	return kw_k_raft_version_record_to_json(m, v);
}

static int from_json_k_raft_version_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_k_raft_version_record_from_json(m, v, j, a, err);
}

static json_t *to_json_leader_change_message(const void *m, int16_t v)
{
	return kw_leader_change_message_to_json(m, v);
}

static int from_json_leader_change_message(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_leader_change_message_from_json(m, v, j, a, err);
}

static json_t *to_json_list_offsets_request(const void *m, int16_t v)
{
	return kw_list_offsets_request_to_json(m, v);
}

static int from_json_list_offsets_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_offsets_request_from_json(m, v, j, a, err);
}

static json_t *to_json_list_offsets_response(const void *m, int16_t v)
{
	return kw_list_offsets_response_to_json(m, v);
}

static int from_json_list_offsets_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_offsets_response_from_json(m, v, j, a, err);
}

static json_t *to_json_metadata_request(const void *m, int16_t v)
{
	return kw_metadata_request_to_json(m, v);
}

static int from_json_metadata_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_metadata_request_from_json(m, v, j, a, err);
}

static json_t *to_json_metadata_response(const void *m, int16_t v)
{
	return kw_metadata_response_to_json(m, v);
}

static int from_json_metadata_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_metadata_response_from_json(m, v, j, a, err);
}

static json_t *to_json_produce_request(const void *m, int16_t v)
{
	return kw_produce_request_to_json(m, v);
}

static int from_json_produce_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_produce_request_from_json(m, v, j, a, err);
}

static json_t *to_json_produce_response(const void *m, int16_t v)
{
	return kw_produce_response_to_json(m, v);
}

static int from_json_produce_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_produce_response_from_json(m, v, j, a, err);
}

static json_t *to_json_quorum_state_data(const void *m, int16_t v)
{
	return kw_quorum_state_data_to_json(m, v);
}

static int from_json_quorum_state_data(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_quorum_state_data_from_json(m, v, j, a, err);
}

static json_t *to_json_remove_raft_voter_request(const void *m, int16_t v)
{
	return kw_remove_raft_voter_request_to_json(m, v);
}

static int from_json_remove_raft_voter_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_raft_voter_request_from_json(m, v, j, a, err);
}

static json_t *to_json_remove_raft_voter_response(const void *m, int16_t v)
{
	return kw_remove_raft_voter_response_to_json(m, v);
}

static int from_json_remove_raft_voter_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_raft_voter_response_from_json(m, v, j, a, err);
}

static json_t *to_json_request_header(const void *m, int16_t v)
{
	return kw_request_header_to_json(m, v);
}

static int from_json_request_header(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_request_header_from_json(m, v, j, a, err);
}

static json_t *to_json_response_header(const void *m, int16_t v)
{
	return kw_response_header_to_json(m, v);
}

static int from_json_response_header(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_response_header_from_json(m, v, j, a, err);
}

static json_t *to_json_snapshot_footer_record(const void *m, int16_t v)
{
	return kw_snapshot_footer_record_to_json(m, v);
}

static int from_json_snapshot_footer_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_snapshot_footer_record_from_json(m, v, j, a, err);
}

static json_t *to_json_snapshot_header_record(const void *m, int16_t v)
{
	return kw_snapshot_header_record_to_json(m, v);
}

static int from_json_snapshot_header_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_snapshot_header_record_from_json(m, v, j, a, err);
}

static json_t *to_json_update_raft_voter_request(const void *m, int16_t v)
{
	return kw_update_raft_voter_request_to_json(m, v);
}

static int from_json_update_raft_voter_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_raft_voter_request_from_json(m, v, j, a, err);
}

static json_t *to_json_update_raft_voter_response(const void *m, int16_t v)
{
	return kw_update_raft_voter_response_to_json(m, v);
}

static int from_json_update_raft_voter_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_raft_voter_response_from_json(m, v, j, a, err);
}

static json_t *to_json_vote_request(const void *m, int16_t v)
{
	return kw_vote_request_to_json(m, v);
}

static int from_json_vote_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_vote_request_from_json(m, v, j, a, err);
}

static json_t *to_json_vote_response(const void *m, int16_t v)
{
	return kw_vote_response_to_json(m, v);
}

static int from_json_vote_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_vote_response_from_json(m, v, j, a, err);
}

static json_t *to_json_voter_assignment_record(const void *m, int16_t v)
{
	return kw_voter_assignment_record_to_json(m, v);
}

static int from_json_voter_assignment_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_voter_assignment_record_from_json(m, v, j, a, err);
}

static json_t *to_json_voters_record(const void *m, int16_t v)
{
	return kw_voters_record_to_json(m, v);
}

static int from_json_voters_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_voters_record_from_json(m, v, j, a, err);
}

const struct kw_msg_json kw_msg_jsons[] = {
	{ &kw_msgs[0], to_json_add_raft_voter_request, from_json_add_raft_voter_request },
	{ &kw_msgs[1], to_json_add_raft_voter_response, from_json_add_raft_voter_response },
	{ &kw_msgs[2], to_json_alter_quorum_request, from_json_alter_quorum_request },
	{ &kw_msgs[3], to_json_alter_quorum_response, from_json_alter_quorum_response },
	{ &kw_msgs[4], to_json_api_versions_request, from_json_api_versions_request },
	{ &kw_msgs[5], to_json_api_versions_response, from_json_api_versions_response },
	{ &kw_msgs[6], to_json_begin_quorum_epoch_request, from_json_begin_quorum_epoch_request },
	{ &kw_msgs[7], to_json_begin_quorum_epoch_response, from_json_begin_quorum_epoch_response },
	{ &kw_msgs[8], to_json_describe_quorum_request, from_json_describe_quorum_request },
	{ &kw_msgs[9], to_json_describe_quorum_response, from_json_describe_quorum_response },
	{ &kw_msgs[10], to_json_end_quorum_epoch_request, from_json_end_quorum_epoch_request },
	{ &kw_msgs[11], to_json_end_quorum_epoch_response, from_json_end_quorum_epoch_response },
	{ &kw_msgs[12], to_json_fetch_request, from_json_fetch_request },
	{ &kw_msgs[13], to_json_fetch_response, from_json_fetch_response },
	{ &kw_msgs[14], to_json_fetch_snapshot_request, from_json_fetch_snapshot_request },
	{ &kw_msgs[15], to_json_fetch_snapshot_response, from_json_fetch_snapshot_response },
	{ &kw_msgs[16], to_json_k_raft_version_record, from_json_k_raft_version_record },
	{ &kw_msgs[17], to_json_leader_change_message, from_json_leader_change_message },
	{ &kw_msgs[18], to_json_list_offsets_request, from_json_list_offsets_request },
	{ &kw_msgs[19], to_json_list_offsets_response, from_json_list_offsets_response },
	{ &kw_msgs[20], to_json_metadata_request, from_json_metadata_request },
	{ &kw_msgs[21], to_json_metadata_response, from_json_metadata_response },
	{ &kw_msgs[22], to_json_produce_request, from_json_produce_request },
	{ &kw_msgs[23], to_json_produce_response, from_json_produce_response },
	{ &kw_msgs[24], to_json_quorum_state_data, from_json_quorum_state_data },
	{ &kw_msgs[25], to_json_remove_raft_voter_request, from_json_remove_raft_voter_request },
	{ &kw_msgs[26], to_json_remove_raft_voter_response, from_json_remove_raft_voter_response },
	{ &kw_msgs[27], to_json_request_header, from_json_request_header },
	{ &kw_msgs[28], to_json_response_header, from_json_response_header },
	{ &kw_msgs[29], to_json_snapshot_footer_record, from_json_snapshot_footer_record },
	{ &kw_msgs[30], to_json_snapshot_header_record, from_json_snapshot_header_record },
	{ &kw_msgs[31], to_json_update_raft_voter_request, from_json_update_raft_voter_request },
	{ &kw_msgs[32], to_json_update_raft_voter_response, from_json_update_raft_voter_response },
	{ &kw_msgs[33], to_json_vote_request, from_json_vote_request },
	{ &kw_msgs[34], to_json_vote_response, from_json_vote_response },
	{ &kw_msgs[35], to_json_voter_assignment_record, from_json_voter_assignment_record },
	{ &kw_msgs[36], to_json_voters_record, from_json_voters_record },
};

const struct kw_msg_json *kw_msg_json_of(const struct kw_msg_codec *codec)
{
	for (size_t i = 0; codec && i < kw_msg_count; i++)
		if (kw_msg_jsons[i].codec == codec)
			return &kw_msg_jsons[i];
	return NULL;
}

const struct kw_msg_json *kw_msg_json_by_name(const char *name)
{
	return kw_msg_json_of(kw_msg_by_name(name));
}

const struct kw_msg_json *kw_msg_json_by_api(int16_t api_key, bool response)
{
	const struct kw_api *api = kw_api_by_key(api_key);
	if (!api)
		return NULL;
	return kw_msg_json_of(response ? api->response : api->request);
}
