/* generated from the schema set by kwire-gen (JSON dispatch) by kwire-gen, do not edit */
#include "kwire/msg/api_json.h"
#include "kwire/msg/abort_transaction_record_json.h"
#include "kwire/msg/access_control_entry_record_json.h"
#include "kwire/msg/add_offsets_to_txn_request_json.h"
#include "kwire/msg/add_offsets_to_txn_response_json.h"
#include "kwire/msg/add_partitions_to_txn_request_json.h"
#include "kwire/msg/add_partitions_to_txn_response_json.h"
#include "kwire/msg/add_raft_voter_request_json.h"
#include "kwire/msg/add_raft_voter_response_json.h"
#include "kwire/msg/allocate_producer_ids_request_json.h"
#include "kwire/msg/allocate_producer_ids_response_json.h"
#include "kwire/msg/alter_client_quotas_request_json.h"
#include "kwire/msg/alter_client_quotas_response_json.h"
#include "kwire/msg/alter_configs_request_json.h"
#include "kwire/msg/alter_configs_response_json.h"
#include "kwire/msg/alter_partition_reassignments_request_json.h"
#include "kwire/msg/alter_partition_reassignments_response_json.h"
#include "kwire/msg/alter_partition_request_json.h"
#include "kwire/msg/alter_partition_response_json.h"
#include "kwire/msg/alter_quorum_request_json.h"
#include "kwire/msg/alter_quorum_response_json.h"
#include "kwire/msg/alter_replica_log_dirs_request_json.h"
#include "kwire/msg/alter_replica_log_dirs_response_json.h"
#include "kwire/msg/alter_user_scram_credentials_request_json.h"
#include "kwire/msg/alter_user_scram_credentials_response_json.h"
#include "kwire/msg/api_versions_request_json.h"
#include "kwire/msg/api_versions_response_json.h"
#include "kwire/msg/assign_replicas_to_dirs_request_json.h"
#include "kwire/msg/assign_replicas_to_dirs_response_json.h"
#include "kwire/msg/begin_quorum_epoch_request_json.h"
#include "kwire/msg/begin_quorum_epoch_response_json.h"
#include "kwire/msg/begin_transaction_record_json.h"
#include "kwire/msg/broker_heartbeat_request_json.h"
#include "kwire/msg/broker_heartbeat_response_json.h"
#include "kwire/msg/broker_registration_change_record_json.h"
#include "kwire/msg/broker_registration_request_json.h"
#include "kwire/msg/broker_registration_response_json.h"
#include "kwire/msg/client_quota_record_json.h"
#include "kwire/msg/config_record_json.h"
#include "kwire/msg/consumer_group_current_member_assignment_key_json.h"
#include "kwire/msg/consumer_group_current_member_assignment_value_json.h"
#include "kwire/msg/consumer_group_describe_request_json.h"
#include "kwire/msg/consumer_group_describe_response_json.h"
#include "kwire/msg/consumer_group_heartbeat_request_json.h"
#include "kwire/msg/consumer_group_heartbeat_response_json.h"
#include "kwire/msg/consumer_group_member_metadata_key_json.h"
#include "kwire/msg/consumer_group_member_metadata_value_json.h"
#include "kwire/msg/consumer_group_metadata_key_json.h"
#include "kwire/msg/consumer_group_metadata_value_json.h"
#include "kwire/msg/consumer_group_partition_metadata_key_json.h"
#include "kwire/msg/consumer_group_partition_metadata_value_json.h"
#include "kwire/msg/consumer_group_target_assignment_member_key_json.h"
#include "kwire/msg/consumer_group_target_assignment_member_value_json.h"
#include "kwire/msg/consumer_group_target_assignment_metadata_key_json.h"
#include "kwire/msg/consumer_group_target_assignment_metadata_value_json.h"
#include "kwire/msg/consumer_protocol_assignment_json.h"
#include "kwire/msg/consumer_protocol_subscription_json.h"
#include "kwire/msg/controlled_shutdown_request_json.h"
#include "kwire/msg/controlled_shutdown_response_json.h"
#include "kwire/msg/controller_registration_request_json.h"
#include "kwire/msg/controller_registration_response_json.h"
#include "kwire/msg/create_acls_request_json.h"
#include "kwire/msg/create_acls_response_json.h"
#include "kwire/msg/create_delegation_token_request_json.h"
#include "kwire/msg/create_delegation_token_response_json.h"
#include "kwire/msg/create_partitions_request_json.h"
#include "kwire/msg/create_partitions_response_json.h"
#include "kwire/msg/create_topics_request_json.h"
#include "kwire/msg/create_topics_response_json.h"
#include "kwire/msg/default_principal_data_json.h"
#include "kwire/msg/delegation_token_record_json.h"
#include "kwire/msg/delete_acls_request_json.h"
#include "kwire/msg/delete_acls_response_json.h"
#include "kwire/msg/delete_groups_request_json.h"
#include "kwire/msg/delete_groups_response_json.h"
#include "kwire/msg/delete_records_request_json.h"
#include "kwire/msg/delete_records_response_json.h"
#include "kwire/msg/delete_share_group_state_request_json.h"
#include "kwire/msg/delete_share_group_state_response_json.h"
#include "kwire/msg/delete_topics_request_json.h"
#include "kwire/msg/delete_topics_response_json.h"
#include "kwire/msg/describe_acls_request_json.h"
#include "kwire/msg/describe_acls_response_json.h"
#include "kwire/msg/describe_client_quotas_request_json.h"
#include "kwire/msg/describe_client_quotas_response_json.h"
#include "kwire/msg/describe_cluster_request_json.h"
#include "kwire/msg/describe_cluster_response_json.h"
#include "kwire/msg/describe_configs_request_json.h"
#include "kwire/msg/describe_configs_response_json.h"
#include "kwire/msg/describe_delegation_token_request_json.h"
#include "kwire/msg/describe_delegation_token_response_json.h"
#include "kwire/msg/describe_groups_request_json.h"
#include "kwire/msg/describe_groups_response_json.h"
#include "kwire/msg/describe_log_dirs_request_json.h"
#include "kwire/msg/describe_log_dirs_response_json.h"
#include "kwire/msg/describe_producers_request_json.h"
#include "kwire/msg/describe_producers_response_json.h"
#include "kwire/msg/describe_quorum_request_json.h"
#include "kwire/msg/describe_quorum_response_json.h"
#include "kwire/msg/describe_topic_partitions_request_json.h"
#include "kwire/msg/describe_topic_partitions_response_json.h"
#include "kwire/msg/describe_transactions_request_json.h"
#include "kwire/msg/describe_transactions_response_json.h"
#include "kwire/msg/describe_user_scram_credentials_request_json.h"
#include "kwire/msg/describe_user_scram_credentials_response_json.h"
#include "kwire/msg/describe_voter_change_request_json.h"
#include "kwire/msg/describe_voter_change_response_json.h"
#include "kwire/msg/elect_leaders_request_json.h"
#include "kwire/msg/elect_leaders_response_json.h"
#include "kwire/msg/end_quorum_epoch_request_json.h"
#include "kwire/msg/end_quorum_epoch_response_json.h"
#include "kwire/msg/end_transaction_record_json.h"
#include "kwire/msg/end_txn_request_json.h"
#include "kwire/msg/end_txn_response_json.h"
#include "kwire/msg/envelope_request_json.h"
#include "kwire/msg/envelope_response_json.h"
#include "kwire/msg/expire_delegation_token_request_json.h"
#include "kwire/msg/expire_delegation_token_response_json.h"
#include "kwire/msg/feature_level_record_json.h"
#include "kwire/msg/fence_broker_record_json.h"
#include "kwire/msg/fetch_request_json.h"
#include "kwire/msg/fetch_response_json.h"
#include "kwire/msg/fetch_snapshot_request_json.h"
#include "kwire/msg/fetch_snapshot_response_json.h"
#include "kwire/msg/find_coordinator_request_json.h"
#include "kwire/msg/find_coordinator_response_json.h"
#include "kwire/msg/get_telemetry_subscriptions_request_json.h"
#include "kwire/msg/get_telemetry_subscriptions_response_json.h"
#include "kwire/msg/group_metadata_key_json.h"
#include "kwire/msg/group_metadata_value_json.h"
#include "kwire/msg/heartbeat_request_json.h"
#include "kwire/msg/heartbeat_response_json.h"
#include "kwire/msg/incremental_alter_configs_request_json.h"
#include "kwire/msg/incremental_alter_configs_response_json.h"
#include "kwire/msg/init_producer_id_request_json.h"
#include "kwire/msg/init_producer_id_response_json.h"
#include "kwire/msg/initialize_share_group_state_request_json.h"
#include "kwire/msg/initialize_share_group_state_response_json.h"
#include "kwire/msg/join_group_request_json.h"
#include "kwire/msg/join_group_response_json.h"
#include "kwire/msg/k_raft_version_record_json.h"
#include "kwire/msg/leader_and_isr_request_json.h"
#include "kwire/msg/leader_and_isr_response_json.h"
#include "kwire/msg/leader_change_message_json.h"
#include "kwire/msg/leave_group_request_json.h"
#include "kwire/msg/leave_group_response_json.h"
#include "kwire/msg/list_client_metrics_resources_request_json.h"
#include "kwire/msg/list_client_metrics_resources_response_json.h"
#include "kwire/msg/list_groups_request_json.h"
#include "kwire/msg/list_groups_response_json.h"
#include "kwire/msg/list_offsets_request_json.h"
#include "kwire/msg/list_offsets_response_json.h"
#include "kwire/msg/list_partition_reassignments_request_json.h"
#include "kwire/msg/list_partition_reassignments_response_json.h"
#include "kwire/msg/list_transactions_request_json.h"
#include "kwire/msg/list_transactions_response_json.h"
#include "kwire/msg/metadata_request_json.h"
#include "kwire/msg/metadata_response_json.h"
#include "kwire/msg/no_op_record_json.h"
#include "kwire/msg/nullable_struct_message_json.h"
#include "kwire/msg/offset_commit_key_json.h"
#include "kwire/msg/offset_commit_request_json.h"
#include "kwire/msg/offset_commit_response_json.h"
#include "kwire/msg/offset_commit_value_json.h"
#include "kwire/msg/offset_delete_request_json.h"
#include "kwire/msg/offset_delete_response_json.h"
#include "kwire/msg/offset_fetch_request_json.h"
#include "kwire/msg/offset_fetch_response_json.h"
#include "kwire/msg/offset_for_leader_epoch_request_json.h"
#include "kwire/msg/offset_for_leader_epoch_response_json.h"
#include "kwire/msg/partition_change_record_json.h"
#include "kwire/msg/partition_record_json.h"
#include "kwire/msg/produce_request_json.h"
#include "kwire/msg/produce_response_json.h"
#include "kwire/msg/producer_ids_record_json.h"
#include "kwire/msg/producer_state_record_json.h"
#include "kwire/msg/push_telemetry_request_json.h"
#include "kwire/msg/push_telemetry_response_json.h"
#include "kwire/msg/quorum_state_data_json.h"
#include "kwire/msg/read_share_group_state_request_json.h"
#include "kwire/msg/read_share_group_state_response_json.h"
#include "kwire/msg/read_share_group_state_summary_request_json.h"
#include "kwire/msg/read_share_group_state_summary_response_json.h"
#include "kwire/msg/register_broker_record_json.h"
#include "kwire/msg/register_controller_record_json.h"
#include "kwire/msg/remove_access_control_entry_record_json.h"
#include "kwire/msg/remove_delegation_token_record_json.h"
#include "kwire/msg/remove_raft_voter_request_json.h"
#include "kwire/msg/remove_raft_voter_response_json.h"
#include "kwire/msg/remove_topic_record_json.h"
#include "kwire/msg/remove_user_scram_credential_record_json.h"
#include "kwire/msg/renew_delegation_token_request_json.h"
#include "kwire/msg/renew_delegation_token_response_json.h"
#include "kwire/msg/request_header_json.h"
#include "kwire/msg/response_header_json.h"
#include "kwire/msg/sasl_authenticate_request_json.h"
#include "kwire/msg/sasl_authenticate_response_json.h"
#include "kwire/msg/sasl_handshake_request_json.h"
#include "kwire/msg/sasl_handshake_response_json.h"
#include "kwire/msg/share_acknowledge_request_json.h"
#include "kwire/msg/share_acknowledge_response_json.h"
#include "kwire/msg/share_fetch_request_json.h"
#include "kwire/msg/share_fetch_response_json.h"
#include "kwire/msg/share_group_current_member_assignment_key_json.h"
#include "kwire/msg/share_group_current_member_assignment_value_json.h"
#include "kwire/msg/share_group_describe_request_json.h"
#include "kwire/msg/share_group_describe_response_json.h"
#include "kwire/msg/share_group_heartbeat_request_json.h"
#include "kwire/msg/share_group_heartbeat_response_json.h"
#include "kwire/msg/share_group_member_metadata_key_json.h"
#include "kwire/msg/share_group_member_metadata_value_json.h"
#include "kwire/msg/share_group_metadata_key_json.h"
#include "kwire/msg/share_group_metadata_value_json.h"
#include "kwire/msg/share_group_partition_metadata_key_json.h"
#include "kwire/msg/share_group_partition_metadata_value_json.h"
#include "kwire/msg/share_group_state_partition_metadata_key_json.h"
#include "kwire/msg/share_group_state_partition_metadata_value_json.h"
#include "kwire/msg/share_group_target_assignment_member_key_json.h"
#include "kwire/msg/share_group_target_assignment_member_value_json.h"
#include "kwire/msg/share_group_target_assignment_metadata_key_json.h"
#include "kwire/msg/share_group_target_assignment_metadata_value_json.h"
#include "kwire/msg/share_snapshot_key_json.h"
#include "kwire/msg/share_snapshot_value_json.h"
#include "kwire/msg/share_update_key_json.h"
#include "kwire/msg/share_update_value_json.h"
#include "kwire/msg/simple_arrays_message_json.h"
#include "kwire/msg/simple_example_message_json.h"
#include "kwire/msg/simple_records_message_json.h"
#include "kwire/msg/snapshot_footer_record_json.h"
#include "kwire/msg/snapshot_header_record_json.h"
#include "kwire/msg/stop_replica_request_json.h"
#include "kwire/msg/stop_replica_response_json.h"
#include "kwire/msg/subscription_info_data_json.h"
#include "kwire/msg/sync_group_request_json.h"
#include "kwire/msg/sync_group_response_json.h"
#include "kwire/msg/topic_record_json.h"
#include "kwire/msg/transaction_log_key_json.h"
#include "kwire/msg/transaction_log_value_json.h"
#include "kwire/msg/txn_offset_commit_request_json.h"
#include "kwire/msg/txn_offset_commit_response_json.h"
#include "kwire/msg/unfence_broker_record_json.h"
#include "kwire/msg/unregister_broker_record_json.h"
#include "kwire/msg/unregister_broker_request_json.h"
#include "kwire/msg/unregister_broker_response_json.h"
#include "kwire/msg/update_features_request_json.h"
#include "kwire/msg/update_features_response_json.h"
#include "kwire/msg/update_metadata_request_json.h"
#include "kwire/msg/update_metadata_response_json.h"
#include "kwire/msg/update_raft_voter_request_json.h"
#include "kwire/msg/update_raft_voter_response_json.h"
#include "kwire/msg/user_scram_credential_record_json.h"
#include "kwire/msg/vote_request_json.h"
#include "kwire/msg/vote_response_json.h"
#include "kwire/msg/voter_assignment_record_json.h"
#include "kwire/msg/voters_record_json.h"
#include "kwire/msg/write_share_group_state_request_json.h"
#include "kwire/msg/write_share_group_state_response_json.h"
#include "kwire/msg/write_txn_markers_request_json.h"
#include "kwire/msg/write_txn_markers_response_json.h"
#include "kwire/msg/zk_migration_state_record_json.h"

static json_t *to_json_abort_transaction_record(const void *m, int16_t v)
{
	return kw_abort_transaction_record_to_json(m, v);
}

static int from_json_abort_transaction_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_abort_transaction_record_from_json(m, v, j, a, err);
}

static json_t *to_json_access_control_entry_record(const void *m, int16_t v)
{
	return kw_access_control_entry_record_to_json(m, v);
}

static int from_json_access_control_entry_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_access_control_entry_record_from_json(m, v, j, a, err);
}

static json_t *to_json_add_offsets_to_txn_request(const void *m, int16_t v)
{
	return kw_add_offsets_to_txn_request_to_json(m, v);
}

static int from_json_add_offsets_to_txn_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_offsets_to_txn_request_from_json(m, v, j, a, err);
}

static json_t *to_json_add_offsets_to_txn_response(const void *m, int16_t v)
{
	return kw_add_offsets_to_txn_response_to_json(m, v);
}

static int from_json_add_offsets_to_txn_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_offsets_to_txn_response_from_json(m, v, j, a, err);
}

static json_t *to_json_add_partitions_to_txn_request(const void *m, int16_t v)
{
	return kw_add_partitions_to_txn_request_to_json(m, v);
}

static int from_json_add_partitions_to_txn_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_partitions_to_txn_request_from_json(m, v, j, a, err);
}

static json_t *to_json_add_partitions_to_txn_response(const void *m, int16_t v)
{
	return kw_add_partitions_to_txn_response_to_json(m, v);
}

static int from_json_add_partitions_to_txn_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_add_partitions_to_txn_response_from_json(m, v, j, a, err);
}

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

static json_t *to_json_allocate_producer_ids_request(const void *m, int16_t v)
{
	return kw_allocate_producer_ids_request_to_json(m, v);
}

static int from_json_allocate_producer_ids_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_allocate_producer_ids_request_from_json(m, v, j, a, err);
}

static json_t *to_json_allocate_producer_ids_response(const void *m, int16_t v)
{
	return kw_allocate_producer_ids_response_to_json(m, v);
}

static int from_json_allocate_producer_ids_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_allocate_producer_ids_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_client_quotas_request(const void *m, int16_t v)
{
	return kw_alter_client_quotas_request_to_json(m, v);
}

static int from_json_alter_client_quotas_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_client_quotas_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_client_quotas_response(const void *m, int16_t v)
{
	return kw_alter_client_quotas_response_to_json(m, v);
}

static int from_json_alter_client_quotas_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_client_quotas_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_configs_request(const void *m, int16_t v)
{
	return kw_alter_configs_request_to_json(m, v);
}

static int from_json_alter_configs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_configs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_configs_response(const void *m, int16_t v)
{
	return kw_alter_configs_response_to_json(m, v);
}

static int from_json_alter_configs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_configs_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_partition_reassignments_request(const void *m, int16_t v)
{
	return kw_alter_partition_reassignments_request_to_json(m, v);
}

static int from_json_alter_partition_reassignments_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_partition_reassignments_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_partition_reassignments_response(const void *m, int16_t v)
{
	return kw_alter_partition_reassignments_response_to_json(m, v);
}

static int from_json_alter_partition_reassignments_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_partition_reassignments_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_partition_request(const void *m, int16_t v)
{
	return kw_alter_partition_request_to_json(m, v);
}

static int from_json_alter_partition_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_partition_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_partition_response(const void *m, int16_t v)
{
	return kw_alter_partition_response_to_json(m, v);
}

static int from_json_alter_partition_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_partition_response_from_json(m, v, j, a, err);
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

static json_t *to_json_alter_replica_log_dirs_request(const void *m, int16_t v)
{
	return kw_alter_replica_log_dirs_request_to_json(m, v);
}

static int from_json_alter_replica_log_dirs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_replica_log_dirs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_replica_log_dirs_response(const void *m, int16_t v)
{
	return kw_alter_replica_log_dirs_response_to_json(m, v);
}

static int from_json_alter_replica_log_dirs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_replica_log_dirs_response_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_user_scram_credentials_request(const void *m, int16_t v)
{
	return kw_alter_user_scram_credentials_request_to_json(m, v);
}

static int from_json_alter_user_scram_credentials_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_user_scram_credentials_request_from_json(m, v, j, a, err);
}

static json_t *to_json_alter_user_scram_credentials_response(const void *m, int16_t v)
{
	return kw_alter_user_scram_credentials_response_to_json(m, v);
}

static int from_json_alter_user_scram_credentials_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_alter_user_scram_credentials_response_from_json(m, v, j, a, err);
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

static json_t *to_json_assign_replicas_to_dirs_request(const void *m, int16_t v)
{
	return kw_assign_replicas_to_dirs_request_to_json(m, v);
}

static int from_json_assign_replicas_to_dirs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_assign_replicas_to_dirs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_assign_replicas_to_dirs_response(const void *m, int16_t v)
{
	return kw_assign_replicas_to_dirs_response_to_json(m, v);
}

static int from_json_assign_replicas_to_dirs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_assign_replicas_to_dirs_response_from_json(m, v, j, a, err);
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

static json_t *to_json_begin_transaction_record(const void *m, int16_t v)
{
	return kw_begin_transaction_record_to_json(m, v);
}

static int from_json_begin_transaction_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_begin_transaction_record_from_json(m, v, j, a, err);
}

static json_t *to_json_broker_heartbeat_request(const void *m, int16_t v)
{
	return kw_broker_heartbeat_request_to_json(m, v);
}

static int from_json_broker_heartbeat_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_broker_heartbeat_request_from_json(m, v, j, a, err);
}

static json_t *to_json_broker_heartbeat_response(const void *m, int16_t v)
{
	return kw_broker_heartbeat_response_to_json(m, v);
}

static int from_json_broker_heartbeat_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_broker_heartbeat_response_from_json(m, v, j, a, err);
}

static json_t *to_json_broker_registration_change_record(const void *m, int16_t v)
{
	return kw_broker_registration_change_record_to_json(m, v);
}

static int from_json_broker_registration_change_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_broker_registration_change_record_from_json(m, v, j, a, err);
}

static json_t *to_json_broker_registration_request(const void *m, int16_t v)
{
	return kw_broker_registration_request_to_json(m, v);
}

static int from_json_broker_registration_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_broker_registration_request_from_json(m, v, j, a, err);
}

static json_t *to_json_broker_registration_response(const void *m, int16_t v)
{
	return kw_broker_registration_response_to_json(m, v);
}

static int from_json_broker_registration_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_broker_registration_response_from_json(m, v, j, a, err);
}

static json_t *to_json_client_quota_record(const void *m, int16_t v)
{
	return kw_client_quota_record_to_json(m, v);
}

static int from_json_client_quota_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_client_quota_record_from_json(m, v, j, a, err);
}

static json_t *to_json_config_record(const void *m, int16_t v)
{
	return kw_config_record_to_json(m, v);
}

static int from_json_config_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_config_record_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_current_member_assignment_key(const void *m, int16_t v)
{
	return kw_consumer_group_current_member_assignment_key_to_json(m, v);
}

static int from_json_consumer_group_current_member_assignment_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_current_member_assignment_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_current_member_assignment_value(const void *m, int16_t v)
{
	return kw_consumer_group_current_member_assignment_value_to_json(m, v);
}

static int from_json_consumer_group_current_member_assignment_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_current_member_assignment_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_describe_request(const void *m, int16_t v)
{
	return kw_consumer_group_describe_request_to_json(m, v);
}

static int from_json_consumer_group_describe_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_describe_request_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_describe_response(const void *m, int16_t v)
{
	return kw_consumer_group_describe_response_to_json(m, v);
}

static int from_json_consumer_group_describe_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_describe_response_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_heartbeat_request(const void *m, int16_t v)
{
	return kw_consumer_group_heartbeat_request_to_json(m, v);
}

static int from_json_consumer_group_heartbeat_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_heartbeat_request_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_heartbeat_response(const void *m, int16_t v)
{
	return kw_consumer_group_heartbeat_response_to_json(m, v);
}

static int from_json_consumer_group_heartbeat_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_heartbeat_response_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_member_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_member_metadata_key_to_json(m, v);
}

static int from_json_consumer_group_member_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_member_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_member_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_member_metadata_value_to_json(m, v);
}

static int from_json_consumer_group_member_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_member_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_metadata_key_to_json(m, v);
}

static int from_json_consumer_group_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_metadata_value_to_json(m, v);
}

static int from_json_consumer_group_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_partition_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_partition_metadata_key_to_json(m, v);
}

static int from_json_consumer_group_partition_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_partition_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_partition_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_partition_metadata_value_to_json(m, v);
}

static int from_json_consumer_group_partition_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_partition_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_target_assignment_member_key(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_member_key_to_json(m, v);
}

static int from_json_consumer_group_target_assignment_member_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_target_assignment_member_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_target_assignment_member_value(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_member_value_to_json(m, v);
}

static int from_json_consumer_group_target_assignment_member_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_target_assignment_member_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_target_assignment_metadata_key(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_metadata_key_to_json(m, v);
}

static int from_json_consumer_group_target_assignment_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_target_assignment_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_group_target_assignment_metadata_value(const void *m, int16_t v)
{
	return kw_consumer_group_target_assignment_metadata_value_to_json(m, v);
}

static int from_json_consumer_group_target_assignment_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_group_target_assignment_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_protocol_assignment(const void *m, int16_t v)
{
	return kw_consumer_protocol_assignment_to_json(m, v);
}

static int from_json_consumer_protocol_assignment(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_protocol_assignment_from_json(m, v, j, a, err);
}

static json_t *to_json_consumer_protocol_subscription(const void *m, int16_t v)
{
	return kw_consumer_protocol_subscription_to_json(m, v);
}

static int from_json_consumer_protocol_subscription(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_consumer_protocol_subscription_from_json(m, v, j, a, err);
}

static json_t *to_json_controlled_shutdown_request(const void *m, int16_t v)
{
	return kw_controlled_shutdown_request_to_json(m, v);
}

static int from_json_controlled_shutdown_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_controlled_shutdown_request_from_json(m, v, j, a, err);
}

static json_t *to_json_controlled_shutdown_response(const void *m, int16_t v)
{
	return kw_controlled_shutdown_response_to_json(m, v);
}

static int from_json_controlled_shutdown_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_controlled_shutdown_response_from_json(m, v, j, a, err);
}

static json_t *to_json_controller_registration_request(const void *m, int16_t v)
{
	return kw_controller_registration_request_to_json(m, v);
}

static int from_json_controller_registration_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_controller_registration_request_from_json(m, v, j, a, err);
}

static json_t *to_json_controller_registration_response(const void *m, int16_t v)
{
	return kw_controller_registration_response_to_json(m, v);
}

static int from_json_controller_registration_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_controller_registration_response_from_json(m, v, j, a, err);
}

static json_t *to_json_create_acls_request(const void *m, int16_t v)
{
	return kw_create_acls_request_to_json(m, v);
}

static int from_json_create_acls_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_acls_request_from_json(m, v, j, a, err);
}

static json_t *to_json_create_acls_response(const void *m, int16_t v)
{
	return kw_create_acls_response_to_json(m, v);
}

static int from_json_create_acls_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_acls_response_from_json(m, v, j, a, err);
}

static json_t *to_json_create_delegation_token_request(const void *m, int16_t v)
{
	return kw_create_delegation_token_request_to_json(m, v);
}

static int from_json_create_delegation_token_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_delegation_token_request_from_json(m, v, j, a, err);
}

static json_t *to_json_create_delegation_token_response(const void *m, int16_t v)
{
	return kw_create_delegation_token_response_to_json(m, v);
}

static int from_json_create_delegation_token_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_delegation_token_response_from_json(m, v, j, a, err);
}

static json_t *to_json_create_partitions_request(const void *m, int16_t v)
{
	return kw_create_partitions_request_to_json(m, v);
}

static int from_json_create_partitions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_partitions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_create_partitions_response(const void *m, int16_t v)
{
	return kw_create_partitions_response_to_json(m, v);
}

static int from_json_create_partitions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_partitions_response_from_json(m, v, j, a, err);
}

static json_t *to_json_create_topics_request(const void *m, int16_t v)
{
	return kw_create_topics_request_to_json(m, v);
}

static int from_json_create_topics_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_topics_request_from_json(m, v, j, a, err);
}

static json_t *to_json_create_topics_response(const void *m, int16_t v)
{
	return kw_create_topics_response_to_json(m, v);
}

static int from_json_create_topics_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_create_topics_response_from_json(m, v, j, a, err);
}

static json_t *to_json_default_principal_data(const void *m, int16_t v)
{
	return kw_default_principal_data_to_json(m, v);
}

static int from_json_default_principal_data(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_default_principal_data_from_json(m, v, j, a, err);
}

static json_t *to_json_delegation_token_record(const void *m, int16_t v)
{
	return kw_delegation_token_record_to_json(m, v);
}

static int from_json_delegation_token_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delegation_token_record_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_acls_request(const void *m, int16_t v)
{
	return kw_delete_acls_request_to_json(m, v);
}

static int from_json_delete_acls_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_acls_request_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_acls_response(const void *m, int16_t v)
{
	return kw_delete_acls_response_to_json(m, v);
}

static int from_json_delete_acls_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_acls_response_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_groups_request(const void *m, int16_t v)
{
	return kw_delete_groups_request_to_json(m, v);
}

static int from_json_delete_groups_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_groups_request_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_groups_response(const void *m, int16_t v)
{
	return kw_delete_groups_response_to_json(m, v);
}

static int from_json_delete_groups_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_groups_response_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_records_request(const void *m, int16_t v)
{
	return kw_delete_records_request_to_json(m, v);
}

static int from_json_delete_records_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_records_request_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_records_response(const void *m, int16_t v)
{
	return kw_delete_records_response_to_json(m, v);
}

static int from_json_delete_records_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_records_response_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_share_group_state_request(const void *m, int16_t v)
{
	return kw_delete_share_group_state_request_to_json(m, v);
}

static int from_json_delete_share_group_state_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_share_group_state_request_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_share_group_state_response(const void *m, int16_t v)
{
	return kw_delete_share_group_state_response_to_json(m, v);
}

static int from_json_delete_share_group_state_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_share_group_state_response_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_topics_request(const void *m, int16_t v)
{
	return kw_delete_topics_request_to_json(m, v);
}

static int from_json_delete_topics_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_topics_request_from_json(m, v, j, a, err);
}

static json_t *to_json_delete_topics_response(const void *m, int16_t v)
{
	return kw_delete_topics_response_to_json(m, v);
}

static int from_json_delete_topics_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_delete_topics_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_acls_request(const void *m, int16_t v)
{
	return kw_describe_acls_request_to_json(m, v);
}

static int from_json_describe_acls_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_acls_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_acls_response(const void *m, int16_t v)
{
	return kw_describe_acls_response_to_json(m, v);
}

static int from_json_describe_acls_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_acls_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_client_quotas_request(const void *m, int16_t v)
{
	return kw_describe_client_quotas_request_to_json(m, v);
}

static int from_json_describe_client_quotas_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_client_quotas_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_client_quotas_response(const void *m, int16_t v)
{
	return kw_describe_client_quotas_response_to_json(m, v);
}

static int from_json_describe_client_quotas_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_client_quotas_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_cluster_request(const void *m, int16_t v)
{
	return kw_describe_cluster_request_to_json(m, v);
}

static int from_json_describe_cluster_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_cluster_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_cluster_response(const void *m, int16_t v)
{
	return kw_describe_cluster_response_to_json(m, v);
}

static int from_json_describe_cluster_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_cluster_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_configs_request(const void *m, int16_t v)
{
	return kw_describe_configs_request_to_json(m, v);
}

static int from_json_describe_configs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_configs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_configs_response(const void *m, int16_t v)
{
	return kw_describe_configs_response_to_json(m, v);
}

static int from_json_describe_configs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_configs_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_delegation_token_request(const void *m, int16_t v)
{
	return kw_describe_delegation_token_request_to_json(m, v);
}

static int from_json_describe_delegation_token_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_delegation_token_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_delegation_token_response(const void *m, int16_t v)
{
	return kw_describe_delegation_token_response_to_json(m, v);
}

static int from_json_describe_delegation_token_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_delegation_token_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_groups_request(const void *m, int16_t v)
{
	return kw_describe_groups_request_to_json(m, v);
}

static int from_json_describe_groups_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_groups_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_groups_response(const void *m, int16_t v)
{
	return kw_describe_groups_response_to_json(m, v);
}

static int from_json_describe_groups_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_groups_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_log_dirs_request(const void *m, int16_t v)
{
	return kw_describe_log_dirs_request_to_json(m, v);
}

static int from_json_describe_log_dirs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_log_dirs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_log_dirs_response(const void *m, int16_t v)
{
	return kw_describe_log_dirs_response_to_json(m, v);
}

static int from_json_describe_log_dirs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_log_dirs_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_producers_request(const void *m, int16_t v)
{
	return kw_describe_producers_request_to_json(m, v);
}

static int from_json_describe_producers_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_producers_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_producers_response(const void *m, int16_t v)
{
	return kw_describe_producers_response_to_json(m, v);
}

static int from_json_describe_producers_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_producers_response_from_json(m, v, j, a, err);
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

static json_t *to_json_describe_topic_partitions_request(const void *m, int16_t v)
{
	return kw_describe_topic_partitions_request_to_json(m, v);
}

static int from_json_describe_topic_partitions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_topic_partitions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_topic_partitions_response(const void *m, int16_t v)
{
	return kw_describe_topic_partitions_response_to_json(m, v);
}

static int from_json_describe_topic_partitions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_topic_partitions_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_transactions_request(const void *m, int16_t v)
{
	return kw_describe_transactions_request_to_json(m, v);
}

static int from_json_describe_transactions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_transactions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_transactions_response(const void *m, int16_t v)
{
	return kw_describe_transactions_response_to_json(m, v);
}

static int from_json_describe_transactions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_transactions_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_user_scram_credentials_request(const void *m, int16_t v)
{
	return kw_describe_user_scram_credentials_request_to_json(m, v);
}

static int from_json_describe_user_scram_credentials_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_user_scram_credentials_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_user_scram_credentials_response(const void *m, int16_t v)
{
	return kw_describe_user_scram_credentials_response_to_json(m, v);
}

static int from_json_describe_user_scram_credentials_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_user_scram_credentials_response_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_voter_change_request(const void *m, int16_t v)
{
	return kw_describe_voter_change_request_to_json(m, v);
}

static int from_json_describe_voter_change_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_voter_change_request_from_json(m, v, j, a, err);
}

static json_t *to_json_describe_voter_change_response(const void *m, int16_t v)
{
	return kw_describe_voter_change_response_to_json(m, v);
}

static int from_json_describe_voter_change_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_describe_voter_change_response_from_json(m, v, j, a, err);
}

static json_t *to_json_elect_leaders_request(const void *m, int16_t v)
{
	return kw_elect_leaders_request_to_json(m, v);
}

static int from_json_elect_leaders_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_elect_leaders_request_from_json(m, v, j, a, err);
}

static json_t *to_json_elect_leaders_response(const void *m, int16_t v)
{
	return kw_elect_leaders_response_to_json(m, v);
}

static int from_json_elect_leaders_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_elect_leaders_response_from_json(m, v, j, a, err);
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

static json_t *to_json_end_transaction_record(const void *m, int16_t v)
{
	return kw_end_transaction_record_to_json(m, v);
}

static int from_json_end_transaction_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_end_transaction_record_from_json(m, v, j, a, err);
}

static json_t *to_json_end_txn_request(const void *m, int16_t v)
{
	return kw_end_txn_request_to_json(m, v);
}

static int from_json_end_txn_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_end_txn_request_from_json(m, v, j, a, err);
}

static json_t *to_json_end_txn_response(const void *m, int16_t v)
{
	return kw_end_txn_response_to_json(m, v);
}

static int from_json_end_txn_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_end_txn_response_from_json(m, v, j, a, err);
}

static json_t *to_json_envelope_request(const void *m, int16_t v)
{
	return kw_envelope_request_to_json(m, v);
}

static int from_json_envelope_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_envelope_request_from_json(m, v, j, a, err);
}

static json_t *to_json_envelope_response(const void *m, int16_t v)
{
	return kw_envelope_response_to_json(m, v);
}

static int from_json_envelope_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_envelope_response_from_json(m, v, j, a, err);
}

static json_t *to_json_expire_delegation_token_request(const void *m, int16_t v)
{
	return kw_expire_delegation_token_request_to_json(m, v);
}

static int from_json_expire_delegation_token_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_expire_delegation_token_request_from_json(m, v, j, a, err);
}

static json_t *to_json_expire_delegation_token_response(const void *m, int16_t v)
{
	return kw_expire_delegation_token_response_to_json(m, v);
}

static int from_json_expire_delegation_token_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_expire_delegation_token_response_from_json(m, v, j, a, err);
}

static json_t *to_json_feature_level_record(const void *m, int16_t v)
{
	return kw_feature_level_record_to_json(m, v);
}

static int from_json_feature_level_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_feature_level_record_from_json(m, v, j, a, err);
}

static json_t *to_json_fence_broker_record(const void *m, int16_t v)
{
	return kw_fence_broker_record_to_json(m, v);
}

static int from_json_fence_broker_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_fence_broker_record_from_json(m, v, j, a, err);
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

static json_t *to_json_find_coordinator_request(const void *m, int16_t v)
{
	return kw_find_coordinator_request_to_json(m, v);
}

static int from_json_find_coordinator_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_find_coordinator_request_from_json(m, v, j, a, err);
}

static json_t *to_json_find_coordinator_response(const void *m, int16_t v)
{
	return kw_find_coordinator_response_to_json(m, v);
}

static int from_json_find_coordinator_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_find_coordinator_response_from_json(m, v, j, a, err);
}

static json_t *to_json_get_telemetry_subscriptions_request(const void *m, int16_t v)
{
	return kw_get_telemetry_subscriptions_request_to_json(m, v);
}

static int from_json_get_telemetry_subscriptions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_get_telemetry_subscriptions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_get_telemetry_subscriptions_response(const void *m, int16_t v)
{
	return kw_get_telemetry_subscriptions_response_to_json(m, v);
}

static int from_json_get_telemetry_subscriptions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_get_telemetry_subscriptions_response_from_json(m, v, j, a, err);
}

static json_t *to_json_group_metadata_key(const void *m, int16_t v)
{
	return kw_group_metadata_key_to_json(m, v);
}

static int from_json_group_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_group_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_group_metadata_value(const void *m, int16_t v)
{
	return kw_group_metadata_value_to_json(m, v);
}

static int from_json_group_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_group_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_heartbeat_request(const void *m, int16_t v)
{
	return kw_heartbeat_request_to_json(m, v);
}

static int from_json_heartbeat_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_heartbeat_request_from_json(m, v, j, a, err);
}

static json_t *to_json_heartbeat_response(const void *m, int16_t v)
{
	return kw_heartbeat_response_to_json(m, v);
}

static int from_json_heartbeat_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_heartbeat_response_from_json(m, v, j, a, err);
}

static json_t *to_json_incremental_alter_configs_request(const void *m, int16_t v)
{
	return kw_incremental_alter_configs_request_to_json(m, v);
}

static int from_json_incremental_alter_configs_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_incremental_alter_configs_request_from_json(m, v, j, a, err);
}

static json_t *to_json_incremental_alter_configs_response(const void *m, int16_t v)
{
	return kw_incremental_alter_configs_response_to_json(m, v);
}

static int from_json_incremental_alter_configs_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_incremental_alter_configs_response_from_json(m, v, j, a, err);
}

static json_t *to_json_init_producer_id_request(const void *m, int16_t v)
{
	return kw_init_producer_id_request_to_json(m, v);
}

static int from_json_init_producer_id_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_init_producer_id_request_from_json(m, v, j, a, err);
}

static json_t *to_json_init_producer_id_response(const void *m, int16_t v)
{
	return kw_init_producer_id_response_to_json(m, v);
}

static int from_json_init_producer_id_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_init_producer_id_response_from_json(m, v, j, a, err);
}

static json_t *to_json_initialize_share_group_state_request(const void *m, int16_t v)
{
	return kw_initialize_share_group_state_request_to_json(m, v);
}

static int from_json_initialize_share_group_state_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_initialize_share_group_state_request_from_json(m, v, j, a, err);
}

static json_t *to_json_initialize_share_group_state_response(const void *m, int16_t v)
{
	return kw_initialize_share_group_state_response_to_json(m, v);
}

static int from_json_initialize_share_group_state_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_initialize_share_group_state_response_from_json(m, v, j, a, err);
}

static json_t *to_json_join_group_request(const void *m, int16_t v)
{
	return kw_join_group_request_to_json(m, v);
}

static int from_json_join_group_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_join_group_request_from_json(m, v, j, a, err);
}

static json_t *to_json_join_group_response(const void *m, int16_t v)
{
	return kw_join_group_response_to_json(m, v);
}

static int from_json_join_group_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_join_group_response_from_json(m, v, j, a, err);
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

static json_t *to_json_leader_and_isr_request(const void *m, int16_t v)
{
	return kw_leader_and_isr_request_to_json(m, v);
}

static int from_json_leader_and_isr_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_leader_and_isr_request_from_json(m, v, j, a, err);
}

static json_t *to_json_leader_and_isr_response(const void *m, int16_t v)
{
	return kw_leader_and_isr_response_to_json(m, v);
}

static int from_json_leader_and_isr_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_leader_and_isr_response_from_json(m, v, j, a, err);
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

static json_t *to_json_leave_group_request(const void *m, int16_t v)
{
	return kw_leave_group_request_to_json(m, v);
}

static int from_json_leave_group_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_leave_group_request_from_json(m, v, j, a, err);
}

static json_t *to_json_leave_group_response(const void *m, int16_t v)
{
	return kw_leave_group_response_to_json(m, v);
}

static int from_json_leave_group_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_leave_group_response_from_json(m, v, j, a, err);
}

static json_t *to_json_list_client_metrics_resources_request(const void *m, int16_t v)
{
	return kw_list_client_metrics_resources_request_to_json(m, v);
}

static int from_json_list_client_metrics_resources_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_client_metrics_resources_request_from_json(m, v, j, a, err);
}

static json_t *to_json_list_client_metrics_resources_response(const void *m, int16_t v)
{
	return kw_list_client_metrics_resources_response_to_json(m, v);
}

static int from_json_list_client_metrics_resources_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_client_metrics_resources_response_from_json(m, v, j, a, err);
}

static json_t *to_json_list_groups_request(const void *m, int16_t v)
{
	return kw_list_groups_request_to_json(m, v);
}

static int from_json_list_groups_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_groups_request_from_json(m, v, j, a, err);
}

static json_t *to_json_list_groups_response(const void *m, int16_t v)
{
	return kw_list_groups_response_to_json(m, v);
}

static int from_json_list_groups_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_groups_response_from_json(m, v, j, a, err);
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

static json_t *to_json_list_partition_reassignments_request(const void *m, int16_t v)
{
	return kw_list_partition_reassignments_request_to_json(m, v);
}

static int from_json_list_partition_reassignments_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_partition_reassignments_request_from_json(m, v, j, a, err);
}

static json_t *to_json_list_partition_reassignments_response(const void *m, int16_t v)
{
	return kw_list_partition_reassignments_response_to_json(m, v);
}

static int from_json_list_partition_reassignments_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_partition_reassignments_response_from_json(m, v, j, a, err);
}

static json_t *to_json_list_transactions_request(const void *m, int16_t v)
{
	return kw_list_transactions_request_to_json(m, v);
}

static int from_json_list_transactions_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_transactions_request_from_json(m, v, j, a, err);
}

static json_t *to_json_list_transactions_response(const void *m, int16_t v)
{
	return kw_list_transactions_response_to_json(m, v);
}

static int from_json_list_transactions_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_list_transactions_response_from_json(m, v, j, a, err);
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

static json_t *to_json_no_op_record(const void *m, int16_t v)
{
	return kw_no_op_record_to_json(m, v);
}

static int from_json_no_op_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_no_op_record_from_json(m, v, j, a, err);
}

static json_t *to_json_nullable_struct_message(const void *m, int16_t v)
{
	return kw_nullable_struct_message_to_json(m, v);
}

static int from_json_nullable_struct_message(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_nullable_struct_message_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_commit_key(const void *m, int16_t v)
{
	return kw_offset_commit_key_to_json(m, v);
}

static int from_json_offset_commit_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_commit_key_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_commit_request(const void *m, int16_t v)
{
	return kw_offset_commit_request_to_json(m, v);
}

static int from_json_offset_commit_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_commit_request_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_commit_response(const void *m, int16_t v)
{
	return kw_offset_commit_response_to_json(m, v);
}

static int from_json_offset_commit_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_commit_response_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_commit_value(const void *m, int16_t v)
{
	return kw_offset_commit_value_to_json(m, v);
}

static int from_json_offset_commit_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_commit_value_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_delete_request(const void *m, int16_t v)
{
	return kw_offset_delete_request_to_json(m, v);
}

static int from_json_offset_delete_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_delete_request_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_delete_response(const void *m, int16_t v)
{
	return kw_offset_delete_response_to_json(m, v);
}

static int from_json_offset_delete_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_delete_response_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_fetch_request(const void *m, int16_t v)
{
	return kw_offset_fetch_request_to_json(m, v);
}

static int from_json_offset_fetch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_fetch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_fetch_response(const void *m, int16_t v)
{
	return kw_offset_fetch_response_to_json(m, v);
}

static int from_json_offset_fetch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_fetch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_for_leader_epoch_request(const void *m, int16_t v)
{
	return kw_offset_for_leader_epoch_request_to_json(m, v);
}

static int from_json_offset_for_leader_epoch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_for_leader_epoch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_offset_for_leader_epoch_response(const void *m, int16_t v)
{
	return kw_offset_for_leader_epoch_response_to_json(m, v);
}

static int from_json_offset_for_leader_epoch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_offset_for_leader_epoch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_partition_change_record(const void *m, int16_t v)
{
	return kw_partition_change_record_to_json(m, v);
}

static int from_json_partition_change_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_partition_change_record_from_json(m, v, j, a, err);
}

static json_t *to_json_partition_record(const void *m, int16_t v)
{
	return kw_partition_record_to_json(m, v);
}

static int from_json_partition_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_partition_record_from_json(m, v, j, a, err);
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

static json_t *to_json_producer_ids_record(const void *m, int16_t v)
{
	return kw_producer_ids_record_to_json(m, v);
}

static int from_json_producer_ids_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_producer_ids_record_from_json(m, v, j, a, err);
}

static json_t *to_json_producer_state_record(const void *m, int16_t v)
{
	return kw_producer_state_record_to_json(m, v);
}

static int from_json_producer_state_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_producer_state_record_from_json(m, v, j, a, err);
}

static json_t *to_json_push_telemetry_request(const void *m, int16_t v)
{
	return kw_push_telemetry_request_to_json(m, v);
}

static int from_json_push_telemetry_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_push_telemetry_request_from_json(m, v, j, a, err);
}

static json_t *to_json_push_telemetry_response(const void *m, int16_t v)
{
	return kw_push_telemetry_response_to_json(m, v);
}

static int from_json_push_telemetry_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_push_telemetry_response_from_json(m, v, j, a, err);
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

static json_t *to_json_read_share_group_state_request(const void *m, int16_t v)
{
	return kw_read_share_group_state_request_to_json(m, v);
}

static int from_json_read_share_group_state_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_read_share_group_state_request_from_json(m, v, j, a, err);
}

static json_t *to_json_read_share_group_state_response(const void *m, int16_t v)
{
	return kw_read_share_group_state_response_to_json(m, v);
}

static int from_json_read_share_group_state_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_read_share_group_state_response_from_json(m, v, j, a, err);
}

static json_t *to_json_read_share_group_state_summary_request(const void *m, int16_t v)
{
	return kw_read_share_group_state_summary_request_to_json(m, v);
}

static int from_json_read_share_group_state_summary_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_read_share_group_state_summary_request_from_json(m, v, j, a, err);
}

static json_t *to_json_read_share_group_state_summary_response(const void *m, int16_t v)
{
	return kw_read_share_group_state_summary_response_to_json(m, v);
}

static int from_json_read_share_group_state_summary_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_read_share_group_state_summary_response_from_json(m, v, j, a, err);
}

static json_t *to_json_register_broker_record(const void *m, int16_t v)
{
	return kw_register_broker_record_to_json(m, v);
}

static int from_json_register_broker_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_register_broker_record_from_json(m, v, j, a, err);
}

static json_t *to_json_register_controller_record(const void *m, int16_t v)
{
	return kw_register_controller_record_to_json(m, v);
}

static int from_json_register_controller_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_register_controller_record_from_json(m, v, j, a, err);
}

static json_t *to_json_remove_access_control_entry_record(const void *m, int16_t v)
{
	return kw_remove_access_control_entry_record_to_json(m, v);
}

static int from_json_remove_access_control_entry_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_access_control_entry_record_from_json(m, v, j, a, err);
}

static json_t *to_json_remove_delegation_token_record(const void *m, int16_t v)
{
	return kw_remove_delegation_token_record_to_json(m, v);
}

static int from_json_remove_delegation_token_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_delegation_token_record_from_json(m, v, j, a, err);
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

static json_t *to_json_remove_topic_record(const void *m, int16_t v)
{
	return kw_remove_topic_record_to_json(m, v);
}

static int from_json_remove_topic_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_topic_record_from_json(m, v, j, a, err);
}

static json_t *to_json_remove_user_scram_credential_record(const void *m, int16_t v)
{
	return kw_remove_user_scram_credential_record_to_json(m, v);
}

static int from_json_remove_user_scram_credential_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_remove_user_scram_credential_record_from_json(m, v, j, a, err);
}

static json_t *to_json_renew_delegation_token_request(const void *m, int16_t v)
{
	return kw_renew_delegation_token_request_to_json(m, v);
}

static int from_json_renew_delegation_token_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_renew_delegation_token_request_from_json(m, v, j, a, err);
}

static json_t *to_json_renew_delegation_token_response(const void *m, int16_t v)
{
	return kw_renew_delegation_token_response_to_json(m, v);
}

static int from_json_renew_delegation_token_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_renew_delegation_token_response_from_json(m, v, j, a, err);
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

static json_t *to_json_sasl_authenticate_request(const void *m, int16_t v)
{
	return kw_sasl_authenticate_request_to_json(m, v);
}

static int from_json_sasl_authenticate_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sasl_authenticate_request_from_json(m, v, j, a, err);
}

static json_t *to_json_sasl_authenticate_response(const void *m, int16_t v)
{
	return kw_sasl_authenticate_response_to_json(m, v);
}

static int from_json_sasl_authenticate_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sasl_authenticate_response_from_json(m, v, j, a, err);
}

static json_t *to_json_sasl_handshake_request(const void *m, int16_t v)
{
	return kw_sasl_handshake_request_to_json(m, v);
}

static int from_json_sasl_handshake_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sasl_handshake_request_from_json(m, v, j, a, err);
}

static json_t *to_json_sasl_handshake_response(const void *m, int16_t v)
{
	return kw_sasl_handshake_response_to_json(m, v);
}

static int from_json_sasl_handshake_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sasl_handshake_response_from_json(m, v, j, a, err);
}

static json_t *to_json_share_acknowledge_request(const void *m, int16_t v)
{
	return kw_share_acknowledge_request_to_json(m, v);
}

static int from_json_share_acknowledge_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_acknowledge_request_from_json(m, v, j, a, err);
}

static json_t *to_json_share_acknowledge_response(const void *m, int16_t v)
{
	return kw_share_acknowledge_response_to_json(m, v);
}

static int from_json_share_acknowledge_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_acknowledge_response_from_json(m, v, j, a, err);
}

static json_t *to_json_share_fetch_request(const void *m, int16_t v)
{
	return kw_share_fetch_request_to_json(m, v);
}

static int from_json_share_fetch_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_fetch_request_from_json(m, v, j, a, err);
}

static json_t *to_json_share_fetch_response(const void *m, int16_t v)
{
	return kw_share_fetch_response_to_json(m, v);
}

static int from_json_share_fetch_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_fetch_response_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_current_member_assignment_key(const void *m, int16_t v)
{
	return kw_share_group_current_member_assignment_key_to_json(m, v);
}

static int from_json_share_group_current_member_assignment_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_current_member_assignment_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_current_member_assignment_value(const void *m, int16_t v)
{
	return kw_share_group_current_member_assignment_value_to_json(m, v);
}

static int from_json_share_group_current_member_assignment_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_current_member_assignment_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_describe_request(const void *m, int16_t v)
{
	return kw_share_group_describe_request_to_json(m, v);
}

static int from_json_share_group_describe_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_describe_request_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_describe_response(const void *m, int16_t v)
{
	return kw_share_group_describe_response_to_json(m, v);
}

static int from_json_share_group_describe_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_describe_response_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_heartbeat_request(const void *m, int16_t v)
{
	return kw_share_group_heartbeat_request_to_json(m, v);
}

static int from_json_share_group_heartbeat_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_heartbeat_request_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_heartbeat_response(const void *m, int16_t v)
{
	return kw_share_group_heartbeat_response_to_json(m, v);
}

static int from_json_share_group_heartbeat_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_heartbeat_response_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_member_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_member_metadata_key_to_json(m, v);
}

static int from_json_share_group_member_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_member_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_member_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_member_metadata_value_to_json(m, v);
}

static int from_json_share_group_member_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_member_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_metadata_key_to_json(m, v);
}

static int from_json_share_group_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_metadata_value_to_json(m, v);
}

static int from_json_share_group_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_partition_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_partition_metadata_key_to_json(m, v);
}

static int from_json_share_group_partition_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_partition_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_partition_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_partition_metadata_value_to_json(m, v);
}

static int from_json_share_group_partition_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_partition_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_state_partition_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_state_partition_metadata_key_to_json(m, v);
}

static int from_json_share_group_state_partition_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_state_partition_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_state_partition_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_state_partition_metadata_value_to_json(m, v);
}

static int from_json_share_group_state_partition_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_state_partition_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_target_assignment_member_key(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_member_key_to_json(m, v);
}

static int from_json_share_group_target_assignment_member_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_target_assignment_member_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_target_assignment_member_value(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_member_value_to_json(m, v);
}

static int from_json_share_group_target_assignment_member_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_target_assignment_member_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_target_assignment_metadata_key(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_metadata_key_to_json(m, v);
}

static int from_json_share_group_target_assignment_metadata_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_target_assignment_metadata_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_group_target_assignment_metadata_value(const void *m, int16_t v)
{
	return kw_share_group_target_assignment_metadata_value_to_json(m, v);
}

static int from_json_share_group_target_assignment_metadata_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_group_target_assignment_metadata_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_snapshot_key(const void *m, int16_t v)
{
	return kw_share_snapshot_key_to_json(m, v);
}

static int from_json_share_snapshot_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_snapshot_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_snapshot_value(const void *m, int16_t v)
{
	return kw_share_snapshot_value_to_json(m, v);
}

static int from_json_share_snapshot_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_snapshot_value_from_json(m, v, j, a, err);
}

static json_t *to_json_share_update_key(const void *m, int16_t v)
{
	return kw_share_update_key_to_json(m, v);
}

static int from_json_share_update_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_update_key_from_json(m, v, j, a, err);
}

static json_t *to_json_share_update_value(const void *m, int16_t v)
{
	return kw_share_update_value_to_json(m, v);
}

static int from_json_share_update_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_share_update_value_from_json(m, v, j, a, err);
}

static json_t *to_json_simple_arrays_message(const void *m, int16_t v)
{
	return kw_simple_arrays_message_to_json(m, v);
}

static int from_json_simple_arrays_message(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_simple_arrays_message_from_json(m, v, j, a, err);
}

static json_t *to_json_simple_example_message(const void *m, int16_t v)
{
	return kw_simple_example_message_to_json(m, v);
}

static int from_json_simple_example_message(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_simple_example_message_from_json(m, v, j, a, err);
}

static json_t *to_json_simple_records_message(const void *m, int16_t v)
{
	return kw_simple_records_message_to_json(m, v);
}

static int from_json_simple_records_message(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_simple_records_message_from_json(m, v, j, a, err);
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

static json_t *to_json_stop_replica_request(const void *m, int16_t v)
{
	return kw_stop_replica_request_to_json(m, v);
}

static int from_json_stop_replica_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_stop_replica_request_from_json(m, v, j, a, err);
}

static json_t *to_json_stop_replica_response(const void *m, int16_t v)
{
	return kw_stop_replica_response_to_json(m, v);
}

static int from_json_stop_replica_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_stop_replica_response_from_json(m, v, j, a, err);
}

static json_t *to_json_subscription_info_data(const void *m, int16_t v)
{
	return kw_subscription_info_data_to_json(m, v);
}

static int from_json_subscription_info_data(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_subscription_info_data_from_json(m, v, j, a, err);
}

static json_t *to_json_sync_group_request(const void *m, int16_t v)
{
	return kw_sync_group_request_to_json(m, v);
}

static int from_json_sync_group_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sync_group_request_from_json(m, v, j, a, err);
}

static json_t *to_json_sync_group_response(const void *m, int16_t v)
{
	return kw_sync_group_response_to_json(m, v);
}

static int from_json_sync_group_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_sync_group_response_from_json(m, v, j, a, err);
}

static json_t *to_json_topic_record(const void *m, int16_t v)
{
	return kw_topic_record_to_json(m, v);
}

static int from_json_topic_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_topic_record_from_json(m, v, j, a, err);
}

static json_t *to_json_transaction_log_key(const void *m, int16_t v)
{
	return kw_transaction_log_key_to_json(m, v);
}

static int from_json_transaction_log_key(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_transaction_log_key_from_json(m, v, j, a, err);
}

static json_t *to_json_transaction_log_value(const void *m, int16_t v)
{
	return kw_transaction_log_value_to_json(m, v);
}

static int from_json_transaction_log_value(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_transaction_log_value_from_json(m, v, j, a, err);
}

static json_t *to_json_txn_offset_commit_request(const void *m, int16_t v)
{
	return kw_txn_offset_commit_request_to_json(m, v);
}

static int from_json_txn_offset_commit_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_txn_offset_commit_request_from_json(m, v, j, a, err);
}

static json_t *to_json_txn_offset_commit_response(const void *m, int16_t v)
{
	return kw_txn_offset_commit_response_to_json(m, v);
}

static int from_json_txn_offset_commit_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_txn_offset_commit_response_from_json(m, v, j, a, err);
}

static json_t *to_json_unfence_broker_record(const void *m, int16_t v)
{
	return kw_unfence_broker_record_to_json(m, v);
}

static int from_json_unfence_broker_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_unfence_broker_record_from_json(m, v, j, a, err);
}

static json_t *to_json_unregister_broker_record(const void *m, int16_t v)
{
	return kw_unregister_broker_record_to_json(m, v);
}

static int from_json_unregister_broker_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_unregister_broker_record_from_json(m, v, j, a, err);
}

static json_t *to_json_unregister_broker_request(const void *m, int16_t v)
{
	return kw_unregister_broker_request_to_json(m, v);
}

static int from_json_unregister_broker_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_unregister_broker_request_from_json(m, v, j, a, err);
}

static json_t *to_json_unregister_broker_response(const void *m, int16_t v)
{
	return kw_unregister_broker_response_to_json(m, v);
}

static int from_json_unregister_broker_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_unregister_broker_response_from_json(m, v, j, a, err);
}

static json_t *to_json_update_features_request(const void *m, int16_t v)
{
	return kw_update_features_request_to_json(m, v);
}

static int from_json_update_features_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_features_request_from_json(m, v, j, a, err);
}

static json_t *to_json_update_features_response(const void *m, int16_t v)
{
	return kw_update_features_response_to_json(m, v);
}

static int from_json_update_features_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_features_response_from_json(m, v, j, a, err);
}

static json_t *to_json_update_metadata_request(const void *m, int16_t v)
{
	return kw_update_metadata_request_to_json(m, v);
}

static int from_json_update_metadata_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_metadata_request_from_json(m, v, j, a, err);
}

static json_t *to_json_update_metadata_response(const void *m, int16_t v)
{
	return kw_update_metadata_response_to_json(m, v);
}

static int from_json_update_metadata_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_update_metadata_response_from_json(m, v, j, a, err);
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

static json_t *to_json_user_scram_credential_record(const void *m, int16_t v)
{
	return kw_user_scram_credential_record_to_json(m, v);
}

static int from_json_user_scram_credential_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_user_scram_credential_record_from_json(m, v, j, a, err);
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

static json_t *to_json_write_share_group_state_request(const void *m, int16_t v)
{
	return kw_write_share_group_state_request_to_json(m, v);
}

static int from_json_write_share_group_state_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_write_share_group_state_request_from_json(m, v, j, a, err);
}

static json_t *to_json_write_share_group_state_response(const void *m, int16_t v)
{
	return kw_write_share_group_state_response_to_json(m, v);
}

static int from_json_write_share_group_state_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_write_share_group_state_response_from_json(m, v, j, a, err);
}

static json_t *to_json_write_txn_markers_request(const void *m, int16_t v)
{
	return kw_write_txn_markers_request_to_json(m, v);
}

static int from_json_write_txn_markers_request(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_write_txn_markers_request_from_json(m, v, j, a, err);
}

static json_t *to_json_write_txn_markers_response(const void *m, int16_t v)
{
	return kw_write_txn_markers_response_to_json(m, v);
}

static int from_json_write_txn_markers_response(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_write_txn_markers_response_from_json(m, v, j, a, err);
}

static json_t *to_json_zk_migration_state_record(const void *m, int16_t v)
{
	return kw_zk_migration_state_record_to_json(m, v);
}

static int from_json_zk_migration_state_record(void *m, int16_t v, const json_t *j, struct kw_arena *a,
		struct kw_error *err)
{
	return kw_zk_migration_state_record_from_json(m, v, j, a, err);
}

const struct kw_msg_json kw_msg_jsons[] = {
	{ &kw_msgs[0], to_json_abort_transaction_record, from_json_abort_transaction_record },
	{ &kw_msgs[1], to_json_access_control_entry_record, from_json_access_control_entry_record },
	{ &kw_msgs[2], to_json_add_offsets_to_txn_request, from_json_add_offsets_to_txn_request },
	{ &kw_msgs[3], to_json_add_offsets_to_txn_response, from_json_add_offsets_to_txn_response },
	{ &kw_msgs[4], to_json_add_partitions_to_txn_request, from_json_add_partitions_to_txn_request },
	{ &kw_msgs[5], to_json_add_partitions_to_txn_response, from_json_add_partitions_to_txn_response },
	{ &kw_msgs[6], to_json_add_raft_voter_request, from_json_add_raft_voter_request },
	{ &kw_msgs[7], to_json_add_raft_voter_response, from_json_add_raft_voter_response },
	{ &kw_msgs[8], to_json_allocate_producer_ids_request, from_json_allocate_producer_ids_request },
	{ &kw_msgs[9], to_json_allocate_producer_ids_response, from_json_allocate_producer_ids_response },
	{ &kw_msgs[10], to_json_alter_client_quotas_request, from_json_alter_client_quotas_request },
	{ &kw_msgs[11], to_json_alter_client_quotas_response, from_json_alter_client_quotas_response },
	{ &kw_msgs[12], to_json_alter_configs_request, from_json_alter_configs_request },
	{ &kw_msgs[13], to_json_alter_configs_response, from_json_alter_configs_response },
	{ &kw_msgs[14], to_json_alter_partition_reassignments_request, from_json_alter_partition_reassignments_request },
	{ &kw_msgs[15], to_json_alter_partition_reassignments_response, from_json_alter_partition_reassignments_response },
	{ &kw_msgs[16], to_json_alter_partition_request, from_json_alter_partition_request },
	{ &kw_msgs[17], to_json_alter_partition_response, from_json_alter_partition_response },
	{ &kw_msgs[18], to_json_alter_quorum_request, from_json_alter_quorum_request },
	{ &kw_msgs[19], to_json_alter_quorum_response, from_json_alter_quorum_response },
	{ &kw_msgs[20], to_json_alter_replica_log_dirs_request, from_json_alter_replica_log_dirs_request },
	{ &kw_msgs[21], to_json_alter_replica_log_dirs_response, from_json_alter_replica_log_dirs_response },
	{ &kw_msgs[22], to_json_alter_user_scram_credentials_request, from_json_alter_user_scram_credentials_request },
	{ &kw_msgs[23], to_json_alter_user_scram_credentials_response, from_json_alter_user_scram_credentials_response },
	{ &kw_msgs[24], to_json_api_versions_request, from_json_api_versions_request },
	{ &kw_msgs[25], to_json_api_versions_response, from_json_api_versions_response },
	{ &kw_msgs[26], to_json_assign_replicas_to_dirs_request, from_json_assign_replicas_to_dirs_request },
	{ &kw_msgs[27], to_json_assign_replicas_to_dirs_response, from_json_assign_replicas_to_dirs_response },
	{ &kw_msgs[28], to_json_begin_quorum_epoch_request, from_json_begin_quorum_epoch_request },
	{ &kw_msgs[29], to_json_begin_quorum_epoch_response, from_json_begin_quorum_epoch_response },
	{ &kw_msgs[30], to_json_begin_transaction_record, from_json_begin_transaction_record },
	{ &kw_msgs[31], to_json_broker_heartbeat_request, from_json_broker_heartbeat_request },
	{ &kw_msgs[32], to_json_broker_heartbeat_response, from_json_broker_heartbeat_response },
	{ &kw_msgs[33], to_json_broker_registration_change_record, from_json_broker_registration_change_record },
	{ &kw_msgs[34], to_json_broker_registration_request, from_json_broker_registration_request },
	{ &kw_msgs[35], to_json_broker_registration_response, from_json_broker_registration_response },
	{ &kw_msgs[36], to_json_client_quota_record, from_json_client_quota_record },
	{ &kw_msgs[37], to_json_config_record, from_json_config_record },
	{ &kw_msgs[38], to_json_consumer_group_current_member_assignment_key, from_json_consumer_group_current_member_assignment_key },
	{ &kw_msgs[39], to_json_consumer_group_current_member_assignment_value, from_json_consumer_group_current_member_assignment_value },
	{ &kw_msgs[40], to_json_consumer_group_describe_request, from_json_consumer_group_describe_request },
	{ &kw_msgs[41], to_json_consumer_group_describe_response, from_json_consumer_group_describe_response },
	{ &kw_msgs[42], to_json_consumer_group_heartbeat_request, from_json_consumer_group_heartbeat_request },
	{ &kw_msgs[43], to_json_consumer_group_heartbeat_response, from_json_consumer_group_heartbeat_response },
	{ &kw_msgs[44], to_json_consumer_group_member_metadata_key, from_json_consumer_group_member_metadata_key },
	{ &kw_msgs[45], to_json_consumer_group_member_metadata_value, from_json_consumer_group_member_metadata_value },
	{ &kw_msgs[46], to_json_consumer_group_metadata_key, from_json_consumer_group_metadata_key },
	{ &kw_msgs[47], to_json_consumer_group_metadata_value, from_json_consumer_group_metadata_value },
	{ &kw_msgs[48], to_json_consumer_group_partition_metadata_key, from_json_consumer_group_partition_metadata_key },
	{ &kw_msgs[49], to_json_consumer_group_partition_metadata_value, from_json_consumer_group_partition_metadata_value },
	{ &kw_msgs[50], to_json_consumer_group_target_assignment_member_key, from_json_consumer_group_target_assignment_member_key },
	{ &kw_msgs[51], to_json_consumer_group_target_assignment_member_value, from_json_consumer_group_target_assignment_member_value },
	{ &kw_msgs[52], to_json_consumer_group_target_assignment_metadata_key, from_json_consumer_group_target_assignment_metadata_key },
	{ &kw_msgs[53], to_json_consumer_group_target_assignment_metadata_value, from_json_consumer_group_target_assignment_metadata_value },
	{ &kw_msgs[54], to_json_consumer_protocol_assignment, from_json_consumer_protocol_assignment },
	{ &kw_msgs[55], to_json_consumer_protocol_subscription, from_json_consumer_protocol_subscription },
	{ &kw_msgs[56], to_json_controlled_shutdown_request, from_json_controlled_shutdown_request },
	{ &kw_msgs[57], to_json_controlled_shutdown_response, from_json_controlled_shutdown_response },
	{ &kw_msgs[58], to_json_controller_registration_request, from_json_controller_registration_request },
	{ &kw_msgs[59], to_json_controller_registration_response, from_json_controller_registration_response },
	{ &kw_msgs[60], to_json_create_acls_request, from_json_create_acls_request },
	{ &kw_msgs[61], to_json_create_acls_response, from_json_create_acls_response },
	{ &kw_msgs[62], to_json_create_delegation_token_request, from_json_create_delegation_token_request },
	{ &kw_msgs[63], to_json_create_delegation_token_response, from_json_create_delegation_token_response },
	{ &kw_msgs[64], to_json_create_partitions_request, from_json_create_partitions_request },
	{ &kw_msgs[65], to_json_create_partitions_response, from_json_create_partitions_response },
	{ &kw_msgs[66], to_json_create_topics_request, from_json_create_topics_request },
	{ &kw_msgs[67], to_json_create_topics_response, from_json_create_topics_response },
	{ &kw_msgs[68], to_json_default_principal_data, from_json_default_principal_data },
	{ &kw_msgs[69], to_json_delegation_token_record, from_json_delegation_token_record },
	{ &kw_msgs[70], to_json_delete_acls_request, from_json_delete_acls_request },
	{ &kw_msgs[71], to_json_delete_acls_response, from_json_delete_acls_response },
	{ &kw_msgs[72], to_json_delete_groups_request, from_json_delete_groups_request },
	{ &kw_msgs[73], to_json_delete_groups_response, from_json_delete_groups_response },
	{ &kw_msgs[74], to_json_delete_records_request, from_json_delete_records_request },
	{ &kw_msgs[75], to_json_delete_records_response, from_json_delete_records_response },
	{ &kw_msgs[76], to_json_delete_share_group_state_request, from_json_delete_share_group_state_request },
	{ &kw_msgs[77], to_json_delete_share_group_state_response, from_json_delete_share_group_state_response },
	{ &kw_msgs[78], to_json_delete_topics_request, from_json_delete_topics_request },
	{ &kw_msgs[79], to_json_delete_topics_response, from_json_delete_topics_response },
	{ &kw_msgs[80], to_json_describe_acls_request, from_json_describe_acls_request },
	{ &kw_msgs[81], to_json_describe_acls_response, from_json_describe_acls_response },
	{ &kw_msgs[82], to_json_describe_client_quotas_request, from_json_describe_client_quotas_request },
	{ &kw_msgs[83], to_json_describe_client_quotas_response, from_json_describe_client_quotas_response },
	{ &kw_msgs[84], to_json_describe_cluster_request, from_json_describe_cluster_request },
	{ &kw_msgs[85], to_json_describe_cluster_response, from_json_describe_cluster_response },
	{ &kw_msgs[86], to_json_describe_configs_request, from_json_describe_configs_request },
	{ &kw_msgs[87], to_json_describe_configs_response, from_json_describe_configs_response },
	{ &kw_msgs[88], to_json_describe_delegation_token_request, from_json_describe_delegation_token_request },
	{ &kw_msgs[89], to_json_describe_delegation_token_response, from_json_describe_delegation_token_response },
	{ &kw_msgs[90], to_json_describe_groups_request, from_json_describe_groups_request },
	{ &kw_msgs[91], to_json_describe_groups_response, from_json_describe_groups_response },
	{ &kw_msgs[92], to_json_describe_log_dirs_request, from_json_describe_log_dirs_request },
	{ &kw_msgs[93], to_json_describe_log_dirs_response, from_json_describe_log_dirs_response },
	{ &kw_msgs[94], to_json_describe_producers_request, from_json_describe_producers_request },
	{ &kw_msgs[95], to_json_describe_producers_response, from_json_describe_producers_response },
	{ &kw_msgs[96], to_json_describe_quorum_request, from_json_describe_quorum_request },
	{ &kw_msgs[97], to_json_describe_quorum_response, from_json_describe_quorum_response },
	{ &kw_msgs[98], to_json_describe_topic_partitions_request, from_json_describe_topic_partitions_request },
	{ &kw_msgs[99], to_json_describe_topic_partitions_response, from_json_describe_topic_partitions_response },
	{ &kw_msgs[100], to_json_describe_transactions_request, from_json_describe_transactions_request },
	{ &kw_msgs[101], to_json_describe_transactions_response, from_json_describe_transactions_response },
	{ &kw_msgs[102], to_json_describe_user_scram_credentials_request, from_json_describe_user_scram_credentials_request },
	{ &kw_msgs[103], to_json_describe_user_scram_credentials_response, from_json_describe_user_scram_credentials_response },
	{ &kw_msgs[104], to_json_describe_voter_change_request, from_json_describe_voter_change_request },
	{ &kw_msgs[105], to_json_describe_voter_change_response, from_json_describe_voter_change_response },
	{ &kw_msgs[106], to_json_elect_leaders_request, from_json_elect_leaders_request },
	{ &kw_msgs[107], to_json_elect_leaders_response, from_json_elect_leaders_response },
	{ &kw_msgs[108], to_json_end_quorum_epoch_request, from_json_end_quorum_epoch_request },
	{ &kw_msgs[109], to_json_end_quorum_epoch_response, from_json_end_quorum_epoch_response },
	{ &kw_msgs[110], to_json_end_transaction_record, from_json_end_transaction_record },
	{ &kw_msgs[111], to_json_end_txn_request, from_json_end_txn_request },
	{ &kw_msgs[112], to_json_end_txn_response, from_json_end_txn_response },
	{ &kw_msgs[113], to_json_envelope_request, from_json_envelope_request },
	{ &kw_msgs[114], to_json_envelope_response, from_json_envelope_response },
	{ &kw_msgs[115], to_json_expire_delegation_token_request, from_json_expire_delegation_token_request },
	{ &kw_msgs[116], to_json_expire_delegation_token_response, from_json_expire_delegation_token_response },
	{ &kw_msgs[117], to_json_feature_level_record, from_json_feature_level_record },
	{ &kw_msgs[118], to_json_fence_broker_record, from_json_fence_broker_record },
	{ &kw_msgs[119], to_json_fetch_request, from_json_fetch_request },
	{ &kw_msgs[120], to_json_fetch_response, from_json_fetch_response },
	{ &kw_msgs[121], to_json_fetch_snapshot_request, from_json_fetch_snapshot_request },
	{ &kw_msgs[122], to_json_fetch_snapshot_response, from_json_fetch_snapshot_response },
	{ &kw_msgs[123], to_json_find_coordinator_request, from_json_find_coordinator_request },
	{ &kw_msgs[124], to_json_find_coordinator_response, from_json_find_coordinator_response },
	{ &kw_msgs[125], to_json_get_telemetry_subscriptions_request, from_json_get_telemetry_subscriptions_request },
	{ &kw_msgs[126], to_json_get_telemetry_subscriptions_response, from_json_get_telemetry_subscriptions_response },
	{ &kw_msgs[127], to_json_group_metadata_key, from_json_group_metadata_key },
	{ &kw_msgs[128], to_json_group_metadata_value, from_json_group_metadata_value },
	{ &kw_msgs[129], to_json_heartbeat_request, from_json_heartbeat_request },
	{ &kw_msgs[130], to_json_heartbeat_response, from_json_heartbeat_response },
	{ &kw_msgs[131], to_json_incremental_alter_configs_request, from_json_incremental_alter_configs_request },
	{ &kw_msgs[132], to_json_incremental_alter_configs_response, from_json_incremental_alter_configs_response },
	{ &kw_msgs[133], to_json_init_producer_id_request, from_json_init_producer_id_request },
	{ &kw_msgs[134], to_json_init_producer_id_response, from_json_init_producer_id_response },
	{ &kw_msgs[135], to_json_initialize_share_group_state_request, from_json_initialize_share_group_state_request },
	{ &kw_msgs[136], to_json_initialize_share_group_state_response, from_json_initialize_share_group_state_response },
	{ &kw_msgs[137], to_json_join_group_request, from_json_join_group_request },
	{ &kw_msgs[138], to_json_join_group_response, from_json_join_group_response },
	{ &kw_msgs[139], to_json_k_raft_version_record, from_json_k_raft_version_record },
	{ &kw_msgs[140], to_json_leader_and_isr_request, from_json_leader_and_isr_request },
	{ &kw_msgs[141], to_json_leader_and_isr_response, from_json_leader_and_isr_response },
	{ &kw_msgs[142], to_json_leader_change_message, from_json_leader_change_message },
	{ &kw_msgs[143], to_json_leave_group_request, from_json_leave_group_request },
	{ &kw_msgs[144], to_json_leave_group_response, from_json_leave_group_response },
	{ &kw_msgs[145], to_json_list_client_metrics_resources_request, from_json_list_client_metrics_resources_request },
	{ &kw_msgs[146], to_json_list_client_metrics_resources_response, from_json_list_client_metrics_resources_response },
	{ &kw_msgs[147], to_json_list_groups_request, from_json_list_groups_request },
	{ &kw_msgs[148], to_json_list_groups_response, from_json_list_groups_response },
	{ &kw_msgs[149], to_json_list_offsets_request, from_json_list_offsets_request },
	{ &kw_msgs[150], to_json_list_offsets_response, from_json_list_offsets_response },
	{ &kw_msgs[151], to_json_list_partition_reassignments_request, from_json_list_partition_reassignments_request },
	{ &kw_msgs[152], to_json_list_partition_reassignments_response, from_json_list_partition_reassignments_response },
	{ &kw_msgs[153], to_json_list_transactions_request, from_json_list_transactions_request },
	{ &kw_msgs[154], to_json_list_transactions_response, from_json_list_transactions_response },
	{ &kw_msgs[155], to_json_metadata_request, from_json_metadata_request },
	{ &kw_msgs[156], to_json_metadata_response, from_json_metadata_response },
	{ &kw_msgs[157], to_json_no_op_record, from_json_no_op_record },
	{ &kw_msgs[158], to_json_nullable_struct_message, from_json_nullable_struct_message },
	{ &kw_msgs[159], to_json_offset_commit_key, from_json_offset_commit_key },
	{ &kw_msgs[160], to_json_offset_commit_request, from_json_offset_commit_request },
	{ &kw_msgs[161], to_json_offset_commit_response, from_json_offset_commit_response },
	{ &kw_msgs[162], to_json_offset_commit_value, from_json_offset_commit_value },
	{ &kw_msgs[163], to_json_offset_delete_request, from_json_offset_delete_request },
	{ &kw_msgs[164], to_json_offset_delete_response, from_json_offset_delete_response },
	{ &kw_msgs[165], to_json_offset_fetch_request, from_json_offset_fetch_request },
	{ &kw_msgs[166], to_json_offset_fetch_response, from_json_offset_fetch_response },
	{ &kw_msgs[167], to_json_offset_for_leader_epoch_request, from_json_offset_for_leader_epoch_request },
	{ &kw_msgs[168], to_json_offset_for_leader_epoch_response, from_json_offset_for_leader_epoch_response },
	{ &kw_msgs[169], to_json_partition_change_record, from_json_partition_change_record },
	{ &kw_msgs[170], to_json_partition_record, from_json_partition_record },
	{ &kw_msgs[171], to_json_produce_request, from_json_produce_request },
	{ &kw_msgs[172], to_json_produce_response, from_json_produce_response },
	{ &kw_msgs[173], to_json_producer_ids_record, from_json_producer_ids_record },
	{ &kw_msgs[174], to_json_producer_state_record, from_json_producer_state_record },
	{ &kw_msgs[175], to_json_push_telemetry_request, from_json_push_telemetry_request },
	{ &kw_msgs[176], to_json_push_telemetry_response, from_json_push_telemetry_response },
	{ &kw_msgs[177], to_json_quorum_state_data, from_json_quorum_state_data },
	{ &kw_msgs[178], to_json_read_share_group_state_request, from_json_read_share_group_state_request },
	{ &kw_msgs[179], to_json_read_share_group_state_response, from_json_read_share_group_state_response },
	{ &kw_msgs[180], to_json_read_share_group_state_summary_request, from_json_read_share_group_state_summary_request },
	{ &kw_msgs[181], to_json_read_share_group_state_summary_response, from_json_read_share_group_state_summary_response },
	{ &kw_msgs[182], to_json_register_broker_record, from_json_register_broker_record },
	{ &kw_msgs[183], to_json_register_controller_record, from_json_register_controller_record },
	{ &kw_msgs[184], to_json_remove_access_control_entry_record, from_json_remove_access_control_entry_record },
	{ &kw_msgs[185], to_json_remove_delegation_token_record, from_json_remove_delegation_token_record },
	{ &kw_msgs[186], to_json_remove_raft_voter_request, from_json_remove_raft_voter_request },
	{ &kw_msgs[187], to_json_remove_raft_voter_response, from_json_remove_raft_voter_response },
	{ &kw_msgs[188], to_json_remove_topic_record, from_json_remove_topic_record },
	{ &kw_msgs[189], to_json_remove_user_scram_credential_record, from_json_remove_user_scram_credential_record },
	{ &kw_msgs[190], to_json_renew_delegation_token_request, from_json_renew_delegation_token_request },
	{ &kw_msgs[191], to_json_renew_delegation_token_response, from_json_renew_delegation_token_response },
	{ &kw_msgs[192], to_json_request_header, from_json_request_header },
	{ &kw_msgs[193], to_json_response_header, from_json_response_header },
	{ &kw_msgs[194], to_json_sasl_authenticate_request, from_json_sasl_authenticate_request },
	{ &kw_msgs[195], to_json_sasl_authenticate_response, from_json_sasl_authenticate_response },
	{ &kw_msgs[196], to_json_sasl_handshake_request, from_json_sasl_handshake_request },
	{ &kw_msgs[197], to_json_sasl_handshake_response, from_json_sasl_handshake_response },
	{ &kw_msgs[198], to_json_share_acknowledge_request, from_json_share_acknowledge_request },
	{ &kw_msgs[199], to_json_share_acknowledge_response, from_json_share_acknowledge_response },
	{ &kw_msgs[200], to_json_share_fetch_request, from_json_share_fetch_request },
	{ &kw_msgs[201], to_json_share_fetch_response, from_json_share_fetch_response },
	{ &kw_msgs[202], to_json_share_group_current_member_assignment_key, from_json_share_group_current_member_assignment_key },
	{ &kw_msgs[203], to_json_share_group_current_member_assignment_value, from_json_share_group_current_member_assignment_value },
	{ &kw_msgs[204], to_json_share_group_describe_request, from_json_share_group_describe_request },
	{ &kw_msgs[205], to_json_share_group_describe_response, from_json_share_group_describe_response },
	{ &kw_msgs[206], to_json_share_group_heartbeat_request, from_json_share_group_heartbeat_request },
	{ &kw_msgs[207], to_json_share_group_heartbeat_response, from_json_share_group_heartbeat_response },
	{ &kw_msgs[208], to_json_share_group_member_metadata_key, from_json_share_group_member_metadata_key },
	{ &kw_msgs[209], to_json_share_group_member_metadata_value, from_json_share_group_member_metadata_value },
	{ &kw_msgs[210], to_json_share_group_metadata_key, from_json_share_group_metadata_key },
	{ &kw_msgs[211], to_json_share_group_metadata_value, from_json_share_group_metadata_value },
	{ &kw_msgs[212], to_json_share_group_partition_metadata_key, from_json_share_group_partition_metadata_key },
	{ &kw_msgs[213], to_json_share_group_partition_metadata_value, from_json_share_group_partition_metadata_value },
	{ &kw_msgs[214], to_json_share_group_state_partition_metadata_key, from_json_share_group_state_partition_metadata_key },
	{ &kw_msgs[215], to_json_share_group_state_partition_metadata_value, from_json_share_group_state_partition_metadata_value },
	{ &kw_msgs[216], to_json_share_group_target_assignment_member_key, from_json_share_group_target_assignment_member_key },
	{ &kw_msgs[217], to_json_share_group_target_assignment_member_value, from_json_share_group_target_assignment_member_value },
	{ &kw_msgs[218], to_json_share_group_target_assignment_metadata_key, from_json_share_group_target_assignment_metadata_key },
	{ &kw_msgs[219], to_json_share_group_target_assignment_metadata_value, from_json_share_group_target_assignment_metadata_value },
	{ &kw_msgs[220], to_json_share_snapshot_key, from_json_share_snapshot_key },
	{ &kw_msgs[221], to_json_share_snapshot_value, from_json_share_snapshot_value },
	{ &kw_msgs[222], to_json_share_update_key, from_json_share_update_key },
	{ &kw_msgs[223], to_json_share_update_value, from_json_share_update_value },
	{ &kw_msgs[224], to_json_simple_arrays_message, from_json_simple_arrays_message },
	{ &kw_msgs[225], to_json_simple_example_message, from_json_simple_example_message },
	{ &kw_msgs[226], to_json_simple_records_message, from_json_simple_records_message },
	{ &kw_msgs[227], to_json_snapshot_footer_record, from_json_snapshot_footer_record },
	{ &kw_msgs[228], to_json_snapshot_header_record, from_json_snapshot_header_record },
	{ &kw_msgs[229], to_json_stop_replica_request, from_json_stop_replica_request },
	{ &kw_msgs[230], to_json_stop_replica_response, from_json_stop_replica_response },
	{ &kw_msgs[231], to_json_subscription_info_data, from_json_subscription_info_data },
	{ &kw_msgs[232], to_json_sync_group_request, from_json_sync_group_request },
	{ &kw_msgs[233], to_json_sync_group_response, from_json_sync_group_response },
	{ &kw_msgs[234], to_json_topic_record, from_json_topic_record },
	{ &kw_msgs[235], to_json_transaction_log_key, from_json_transaction_log_key },
	{ &kw_msgs[236], to_json_transaction_log_value, from_json_transaction_log_value },
	{ &kw_msgs[237], to_json_txn_offset_commit_request, from_json_txn_offset_commit_request },
	{ &kw_msgs[238], to_json_txn_offset_commit_response, from_json_txn_offset_commit_response },
	{ &kw_msgs[239], to_json_unfence_broker_record, from_json_unfence_broker_record },
	{ &kw_msgs[240], to_json_unregister_broker_record, from_json_unregister_broker_record },
	{ &kw_msgs[241], to_json_unregister_broker_request, from_json_unregister_broker_request },
	{ &kw_msgs[242], to_json_unregister_broker_response, from_json_unregister_broker_response },
	{ &kw_msgs[243], to_json_update_features_request, from_json_update_features_request },
	{ &kw_msgs[244], to_json_update_features_response, from_json_update_features_response },
	{ &kw_msgs[245], to_json_update_metadata_request, from_json_update_metadata_request },
	{ &kw_msgs[246], to_json_update_metadata_response, from_json_update_metadata_response },
	{ &kw_msgs[247], to_json_update_raft_voter_request, from_json_update_raft_voter_request },
	{ &kw_msgs[248], to_json_update_raft_voter_response, from_json_update_raft_voter_response },
	{ &kw_msgs[249], to_json_user_scram_credential_record, from_json_user_scram_credential_record },
	{ &kw_msgs[250], to_json_vote_request, from_json_vote_request },
	{ &kw_msgs[251], to_json_vote_response, from_json_vote_response },
	{ &kw_msgs[252], to_json_voter_assignment_record, from_json_voter_assignment_record },
	{ &kw_msgs[253], to_json_voters_record, from_json_voters_record },
	{ &kw_msgs[254], to_json_write_share_group_state_request, from_json_write_share_group_state_request },
	{ &kw_msgs[255], to_json_write_share_group_state_response, from_json_write_share_group_state_response },
	{ &kw_msgs[256], to_json_write_txn_markers_request, from_json_write_txn_markers_request },
	{ &kw_msgs[257], to_json_write_txn_markers_response, from_json_write_txn_markers_response },
	{ &kw_msgs[258], to_json_zk_migration_state_record, from_json_zk_migration_state_record },
};
