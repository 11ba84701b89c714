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
 * reads outside the body (ASan) nor past the arena; a decoded message that
 * encodes at that version decodes again to a message that encodes to the
 * same bytes (the adapter's round trip is stable after one pass).
 */
#include "wire/wire.h"

#include "kwire/msg/api.h"

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
		size_t n1, n2;
		uint8_t *b1 = encode(&m1, version, &n1);
		if (b1 != NULL) {
			struct kw_arena a2;
			kw_arena_init(&a2);
			struct kr_msg m2;
			CHECK(decode(api, response, version, b1, n1, &a2, &m2) == 0);
			CHECK(m2.type == m1.type);
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
