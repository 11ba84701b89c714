/* generated from the schema set by kwire-gen (API table) by kwire-gen, do not edit */
#include "kwire/msg/api.h"
#include "kwire/msg/abort_transaction_record.h"
#include "kwire/msg/access_control_entry_record.h"
#include "kwire/msg/add_offsets_to_txn_request.h"
#include "kwire/msg/add_offsets_to_txn_response.h"
#include "kwire/msg/add_partitions_to_txn_request.h"
#include "kwire/msg/add_partitions_to_txn_response.h"
#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/msg/add_raft_voter_response.h"
#include "kwire/msg/allocate_producer_ids_request.h"
#include "kwire/msg/allocate_producer_ids_response.h"
#include "kwire/msg/alter_client_quotas_request.h"
#include "kwire/msg/alter_client_quotas_response.h"
#include "kwire/msg/alter_configs_request.h"
#include "kwire/msg/alter_configs_response.h"
#include "kwire/msg/alter_partition_reassignments_request.h"
#include "kwire/msg/alter_partition_reassignments_response.h"
#include "kwire/msg/alter_partition_request.h"
#include "kwire/msg/alter_partition_response.h"
#include "kwire/msg/alter_quorum_request.h"
#include "kwire/msg/alter_quorum_response.h"
#include "kwire/msg/alter_replica_log_dirs_request.h"
#include "kwire/msg/alter_replica_log_dirs_response.h"
#include "kwire/msg/alter_user_scram_credentials_request.h"
#include "kwire/msg/alter_user_scram_credentials_response.h"
#include "kwire/msg/api_versions_request.h"
#include "kwire/msg/api_versions_response.h"
#include "kwire/msg/assign_replicas_to_dirs_request.h"
#include "kwire/msg/assign_replicas_to_dirs_response.h"
#include "kwire/msg/begin_quorum_epoch_request.h"
#include "kwire/msg/begin_quorum_epoch_response.h"
#include "kwire/msg/begin_transaction_record.h"
#include "kwire/msg/broker_heartbeat_request.h"
#include "kwire/msg/broker_heartbeat_response.h"
#include "kwire/msg/broker_registration_change_record.h"
#include "kwire/msg/broker_registration_request.h"
#include "kwire/msg/broker_registration_response.h"
#include "kwire/msg/client_quota_record.h"
#include "kwire/msg/config_record.h"
#include "kwire/msg/consumer_group_current_member_assignment_key.h"
#include "kwire/msg/consumer_group_current_member_assignment_value.h"
#include "kwire/msg/consumer_group_describe_request.h"
#include "kwire/msg/consumer_group_describe_response.h"
#include "kwire/msg/consumer_group_heartbeat_request.h"
#include "kwire/msg/consumer_group_heartbeat_response.h"
#include "kwire/msg/consumer_group_member_metadata_key.h"
#include "kwire/msg/consumer_group_member_metadata_value.h"
#include "kwire/msg/consumer_group_metadata_key.h"
#include "kwire/msg/consumer_group_metadata_value.h"
#include "kwire/msg/consumer_group_partition_metadata_key.h"
#include "kwire/msg/consumer_group_partition_metadata_value.h"
#include "kwire/msg/consumer_group_target_assignment_member_key.h"
#include "kwire/msg/consumer_group_target_assignment_member_value.h"
#include "kwire/msg/consumer_group_target_assignment_metadata_key.h"
#include "kwire/msg/consumer_group_target_assignment_metadata_value.h"
#include "kwire/msg/consumer_protocol_assignment.h"
#include "kwire/msg/consumer_protocol_subscription.h"
#include "kwire/msg/controlled_shutdown_request.h"
#include "kwire/msg/controlled_shutdown_response.h"
#include "kwire/msg/controller_registration_request.h"
#include "kwire/msg/controller_registration_response.h"
#include "kwire/msg/create_acls_request.h"
#include "kwire/msg/create_acls_response.h"
#include "kwire/msg/create_delegation_token_request.h"
#include "kwire/msg/create_delegation_token_response.h"
#include "kwire/msg/create_partitions_request.h"
#include "kwire/msg/create_partitions_response.h"
#include "kwire/msg/create_topics_request.h"
#include "kwire/msg/create_topics_response.h"
#include "kwire/msg/default_principal_data.h"
#include "kwire/msg/delegation_token_record.h"
#include "kwire/msg/delete_acls_request.h"
#include "kwire/msg/delete_acls_response.h"
#include "kwire/msg/delete_groups_request.h"
#include "kwire/msg/delete_groups_response.h"
#include "kwire/msg/delete_records_request.h"
#include "kwire/msg/delete_records_response.h"
#include "kwire/msg/delete_share_group_state_request.h"
#include "kwire/msg/delete_share_group_state_response.h"
#include "kwire/msg/delete_topics_request.h"
#include "kwire/msg/delete_topics_response.h"
#include "kwire/msg/describe_acls_request.h"
#include "kwire/msg/describe_acls_response.h"
#include "kwire/msg/describe_client_quotas_request.h"
#include "kwire/msg/describe_client_quotas_response.h"
#include "kwire/msg/describe_cluster_request.h"
#include "kwire/msg/describe_cluster_response.h"
#include "kwire/msg/describe_configs_request.h"
#include "kwire/msg/describe_configs_response.h"
#include "kwire/msg/describe_delegation_token_request.h"
#include "kwire/msg/describe_delegation_token_response.h"
#include "kwire/msg/describe_groups_request.h"
#include "kwire/msg/describe_groups_response.h"
#include "kwire/msg/describe_log_dirs_request.h"
#include "kwire/msg/describe_log_dirs_response.h"
#include "kwire/msg/describe_producers_request.h"
#include "kwire/msg/describe_producers_response.h"
#include "kwire/msg/describe_quorum_request.h"
#include "kwire/msg/describe_quorum_response.h"
#include "kwire/msg/describe_topic_partitions_request.h"
#include "kwire/msg/describe_topic_partitions_response.h"
#include "kwire/msg/describe_transactions_request.h"
#include "kwire/msg/describe_transactions_response.h"
#include "kwire/msg/describe_user_scram_credentials_request.h"
#include "kwire/msg/describe_user_scram_credentials_response.h"
#include "kwire/msg/describe_voter_change_request.h"
#include "kwire/msg/describe_voter_change_response.h"
#include "kwire/msg/elect_leaders_request.h"
#include "kwire/msg/elect_leaders_response.h"
#include "kwire/msg/end_quorum_epoch_request.h"
#include "kwire/msg/end_quorum_epoch_response.h"
#include "kwire/msg/end_transaction_record.h"
#include "kwire/msg/end_txn_request.h"
#include "kwire/msg/end_txn_response.h"
#include "kwire/msg/envelope_request.h"
#include "kwire/msg/envelope_response.h"
#include "kwire/msg/expire_delegation_token_request.h"
#include "kwire/msg/expire_delegation_token_response.h"
#include "kwire/msg/feature_level_record.h"
#include "kwire/msg/fence_broker_record.h"
#include "kwire/msg/fetch_request.h"
#include "kwire/msg/fetch_response.h"
#include "kwire/msg/fetch_snapshot_request.h"
#include "kwire/msg/fetch_snapshot_response.h"
#include "kwire/msg/find_coordinator_request.h"
#include "kwire/msg/find_coordinator_response.h"
#include "kwire/msg/get_telemetry_subscriptions_request.h"
#include "kwire/msg/get_telemetry_subscriptions_response.h"
#include "kwire/msg/group_metadata_key.h"
#include "kwire/msg/group_metadata_value.h"
#include "kwire/msg/heartbeat_request.h"
#include "kwire/msg/heartbeat_response.h"
#include "kwire/msg/incremental_alter_configs_request.h"
#include "kwire/msg/incremental_alter_configs_response.h"
#include "kwire/msg/init_producer_id_request.h"
#include "kwire/msg/init_producer_id_response.h"
#include "kwire/msg/initialize_share_group_state_request.h"
#include "kwire/msg/initialize_share_group_state_response.h"
#include "kwire/msg/join_group_request.h"
#include "kwire/msg/join_group_response.h"
#include "kwire/msg/k_raft_version_record.h"
#include "kwire/msg/leader_and_isr_request.h"
#include "kwire/msg/leader_and_isr_response.h"
#include "kwire/msg/leader_change_message.h"
#include "kwire/msg/leave_group_request.h"
#include "kwire/msg/leave_group_response.h"
#include "kwire/msg/list_client_metrics_resources_request.h"
#include "kwire/msg/list_client_metrics_resources_response.h"
#include "kwire/msg/list_groups_request.h"
#include "kwire/msg/list_groups_response.h"
#include "kwire/msg/list_offsets_request.h"
#include "kwire/msg/list_offsets_response.h"
#include "kwire/msg/list_partition_reassignments_request.h"
#include "kwire/msg/list_partition_reassignments_response.h"
#include "kwire/msg/list_transactions_request.h"
#include "kwire/msg/list_transactions_response.h"
#include "kwire/msg/metadata_request.h"
#include "kwire/msg/metadata_response.h"
#include "kwire/msg/no_op_record.h"
#include "kwire/msg/nullable_struct_message.h"
#include "kwire/msg/offset_commit_key.h"
#include "kwire/msg/offset_commit_request.h"
#include "kwire/msg/offset_commit_response.h"
#include "kwire/msg/offset_commit_value.h"
#include "kwire/msg/offset_delete_request.h"
#include "kwire/msg/offset_delete_response.h"
#include "kwire/msg/offset_fetch_request.h"
#include "kwire/msg/offset_fetch_response.h"
#include "kwire/msg/offset_for_leader_epoch_request.h"
#include "kwire/msg/offset_for_leader_epoch_response.h"
#include "kwire/msg/partition_change_record.h"
#include "kwire/msg/partition_record.h"
#include "kwire/msg/produce_request.h"
#include "kwire/msg/produce_response.h"
#include "kwire/msg/producer_ids_record.h"
#include "kwire/msg/producer_state_record.h"
#include "kwire/msg/push_telemetry_request.h"
#include "kwire/msg/push_telemetry_response.h"
#include "kwire/msg/quorum_state_data.h"
#include "kwire/msg/read_share_group_state_request.h"
#include "kwire/msg/read_share_group_state_response.h"
#include "kwire/msg/read_share_group_state_summary_request.h"
#include "kwire/msg/read_share_group_state_summary_response.h"
#include "kwire/msg/register_broker_record.h"
#include "kwire/msg/register_controller_record.h"
#include "kwire/msg/remove_access_control_entry_record.h"
#include "kwire/msg/remove_delegation_token_record.h"
#include "kwire/msg/remove_raft_voter_request.h"
#include "kwire/msg/remove_raft_voter_response.h"
#include "kwire/msg/remove_topic_record.h"
#include "kwire/msg/remove_user_scram_credential_record.h"
#include "kwire/msg/renew_delegation_token_request.h"
#include "kwire/msg/renew_delegation_token_response.h"
#include "kwire/msg/request_header.h"
#include "kwire/msg/response_header.h"
#include "kwire/msg/sasl_authenticate_request.h"
#include "kwire/msg/sasl_authenticate_response.h"
#include "kwire/msg/sasl_handshake_request.h"
#include "kwire/msg/sasl_handshake_response.h"
#include "kwire/msg/share_acknowledge_request.h"
#include "kwire/msg/share_acknowledge_response.h"
#include "kwire/msg/share_fetch_request.h"
#include "kwire/msg/share_fetch_response.h"
#include "kwire/msg/share_group_current_member_assignment_key.h"
#include "kwire/msg/share_group_current_member_assignment_value.h"
#include "kwire/msg/share_group_describe_request.h"
#include "kwire/msg/share_group_describe_response.h"
#include "kwire/msg/share_group_heartbeat_request.h"
#include "kwire/msg/share_group_heartbeat_response.h"
#include "kwire/msg/share_group_member_metadata_key.h"
#include "kwire/msg/share_group_member_metadata_value.h"
#include "kwire/msg/share_group_metadata_key.h"
#include "kwire/msg/share_group_metadata_value.h"
#include "kwire/msg/share_group_partition_metadata_key.h"
#include "kwire/msg/share_group_partition_metadata_value.h"
#include "kwire/msg/share_group_state_partition_metadata_key.h"
#include "kwire/msg/share_group_state_partition_metadata_value.h"
#include "kwire/msg/share_group_target_assignment_member_key.h"
#include "kwire/msg/share_group_target_assignment_member_value.h"
#include "kwire/msg/share_group_target_assignment_metadata_key.h"
#include "kwire/msg/share_group_target_assignment_metadata_value.h"
#include "kwire/msg/share_snapshot_key.h"
#include "kwire/msg/share_snapshot_value.h"
#include "kwire/msg/share_update_key.h"
#include "kwire/msg/share_update_value.h"
#include "kwire/msg/simple_arrays_message.h"
#include "kwire/msg/simple_example_message.h"
#include "kwire/msg/simple_records_message.h"
#include "kwire/msg/snapshot_footer_record.h"
#include "kwire/msg/snapshot_header_record.h"
#include "kwire/msg/stop_replica_request.h"
#include "kwire/msg/stop_replica_response.h"
#include "kwire/msg/subscription_info_data.h"
#include "kwire/msg/sync_group_request.h"
#include "kwire/msg/sync_group_response.h"
#include "kwire/msg/topic_record.h"
#include "kwire/msg/transaction_log_key.h"
#include "kwire/msg/transaction_log_value.h"
#include "kwire/msg/txn_offset_commit_request.h"
#include "kwire/msg/txn_offset_commit_response.h"
#include "kwire/msg/unfence_broker_record.h"
#include "kwire/msg/unregister_broker_record.h"
#include "kwire/msg/unregister_broker_request.h"
#include "kwire/msg/unregister_broker_response.h"
#include "kwire/msg/update_features_request.h"
#include "kwire/msg/update_features_response.h"
#include "kwire/msg/update_metadata_request.h"
#include "kwire/msg/update_metadata_response.h"
#include "kwire/msg/update_raft_voter_request.h"
#include "kwire/msg/update_raft_voter_response.h"
#include "kwire/msg/user_scram_credential_record.h"
#include "kwire/msg/vote_request.h"
#include "kwire/msg/vote_response.h"
#include "kwire/msg/voter_assignment_record.h"
#include "kwire/msg/voters_record.h"
#include "kwire/msg/write_share_group_state_request.h"
#include "kwire/msg/write_share_group_state_response.h"
#include "kwire/msg/write_txn_markers_request.h"
#include "kwire/msg/write_txn_markers_response.h"
#include "kwire/msg/zk_migration_state_record.h"

static void init_abort_transaction_record(void *m)
{
	kw_abort_transaction_record_init(m);
}

static int decode_abort_transaction_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_abort_transaction_record_decode(m, v, r, a);
}

static int encode_abort_transaction_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_abort_transaction_record_encode(m, v, w);
}

static size_t size_abort_transaction_record(const void *m, int16_t v)
{
	return kw_abort_transaction_record_size(m, v);
}

static bool equal_abort_transaction_record(const void *a, const void *b)
{
	return kw_abort_transaction_record_equal(a, b);
}

static void init_access_control_entry_record(void *m)
{
	kw_access_control_entry_record_init(m);
}

static int decode_access_control_entry_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_access_control_entry_record_decode(m, v, r, a);
}

static int encode_access_control_entry_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_access_control_entry_record_encode(m, v, w);
}

static size_t size_access_control_entry_record(const void *m, int16_t v)
{
	return kw_access_control_entry_record_size(m, v);
}

static bool equal_access_control_entry_record(const void *a, const void *b)
{
	return kw_access_control_entry_record_equal(a, b);
}

static void init_add_offsets_to_txn_request(void *m)
{
	kw_add_offsets_to_txn_request_init(m);
}

static int decode_add_offsets_to_txn_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_offsets_to_txn_request_decode(m, v, r, a);
}

static int encode_add_offsets_to_txn_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_offsets_to_txn_request_encode(m, v, w);
}

static size_t size_add_offsets_to_txn_request(const void *m, int16_t v)
{
	return kw_add_offsets_to_txn_request_size(m, v);
}

static bool equal_add_offsets_to_txn_request(const void *a, const void *b)
{
	return kw_add_offsets_to_txn_request_equal(a, b);
}

static void init_add_offsets_to_txn_response(void *m)
{
	kw_add_offsets_to_txn_response_init(m);
}

static int decode_add_offsets_to_txn_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_offsets_to_txn_response_decode(m, v, r, a);
}

static int encode_add_offsets_to_txn_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_offsets_to_txn_response_encode(m, v, w);
}

static size_t size_add_offsets_to_txn_response(const void *m, int16_t v)
{
	return kw_add_offsets_to_txn_response_size(m, v);
}

static bool equal_add_offsets_to_txn_response(const void *a, const void *b)
{
	return kw_add_offsets_to_txn_response_equal(a, b);
}

static void init_add_partitions_to_txn_request(void *m)
{
	kw_add_partitions_to_txn_request_init(m);
}

static int decode_add_partitions_to_txn_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_partitions_to_txn_request_decode(m, v, r, a);
}

static int encode_add_partitions_to_txn_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_partitions_to_txn_request_encode(m, v, w);
}

static size_t size_add_partitions_to_txn_request(const void *m, int16_t v)
{
	return kw_add_partitions_to_txn_request_size(m, v);
}

static bool equal_add_partitions_to_txn_request(const void *a, const void *b)
{
	return kw_add_partitions_to_txn_request_equal(a, b);
}

static void init_add_partitions_to_txn_response(void *m)
{
	kw_add_partitions_to_txn_response_init(m);
}

static int decode_add_partitions_to_txn_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_add_partitions_to_txn_response_decode(m, v, r, a);
}

static int encode_add_partitions_to_txn_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_partitions_to_txn_response_encode(m, v, w);
}

static size_t size_add_partitions_to_txn_response(const void *m, int16_t v)
{
	return kw_add_partitions_to_txn_response_size(m, v);
}

static bool equal_add_partitions_to_txn_response(const void *a, const void *b)
{
	return kw_add_partitions_to_txn_response_equal(a, b);
}

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

static void init_allocate_producer_ids_request(void *m)
{
	kw_allocate_producer_ids_request_init(m);
}

static int decode_allocate_producer_ids_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_allocate_producer_ids_request_decode(m, v, r, a);
}

static int encode_allocate_producer_ids_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_allocate_producer_ids_request_encode(m, v, w);
}

static size_t size_allocate_producer_ids_request(const void *m, int16_t v)
{
	return kw_allocate_producer_ids_request_size(m, v);
}

static bool equal_allocate_producer_ids_request(const void *a, const void *b)
{
	return kw_allocate_producer_ids_request_equal(a, b);
}

static void init_allocate_producer_ids_response(void *m)
{
	kw_allocate_producer_ids_response_init(m);
}

static int decode_allocate_producer_ids_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_allocate_producer_ids_response_decode(m, v, r, a);
}

static int encode_allocate_producer_ids_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_allocate_producer_ids_response_encode(m, v, w);
}

static size_t size_allocate_producer_ids_response(const void *m, int16_t v)
{
	return kw_allocate_producer_ids_response_size(m, v);
}

static bool equal_allocate_producer_ids_response(const void *a, const void *b)
{
	return kw_allocate_producer_ids_response_equal(a, b);
}

static void init_alter_client_quotas_request(void *m)
{
	kw_alter_client_quotas_request_init(m);
}

static int decode_alter_client_quotas_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_client_quotas_request_decode(m, v, r, a);
}

static int encode_alter_client_quotas_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_client_quotas_request_encode(m, v, w);
}

static size_t size_alter_client_quotas_request(const void *m, int16_t v)
{
	return kw_alter_client_quotas_request_size(m, v);
}

static bool equal_alter_client_quotas_request(const void *a, const void *b)
{
	return kw_alter_client_quotas_request_equal(a, b);
}

static void init_alter_client_quotas_response(void *m)
{
	kw_alter_client_quotas_response_init(m);
}

static int decode_alter_client_quotas_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_client_quotas_response_decode(m, v, r, a);
}

static int encode_alter_client_quotas_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_client_quotas_response_encode(m, v, w);
}

static size_t size_alter_client_quotas_response(const void *m, int16_t v)
{
	return kw_alter_client_quotas_response_size(m, v);
}

static bool equal_alter_client_quotas_response(const void *a, const void *b)
{
	return kw_alter_client_quotas_response_equal(a, b);
}

static void init_alter_configs_request(void *m)
{
	kw_alter_configs_request_init(m);
}

static int decode_alter_configs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_configs_request_decode(m, v, r, a);
}

static int encode_alter_configs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_configs_request_encode(m, v, w);
}

static size_t size_alter_configs_request(const void *m, int16_t v)
{
	return kw_alter_configs_request_size(m, v);
}

static bool equal_alter_configs_request(const void *a, const void *b)
{
	return kw_alter_configs_request_equal(a, b);
}

static void init_alter_configs_response(void *m)
{
	kw_alter_configs_response_init(m);
}

static int decode_alter_configs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_configs_response_decode(m, v, r, a);
}

static int encode_alter_configs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_configs_response_encode(m, v, w);
}

static size_t size_alter_configs_response(const void *m, int16_t v)
{
	return kw_alter_configs_response_size(m, v);
}

static bool equal_alter_configs_response(const void *a, const void *b)
{
	return kw_alter_configs_response_equal(a, b);
}

static void init_alter_partition_reassignments_request(void *m)
{
	kw_alter_partition_reassignments_request_init(m);
}

static int decode_alter_partition_reassignments_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_partition_reassignments_request_decode(m, v, r, a);
}

static int encode_alter_partition_reassignments_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_partition_reassignments_request_encode(m, v, w);
}

static size_t size_alter_partition_reassignments_request(const void *m, int16_t v)
{
	return kw_alter_partition_reassignments_request_size(m, v);
}

static bool equal_alter_partition_reassignments_request(const void *a, const void *b)
{
	return kw_alter_partition_reassignments_request_equal(a, b);
}

static void init_alter_partition_reassignments_response(void *m)
{
	kw_alter_partition_reassignments_response_init(m);
}

static int decode_alter_partition_reassignments_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_partition_reassignments_response_decode(m, v, r, a);
}

static int encode_alter_partition_reassignments_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_partition_reassignments_response_encode(m, v, w);
}

static size_t size_alter_partition_reassignments_response(const void *m, int16_t v)
{
	return kw_alter_partition_reassignments_response_size(m, v);
}

static bool equal_alter_partition_reassignments_response(const void *a, const void *b)
{
	return kw_alter_partition_reassignments_response_equal(a, b);
}

static void init_alter_partition_request(void *m)
{
	kw_alter_partition_request_init(m);
}

static int decode_alter_partition_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_partition_request_decode(m, v, r, a);
}

static int encode_alter_partition_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_partition_request_encode(m, v, w);
}

static size_t size_alter_partition_request(const void *m, int16_t v)
{
	return kw_alter_partition_request_size(m, v);
}

static bool equal_alter_partition_request(const void *a, const void *b)
{
	return kw_alter_partition_request_equal(a, b);
}

static void init_alter_partition_response(void *m)
{
	kw_alter_partition_response_init(m);
}

static int decode_alter_partition_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_partition_response_decode(m, v, r, a);
}

static int encode_alter_partition_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_partition_response_encode(m, v, w);
}

static size_t size_alter_partition_response(const void *m, int16_t v)
{
	return kw_alter_partition_response_size(m, v);
}

static bool equal_alter_partition_response(const void *a, const void *b)
{
	return kw_alter_partition_response_equal(a, b);
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

static void init_alter_replica_log_dirs_request(void *m)
{
	kw_alter_replica_log_dirs_request_init(m);
}

static int decode_alter_replica_log_dirs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_replica_log_dirs_request_decode(m, v, r, a);
}

static int encode_alter_replica_log_dirs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_replica_log_dirs_request_encode(m, v, w);
}

static size_t size_alter_replica_log_dirs_request(const void *m, int16_t v)
{
	return kw_alter_replica_log_dirs_request_size(m, v);
}

static bool equal_alter_replica_log_dirs_request(const void *a, const void *b)
{
	return kw_alter_replica_log_dirs_request_equal(a, b);
}

static void init_alter_replica_log_dirs_response(void *m)
{
	kw_alter_replica_log_dirs_response_init(m);
}

static int decode_alter_replica_log_dirs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_replica_log_dirs_response_decode(m, v, r, a);
}

static int encode_alter_replica_log_dirs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_replica_log_dirs_response_encode(m, v, w);
}

static size_t size_alter_replica_log_dirs_response(const void *m, int16_t v)
{
	return kw_alter_replica_log_dirs_response_size(m, v);
}

static bool equal_alter_replica_log_dirs_response(const void *a, const void *b)
{
	return kw_alter_replica_log_dirs_response_equal(a, b);
}

static void init_alter_user_scram_credentials_request(void *m)
{
	kw_alter_user_scram_credentials_request_init(m);
}

static int decode_alter_user_scram_credentials_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_user_scram_credentials_request_decode(m, v, r, a);
}

static int encode_alter_user_scram_credentials_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_user_scram_credentials_request_encode(m, v, w);
}

static size_t size_alter_user_scram_credentials_request(const void *m, int16_t v)
{
	return kw_alter_user_scram_credentials_request_size(m, v);
}

static bool equal_alter_user_scram_credentials_request(const void *a, const void *b)
{
	return kw_alter_user_scram_credentials_request_equal(a, b);
}

static void init_alter_user_scram_credentials_response(void *m)
{
	kw_alter_user_scram_credentials_response_init(m);
}

static int decode_alter_user_scram_credentials_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_alter_user_scram_credentials_response_decode(m, v, r, a);
}

static int encode_alter_user_scram_credentials_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_alter_user_scram_credentials_response_encode(m, v, w);
}

static size_t size_alter_user_scram_credentials_response(const void *m, int16_t v)
{
	return kw_alter_user_scram_credentials_response_size(m, v);
}

static bool equal_alter_user_scram_credentials_response(const void *a, const void *b)
{
	return kw_alter_user_scram_credentials_response_equal(a, b);
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

static void init_assign_replicas_to_dirs_request(void *m)
{
	kw_assign_replicas_to_dirs_request_init(m);
}

static int decode_assign_replicas_to_dirs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_assign_replicas_to_dirs_request_decode(m, v, r, a);
}

static int encode_assign_replicas_to_dirs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_assign_replicas_to_dirs_request_encode(m, v, w);
}

static size_t size_assign_replicas_to_dirs_request(const void *m, int16_t v)
{
	return kw_assign_replicas_to_dirs_request_size(m, v);
}

static bool equal_assign_replicas_to_dirs_request(const void *a, const void *b)
{
	return kw_assign_replicas_to_dirs_request_equal(a, b);
}

static void init_assign_replicas_to_dirs_response(void *m)
{
	kw_assign_replicas_to_dirs_response_init(m);
}

static int decode_assign_replicas_to_dirs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_assign_replicas_to_dirs_response_decode(m, v, r, a);
}

static int encode_assign_replicas_to_dirs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_assign_replicas_to_dirs_response_encode(m, v, w);
}

static size_t size_assign_replicas_to_dirs_response(const void *m, int16_t v)
{
	return kw_assign_replicas_to_dirs_response_size(m, v);
}

static bool equal_assign_replicas_to_dirs_response(const void *a, const void *b)
{
	return kw_assign_replicas_to_dirs_response_equal(a, b);
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

static void init_begin_transaction_record(void *m)
{
	kw_begin_transaction_record_init(m);
}

static int decode_begin_transaction_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_begin_transaction_record_decode(m, v, r, a);
}

static int encode_begin_transaction_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_begin_transaction_record_encode(m, v, w);
}

static size_t size_begin_transaction_record(const void *m, int16_t v)
{
	return kw_begin_transaction_record_size(m, v);
}

static bool equal_begin_transaction_record(const void *a, const void *b)
{
	return kw_begin_transaction_record_equal(a, b);
}

static void init_broker_heartbeat_request(void *m)
{
	kw_broker_heartbeat_request_init(m);
}

static int decode_broker_heartbeat_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_broker_heartbeat_request_decode(m, v, r, a);
}

static int encode_broker_heartbeat_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_broker_heartbeat_request_encode(m, v, w);
}

static size_t size_broker_heartbeat_request(const void *m, int16_t v)
{
	return kw_broker_heartbeat_request_size(m, v);
}

static bool equal_broker_heartbeat_request(const void *a, const void *b)
{
	return kw_broker_heartbeat_request_equal(a, b);
}

static void init_broker_heartbeat_response(void *m)
{
	kw_broker_heartbeat_response_init(m);
}

static int decode_broker_heartbeat_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_broker_heartbeat_response_decode(m, v, r, a);
}

static int encode_broker_heartbeat_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_broker_heartbeat_response_encode(m, v, w);
}

static size_t size_broker_heartbeat_response(const void *m, int16_t v)
{
	return kw_broker_heartbeat_response_size(m, v);
}

static bool equal_broker_heartbeat_response(const void *a, const void *b)
{
	return kw_broker_heartbeat_response_equal(a, b);
}

static void init_broker_registration_change_record(void *m)
{
	kw_broker_registration_change_record_init(m);
}

static int decode_broker_registration_change_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_broker_registration_change_record_decode(m, v, r, a);
}

static int encode_broker_registration_change_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_broker_registration_change_record_encode(m, v, w);
}

static size_t size_broker_registration_change_record(const void *m, int16_t v)
{
	return kw_broker_registration_change_record_size(m, v);
}

static bool equal_broker_registration_change_record(const void *a, const void *b)
{
	return kw_broker_registration_change_record_equal(a, b);
}

static void init_broker_registration_request(void *m)
{
	kw_broker_registration_request_init(m);
}

static int decode_broker_registration_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_broker_registration_request_decode(m, v, r, a);
}

static int encode_broker_registration_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_broker_registration_request_encode(m, v, w);
}

static size_t size_broker_registration_request(const void *m, int16_t v)
{
	return kw_broker_registration_request_size(m, v);
}

static bool equal_broker_registration_request(const void *a, const void *b)
{
	return kw_broker_registration_request_equal(a, b);
}

static void init_broker_registration_response(void *m)
{
	kw_broker_registration_response_init(m);
}

static int decode_broker_registration_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_broker_registration_response_decode(m, v, r, a);
}

static int encode_broker_registration_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_broker_registration_response_encode(m, v, w);
}

static size_t size_broker_registration_response(const void *m, int16_t v)
{
	return kw_broker_registration_response_size(m, v);
}

static bool equal_broker_registration_response(const void *a, const void *b)
{
	return kw_broker_registration_response_equal(a, b);
}

static void init_client_quota_record(void *m)
{
	kw_client_quota_record_init(m);
}

static int decode_client_quota_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_client_quota_record_decode(m, v, r, a);
}

static int encode_client_quota_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_client_quota_record_encode(m, v, w);
}

static size_t size_client_quota_record(const void *m, int16_t v)
{
	return kw_client_quota_record_size(m, v);
}

static bool equal_client_quota_record(const void *a, const void *b)
{
	return kw_client_quota_record_equal(a, b);
}

static void init_config_record(void *m)
{
	kw_config_record_init(m);
}

static int decode_config_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_config_record_decode(m, v, r, a);
}

static int encode_config_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_config_record_encode(m, v, w);
}

static size_t size_config_record(const void *m, int16_t v)
{
	return kw_config_record_size(m, v);
}

static bool equal_config_record(const void *a, const void *b)
{
	return kw_config_record_equal(a, b);
}

static void init_consumer_group_current_member_assignment_key(void *m)
{
	kw_consumer_group_current_member_assignment_key_init(m);
}

static int decode_consumer_group_current_member_assignment_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_current_member_assignment_key_decode(m, v, r, a);
}

static int encode_consumer_group_current_member_assignment_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_current_member_assignment_key_encode(m, v, w);
}

static size_t size_consumer_group_current_member_assignment_key(const void *m, int16_t v)
{
	return kw_consumer_group_current_member_assignment_key_size(m, v);
}

static bool equal_consumer_group_current_member_assignment_key(const void *a, const void *b)
{
	return kw_consumer_group_current_member_assignment_key_equal(a, b);
}

static void init_consumer_group_current_member_assignment_value(void *m)
{
	kw_consumer_group_current_member_assignment_value_init(m);
}

static int decode_consumer_group_current_member_assignment_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_current_member_assignment_value_decode(m, v, r, a);
}

static int encode_consumer_group_current_member_assignment_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_current_member_assignment_value_encode(m, v, w);
}

static size_t size_consumer_group_current_member_assignment_value(const void *m, int16_t v)
{
	return kw_consumer_group_current_member_assignment_value_size(m, v);
}

static bool equal_consumer_group_current_member_assignment_value(const void *a, const void *b)
{
	return kw_consumer_group_current_member_assignment_value_equal(a, b);
}

static void init_consumer_group_describe_request(void *m)
{
	kw_consumer_group_describe_request_init(m);
}

static int decode_consumer_group_describe_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_describe_request_decode(m, v, r, a);
}

static int encode_consumer_group_describe_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_describe_request_encode(m, v, w);
}

static size_t size_consumer_group_describe_request(const void *m, int16_t v)
{
	return kw_consumer_group_describe_request_size(m, v);
}

static bool equal_consumer_group_describe_request(const void *a, const void *b)
{
	return kw_consumer_group_describe_request_equal(a, b);
}

static void init_consumer_group_describe_response(void *m)
{
	kw_consumer_group_describe_response_init(m);
}

static int decode_consumer_group_describe_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_describe_response_decode(m, v, r, a);
}

static int encode_consumer_group_describe_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_describe_response_encode(m, v, w);
}

static size_t size_consumer_group_describe_response(const void *m, int16_t v)
{
	return kw_consumer_group_describe_response_size(m, v);
}

static bool equal_consumer_group_describe_response(const void *a, const void *b)
{
	return kw_consumer_group_describe_response_equal(a, b);
}

static void init_consumer_group_heartbeat_request(void *m)
{
	kw_consumer_group_heartbeat_request_init(m);
}

static int decode_consumer_group_heartbeat_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_heartbeat_request_decode(m, v, r, a);
}

static int encode_consumer_group_heartbeat_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_heartbeat_request_encode(m, v, w);
}

static size_t size_consumer_group_heartbeat_request(const void *m, int16_t v)
{
	return kw_consumer_group_heartbeat_request_size(m, v);
}

static bool equal_consumer_group_heartbeat_request(const void *a, const void *b)
{
	return kw_consumer_group_heartbeat_request_equal(a, b);
}

static void init_consumer_group_heartbeat_response(void *m)
{
	kw_consumer_group_heartbeat_response_init(m);
}

static int decode_consumer_group_heartbeat_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_heartbeat_response_decode(m, v, r, a);
}

static int encode_consumer_group_heartbeat_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_heartbeat_response_encode(m, v, w);
}

static size_t size_consumer_group_heartbeat_response(const void *m, int16_t v)
{
	return kw_consumer_group_heartbeat_response_size(m, v);
}

static bool equal_consumer_group_heartbeat_response(const void *a, const void *b)
{
	return kw_consumer_group_heartbeat_response_equal(a, b);
}

static void init_consumer_group_member_metadata_key(void *m)
{
	kw_consumer_group_member_metadata_key_init(m);
}

static int decode_consumer_group_member_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_member_metadata_key_decode(m, v, r, a);
}

static int encode_consumer_group_member_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_member_metadata_key_encode(m, v, w);
}

static size_t size_consumer_group_member_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_member_metadata_key_size(m, v);
}

static bool equal_consumer_group_member_metadata_key(const void *a, const void *b)
{
	return kw_consumer_group_member_metadata_key_equal(a, b);
}

static void init_consumer_group_member_metadata_value(void *m)
{
	kw_consumer_group_member_metadata_value_init(m);
}

static int decode_consumer_group_member_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_member_metadata_value_decode(m, v, r, a);
}

static int encode_consumer_group_member_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_member_metadata_value_encode(m, v, w);
}

static size_t size_consumer_group_member_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_member_metadata_value_size(m, v);
}

static bool equal_consumer_group_member_metadata_value(const void *a, const void *b)
{
	return kw_consumer_group_member_metadata_value_equal(a, b);
}

static void init_consumer_group_metadata_key(void *m)
{
	kw_consumer_group_metadata_key_init(m);
}

static int decode_consumer_group_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_metadata_key_decode(m, v, r, a);
}

static int encode_consumer_group_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_metadata_key_encode(m, v, w);
}

static size_t size_consumer_group_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_metadata_key_size(m, v);
}

static bool equal_consumer_group_metadata_key(const void *a, const void *b)
{
	return kw_consumer_group_metadata_key_equal(a, b);
}

static void init_consumer_group_metadata_value(void *m)
{
	kw_consumer_group_metadata_value_init(m);
}

static int decode_consumer_group_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_metadata_value_decode(m, v, r, a);
}

static int encode_consumer_group_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_metadata_value_encode(m, v, w);
}

static size_t size_consumer_group_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_metadata_value_size(m, v);
}

static bool equal_consumer_group_metadata_value(const void *a, const void *b)
{
	return kw_consumer_group_metadata_value_equal(a, b);
}

static void init_consumer_group_partition_metadata_key(void *m)
{
	kw_consumer_group_partition_metadata_key_init(m);
}

static int decode_consumer_group_partition_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_partition_metadata_key_decode(m, v, r, a);
}

static int encode_consumer_group_partition_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_partition_metadata_key_encode(m, v, w);
}

static size_t size_consumer_group_partition_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_partition_metadata_key_size(m, v);
}

static bool equal_consumer_group_partition_metadata_key(const void *a, const void *b)
{
	return kw_consumer_group_partition_metadata_key_equal(a, b);
}

static void init_consumer_group_partition_metadata_value(void *m)
{
	kw_consumer_group_partition_metadata_value_init(m);
}

static int decode_consumer_group_partition_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_partition_metadata_value_decode(m, v, r, a);
}

static int encode_consumer_group_partition_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_partition_metadata_value_encode(m, v, w);
}

static size_t size_consumer_group_partition_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_partition_metadata_value_size(m, v);
}

static bool equal_consumer_group_partition_metadata_value(const void *a, const void *b)
{
	return kw_consumer_group_partition_metadata_value_equal(a, b);
}

static void init_consumer_group_target_assignment_member_key(void *m)
{
	kw_consumer_group_target_assignment_member_key_init(m);
}

static int decode_consumer_group_target_assignment_member_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_target_assignment_member_key_decode(m, v, r, a);
}

static int encode_consumer_group_target_assignment_member_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_target_assignment_member_key_encode(m, v, w);
}

static size_t size_consumer_group_target_assignment_member_key(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_member_key_size(m, v);
}

static bool equal_consumer_group_target_assignment_member_key(const void *a, const void *b)
{
	return kw_consumer_group_target_assignment_member_key_equal(a, b);
}

static void init_consumer_group_target_assignment_member_value(void *m)
{
	kw_consumer_group_target_assignment_member_value_init(m);
}

static int decode_consumer_group_target_assignment_member_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_target_assignment_member_value_decode(m, v, r, a);
}

static int encode_consumer_group_target_assignment_member_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_target_assignment_member_value_encode(m, v, w);
}

static size_t size_consumer_group_target_assignment_member_value(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_member_value_size(m, v);
}

static bool equal_consumer_group_target_assignment_member_value(const void *a, const void *b)
{
	return kw_consumer_group_target_assignment_member_value_equal(a, b);
}

static void init_consumer_group_target_assignment_metadata_key(void *m)
{
	kw_consumer_group_target_assignment_metadata_key_init(m);
}

static int decode_consumer_group_target_assignment_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_target_assignment_metadata_key_decode(m, v, r, a);
}

static int encode_consumer_group_target_assignment_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_target_assignment_metadata_key_encode(m, v, w);
}

static size_t size_consumer_group_target_assignment_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_metadata_key_size(m, v);
}

static bool equal_consumer_group_target_assignment_metadata_key(const void *a, const void *b)
{
	return kw_consumer_group_target_assignment_metadata_key_equal(a, b);
}

static void init_consumer_group_target_assignment_metadata_value(void *m)
{
	kw_consumer_group_target_assignment_metadata_value_init(m);
}

static int decode_consumer_group_target_assignment_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_group_target_assignment_metadata_value_decode(m, v, r, a);
}

static int encode_consumer_group_target_assignment_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_group_target_assignment_metadata_value_encode(m, v, w);
}

static size_t size_consumer_group_target_assignment_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_metadata_value_size(m, v);
}

static bool equal_consumer_group_target_assignment_metadata_value(const void *a, const void *b)
{
	return kw_consumer_group_target_assignment_metadata_value_equal(a, b);
}

static void init_consumer_protocol_assignment(void *m)
{
	kw_consumer_protocol_assignment_init(m);
}

static int decode_consumer_protocol_assignment(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_protocol_assignment_decode(m, v, r, a);
}

static int encode_consumer_protocol_assignment(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_protocol_assignment_encode(m, v, w);
}

static size_t size_consumer_protocol_assignment(const void *m, int16_t v)
{
	return kw_consumer_protocol_assignment_size(m, v);
}

static bool equal_consumer_protocol_assignment(const void *a, const void *b)
{
	return kw_consumer_protocol_assignment_equal(a, b);
}

static void init_consumer_protocol_subscription(void *m)
{
	kw_consumer_protocol_subscription_init(m);
}

static int decode_consumer_protocol_subscription(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_consumer_protocol_subscription_decode(m, v, r, a);
}

static int encode_consumer_protocol_subscription(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_consumer_protocol_subscription_encode(m, v, w);
}

static size_t size_consumer_protocol_subscription(const void *m, int16_t v)
{
	return kw_consumer_protocol_subscription_size(m, v);
}

static bool equal_consumer_protocol_subscription(const void *a, const void *b)
{
	return kw_consumer_protocol_subscription_equal(a, b);
}

static void init_controlled_shutdown_request(void *m)
{
	kw_controlled_shutdown_request_init(m);
}

static int decode_controlled_shutdown_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_controlled_shutdown_request_decode(m, v, r, a);
}

static int encode_controlled_shutdown_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_controlled_shutdown_request_encode(m, v, w);
}

static size_t size_controlled_shutdown_request(const void *m, int16_t v)
{
	return kw_controlled_shutdown_request_size(m, v);
}

static bool equal_controlled_shutdown_request(const void *a, const void *b)
{
	return kw_controlled_shutdown_request_equal(a, b);
}

static void init_controlled_shutdown_response(void *m)
{
	kw_controlled_shutdown_response_init(m);
}

static int decode_controlled_shutdown_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_controlled_shutdown_response_decode(m, v, r, a);
}

static int encode_controlled_shutdown_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_controlled_shutdown_response_encode(m, v, w);
}

static size_t size_controlled_shutdown_response(const void *m, int16_t v)
{
	return kw_controlled_shutdown_response_size(m, v);
}

static bool equal_controlled_shutdown_response(const void *a, const void *b)
{
	return kw_controlled_shutdown_response_equal(a, b);
}

static void init_controller_registration_request(void *m)
{
	kw_controller_registration_request_init(m);
}

static int decode_controller_registration_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_controller_registration_request_decode(m, v, r, a);
}

static int encode_controller_registration_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_controller_registration_request_encode(m, v, w);
}

static size_t size_controller_registration_request(const void *m, int16_t v)
{
	return kw_controller_registration_request_size(m, v);
}

static bool equal_controller_registration_request(const void *a, const void *b)
{
	return kw_controller_registration_request_equal(a, b);
}

static void init_controller_registration_response(void *m)
{
	kw_controller_registration_response_init(m);
}

static int decode_controller_registration_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_controller_registration_response_decode(m, v, r, a);
}

static int encode_controller_registration_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_controller_registration_response_encode(m, v, w);
}

static size_t size_controller_registration_response(const void *m, int16_t v)
{
	return kw_controller_registration_response_size(m, v);
}

static bool equal_controller_registration_response(const void *a, const void *b)
{
	return kw_controller_registration_response_equal(a, b);
}

static void init_create_acls_request(void *m)
{
	kw_create_acls_request_init(m);
}

static int decode_create_acls_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_acls_request_decode(m, v, r, a);
}

static int encode_create_acls_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_acls_request_encode(m, v, w);
}

static size_t size_create_acls_request(const void *m, int16_t v)
{
	return kw_create_acls_request_size(m, v);
}

static bool equal_create_acls_request(const void *a, const void *b)
{
	return kw_create_acls_request_equal(a, b);
}

static void init_create_acls_response(void *m)
{
	kw_create_acls_response_init(m);
}

static int decode_create_acls_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_acls_response_decode(m, v, r, a);
}

static int encode_create_acls_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_acls_response_encode(m, v, w);
}

static size_t size_create_acls_response(const void *m, int16_t v)
{
	return kw_create_acls_response_size(m, v);
}

static bool equal_create_acls_response(const void *a, const void *b)
{
	return kw_create_acls_response_equal(a, b);
}

static void init_create_delegation_token_request(void *m)
{
	kw_create_delegation_token_request_init(m);
}

static int decode_create_delegation_token_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_delegation_token_request_decode(m, v, r, a);
}

static int encode_create_delegation_token_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_delegation_token_request_encode(m, v, w);
}

static size_t size_create_delegation_token_request(const void *m, int16_t v)
{
	return kw_create_delegation_token_request_size(m, v);
}

static bool equal_create_delegation_token_request(const void *a, const void *b)
{
	return kw_create_delegation_token_request_equal(a, b);
}

static void init_create_delegation_token_response(void *m)
{
	kw_create_delegation_token_response_init(m);
}

static int decode_create_delegation_token_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_delegation_token_response_decode(m, v, r, a);
}

static int encode_create_delegation_token_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_delegation_token_response_encode(m, v, w);
}

static size_t size_create_delegation_token_response(const void *m, int16_t v)
{
	return kw_create_delegation_token_response_size(m, v);
}

static bool equal_create_delegation_token_response(const void *a, const void *b)
{
	return kw_create_delegation_token_response_equal(a, b);
}

static void init_create_partitions_request(void *m)
{
	kw_create_partitions_request_init(m);
}

static int decode_create_partitions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_partitions_request_decode(m, v, r, a);
}

static int encode_create_partitions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_partitions_request_encode(m, v, w);
}

static size_t size_create_partitions_request(const void *m, int16_t v)
{
	return kw_create_partitions_request_size(m, v);
}

static bool equal_create_partitions_request(const void *a, const void *b)
{
	return kw_create_partitions_request_equal(a, b);
}

static void init_create_partitions_response(void *m)
{
	kw_create_partitions_response_init(m);
}

static int decode_create_partitions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_partitions_response_decode(m, v, r, a);
}

static int encode_create_partitions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_partitions_response_encode(m, v, w);
}

static size_t size_create_partitions_response(const void *m, int16_t v)
{
	return kw_create_partitions_response_size(m, v);
}

static bool equal_create_partitions_response(const void *a, const void *b)
{
	return kw_create_partitions_response_equal(a, b);
}

static void init_create_topics_request(void *m)
{
	kw_create_topics_request_init(m);
}

static int decode_create_topics_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_topics_request_decode(m, v, r, a);
}

static int encode_create_topics_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_topics_request_encode(m, v, w);
}

static size_t size_create_topics_request(const void *m, int16_t v)
{
	return kw_create_topics_request_size(m, v);
}

static bool equal_create_topics_request(const void *a, const void *b)
{
	return kw_create_topics_request_equal(a, b);
}

static void init_create_topics_response(void *m)
{
	kw_create_topics_response_init(m);
}

static int decode_create_topics_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_create_topics_response_decode(m, v, r, a);
}

static int encode_create_topics_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_create_topics_response_encode(m, v, w);
}

static size_t size_create_topics_response(const void *m, int16_t v)
{
	return kw_create_topics_response_size(m, v);
}

static bool equal_create_topics_response(const void *a, const void *b)
{
	return kw_create_topics_response_equal(a, b);
}

static void init_default_principal_data(void *m)
{
	kw_default_principal_data_init(m);
}

static int decode_default_principal_data(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_default_principal_data_decode(m, v, r, a);
}

static int encode_default_principal_data(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_default_principal_data_encode(m, v, w);
}

static size_t size_default_principal_data(const void *m, int16_t v)
{
	return kw_default_principal_data_size(m, v);
}

static bool equal_default_principal_data(const void *a, const void *b)
{
	return kw_default_principal_data_equal(a, b);
}

static void init_delegation_token_record(void *m)
{
	kw_delegation_token_record_init(m);
}

static int decode_delegation_token_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delegation_token_record_decode(m, v, r, a);
}

static int encode_delegation_token_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delegation_token_record_encode(m, v, w);
}

static size_t size_delegation_token_record(const void *m, int16_t v)
{
	return kw_delegation_token_record_size(m, v);
}

static bool equal_delegation_token_record(const void *a, const void *b)
{
	return kw_delegation_token_record_equal(a, b);
}

static void init_delete_acls_request(void *m)
{
	kw_delete_acls_request_init(m);
}

static int decode_delete_acls_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_acls_request_decode(m, v, r, a);
}

static int encode_delete_acls_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_acls_request_encode(m, v, w);
}

static size_t size_delete_acls_request(const void *m, int16_t v)
{
	return kw_delete_acls_request_size(m, v);
}

static bool equal_delete_acls_request(const void *a, const void *b)
{
	return kw_delete_acls_request_equal(a, b);
}

static void init_delete_acls_response(void *m)
{
	kw_delete_acls_response_init(m);
}

static int decode_delete_acls_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_acls_response_decode(m, v, r, a);
}

static int encode_delete_acls_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_acls_response_encode(m, v, w);
}

static size_t size_delete_acls_response(const void *m, int16_t v)
{
	return kw_delete_acls_response_size(m, v);
}

static bool equal_delete_acls_response(const void *a, const void *b)
{
	return kw_delete_acls_response_equal(a, b);
}

static void init_delete_groups_request(void *m)
{
	kw_delete_groups_request_init(m);
}

static int decode_delete_groups_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_groups_request_decode(m, v, r, a);
}

static int encode_delete_groups_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_groups_request_encode(m, v, w);
}

static size_t size_delete_groups_request(const void *m, int16_t v)
{
	return kw_delete_groups_request_size(m, v);
}

static bool equal_delete_groups_request(const void *a, const void *b)
{
	return kw_delete_groups_request_equal(a, b);
}

static void init_delete_groups_response(void *m)
{
	kw_delete_groups_response_init(m);
}

static int decode_delete_groups_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_groups_response_decode(m, v, r, a);
}

static int encode_delete_groups_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_groups_response_encode(m, v, w);
}

static size_t size_delete_groups_response(const void *m, int16_t v)
{
	return kw_delete_groups_response_size(m, v);
}

static bool equal_delete_groups_response(const void *a, const void *b)
{
	return kw_delete_groups_response_equal(a, b);
}

static void init_delete_records_request(void *m)
{
	kw_delete_records_request_init(m);
}

static int decode_delete_records_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_records_request_decode(m, v, r, a);
}

static int encode_delete_records_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_records_request_encode(m, v, w);
}

static size_t size_delete_records_request(const void *m, int16_t v)
{
	return kw_delete_records_request_size(m, v);
}

static bool equal_delete_records_request(const void *a, const void *b)
{
	return kw_delete_records_request_equal(a, b);
}

static void init_delete_records_response(void *m)
{
	kw_delete_records_response_init(m);
}

static int decode_delete_records_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_records_response_decode(m, v, r, a);
}

static int encode_delete_records_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_records_response_encode(m, v, w);
}

static size_t size_delete_records_response(const void *m, int16_t v)
{
	return kw_delete_records_response_size(m, v);
}

static bool equal_delete_records_response(const void *a, const void *b)
{
	return kw_delete_records_response_equal(a, b);
}

static void init_delete_share_group_state_request(void *m)
{
	kw_delete_share_group_state_request_init(m);
}

static int decode_delete_share_group_state_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_share_group_state_request_decode(m, v, r, a);
}

static int encode_delete_share_group_state_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_share_group_state_request_encode(m, v, w);
}

static size_t size_delete_share_group_state_request(const void *m, int16_t v)
{
	return kw_delete_share_group_state_request_size(m, v);
}

static bool equal_delete_share_group_state_request(const void *a, const void *b)
{
	return kw_delete_share_group_state_request_equal(a, b);
}

static void init_delete_share_group_state_response(void *m)
{
	kw_delete_share_group_state_response_init(m);
}

static int decode_delete_share_group_state_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_share_group_state_response_decode(m, v, r, a);
}

static int encode_delete_share_group_state_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_share_group_state_response_encode(m, v, w);
}

static size_t size_delete_share_group_state_response(const void *m, int16_t v)
{
	return kw_delete_share_group_state_response_size(m, v);
}

static bool equal_delete_share_group_state_response(const void *a, const void *b)
{
	return kw_delete_share_group_state_response_equal(a, b);
}

static void init_delete_topics_request(void *m)
{
	kw_delete_topics_request_init(m);
}

static int decode_delete_topics_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_topics_request_decode(m, v, r, a);
}

static int encode_delete_topics_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_topics_request_encode(m, v, w);
}

static size_t size_delete_topics_request(const void *m, int16_t v)
{
	return kw_delete_topics_request_size(m, v);
}

static bool equal_delete_topics_request(const void *a, const void *b)
{
	return kw_delete_topics_request_equal(a, b);
}

static void init_delete_topics_response(void *m)
{
	kw_delete_topics_response_init(m);
}

static int decode_delete_topics_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_delete_topics_response_decode(m, v, r, a);
}

static int encode_delete_topics_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_delete_topics_response_encode(m, v, w);
}

static size_t size_delete_topics_response(const void *m, int16_t v)
{
	return kw_delete_topics_response_size(m, v);
}

static bool equal_delete_topics_response(const void *a, const void *b)
{
	return kw_delete_topics_response_equal(a, b);
}

static void init_describe_acls_request(void *m)
{
	kw_describe_acls_request_init(m);
}

static int decode_describe_acls_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_acls_request_decode(m, v, r, a);
}

static int encode_describe_acls_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_acls_request_encode(m, v, w);
}

static size_t size_describe_acls_request(const void *m, int16_t v)
{
	return kw_describe_acls_request_size(m, v);
}

static bool equal_describe_acls_request(const void *a, const void *b)
{
	return kw_describe_acls_request_equal(a, b);
}

static void init_describe_acls_response(void *m)
{
	kw_describe_acls_response_init(m);
}

static int decode_describe_acls_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_acls_response_decode(m, v, r, a);
}

static int encode_describe_acls_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_acls_response_encode(m, v, w);
}

static size_t size_describe_acls_response(const void *m, int16_t v)
{
	return kw_describe_acls_response_size(m, v);
}

static bool equal_describe_acls_response(const void *a, const void *b)
{
	return kw_describe_acls_response_equal(a, b);
}

static void init_describe_client_quotas_request(void *m)
{
	kw_describe_client_quotas_request_init(m);
}

static int decode_describe_client_quotas_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_client_quotas_request_decode(m, v, r, a);
}

static int encode_describe_client_quotas_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_client_quotas_request_encode(m, v, w);
}

static size_t size_describe_client_quotas_request(const void *m, int16_t v)
{
	return kw_describe_client_quotas_request_size(m, v);
}

static bool equal_describe_client_quotas_request(const void *a, const void *b)
{
	return kw_describe_client_quotas_request_equal(a, b);
}

static void init_describe_client_quotas_response(void *m)
{
	kw_describe_client_quotas_response_init(m);
}

static int decode_describe_client_quotas_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_client_quotas_response_decode(m, v, r, a);
}

static int encode_describe_client_quotas_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_client_quotas_response_encode(m, v, w);
}

static size_t size_describe_client_quotas_response(const void *m, int16_t v)
{
	return kw_describe_client_quotas_response_size(m, v);
}

static bool equal_describe_client_quotas_response(const void *a, const void *b)
{
	return kw_describe_client_quotas_response_equal(a, b);
}

static void init_describe_cluster_request(void *m)
{
	kw_describe_cluster_request_init(m);
}

static int decode_describe_cluster_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_cluster_request_decode(m, v, r, a);
}

static int encode_describe_cluster_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_cluster_request_encode(m, v, w);
}

static size_t size_describe_cluster_request(const void *m, int16_t v)
{
	return kw_describe_cluster_request_size(m, v);
}

static bool equal_describe_cluster_request(const void *a, const void *b)
{
	return kw_describe_cluster_request_equal(a, b);
}

static void init_describe_cluster_response(void *m)
{
	kw_describe_cluster_response_init(m);
}

static int decode_describe_cluster_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_cluster_response_decode(m, v, r, a);
}

static int encode_describe_cluster_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_cluster_response_encode(m, v, w);
}

static size_t size_describe_cluster_response(const void *m, int16_t v)
{
	return kw_describe_cluster_response_size(m, v);
}

static bool equal_describe_cluster_response(const void *a, const void *b)
{
	return kw_describe_cluster_response_equal(a, b);
}

static void init_describe_configs_request(void *m)
{
	kw_describe_configs_request_init(m);
}

static int decode_describe_configs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_configs_request_decode(m, v, r, a);
}

static int encode_describe_configs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_configs_request_encode(m, v, w);
}

static size_t size_describe_configs_request(const void *m, int16_t v)
{
	return kw_describe_configs_request_size(m, v);
}

static bool equal_describe_configs_request(const void *a, const void *b)
{
	return kw_describe_configs_request_equal(a, b);
}

static void init_describe_configs_response(void *m)
{
	kw_describe_configs_response_init(m);
}

static int decode_describe_configs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_configs_response_decode(m, v, r, a);
}

static int encode_describe_configs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_configs_response_encode(m, v, w);
}

static size_t size_describe_configs_response(const void *m, int16_t v)
{
	return kw_describe_configs_response_size(m, v);
}

static bool equal_describe_configs_response(const void *a, const void *b)
{
	return kw_describe_configs_response_equal(a, b);
}

static void init_describe_delegation_token_request(void *m)
{
	kw_describe_delegation_token_request_init(m);
}

static int decode_describe_delegation_token_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_delegation_token_request_decode(m, v, r, a);
}

static int encode_describe_delegation_token_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_delegation_token_request_encode(m, v, w);
}

static size_t size_describe_delegation_token_request(const void *m, int16_t v)
{
	return kw_describe_delegation_token_request_size(m, v);
}

static bool equal_describe_delegation_token_request(const void *a, const void *b)
{
	return kw_describe_delegation_token_request_equal(a, b);
}

static void init_describe_delegation_token_response(void *m)
{
	kw_describe_delegation_token_response_init(m);
}

static int decode_describe_delegation_token_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_delegation_token_response_decode(m, v, r, a);
}

static int encode_describe_delegation_token_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_delegation_token_response_encode(m, v, w);
}

static size_t size_describe_delegation_token_response(const void *m, int16_t v)
{
	return kw_describe_delegation_token_response_size(m, v);
}

static bool equal_describe_delegation_token_response(const void *a, const void *b)
{
	return kw_describe_delegation_token_response_equal(a, b);
}

static void init_describe_groups_request(void *m)
{
	kw_describe_groups_request_init(m);
}

static int decode_describe_groups_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_groups_request_decode(m, v, r, a);
}

static int encode_describe_groups_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_groups_request_encode(m, v, w);
}

static size_t size_describe_groups_request(const void *m, int16_t v)
{
	return kw_describe_groups_request_size(m, v);
}

static bool equal_describe_groups_request(const void *a, const void *b)
{
	return kw_describe_groups_request_equal(a, b);
}

static void init_describe_groups_response(void *m)
{
	kw_describe_groups_response_init(m);
}

static int decode_describe_groups_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_groups_response_decode(m, v, r, a);
}

static int encode_describe_groups_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_groups_response_encode(m, v, w);
}

static size_t size_describe_groups_response(const void *m, int16_t v)
{
	return kw_describe_groups_response_size(m, v);
}

static bool equal_describe_groups_response(const void *a, const void *b)
{
	return kw_describe_groups_response_equal(a, b);
}

static void init_describe_log_dirs_request(void *m)
{
	kw_describe_log_dirs_request_init(m);
}

static int decode_describe_log_dirs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_log_dirs_request_decode(m, v, r, a);
}

static int encode_describe_log_dirs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_log_dirs_request_encode(m, v, w);
}

static size_t size_describe_log_dirs_request(const void *m, int16_t v)
{
	return kw_describe_log_dirs_request_size(m, v);
}

static bool equal_describe_log_dirs_request(const void *a, const void *b)
{
	return kw_describe_log_dirs_request_equal(a, b);
}

static void init_describe_log_dirs_response(void *m)
{
	kw_describe_log_dirs_response_init(m);
}

static int decode_describe_log_dirs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_log_dirs_response_decode(m, v, r, a);
}

static int encode_describe_log_dirs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_log_dirs_response_encode(m, v, w);
}

static size_t size_describe_log_dirs_response(const void *m, int16_t v)
{
	return kw_describe_log_dirs_response_size(m, v);
}

static bool equal_describe_log_dirs_response(const void *a, const void *b)
{
	return kw_describe_log_dirs_response_equal(a, b);
}

static void init_describe_producers_request(void *m)
{
	kw_describe_producers_request_init(m);
}

static int decode_describe_producers_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_producers_request_decode(m, v, r, a);
}

static int encode_describe_producers_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_producers_request_encode(m, v, w);
}

static size_t size_describe_producers_request(const void *m, int16_t v)
{
	return kw_describe_producers_request_size(m, v);
}

static bool equal_describe_producers_request(const void *a, const void *b)
{
	return kw_describe_producers_request_equal(a, b);
}

static void init_describe_producers_response(void *m)
{
	kw_describe_producers_response_init(m);
}

static int decode_describe_producers_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_producers_response_decode(m, v, r, a);
}

static int encode_describe_producers_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_producers_response_encode(m, v, w);
}

static size_t size_describe_producers_response(const void *m, int16_t v)
{
	return kw_describe_producers_response_size(m, v);
}

static bool equal_describe_producers_response(const void *a, const void *b)
{
	return kw_describe_producers_response_equal(a, b);
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

static void init_describe_topic_partitions_request(void *m)
{
	kw_describe_topic_partitions_request_init(m);
}

static int decode_describe_topic_partitions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_topic_partitions_request_decode(m, v, r, a);
}

static int encode_describe_topic_partitions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_topic_partitions_request_encode(m, v, w);
}

static size_t size_describe_topic_partitions_request(const void *m, int16_t v)
{
	return kw_describe_topic_partitions_request_size(m, v);
}

static bool equal_describe_topic_partitions_request(const void *a, const void *b)
{
	return kw_describe_topic_partitions_request_equal(a, b);
}

static void init_describe_topic_partitions_response(void *m)
{
	kw_describe_topic_partitions_response_init(m);
}

static int decode_describe_topic_partitions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_topic_partitions_response_decode(m, v, r, a);
}

static int encode_describe_topic_partitions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_topic_partitions_response_encode(m, v, w);
}

static size_t size_describe_topic_partitions_response(const void *m, int16_t v)
{
	return kw_describe_topic_partitions_response_size(m, v);
}

static bool equal_describe_topic_partitions_response(const void *a, const void *b)
{
	return kw_describe_topic_partitions_response_equal(a, b);
}

static void init_describe_transactions_request(void *m)
{
	kw_describe_transactions_request_init(m);
}

static int decode_describe_transactions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_transactions_request_decode(m, v, r, a);
}

static int encode_describe_transactions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_transactions_request_encode(m, v, w);
}

static size_t size_describe_transactions_request(const void *m, int16_t v)
{
	return kw_describe_transactions_request_size(m, v);
}

static bool equal_describe_transactions_request(const void *a, const void *b)
{
	return kw_describe_transactions_request_equal(a, b);
}

static void init_describe_transactions_response(void *m)
{
	kw_describe_transactions_response_init(m);
}

static int decode_describe_transactions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_transactions_response_decode(m, v, r, a);
}

static int encode_describe_transactions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_transactions_response_encode(m, v, w);
}

static size_t size_describe_transactions_response(const void *m, int16_t v)
{
	return kw_describe_transactions_response_size(m, v);
}

static bool equal_describe_transactions_response(const void *a, const void *b)
{
	return kw_describe_transactions_response_equal(a, b);
}

static void init_describe_user_scram_credentials_request(void *m)
{
	kw_describe_user_scram_credentials_request_init(m);
}

static int decode_describe_user_scram_credentials_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_user_scram_credentials_request_decode(m, v, r, a);
}

static int encode_describe_user_scram_credentials_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_user_scram_credentials_request_encode(m, v, w);
}

static size_t size_describe_user_scram_credentials_request(const void *m, int16_t v)
{
	return kw_describe_user_scram_credentials_request_size(m, v);
}

static bool equal_describe_user_scram_credentials_request(const void *a, const void *b)
{
	return kw_describe_user_scram_credentials_request_equal(a, b);
}

static void init_describe_user_scram_credentials_response(void *m)
{
	kw_describe_user_scram_credentials_response_init(m);
}

static int decode_describe_user_scram_credentials_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_user_scram_credentials_response_decode(m, v, r, a);
}

static int encode_describe_user_scram_credentials_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_user_scram_credentials_response_encode(m, v, w);
}

static size_t size_describe_user_scram_credentials_response(const void *m, int16_t v)
{
	return kw_describe_user_scram_credentials_response_size(m, v);
}

static bool equal_describe_user_scram_credentials_response(const void *a, const void *b)
{
	return kw_describe_user_scram_credentials_response_equal(a, b);
}

static void init_describe_voter_change_request(void *m)
{
	kw_describe_voter_change_request_init(m);
}

static int decode_describe_voter_change_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_voter_change_request_decode(m, v, r, a);
}

static int encode_describe_voter_change_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_voter_change_request_encode(m, v, w);
}

static size_t size_describe_voter_change_request(const void *m, int16_t v)
{
	return kw_describe_voter_change_request_size(m, v);
}

static bool equal_describe_voter_change_request(const void *a, const void *b)
{
	return kw_describe_voter_change_request_equal(a, b);
}

static void init_describe_voter_change_response(void *m)
{
	kw_describe_voter_change_response_init(m);
}

static int decode_describe_voter_change_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_describe_voter_change_response_decode(m, v, r, a);
}

static int encode_describe_voter_change_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_describe_voter_change_response_encode(m, v, w);
}

static size_t size_describe_voter_change_response(const void *m, int16_t v)
{
	return kw_describe_voter_change_response_size(m, v);
}

static bool equal_describe_voter_change_response(const void *a, const void *b)
{
	return kw_describe_voter_change_response_equal(a, b);
}

static void init_elect_leaders_request(void *m)
{
	kw_elect_leaders_request_init(m);
}

static int decode_elect_leaders_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_elect_leaders_request_decode(m, v, r, a);
}

static int encode_elect_leaders_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_elect_leaders_request_encode(m, v, w);
}

static size_t size_elect_leaders_request(const void *m, int16_t v)
{
	return kw_elect_leaders_request_size(m, v);
}

static bool equal_elect_leaders_request(const void *a, const void *b)
{
	return kw_elect_leaders_request_equal(a, b);
}

static void init_elect_leaders_response(void *m)
{
	kw_elect_leaders_response_init(m);
}

static int decode_elect_leaders_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_elect_leaders_response_decode(m, v, r, a);
}

static int encode_elect_leaders_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_elect_leaders_response_encode(m, v, w);
}

static size_t size_elect_leaders_response(const void *m, int16_t v)
{
	return kw_elect_leaders_response_size(m, v);
}

static bool equal_elect_leaders_response(const void *a, const void *b)
{
	return kw_elect_leaders_response_equal(a, b);
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

static void init_end_transaction_record(void *m)
{
	kw_end_transaction_record_init(m);
}

static int decode_end_transaction_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_end_transaction_record_decode(m, v, r, a);
}

static int encode_end_transaction_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_end_transaction_record_encode(m, v, w);
}

static size_t size_end_transaction_record(const void *m, int16_t v)
{
	return kw_end_transaction_record_size(m, v);
}

static bool equal_end_transaction_record(const void *a, const void *b)
{
	return kw_end_transaction_record_equal(a, b);
}

static void init_end_txn_request(void *m)
{
	kw_end_txn_request_init(m);
}

static int decode_end_txn_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_end_txn_request_decode(m, v, r, a);
}

static int encode_end_txn_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_end_txn_request_encode(m, v, w);
}

static size_t size_end_txn_request(const void *m, int16_t v)
{
	return kw_end_txn_request_size(m, v);
}

static bool equal_end_txn_request(const void *a, const void *b)
{
	return kw_end_txn_request_equal(a, b);
}

static void init_end_txn_response(void *m)
{
	kw_end_txn_response_init(m);
}

static int decode_end_txn_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_end_txn_response_decode(m, v, r, a);
}

static int encode_end_txn_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_end_txn_response_encode(m, v, w);
}

static size_t size_end_txn_response(const void *m, int16_t v)
{
	return kw_end_txn_response_size(m, v);
}

static bool equal_end_txn_response(const void *a, const void *b)
{
	return kw_end_txn_response_equal(a, b);
}

static void init_envelope_request(void *m)
{
	kw_envelope_request_init(m);
}

static int decode_envelope_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_envelope_request_decode(m, v, r, a);
}

static int encode_envelope_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_envelope_request_encode(m, v, w);
}

static size_t size_envelope_request(const void *m, int16_t v)
{
	return kw_envelope_request_size(m, v);
}

static bool equal_envelope_request(const void *a, const void *b)
{
	return kw_envelope_request_equal(a, b);
}

static void init_envelope_response(void *m)
{
	kw_envelope_response_init(m);
}

static int decode_envelope_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_envelope_response_decode(m, v, r, a);
}

static int encode_envelope_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_envelope_response_encode(m, v, w);
}

static size_t size_envelope_response(const void *m, int16_t v)
{
	return kw_envelope_response_size(m, v);
}

static bool equal_envelope_response(const void *a, const void *b)
{
	return kw_envelope_response_equal(a, b);
}

static void init_expire_delegation_token_request(void *m)
{
	kw_expire_delegation_token_request_init(m);
}

static int decode_expire_delegation_token_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_expire_delegation_token_request_decode(m, v, r, a);
}

static int encode_expire_delegation_token_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_expire_delegation_token_request_encode(m, v, w);
}

static size_t size_expire_delegation_token_request(const void *m, int16_t v)
{
	return kw_expire_delegation_token_request_size(m, v);
}

static bool equal_expire_delegation_token_request(const void *a, const void *b)
{
	return kw_expire_delegation_token_request_equal(a, b);
}

static void init_expire_delegation_token_response(void *m)
{
	kw_expire_delegation_token_response_init(m);
}

static int decode_expire_delegation_token_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_expire_delegation_token_response_decode(m, v, r, a);
}

static int encode_expire_delegation_token_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_expire_delegation_token_response_encode(m, v, w);
}

static size_t size_expire_delegation_token_response(const void *m, int16_t v)
{
	return kw_expire_delegation_token_response_size(m, v);
}

static bool equal_expire_delegation_token_response(const void *a, const void *b)
{
	return kw_expire_delegation_token_response_equal(a, b);
}

static void init_feature_level_record(void *m)
{
	kw_feature_level_record_init(m);
}

static int decode_feature_level_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_feature_level_record_decode(m, v, r, a);
}

static int encode_feature_level_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_feature_level_record_encode(m, v, w);
}

static size_t size_feature_level_record(const void *m, int16_t v)
{
	return kw_feature_level_record_size(m, v);
}

static bool equal_feature_level_record(const void *a, const void *b)
{
	return kw_feature_level_record_equal(a, b);
}

static void init_fence_broker_record(void *m)
{
	kw_fence_broker_record_init(m);
}

static int decode_fence_broker_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_fence_broker_record_decode(m, v, r, a);
}

static int encode_fence_broker_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_fence_broker_record_encode(m, v, w);
}

static size_t size_fence_broker_record(const void *m, int16_t v)
{
	return kw_fence_broker_record_size(m, v);
}

static bool equal_fence_broker_record(const void *a, const void *b)
{
	return kw_fence_broker_record_equal(a, b);
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

static void init_find_coordinator_request(void *m)
{
	kw_find_coordinator_request_init(m);
}

static int decode_find_coordinator_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_find_coordinator_request_decode(m, v, r, a);
}

static int encode_find_coordinator_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_find_coordinator_request_encode(m, v, w);
}

static size_t size_find_coordinator_request(const void *m, int16_t v)
{
	return kw_find_coordinator_request_size(m, v);
}

static bool equal_find_coordinator_request(const void *a, const void *b)
{
	return kw_find_coordinator_request_equal(a, b);
}

static void init_find_coordinator_response(void *m)
{
	kw_find_coordinator_response_init(m);
}

static int decode_find_coordinator_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_find_coordinator_response_decode(m, v, r, a);
}

static int encode_find_coordinator_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_find_coordinator_response_encode(m, v, w);
}

static size_t size_find_coordinator_response(const void *m, int16_t v)
{
	return kw_find_coordinator_response_size(m, v);
}

static bool equal_find_coordinator_response(const void *a, const void *b)
{
	return kw_find_coordinator_response_equal(a, b);
}

static void init_get_telemetry_subscriptions_request(void *m)
{
	kw_get_telemetry_subscriptions_request_init(m);
}

static int decode_get_telemetry_subscriptions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_get_telemetry_subscriptions_request_decode(m, v, r, a);
}

static int encode_get_telemetry_subscriptions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_get_telemetry_subscriptions_request_encode(m, v, w);
}

static size_t size_get_telemetry_subscriptions_request(const void *m, int16_t v)
{
	return kw_get_telemetry_subscriptions_request_size(m, v);
}

static bool equal_get_telemetry_subscriptions_request(const void *a, const void *b)
{
	return kw_get_telemetry_subscriptions_request_equal(a, b);
}

static void init_get_telemetry_subscriptions_response(void *m)
{
	kw_get_telemetry_subscriptions_response_init(m);
}

static int decode_get_telemetry_subscriptions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_get_telemetry_subscriptions_response_decode(m, v, r, a);
}

static int encode_get_telemetry_subscriptions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_get_telemetry_subscriptions_response_encode(m, v, w);
}

static size_t size_get_telemetry_subscriptions_response(const void *m, int16_t v)
{
	return kw_get_telemetry_subscriptions_response_size(m, v);
}

static bool equal_get_telemetry_subscriptions_response(const void *a, const void *b)
{
	return kw_get_telemetry_subscriptions_response_equal(a, b);
}

static void init_group_metadata_key(void *m)
{
	kw_group_metadata_key_init(m);
}

static int decode_group_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_group_metadata_key_decode(m, v, r, a);
}

static int encode_group_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_group_metadata_key_encode(m, v, w);
}

static size_t size_group_metadata_key(const void *m, int16_t v)
{
	return kw_group_metadata_key_size(m, v);
}

static bool equal_group_metadata_key(const void *a, const void *b)
{
	return kw_group_metadata_key_equal(a, b);
}

static void init_group_metadata_value(void *m)
{
	kw_group_metadata_value_init(m);
}

static int decode_group_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_group_metadata_value_decode(m, v, r, a);
}

static int encode_group_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_group_metadata_value_encode(m, v, w);
}

static size_t size_group_metadata_value(const void *m, int16_t v)
{
	return kw_group_metadata_value_size(m, v);
}

static bool equal_group_metadata_value(const void *a, const void *b)
{
	return kw_group_metadata_value_equal(a, b);
}

static void init_heartbeat_request(void *m)
{
	kw_heartbeat_request_init(m);
}

static int decode_heartbeat_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_heartbeat_request_decode(m, v, r, a);
}

static int encode_heartbeat_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_heartbeat_request_encode(m, v, w);
}

static size_t size_heartbeat_request(const void *m, int16_t v)
{
	return kw_heartbeat_request_size(m, v);
}

static bool equal_heartbeat_request(const void *a, const void *b)
{
	return kw_heartbeat_request_equal(a, b);
}

static void init_heartbeat_response(void *m)
{
	kw_heartbeat_response_init(m);
}

static int decode_heartbeat_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_heartbeat_response_decode(m, v, r, a);
}

static int encode_heartbeat_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_heartbeat_response_encode(m, v, w);
}

static size_t size_heartbeat_response(const void *m, int16_t v)
{
	return kw_heartbeat_response_size(m, v);
}

static bool equal_heartbeat_response(const void *a, const void *b)
{
	return kw_heartbeat_response_equal(a, b);
}

static void init_incremental_alter_configs_request(void *m)
{
	kw_incremental_alter_configs_request_init(m);
}

static int decode_incremental_alter_configs_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_incremental_alter_configs_request_decode(m, v, r, a);
}

static int encode_incremental_alter_configs_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_incremental_alter_configs_request_encode(m, v, w);
}

static size_t size_incremental_alter_configs_request(const void *m, int16_t v)
{
	return kw_incremental_alter_configs_request_size(m, v);
}

static bool equal_incremental_alter_configs_request(const void *a, const void *b)
{
	return kw_incremental_alter_configs_request_equal(a, b);
}

static void init_incremental_alter_configs_response(void *m)
{
	kw_incremental_alter_configs_response_init(m);
}

static int decode_incremental_alter_configs_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_incremental_alter_configs_response_decode(m, v, r, a);
}

static int encode_incremental_alter_configs_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_incremental_alter_configs_response_encode(m, v, w);
}

static size_t size_incremental_alter_configs_response(const void *m, int16_t v)
{
	return kw_incremental_alter_configs_response_size(m, v);
}

static bool equal_incremental_alter_configs_response(const void *a, const void *b)
{
	return kw_incremental_alter_configs_response_equal(a, b);
}

static void init_init_producer_id_request(void *m)
{
	kw_init_producer_id_request_init(m);
}

static int decode_init_producer_id_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_init_producer_id_request_decode(m, v, r, a);
}

static int encode_init_producer_id_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_init_producer_id_request_encode(m, v, w);
}

static size_t size_init_producer_id_request(const void *m, int16_t v)
{
	return kw_init_producer_id_request_size(m, v);
}

static bool equal_init_producer_id_request(const void *a, const void *b)
{
	return kw_init_producer_id_request_equal(a, b);
}

static void init_init_producer_id_response(void *m)
{
	kw_init_producer_id_response_init(m);
}

static int decode_init_producer_id_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_init_producer_id_response_decode(m, v, r, a);
}

static int encode_init_producer_id_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_init_producer_id_response_encode(m, v, w);
}

static size_t size_init_producer_id_response(const void *m, int16_t v)
{
	return kw_init_producer_id_response_size(m, v);
}

static bool equal_init_producer_id_response(const void *a, const void *b)
{
	return kw_init_producer_id_response_equal(a, b);
}

static void init_initialize_share_group_state_request(void *m)
{
	kw_initialize_share_group_state_request_init(m);
}

static int decode_initialize_share_group_state_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_initialize_share_group_state_request_decode(m, v, r, a);
}

static int encode_initialize_share_group_state_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_initialize_share_group_state_request_encode(m, v, w);
}

static size_t size_initialize_share_group_state_request(const void *m, int16_t v)
{
	return kw_initialize_share_group_state_request_size(m, v);
}

static bool equal_initialize_share_group_state_request(const void *a, const void *b)
{
	return kw_initialize_share_group_state_request_equal(a, b);
}

static void init_initialize_share_group_state_response(void *m)
{
	kw_initialize_share_group_state_response_init(m);
}

static int decode_initialize_share_group_state_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_initialize_share_group_state_response_decode(m, v, r, a);
}

static int encode_initialize_share_group_state_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_initialize_share_group_state_response_encode(m, v, w);
}

static size_t size_initialize_share_group_state_response(const void *m, int16_t v)
{
	return kw_initialize_share_group_state_response_size(m, v);
}

static bool equal_initialize_share_group_state_response(const void *a, const void *b)
{
	return kw_initialize_share_group_state_response_equal(a, b);
}

static void init_join_group_request(void *m)
{
	kw_join_group_request_init(m);
}

static int decode_join_group_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_join_group_request_decode(m, v, r, a);
}

static int encode_join_group_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_join_group_request_encode(m, v, w);
}

static size_t size_join_group_request(const void *m, int16_t v)
{
	return kw_join_group_request_size(m, v);
}

static bool equal_join_group_request(const void *a, const void *b)
{
	return kw_join_group_request_equal(a, b);
}

static void init_join_group_response(void *m)
{
	kw_join_group_response_init(m);
}

static int decode_join_group_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_join_group_response_decode(m, v, r, a);
}

static int encode_join_group_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_join_group_response_encode(m, v, w);
}

static size_t size_join_group_response(const void *m, int16_t v)
{
	return kw_join_group_response_size(m, v);
}

static bool equal_join_group_response(const void *a, const void *b)
{
	return kw_join_group_response_equal(a, b);
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

static void init_leader_and_isr_request(void *m)
{
	kw_leader_and_isr_request_init(m);
}

static int decode_leader_and_isr_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_leader_and_isr_request_decode(m, v, r, a);
}

static int encode_leader_and_isr_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_leader_and_isr_request_encode(m, v, w);
}

static size_t size_leader_and_isr_request(const void *m, int16_t v)
{
	return kw_leader_and_isr_request_size(m, v);
}

static bool equal_leader_and_isr_request(const void *a, const void *b)
{
	return kw_leader_and_isr_request_equal(a, b);
}

static void init_leader_and_isr_response(void *m)
{
	kw_leader_and_isr_response_init(m);
}

static int decode_leader_and_isr_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_leader_and_isr_response_decode(m, v, r, a);
}

static int encode_leader_and_isr_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_leader_and_isr_response_encode(m, v, w);
}

static size_t size_leader_and_isr_response(const void *m, int16_t v)
{
	return kw_leader_and_isr_response_size(m, v);
}

static bool equal_leader_and_isr_response(const void *a, const void *b)
{
	return kw_leader_and_isr_response_equal(a, b);
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

static void init_leave_group_request(void *m)
{
	kw_leave_group_request_init(m);
}

static int decode_leave_group_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_leave_group_request_decode(m, v, r, a);
}

static int encode_leave_group_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_leave_group_request_encode(m, v, w);
}

static size_t size_leave_group_request(const void *m, int16_t v)
{
	return kw_leave_group_request_size(m, v);
}

static bool equal_leave_group_request(const void *a, const void *b)
{
	return kw_leave_group_request_equal(a, b);
}

static void init_leave_group_response(void *m)
{
	kw_leave_group_response_init(m);
}

static int decode_leave_group_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_leave_group_response_decode(m, v, r, a);
}

static int encode_leave_group_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_leave_group_response_encode(m, v, w);
}

static size_t size_leave_group_response(const void *m, int16_t v)
{
	return kw_leave_group_response_size(m, v);
}

static bool equal_leave_group_response(const void *a, const void *b)
{
	return kw_leave_group_response_equal(a, b);
}

static void init_list_client_metrics_resources_request(void *m)
{
	kw_list_client_metrics_resources_request_init(m);
}

static int decode_list_client_metrics_resources_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_client_metrics_resources_request_decode(m, v, r, a);
}

static int encode_list_client_metrics_resources_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_client_metrics_resources_request_encode(m, v, w);
}

static size_t size_list_client_metrics_resources_request(const void *m, int16_t v)
{
	return kw_list_client_metrics_resources_request_size(m, v);
}

static bool equal_list_client_metrics_resources_request(const void *a, const void *b)
{
	return kw_list_client_metrics_resources_request_equal(a, b);
}

static void init_list_client_metrics_resources_response(void *m)
{
	kw_list_client_metrics_resources_response_init(m);
}

static int decode_list_client_metrics_resources_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_client_metrics_resources_response_decode(m, v, r, a);
}

static int encode_list_client_metrics_resources_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_client_metrics_resources_response_encode(m, v, w);
}

static size_t size_list_client_metrics_resources_response(const void *m, int16_t v)
{
	return kw_list_client_metrics_resources_response_size(m, v);
}

static bool equal_list_client_metrics_resources_response(const void *a, const void *b)
{
	return kw_list_client_metrics_resources_response_equal(a, b);
}

static void init_list_groups_request(void *m)
{
	kw_list_groups_request_init(m);
}

static int decode_list_groups_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_groups_request_decode(m, v, r, a);
}

static int encode_list_groups_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_groups_request_encode(m, v, w);
}

static size_t size_list_groups_request(const void *m, int16_t v)
{
	return kw_list_groups_request_size(m, v);
}

static bool equal_list_groups_request(const void *a, const void *b)
{
	return kw_list_groups_request_equal(a, b);
}

static void init_list_groups_response(void *m)
{
	kw_list_groups_response_init(m);
}

static int decode_list_groups_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_groups_response_decode(m, v, r, a);
}

static int encode_list_groups_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_groups_response_encode(m, v, w);
}

static size_t size_list_groups_response(const void *m, int16_t v)
{
	return kw_list_groups_response_size(m, v);
}

static bool equal_list_groups_response(const void *a, const void *b)
{
	return kw_list_groups_response_equal(a, b);
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

static void init_list_partition_reassignments_request(void *m)
{
	kw_list_partition_reassignments_request_init(m);
}

static int decode_list_partition_reassignments_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_partition_reassignments_request_decode(m, v, r, a);
}

static int encode_list_partition_reassignments_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_partition_reassignments_request_encode(m, v, w);
}

static size_t size_list_partition_reassignments_request(const void *m, int16_t v)
{
	return kw_list_partition_reassignments_request_size(m, v);
}

static bool equal_list_partition_reassignments_request(const void *a, const void *b)
{
	return kw_list_partition_reassignments_request_equal(a, b);
}

static void init_list_partition_reassignments_response(void *m)
{
	kw_list_partition_reassignments_response_init(m);
}

static int decode_list_partition_reassignments_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_partition_reassignments_response_decode(m, v, r, a);
}

static int encode_list_partition_reassignments_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_partition_reassignments_response_encode(m, v, w);
}

static size_t size_list_partition_reassignments_response(const void *m, int16_t v)
{
	return kw_list_partition_reassignments_response_size(m, v);
}

static bool equal_list_partition_reassignments_response(const void *a, const void *b)
{
	return kw_list_partition_reassignments_response_equal(a, b);
}

static void init_list_transactions_request(void *m)
{
	kw_list_transactions_request_init(m);
}

static int decode_list_transactions_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_transactions_request_decode(m, v, r, a);
}

static int encode_list_transactions_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_transactions_request_encode(m, v, w);
}

static size_t size_list_transactions_request(const void *m, int16_t v)
{
	return kw_list_transactions_request_size(m, v);
}

static bool equal_list_transactions_request(const void *a, const void *b)
{
	return kw_list_transactions_request_equal(a, b);
}

static void init_list_transactions_response(void *m)
{
	kw_list_transactions_response_init(m);
}

static int decode_list_transactions_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_list_transactions_response_decode(m, v, r, a);
}

static int encode_list_transactions_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_list_transactions_response_encode(m, v, w);
}

static size_t size_list_transactions_response(const void *m, int16_t v)
{
	return kw_list_transactions_response_size(m, v);
}

static bool equal_list_transactions_response(const void *a, const void *b)
{
	return kw_list_transactions_response_equal(a, b);
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

static void init_no_op_record(void *m)
{
	kw_no_op_record_init(m);
}

static int decode_no_op_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_no_op_record_decode(m, v, r, a);
}

static int encode_no_op_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_no_op_record_encode(m, v, w);
}

static size_t size_no_op_record(const void *m, int16_t v)
{
	return kw_no_op_record_size(m, v);
}

static bool equal_no_op_record(const void *a, const void *b)
{
	return kw_no_op_record_equal(a, b);
}

static void init_nullable_struct_message(void *m)
{
	kw_nullable_struct_message_init(m);
}

static int decode_nullable_struct_message(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_nullable_struct_message_decode(m, v, r, a);
}

static int encode_nullable_struct_message(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_nullable_struct_message_encode(m, v, w);
}

static size_t size_nullable_struct_message(const void *m, int16_t v)
{
	return kw_nullable_struct_message_size(m, v);
}

static bool equal_nullable_struct_message(const void *a, const void *b)
{
	return kw_nullable_struct_message_equal(a, b);
}

static void init_offset_commit_key(void *m)
{
	kw_offset_commit_key_init(m);
}

static int decode_offset_commit_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_commit_key_decode(m, v, r, a);
}

static int encode_offset_commit_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_commit_key_encode(m, v, w);
}

static size_t size_offset_commit_key(const void *m, int16_t v)
{
	return kw_offset_commit_key_size(m, v);
}

static bool equal_offset_commit_key(const void *a, const void *b)
{
	return kw_offset_commit_key_equal(a, b);
}

static void init_offset_commit_request(void *m)
{
	kw_offset_commit_request_init(m);
}

static int decode_offset_commit_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_commit_request_decode(m, v, r, a);
}

static int encode_offset_commit_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_commit_request_encode(m, v, w);
}

static size_t size_offset_commit_request(const void *m, int16_t v)
{
	return kw_offset_commit_request_size(m, v);
}

static bool equal_offset_commit_request(const void *a, const void *b)
{
	return kw_offset_commit_request_equal(a, b);
}

static void init_offset_commit_response(void *m)
{
	kw_offset_commit_response_init(m);
}

static int decode_offset_commit_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_commit_response_decode(m, v, r, a);
}

static int encode_offset_commit_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_commit_response_encode(m, v, w);
}

static size_t size_offset_commit_response(const void *m, int16_t v)
{
	return kw_offset_commit_response_size(m, v);
}

static bool equal_offset_commit_response(const void *a, const void *b)
{
	return kw_offset_commit_response_equal(a, b);
}

static void init_offset_commit_value(void *m)
{
	kw_offset_commit_value_init(m);
}

static int decode_offset_commit_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_commit_value_decode(m, v, r, a);
}

static int encode_offset_commit_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_commit_value_encode(m, v, w);
}

static size_t size_offset_commit_value(const void *m, int16_t v)
{
	return kw_offset_commit_value_size(m, v);
}

static bool equal_offset_commit_value(const void *a, const void *b)
{
	return kw_offset_commit_value_equal(a, b);
}

static void init_offset_delete_request(void *m)
{
	kw_offset_delete_request_init(m);
}

static int decode_offset_delete_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_delete_request_decode(m, v, r, a);
}

static int encode_offset_delete_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_delete_request_encode(m, v, w);
}

static size_t size_offset_delete_request(const void *m, int16_t v)
{
	return kw_offset_delete_request_size(m, v);
}

static bool equal_offset_delete_request(const void *a, const void *b)
{
	return kw_offset_delete_request_equal(a, b);
}

static void init_offset_delete_response(void *m)
{
	kw_offset_delete_response_init(m);
}

static int decode_offset_delete_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_delete_response_decode(m, v, r, a);
}

static int encode_offset_delete_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_delete_response_encode(m, v, w);
}

static size_t size_offset_delete_response(const void *m, int16_t v)
{
	return kw_offset_delete_response_size(m, v);
}

static bool equal_offset_delete_response(const void *a, const void *b)
{
	return kw_offset_delete_response_equal(a, b);
}

static void init_offset_fetch_request(void *m)
{
	kw_offset_fetch_request_init(m);
}

static int decode_offset_fetch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_fetch_request_decode(m, v, r, a);
}

static int encode_offset_fetch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_fetch_request_encode(m, v, w);
}

static size_t size_offset_fetch_request(const void *m, int16_t v)
{
	return kw_offset_fetch_request_size(m, v);
}

static bool equal_offset_fetch_request(const void *a, const void *b)
{
	return kw_offset_fetch_request_equal(a, b);
}

static void init_offset_fetch_response(void *m)
{
	kw_offset_fetch_response_init(m);
}

static int decode_offset_fetch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_fetch_response_decode(m, v, r, a);
}

static int encode_offset_fetch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_fetch_response_encode(m, v, w);
}

static size_t size_offset_fetch_response(const void *m, int16_t v)
{
	return kw_offset_fetch_response_size(m, v);
}

static bool equal_offset_fetch_response(const void *a, const void *b)
{
	return kw_offset_fetch_response_equal(a, b);
}

static void init_offset_for_leader_epoch_request(void *m)
{
	kw_offset_for_leader_epoch_request_init(m);
}

static int decode_offset_for_leader_epoch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_for_leader_epoch_request_decode(m, v, r, a);
}

static int encode_offset_for_leader_epoch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_for_leader_epoch_request_encode(m, v, w);
}

static size_t size_offset_for_leader_epoch_request(const void *m, int16_t v)
{
	return kw_offset_for_leader_epoch_request_size(m, v);
}

static bool equal_offset_for_leader_epoch_request(const void *a, const void *b)
{
	return kw_offset_for_leader_epoch_request_equal(a, b);
}

static void init_offset_for_leader_epoch_response(void *m)
{
	kw_offset_for_leader_epoch_response_init(m);
}

static int decode_offset_for_leader_epoch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_offset_for_leader_epoch_response_decode(m, v, r, a);
}

static int encode_offset_for_leader_epoch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_offset_for_leader_epoch_response_encode(m, v, w);
}

static size_t size_offset_for_leader_epoch_response(const void *m, int16_t v)
{
	return kw_offset_for_leader_epoch_response_size(m, v);
}

static bool equal_offset_for_leader_epoch_response(const void *a, const void *b)
{
	return kw_offset_for_leader_epoch_response_equal(a, b);
}

static void init_partition_change_record(void *m)
{
	kw_partition_change_record_init(m);
}

static int decode_partition_change_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_partition_change_record_decode(m, v, r, a);
}

static int encode_partition_change_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_partition_change_record_encode(m, v, w);
}

static size_t size_partition_change_record(const void *m, int16_t v)
{
	return kw_partition_change_record_size(m, v);
}

static bool equal_partition_change_record(const void *a, const void *b)
{
	return kw_partition_change_record_equal(a, b);
}

static void init_partition_record(void *m)
{
	kw_partition_record_init(m);
}

static int decode_partition_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_partition_record_decode(m, v, r, a);
}

static int encode_partition_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_partition_record_encode(m, v, w);
}

static size_t size_partition_record(const void *m, int16_t v)
{
	return kw_partition_record_size(m, v);
}

static bool equal_partition_record(const void *a, const void *b)
{
	return kw_partition_record_equal(a, b);
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

static void init_producer_ids_record(void *m)
{
	kw_producer_ids_record_init(m);
}

static int decode_producer_ids_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_producer_ids_record_decode(m, v, r, a);
}

static int encode_producer_ids_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_producer_ids_record_encode(m, v, w);
}

static size_t size_producer_ids_record(const void *m, int16_t v)
{
	return kw_producer_ids_record_size(m, v);
}

static bool equal_producer_ids_record(const void *a, const void *b)
{
	return kw_producer_ids_record_equal(a, b);
}

static void init_producer_state_record(void *m)
{
	kw_producer_state_record_init(m);
}

static int decode_producer_state_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_producer_state_record_decode(m, v, r, a);
}

static int encode_producer_state_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_producer_state_record_encode(m, v, w);
}

static size_t size_producer_state_record(const void *m, int16_t v)
{
	return kw_producer_state_record_size(m, v);
}

static bool equal_producer_state_record(const void *a, const void *b)
{
	return kw_producer_state_record_equal(a, b);
}

static void init_push_telemetry_request(void *m)
{
	kw_push_telemetry_request_init(m);
}

static int decode_push_telemetry_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_push_telemetry_request_decode(m, v, r, a);
}

static int encode_push_telemetry_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_push_telemetry_request_encode(m, v, w);
}

static size_t size_push_telemetry_request(const void *m, int16_t v)
{
	return kw_push_telemetry_request_size(m, v);
}

static bool equal_push_telemetry_request(const void *a, const void *b)
{
	return kw_push_telemetry_request_equal(a, b);
}

static void init_push_telemetry_response(void *m)
{
	kw_push_telemetry_response_init(m);
}

static int decode_push_telemetry_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_push_telemetry_response_decode(m, v, r, a);
}

static int encode_push_telemetry_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_push_telemetry_response_encode(m, v, w);
}

static size_t size_push_telemetry_response(const void *m, int16_t v)
{
	return kw_push_telemetry_response_size(m, v);
}

static bool equal_push_telemetry_response(const void *a, const void *b)
{
	return kw_push_telemetry_response_equal(a, b);
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

static void init_read_share_group_state_request(void *m)
{
	kw_read_share_group_state_request_init(m);
}

static int decode_read_share_group_state_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_read_share_group_state_request_decode(m, v, r, a);
}

static int encode_read_share_group_state_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_read_share_group_state_request_encode(m, v, w);
}

static size_t size_read_share_group_state_request(const void *m, int16_t v)
{
	return kw_read_share_group_state_request_size(m, v);
}

static bool equal_read_share_group_state_request(const void *a, const void *b)
{
	return kw_read_share_group_state_request_equal(a, b);
}

static void init_read_share_group_state_response(void *m)
{
	kw_read_share_group_state_response_init(m);
}

static int decode_read_share_group_state_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_read_share_group_state_response_decode(m, v, r, a);
}

static int encode_read_share_group_state_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_read_share_group_state_response_encode(m, v, w);
}

static size_t size_read_share_group_state_response(const void *m, int16_t v)
{
	return kw_read_share_group_state_response_size(m, v);
}

static bool equal_read_share_group_state_response(const void *a, const void *b)
{
	return kw_read_share_group_state_response_equal(a, b);
}

static void init_read_share_group_state_summary_request(void *m)
{
	kw_read_share_group_state_summary_request_init(m);
}

static int decode_read_share_group_state_summary_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_read_share_group_state_summary_request_decode(m, v, r, a);
}

static int encode_read_share_group_state_summary_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_read_share_group_state_summary_request_encode(m, v, w);
}

static size_t size_read_share_group_state_summary_request(const void *m, int16_t v)
{
	return kw_read_share_group_state_summary_request_size(m, v);
}

static bool equal_read_share_group_state_summary_request(const void *a, const void *b)
{
	return kw_read_share_group_state_summary_request_equal(a, b);
}

static void init_read_share_group_state_summary_response(void *m)
{
	kw_read_share_group_state_summary_response_init(m);
}

static int decode_read_share_group_state_summary_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_read_share_group_state_summary_response_decode(m, v, r, a);
}

static int encode_read_share_group_state_summary_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_read_share_group_state_summary_response_encode(m, v, w);
}

static size_t size_read_share_group_state_summary_response(const void *m, int16_t v)
{
	return kw_read_share_group_state_summary_response_size(m, v);
}

static bool equal_read_share_group_state_summary_response(const void *a, const void *b)
{
	return kw_read_share_group_state_summary_response_equal(a, b);
}

static void init_register_broker_record(void *m)
{
	kw_register_broker_record_init(m);
}

static int decode_register_broker_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_register_broker_record_decode(m, v, r, a);
}

static int encode_register_broker_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_register_broker_record_encode(m, v, w);
}

static size_t size_register_broker_record(const void *m, int16_t v)
{
	return kw_register_broker_record_size(m, v);
}

static bool equal_register_broker_record(const void *a, const void *b)
{
	return kw_register_broker_record_equal(a, b);
}

static void init_register_controller_record(void *m)
{
	kw_register_controller_record_init(m);
}

static int decode_register_controller_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_register_controller_record_decode(m, v, r, a);
}

static int encode_register_controller_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_register_controller_record_encode(m, v, w);
}

static size_t size_register_controller_record(const void *m, int16_t v)
{
	return kw_register_controller_record_size(m, v);
}

static bool equal_register_controller_record(const void *a, const void *b)
{
	return kw_register_controller_record_equal(a, b);
}

static void init_remove_access_control_entry_record(void *m)
{
	kw_remove_access_control_entry_record_init(m);
}

static int decode_remove_access_control_entry_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_access_control_entry_record_decode(m, v, r, a);
}

static int encode_remove_access_control_entry_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_access_control_entry_record_encode(m, v, w);
}

static size_t size_remove_access_control_entry_record(const void *m, int16_t v)
{
	return kw_remove_access_control_entry_record_size(m, v);
}

static bool equal_remove_access_control_entry_record(const void *a, const void *b)
{
	return kw_remove_access_control_entry_record_equal(a, b);
}

static void init_remove_delegation_token_record(void *m)
{
	kw_remove_delegation_token_record_init(m);
}

static int decode_remove_delegation_token_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_delegation_token_record_decode(m, v, r, a);
}

static int encode_remove_delegation_token_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_delegation_token_record_encode(m, v, w);
}

static size_t size_remove_delegation_token_record(const void *m, int16_t v)
{
	return kw_remove_delegation_token_record_size(m, v);
}

static bool equal_remove_delegation_token_record(const void *a, const void *b)
{
	return kw_remove_delegation_token_record_equal(a, b);
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

static void init_remove_topic_record(void *m)
{
	kw_remove_topic_record_init(m);
}

static int decode_remove_topic_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_topic_record_decode(m, v, r, a);
}

static int encode_remove_topic_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_topic_record_encode(m, v, w);
}

static size_t size_remove_topic_record(const void *m, int16_t v)
{
	return kw_remove_topic_record_size(m, v);
}

static bool equal_remove_topic_record(const void *a, const void *b)
{
	return kw_remove_topic_record_equal(a, b);
}

static void init_remove_user_scram_credential_record(void *m)
{
	kw_remove_user_scram_credential_record_init(m);
}

static int decode_remove_user_scram_credential_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_remove_user_scram_credential_record_decode(m, v, r, a);
}

static int encode_remove_user_scram_credential_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_user_scram_credential_record_encode(m, v, w);
}

static size_t size_remove_user_scram_credential_record(const void *m, int16_t v)
{
	return kw_remove_user_scram_credential_record_size(m, v);
}

static bool equal_remove_user_scram_credential_record(const void *a, const void *b)
{
	return kw_remove_user_scram_credential_record_equal(a, b);
}

static void init_renew_delegation_token_request(void *m)
{
	kw_renew_delegation_token_request_init(m);
}

static int decode_renew_delegation_token_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_renew_delegation_token_request_decode(m, v, r, a);
}

static int encode_renew_delegation_token_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_renew_delegation_token_request_encode(m, v, w);
}

static size_t size_renew_delegation_token_request(const void *m, int16_t v)
{
	return kw_renew_delegation_token_request_size(m, v);
}

static bool equal_renew_delegation_token_request(const void *a, const void *b)
{
	return kw_renew_delegation_token_request_equal(a, b);
}

static void init_renew_delegation_token_response(void *m)
{
	kw_renew_delegation_token_response_init(m);
}

static int decode_renew_delegation_token_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_renew_delegation_token_response_decode(m, v, r, a);
}

static int encode_renew_delegation_token_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_renew_delegation_token_response_encode(m, v, w);
}

static size_t size_renew_delegation_token_response(const void *m, int16_t v)
{
	return kw_renew_delegation_token_response_size(m, v);
}

static bool equal_renew_delegation_token_response(const void *a, const void *b)
{
	return kw_renew_delegation_token_response_equal(a, b);
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

static void init_sasl_authenticate_request(void *m)
{
	kw_sasl_authenticate_request_init(m);
}

static int decode_sasl_authenticate_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sasl_authenticate_request_decode(m, v, r, a);
}

static int encode_sasl_authenticate_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_authenticate_request_encode(m, v, w);
}

static size_t size_sasl_authenticate_request(const void *m, int16_t v)
{
	return kw_sasl_authenticate_request_size(m, v);
}

static bool equal_sasl_authenticate_request(const void *a, const void *b)
{
	return kw_sasl_authenticate_request_equal(a, b);
}

static void init_sasl_authenticate_response(void *m)
{
	kw_sasl_authenticate_response_init(m);
}

static int decode_sasl_authenticate_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sasl_authenticate_response_decode(m, v, r, a);
}

static int encode_sasl_authenticate_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_authenticate_response_encode(m, v, w);
}

static size_t size_sasl_authenticate_response(const void *m, int16_t v)
{
	return kw_sasl_authenticate_response_size(m, v);
}

static bool equal_sasl_authenticate_response(const void *a, const void *b)
{
	return kw_sasl_authenticate_response_equal(a, b);
}

static void init_sasl_handshake_request(void *m)
{
	kw_sasl_handshake_request_init(m);
}

static int decode_sasl_handshake_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sasl_handshake_request_decode(m, v, r, a);
}

static int encode_sasl_handshake_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_handshake_request_encode(m, v, w);
}

static size_t size_sasl_handshake_request(const void *m, int16_t v)
{
	return kw_sasl_handshake_request_size(m, v);
}

static bool equal_sasl_handshake_request(const void *a, const void *b)
{
	return kw_sasl_handshake_request_equal(a, b);
}

static void init_sasl_handshake_response(void *m)
{
	kw_sasl_handshake_response_init(m);
}

static int decode_sasl_handshake_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sasl_handshake_response_decode(m, v, r, a);
}

static int encode_sasl_handshake_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sasl_handshake_response_encode(m, v, w);
}

static size_t size_sasl_handshake_response(const void *m, int16_t v)
{
	return kw_sasl_handshake_response_size(m, v);
}

static bool equal_sasl_handshake_response(const void *a, const void *b)
{
	return kw_sasl_handshake_response_equal(a, b);
}

static void init_share_acknowledge_request(void *m)
{
	kw_share_acknowledge_request_init(m);
}

static int decode_share_acknowledge_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_acknowledge_request_decode(m, v, r, a);
}

static int encode_share_acknowledge_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_acknowledge_request_encode(m, v, w);
}

static size_t size_share_acknowledge_request(const void *m, int16_t v)
{
	return kw_share_acknowledge_request_size(m, v);
}

static bool equal_share_acknowledge_request(const void *a, const void *b)
{
	return kw_share_acknowledge_request_equal(a, b);
}

static void init_share_acknowledge_response(void *m)
{
	kw_share_acknowledge_response_init(m);
}

static int decode_share_acknowledge_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_acknowledge_response_decode(m, v, r, a);
}

static int encode_share_acknowledge_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_acknowledge_response_encode(m, v, w);
}

static size_t size_share_acknowledge_response(const void *m, int16_t v)
{
	return kw_share_acknowledge_response_size(m, v);
}

static bool equal_share_acknowledge_response(const void *a, const void *b)
{
	return kw_share_acknowledge_response_equal(a, b);
}

static void init_share_fetch_request(void *m)
{
	kw_share_fetch_request_init(m);
}

static int decode_share_fetch_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_fetch_request_decode(m, v, r, a);
}

static int encode_share_fetch_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_fetch_request_encode(m, v, w);
}

static size_t size_share_fetch_request(const void *m, int16_t v)
{
	return kw_share_fetch_request_size(m, v);
}

static bool equal_share_fetch_request(const void *a, const void *b)
{
	return kw_share_fetch_request_equal(a, b);
}

static void init_share_fetch_response(void *m)
{
	kw_share_fetch_response_init(m);
}

static int decode_share_fetch_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_fetch_response_decode(m, v, r, a);
}

static int encode_share_fetch_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_fetch_response_encode(m, v, w);
}

static size_t size_share_fetch_response(const void *m, int16_t v)
{
	return kw_share_fetch_response_size(m, v);
}

static bool equal_share_fetch_response(const void *a, const void *b)
{
	return kw_share_fetch_response_equal(a, b);
}

static void init_share_group_current_member_assignment_key(void *m)
{
	kw_share_group_current_member_assignment_key_init(m);
}

static int decode_share_group_current_member_assignment_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_current_member_assignment_key_decode(m, v, r, a);
}

static int encode_share_group_current_member_assignment_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_current_member_assignment_key_encode(m, v, w);
}

static size_t size_share_group_current_member_assignment_key(const void *m, int16_t v)
{
	return kw_share_group_current_member_assignment_key_size(m, v);
}

static bool equal_share_group_current_member_assignment_key(const void *a, const void *b)
{
	return kw_share_group_current_member_assignment_key_equal(a, b);
}

static void init_share_group_current_member_assignment_value(void *m)
{
	kw_share_group_current_member_assignment_value_init(m);
}

static int decode_share_group_current_member_assignment_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_current_member_assignment_value_decode(m, v, r, a);
}

static int encode_share_group_current_member_assignment_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_current_member_assignment_value_encode(m, v, w);
}

static size_t size_share_group_current_member_assignment_value(const void *m, int16_t v)
{
	return kw_share_group_current_member_assignment_value_size(m, v);
}

static bool equal_share_group_current_member_assignment_value(const void *a, const void *b)
{
	return kw_share_group_current_member_assignment_value_equal(a, b);
}

static void init_share_group_describe_request(void *m)
{
	kw_share_group_describe_request_init(m);
}

static int decode_share_group_describe_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_describe_request_decode(m, v, r, a);
}

static int encode_share_group_describe_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_describe_request_encode(m, v, w);
}

static size_t size_share_group_describe_request(const void *m, int16_t v)
{
	return kw_share_group_describe_request_size(m, v);
}

static bool equal_share_group_describe_request(const void *a, const void *b)
{
	return kw_share_group_describe_request_equal(a, b);
}

static void init_share_group_describe_response(void *m)
{
	kw_share_group_describe_response_init(m);
}

static int decode_share_group_describe_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_describe_response_decode(m, v, r, a);
}

static int encode_share_group_describe_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_describe_response_encode(m, v, w);
}

static size_t size_share_group_describe_response(const void *m, int16_t v)
{
	return kw_share_group_describe_response_size(m, v);
}

static bool equal_share_group_describe_response(const void *a, const void *b)
{
	return kw_share_group_describe_response_equal(a, b);
}

static void init_share_group_heartbeat_request(void *m)
{
	kw_share_group_heartbeat_request_init(m);
}

static int decode_share_group_heartbeat_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_heartbeat_request_decode(m, v, r, a);
}

static int encode_share_group_heartbeat_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_heartbeat_request_encode(m, v, w);
}

static size_t size_share_group_heartbeat_request(const void *m, int16_t v)
{
	return kw_share_group_heartbeat_request_size(m, v);
}

static bool equal_share_group_heartbeat_request(const void *a, const void *b)
{
	return kw_share_group_heartbeat_request_equal(a, b);
}

static void init_share_group_heartbeat_response(void *m)
{
	kw_share_group_heartbeat_response_init(m);
}

static int decode_share_group_heartbeat_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_heartbeat_response_decode(m, v, r, a);
}

static int encode_share_group_heartbeat_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_heartbeat_response_encode(m, v, w);
}

static size_t size_share_group_heartbeat_response(const void *m, int16_t v)
{
	return kw_share_group_heartbeat_response_size(m, v);
}

static bool equal_share_group_heartbeat_response(const void *a, const void *b)
{
	return kw_share_group_heartbeat_response_equal(a, b);
}

static void init_share_group_member_metadata_key(void *m)
{
	kw_share_group_member_metadata_key_init(m);
}

static int decode_share_group_member_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_member_metadata_key_decode(m, v, r, a);
}

static int encode_share_group_member_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_member_metadata_key_encode(m, v, w);
}

static size_t size_share_group_member_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_member_metadata_key_size(m, v);
}

static bool equal_share_group_member_metadata_key(const void *a, const void *b)
{
	return kw_share_group_member_metadata_key_equal(a, b);
}

static void init_share_group_member_metadata_value(void *m)
{
	kw_share_group_member_metadata_value_init(m);
}

static int decode_share_group_member_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_member_metadata_value_decode(m, v, r, a);
}

static int encode_share_group_member_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_member_metadata_value_encode(m, v, w);
}

static size_t size_share_group_member_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_member_metadata_value_size(m, v);
}

static bool equal_share_group_member_metadata_value(const void *a, const void *b)
{
	return kw_share_group_member_metadata_value_equal(a, b);
}

static void init_share_group_metadata_key(void *m)
{
	kw_share_group_metadata_key_init(m);
}

static int decode_share_group_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_metadata_key_decode(m, v, r, a);
}

static int encode_share_group_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_metadata_key_encode(m, v, w);
}

static size_t size_share_group_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_metadata_key_size(m, v);
}

static bool equal_share_group_metadata_key(const void *a, const void *b)
{
	return kw_share_group_metadata_key_equal(a, b);
}

static void init_share_group_metadata_value(void *m)
{
	kw_share_group_metadata_value_init(m);
}

static int decode_share_group_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_metadata_value_decode(m, v, r, a);
}

static int encode_share_group_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_metadata_value_encode(m, v, w);
}

static size_t size_share_group_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_metadata_value_size(m, v);
}

static bool equal_share_group_metadata_value(const void *a, const void *b)
{
	return kw_share_group_metadata_value_equal(a, b);
}

static void init_share_group_partition_metadata_key(void *m)
{
	kw_share_group_partition_metadata_key_init(m);
}

static int decode_share_group_partition_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_partition_metadata_key_decode(m, v, r, a);
}

static int encode_share_group_partition_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_partition_metadata_key_encode(m, v, w);
}

static size_t size_share_group_partition_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_partition_metadata_key_size(m, v);
}

static bool equal_share_group_partition_metadata_key(const void *a, const void *b)
{
	return kw_share_group_partition_metadata_key_equal(a, b);
}

static void init_share_group_partition_metadata_value(void *m)
{
	kw_share_group_partition_metadata_value_init(m);
}

static int decode_share_group_partition_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_partition_metadata_value_decode(m, v, r, a);
}

static int encode_share_group_partition_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_partition_metadata_value_encode(m, v, w);
}

static size_t size_share_group_partition_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_partition_metadata_value_size(m, v);
}

static bool equal_share_group_partition_metadata_value(const void *a, const void *b)
{
	return kw_share_group_partition_metadata_value_equal(a, b);
}

static void init_share_group_state_partition_metadata_key(void *m)
{
	kw_share_group_state_partition_metadata_key_init(m);
}

static int decode_share_group_state_partition_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_state_partition_metadata_key_decode(m, v, r, a);
}

static int encode_share_group_state_partition_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_state_partition_metadata_key_encode(m, v, w);
}

static size_t size_share_group_state_partition_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_state_partition_metadata_key_size(m, v);
}

static bool equal_share_group_state_partition_metadata_key(const void *a, const void *b)
{
	return kw_share_group_state_partition_metadata_key_equal(a, b);
}

static void init_share_group_state_partition_metadata_value(void *m)
{
	kw_share_group_state_partition_metadata_value_init(m);
}

static int decode_share_group_state_partition_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_state_partition_metadata_value_decode(m, v, r, a);
}

static int encode_share_group_state_partition_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_state_partition_metadata_value_encode(m, v, w);
}

static size_t size_share_group_state_partition_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_state_partition_metadata_value_size(m, v);
}

static bool equal_share_group_state_partition_metadata_value(const void *a, const void *b)
{
	return kw_share_group_state_partition_metadata_value_equal(a, b);
}

static void init_share_group_target_assignment_member_key(void *m)
{
	kw_share_group_target_assignment_member_key_init(m);
}

static int decode_share_group_target_assignment_member_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_target_assignment_member_key_decode(m, v, r, a);
}

static int encode_share_group_target_assignment_member_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_target_assignment_member_key_encode(m, v, w);
}

static size_t size_share_group_target_assignment_member_key(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_member_key_size(m, v);
}

static bool equal_share_group_target_assignment_member_key(const void *a, const void *b)
{
	return kw_share_group_target_assignment_member_key_equal(a, b);
}

static void init_share_group_target_assignment_member_value(void *m)
{
	kw_share_group_target_assignment_member_value_init(m);
}

static int decode_share_group_target_assignment_member_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_target_assignment_member_value_decode(m, v, r, a);
}

static int encode_share_group_target_assignment_member_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_target_assignment_member_value_encode(m, v, w);
}

static size_t size_share_group_target_assignment_member_value(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_member_value_size(m, v);
}

static bool equal_share_group_target_assignment_member_value(const void *a, const void *b)
{
	return kw_share_group_target_assignment_member_value_equal(a, b);
}

static void init_share_group_target_assignment_metadata_key(void *m)
{
	kw_share_group_target_assignment_metadata_key_init(m);
}

static int decode_share_group_target_assignment_metadata_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_target_assignment_metadata_key_decode(m, v, r, a);
}

static int encode_share_group_target_assignment_metadata_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_target_assignment_metadata_key_encode(m, v, w);
}

static size_t size_share_group_target_assignment_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_metadata_key_size(m, v);
}

static bool equal_share_group_target_assignment_metadata_key(const void *a, const void *b)
{
	return kw_share_group_target_assignment_metadata_key_equal(a, b);
}

static void init_share_group_target_assignment_metadata_value(void *m)
{
	kw_share_group_target_assignment_metadata_value_init(m);
}

static int decode_share_group_target_assignment_metadata_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_group_target_assignment_metadata_value_decode(m, v, r, a);
}

static int encode_share_group_target_assignment_metadata_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_group_target_assignment_metadata_value_encode(m, v, w);
}

static size_t size_share_group_target_assignment_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_metadata_value_size(m, v);
}

static bool equal_share_group_target_assignment_metadata_value(const void *a, const void *b)
{
	return kw_share_group_target_assignment_metadata_value_equal(a, b);
}

static void init_share_snapshot_key(void *m)
{
	kw_share_snapshot_key_init(m);
}

static int decode_share_snapshot_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_snapshot_key_decode(m, v, r, a);
}

static int encode_share_snapshot_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_snapshot_key_encode(m, v, w);
}

static size_t size_share_snapshot_key(const void *m, int16_t v)
{
	return kw_share_snapshot_key_size(m, v);
}

static bool equal_share_snapshot_key(const void *a, const void *b)
{
	return kw_share_snapshot_key_equal(a, b);
}

static void init_share_snapshot_value(void *m)
{
	kw_share_snapshot_value_init(m);
}

static int decode_share_snapshot_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_snapshot_value_decode(m, v, r, a);
}

static int encode_share_snapshot_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_snapshot_value_encode(m, v, w);
}

static size_t size_share_snapshot_value(const void *m, int16_t v)
{
	return kw_share_snapshot_value_size(m, v);
}

static bool equal_share_snapshot_value(const void *a, const void *b)
{
	return kw_share_snapshot_value_equal(a, b);
}

static void init_share_update_key(void *m)
{
	kw_share_update_key_init(m);
}

static int decode_share_update_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_update_key_decode(m, v, r, a);
}

static int encode_share_update_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_update_key_encode(m, v, w);
}

static size_t size_share_update_key(const void *m, int16_t v)
{
	return kw_share_update_key_size(m, v);
}

static bool equal_share_update_key(const void *a, const void *b)
{
	return kw_share_update_key_equal(a, b);
}

static void init_share_update_value(void *m)
{
	kw_share_update_value_init(m);
}

static int decode_share_update_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_share_update_value_decode(m, v, r, a);
}

static int encode_share_update_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_share_update_value_encode(m, v, w);
}

static size_t size_share_update_value(const void *m, int16_t v)
{
	return kw_share_update_value_size(m, v);
}

static bool equal_share_update_value(const void *a, const void *b)
{
	return kw_share_update_value_equal(a, b);
}

static void init_simple_arrays_message(void *m)
{
	kw_simple_arrays_message_init(m);
}

static int decode_simple_arrays_message(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_simple_arrays_message_decode(m, v, r, a);
}

static int encode_simple_arrays_message(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_simple_arrays_message_encode(m, v, w);
}

static size_t size_simple_arrays_message(const void *m, int16_t v)
{
	return kw_simple_arrays_message_size(m, v);
}

static bool equal_simple_arrays_message(const void *a, const void *b)
{
	return kw_simple_arrays_message_equal(a, b);
}

static void init_simple_example_message(void *m)
{
	kw_simple_example_message_init(m);
}

static int decode_simple_example_message(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_simple_example_message_decode(m, v, r, a);
}

static int encode_simple_example_message(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_simple_example_message_encode(m, v, w);
}

static size_t size_simple_example_message(const void *m, int16_t v)
{
	return kw_simple_example_message_size(m, v);
}

static bool equal_simple_example_message(const void *a, const void *b)
{
	return kw_simple_example_message_equal(a, b);
}

static void init_simple_records_message(void *m)
{
	kw_simple_records_message_init(m);
}

static int decode_simple_records_message(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_simple_records_message_decode(m, v, r, a);
}

static int encode_simple_records_message(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_simple_records_message_encode(m, v, w);
}

static size_t size_simple_records_message(const void *m, int16_t v)
{
	return kw_simple_records_message_size(m, v);
}

static bool equal_simple_records_message(const void *a, const void *b)
{
	return kw_simple_records_message_equal(a, b);
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

static void init_stop_replica_request(void *m)
{
	kw_stop_replica_request_init(m);
}

static int decode_stop_replica_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_stop_replica_request_decode(m, v, r, a);
}

static int encode_stop_replica_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_stop_replica_request_encode(m, v, w);
}

static size_t size_stop_replica_request(const void *m, int16_t v)
{
	return kw_stop_replica_request_size(m, v);
}

static bool equal_stop_replica_request(const void *a, const void *b)
{
	return kw_stop_replica_request_equal(a, b);
}

static void init_stop_replica_response(void *m)
{
	kw_stop_replica_response_init(m);
}

static int decode_stop_replica_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_stop_replica_response_decode(m, v, r, a);
}

static int encode_stop_replica_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_stop_replica_response_encode(m, v, w);
}

static size_t size_stop_replica_response(const void *m, int16_t v)
{
	return kw_stop_replica_response_size(m, v);
}

static bool equal_stop_replica_response(const void *a, const void *b)
{
	return kw_stop_replica_response_equal(a, b);
}

static void init_subscription_info_data(void *m)
{
	kw_subscription_info_data_init(m);
}

static int decode_subscription_info_data(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_subscription_info_data_decode(m, v, r, a);
}

static int encode_subscription_info_data(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_subscription_info_data_encode(m, v, w);
}

static size_t size_subscription_info_data(const void *m, int16_t v)
{
	return kw_subscription_info_data_size(m, v);
}

static bool equal_subscription_info_data(const void *a, const void *b)
{
	return kw_subscription_info_data_equal(a, b);
}

static void init_sync_group_request(void *m)
{
	kw_sync_group_request_init(m);
}

static int decode_sync_group_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sync_group_request_decode(m, v, r, a);
}

static int encode_sync_group_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sync_group_request_encode(m, v, w);
}

static size_t size_sync_group_request(const void *m, int16_t v)
{
	return kw_sync_group_request_size(m, v);
}

static bool equal_sync_group_request(const void *a, const void *b)
{
	return kw_sync_group_request_equal(a, b);
}

static void init_sync_group_response(void *m)
{
	kw_sync_group_response_init(m);
}

static int decode_sync_group_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_sync_group_response_decode(m, v, r, a);
}

static int encode_sync_group_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_sync_group_response_encode(m, v, w);
}

static size_t size_sync_group_response(const void *m, int16_t v)
{
	return kw_sync_group_response_size(m, v);
}

static bool equal_sync_group_response(const void *a, const void *b)
{
	return kw_sync_group_response_equal(a, b);
}

static void init_topic_record(void *m)
{
	kw_topic_record_init(m);
}

static int decode_topic_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_topic_record_decode(m, v, r, a);
}

static int encode_topic_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_topic_record_encode(m, v, w);
}

static size_t size_topic_record(const void *m, int16_t v)
{
	return kw_topic_record_size(m, v);
}

static bool equal_topic_record(const void *a, const void *b)
{
	return kw_topic_record_equal(a, b);
}

static void init_transaction_log_key(void *m)
{
	kw_transaction_log_key_init(m);
}

static int decode_transaction_log_key(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_transaction_log_key_decode(m, v, r, a);
}

static int encode_transaction_log_key(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_transaction_log_key_encode(m, v, w);
}

static size_t size_transaction_log_key(const void *m, int16_t v)
{
	return kw_transaction_log_key_size(m, v);
}

static bool equal_transaction_log_key(const void *a, const void *b)
{
	return kw_transaction_log_key_equal(a, b);
}

static void init_transaction_log_value(void *m)
{
	kw_transaction_log_value_init(m);
}

static int decode_transaction_log_value(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_transaction_log_value_decode(m, v, r, a);
}

static int encode_transaction_log_value(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_transaction_log_value_encode(m, v, w);
}

static size_t size_transaction_log_value(const void *m, int16_t v)
{
	return kw_transaction_log_value_size(m, v);
}

static bool equal_transaction_log_value(const void *a, const void *b)
{
	return kw_transaction_log_value_equal(a, b);
}

static void init_txn_offset_commit_request(void *m)
{
	kw_txn_offset_commit_request_init(m);
}

static int decode_txn_offset_commit_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_txn_offset_commit_request_decode(m, v, r, a);
}

static int encode_txn_offset_commit_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_txn_offset_commit_request_encode(m, v, w);
}

static size_t size_txn_offset_commit_request(const void *m, int16_t v)
{
	return kw_txn_offset_commit_request_size(m, v);
}

static bool equal_txn_offset_commit_request(const void *a, const void *b)
{
	return kw_txn_offset_commit_request_equal(a, b);
}

static void init_txn_offset_commit_response(void *m)
{
	kw_txn_offset_commit_response_init(m);
}

static int decode_txn_offset_commit_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_txn_offset_commit_response_decode(m, v, r, a);
}

static int encode_txn_offset_commit_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_txn_offset_commit_response_encode(m, v, w);
}

static size_t size_txn_offset_commit_response(const void *m, int16_t v)
{
	return kw_txn_offset_commit_response_size(m, v);
}

static bool equal_txn_offset_commit_response(const void *a, const void *b)
{
	return kw_txn_offset_commit_response_equal(a, b);
}

static void init_unfence_broker_record(void *m)
{
	kw_unfence_broker_record_init(m);
}

static int decode_unfence_broker_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_unfence_broker_record_decode(m, v, r, a);
}

static int encode_unfence_broker_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_unfence_broker_record_encode(m, v, w);
}

static size_t size_unfence_broker_record(const void *m, int16_t v)
{
	return kw_unfence_broker_record_size(m, v);
}

static bool equal_unfence_broker_record(const void *a, const void *b)
{
	return kw_unfence_broker_record_equal(a, b);
}

static void init_unregister_broker_record(void *m)
{
	kw_unregister_broker_record_init(m);
}

static int decode_unregister_broker_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_unregister_broker_record_decode(m, v, r, a);
}

static int encode_unregister_broker_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_unregister_broker_record_encode(m, v, w);
}

static size_t size_unregister_broker_record(const void *m, int16_t v)
{
	return kw_unregister_broker_record_size(m, v);
}

static bool equal_unregister_broker_record(const void *a, const void *b)
{
	return kw_unregister_broker_record_equal(a, b);
}

static void init_unregister_broker_request(void *m)
{
	kw_unregister_broker_request_init(m);
}

static int decode_unregister_broker_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_unregister_broker_request_decode(m, v, r, a);
}

static int encode_unregister_broker_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_unregister_broker_request_encode(m, v, w);
}

static size_t size_unregister_broker_request(const void *m, int16_t v)
{
	return kw_unregister_broker_request_size(m, v);
}

static bool equal_unregister_broker_request(const void *a, const void *b)
{
	return kw_unregister_broker_request_equal(a, b);
}

static void init_unregister_broker_response(void *m)
{
	kw_unregister_broker_response_init(m);
}

static int decode_unregister_broker_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_unregister_broker_response_decode(m, v, r, a);
}

static int encode_unregister_broker_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_unregister_broker_response_encode(m, v, w);
}

static size_t size_unregister_broker_response(const void *m, int16_t v)
{
	return kw_unregister_broker_response_size(m, v);
}

static bool equal_unregister_broker_response(const void *a, const void *b)
{
	return kw_unregister_broker_response_equal(a, b);
}

static void init_update_features_request(void *m)
{
	kw_update_features_request_init(m);
}

static int decode_update_features_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_features_request_decode(m, v, r, a);
}

static int encode_update_features_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_features_request_encode(m, v, w);
}

static size_t size_update_features_request(const void *m, int16_t v)
{
	return kw_update_features_request_size(m, v);
}

static bool equal_update_features_request(const void *a, const void *b)
{
	return kw_update_features_request_equal(a, b);
}

static void init_update_features_response(void *m)
{
	kw_update_features_response_init(m);
}

static int decode_update_features_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_features_response_decode(m, v, r, a);
}

static int encode_update_features_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_features_response_encode(m, v, w);
}

static size_t size_update_features_response(const void *m, int16_t v)
{
	return kw_update_features_response_size(m, v);
}

static bool equal_update_features_response(const void *a, const void *b)
{
	return kw_update_features_response_equal(a, b);
}

static void init_update_metadata_request(void *m)
{
	kw_update_metadata_request_init(m);
}

static int decode_update_metadata_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_metadata_request_decode(m, v, r, a);
}

static int encode_update_metadata_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_metadata_request_encode(m, v, w);
}

static size_t size_update_metadata_request(const void *m, int16_t v)
{
	return kw_update_metadata_request_size(m, v);
}

static bool equal_update_metadata_request(const void *a, const void *b)
{
	return kw_update_metadata_request_equal(a, b);
}

static void init_update_metadata_response(void *m)
{
	kw_update_metadata_response_init(m);
}

static int decode_update_metadata_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_update_metadata_response_decode(m, v, r, a);
}

static int encode_update_metadata_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_update_metadata_response_encode(m, v, w);
}

static size_t size_update_metadata_response(const void *m, int16_t v)
{
	return kw_update_metadata_response_size(m, v);
}

static bool equal_update_metadata_response(const void *a, const void *b)
{
	return kw_update_metadata_response_equal(a, b);
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

static void init_user_scram_credential_record(void *m)
{
	kw_user_scram_credential_record_init(m);
}

static int decode_user_scram_credential_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_user_scram_credential_record_decode(m, v, r, a);
}

static int encode_user_scram_credential_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_user_scram_credential_record_encode(m, v, w);
}

static size_t size_user_scram_credential_record(const void *m, int16_t v)
{
	return kw_user_scram_credential_record_size(m, v);
}

static bool equal_user_scram_credential_record(const void *a, const void *b)
{
	return kw_user_scram_credential_record_equal(a, b);
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

static void init_write_share_group_state_request(void *m)
{
	kw_write_share_group_state_request_init(m);
}

static int decode_write_share_group_state_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_write_share_group_state_request_decode(m, v, r, a);
}

static int encode_write_share_group_state_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_write_share_group_state_request_encode(m, v, w);
}

static size_t size_write_share_group_state_request(const void *m, int16_t v)
{
	return kw_write_share_group_state_request_size(m, v);
}

static bool equal_write_share_group_state_request(const void *a, const void *b)
{
	return kw_write_share_group_state_request_equal(a, b);
}

static void init_write_share_group_state_response(void *m)
{
	kw_write_share_group_state_response_init(m);
}

static int decode_write_share_group_state_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_write_share_group_state_response_decode(m, v, r, a);
}

static int encode_write_share_group_state_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_write_share_group_state_response_encode(m, v, w);
}

static size_t size_write_share_group_state_response(const void *m, int16_t v)
{
	return kw_write_share_group_state_response_size(m, v);
}

static bool equal_write_share_group_state_response(const void *a, const void *b)
{
	return kw_write_share_group_state_response_equal(a, b);
}

static void init_write_txn_markers_request(void *m)
{
	kw_write_txn_markers_request_init(m);
}

static int decode_write_txn_markers_request(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_write_txn_markers_request_decode(m, v, r, a);
}

static int encode_write_txn_markers_request(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_write_txn_markers_request_encode(m, v, w);
}

static size_t size_write_txn_markers_request(const void *m, int16_t v)
{
	return kw_write_txn_markers_request_size(m, v);
}

static bool equal_write_txn_markers_request(const void *a, const void *b)
{
	return kw_write_txn_markers_request_equal(a, b);
}

static void init_write_txn_markers_response(void *m)
{
	kw_write_txn_markers_response_init(m);
}

static int decode_write_txn_markers_response(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_write_txn_markers_response_decode(m, v, r, a);
}

static int encode_write_txn_markers_response(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_write_txn_markers_response_encode(m, v, w);
}

static size_t size_write_txn_markers_response(const void *m, int16_t v)
{
	return kw_write_txn_markers_response_size(m, v);
}

static bool equal_write_txn_markers_response(const void *a, const void *b)
{
	return kw_write_txn_markers_response_equal(a, b);
}

static void init_zk_migration_state_record(void *m)
{
	kw_zk_migration_state_record_init(m);
}

static int decode_zk_migration_state_record(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)
{
	return kw_zk_migration_state_record_decode(m, v, r, a);
}

static int encode_zk_migration_state_record(const void *m, int16_t v, struct kw_writer *w)
{
	return kw_zk_migration_state_record_encode(m, v, w);
}

static size_t size_zk_migration_state_record(const void *m, int16_t v)
{
	return kw_zk_migration_state_record_size(m, v);
}

static bool equal_zk_migration_state_record(const void *a, const void *b)
{
	return kw_zk_migration_state_record_equal(a, b);
}

const struct kw_msg_codec kw_msgs[] = {
	{ "AbortTransactionRecord", "metadata", KW_MSG_METADATA, 25, 0, 0, 0, sizeof(struct kw_abort_transaction_record), init_abort_transaction_record,
	  decode_abort_transaction_record, encode_abort_transaction_record, size_abort_transaction_record, equal_abort_transaction_record },
	{ "AccessControlEntryRecord", "metadata", KW_MSG_METADATA, 18, 0, 0, 0, sizeof(struct kw_access_control_entry_record), init_access_control_entry_record,
	  decode_access_control_entry_record, encode_access_control_entry_record, size_access_control_entry_record, equal_access_control_entry_record },
	{ "AddOffsetsToTxnRequest", "clients", KW_MSG_REQUEST, 25, 0, 4, 3, sizeof(struct kw_add_offsets_to_txn_request), init_add_offsets_to_txn_request,
	  decode_add_offsets_to_txn_request, encode_add_offsets_to_txn_request, size_add_offsets_to_txn_request, equal_add_offsets_to_txn_request },
	{ "AddOffsetsToTxnResponse", "clients", KW_MSG_RESPONSE, 25, 0, 4, 3, sizeof(struct kw_add_offsets_to_txn_response), init_add_offsets_to_txn_response,
	  decode_add_offsets_to_txn_response, encode_add_offsets_to_txn_response, size_add_offsets_to_txn_response, equal_add_offsets_to_txn_response },
	{ "AddPartitionsToTxnRequest", "clients", KW_MSG_REQUEST, 24, 0, 5, 3, sizeof(struct kw_add_partitions_to_txn_request), init_add_partitions_to_txn_request,
	  decode_add_partitions_to_txn_request, encode_add_partitions_to_txn_request, size_add_partitions_to_txn_request, equal_add_partitions_to_txn_request },
	{ "AddPartitionsToTxnResponse", "clients", KW_MSG_RESPONSE, 24, 0, 5, 3, sizeof(struct kw_add_partitions_to_txn_response), init_add_partitions_to_txn_response,
	  decode_add_partitions_to_txn_response, encode_add_partitions_to_txn_response, size_add_partitions_to_txn_response, equal_add_partitions_to_txn_response },
	{ "AddRaftVoterRequest", "clients", KW_MSG_REQUEST, 80, 0, 0, 0, sizeof(struct kw_add_raft_voter_request), init_add_raft_voter_request,
	  decode_add_raft_voter_request, encode_add_raft_voter_request, size_add_raft_voter_request, equal_add_raft_voter_request },
	{ "AddRaftVoterResponse", "clients", KW_MSG_RESPONSE, 80, 0, 0, 0, sizeof(struct kw_add_raft_voter_response), init_add_raft_voter_response,
	  decode_add_raft_voter_response, encode_add_raft_voter_response, size_add_raft_voter_response, equal_add_raft_voter_response },
	{ "AllocateProducerIdsRequest", "clients", KW_MSG_REQUEST, 67, 0, 0, 0, sizeof(struct kw_allocate_producer_ids_request), init_allocate_producer_ids_request,
	  decode_allocate_producer_ids_request, encode_allocate_producer_ids_request, size_allocate_producer_ids_request, equal_allocate_producer_ids_request },
	{ "AllocateProducerIdsResponse", "clients", KW_MSG_RESPONSE, 67, 0, 0, 0, sizeof(struct kw_allocate_producer_ids_response), init_allocate_producer_ids_response,
	  decode_allocate_producer_ids_response, encode_allocate_producer_ids_response, size_allocate_producer_ids_response, equal_allocate_producer_ids_response },
	{ "AlterClientQuotasRequest", "clients", KW_MSG_REQUEST, 49, 0, 1, 1, sizeof(struct kw_alter_client_quotas_request), init_alter_client_quotas_request,
	  decode_alter_client_quotas_request, encode_alter_client_quotas_request, size_alter_client_quotas_request, equal_alter_client_quotas_request },
	{ "AlterClientQuotasResponse", "clients", KW_MSG_RESPONSE, 49, 0, 1, 1, sizeof(struct kw_alter_client_quotas_response), init_alter_client_quotas_response,
	  decode_alter_client_quotas_response, encode_alter_client_quotas_response, size_alter_client_quotas_response, equal_alter_client_quotas_response },
	{ "AlterConfigsRequest", "clients", KW_MSG_REQUEST, 33, 0, 2, 2, sizeof(struct kw_alter_configs_request), init_alter_configs_request,
	  decode_alter_configs_request, encode_alter_configs_request, size_alter_configs_request, equal_alter_configs_request },
	{ "AlterConfigsResponse", "clients", KW_MSG_RESPONSE, 33, 0, 2, 2, sizeof(struct kw_alter_configs_response), init_alter_configs_response,
	  decode_alter_configs_response, encode_alter_configs_response, size_alter_configs_response, equal_alter_configs_response },
	{ "AlterPartitionReassignmentsRequest", "clients", KW_MSG_REQUEST, 45, 0, 0, 0, sizeof(struct kw_alter_partition_reassignments_request), init_alter_partition_reassignments_request,
	  decode_alter_partition_reassignments_request, encode_alter_partition_reassignments_request, size_alter_partition_reassignments_request, equal_alter_partition_reassignments_request },
	{ "AlterPartitionReassignmentsResponse", "clients", KW_MSG_RESPONSE, 45, 0, 0, 0, sizeof(struct kw_alter_partition_reassignments_response), init_alter_partition_reassignments_response,
	  decode_alter_partition_reassignments_response, encode_alter_partition_reassignments_response, size_alter_partition_reassignments_response, equal_alter_partition_reassignments_response },
	{ "AlterPartitionRequest", "clients", KW_MSG_REQUEST, 56, 0, 3, 0, sizeof(struct kw_alter_partition_request), init_alter_partition_request,
	  decode_alter_partition_request, encode_alter_partition_request, size_alter_partition_request, equal_alter_partition_request },
	{ "AlterPartitionResponse", "clients", KW_MSG_RESPONSE, 56, 0, 3, 0, sizeof(struct kw_alter_partition_response), init_alter_partition_response,
	  decode_alter_partition_response, encode_alter_partition_response, size_alter_partition_response, equal_alter_partition_response },
	{ "AlterQuorumRequest", "kwire", KW_MSG_REQUEST, 10000, 0, 0, 0, sizeof(struct kw_alter_quorum_request), init_alter_quorum_request,
	  decode_alter_quorum_request, encode_alter_quorum_request, size_alter_quorum_request, equal_alter_quorum_request },
	{ "AlterQuorumResponse", "kwire", KW_MSG_RESPONSE, 10000, 0, 0, 0, sizeof(struct kw_alter_quorum_response), init_alter_quorum_response,
	  decode_alter_quorum_response, encode_alter_quorum_response, size_alter_quorum_response, equal_alter_quorum_response },
	{ "AlterReplicaLogDirsRequest", "clients", KW_MSG_REQUEST, 34, 0, 2, 2, sizeof(struct kw_alter_replica_log_dirs_request), init_alter_replica_log_dirs_request,
	  decode_alter_replica_log_dirs_request, encode_alter_replica_log_dirs_request, size_alter_replica_log_dirs_request, equal_alter_replica_log_dirs_request },
	{ "AlterReplicaLogDirsResponse", "clients", KW_MSG_RESPONSE, 34, 0, 2, 2, sizeof(struct kw_alter_replica_log_dirs_response), init_alter_replica_log_dirs_response,
	  decode_alter_replica_log_dirs_response, encode_alter_replica_log_dirs_response, size_alter_replica_log_dirs_response, equal_alter_replica_log_dirs_response },
	{ "AlterUserScramCredentialsRequest", "clients", KW_MSG_REQUEST, 51, 0, 0, 0, sizeof(struct kw_alter_user_scram_credentials_request), init_alter_user_scram_credentials_request,
	  decode_alter_user_scram_credentials_request, encode_alter_user_scram_credentials_request, size_alter_user_scram_credentials_request, equal_alter_user_scram_credentials_request },
	{ "AlterUserScramCredentialsResponse", "clients", KW_MSG_RESPONSE, 51, 0, 0, 0, sizeof(struct kw_alter_user_scram_credentials_response), init_alter_user_scram_credentials_response,
	  decode_alter_user_scram_credentials_response, encode_alter_user_scram_credentials_response, size_alter_user_scram_credentials_response, equal_alter_user_scram_credentials_response },
	{ "ApiVersionsRequest", "clients", KW_MSG_REQUEST, 18, 0, 4, 3, sizeof(struct kw_api_versions_request), init_api_versions_request,
	  decode_api_versions_request, encode_api_versions_request, size_api_versions_request, equal_api_versions_request },
	{ "ApiVersionsResponse", "clients", KW_MSG_RESPONSE, 18, 0, 4, 3, sizeof(struct kw_api_versions_response), init_api_versions_response,
	  decode_api_versions_response, encode_api_versions_response, size_api_versions_response, equal_api_versions_response },
	{ "AssignReplicasToDirsRequest", "clients", KW_MSG_REQUEST, 73, 0, 0, 0, sizeof(struct kw_assign_replicas_to_dirs_request), init_assign_replicas_to_dirs_request,
	  decode_assign_replicas_to_dirs_request, encode_assign_replicas_to_dirs_request, size_assign_replicas_to_dirs_request, equal_assign_replicas_to_dirs_request },
	{ "AssignReplicasToDirsResponse", "clients", KW_MSG_RESPONSE, 73, 0, 0, 0, sizeof(struct kw_assign_replicas_to_dirs_response), init_assign_replicas_to_dirs_response,
	  decode_assign_replicas_to_dirs_response, encode_assign_replicas_to_dirs_response, size_assign_replicas_to_dirs_response, equal_assign_replicas_to_dirs_response },
	{ "BeginQuorumEpochRequest", "clients", KW_MSG_REQUEST, 53, 0, 1, 1, sizeof(struct kw_begin_quorum_epoch_request), init_begin_quorum_epoch_request,
	  decode_begin_quorum_epoch_request, encode_begin_quorum_epoch_request, size_begin_quorum_epoch_request, equal_begin_quorum_epoch_request },
	{ "BeginQuorumEpochResponse", "clients", KW_MSG_RESPONSE, 53, 0, 1, 1, sizeof(struct kw_begin_quorum_epoch_response), init_begin_quorum_epoch_response,
	  decode_begin_quorum_epoch_response, encode_begin_quorum_epoch_response, size_begin_quorum_epoch_response, equal_begin_quorum_epoch_response },
	{ "BeginTransactionRecord", "metadata", KW_MSG_METADATA, 23, 0, 0, 0, sizeof(struct kw_begin_transaction_record), init_begin_transaction_record,
	  decode_begin_transaction_record, encode_begin_transaction_record, size_begin_transaction_record, equal_begin_transaction_record },
	{ "BrokerHeartbeatRequest", "clients", KW_MSG_REQUEST, 63, 0, 1, 0, sizeof(struct kw_broker_heartbeat_request), init_broker_heartbeat_request,
	  decode_broker_heartbeat_request, encode_broker_heartbeat_request, size_broker_heartbeat_request, equal_broker_heartbeat_request },
	{ "BrokerHeartbeatResponse", "clients", KW_MSG_RESPONSE, 63, 0, 1, 0, sizeof(struct kw_broker_heartbeat_response), init_broker_heartbeat_response,
	  decode_broker_heartbeat_response, encode_broker_heartbeat_response, size_broker_heartbeat_response, equal_broker_heartbeat_response },
	{ "BrokerRegistrationChangeRecord", "metadata", KW_MSG_METADATA, 17, 0, 2, 0, sizeof(struct kw_broker_registration_change_record), init_broker_registration_change_record,
	  decode_broker_registration_change_record, encode_broker_registration_change_record, size_broker_registration_change_record, equal_broker_registration_change_record },
	{ "BrokerRegistrationRequest", "clients", KW_MSG_REQUEST, 62, 0, 4, 0, sizeof(struct kw_broker_registration_request), init_broker_registration_request,
	  decode_broker_registration_request, encode_broker_registration_request, size_broker_registration_request, equal_broker_registration_request },
	{ "BrokerRegistrationResponse", "clients", KW_MSG_RESPONSE, 62, 0, 4, 0, sizeof(struct kw_broker_registration_response), init_broker_registration_response,
	  decode_broker_registration_response, encode_broker_registration_response, size_broker_registration_response, equal_broker_registration_response },
	{ "ClientQuotaRecord", "metadata", KW_MSG_METADATA, 14, 0, 0, 0, sizeof(struct kw_client_quota_record), init_client_quota_record,
	  decode_client_quota_record, encode_client_quota_record, size_client_quota_record, equal_client_quota_record },
	{ "ConfigRecord", "metadata", KW_MSG_METADATA, 4, 0, 0, 0, sizeof(struct kw_config_record), init_config_record,
	  decode_config_record, encode_config_record, size_config_record, equal_config_record },
	{ "ConsumerGroupCurrentMemberAssignmentKey", "group-coordinator", KW_MSG_DATA, -1, 8, 8, -1, sizeof(struct kw_consumer_group_current_member_assignment_key), init_consumer_group_current_member_assignment_key,
	  decode_consumer_group_current_member_assignment_key, encode_consumer_group_current_member_assignment_key, size_consumer_group_current_member_assignment_key, equal_consumer_group_current_member_assignment_key },
	{ "ConsumerGroupCurrentMemberAssignmentValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_current_member_assignment_value), init_consumer_group_current_member_assignment_value,
	  decode_consumer_group_current_member_assignment_value, encode_consumer_group_current_member_assignment_value, size_consumer_group_current_member_assignment_value, equal_consumer_group_current_member_assignment_value },
	{ "ConsumerGroupDescribeRequest", "clients", KW_MSG_REQUEST, 69, 0, 0, 0, sizeof(struct kw_consumer_group_describe_request), init_consumer_group_describe_request,
	  decode_consumer_group_describe_request, encode_consumer_group_describe_request, size_consumer_group_describe_request, equal_consumer_group_describe_request },
	{ "ConsumerGroupDescribeResponse", "clients", KW_MSG_RESPONSE, 69, 0, 0, 0, sizeof(struct kw_consumer_group_describe_response), init_consumer_group_describe_response,
	  decode_consumer_group_describe_response, encode_consumer_group_describe_response, size_consumer_group_describe_response, equal_consumer_group_describe_response },
	{ "ConsumerGroupHeartbeatRequest", "clients", KW_MSG_REQUEST, 68, 0, 1, 0, sizeof(struct kw_consumer_group_heartbeat_request), init_consumer_group_heartbeat_request,
	  decode_consumer_group_heartbeat_request, encode_consumer_group_heartbeat_request, size_consumer_group_heartbeat_request, equal_consumer_group_heartbeat_request },
	{ "ConsumerGroupHeartbeatResponse", "clients", KW_MSG_RESPONSE, 68, 0, 1, 0, sizeof(struct kw_consumer_group_heartbeat_response), init_consumer_group_heartbeat_response,
	  decode_consumer_group_heartbeat_response, encode_consumer_group_heartbeat_response, size_consumer_group_heartbeat_response, equal_consumer_group_heartbeat_response },
	{ "ConsumerGroupMemberMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 5, 5, -1, sizeof(struct kw_consumer_group_member_metadata_key), init_consumer_group_member_metadata_key,
	  decode_consumer_group_member_metadata_key, encode_consumer_group_member_metadata_key, size_consumer_group_member_metadata_key, equal_consumer_group_member_metadata_key },
	{ "ConsumerGroupMemberMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_member_metadata_value), init_consumer_group_member_metadata_value,
	  decode_consumer_group_member_metadata_value, encode_consumer_group_member_metadata_value, size_consumer_group_member_metadata_value, equal_consumer_group_member_metadata_value },
	{ "ConsumerGroupMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 3, 3, -1, sizeof(struct kw_consumer_group_metadata_key), init_consumer_group_metadata_key,
	  decode_consumer_group_metadata_key, encode_consumer_group_metadata_key, size_consumer_group_metadata_key, equal_consumer_group_metadata_key },
	{ "ConsumerGroupMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_metadata_value), init_consumer_group_metadata_value,
	  decode_consumer_group_metadata_value, encode_consumer_group_metadata_value, size_consumer_group_metadata_value, equal_consumer_group_metadata_value },
	{ "ConsumerGroupPartitionMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 4, 4, -1, sizeof(struct kw_consumer_group_partition_metadata_key), init_consumer_group_partition_metadata_key,
	  decode_consumer_group_partition_metadata_key, encode_consumer_group_partition_metadata_key, size_consumer_group_partition_metadata_key, equal_consumer_group_partition_metadata_key },
	{ "ConsumerGroupPartitionMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_partition_metadata_value), init_consumer_group_partition_metadata_value,
	  decode_consumer_group_partition_metadata_value, encode_consumer_group_partition_metadata_value, size_consumer_group_partition_metadata_value, equal_consumer_group_partition_metadata_value },
	{ "ConsumerGroupTargetAssignmentMemberKey", "group-coordinator", KW_MSG_DATA, -1, 7, 7, -1, sizeof(struct kw_consumer_group_target_assignment_member_key), init_consumer_group_target_assignment_member_key,
	  decode_consumer_group_target_assignment_member_key, encode_consumer_group_target_assignment_member_key, size_consumer_group_target_assignment_member_key, equal_consumer_group_target_assignment_member_key },
	{ "ConsumerGroupTargetAssignmentMemberValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_target_assignment_member_value), init_consumer_group_target_assignment_member_value,
	  decode_consumer_group_target_assignment_member_value, encode_consumer_group_target_assignment_member_value, size_consumer_group_target_assignment_member_value, equal_consumer_group_target_assignment_member_value },
	{ "ConsumerGroupTargetAssignmentMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 6, 6, -1, sizeof(struct kw_consumer_group_target_assignment_metadata_key), init_consumer_group_target_assignment_metadata_key,
	  decode_consumer_group_target_assignment_metadata_key, encode_consumer_group_target_assignment_metadata_key, size_consumer_group_target_assignment_metadata_key, equal_consumer_group_target_assignment_metadata_key },
	{ "ConsumerGroupTargetAssignmentMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_consumer_group_target_assignment_metadata_value), init_consumer_group_target_assignment_metadata_value,
	  decode_consumer_group_target_assignment_metadata_value, encode_consumer_group_target_assignment_metadata_value, size_consumer_group_target_assignment_metadata_value, equal_consumer_group_target_assignment_metadata_value },
	{ "ConsumerProtocolAssignment", "clients", KW_MSG_DATA, -1, 0, 3, -1, sizeof(struct kw_consumer_protocol_assignment), init_consumer_protocol_assignment,
	  decode_consumer_protocol_assignment, encode_consumer_protocol_assignment, size_consumer_protocol_assignment, equal_consumer_protocol_assignment },
	{ "ConsumerProtocolSubscription", "clients", KW_MSG_DATA, -1, 0, 3, -1, sizeof(struct kw_consumer_protocol_subscription), init_consumer_protocol_subscription,
	  decode_consumer_protocol_subscription, encode_consumer_protocol_subscription, size_consumer_protocol_subscription, equal_consumer_protocol_subscription },
	{ "ControlledShutdownRequest", "clients", KW_MSG_REQUEST, 7, 0, 3, 3, sizeof(struct kw_controlled_shutdown_request), init_controlled_shutdown_request,
	  decode_controlled_shutdown_request, encode_controlled_shutdown_request, size_controlled_shutdown_request, equal_controlled_shutdown_request },
	{ "ControlledShutdownResponse", "clients", KW_MSG_RESPONSE, 7, 0, 3, 3, sizeof(struct kw_controlled_shutdown_response), init_controlled_shutdown_response,
	  decode_controlled_shutdown_response, encode_controlled_shutdown_response, size_controlled_shutdown_response, equal_controlled_shutdown_response },
	{ "ControllerRegistrationRequest", "clients", KW_MSG_REQUEST, 70, 0, 0, 0, sizeof(struct kw_controller_registration_request), init_controller_registration_request,
	  decode_controller_registration_request, encode_controller_registration_request, size_controller_registration_request, equal_controller_registration_request },
	{ "ControllerRegistrationResponse", "clients", KW_MSG_RESPONSE, 70, 0, 0, 0, sizeof(struct kw_controller_registration_response), init_controller_registration_response,
	  decode_controller_registration_response, encode_controller_registration_response, size_controller_registration_response, equal_controller_registration_response },
	{ "CreateAclsRequest", "clients", KW_MSG_REQUEST, 30, 0, 3, 2, sizeof(struct kw_create_acls_request), init_create_acls_request,
	  decode_create_acls_request, encode_create_acls_request, size_create_acls_request, equal_create_acls_request },
	{ "CreateAclsResponse", "clients", KW_MSG_RESPONSE, 30, 0, 3, 2, sizeof(struct kw_create_acls_response), init_create_acls_response,
	  decode_create_acls_response, encode_create_acls_response, size_create_acls_response, equal_create_acls_response },
	{ "CreateDelegationTokenRequest", "clients", KW_MSG_REQUEST, 38, 0, 3, 2, sizeof(struct kw_create_delegation_token_request), init_create_delegation_token_request,
	  decode_create_delegation_token_request, encode_create_delegation_token_request, size_create_delegation_token_request, equal_create_delegation_token_request },
	{ "CreateDelegationTokenResponse", "clients", KW_MSG_RESPONSE, 38, 0, 3, 2, sizeof(struct kw_create_delegation_token_response), init_create_delegation_token_response,
	  decode_create_delegation_token_response, encode_create_delegation_token_response, size_create_delegation_token_response, equal_create_delegation_token_response },
	{ "CreatePartitionsRequest", "clients", KW_MSG_REQUEST, 37, 0, 3, 2, sizeof(struct kw_create_partitions_request), init_create_partitions_request,
	  decode_create_partitions_request, encode_create_partitions_request, size_create_partitions_request, equal_create_partitions_request },
	{ "CreatePartitionsResponse", "clients", KW_MSG_RESPONSE, 37, 0, 3, 2, sizeof(struct kw_create_partitions_response), init_create_partitions_response,
	  decode_create_partitions_response, encode_create_partitions_response, size_create_partitions_response, equal_create_partitions_response },
	{ "CreateTopicsRequest", "clients", KW_MSG_REQUEST, 19, 0, 7, 5, sizeof(struct kw_create_topics_request), init_create_topics_request,
	  decode_create_topics_request, encode_create_topics_request, size_create_topics_request, equal_create_topics_request },
	{ "CreateTopicsResponse", "clients", KW_MSG_RESPONSE, 19, 0, 7, 5, sizeof(struct kw_create_topics_response), init_create_topics_response,
	  decode_create_topics_response, encode_create_topics_response, size_create_topics_response, equal_create_topics_response },
	{ "DefaultPrincipalData", "clients", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_default_principal_data), init_default_principal_data,
	  decode_default_principal_data, encode_default_principal_data, size_default_principal_data, equal_default_principal_data },
	{ "DelegationTokenRecord", "metadata", KW_MSG_METADATA, 10, 0, 0, 0, sizeof(struct kw_delegation_token_record), init_delegation_token_record,
	  decode_delegation_token_record, encode_delegation_token_record, size_delegation_token_record, equal_delegation_token_record },
	{ "DeleteAclsRequest", "clients", KW_MSG_REQUEST, 31, 0, 3, 2, sizeof(struct kw_delete_acls_request), init_delete_acls_request,
	  decode_delete_acls_request, encode_delete_acls_request, size_delete_acls_request, equal_delete_acls_request },
	{ "DeleteAclsResponse", "clients", KW_MSG_RESPONSE, 31, 0, 3, 2, sizeof(struct kw_delete_acls_response), init_delete_acls_response,
	  decode_delete_acls_response, encode_delete_acls_response, size_delete_acls_response, equal_delete_acls_response },
	{ "DeleteGroupsRequest", "clients", KW_MSG_REQUEST, 42, 0, 2, 2, sizeof(struct kw_delete_groups_request), init_delete_groups_request,
	  decode_delete_groups_request, encode_delete_groups_request, size_delete_groups_request, equal_delete_groups_request },
	{ "DeleteGroupsResponse", "clients", KW_MSG_RESPONSE, 42, 0, 2, 2, sizeof(struct kw_delete_groups_response), init_delete_groups_response,
	  decode_delete_groups_response, encode_delete_groups_response, size_delete_groups_response, equal_delete_groups_response },
	{ "DeleteRecordsRequest", "clients", KW_MSG_REQUEST, 21, 0, 2, 2, sizeof(struct kw_delete_records_request), init_delete_records_request,
	  decode_delete_records_request, encode_delete_records_request, size_delete_records_request, equal_delete_records_request },
	{ "DeleteRecordsResponse", "clients", KW_MSG_RESPONSE, 21, 0, 2, 2, sizeof(struct kw_delete_records_response), init_delete_records_response,
	  decode_delete_records_response, encode_delete_records_response, size_delete_records_response, equal_delete_records_response },
	{ "DeleteShareGroupStateRequest", "clients", KW_MSG_REQUEST, 86, 0, 0, 0, sizeof(struct kw_delete_share_group_state_request), init_delete_share_group_state_request,
	  decode_delete_share_group_state_request, encode_delete_share_group_state_request, size_delete_share_group_state_request, equal_delete_share_group_state_request },
	{ "DeleteShareGroupStateResponse", "clients", KW_MSG_RESPONSE, 86, 0, 0, 0, sizeof(struct kw_delete_share_group_state_response), init_delete_share_group_state_response,
	  decode_delete_share_group_state_response, encode_delete_share_group_state_response, size_delete_share_group_state_response, equal_delete_share_group_state_response },
	{ "DeleteTopicsRequest", "clients", KW_MSG_REQUEST, 20, 0, 6, 4, sizeof(struct kw_delete_topics_request), init_delete_topics_request,
	  decode_delete_topics_request, encode_delete_topics_request, size_delete_topics_request, equal_delete_topics_request },
	{ "DeleteTopicsResponse", "clients", KW_MSG_RESPONSE, 20, 0, 6, 4, sizeof(struct kw_delete_topics_response), init_delete_topics_response,
	  decode_delete_topics_response, encode_delete_topics_response, size_delete_topics_response, equal_delete_topics_response },
	{ "DescribeAclsRequest", "clients", KW_MSG_REQUEST, 29, 0, 3, 2, sizeof(struct kw_describe_acls_request), init_describe_acls_request,
	  decode_describe_acls_request, encode_describe_acls_request, size_describe_acls_request, equal_describe_acls_request },
	{ "DescribeAclsResponse", "clients", KW_MSG_RESPONSE, 29, 0, 3, 2, sizeof(struct kw_describe_acls_response), init_describe_acls_response,
	  decode_describe_acls_response, encode_describe_acls_response, size_describe_acls_response, equal_describe_acls_response },
	{ "DescribeClientQuotasRequest", "clients", KW_MSG_REQUEST, 48, 0, 1, 1, sizeof(struct kw_describe_client_quotas_request), init_describe_client_quotas_request,
	  decode_describe_client_quotas_request, encode_describe_client_quotas_request, size_describe_client_quotas_request, equal_describe_client_quotas_request },
	{ "DescribeClientQuotasResponse", "clients", KW_MSG_RESPONSE, 48, 0, 1, 1, sizeof(struct kw_describe_client_quotas_response), init_describe_client_quotas_response,
	  decode_describe_client_quotas_response, encode_describe_client_quotas_response, size_describe_client_quotas_response, equal_describe_client_quotas_response },
	{ "DescribeClusterRequest", "clients", KW_MSG_REQUEST, 60, 0, 1, 0, sizeof(struct kw_describe_cluster_request), init_describe_cluster_request,
	  decode_describe_cluster_request, encode_describe_cluster_request, size_describe_cluster_request, equal_describe_cluster_request },
	{ "DescribeClusterResponse", "clients", KW_MSG_RESPONSE, 60, 0, 1, 0, sizeof(struct kw_describe_cluster_response), init_describe_cluster_response,
	  decode_describe_cluster_response, encode_describe_cluster_response, size_describe_cluster_response, equal_describe_cluster_response },
	{ "DescribeConfigsRequest", "clients", KW_MSG_REQUEST, 32, 0, 4, 4, sizeof(struct kw_describe_configs_request), init_describe_configs_request,
	  decode_describe_configs_request, encode_describe_configs_request, size_describe_configs_request, equal_describe_configs_request },
	{ "DescribeConfigsResponse", "clients", KW_MSG_RESPONSE, 32, 0, 4, 4, sizeof(struct kw_describe_configs_response), init_describe_configs_response,
	  decode_describe_configs_response, encode_describe_configs_response, size_describe_configs_response, equal_describe_configs_response },
	{ "DescribeDelegationTokenRequest", "clients", KW_MSG_REQUEST, 41, 0, 3, 2, sizeof(struct kw_describe_delegation_token_request), init_describe_delegation_token_request,
	  decode_describe_delegation_token_request, encode_describe_delegation_token_request, size_describe_delegation_token_request, equal_describe_delegation_token_request },
	{ "DescribeDelegationTokenResponse", "clients", KW_MSG_RESPONSE, 41, 0, 3, 2, sizeof(struct kw_describe_delegation_token_response), init_describe_delegation_token_response,
	  decode_describe_delegation_token_response, encode_describe_delegation_token_response, size_describe_delegation_token_response, equal_describe_delegation_token_response },
	{ "DescribeGroupsRequest", "clients", KW_MSG_REQUEST, 15, 0, 5, 5, sizeof(struct kw_describe_groups_request), init_describe_groups_request,
	  decode_describe_groups_request, encode_describe_groups_request, size_describe_groups_request, equal_describe_groups_request },
	{ "DescribeGroupsResponse", "clients", KW_MSG_RESPONSE, 15, 0, 5, 5, sizeof(struct kw_describe_groups_response), init_describe_groups_response,
	  decode_describe_groups_response, encode_describe_groups_response, size_describe_groups_response, equal_describe_groups_response },
	{ "DescribeLogDirsRequest", "clients", KW_MSG_REQUEST, 35, 0, 4, 2, sizeof(struct kw_describe_log_dirs_request), init_describe_log_dirs_request,
	  decode_describe_log_dirs_request, encode_describe_log_dirs_request, size_describe_log_dirs_request, equal_describe_log_dirs_request },
	{ "DescribeLogDirsResponse", "clients", KW_MSG_RESPONSE, 35, 0, 4, 2, sizeof(struct kw_describe_log_dirs_response), init_describe_log_dirs_response,
	  decode_describe_log_dirs_response, encode_describe_log_dirs_response, size_describe_log_dirs_response, equal_describe_log_dirs_response },
	{ "DescribeProducersRequest", "clients", KW_MSG_REQUEST, 61, 0, 0, 0, sizeof(struct kw_describe_producers_request), init_describe_producers_request,
	  decode_describe_producers_request, encode_describe_producers_request, size_describe_producers_request, equal_describe_producers_request },
	{ "DescribeProducersResponse", "clients", KW_MSG_RESPONSE, 61, 0, 0, 0, sizeof(struct kw_describe_producers_response), init_describe_producers_response,
	  decode_describe_producers_response, encode_describe_producers_response, size_describe_producers_response, equal_describe_producers_response },
	{ "DescribeQuorumRequest", "clients", KW_MSG_REQUEST, 55, 0, 2, 0, sizeof(struct kw_describe_quorum_request), init_describe_quorum_request,
	  decode_describe_quorum_request, encode_describe_quorum_request, size_describe_quorum_request, equal_describe_quorum_request },
	{ "DescribeQuorumResponse", "clients", KW_MSG_RESPONSE, 55, 0, 2, 0, sizeof(struct kw_describe_quorum_response), init_describe_quorum_response,
	  decode_describe_quorum_response, encode_describe_quorum_response, size_describe_quorum_response, equal_describe_quorum_response },
	{ "DescribeTopicPartitionsRequest", "clients", KW_MSG_REQUEST, 75, 0, 0, 0, sizeof(struct kw_describe_topic_partitions_request), init_describe_topic_partitions_request,
	  decode_describe_topic_partitions_request, encode_describe_topic_partitions_request, size_describe_topic_partitions_request, equal_describe_topic_partitions_request },
	{ "DescribeTopicPartitionsResponse", "clients", KW_MSG_RESPONSE, 75, 0, 0, 0, sizeof(struct kw_describe_topic_partitions_response), init_describe_topic_partitions_response,
	  decode_describe_topic_partitions_response, encode_describe_topic_partitions_response, size_describe_topic_partitions_response, equal_describe_topic_partitions_response },
	{ "DescribeTransactionsRequest", "clients", KW_MSG_REQUEST, 65, 0, 0, 0, sizeof(struct kw_describe_transactions_request), init_describe_transactions_request,
	  decode_describe_transactions_request, encode_describe_transactions_request, size_describe_transactions_request, equal_describe_transactions_request },
	{ "DescribeTransactionsResponse", "clients", KW_MSG_RESPONSE, 65, 0, 0, 0, sizeof(struct kw_describe_transactions_response), init_describe_transactions_response,
	  decode_describe_transactions_response, encode_describe_transactions_response, size_describe_transactions_response, equal_describe_transactions_response },
	{ "DescribeUserScramCredentialsRequest", "clients", KW_MSG_REQUEST, 50, 0, 0, 0, sizeof(struct kw_describe_user_scram_credentials_request), init_describe_user_scram_credentials_request,
	  decode_describe_user_scram_credentials_request, encode_describe_user_scram_credentials_request, size_describe_user_scram_credentials_request, equal_describe_user_scram_credentials_request },
	{ "DescribeUserScramCredentialsResponse", "clients", KW_MSG_RESPONSE, 50, 0, 0, 0, sizeof(struct kw_describe_user_scram_credentials_response), init_describe_user_scram_credentials_response,
	  decode_describe_user_scram_credentials_response, encode_describe_user_scram_credentials_response, size_describe_user_scram_credentials_response, equal_describe_user_scram_credentials_response },
	{ "DescribeVoterChangeRequest", "kwire", KW_MSG_REQUEST, 10001, 0, 0, 0, sizeof(struct kw_describe_voter_change_request), init_describe_voter_change_request,
	  decode_describe_voter_change_request, encode_describe_voter_change_request, size_describe_voter_change_request, equal_describe_voter_change_request },
	{ "DescribeVoterChangeResponse", "kwire", KW_MSG_RESPONSE, 10001, 0, 0, 0, sizeof(struct kw_describe_voter_change_response), init_describe_voter_change_response,
	  decode_describe_voter_change_response, encode_describe_voter_change_response, size_describe_voter_change_response, equal_describe_voter_change_response },
	{ "ElectLeadersRequest", "clients", KW_MSG_REQUEST, 43, 0, 2, 2, sizeof(struct kw_elect_leaders_request), init_elect_leaders_request,
	  decode_elect_leaders_request, encode_elect_leaders_request, size_elect_leaders_request, equal_elect_leaders_request },
	{ "ElectLeadersResponse", "clients", KW_MSG_RESPONSE, 43, 0, 2, 2, sizeof(struct kw_elect_leaders_response), init_elect_leaders_response,
	  decode_elect_leaders_response, encode_elect_leaders_response, size_elect_leaders_response, equal_elect_leaders_response },
	{ "EndQuorumEpochRequest", "clients", KW_MSG_REQUEST, 54, 0, 1, 1, sizeof(struct kw_end_quorum_epoch_request), init_end_quorum_epoch_request,
	  decode_end_quorum_epoch_request, encode_end_quorum_epoch_request, size_end_quorum_epoch_request, equal_end_quorum_epoch_request },
	{ "EndQuorumEpochResponse", "clients", KW_MSG_RESPONSE, 54, 0, 1, 1, sizeof(struct kw_end_quorum_epoch_response), init_end_quorum_epoch_response,
	  decode_end_quorum_epoch_response, encode_end_quorum_epoch_response, size_end_quorum_epoch_response, equal_end_quorum_epoch_response },
	{ "EndTransactionRecord", "metadata", KW_MSG_METADATA, 24, 0, 0, 0, sizeof(struct kw_end_transaction_record), init_end_transaction_record,
	  decode_end_transaction_record, encode_end_transaction_record, size_end_transaction_record, equal_end_transaction_record },
	{ "EndTxnRequest", "clients", KW_MSG_REQUEST, 26, 0, 5, 3, sizeof(struct kw_end_txn_request), init_end_txn_request,
	  decode_end_txn_request, encode_end_txn_request, size_end_txn_request, equal_end_txn_request },
	{ "EndTxnResponse", "clients", KW_MSG_RESPONSE, 26, 0, 5, 3, sizeof(struct kw_end_txn_response), init_end_txn_response,
	  decode_end_txn_response, encode_end_txn_response, size_end_txn_response, equal_end_txn_response },
	{ "EnvelopeRequest", "clients", KW_MSG_REQUEST, 58, 0, 0, 0, sizeof(struct kw_envelope_request), init_envelope_request,
	  decode_envelope_request, encode_envelope_request, size_envelope_request, equal_envelope_request },
	{ "EnvelopeResponse", "clients", KW_MSG_RESPONSE, 58, 0, 0, 0, sizeof(struct kw_envelope_response), init_envelope_response,
	  decode_envelope_response, encode_envelope_response, size_envelope_response, equal_envelope_response },
	{ "ExpireDelegationTokenRequest", "clients", KW_MSG_REQUEST, 40, 0, 2, 2, sizeof(struct kw_expire_delegation_token_request), init_expire_delegation_token_request,
	  decode_expire_delegation_token_request, encode_expire_delegation_token_request, size_expire_delegation_token_request, equal_expire_delegation_token_request },
	{ "ExpireDelegationTokenResponse", "clients", KW_MSG_RESPONSE, 40, 0, 2, 2, sizeof(struct kw_expire_delegation_token_response), init_expire_delegation_token_response,
	  decode_expire_delegation_token_response, encode_expire_delegation_token_response, size_expire_delegation_token_response, equal_expire_delegation_token_response },
	{ "FeatureLevelRecord", "metadata", KW_MSG_METADATA, 12, 0, 0, 0, sizeof(struct kw_feature_level_record), init_feature_level_record,
	  decode_feature_level_record, encode_feature_level_record, size_feature_level_record, equal_feature_level_record },
	{ "FenceBrokerRecord", "metadata", KW_MSG_METADATA, 7, 0, 0, 0, sizeof(struct kw_fence_broker_record), init_fence_broker_record,
	  decode_fence_broker_record, encode_fence_broker_record, size_fence_broker_record, equal_fence_broker_record },
	{ "FetchRequest", "clients", KW_MSG_REQUEST, 1, 0, 17, 12, sizeof(struct kw_fetch_request), init_fetch_request,
	  decode_fetch_request, encode_fetch_request, size_fetch_request, equal_fetch_request },
	{ "FetchResponse", "clients", KW_MSG_RESPONSE, 1, 0, 17, 12, sizeof(struct kw_fetch_response), init_fetch_response,
	  decode_fetch_response, encode_fetch_response, size_fetch_response, equal_fetch_response },
	{ "FetchSnapshotRequest", "clients", KW_MSG_REQUEST, 59, 0, 1, 0, sizeof(struct kw_fetch_snapshot_request), init_fetch_snapshot_request,
	  decode_fetch_snapshot_request, encode_fetch_snapshot_request, size_fetch_snapshot_request, equal_fetch_snapshot_request },
	{ "FetchSnapshotResponse", "clients", KW_MSG_RESPONSE, 59, 0, 1, 0, sizeof(struct kw_fetch_snapshot_response), init_fetch_snapshot_response,
	  decode_fetch_snapshot_response, encode_fetch_snapshot_response, size_fetch_snapshot_response, equal_fetch_snapshot_response },
	{ "FindCoordinatorRequest", "clients", KW_MSG_REQUEST, 10, 0, 6, 3, sizeof(struct kw_find_coordinator_request), init_find_coordinator_request,
	  decode_find_coordinator_request, encode_find_coordinator_request, size_find_coordinator_request, equal_find_coordinator_request },
	{ "FindCoordinatorResponse", "clients", KW_MSG_RESPONSE, 10, 0, 6, 3, sizeof(struct kw_find_coordinator_response), init_find_coordinator_response,
	  decode_find_coordinator_response, encode_find_coordinator_response, size_find_coordinator_response, equal_find_coordinator_response },
	{ "GetTelemetrySubscriptionsRequest", "clients", KW_MSG_REQUEST, 71, 0, 0, 0, sizeof(struct kw_get_telemetry_subscriptions_request), init_get_telemetry_subscriptions_request,
	  decode_get_telemetry_subscriptions_request, encode_get_telemetry_subscriptions_request, size_get_telemetry_subscriptions_request, equal_get_telemetry_subscriptions_request },
	{ "GetTelemetrySubscriptionsResponse", "clients", KW_MSG_RESPONSE, 71, 0, 0, 0, sizeof(struct kw_get_telemetry_subscriptions_response), init_get_telemetry_subscriptions_response,
	  decode_get_telemetry_subscriptions_response, encode_get_telemetry_subscriptions_response, size_get_telemetry_subscriptions_response, equal_get_telemetry_subscriptions_response },
	{ "GroupMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 2, 2, -1, sizeof(struct kw_group_metadata_key), init_group_metadata_key,
	  decode_group_metadata_key, encode_group_metadata_key, size_group_metadata_key, equal_group_metadata_key },
	{ "GroupMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 4, 4, sizeof(struct kw_group_metadata_value), init_group_metadata_value,
	  decode_group_metadata_value, encode_group_metadata_value, size_group_metadata_value, equal_group_metadata_value },
	{ "HeartbeatRequest", "clients", KW_MSG_REQUEST, 12, 0, 4, 4, sizeof(struct kw_heartbeat_request), init_heartbeat_request,
	  decode_heartbeat_request, encode_heartbeat_request, size_heartbeat_request, equal_heartbeat_request },
	{ "HeartbeatResponse", "clients", KW_MSG_RESPONSE, 12, 0, 4, 4, sizeof(struct kw_heartbeat_response), init_heartbeat_response,
	  decode_heartbeat_response, encode_heartbeat_response, size_heartbeat_response, equal_heartbeat_response },
	{ "IncrementalAlterConfigsRequest", "clients", KW_MSG_REQUEST, 44, 0, 1, 1, sizeof(struct kw_incremental_alter_configs_request), init_incremental_alter_configs_request,
	  decode_incremental_alter_configs_request, encode_incremental_alter_configs_request, size_incremental_alter_configs_request, equal_incremental_alter_configs_request },
	{ "IncrementalAlterConfigsResponse", "clients", KW_MSG_RESPONSE, 44, 0, 1, 1, sizeof(struct kw_incremental_alter_configs_response), init_incremental_alter_configs_response,
	  decode_incremental_alter_configs_response, encode_incremental_alter_configs_response, size_incremental_alter_configs_response, equal_incremental_alter_configs_response },
	{ "InitProducerIdRequest", "clients", KW_MSG_REQUEST, 22, 0, 5, 2, sizeof(struct kw_init_producer_id_request), init_init_producer_id_request,
	  decode_init_producer_id_request, encode_init_producer_id_request, size_init_producer_id_request, equal_init_producer_id_request },
	{ "InitProducerIdResponse", "clients", KW_MSG_RESPONSE, 22, 0, 5, 2, sizeof(struct kw_init_producer_id_response), init_init_producer_id_response,
	  decode_init_producer_id_response, encode_init_producer_id_response, size_init_producer_id_response, equal_init_producer_id_response },
	{ "InitializeShareGroupStateRequest", "clients", KW_MSG_REQUEST, 83, 0, 0, 0, sizeof(struct kw_initialize_share_group_state_request), init_initialize_share_group_state_request,
	  decode_initialize_share_group_state_request, encode_initialize_share_group_state_request, size_initialize_share_group_state_request, equal_initialize_share_group_state_request },
	{ "InitializeShareGroupStateResponse", "clients", KW_MSG_RESPONSE, 83, 0, 0, 0, sizeof(struct kw_initialize_share_group_state_response), init_initialize_share_group_state_response,
	  decode_initialize_share_group_state_response, encode_initialize_share_group_state_response, size_initialize_share_group_state_response, equal_initialize_share_group_state_response },
	{ "JoinGroupRequest", "clients", KW_MSG_REQUEST, 11, 0, 9, 6, sizeof(struct kw_join_group_request), init_join_group_request,
	  decode_join_group_request, encode_join_group_request, size_join_group_request, equal_join_group_request },
	{ "JoinGroupResponse", "clients", KW_MSG_RESPONSE, 11, 0, 9, 6, sizeof(struct kw_join_group_response), init_join_group_response,
	  decode_join_group_response, encode_join_group_response, size_join_group_response, equal_join_group_response },
	{ "KRaftVersionRecord", "clients", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_k_raft_version_record), init_k_raft_version_record,
	  decode_k_raft_version_record, encode_k_raft_version_record, size_k_raft_version_record, equal_k_raft_version_record },
	{ "LeaderAndIsrRequest", "clients", KW_MSG_REQUEST, 4, 0, 7, 4, sizeof(struct kw_leader_and_isr_request), init_leader_and_isr_request,
	  decode_leader_and_isr_request, encode_leader_and_isr_request, size_leader_and_isr_request, equal_leader_and_isr_request },
	{ "LeaderAndIsrResponse", "clients", KW_MSG_RESPONSE, 4, 0, 7, 4, sizeof(struct kw_leader_and_isr_response), init_leader_and_isr_response,
	  decode_leader_and_isr_response, encode_leader_and_isr_response, size_leader_and_isr_response, equal_leader_and_isr_response },
	{ "LeaderChangeMessage", "clients", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct kw_leader_change_message), init_leader_change_message,
	  decode_leader_change_message, encode_leader_change_message, size_leader_change_message, equal_leader_change_message },
	{ "LeaveGroupRequest", "clients", KW_MSG_REQUEST, 13, 0, 5, 4, sizeof(struct kw_leave_group_request), init_leave_group_request,
	  decode_leave_group_request, encode_leave_group_request, size_leave_group_request, equal_leave_group_request },
	{ "LeaveGroupResponse", "clients", KW_MSG_RESPONSE, 13, 0, 5, 4, sizeof(struct kw_leave_group_response), init_leave_group_response,
	  decode_leave_group_response, encode_leave_group_response, size_leave_group_response, equal_leave_group_response },
	{ "ListClientMetricsResourcesRequest", "clients", KW_MSG_REQUEST, 74, 0, 0, 0, sizeof(struct kw_list_client_metrics_resources_request), init_list_client_metrics_resources_request,
	  decode_list_client_metrics_resources_request, encode_list_client_metrics_resources_request, size_list_client_metrics_resources_request, equal_list_client_metrics_resources_request },
	{ "ListClientMetricsResourcesResponse", "clients", KW_MSG_RESPONSE, 74, 0, 0, 0, sizeof(struct kw_list_client_metrics_resources_response), init_list_client_metrics_resources_response,
	  decode_list_client_metrics_resources_response, encode_list_client_metrics_resources_response, size_list_client_metrics_resources_response, equal_list_client_metrics_resources_response },
	{ "ListGroupsRequest", "clients", KW_MSG_REQUEST, 16, 0, 5, 3, sizeof(struct kw_list_groups_request), init_list_groups_request,
	  decode_list_groups_request, encode_list_groups_request, size_list_groups_request, equal_list_groups_request },
	{ "ListGroupsResponse", "clients", KW_MSG_RESPONSE, 16, 0, 5, 3, sizeof(struct kw_list_groups_response), init_list_groups_response,
	  decode_list_groups_response, encode_list_groups_response, size_list_groups_response, equal_list_groups_response },
	{ "ListOffsetsRequest", "clients", KW_MSG_REQUEST, 2, 0, 10, 6, sizeof(struct kw_list_offsets_request), init_list_offsets_request,
	  decode_list_offsets_request, encode_list_offsets_request, size_list_offsets_request, equal_list_offsets_request },
	{ "ListOffsetsResponse", "clients", KW_MSG_RESPONSE, 2, 0, 10, 6, sizeof(struct kw_list_offsets_response), init_list_offsets_response,
	  decode_list_offsets_response, encode_list_offsets_response, size_list_offsets_response, equal_list_offsets_response },
	{ "ListPartitionReassignmentsRequest", "clients", KW_MSG_REQUEST, 46, 0, 0, 0, sizeof(struct kw_list_partition_reassignments_request), init_list_partition_reassignments_request,
	  decode_list_partition_reassignments_request, encode_list_partition_reassignments_request, size_list_partition_reassignments_request, equal_list_partition_reassignments_request },
	{ "ListPartitionReassignmentsResponse", "clients", KW_MSG_RESPONSE, 46, 0, 0, 0, sizeof(struct kw_list_partition_reassignments_response), init_list_partition_reassignments_response,
	  decode_list_partition_reassignments_response, encode_list_partition_reassignments_response, size_list_partition_reassignments_response, equal_list_partition_reassignments_response },
	{ "ListTransactionsRequest", "clients", KW_MSG_REQUEST, 66, 0, 1, 0, sizeof(struct kw_list_transactions_request), init_list_transactions_request,
	  decode_list_transactions_request, encode_list_transactions_request, size_list_transactions_request, equal_list_transactions_request },
	{ "ListTransactionsResponse", "clients", KW_MSG_RESPONSE, 66, 0, 1, 0, sizeof(struct kw_list_transactions_response), init_list_transactions_response,
	  decode_list_transactions_response, encode_list_transactions_response, size_list_transactions_response, equal_list_transactions_response },
	{ "MetadataRequest", "clients", KW_MSG_REQUEST, 3, 0, 12, 9, sizeof(struct kw_metadata_request), init_metadata_request,
	  decode_metadata_request, encode_metadata_request, size_metadata_request, equal_metadata_request },
	{ "MetadataResponse", "clients", KW_MSG_RESPONSE, 3, 0, 12, 9, sizeof(struct kw_metadata_response), init_metadata_response,
	  decode_metadata_response, encode_metadata_response, size_metadata_response, equal_metadata_response },
	{ "NoOpRecord", "metadata", KW_MSG_METADATA, 20, 0, 0, 0, sizeof(struct kw_no_op_record), init_no_op_record,
	  decode_no_op_record, encode_no_op_record, size_no_op_record, equal_no_op_record },
	{ "NullableStructMessage", "clients", KW_MSG_HEADER, -1, 0, 2, 1, sizeof(struct kw_nullable_struct_message), init_nullable_struct_message,
	  decode_nullable_struct_message, encode_nullable_struct_message, size_nullable_struct_message, equal_nullable_struct_message },
	{ "OffsetCommitKey", "group-coordinator", KW_MSG_DATA, -1, 0, 1, -1, sizeof(struct kw_offset_commit_key), init_offset_commit_key,
	  decode_offset_commit_key, encode_offset_commit_key, size_offset_commit_key, equal_offset_commit_key },
	{ "OffsetCommitRequest", "clients", KW_MSG_REQUEST, 8, 0, 9, 8, sizeof(struct kw_offset_commit_request), init_offset_commit_request,
	  decode_offset_commit_request, encode_offset_commit_request, size_offset_commit_request, equal_offset_commit_request },
	{ "OffsetCommitResponse", "clients", KW_MSG_RESPONSE, 8, 0, 9, 8, sizeof(struct kw_offset_commit_response), init_offset_commit_response,
	  decode_offset_commit_response, encode_offset_commit_response, size_offset_commit_response, equal_offset_commit_response },
	{ "OffsetCommitValue", "group-coordinator", KW_MSG_DATA, -1, 0, 4, 4, sizeof(struct kw_offset_commit_value), init_offset_commit_value,
	  decode_offset_commit_value, encode_offset_commit_value, size_offset_commit_value, equal_offset_commit_value },
	{ "OffsetDeleteRequest", "clients", KW_MSG_REQUEST, 47, 0, 0, -1, sizeof(struct kw_offset_delete_request), init_offset_delete_request,
	  decode_offset_delete_request, encode_offset_delete_request, size_offset_delete_request, equal_offset_delete_request },
	{ "OffsetDeleteResponse", "clients", KW_MSG_RESPONSE, 47, 0, 0, -1, sizeof(struct kw_offset_delete_response), init_offset_delete_response,
	  decode_offset_delete_response, encode_offset_delete_response, size_offset_delete_response, equal_offset_delete_response },
	{ "OffsetFetchRequest", "clients", KW_MSG_REQUEST, 9, 0, 9, 6, sizeof(struct kw_offset_fetch_request), init_offset_fetch_request,
	  decode_offset_fetch_request, encode_offset_fetch_request, size_offset_fetch_request, equal_offset_fetch_request },
	{ "OffsetFetchResponse", "clients", KW_MSG_RESPONSE, 9, 0, 9, 6, sizeof(struct kw_offset_fetch_response), init_offset_fetch_response,
	  decode_offset_fetch_response, encode_offset_fetch_response, size_offset_fetch_response, equal_offset_fetch_response },
	{ "OffsetForLeaderEpochRequest", "clients", KW_MSG_REQUEST, 23, 0, 4, 4, sizeof(struct kw_offset_for_leader_epoch_request), init_offset_for_leader_epoch_request,
	  decode_offset_for_leader_epoch_request, encode_offset_for_leader_epoch_request, size_offset_for_leader_epoch_request, equal_offset_for_leader_epoch_request },
	{ "OffsetForLeaderEpochResponse", "clients", KW_MSG_RESPONSE, 23, 0, 4, 4, sizeof(struct kw_offset_for_leader_epoch_response), init_offset_for_leader_epoch_response,
	  decode_offset_for_leader_epoch_response, encode_offset_for_leader_epoch_response, size_offset_for_leader_epoch_response, equal_offset_for_leader_epoch_response },
	{ "PartitionChangeRecord", "metadata", KW_MSG_METADATA, 5, 0, 2, 0, sizeof(struct kw_partition_change_record), init_partition_change_record,
	  decode_partition_change_record, encode_partition_change_record, size_partition_change_record, equal_partition_change_record },
	{ "PartitionRecord", "metadata", KW_MSG_METADATA, 3, 0, 2, 0, sizeof(struct kw_partition_record), init_partition_record,
	  decode_partition_record, encode_partition_record, size_partition_record, equal_partition_record },
	{ "ProduceRequest", "clients", KW_MSG_REQUEST, 0, 0, 11, 9, sizeof(struct kw_produce_request), init_produce_request,
	  decode_produce_request, encode_produce_request, size_produce_request, equal_produce_request },
	{ "ProduceResponse", "clients", KW_MSG_RESPONSE, 0, 0, 11, 9, sizeof(struct kw_produce_response), init_produce_response,
	  decode_produce_response, encode_produce_response, size_produce_response, equal_produce_response },
	{ "ProducerIdsRecord", "metadata", KW_MSG_METADATA, 15, 0, 0, 0, sizeof(struct kw_producer_ids_record), init_producer_ids_record,
	  decode_producer_ids_record, encode_producer_ids_record, size_producer_ids_record, equal_producer_ids_record },
	{ "ProducerStateRecord", "kwire", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_producer_state_record), init_producer_state_record,
	  decode_producer_state_record, encode_producer_state_record, size_producer_state_record, equal_producer_state_record },
	{ "PushTelemetryRequest", "clients", KW_MSG_REQUEST, 72, 0, 0, 0, sizeof(struct kw_push_telemetry_request), init_push_telemetry_request,
	  decode_push_telemetry_request, encode_push_telemetry_request, size_push_telemetry_request, equal_push_telemetry_request },
	{ "PushTelemetryResponse", "clients", KW_MSG_RESPONSE, 72, 0, 0, 0, sizeof(struct kw_push_telemetry_response), init_push_telemetry_response,
	  decode_push_telemetry_response, encode_push_telemetry_response, size_push_telemetry_response, equal_push_telemetry_response },
	{ "QuorumStateData", "raft", KW_MSG_DATA, -1, 0, 1, 0, sizeof(struct kw_quorum_state_data), init_quorum_state_data,
	  decode_quorum_state_data, encode_quorum_state_data, size_quorum_state_data, equal_quorum_state_data },
	{ "ReadShareGroupStateRequest", "clients", KW_MSG_REQUEST, 84, 0, 0, 0, sizeof(struct kw_read_share_group_state_request), init_read_share_group_state_request,
	  decode_read_share_group_state_request, encode_read_share_group_state_request, size_read_share_group_state_request, equal_read_share_group_state_request },
	{ "ReadShareGroupStateResponse", "clients", KW_MSG_RESPONSE, 84, 0, 0, 0, sizeof(struct kw_read_share_group_state_response), init_read_share_group_state_response,
	  decode_read_share_group_state_response, encode_read_share_group_state_response, size_read_share_group_state_response, equal_read_share_group_state_response },
	{ "ReadShareGroupStateSummaryRequest", "clients", KW_MSG_REQUEST, 87, 0, 0, 0, sizeof(struct kw_read_share_group_state_summary_request), init_read_share_group_state_summary_request,
	  decode_read_share_group_state_summary_request, encode_read_share_group_state_summary_request, size_read_share_group_state_summary_request, equal_read_share_group_state_summary_request },
	{ "ReadShareGroupStateSummaryResponse", "clients", KW_MSG_RESPONSE, 87, 0, 0, 0, sizeof(struct kw_read_share_group_state_summary_response), init_read_share_group_state_summary_response,
	  decode_read_share_group_state_summary_response, encode_read_share_group_state_summary_response, size_read_share_group_state_summary_response, equal_read_share_group_state_summary_response },
	{ "RegisterBrokerRecord", "metadata", KW_MSG_METADATA, 0, 0, 3, 0, sizeof(struct kw_register_broker_record), init_register_broker_record,
	  decode_register_broker_record, encode_register_broker_record, size_register_broker_record, equal_register_broker_record },
	{ "RegisterControllerRecord", "metadata", KW_MSG_METADATA, 27, 0, 0, 0, sizeof(struct kw_register_controller_record), init_register_controller_record,
	  decode_register_controller_record, encode_register_controller_record, size_register_controller_record, equal_register_controller_record },
	{ "RemoveAccessControlEntryRecord", "metadata", KW_MSG_METADATA, 19, 0, 0, 0, sizeof(struct kw_remove_access_control_entry_record), init_remove_access_control_entry_record,
	  decode_remove_access_control_entry_record, encode_remove_access_control_entry_record, size_remove_access_control_entry_record, equal_remove_access_control_entry_record },
	{ "RemoveDelegationTokenRecord", "metadata", KW_MSG_METADATA, 26, 0, 0, 0, sizeof(struct kw_remove_delegation_token_record), init_remove_delegation_token_record,
	  decode_remove_delegation_token_record, encode_remove_delegation_token_record, size_remove_delegation_token_record, equal_remove_delegation_token_record },
	{ "RemoveRaftVoterRequest", "clients", KW_MSG_REQUEST, 81, 0, 0, 0, sizeof(struct kw_remove_raft_voter_request), init_remove_raft_voter_request,
	  decode_remove_raft_voter_request, encode_remove_raft_voter_request, size_remove_raft_voter_request, equal_remove_raft_voter_request },
	{ "RemoveRaftVoterResponse", "clients", KW_MSG_RESPONSE, 81, 0, 0, 0, sizeof(struct kw_remove_raft_voter_response), init_remove_raft_voter_response,
	  decode_remove_raft_voter_response, encode_remove_raft_voter_response, size_remove_raft_voter_response, equal_remove_raft_voter_response },
	{ "RemoveTopicRecord", "metadata", KW_MSG_METADATA, 9, 0, 0, 0, sizeof(struct kw_remove_topic_record), init_remove_topic_record,
	  decode_remove_topic_record, encode_remove_topic_record, size_remove_topic_record, equal_remove_topic_record },
	{ "RemoveUserScramCredentialRecord", "metadata", KW_MSG_METADATA, 22, 0, 0, 0, sizeof(struct kw_remove_user_scram_credential_record), init_remove_user_scram_credential_record,
	  decode_remove_user_scram_credential_record, encode_remove_user_scram_credential_record, size_remove_user_scram_credential_record, equal_remove_user_scram_credential_record },
	{ "RenewDelegationTokenRequest", "clients", KW_MSG_REQUEST, 39, 0, 2, 2, sizeof(struct kw_renew_delegation_token_request), init_renew_delegation_token_request,
	  decode_renew_delegation_token_request, encode_renew_delegation_token_request, size_renew_delegation_token_request, equal_renew_delegation_token_request },
	{ "RenewDelegationTokenResponse", "clients", KW_MSG_RESPONSE, 39, 0, 2, 2, sizeof(struct kw_renew_delegation_token_response), init_renew_delegation_token_response,
	  decode_renew_delegation_token_response, encode_renew_delegation_token_response, size_renew_delegation_token_response, equal_renew_delegation_token_response },
	{ "RequestHeader", "clients", KW_MSG_HEADER, -1, 0, 2, 2, sizeof(struct kw_request_header), init_request_header,
	  decode_request_header, encode_request_header, size_request_header, equal_request_header },
	{ "ResponseHeader", "clients", KW_MSG_HEADER, -1, 0, 1, 1, sizeof(struct kw_response_header), init_response_header,
	  decode_response_header, encode_response_header, size_response_header, equal_response_header },
	{ "SaslAuthenticateRequest", "clients", KW_MSG_REQUEST, 36, 0, 2, 2, sizeof(struct kw_sasl_authenticate_request), init_sasl_authenticate_request,
	  decode_sasl_authenticate_request, encode_sasl_authenticate_request, size_sasl_authenticate_request, equal_sasl_authenticate_request },
	{ "SaslAuthenticateResponse", "clients", KW_MSG_RESPONSE, 36, 0, 2, 2, sizeof(struct kw_sasl_authenticate_response), init_sasl_authenticate_response,
	  decode_sasl_authenticate_response, encode_sasl_authenticate_response, size_sasl_authenticate_response, equal_sasl_authenticate_response },
	{ "SaslHandshakeRequest", "clients", KW_MSG_REQUEST, 17, 0, 1, -1, sizeof(struct kw_sasl_handshake_request), init_sasl_handshake_request,
	  decode_sasl_handshake_request, encode_sasl_handshake_request, size_sasl_handshake_request, equal_sasl_handshake_request },
	{ "SaslHandshakeResponse", "clients", KW_MSG_RESPONSE, 17, 0, 1, -1, sizeof(struct kw_sasl_handshake_response), init_sasl_handshake_response,
	  decode_sasl_handshake_response, encode_sasl_handshake_response, size_sasl_handshake_response, equal_sasl_handshake_response },
	{ "ShareAcknowledgeRequest", "clients", KW_MSG_REQUEST, 79, 0, 0, 0, sizeof(struct kw_share_acknowledge_request), init_share_acknowledge_request,
	  decode_share_acknowledge_request, encode_share_acknowledge_request, size_share_acknowledge_request, equal_share_acknowledge_request },
	{ "ShareAcknowledgeResponse", "clients", KW_MSG_RESPONSE, 79, 0, 0, 0, sizeof(struct kw_share_acknowledge_response), init_share_acknowledge_response,
	  decode_share_acknowledge_response, encode_share_acknowledge_response, size_share_acknowledge_response, equal_share_acknowledge_response },
	{ "ShareFetchRequest", "clients", KW_MSG_REQUEST, 78, 0, 0, 0, sizeof(struct kw_share_fetch_request), init_share_fetch_request,
	  decode_share_fetch_request, encode_share_fetch_request, size_share_fetch_request, equal_share_fetch_request },
	{ "ShareFetchResponse", "clients", KW_MSG_RESPONSE, 78, 0, 0, 0, sizeof(struct kw_share_fetch_response), init_share_fetch_response,
	  decode_share_fetch_response, encode_share_fetch_response, size_share_fetch_response, equal_share_fetch_response },
	{ "ShareGroupCurrentMemberAssignmentKey", "group-coordinator", KW_MSG_DATA, -1, 14, 14, -1, sizeof(struct kw_share_group_current_member_assignment_key), init_share_group_current_member_assignment_key,
	  decode_share_group_current_member_assignment_key, encode_share_group_current_member_assignment_key, size_share_group_current_member_assignment_key, equal_share_group_current_member_assignment_key },
	{ "ShareGroupCurrentMemberAssignmentValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_current_member_assignment_value), init_share_group_current_member_assignment_value,
	  decode_share_group_current_member_assignment_value, encode_share_group_current_member_assignment_value, size_share_group_current_member_assignment_value, equal_share_group_current_member_assignment_value },
	{ "ShareGroupDescribeRequest", "clients", KW_MSG_REQUEST, 77, 0, 0, 0, sizeof(struct kw_share_group_describe_request), init_share_group_describe_request,
	  decode_share_group_describe_request, encode_share_group_describe_request, size_share_group_describe_request, equal_share_group_describe_request },
	{ "ShareGroupDescribeResponse", "clients", KW_MSG_RESPONSE, 77, 0, 0, 0, sizeof(struct kw_share_group_describe_response), init_share_group_describe_response,
	  decode_share_group_describe_response, encode_share_group_describe_response, size_share_group_describe_response, equal_share_group_describe_response },
	{ "ShareGroupHeartbeatRequest", "clients", KW_MSG_REQUEST, 76, 0, 0, 0, sizeof(struct kw_share_group_heartbeat_request), init_share_group_heartbeat_request,
	  decode_share_group_heartbeat_request, encode_share_group_heartbeat_request, size_share_group_heartbeat_request, equal_share_group_heartbeat_request },
	{ "ShareGroupHeartbeatResponse", "clients", KW_MSG_RESPONSE, 76, 0, 0, 0, sizeof(struct kw_share_group_heartbeat_response), init_share_group_heartbeat_response,
	  decode_share_group_heartbeat_response, encode_share_group_heartbeat_response, size_share_group_heartbeat_response, equal_share_group_heartbeat_response },
	{ "ShareGroupMemberMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 10, 10, -1, sizeof(struct kw_share_group_member_metadata_key), init_share_group_member_metadata_key,
	  decode_share_group_member_metadata_key, encode_share_group_member_metadata_key, size_share_group_member_metadata_key, equal_share_group_member_metadata_key },
	{ "ShareGroupMemberMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_member_metadata_value), init_share_group_member_metadata_value,
	  decode_share_group_member_metadata_value, encode_share_group_member_metadata_value, size_share_group_member_metadata_value, equal_share_group_member_metadata_value },
	{ "ShareGroupMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 11, 11, -1, sizeof(struct kw_share_group_metadata_key), init_share_group_metadata_key,
	  decode_share_group_metadata_key, encode_share_group_metadata_key, size_share_group_metadata_key, equal_share_group_metadata_key },
	{ "ShareGroupMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_metadata_value), init_share_group_metadata_value,
	  decode_share_group_metadata_value, encode_share_group_metadata_value, size_share_group_metadata_value, equal_share_group_metadata_value },
	{ "ShareGroupPartitionMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 9, 9, -1, sizeof(struct kw_share_group_partition_metadata_key), init_share_group_partition_metadata_key,
	  decode_share_group_partition_metadata_key, encode_share_group_partition_metadata_key, size_share_group_partition_metadata_key, equal_share_group_partition_metadata_key },
	{ "ShareGroupPartitionMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_partition_metadata_value), init_share_group_partition_metadata_value,
	  decode_share_group_partition_metadata_value, encode_share_group_partition_metadata_value, size_share_group_partition_metadata_value, equal_share_group_partition_metadata_value },
	{ "ShareGroupStatePartitionMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 15, 15, -1, sizeof(struct kw_share_group_state_partition_metadata_key), init_share_group_state_partition_metadata_key,
	  decode_share_group_state_partition_metadata_key, encode_share_group_state_partition_metadata_key, size_share_group_state_partition_metadata_key, equal_share_group_state_partition_metadata_key },
	{ "ShareGroupStatePartitionMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_state_partition_metadata_value), init_share_group_state_partition_metadata_value,
	  decode_share_group_state_partition_metadata_value, encode_share_group_state_partition_metadata_value, size_share_group_state_partition_metadata_value, equal_share_group_state_partition_metadata_value },
	{ "ShareGroupTargetAssignmentMemberKey", "group-coordinator", KW_MSG_DATA, -1, 13, 13, -1, sizeof(struct kw_share_group_target_assignment_member_key), init_share_group_target_assignment_member_key,
	  decode_share_group_target_assignment_member_key, encode_share_group_target_assignment_member_key, size_share_group_target_assignment_member_key, equal_share_group_target_assignment_member_key },
	{ "ShareGroupTargetAssignmentMemberValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_target_assignment_member_value), init_share_group_target_assignment_member_value,
	  decode_share_group_target_assignment_member_value, encode_share_group_target_assignment_member_value, size_share_group_target_assignment_member_value, equal_share_group_target_assignment_member_value },
	{ "ShareGroupTargetAssignmentMetadataKey", "group-coordinator", KW_MSG_DATA, -1, 12, 12, -1, sizeof(struct kw_share_group_target_assignment_metadata_key), init_share_group_target_assignment_metadata_key,
	  decode_share_group_target_assignment_metadata_key, encode_share_group_target_assignment_metadata_key, size_share_group_target_assignment_metadata_key, equal_share_group_target_assignment_metadata_key },
	{ "ShareGroupTargetAssignmentMetadataValue", "group-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_group_target_assignment_metadata_value), init_share_group_target_assignment_metadata_value,
	  decode_share_group_target_assignment_metadata_value, encode_share_group_target_assignment_metadata_value, size_share_group_target_assignment_metadata_value, equal_share_group_target_assignment_metadata_value },
	{ "ShareSnapshotKey", "share-coordinator", KW_MSG_DATA, -1, 0, 0, -1, sizeof(struct kw_share_snapshot_key), init_share_snapshot_key,
	  decode_share_snapshot_key, encode_share_snapshot_key, size_share_snapshot_key, equal_share_snapshot_key },
	{ "ShareSnapshotValue", "share-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_snapshot_value), init_share_snapshot_value,
	  decode_share_snapshot_value, encode_share_snapshot_value, size_share_snapshot_value, equal_share_snapshot_value },
	{ "ShareUpdateKey", "share-coordinator", KW_MSG_DATA, -1, 1, 1, -1, sizeof(struct kw_share_update_key), init_share_update_key,
	  decode_share_update_key, encode_share_update_key, size_share_update_key, equal_share_update_key },
	{ "ShareUpdateValue", "share-coordinator", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_share_update_value), init_share_update_value,
	  decode_share_update_value, encode_share_update_value, size_share_update_value, equal_share_update_value },
	{ "SimpleArraysMessage", "clients", KW_MSG_HEADER, -1, 0, 2, 1, sizeof(struct kw_simple_arrays_message), init_simple_arrays_message,
	  decode_simple_arrays_message, encode_simple_arrays_message, size_simple_arrays_message, equal_simple_arrays_message },
	{ "SimpleExampleMessage", "clients", KW_MSG_HEADER, -1, 0, 2, 1, sizeof(struct kw_simple_example_message), init_simple_example_message,
	  decode_simple_example_message, encode_simple_example_message, size_simple_example_message, equal_simple_example_message },
	{ "SimpleRecordsMessage", "clients", KW_MSG_HEADER, -1, 0, 1, 1, sizeof(struct kw_simple_records_message), init_simple_records_message,
	  decode_simple_records_message, encode_simple_records_message, size_simple_records_message, equal_simple_records_message },
	{ "SnapshotFooterRecord", "clients", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_snapshot_footer_record), init_snapshot_footer_record,
	  decode_snapshot_footer_record, encode_snapshot_footer_record, size_snapshot_footer_record, equal_snapshot_footer_record },
	{ "SnapshotHeaderRecord", "clients", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_snapshot_header_record), init_snapshot_header_record,
	  decode_snapshot_header_record, encode_snapshot_header_record, size_snapshot_header_record, equal_snapshot_header_record },
	{ "StopReplicaRequest", "clients", KW_MSG_REQUEST, 5, 0, 4, 2, sizeof(struct kw_stop_replica_request), init_stop_replica_request,
	  decode_stop_replica_request, encode_stop_replica_request, size_stop_replica_request, equal_stop_replica_request },
	{ "StopReplicaResponse", "clients", KW_MSG_RESPONSE, 5, 0, 4, 2, sizeof(struct kw_stop_replica_response), init_stop_replica_response,
	  decode_stop_replica_response, encode_stop_replica_response, size_stop_replica_response, equal_stop_replica_response },
	{ "SubscriptionInfoData", "streams", KW_MSG_DATA, -1, 1, 11, -1, sizeof(struct kw_subscription_info_data), init_subscription_info_data,
	  decode_subscription_info_data, encode_subscription_info_data, size_subscription_info_data, equal_subscription_info_data },
	{ "SyncGroupRequest", "clients", KW_MSG_REQUEST, 14, 0, 5, 4, sizeof(struct kw_sync_group_request), init_sync_group_request,
	  decode_sync_group_request, encode_sync_group_request, size_sync_group_request, equal_sync_group_request },
	{ "SyncGroupResponse", "clients", KW_MSG_RESPONSE, 14, 0, 5, 4, sizeof(struct kw_sync_group_response), init_sync_group_response,
	  decode_sync_group_response, encode_sync_group_response, size_sync_group_response, equal_sync_group_response },
	{ "TopicRecord", "metadata", KW_MSG_METADATA, 2, 0, 0, 0, sizeof(struct kw_topic_record), init_topic_record,
	  decode_topic_record, encode_topic_record, size_topic_record, equal_topic_record },
	{ "TransactionLogKey", "transaction-coordinator", KW_MSG_DATA, -1, 0, 0, -1, sizeof(struct kw_transaction_log_key), init_transaction_log_key,
	  decode_transaction_log_key, encode_transaction_log_key, size_transaction_log_key, equal_transaction_log_key },
	{ "TransactionLogValue", "transaction-coordinator", KW_MSG_DATA, -1, 0, 1, 1, sizeof(struct kw_transaction_log_value), init_transaction_log_value,
	  decode_transaction_log_value, encode_transaction_log_value, size_transaction_log_value, equal_transaction_log_value },
	{ "TxnOffsetCommitRequest", "clients", KW_MSG_REQUEST, 28, 0, 4, 3, sizeof(struct kw_txn_offset_commit_request), init_txn_offset_commit_request,
	  decode_txn_offset_commit_request, encode_txn_offset_commit_request, size_txn_offset_commit_request, equal_txn_offset_commit_request },
	{ "TxnOffsetCommitResponse", "clients", KW_MSG_RESPONSE, 28, 0, 4, 3, sizeof(struct kw_txn_offset_commit_response), init_txn_offset_commit_response,
	  decode_txn_offset_commit_response, encode_txn_offset_commit_response, size_txn_offset_commit_response, equal_txn_offset_commit_response },
	{ "UnfenceBrokerRecord", "metadata", KW_MSG_METADATA, 8, 0, 0, 0, sizeof(struct kw_unfence_broker_record), init_unfence_broker_record,
	  decode_unfence_broker_record, encode_unfence_broker_record, size_unfence_broker_record, equal_unfence_broker_record },
	{ "UnregisterBrokerRecord", "metadata", KW_MSG_METADATA, 1, 0, 0, 0, sizeof(struct kw_unregister_broker_record), init_unregister_broker_record,
	  decode_unregister_broker_record, encode_unregister_broker_record, size_unregister_broker_record, equal_unregister_broker_record },
	{ "UnregisterBrokerRequest", "clients", KW_MSG_REQUEST, 64, 0, 0, 0, sizeof(struct kw_unregister_broker_request), init_unregister_broker_request,
	  decode_unregister_broker_request, encode_unregister_broker_request, size_unregister_broker_request, equal_unregister_broker_request },
	{ "UnregisterBrokerResponse", "clients", KW_MSG_RESPONSE, 64, 0, 0, 0, sizeof(struct kw_unregister_broker_response), init_unregister_broker_response,
	  decode_unregister_broker_response, encode_unregister_broker_response, size_unregister_broker_response, equal_unregister_broker_response },
	{ "UpdateFeaturesRequest", "clients", KW_MSG_REQUEST, 57, 0, 2, 0, sizeof(struct kw_update_features_request), init_update_features_request,
	  decode_update_features_request, encode_update_features_request, size_update_features_request, equal_update_features_request },
	{ "UpdateFeaturesResponse", "clients", KW_MSG_RESPONSE, 57, 0, 2, 0, sizeof(struct kw_update_features_response), init_update_features_response,
	  decode_update_features_response, encode_update_features_response, size_update_features_response, equal_update_features_response },
	{ "UpdateMetadataRequest", "clients", KW_MSG_REQUEST, 6, 0, 8, 6, sizeof(struct kw_update_metadata_request), init_update_metadata_request,
	  decode_update_metadata_request, encode_update_metadata_request, size_update_metadata_request, equal_update_metadata_request },
	{ "UpdateMetadataResponse", "clients", KW_MSG_RESPONSE, 6, 0, 8, 6, sizeof(struct kw_update_metadata_response), init_update_metadata_response,
	  decode_update_metadata_response, encode_update_metadata_response, size_update_metadata_response, equal_update_metadata_response },
	{ "UpdateRaftVoterRequest", "clients", KW_MSG_REQUEST, 82, 0, 0, 0, sizeof(struct kw_update_raft_voter_request), init_update_raft_voter_request,
	  decode_update_raft_voter_request, encode_update_raft_voter_request, size_update_raft_voter_request, equal_update_raft_voter_request },
	{ "UpdateRaftVoterResponse", "clients", KW_MSG_RESPONSE, 82, 0, 0, 0, sizeof(struct kw_update_raft_voter_response), init_update_raft_voter_response,
	  decode_update_raft_voter_response, encode_update_raft_voter_response, size_update_raft_voter_response, equal_update_raft_voter_response },
	{ "UserScramCredentialRecord", "metadata", KW_MSG_METADATA, 11, 0, 0, 0, sizeof(struct kw_user_scram_credential_record), init_user_scram_credential_record,
	  decode_user_scram_credential_record, encode_user_scram_credential_record, size_user_scram_credential_record, equal_user_scram_credential_record },
	{ "VoteRequest", "clients", KW_MSG_REQUEST, 52, 0, 2, 0, sizeof(struct kw_vote_request), init_vote_request,
	  decode_vote_request, encode_vote_request, size_vote_request, equal_vote_request },
	{ "VoteResponse", "clients", KW_MSG_RESPONSE, 52, 0, 2, 0, sizeof(struct kw_vote_response), init_vote_response,
	  decode_vote_response, encode_vote_response, size_vote_response, equal_vote_response },
	{ "VoterAssignmentRecord", "kwire", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_voter_assignment_record), init_voter_assignment_record,
	  decode_voter_assignment_record, encode_voter_assignment_record, size_voter_assignment_record, equal_voter_assignment_record },
	{ "VotersRecord", "clients", KW_MSG_DATA, -1, 0, 0, 0, sizeof(struct kw_voters_record), init_voters_record,
	  decode_voters_record, encode_voters_record, size_voters_record, equal_voters_record },
	{ "WriteShareGroupStateRequest", "clients", KW_MSG_REQUEST, 85, 0, 0, 0, sizeof(struct kw_write_share_group_state_request), init_write_share_group_state_request,
	  decode_write_share_group_state_request, encode_write_share_group_state_request, size_write_share_group_state_request, equal_write_share_group_state_request },
	{ "WriteShareGroupStateResponse", "clients", KW_MSG_RESPONSE, 85, 0, 0, 0, sizeof(struct kw_write_share_group_state_response), init_write_share_group_state_response,
	  decode_write_share_group_state_response, encode_write_share_group_state_response, size_write_share_group_state_response, equal_write_share_group_state_response },
	{ "WriteTxnMarkersRequest", "clients", KW_MSG_REQUEST, 27, 0, 1, 1, sizeof(struct kw_write_txn_markers_request), init_write_txn_markers_request,
	  decode_write_txn_markers_request, encode_write_txn_markers_request, size_write_txn_markers_request, equal_write_txn_markers_request },
	{ "WriteTxnMarkersResponse", "clients", KW_MSG_RESPONSE, 27, 0, 1, 1, sizeof(struct kw_write_txn_markers_response), init_write_txn_markers_response,
	  decode_write_txn_markers_response, encode_write_txn_markers_response, size_write_txn_markers_response, equal_write_txn_markers_response },
	{ "ZkMigrationStateRecord", "metadata", KW_MSG_METADATA, 21, 0, 0, 0, sizeof(struct kw_zk_migration_state_record), init_zk_migration_state_record,
	  decode_zk_migration_state_record, encode_zk_migration_state_record, size_zk_migration_state_record, equal_zk_migration_state_record },
};
const size_t kw_msg_count = 259;

const struct kw_api kw_apis[] = {
	{ 0, "Produce", 0, 11, 9, 0, 6, false, 3u, &kw_msgs[171], &kw_msgs[172] },
	{ 1, "Fetch", 0, 17, 12, 0, 3, false, 7u, &kw_msgs[119], &kw_msgs[120] },
	{ 2, "ListOffsets", 0, 10, 6, 0, 0, false, 3u, &kw_msgs[149], &kw_msgs[150] },
	{ 3, "Metadata", 0, 12, 9, 0, 3, false, 3u, &kw_msgs[155], &kw_msgs[156] },
	{ 4, "LeaderAndIsr", 0, 7, 4, -1, -1, false, 1u, &kw_msgs[140], &kw_msgs[141] },
	{ 5, "StopReplica", 0, 4, 2, -1, -1, false, 1u, &kw_msgs[229], &kw_msgs[230] },
	{ 6, "UpdateMetadata", 0, 8, 6, -1, -1, false, 1u, &kw_msgs[245], &kw_msgs[246] },
	{ 7, "ControlledShutdown", 0, 3, 3, -1, -1, false, 5u, &kw_msgs[56], &kw_msgs[57] },
	{ 8, "OffsetCommit", 0, 9, 8, 0, 1, false, 3u, &kw_msgs[160], &kw_msgs[161] },
	{ 9, "OffsetFetch", 0, 9, 6, 0, 0, false, 3u, &kw_msgs[165], &kw_msgs[166] },
	{ 10, "FindCoordinator", 0, 6, 3, 0, 0, false, 3u, &kw_msgs[123], &kw_msgs[124] },
	{ 11, "JoinGroup", 0, 9, 6, 0, 1, false, 3u, &kw_msgs[137], &kw_msgs[138] },
	{ 12, "Heartbeat", 0, 4, 4, -1, -1, false, 3u, &kw_msgs[129], &kw_msgs[130] },
	{ 13, "LeaveGroup", 0, 5, 4, -1, -1, false, 3u, &kw_msgs[143], &kw_msgs[144] },
	{ 14, "SyncGroup", 0, 5, 4, -1, -1, false, 3u, &kw_msgs[232], &kw_msgs[233] },
	{ 15, "DescribeGroups", 0, 5, 5, -1, -1, false, 3u, &kw_msgs[90], &kw_msgs[91] },
	{ 16, "ListGroups", 0, 5, 3, -1, -1, false, 3u, &kw_msgs[147], &kw_msgs[148] },
	{ 17, "SaslHandshake", 0, 1, -1, 0, 0, false, 7u, &kw_msgs[196], &kw_msgs[197] },
	{ 18, "ApiVersions", 0, 4, 3, -1, -1, false, 7u, &kw_msgs[24], &kw_msgs[25] },
	{ 19, "CreateTopics", 0, 7, 5, 0, 1, false, 7u, &kw_msgs[66], &kw_msgs[67] },
	{ 20, "DeleteTopics", 0, 6, 4, 0, 0, false, 7u, &kw_msgs[78], &kw_msgs[79] },
	{ 21, "DeleteRecords", 0, 2, 2, -1, -1, false, 3u, &kw_msgs[74], &kw_msgs[75] },
	{ 22, "InitProducerId", 0, 5, 2, -1, -1, false, 3u, &kw_msgs[133], &kw_msgs[134] },
	{ 23, "OffsetForLeaderEpoch", 0, 4, 4, 0, 1, false, 3u, &kw_msgs[167], &kw_msgs[168] },
	{ 24, "AddPartitionsToTxn", 0, 5, 3, -1, -1, false, 3u, &kw_msgs[4], &kw_msgs[5] },
	{ 25, "AddOffsetsToTxn", 0, 4, 3, -1, -1, false, 3u, &kw_msgs[2], &kw_msgs[3] },
	{ 26, "EndTxn", 0, 5, 3, -1, -1, true, 3u, &kw_msgs[111], &kw_msgs[112] },
	{ 27, "WriteTxnMarkers", 0, 1, 1, -1, -1, false, 3u, &kw_msgs[256], &kw_msgs[257] },
	{ 28, "TxnOffsetCommit", 0, 4, 3, -1, -1, false, 3u, &kw_msgs[237], &kw_msgs[238] },
	{ 29, "DescribeAcls", 0, 3, 2, 0, 0, false, 7u, &kw_msgs[80], &kw_msgs[81] },
	{ 30, "CreateAcls", 0, 3, 2, 0, 0, false, 7u, &kw_msgs[60], &kw_msgs[61] },
	{ 31, "DeleteAcls", 0, 3, 2, 0, 0, false, 7u, &kw_msgs[70], &kw_msgs[71] },
	{ 32, "DescribeConfigs", 0, 4, 4, 0, 0, false, 7u, &kw_msgs[86], &kw_msgs[87] },
	{ 33, "AlterConfigs", 0, 2, 2, -1, -1, false, 7u, &kw_msgs[12], &kw_msgs[13] },
	{ 34, "AlterReplicaLogDirs", 0, 2, 2, 0, 0, false, 3u, &kw_msgs[20], &kw_msgs[21] },
	{ 35, "DescribeLogDirs", 0, 4, 2, 0, 0, false, 3u, &kw_msgs[92], &kw_msgs[93] },
	{ 36, "SaslAuthenticate", 0, 2, 2, -1, -1, false, 7u, &kw_msgs[194], &kw_msgs[195] },
	{ 37, "CreatePartitions", 0, 3, 2, -1, -1, false, 7u, &kw_msgs[64], &kw_msgs[65] },
	{ 38, "CreateDelegationToken", 0, 3, 2, 0, 0, false, 7u, &kw_msgs[62], &kw_msgs[63] },
	{ 39, "RenewDelegationToken", 0, 2, 2, 0, 0, false, 7u, &kw_msgs[190], &kw_msgs[191] },
	{ 40, "ExpireDelegationToken", 0, 2, 2, 0, 0, false, 7u, &kw_msgs[115], &kw_msgs[116] },
	{ 41, "DescribeDelegationToken", 0, 3, 2, 0, 0, false, 7u, &kw_msgs[88], &kw_msgs[89] },
	{ 42, "DeleteGroups", 0, 2, 2, 0, 0, false, 3u, &kw_msgs[72], &kw_msgs[73] },
	{ 43, "ElectLeaders", 0, 2, 2, -1, -1, false, 7u, &kw_msgs[106], &kw_msgs[107] },
	{ 44, "IncrementalAlterConfigs", 0, 1, 1, -1, -1, false, 7u, &kw_msgs[131], &kw_msgs[132] },
	{ 45, "AlterPartitionReassignments", 0, 0, 0, -1, -1, false, 7u, &kw_msgs[14], &kw_msgs[15] },
	{ 46, "ListPartitionReassignments", 0, 0, 0, -1, -1, false, 7u, &kw_msgs[151], &kw_msgs[152] },
	{ 47, "OffsetDelete", 0, 0, -1, -1, -1, false, 3u, &kw_msgs[163], &kw_msgs[164] },
	{ 48, "DescribeClientQuotas", 0, 1, 1, -1, -1, false, 3u, &kw_msgs[82], &kw_msgs[83] },
	{ 49, "AlterClientQuotas", 0, 1, 1, -1, -1, false, 7u, &kw_msgs[10], &kw_msgs[11] },
	{ 50, "DescribeUserScramCredentials", 0, 0, 0, -1, -1, false, 7u, &kw_msgs[102], &kw_msgs[103] },
	{ 51, "AlterUserScramCredentials", 0, 0, 0, -1, -1, false, 7u, &kw_msgs[22], &kw_msgs[23] },
	{ 52, "Vote", 0, 2, 0, -1, -1, false, 4u, &kw_msgs[250], &kw_msgs[251] },
	{ 53, "BeginQuorumEpoch", 0, 1, 1, -1, -1, false, 4u, &kw_msgs[28], &kw_msgs[29] },
	{ 54, "EndQuorumEpoch", 0, 1, 1, -1, -1, false, 4u, &kw_msgs[108], &kw_msgs[109] },
	{ 55, "DescribeQuorum", 0, 2, 0, -1, -1, false, 6u, &kw_msgs[96], &kw_msgs[97] },
	{ 56, "AlterPartition", 0, 3, 0, -1, -1, false, 5u, &kw_msgs[16], &kw_msgs[17] },
	{ 57, "UpdateFeatures", 0, 2, 0, -1, -1, false, 7u, &kw_msgs[243], &kw_msgs[244] },
	{ 58, "Envelope", 0, 0, 0, -1, -1, false, 5u, &kw_msgs[113], &kw_msgs[114] },
	{ 59, "FetchSnapshot", 0, 1, 0, -1, -1, false, 4u, &kw_msgs[121], &kw_msgs[122] },
	{ 60, "DescribeCluster", 0, 1, 0, -1, -1, false, 7u, &kw_msgs[84], &kw_msgs[85] },
	{ 61, "DescribeProducers", 0, 0, 0, -1, -1, false, 3u, &kw_msgs[94], &kw_msgs[95] },
	{ 62, "BrokerRegistration", 0, 4, 0, -1, -1, false, 4u, &kw_msgs[34], &kw_msgs[35] },
	{ 63, "BrokerHeartbeat", 0, 1, 0, -1, -1, false, 4u, &kw_msgs[31], &kw_msgs[32] },
	{ 64, "UnregisterBroker", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[241], &kw_msgs[242] },
	{ 65, "DescribeTransactions", 0, 0, 0, -1, -1, false, 3u, &kw_msgs[100], &kw_msgs[101] },
	{ 66, "ListTransactions", 0, 1, 0, -1, -1, false, 3u, &kw_msgs[153], &kw_msgs[154] },
	{ 67, "AllocateProducerIds", 0, 0, 0, -1, -1, false, 5u, &kw_msgs[8], &kw_msgs[9] },
	{ 68, "ConsumerGroupHeartbeat", 0, 1, 0, -1, -1, true, 3u, &kw_msgs[42], &kw_msgs[43] },
	{ 69, "ConsumerGroupDescribe", 0, 0, 0, -1, -1, false, 3u, &kw_msgs[40], &kw_msgs[41] },
	{ 70, "ControllerRegistration", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[58], &kw_msgs[59] },
	{ 71, "GetTelemetrySubscriptions", 0, 0, 0, -1, -1, false, 2u, &kw_msgs[125], &kw_msgs[126] },
	{ 72, "PushTelemetry", 0, 0, 0, -1, -1, false, 2u, &kw_msgs[175], &kw_msgs[176] },
	{ 73, "AssignReplicasToDirs", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[26], &kw_msgs[27] },
	{ 74, "ListClientMetricsResources", 0, 0, 0, -1, -1, false, 2u, &kw_msgs[145], &kw_msgs[146] },
	{ 75, "DescribeTopicPartitions", 0, 0, 0, -1, -1, false, 2u, &kw_msgs[98], &kw_msgs[99] },
	{ 76, "ShareGroupHeartbeat", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[206], &kw_msgs[207] },
	{ 77, "ShareGroupDescribe", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[204], &kw_msgs[205] },
	{ 78, "ShareFetch", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[200], &kw_msgs[201] },
	{ 79, "ShareAcknowledge", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[198], &kw_msgs[199] },
	{ 80, "AddRaftVoter", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[6], &kw_msgs[7] },
	{ 81, "RemoveRaftVoter", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[186], &kw_msgs[187] },
	{ 82, "UpdateRaftVoter", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[247], &kw_msgs[248] },
	{ 83, "InitializeShareGroupState", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[135], &kw_msgs[136] },
	{ 84, "ReadShareGroupState", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[178], &kw_msgs[179] },
	{ 85, "WriteShareGroupState", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[254], &kw_msgs[255] },
	{ 86, "DeleteShareGroupState", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[76], &kw_msgs[77] },
	{ 87, "ReadShareGroupStateSummary", 0, 0, 0, -1, -1, true, 2u, &kw_msgs[180], &kw_msgs[181] },
	{ 10000, "AlterQuorum", 0, 0, 0, -1, -1, false, 4u, &kw_msgs[18], &kw_msgs[19] },
	{ 10001, "DescribeVoterChange", 0, 0, 0, -1, -1, false, 6u, &kw_msgs[104], &kw_msgs[105] },
};
const size_t kw_api_count = 90;

const struct kw_api_table kw_protocol = { kw_apis, 90, kw_msgs, 259 };
