/*
 * kwire quorum add-controller / remove-controller — KIP-853's voter
 * changes, as kafka-metadata-quorum.sh sends them: AddRaftVoter (api key
 * 80) and RemoveRaftVoter (81) to the quorum's leader, found through the
 * --bootstrap-server / --bootstrap-controller list as `describe` finds it.
 * Success prints Kafka's line; an error prints its name and the
 * response's ErrorMessage, and exits 1.
 */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kwire/msg/add_raft_voter_request.h"
#include "kwire/msg/add_raft_voter_response.h"
#include "kwire/msg/api.h"
#include "kwire/msg/remove_raft_voter_request.h"
#include "kwire/msg/remove_raft_voter_response.h"
#include "kwire/protocol_errors.h"
#include "quorum_link.h"

/* Kafka's admin client waits this long for AddRaftVoter (the leader
 * answers once the new voter set is committed). */
#define ADD_TIMEOUT_MS 30000

static int fill_add(void *m, int16_t v, struct kw_writer *w)
{
	return kw_add_raft_voter_request_encode(m, v, w);
}

static int fill_remove(void *m, int16_t v, struct kw_writer *w)
{
	return kw_remove_raft_voter_request_encode(m, v, w);
}

/* The error line: "NAME: ErrorMessage" (or the name alone). */
static int report_error(const char *what, int16_t code, struct kw_str msg)
{
	if (msg.len > 0)
		fprintf(stderr, "kwire quorum: %s failed: %s: %.*s\n", what,
			kw_protocol_error_name(code), (int)msg.len, msg.ptr);
	else
		fprintf(stderr, "kwire quorum: %s failed: %s\n", what,
			kw_protocol_error_name(code));
	return 1;
}

int kw_quorum_add_controller(const char *servers, const struct kw_qv_voter *v, bool dry_run)
{
	char dir[KW_UUID_TEXT_LEN + 1], eps[1200];
	kw_uuid_to_text(&v->dir, dir);
	kw_qv_endpoints_text(v, eps, sizeof eps);
	if (dry_run) {
		printf("DRY RUN of adding controller %d with directory id %s and endpoints: %s\n",
		       (int)v->id, dir, eps);
		return 0;
	}
	struct link l = {.fd = -1};
	struct kw_arena a;
	kw_arena_init(&a);
	char cluster[128] = "";
	int rc = kw_ql_open_leader(servers, &l, &a, cluster, sizeof cluster);
	if (rc != 0)
		goto out;
	struct kw_add_raft_voter_request q;
	struct kw_add_raft_voter_request_listener ls[KW_QV_MAX_ENDPOINTS];
	kw_add_raft_voter_request_init(&q);
	q.cluster_id = cluster[0] ? kw_str_from_cstr(cluster) : (struct kw_str){NULL, -1};
	q.timeout_ms = ADD_TIMEOUT_MS;
	q.voter_id = v->id;
	q.voter_directory_id = v->dir;
	for (int i = 0; i < v->n_ep; i++) {
		kw_add_raft_voter_request_listener_init(&ls[i]);
		ls[i].name = kw_str_from_cstr(v->ep[i].name);
		ls[i].host = kw_str_from_cstr(v->ep[i].host);
		ls[i].port = v->ep[i].port;
	}
	q.listeners = ls;
	q.listeners_count = v->n_ep;
	rc = 1;
	if (kw_ql_call(&l, KW_API_ADD_RAFT_VOTER, 0, 7, fill_add, &q) != 0)
		goto out;
	struct kw_reader r;
	struct kw_error err;
	struct kw_add_raft_voter_response m;
	if (kw_ql_open_response(&l, KW_API_ADD_RAFT_VOTER, 0, &r, &err, &a) != 0 ||
	    kw_add_raft_voter_response_decode(&m, 0, &r, &a) != 0) {
		fprintf(stderr, "kwire quorum: %s: bad AddRaftVoter response\n", l.where);
		goto out;
	}
	if (m.error_code != 0) {
		rc = report_error("add-controller", m.error_code, m.error_message);
		goto out;
	}
	printf("Added controller %d with directory id %s and endpoints: %s\n", (int)v->id, dir,
	       eps);
	rc = 0;
out:
	kw_ql_hang_up(&l);
	kw_arena_free(&a);
	return rc;
}

int kw_quorum_remove_controller(const char *servers, const struct kw_qv_voter *v,
				bool dry_run)
{
	char dir[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&v->dir, dir);
	if (dry_run) {
		printf("DRY RUN of removing KRaft controller %d with directory id %s\n",
		       (int)v->id, dir);
		return 0;
	}
	struct link l = {.fd = -1};
	struct kw_arena a;
	kw_arena_init(&a);
	char cluster[128] = "";
	int rc = kw_ql_open_leader(servers, &l, &a, cluster, sizeof cluster);
	if (rc != 0)
		goto out;
	struct kw_remove_raft_voter_request q;
	kw_remove_raft_voter_request_init(&q);
	q.cluster_id = cluster[0] ? kw_str_from_cstr(cluster) : (struct kw_str){NULL, -1};
	q.voter_id = v->id;
	q.voter_directory_id = v->dir;
	rc = 1;
	if (kw_ql_call(&l, KW_API_REMOVE_RAFT_VOTER, 0, 7, fill_remove, &q) != 0)
		goto out;
	struct kw_reader r;
	struct kw_error err;
	struct kw_remove_raft_voter_response m;
	if (kw_ql_open_response(&l, KW_API_REMOVE_RAFT_VOTER, 0, &r, &err, &a) != 0 ||
	    kw_remove_raft_voter_response_decode(&m, 0, &r, &a) != 0) {
		fprintf(stderr, "kwire quorum: %s: bad RemoveRaftVoter response\n", l.where);
		goto out;
	}
	if (m.error_code != 0) {
		rc = report_error("remove-controller", m.error_code, m.error_message);
		goto out;
	}
	printf("Removed KRaft controller %d with directory id %s\n", (int)v->id, dir);
	rc = 0;
out:
	kw_ql_hang_up(&l);
	kw_arena_free(&a);
	return rc;
}
