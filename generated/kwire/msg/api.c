/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#include "kwire/msg/api.h"
#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/msg/add_raft_voter_response.h"
#include "kwire/msg/alter_quorum_request.h"
#include "kwire/msg/alter_quorum_response.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/begin_quorum_epoch_request.h"
#include "kwire/msg/begin_quorum_epoch_response.h"
#include "kwire/msg/describe_quorum_request.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/end_quorum_epoch_request.h"
#include "kwire/msg/end_quorum_epoch_response.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/msg/fetch_snapshot_response.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/leader_change_message.h"
#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/msg/quorum_state_data.h"
#include "kwire/msg/remove_raft_voter_request.h"
#include "kwire/msg/remove_raft_voter_response.h"
#include "kwire/msg/request_header.h"
#include "kwire/msg/response_header.h"
#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/msg/update_raft_voter_request.h"
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/msg/vote_request.h"
#include "kwire/msg/vote_response.h"
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/msg/voters_record.h"

#include <string.h>

static void init_add_raft_voter_request(void *m)
{
	kw_add_raft_voter_request_init(m);
}

static int decode_add_raft_voter_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_raft_voter_request_decode(m, v, r, a);
}

static int encode_add_raft_voter_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_raft_voter_request_encode(m, v, w);
}

static size_t size_add_raft_voter_request(const void *m, int16_t v)
{
	return kw_add_raft_voter_request_size(m, v);
}

static bool equal_add_raft_voter_request(const void *a, const void *b)
{
	return kw_add_raft_voter_request_equal(a, b);
}

static void init_add_raft_voter_response(void *m)
{
	kw_add_raft_voter_response_init(m);
}

static int decode_add_raft_voter_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_raft_voter_response_decode(m, v, r, a);
}

static int encode_add_raft_voter_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_raft_voter_response_encode(m, v, w);
}

static size_t size_add_raft_voter_response(const void *m, int16_t v)
{
	return kw_add_raft_voter_response_size(m, v);
}

static bool equal_add_raft_voter_response(const void *a, const void *b)
{
	return kw_add_raft_voter_response_equal(a, b);
}

static void init_alter_quorum_request(void *m)
{
	kw_alter_quorum_request_init(m);
}

static int decode_alter_quorum_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_quorum_request_decode(m, v, r, a);
}

static int encode_alter_quorum_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_quorum_request_encode(m, v, w);
}

static size_t size_alter_quorum_request(const void *m, int16_t v)
{
	return kw_alter_quorum_request_size(m, v);
}

static bool equal_alter_quorum_request(const void *a, const void *b)
{
	return kw_alter_quorum_request_equal(a, b);
}

static void init_alter_quorum_response(void *m)
{
	kw_alter_quorum_response_init(m);
}

static int decode_alter_quorum_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_quorum_response_decode(m, v, r, a);
}

static int encode_alter_quorum_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_quorum_response_encode(m, v, w);
}

static size_t size_alter_quorum_response(const void *m, int16_t v)
{
	return kw_alter_quorum_response_size(m, v);
}

static bool equal_alter_quorum_response(const void *a, const void *b)
{
	return kw_alter_quorum_response_equal(a, b);
}

static void init_api_versions_request(void *m)
{
	kw_api_versions_request_init(m);
}

static int decode_api_versions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_api_versions_request_decode(m, v, r, a);
}

static int encode_api_versions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_api_versions_request_encode(m, v, w);
}

static size_t size_api_versions_request(const void *m, int16_t v)
{
	return kw_api_versions_request_size(m, v);
}

static bool equal_api_versions_request(const void *a, const void *b)
{
	return kw_api_versions_request_equal(a, b);
}

static void init_api_versions_response(void *m)
{
	kw_api_versions_response_init(m);
}

static int decode_api_versions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_api_versions_response_decode(m, v, r, a);
}

static int encode_api_versions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_api_versions_response_encode(m, v, w);
}

static size_t size_api_versions_response(const void *m, int16_t v)
{
	return kw_api_versions_response_size(m, v);
}

static bool equal_api_versions_response(const void *a, const void *b)
{
	return kw_api_versions_response_equal(a, b);
}

static void init_begin_quorum_epoch_request(void *m)
{
	kw_begin_quorum_epoch_request_init(m);
}

static int decode_begin_quorum_epoch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_begin_quorum_epoch_request_decode(m, v, r, a);
}

static int encode_begin_quorum_epoch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_begin_quorum_epoch_request_encode(m, v, w);
}

static size_t size_begin_quorum_epoch_request(const void *m, int16_t v)
{
	return kw_begin_quorum_epoch_request_size(m, v);
}

static bool equal_begin_quorum_epoch_request(const void *a, const void *b)
{
	return kw_begin_quorum_epoch_request_equal(a, b);
}

static void init_begin_quorum_epoch_response(void *m)
{
	kw_begin_quorum_epoch_response_init(m);
}

static int decode_begin_quorum_epoch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_begin_quorum_epoch_response_decode(m, v, r, a);
}

static int encode_begin_quorum_epoch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_begin_quorum_epoch_response_encode(m, v, w);
}

static size_t size_begin_quorum_epoch_response(const void *m, int16_t v)
{
	return kw_begin_quorum_epoch_response_size(m, v);
}

static bool equal_begin_quorum_epoch_response(const void *a, const void *b)
{
	return kw_begin_quorum_epoch_response_equal(a, b);
}

static void init_describe_quorum_request(void *m)
{
	kw_describe_quorum_request_init(m);
}

static int decode_describe_quorum_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_quorum_request_decode(m, v, r, a);
}

static int encode_describe_quorum_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_quorum_request_encode(m, v, w);
}

static size_t size_describe_quorum_request(const void *m, int16_t v)
{
	return kw_describe_quorum_request_size(m, v);
}

static bool equal_describe_quorum_request(const void *a, const void *b)
{
	return kw_describe_quorum_request_equal(a, b);
}

static void init_describe_quorum_response(void *m)
{
	kw_describe_quorum_response_init(m);
}

static int decode_describe_quorum_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_quorum_response_decode(m, v, r, a);
}

static int encode_describe_quorum_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_quorum_response_encode(m, v, w);
}

static size_t size_describe_quorum_response(const void *m, int16_t v)
{
	return kw_describe_quorum_response_size(m, v);
}

static bool equal_describe_quorum_response(const void *a, const void *b)
{
	return kw_describe_quorum_response_equal(a, b);
}

static void init_end_quorum_epoch_request(void *m)
{
	kw_end_quorum_epoch_request_init(m);
}

static int decode_end_quorum_epoch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_end_quorum_epoch_request_decode(m, v, r, a);
}

static int encode_end_quorum_epoch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_end_quorum_epoch_request_encode(m, v, w);
}

static size_t size_end_quorum_epoch_request(const void *m, int16_t v)
{
	return kw_end_quorum_epoch_request_size(m, v);
}

static bool equal_end_quorum_epoch_request(const void *a, const void *b)
{
	return kw_end_quorum_epoch_request_equal(a, b);
}

static void init_end_quorum_epoch_response(void *m)
{
	kw_end_quorum_epoch_response_init(m);
}

static int decode_end_quorum_epoch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_end_quorum_epoch_response_decode(m, v, r, a);
}

static int encode_end_quorum_epoch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_end_quorum_epoch_response_encode(m, v, w);
}

static size_t size_end_quorum_epoch_response(const void *m, int16_t v)
{
	return kw_end_quorum_epoch_response_size(m, v);
}

static bool equal_end_quorum_epoch_response(const void *a, const void *b)
{
	return kw_end_quorum_epoch_response_equal(a, b);
}

static void init_fetch_request(void *m)
{
	kw_fetch_request_init(m);
}

static int decode_fetch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_fetch_request_decode(m, v, r, a);
}

static int encode_fetch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_fetch_request_encode(m, v, w);
}

static size_t size_fetch_request(const void *m, int16_t v)
{
	return kw_fetch_request_size(m, v);
}

static bool equal_fetch_request(const void *a, const void *b)
{
	return kw_fetch_request_equal(a, b);
}

static void init_fetch_response(void *m)
{
	kw_fetch_response_init(m);
}

static int decode_fetch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_fetch_response_decode(m, v, r, a);
}

static int encode_fetch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_fetch_response_encode(m, v, w);
}

static size_t size_fetch_response(const void *m, int16_t v)
{
	return kw_fetch_response_size(m, v);
}

static bool equal_fetch_response(const void *a, const void *b)
{
	return kw_fetch_response_equal(a, b);
}

static void init_fetch_snapshot_request(void *m)
{
	kw_fetch_snapshot_request_init(m);
}

static int decode_fetch_snapshot_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_fetch_snapshot_request_decode(m, v, r, a);
}

static int encode_fetch_snapshot_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_fetch_snapshot_request_encode(m, v, w);
}

static size_t size_fetch_snapshot_request(const void *m, int16_t v)
{
	return kw_fetch_snapshot_request_size(m, v);
}

static bool equal_fetch_snapshot_request(const void *a, const void *b)
{
	return kw_fetch_snapshot_request_equal(a, b);
}

static void init_fetch_snapshot_response(void *m)
{
	kw_fetch_snapshot_response_init(m);
}

static int decode_fetch_snapshot_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_fetch_snapshot_response_decode(m, v, r, a);
}

static int encode_fetch_snapshot_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_fetch_snapshot_response_encode(m, v, w);
}

static size_t size_fetch_snapshot_response(const void *m, int16_t v)
{
	return kw_fetch_snapshot_response_size(m, v);
}

static bool equal_fetch_snapshot_response(const void *a, const void *b)
{
	return kw_fetch_snapshot_response_equal(a, b);
}

static void init_k_raft_version_record(void *m)
{
	kw_k_raft_version_record_init(m);
}

static int decode_k_raft_version_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_k_raft_version_record_decode(m, v, r, a);
}

static int encode_k_raft_version_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_k_raft_version_record_encode(m, v, w);
}

static size_t size_k_raft_version_record(const void *m, int16_t v)
{
	return kw_k_raft_version_record_size(m, v);
}

static bool equal_k_raft_version_record(const void *a, const void *b)
{
	return kw_k_raft_version_record_equal(a, b);
}

static void init_leader_change_message(void *m)
{
	kw_leader_change_message_init(m);
}

static int decode_leader_change_message(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_leader_change_message_decode(m, v, r, a);
}

static int encode_leader_change_message(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_leader_change_message_encode(m, v, w);
}

static size_t size_leader_change_message(const void *m, int16_t v)
{
	return kw_leader_change_message_size(m, v);
}

static bool equal_leader_change_message(const void *a, const void *b)
{
	return kw_leader_change_message_equal(a, b);
}

static void init_list_offsets_request(void *m)
{
	kw_list_offsets_request_init(m);
}

static int decode_list_offsets_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_offsets_request_decode(m, v, r, a);
}

static int encode_list_offsets_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_offsets_request_encode(m, v, w);
}

static size_t size_list_offsets_request(const void *m, int16_t v)
{
	return kw_list_offsets_request_size(m, v);
}

static bool equal_list_offsets_request(const void *a, const void *b)
{
	return kw_list_offsets_request_equal(a, b);
}

static void init_list_offsets_response(void *m)
{
	kw_list_offsets_response_init(m);
}

static int decode_list_offsets_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_offsets_response_decode(m, v, r, a);
}

static int encode_list_offsets_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_offsets_response_encode(m, v, w);
}

static size_t size_list_offsets_response(const void *m, int16_t v)
{
	return kw_list_offsets_response_size(m, v);
}

static bool equal_list_offsets_response(const void *a, const void *b)
{
	return kw_list_offsets_response_equal(a, b);
}

static void init_metadata_request(void *m)
{
	kw_metadata_request_init(m);
}

static int decode_metadata_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_metadata_request_decode(m, v, r, a);
}

static int encode_metadata_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_metadata_request_encode(m, v, w);
}

static size_t size_metadata_request(const void *m, int16_t v)
{
	return kw_metadata_request_size(m, v);
}

static bool equal_metadata_request(const void *a, const void *b)
{
	return kw_metadata_request_equal(a, b);
}

static void init_metadata_response(void *m)
{
	kw_metadata_response_init(m);
}

static int decode_metadata_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_metadata_response_decode(m, v, r, a);
}

static int encode_metadata_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_metadata_response_encode(m, v, w);
}

static size_t size_metadata_response(const void *m, int16_t v)
{
	return kw_metadata_response_size(m, v);
}

static bool equal_metadata_response(const void *a, const void *b)
{
	return kw_metadata_response_equal(a, b);
}

static void init_produce_request(void *m)
{
	kw_produce_request_init(m);
}

static int decode_produce_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_produce_request_decode(m, v, r, a);
}

static int encode_produce_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_produce_request_encode(m, v, w);
}

static size_t size_produce_request(const void *m, int16_t v)
{
	return kw_produce_request_size(m, v);
}

static bool equal_produce_request(const void *a, const void *b)
{
	return kw_produce_request_equal(a, b);
}

static void init_produce_response(void *m)
{
	kw_produce_response_init(m);
}

static int decode_produce_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_produce_response_decode(m, v, r, a);
}

static int encode_produce_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_produce_response_encode(m, v, w);
}

static size_t size_produce_response(const void *m, int16_t v)
{
	return kw_produce_response_size(m, v);
}

static bool equal_produce_response(const void *a, const void *b)
{
	return kw_produce_response_equal(a, b);
}

static void init_quorum_state_data(void *m)
{
	kw_quorum_state_data_init(m);
}

static int decode_quorum_state_data(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_quorum_state_data_decode(m, v, r, a);
}

static int encode_quorum_state_data(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_quorum_state_data_encode(m, v, w);
}

static size_t size_quorum_state_data(const void *m, int16_t v)
{
	return kw_quorum_state_data_size(m, v);
}

static bool equal_quorum_state_data(const void *a, const void *b)
{
	return kw_quorum_state_data_equal(a, b);
}

static void init_remove_raft_voter_request(void *m)
{
	kw_remove_raft_voter_request_init(m);
}

static int decode_remove_raft_voter_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_raft_voter_request_decode(m, v, r, a);
}

static int encode_remove_raft_voter_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_raft_voter_request_encode(m, v, w);
}

static size_t size_remove_raft_voter_request(const void *m, int16_t v)
{
	return kw_remove_raft_voter_request_size(m, v);
}

static bool equal_remove_raft_voter_request(const void *a, const void *b)
{
	return kw_remove_raft_voter_request_equal(a, b);
}

static void init_remove_raft_voter_response(void *m)
{
	kw_remove_raft_voter_response_init(m);
}

static int decode_remove_raft_voter_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_raft_voter_response_decode(m, v, r, a);
}

static int encode_remove_raft_voter_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_raft_voter_response_encode(m, v, w);
}

static size_t size_remove_raft_voter_response(const void *m, int16_t v)
{
	return kw_remove_raft_voter_response_size(m, v);
}

static bool equal_remove_raft_voter_response(const void *a, const void *b)
{
	return kw_remove_raft_voter_response_equal(a, b);
}

static void init_request_header(void *m)
{
	kw_request_header_init(m);
}

static int decode_request_header(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_request_header_decode(m, v, r, a);
}

static int encode_request_header(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_request_header_encode(m, v, w);
}

static size_t size_request_header(const void *m, int16_t v)
{
	return kw_request_header_size(m, v);
}

static bool equal_request_header(const void *a, const void *b)
{
	return kw_request_header_equal(a, b);
}

static void init_response_header(void *m)
{
	kw_response_header_init(m);
}

static int decode_response_header(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_response_header_decode(m, v, r, a);
}

static int encode_response_header(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_response_header_encode(m, v, w);
}

static size_t size_response_header(const void *m, int16_t v)
{
	return kw_response_header_size(m, v);
}

static bool equal_response_header(const void *a, const void *b)
{
	return kw_response_header_equal(a, b);
}

static void init_snapshot_footer_record(void *m)
{
	kw_snapshot_footer_record_init(m);
}

static int decode_snapshot_footer_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_snapshot_footer_record_decode(m, v, r, a);
}

static int encode_snapshot_footer_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_snapshot_footer_record_encode(m, v, w);
}

static size_t size_snapshot_footer_record(const void *m, int16_t v)
{
	return kw_snapshot_footer_record_size(m, v);
}

static bool equal_snapshot_footer_record(const void *a, const void *b)
{
	return kw_snapshot_footer_record_equal(a, b);
}

static void init_snapshot_header_record(void *m)
{
	kw_snapshot_header_record_init(m);
}

static int decode_snapshot_header_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_snapshot_header_record_decode(m, v, r, a);
}

static int encode_snapshot_header_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_snapshot_header_record_encode(m, v, w);
}

static size_t size_snapshot_header_record(const void *m, int16_t v)
{
	return kw_snapshot_header_record_size(m, v);
}

static bool equal_snapshot_header_record(const void *a, const void *b)
{
	return kw_snapshot_header_record_equal(a, b);
}

static void init_update_raft_voter_request(void *m)
{
	kw_update_raft_voter_request_init(m);
}

static int decode_update_raft_voter_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_raft_voter_request_decode(m, v, r, a);
}

static int encode_update_raft_voter_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_raft_voter_request_encode(m, v, w);
}

static size_t size_update_raft_voter_request(const void *m, int16_t v)
{
	return kw_update_raft_voter_request_size(m, v);
}

static bool equal_update_raft_voter_request(const void *a, const void *b)
{
	return kw_update_raft_voter_request_equal(a, b);
}

static void init_update_raft_voter_response(void *m)
{
	kw_update_raft_voter_response_init(m);
}

static int decode_update_raft_voter_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_raft_voter_response_decode(m, v, r, a);
}

static int encode_update_raft_voter_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_raft_voter_response_encode(m, v, w);
}

static size_t size_update_raft_voter_response(const void *m, int16_t v)
{
	return kw_update_raft_voter_response_size(m, v);
}

static bool equal_update_raft_voter_response(const void *a, const void *b)
{
	return kw_update_raft_voter_response_equal(a, b);
}

static void init_vote_request(void *m)
{
	kw_vote_request_init(m);
}

static int decode_vote_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_vote_request_decode(m, v, r, a);
}

static int encode_vote_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_vote_request_encode(m, v, w);
}

static size_t size_vote_request(const void *m, int16_t v)
{
	return kw_vote_request_size(m, v);
}

static bool equal_vote_request(const void *a, const void *b)
{
	return kw_vote_request_equal(a, b);
}

static void init_vote_response(void *m)
{
	kw_vote_response_init(m);
}

static int decode_vote_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_vote_response_decode(m, v, r, a);
}

static int encode_vote_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_vote_response_encode(m, v, w);
}

static size_t size_vote_response(const void *m, int16_t v)
{
	return kw_vote_response_size(m, v);
}

static bool equal_vote_response(const void *a, const void *b)
{
	return kw_vote_response_equal(a, b);
}

static void init_voter_assignment_record(void *m)
{
	kw_voter_assignment_record_init(m);
}

static int decode_voter_assignment_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_voter_assignment_record_decode(m, v, r, a);
}

static int encode_voter_assignment_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_voter_assignment_record_encode(m, v, w);
}

static size_t size_voter_assignment_record(const void *m, int16_t v)
{
	return kw_voter_assignment_record_size(m, v);
}

static bool equal_voter_assignment_record(const void *a, const void *b)
{
	return kw_voter_assignment_record_equal(a, b);
}

static void init_voters_record(void *m)
{
	kw_voters_record_init(m);
}

static int decode_voters_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_voters_record_decode(m, v, r, a);
}

static int encode_voters_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_voters_record_encode(m, v, w);
}

static size_t size_voters_record(const void *m, int16_t v)
{
	return kw_voters_record_size(m, v);
}

static bool equal_voters_record(const void *a, const void *b)
{
	return kw_voters_record_equal(a, b);
}

const struct kw_msg_codec kw_msgs[] = {
	{ "AddRaftVoterRequest", KW_MSG_REQUEST, 80, 0, 0, 0, sizeof(struct kw_add_raft_voter_request), init_add_raft_voter_request, decode_add_raft_voter_request,
	  encode_add_raft_voter_request, size_add_raft_voter_request, equal_add_raft_voter_request },
	{ "AddRaftVoterResponse", KW_MSG_RESPONSE, 80, 0, 0, 0, sizeof(struct kw_add_raft_voter_response), init_add_raft_voter_response, decode_add_raft_voter_response,
	  encode_add_raft_voter_response, size_add_raft_voter_response, equal_add_raft_voter_response },
	{ "AlterQuorumRequest", KW_MSG_REQUEST, 10000, 0, 0, 0, sizeof(struct kw_alter_quorum_request), init_alter_quorum_request, decode_alter_quorum_request,
	  encode_alter_quorum_request, size_alter_quorum_request, equal_alter_quorum_request },
	{ "AlterQuorumResponse", KW_MSG_RESPONSE, 10000, 0, 0, 0, sizeof(struct kw_alter_quorum_response), init_alter_quorum_response, decode_alter_quorum_response,
	  encode_alter_quorum_response, size_alter_quorum_response, equal_alter_quorum_response },
	{ "ApiVersionsRequest", KW_MSG_REQUEST, 18, 0, 4, 3, sizeof(struct kw_api_versions_request), init_api_versions_request, decode_api_versions_request,
	  encode_api_versions_request, size_api_versions_request, equal_api_versions_request },
	{ "ApiVersionsResponse", KW_MSG_RESPONSE, 18, 0, 4, 3, sizeof(struct kw_api_versions_response), init_api_versions_response, decode_api_versions_response,
	  encode_api_versions_response, size_api_versions_response, equal_api_versions_response },
	{ "BeginQuorumEpochRequest", KW_MSG_REQUEST, 53, 0, 1, 1, sizeof(struct kw_begin_quorum_epoch_request), init_begin_quorum_epoch_request, decode_begin_quorum_epoch_request,
	  encode_begin_quorum_epoch_request, size_begin_quorum_epoch_request, equal_begin_quorum_epoch_request },
	{ "BeginQuorumEpochResponse", KW_MSG_RESPONSE, 53, 0, 1, 1, sizeof(struct kw_begin_quorum_epoch_response), init_begin_quorum_epoch_response, decode_begin_quorum_epoch_response,
	  encode_begin_quorum_epoch_response, size_begin_quorum_epoch_response, equal_begin_quorum_epoch_response },
	{ "DescribeQuorumRequest", KW_MSG_REQUEST, 55, 0, 2, 0, sizeof(struct kw_describe_quorum_request), init_describe_quorum_request, decode_describe_quorum_request,
	  encode_describe_quorum_request, size_describe_quorum_request, equal_describe_quorum_request },
	{ "DescribeQuorumResponse", KW_MSG_RESPONSE, 55, 0, 2, 0, sizeof(struct kw_describe_quorum_response), init_describe_quorum_response, decode_describe_quorum_response,
	  encode_describe_quorum_response, size_describe_quorum_response, equal_describe_quorum_response },
	{ "EndQuorumEpochRequest", KW_MSG_REQUEST, 54, 0, 1, 1, sizeof(struct kw_end_quorum_epoch_request), init_end_quorum_epoch_request, decode_end_quorum_epoch_request,
	  encode_end_quorum_epoch_request, size_end_quorum_epoch_request, equal_end_quorum_epoch_request },
	{ "EndQuorumEpochResponse", KW_MSG_RESPONSE, 54, 0, 1, 1, sizeof(struct kw_end_quorum_epoch_response), init_end_quorum_epoch_response, decode_end_quorum_epoch_response,
	  encode_end_quorum_epoch_response, size_end_quorum_epoch_response, equal_end_quorum_epoch_response },
	{ "FetchRequest", KW_MSG_REQUEST, 1, 0, 17, 12, sizeof(struct kw_fetch_request), init_fetch_request, decode_fetch_request,
	  encode_fetch_request, size_fetch_request, equal_fetch_request },
	{ "FetchResponse", KW_MSG_RESPONSE, 1, 0, 17, 12, sizeof(struct kw_fetch_response), init_fetch_response, decode_fetch_response,
	  encode_fetch_response, size_fetch_response, equal_fetch_response },
	{ "FetchSnapshotRequest", KW_MSG_REQUEST, 59, 0, 1, 0, sizeof(struct kw_fetch_snapshot_request), init_fetch_snapshot_request, decode_fetch_snapshot_request,
	  encode_fetch_snapshot_request, size_fetch_snapshot_request, equal_fetch_snapshot_request },
	{ "FetchSnapshotResponse", KW_MSG_RESPONSE, 59, 0, 1, 0, sizeof(struct kw_fetch_snapshot_response), init_fetch_snapshot_response, decode_fetch_snapshot_response,
	  encode_fetch_snapshot_response, size_fetch_snapshot_response, equal_fetch_snapshot_response },
	{ "KRaftVersionRecord", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_k_raft_version_record), init_k_raft_version_record, decode_k_raft_version_record,
	  encode_k_raft_version_record, size_k_raft_version_record, equal_k_raft_version_record },
	{ "LeaderChangeMessage", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct kw_leader_change_message), init_leader_change_message, decode_leader_change_message,
	  encode_leader_change_message, size_leader_change_message, equal_leader_change_message },
	{ "ListOffsetsRequest", KW_MSG_REQUEST, 2, 0, 10, 6, sizeof(struct kw_list_offsets_request), init_list_offsets_request, decode_list_offsets_request,
	  encode_list_offsets_request, size_list_offsets_request, equal_list_offsets_request },
	{ "ListOffsetsResponse", KW_MSG_RESPONSE, 2, 0, 10, 6, sizeof(struct kw_list_offsets_response), init_list_offsets_response, decode_list_offsets_response,
	  encode_list_offsets_response, size_list_offsets_response, equal_list_offsets_response },
	{ "MetadataRequest", KW_MSG_REQUEST, 3, 0, 12, 9, sizeof(struct kw_metadata_request), init_metadata_request, decode_metadata_request,
	  encode_metadata_request, size_metadata_request, equal_metadata_request },
	{ "MetadataResponse", KW_MSG_RESPONSE, 3, 0, 12, 9, sizeof(struct kw_metadata_response), init_metadata_response, decode_metadata_response,
	  encode_metadata_response, size_metadata_response, equal_metadata_response },
	{ "ProduceRequest", KW_MSG_REQUEST, 0, 0, 11, 9, sizeof(struct kw_produce_request), init_produce_request, decode_produce_request,
	  encode_produce_request, size_produce_request, equal_produce_request },
	{ "ProduceResponse", KW_MSG_RESPONSE, 0, 0, 11, 9, sizeof(struct kw_produce_response), init_produce_response, decode_produce_response,
	  encode_produce_response, size_produce_response, equal_produce_response },
	{ "QuorumStateData", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct kw_quorum_state_data), init_quorum_state_data, decode_quorum_state_data,
	  encode_quorum_state_data, size_quorum_state_data, equal_quorum_state_data },
	{ "RemoveRaftVoterRequest", KW_MSG_REQUEST, 81, 0, 0, 0, sizeof(struct kw_remove_raft_voter_request), init_remove_raft_voter_request, decode_remove_raft_voter_request,
	  encode_remove_raft_voter_request, size_remove_raft_voter_request, equal_remove_raft_voter_request },
	{ "RemoveRaftVoterResponse", KW_MSG_RESPONSE, 81, 0, 0, 0, sizeof(struct kw_remove_raft_voter_response), init_remove_raft_voter_response, decode_remove_raft_voter_response,
	  encode_remove_raft_voter_response, size_remove_raft_voter_response, equal_remove_raft_voter_response },
	{ "RequestHeader", KW_MSG_HEADER, -1, 0, 2, 2, sizeof(struct kw_request_header), init_request_header, decode_request_header,
	  encode_request_header, size_request_header, equal_request_header },
	{ "ResponseHeader", KW_MSG_HEADER, -1, 0, 1, 1, sizeof(struct kw_response_header), init_response_header, decode_response_header,
	  encode_response_header, size_response_header, equal_response_header },
	{ "SnapshotFooterRecord", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_snapshot_footer_record), init_snapshot_footer_record, decode_snapshot_footer_record,
	  encode_snapshot_footer_record, size_snapshot_footer_record, equal_snapshot_footer_record },
	{ "SnapshotHeaderRecord", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_snapshot_header_record), init_snapshot_header_record, decode_snapshot_header_record,
	  encode_snapshot_header_record, size_snapshot_header_record, equal_snapshot_header_record },
	{ "UpdateRaftVoterRequest", KW_MSG_REQUEST, 82, 0, 0, 0, sizeof(struct kw_update_raft_voter_request), init_update_raft_voter_request, decode_update_raft_voter_request,
	  encode_update_raft_voter_request, size_update_raft_voter_request, equal_update_raft_voter_request },
	{ "UpdateRaftVoterResponse", KW_MSG_RESPONSE, 82, 0, 0, 0, sizeof(struct kw_update_raft_voter_response), init_update_raft_voter_response, decode_update_raft_voter_response,
	  encode_update_raft_voter_response, size_update_raft_voter_response, equal_update_raft_voter_response },
	{ "VoteRequest", KW_MSG_REQUEST, 52, 0, 2, 0, sizeof(struct kw_vote_request), init_vote_request, decode_vote_request,
	  encode_vote_request, size_vote_request, equal_vote_request },
	{ "VoteResponse", KW_MSG_RESPONSE, 52, 0, 2, 0, sizeof(struct kw_vote_response), init_vote_response, decode_vote_response,
	  encode_vote_response, size_vote_response, equal_vote_response },
	{ "VoterAssignmentRecord", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_voter_assignment_record), init_voter_assignment_record, decode_voter_assignment_record,
	  encode_voter_assignment_record, size_voter_assignment_record, equal_voter_assignment_record },
	{ "VotersRecord", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_voters_record), init_voters_record, decode_voters_record,
	  encode_voters_record, size_voters_record, equal_voters_record },
};
const size_t kw_msg_count = 37;

const struct kw_api kw_apis[] = {
	{ 0, "Produce", 0, 11, 9, 0, 6, false, 3u, &kw_msgs[22], &kw_msgs[23] },
	{ 1, "Fetch", 0, 17, 12, 0, 3, false, 7u, &kw_msgs[12], &kw_msgs[13] },
	{ 2, "ListOffsets", 0, 10, 6, 0, 0, false, 3u, &kw_msgs[18], &kw_msgs[19] },
	{ 3, "Metadata", 0, 12, 9, 0, 3, false, 3u, &kw_msgs[20], &kw_msgs[21] },
	{ 18, "ApiVersions", 0, 4, 3, -1, -1, false, 7u, &kw_msgs[4], &kw_msgs[5] },
	{ 52, "Vote", 0, 2, 0, -1, -1, false, 4u, &kw_msgs[33], &kw_msgs[34] },
	{ 53, "BeginQuorumEpoch", 0, 1, 1, -1, -1, false, 4u, &kw_msgs[6], &kw_msgs[7] },
	{ 54, "EndQuorumEpoch", 0, 1, 1, -1, -1, false, 4u, &kw_msgs[10], &kw_msgs[11] },
	{ 55, "DescribeQuorum", 0, 2, 0, -1, -1, false, 6u, &kw_msgs[8], &kw_msgs[9] },
	{ 59, "FetchSnapshot", 0, 1, 0, -1, -1, false, 4u, &kw_msgs[14], &kw_msgs[15] },
	{ 80, "AddRaftVoter", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[0], &kw_msgs[1] },
	{ 81, "RemoveRaftVoter", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[25], &kw_msgs[26] },
	{ 82, "UpdateRaftVoter", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[31], &kw_msgs[32] },
	{ 10000, "AlterQuorum", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[2], &kw_msgs[3] },
};
const size_t kw_api_count = 14;

const struct kw_api *kw_api_by_key(int16_t api_key)
{
	size_t lo = 0, hi = kw_api_count;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (kw_apis[mid].api_key == api_key)
			return &kw_apis[mid];
		if (kw_apis[mid].api_key < api_key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const struct kw_api *kw_api_by_name(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < kw_api_count; i++) {
		const struct kw_api *api = &kw_apis[i];
		if (strcmp(api->name, name) == 0 || strcmp(api->request->name, name) == 0 ||
		    strcmp(api->response->name, name) == 0)
			return api;
	}
	return NULL;
}

const struct kw_msg_codec *kw_msg_by_name(const char *name)
{
	size_t lo = 0, hi = kw_msg_count;
	while (name && lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(kw_msgs[mid].name, name);
		if (c == 0)
			return &kw_msgs[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable)
{
	if (api->latest_version_unstable && !enable_unstable)
		return (int16_t)(api->max_version - 1);
	return api->max_version;
}

int16_t kw_api_request_header_version(const struct kw_api *api, int16_t version)
{
	/* KIP-482: header v2 with flexible versions; ControlledShutdown v0 predates v1. */
	if (api->api_key == 7 && version == 0)
		return 0;
	if (api->request->flexible_since >= 0 && version >= api->request->flexible_since)
		return 2;
	return 1;
}

int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version)
{
	/* KIP-511: clients must parse an ApiVersions reply of any version. */
	if (api->api_key == 18)
		return 0;
	if (api->response->flexible_since >= 0 && version >= api->response->flexible_since)
		return 1;
	return 0;
}
