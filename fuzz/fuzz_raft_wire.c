/*
 * fuzz_raft_wire.c — libFuzzer target for the Raft wire adapter
 * (raft/wire/wire.h): request and response bodies of every Raft api key at
 * every version, DescribeQuorum checks, AlterQuorum, and the simulator's
 * self-describing form.
 *
 * Input: byte 0 picks the api (low 3 bits) and the direction (bit 3:
 * response), byte 1 the version (min + byte 1 % (span + 2), so one or two
 * versions past the maximum are tried too), the rest is the body.
 * Checks: the decoder returns 0 or an error recorded in the reader, never
 * reads outside the body (ASan) nor past the arena; fields a version lacks
 * (the directory ids, PreVote) decode as zero; a decoded message that
 * encodes at that version decodes again to the same fields and encodes to
 * the same bytes (the adapter's round trip is stable after one pass).
 * Then the decoded message goes to two real Raft cores, as hostile peer
 * input (kraft.h "Hostile input"): a follower of a three-voter quorum
 * (a response to its Fetch in flight) and the leader of a one-voter
 * quorum. Nothing a peer sends may stop a core or overflow (UBSan).
 */
#include "wire/wire.h"

#include "kwire/msg/api.h"
#include "kwire/protocol_errors.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static const int16_t apis[] = {
	KR_WIRE_API_VOTE,	    KR_WIRE_API_BEGIN_QUORUM_EPOCH,
	KR_WIRE_API_END_QUORUM_EPOCH, KR_WIRE_API_FETCH,
	KR_WIRE_API_DESCRIBE_QUORUM, KR_WIRE_API_ALTER_QUORUM,
};
#define N_APIS (sizeof apis / sizeof apis[0])

static bool wire_error(int rc)
{
	return rc == KR_WIRE_ERR_WRONG_PARTITION || rc == KR_WIRE_ERR_NOT_RAFT ||
	       rc == KR_WIRE_ERR_TOO_MANY_VOTERS || (rc < 0 && rc >= KW_ERR_UNSUPPORTED);
}

/* Encodes m at version into a growable writer; NULL when it does not encode. */
static uint8_t *encode(const struct kr_msg *m, int16_t version, size_t *n)
{
	struct kw_arena a;
	struct kw_error err;
	struct kw_writer w;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 1 << 22);
	if (kw_writer_init_growable(&w, 0, &err) != 0) {
		kw_arena_free(&a);
		return NULL;
	}
	int rc = kr_wire_encode(m, version, &a, &w);
	kw_arena_free(&a);
	if (rc != 0) {
		CHECK(wire_error(rc));
		kw_writer_release(&w);
		return NULL;
	}
	uint8_t *out = malloc(w.pos ? w.pos : 1);
	CHECK(out != NULL);
	memcpy(out, w.buf, w.pos);
	*n = w.pos;
	kw_writer_release(&w);
	return out;
}

static bool zero(const struct kw_uuid *u)
{
	return kw_uuid_is_zero(u);
}

/* Fields the version does not carry read as zero; counts stay bounded. */
static void check_fields(const struct kr_msg *m, int16_t v)
{
	switch (m->type) {
	case KR_MSG_VOTE_REQUEST:
		if (v < 1)
			CHECK(zero(&m->u.vote_req.candidate_directory_id) &&
			      zero(&m->u.vote_req.voter_directory_id) &&
			      m->u.vote_req.voter_id == -1);
		if (v < 2)
			CHECK(!m->u.vote_req.pre_vote);
		break;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		if (v < 1)
			CHECK(zero(&m->u.begin_req.voter_directory_id));
		break;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		CHECK(m->u.end_req.n_preferred_successors >= 0 &&
		      m->u.end_req.n_preferred_successors <= KR_MAX_VOTERS);
		if (v < 1)
			for (int32_t i = 0; i < KR_MAX_VOTERS; i++)
				CHECK(zero(&m->u.end_req.preferred_directory_ids[i]));
		break;
	case KR_MSG_FETCH_REQUEST:
		if (v < 17)
			CHECK(zero(&m->u.fetch_req.replica_directory_id));
		break;
	default:
		break;
	}
}

/* The identity fields survive a round trip. */
static void check_same_keys(const struct kr_msg *a, const struct kr_msg *b)
{
	switch (a->type) {
	case KR_MSG_VOTE_REQUEST:
		CHECK(kw_uuid_equal(&a->u.vote_req.candidate_directory_id,
				    &b->u.vote_req.candidate_directory_id));
		CHECK(kw_uuid_equal(&a->u.vote_req.voter_directory_id,
				    &b->u.vote_req.voter_directory_id));
		CHECK(a->u.vote_req.candidate_epoch == b->u.vote_req.candidate_epoch);
		break;
	case KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST:
		CHECK(kw_uuid_equal(&a->u.begin_req.voter_directory_id,
				    &b->u.begin_req.voter_directory_id));
		break;
	case KR_MSG_END_QUORUM_EPOCH_REQUEST:
		CHECK(a->u.end_req.n_preferred_successors ==
		      b->u.end_req.n_preferred_successors);
		for (int32_t i = 0; i < a->u.end_req.n_preferred_successors; i++)
			CHECK(kw_uuid_equal(&a->u.end_req.preferred_directory_ids[i],
					    &b->u.end_req.preferred_directory_ids[i]));
		break;
	case KR_MSG_FETCH_REQUEST:
		CHECK(kw_uuid_equal(&a->u.fetch_req.replica_directory_id,
				    &b->u.fetch_req.replica_directory_id));
		CHECK(a->u.fetch_req.fetch_offset == b->u.fetch_req.fetch_offset);
		break;
	default:
		break;
	}
}

/* -- the cores: an empty log -- */

static int empty_log(void *ctx, int64_t offset, int32_t max_bytes,
		     struct kw_bytes *out, struct kw_error *err)
{
	(void)ctx;
	(void)err;
	(void)offset;
	(void)max_bytes;
	out->ptr = NULL;
	out->len = 0;
	return 0;
}

static const struct kw_uuid dir2 = { { 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2 } };

/* Steps ev on c and checks the core keeps running. */
static const struct kr_update *step(struct kr_core *c, const struct kr_event *ev)
{
	const struct kr_update *u;
	int rc = kr_step(c, ev, &u);
	CHECK(rc == 0 && u->fatal == 0);
	CHECK(u->next_deadline_ms > ev->now_ms);
	CHECK(u->n_refusals <= KR_MAX_REFUSALS);
	return u;
}

/* Delivers m to a follower (node 2 of voters 1-3, epoch 5, leader 1) and
 * to the leader of the one-voter quorum {1}. A response is made the answer
 * to the request the core has in flight. */
static void cores(const struct kr_msg *in)
{
	for (int which = 0; which < 2; which++) {
		struct kr_config cfg;
		kr_config_init(&cfg);
		cfg.node_id = which == 0 ? 2 : 1;
		cfg.n_voters = which == 0 ? 3 : 1;
		for (int32_t i = 0; i < cfg.n_voters; i++)
			cfg.voters[i] = i + 1;
		cfg.voter_directory_ids[1] = dir2;
		if (which == 0)
			cfg.directory_id = dir2;
		cfg.cluster_id = "fuzz-cluster";
		cfg.log_read = empty_log;
		struct kr_core *c = kr_core_new(&cfg);
		CHECK(c != NULL);
		struct kr_boot boot = { .qs = { which == 0 ? 5 : 0, which == 0 ? 1 : -1, -1 } };
		const struct kr_update *u;
		CHECK(kr_core_start(c, &boot, 1000, &u) == 0);
		uint32_t pending = 0;
		for (size_t i = 0; i < u->n_msgs; i++)
			if (!kr_wire_is_response(u->msgs[i].type))
				pending = u->msgs[i].request_id;
		struct kr_event ev = { .type = KR_EVENT_QUORUM_STATE_PERSISTED,
				       .now_ms = 1001 };
		ev.u.qs_seq = u->qs_seq;
		if (u->persist_quorum_state)
			step(c, &ev); /* the lone voter now leads */
		struct kr_msg m = *in;
		m.to = cfg.node_id;
		if (kr_wire_is_response(m.type)) {
			m.from = 1;
			m.request_id = pending;
		} else if (m.from == 0) {
			m.from = -2; /* a transport handle, as the node gives */
		}
		struct kr_event rx = { .type = KR_EVENT_RECEIVE, .now_ms = 1002 };
		rx.u.msg = &m;
		step(c, &rx);
		/* time passes: whatever it set off runs on */
		struct kr_event tick = { .type = KR_EVENT_TICK, .now_ms = 5000 };
		step(c, &tick);
		kr_core_free(c);
	}
}

static int decode(int16_t api, bool response, int16_t version, const uint8_t *p,
		  size_t n, struct kw_arena *a, struct kr_msg *m)
{
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p, n, &err);
	memset(m, 0, sizeof *m);
	int rc = response ? kr_wire_decode_response(api, version, &r, a, m)
			  : kr_wire_decode_request(api, version, &r, a, m);
	CHECK(rc == 0 || wire_error(rc));
	if (rc < 0 && rc >= KW_ERR_UNSUPPORTED)
		CHECK(err.code == rc && err.offset <= n);
	CHECK(r.pos <= n);
	return rc;
}

static void raft_api(int16_t api, bool response, int16_t version, const uint8_t *p,
		     size_t n)
{
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 1 << 22);
	struct kr_msg m1;
	if (decode(api, response, version, p, n, &a, &m1) == 0) {
		CHECK(kr_wire_api_key(m1.type) == api);
		CHECK(kr_wire_is_response(m1.type) == response);
		check_fields(&m1, version);
		/* the peer's claimed id, as the node takes it from the body */
		if (m1.type == KR_MSG_VOTE_REQUEST)
			m1.from = m1.u.vote_req.candidate_id;
		else if (m1.type == KR_MSG_BEGIN_QUORUM_EPOCH_REQUEST)
			m1.from = m1.u.begin_req.leader_id;
		else if (m1.type == KR_MSG_END_QUORUM_EPOCH_REQUEST)
			m1.from = m1.u.end_req.leader_id;
		else if (m1.type == KR_MSG_FETCH_REQUEST)
			m1.from = m1.u.fetch_req.replica_id;
		if (m1.from < 0)
			m1.from = -2;
		cores(&m1);
		size_t n1, n2;
		uint8_t *b1 = encode(&m1, version, &n1);
		if (b1 != NULL) {
			struct kw_arena a2;
			kw_arena_init(&a2);
			struct kr_msg m2;
			CHECK(decode(api, response, version, b1, n1, &a2, &m2) == 0);
			CHECK(m2.type == m1.type);
			check_same_keys(&m1, &m2);
			uint8_t *b2 = encode(&m2, version, &n2);
			CHECK(b2 != NULL && n2 == n1 && memcmp(b1, b2, n1) == 0);
			free(b2);
			kw_arena_free(&a2);
			free(b1);
		}
	}
	kw_arena_free(&a);
}

static void describe_quorum(bool response, int16_t version, const uint8_t *p, size_t n)
{
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 1 << 22);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p, n, &err);
	if (!response) {
		int rc = kr_wire_check_describe_quorum(version, &r, &a);
		CHECK(rc == 0 || wire_error(rc));
	} else {
		struct kr_msg m;
		decode(KR_WIRE_API_DESCRIBE_QUORUM, true, version, p, n, &a, &m);
	}
	kw_arena_free(&a);
}

static void alter_quorum(bool response, int16_t version, const uint8_t *p, size_t n)
{
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 1 << 22);
	struct kw_error err;
	struct kw_reader r;
	kw_reader_init(&r, p, n, &err);
	if (response) {
		int16_t ec;
		int rc = kr_wire_decode_alter_quorum_response(version, &r, &a, &ec);
		CHECK(rc == 0 || wire_error(rc));
	} else {
		struct kr_wire_alter_quorum q;
		int rc = kr_wire_decode_alter_quorum(version, &r, &a, &q);
		CHECK(rc == 0 || wire_error(rc));
		if (rc == 0) {
			CHECK(q.n_target >= -1 && q.n_target <= KR_MAX_VOTERS);
			struct kw_writer w;
			struct kw_error werr;
			if (kw_writer_init_growable(&w, 0, &werr) == 0) {
				struct kw_arena a2;
				kw_arena_init(&a2);
				if (kr_wire_encode_alter_quorum(&q, version, &a2, &w) == 0) {
					struct kw_reader r2;
					struct kw_error err2;
					struct kr_wire_alter_quorum q2;
					kw_reader_init(&r2, w.buf, w.pos, &err2);
					CHECK(kr_wire_decode_alter_quorum(version, &r2, &a2,
									  &q2) == 0);
					CHECK(q2.n_target == q.n_target);
					for (int32_t i = 0; i < q.n_target; i++)
						CHECK(q2.target[i] == q.target[i]);
				}
				kw_arena_free(&a2);
				kw_writer_release(&w);
			}
		}
	}
	kw_arena_free(&a);
}

static void sim_form(const uint8_t *p, size_t n)
{
	struct kr_msg m;
	memset(&m, 0, sizeof m);
	if (kr_wire_sim_decode(NULL, p, n, &m) != 0)
		return;
	uint8_t *b1 = NULL, *b2 = NULL;
	size_t n1, n2;
	if (kr_wire_sim_encode(NULL, &m, &b1, &n1) != 0)
		return;
	struct kr_msg m2;
	memset(&m2, 0, sizeof m2);
	CHECK(kr_wire_sim_decode(NULL, b1, n1, &m2) == 0);
	CHECK(m2.type == m.type && m2.from == m.from && m2.to == m.to &&
	      m2.request_id == m.request_id);
	CHECK(kr_wire_sim_encode(NULL, &m2, &b2, &n2) == 0);
	CHECK(n1 == n2 && memcmp(b1, b2, n1) == 0);
	free(b1);
	free(b2);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (size < 2)
		return 0;
	size_t len = size - 2;
	/* An exact copy, so ASan flags any read past the end. */
	uint8_t *copy = malloc(len ? len : 1);
	if (!copy)
		return 0;
	memcpy(copy, data + 2, len);
	unsigned sel = data[0] & 7;
	bool response = data[0] & 8;
	if (sel >= N_APIS) {
		sim_form(copy, len);
		free(copy);
		return 0;
	}
	int16_t api = apis[sel];
	const struct kw_api *k = kw_api_by_key(api);
	int16_t lo = k ? k->min_version : 0, hi = k ? k->max_version : 0;
	int16_t version = (int16_t)(lo + data[1] % (hi - lo + 3));
	if (api == KR_WIRE_API_DESCRIBE_QUORUM)
		describe_quorum(response, version, copy, len);
	else if (api == KR_WIRE_API_ALTER_QUORUM)
		alter_quorum(response, version, copy, len);
	else
		raft_api(api, response, version, copy, len);
	free(copy);
	return 0;
}
