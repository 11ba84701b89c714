/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_describe_voter_change.c — DescribeVoterChange (api key 10001,
 * kwire's own, schemas/kwire/DescribeVoterChangeRequest.json): the latest
 * voter record of this replica's log — the set in force, the AlterQuorum
 * target still being worked towards, the record's offset and kind — so
 * that `kwire quorum describe` can show a pending change (DescribeQuorum
 * has no field for it). Any replica answers from its own log; another
 * partition than the Raft one gets UNKNOWN_TOPIC_OR_PARTITION.
 */
#include "node/services.h"

#include "kwire/msg/describe_voter_change_request.h"
#include "kwire/msg/describe_voter_change_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"
#include "wire/wire.h"

void kr__svc_describe_voter_change(struct kr_services *s, const struct kr_svc_req *q,
				   unsigned kinds, struct kw_reader *r,
				   const uint8_t *body, size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_voter_change_request req;
	if (kw_describe_voter_change_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeVoterChange request that does not decode");
		return;
	}
	const struct kr_core *core = kr_driver_core(s->driver);
	struct kw_describe_voter_change_response m;
	kw_describe_voter_change_response_init(&m);
	struct kw_describe_voter_change_response_voter cur[KR_MAX_VOTERS], tgt[KR_MAX_VOTERS];
	m.current_voters = cur;
	m.current_voters_count = 0;
	m.leader_id = kr_core_leader(core);
	m.leader_epoch = kr_core_epoch(core);
	m.high_watermark = kr_core_high_watermark(core);
	m.record_offset = -1;
	m.record_type = -1;
	if (!kw_str_equal(req.topic_name, KW_STR_LIT(KR_WIRE_TOPIC)) ||
	    req.partition_index != 0) {
		m.error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
	} else {
		const struct kr_voter_assignment *a = kr_core_voters(core);
		m.record_offset = a->offset;
		if (a->offset >= 0)
			m.record_type = a->voters_record ? KW_CONTROL_VOTERS
							 : KR_CONTROL_VOTER_ASSIGNMENT;
		for (int32_t i = 0; i < a->n_current; i++) {
			kw_describe_voter_change_response_voter_init(&cur[i]);
			cur[i].voter_id = a->current[i];
		}
		m.current_voters_count = a->n_current;
		if (a->n_target >= 0) {
			for (int32_t i = 0; i < a->n_target; i++) {
				kw_describe_voter_change_response_voter_init(&tgt[i]);
				tgt[i].voter_id = a->target[i];
			}
			m.target_voters = tgt;
			m.target_voters_count = a->n_target;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_voter_change_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
