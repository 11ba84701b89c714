/* generated from schemas/clients/EndQuorumEpochRequest.json by kwire-gen, do not edit */
#include "kwire/msg/end_quorum_epoch_request.h"
#include "kwire/codec.h"

#include <assert.h>
#include <math.h>
#include <string.h>

static void init_replica_info(struct kw_end_quorum_epoch_request_replica_info *s);
static inline __attribute__((always_inline)) int decode_replica_info(struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_replica_info(const struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_replica_info(const struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, uint8_t *p);
static bool equal_replica_info(const struct kw_end_quorum_epoch_request_replica_info *a, const struct kw_end_quorum_epoch_request_replica_info *b);
static void init_partition_data(struct kw_end_quorum_epoch_request_partition_data *s);
static int decode_partition_data(struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static size_t size_partition_data(const struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, size_t at,
		struct kw_error *e);
static uint8_t *put_partition_data(const struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, uint8_t *p);
static bool equal_partition_data(const struct kw_end_quorum_epoch_request_partition_data *a, const struct kw_end_quorum_epoch_request_partition_data *b);
static void init_topic_data(struct kw_end_quorum_epoch_request_topic_data *s);
static int decode_topic_data(struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_topic_data(const struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_topic_data(const struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, uint8_t *p);
static bool equal_topic_data(const struct kw_end_quorum_epoch_request_topic_data *a, const struct kw_end_quorum_epoch_request_topic_data *b);
static void init_leader_endpoint(struct kw_end_quorum_epoch_request_leader_endpoint *s);
static inline __attribute__((always_inline)) int decode_leader_endpoint(struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a);
static inline __attribute__((always_inline)) size_t size_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, size_t at,
		struct kw_error *e);
static inline __attribute__((always_inline)) uint8_t *put_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, uint8_t *p);
static bool equal_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *a, const struct kw_end_quorum_epoch_request_leader_endpoint *b);
static void init_message(struct kw_end_quorum_epoch_request *s);
static int decode_message(struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a);
static size_t size_message(const struct kw_end_quorum_epoch_request *m, int16_t version, size_t at,
		struct kw_error *e);
static bool equal_message(const struct kw_end_quorum_epoch_request *a, const struct kw_end_quorum_epoch_request *b);

static void init_replica_info(struct kw_end_quorum_epoch_request_replica_info *s)
{
	memset(s, 0, sizeof *s);
}

void kw_end_quorum_epoch_request_replica_info_init(struct kw_end_quorum_epoch_request_replica_info *s)
{
	init_replica_info(s);
}

static bool equal_replica_info(const struct kw_end_quorum_epoch_request_replica_info *a, const struct kw_end_quorum_epoch_request_replica_info *b)
{
	if (a->candidate_id != b->candidate_id)
		return false;
	if (!kw_uuid_equal(&a->candidate_directory_id, &b->candidate_directory_id))
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_replica_info(const struct kw_end_quorum_epoch_request_replica_info *m)
{
	if (m->candidate_id != 0)
		return false;
	if (!kw_uuid_is_zero(&m->candidate_directory_id))
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_replica_info(struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 20) {
		const uint8_t *q = in.p;
		m->candidate_id = (int32_t)kw__ld32(q + 0);
		memcpy(m->candidate_directory_id.bytes, q + 4, 16);
		in.p += 20;
	} else {
		if (!kw__rd_i32(&in, &m->candidate_id))
			return kw__fail_field(in.r->err, "candidate_id");
		if (!kw__rd_uuid(&in, &m->candidate_directory_id))
			return kw__fail_field(in.r->err, "candidate_directory_id");
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_replica_info(const struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 16;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_replica_info(const struct kw_end_quorum_epoch_request_replica_info *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->candidate_id);
	p = kw__put_uuid(p, &m->candidate_directory_id);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_partition_data(struct kw_end_quorum_epoch_request_partition_data *s)
{
	memset(s, 0, sizeof *s);
}

void kw_end_quorum_epoch_request_partition_data_init(struct kw_end_quorum_epoch_request_partition_data *s)
{
	init_partition_data(s);
}

static bool equal_partition_data(const struct kw_end_quorum_epoch_request_partition_data *a, const struct kw_end_quorum_epoch_request_partition_data *b)
{
	if (a->partition_index != b->partition_index)
		return false;
	if (a->leader_id != b->leader_id)
		return false;
	if (a->leader_epoch != b->leader_epoch)
		return false;
	if (a->preferred_successors_count != b->preferred_successors_count)
		return false;
	for (int32_t i = 0; i < a->preferred_successors_count; i++) {
		if (a->preferred_successors[i] != b->preferred_successors[i])
			return false;
	}
	if (a->preferred_candidates_count != b->preferred_candidates_count)
		return false;
	for (int32_t i = 0; i < a->preferred_candidates_count; i++) {
		if (!equal_replica_info(&a->preferred_candidates[i], &b->preferred_candidates[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_partition_data(const struct kw_end_quorum_epoch_request_partition_data *m)
{
	if (m->partition_index != 0)
		return false;
	if (m->leader_id != 0)
		return false;
	if (m->leader_epoch != 0)
		return false;
	if (m->preferred_successors_count != 0)
		return false;
	if (m->preferred_candidates_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_partition_data(struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (kw__left(&in) >= 12) {
		const uint8_t *q = in.p;
		m->partition_index = (int32_t)kw__ld32(q + 0);
		m->leader_id = (int32_t)kw__ld32(q + 4);
		m->leader_epoch = (int32_t)kw__ld32(q + 8);
		in.p += 12;
	} else {
		if (!kw__rd_i32(&in, &m->partition_index))
			return kw__fail_field(in.r->err, "partition_index");
		if (!kw__rd_i32(&in, &m->leader_id))
			return kw__fail_field(in.r->err, "leader_id");
		if (!kw__rd_i32(&in, &m->leader_epoch))
			return kw__fail_field(in.r->err, "leader_epoch");
	}
	if (version <= 0) {
		if (!kw__rd_i32_array(&in, a, &m->preferred_successors, &m->preferred_successors_count, false, false))
			return kw__fail_field(in.r->err, "preferred_successors");
	} else {
		m->preferred_successors = NULL;
		m->preferred_successors_count = 0;
	}
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 21))
				return kw__fail_field(in.r->err, "preferred_candidates");
			m->preferred_candidates_count = n;
			m->preferred_candidates = NULL;
			if (n > 0) {
				m->preferred_candidates = kw__alloc(a, (size_t)n * sizeof *m->preferred_candidates);
				if (!m->preferred_candidates)
					return kw__nomem(&in, "preferred_candidates");
				struct kw__cur t = in;
				if (version == 1) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_replica_info(&m->preferred_candidates[i], 1, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "preferred_candidates");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_replica_info(&m->preferred_candidates[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "preferred_candidates");
					}
				}
				in = t;
			}
		}
	} else {
		m->preferred_candidates = NULL;
		m->preferred_candidates_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static size_t size_partition_data(const struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	n += 4;
	n += 4;
	n += 4;
	if (version <= 0) {
		if (KW__LIKELY((false) && (uint32_t)m->preferred_successors_count < 127u)) {
			n += 1 + (size_t)m->preferred_successors_count * 4;
		} else {
			if (m->preferred_successors_count < 0)
				return kw__size_fail_null(e, at + n, "preferred_successors", version);
			n += kw__size_array_len(m->preferred_successors_count, false) + (size_t)m->preferred_successors_count * 4;
		}
	}
	if (version >= 1) {
		if (m->preferred_candidates_count < 0)
			return kw__size_fail_null(e, at + n, "preferred_candidates", version);
		n += kw__size_array_len(m->preferred_candidates_count, true);
		if (version == 1) {
			for (int32_t i = 0; i < m->preferred_candidates_count; i++) {
				size_t k = size_replica_info(&m->preferred_candidates[i], 1, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "preferred_candidates");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->preferred_candidates_count; i++) {
				size_t k = size_replica_info(&m->preferred_candidates[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "preferred_candidates");
				n += k;
			}
		}
	}
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *put_partition_data(const struct kw_end_quorum_epoch_request_partition_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_i32(p, m->partition_index);
	p = kw__put_i32(p, m->leader_id);
	p = kw__put_i32(p, m->leader_epoch);
	if (version <= 0) {
		p = kw__put_array_len(p, m->preferred_successors_count, false);
		if (m->preferred_successors_count > 0)
			p = kw__put_i32_array(p, m->preferred_successors, m->preferred_successors_count);
	}
	if (version >= 1) {
		p = kw__put_array_len(p, m->preferred_candidates_count, true);
		if (version == 1) {
			for (int32_t i = 0; i < m->preferred_candidates_count; i++)
				p = put_replica_info(&m->preferred_candidates[i], 1, p);
		} else {
			for (int32_t i = 0; i < m->preferred_candidates_count; i++)
				p = put_replica_info(&m->preferred_candidates[i], version, p);
		}
	}
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_topic_data(struct kw_end_quorum_epoch_request_topic_data *s)
{
	memset(s, 0, sizeof *s);
	s->topic_name = (struct kw_str){ "", 0 };
}

void kw_end_quorum_epoch_request_topic_data_init(struct kw_end_quorum_epoch_request_topic_data *s)
{
	init_topic_data(s);
}

static bool equal_topic_data(const struct kw_end_quorum_epoch_request_topic_data *a, const struct kw_end_quorum_epoch_request_topic_data *b)
{
	if (!kw_str_equal(a->topic_name, b->topic_name))
		return false;
	if (a->partitions_count != b->partitions_count)
		return false;
	for (int32_t i = 0; i < a->partitions_count; i++) {
		if (!equal_partition_data(&a->partitions[i], &b->partitions[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_topic_data(const struct kw_end_quorum_epoch_request_topic_data *m)
{
	if (m->topic_name.len != 0)
		return false;
	if (m->partitions_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_topic_data(struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->topic_name, version >= 1, false))
		return kw__fail_field(in.r->err, "topic_name");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 1, false, 14))
			return kw__fail_field(in.r->err, "partitions");
		m->partitions_count = n;
		m->partitions = NULL;
		if (n > 0) {
			m->partitions = kw__alloc(a, (size_t)n * sizeof *m->partitions);
			if (!m->partitions)
				return kw__nomem(&in, "partitions");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_partition_data(&m->partitions[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "partitions");
			}
			in = t;
		}
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_topic_data(const struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->topic_name.len < 0)
		return kw__size_fail_null(e, at + n, "topic_name", version);
	if (m->topic_name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->topic_name.len, "topic_name");
	n += kw__size_string(m->topic_name, version >= 1);
	if (m->partitions_count < 0)
		return kw__size_fail_null(e, at + n, "partitions", version);
	n += kw__size_array_len(m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++) {
		size_t k = size_partition_data(&m->partitions[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "partitions");
		n += k;
	}
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_topic_data(const struct kw_end_quorum_epoch_request_topic_data *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->topic_name, version >= 1);
	p = kw__put_array_len(p, m->partitions_count, version >= 1);
	for (int32_t i = 0; i < m->partitions_count; i++)
		p = put_partition_data(&m->partitions[i], version, p);
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

static void init_leader_endpoint(struct kw_end_quorum_epoch_request_leader_endpoint *s)
{
	memset(s, 0, sizeof *s);
	s->name = (struct kw_str){ "", 0 };
	s->host = (struct kw_str){ "", 0 };
}

void kw_end_quorum_epoch_request_leader_endpoint_init(struct kw_end_quorum_epoch_request_leader_endpoint *s)
{
	init_leader_endpoint(s);
}

static bool equal_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *a, const struct kw_end_quorum_epoch_request_leader_endpoint *b)
{
	if (!kw_str_equal(a->name, b->name))
		return false;
	if (!kw_str_equal(a->host, b->host))
		return false;
	if (a->port != b->port)
		return false;
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *m)
{
	if (m->name.len != 0)
		return false;
	if (m->host.len != 0)
		return false;
	if (m->port != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static inline __attribute__((always_inline)) int decode_leader_endpoint(struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, struct kw__cur *cin,
		struct kw_arena *a)
{
	struct kw__cur in = *cin;
	struct kw_reader *r = in.r;
	(void)r;
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->name, true, false))
		return kw__fail_field(in.r->err, "name");
	if (!kw__rd_string(&in, &m->host, true, false))
		return kw__fail_field(in.r->err, "host");
	if (!kw__rd_u16(&in, &m->port))
		return kw__fail_field(in.r->err, "port");
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (!kw__rd_no_tags(&in)) {
		kw__cur_sync(&in);
		if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
			return r->err->code;
		kw__cur_reload(&in);
	}
	*cin = in;
	return 0;
}

static inline __attribute__((always_inline)) size_t size_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->name.len < 0)
		return kw__size_fail_null(e, at + n, "name", version);
	if (m->name.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->name.len, "name");
	n += kw__size_string(m->name, true);
	if (m->host.len < 0)
		return kw__size_fail_null(e, at + n, "host", version);
	if (m->host.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->host.len, "host");
	n += kw__size_string(m->host, true);
	n += 2;
	if (m->unknown_tagged_fields.count) {
		uint32_t ntags = 0;
		size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
		if (u == KW__SIZE_ERROR)
			return u;
		n += u + kw__size_uvarint(ntags);
	} else {
		n += 1;
	}
	return n;
}

static inline __attribute__((always_inline)) uint8_t *put_leader_endpoint(const struct kw_end_quorum_epoch_request_leader_endpoint *m, int16_t version, uint8_t *p)
{
	(void)version;
	p = kw__put_string(p, m->name, true);
	p = kw__put_string(p, m->host, true);
	p = kw__put_u16(p, m->port);
	const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
	uint32_t ntags = u->count;
	p = kw__put_uvarint(p, ntags);
	if (u->count)
		p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	return p;
}

static void init_message(struct kw_end_quorum_epoch_request *m)
{
	memset(m, 0, sizeof *m);
	m->cluster_id = KW_STR_NULL;
}

void kw_end_quorum_epoch_request_init(struct kw_end_quorum_epoch_request *m)
{
	init_message(m);
}

static bool equal_message(const struct kw_end_quorum_epoch_request *a, const struct kw_end_quorum_epoch_request *b)
{
	if (!kw_str_equal(a->cluster_id, b->cluster_id))
		return false;
	if (a->topics_count != b->topics_count)
		return false;
	for (int32_t i = 0; i < a->topics_count; i++) {
		if (!equal_topic_data(&a->topics[i], &b->topics[i]))
			return false;
	}
	if (a->leader_endpoints_count != b->leader_endpoints_count)
		return false;
	for (int32_t i = 0; i < a->leader_endpoints_count; i++) {
		if (!equal_leader_endpoint(&a->leader_endpoints[i], &b->leader_endpoints[i]))
			return false;
	}
	return kw_unknown_tags_equal(&a->unknown_tagged_fields, &b->unknown_tagged_fields);
}

__attribute__((unused)) static bool isdefault_message(const struct kw_end_quorum_epoch_request *m)
{
	if (m->cluster_id.len >= 0)
		return false;
	if (m->topics_count != 0)
		return false;
	if (m->leader_endpoints_count != 0)
		return false;
	return m->unknown_tagged_fields.count == 0;
}

static int decode_message(struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	struct kw__cur in = kw__cur_open(r);
	(void)version;
	(void)a;
	if (!kw__rd_string(&in, &m->cluster_id, version >= 1, true))
		return kw__fail_field(in.r->err, "cluster_id");
	{
		int32_t n;
		if (!kw__rd_array_len(&in, &n, version >= 1, false, 3))
			return kw__fail_field(in.r->err, "topics");
		m->topics_count = n;
		m->topics = NULL;
		if (n > 0) {
			m->topics = kw__alloc(a, (size_t)n * sizeof *m->topics);
			if (!m->topics)
				return kw__nomem(&in, "topics");
			struct kw__cur t = in;
			for (int32_t i = 0; i < n; i++) {
				if (decode_topic_data(&m->topics[i], version, &t, a) < 0)
					return kw__fail_index(in.r->err, i, "topics");
			}
			in = t;
		}
	}
	if (version >= 1) {
		{
			int32_t n;
			if (!kw__rd_array_len(&in, &n, true, false, 5))
				return kw__fail_field(in.r->err, "leader_endpoints");
			m->leader_endpoints_count = n;
			m->leader_endpoints = NULL;
			if (n > 0) {
				m->leader_endpoints = kw__alloc(a, (size_t)n * sizeof *m->leader_endpoints);
				if (!m->leader_endpoints)
					return kw__nomem(&in, "leader_endpoints");
				struct kw__cur t = in;
				if (version == 1) {
					for (int32_t i = 0; i < n; i++) {
						if (decode_leader_endpoint(&m->leader_endpoints[i], 1, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "leader_endpoints");
					}
				} else {
					for (int32_t i = 0; i < n; i++) {
						if (decode_leader_endpoint(&m->leader_endpoints[i], version, &t, a) < 0)
							return kw__fail_index(in.r->err, i, "leader_endpoints");
					}
				}
				in = t;
			}
		}
	} else {
		m->leader_endpoints = NULL;
		m->leader_endpoints_count = 0;
	}
	m->unknown_tagged_fields = (struct kw_unknown_tags){ NULL, 0 };
	if (version >= 1) {
		if (!kw__rd_no_tags(&in)) {
			kw__cur_sync(&in);
			if (kw_reader_read_tagged_fields(r, a, NULL, NULL, &m->unknown_tagged_fields) < 0)
				return r->err->code;
			kw__cur_reload(&in);
		}
	}
	kw__cur_sync(&in);
	return kw_reader_ok(r) ? 0 : r->err->code;
}

static size_t size_message(const struct kw_end_quorum_epoch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, version >= 1);
	if (m->topics_count < 0)
		return kw__size_fail_null(e, at + n, "topics", version);
	n += kw__size_array_len(m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_data(&m->topics[i], version, at + n, e);
		if (k == KW__SIZE_ERROR)
			return kw__size_fail_index(e, i, "topics");
		n += k;
	}
	if (version >= 1) {
		if (m->leader_endpoints_count < 0)
			return kw__size_fail_null(e, at + n, "leader_endpoints", version);
		n += kw__size_array_len(m->leader_endpoints_count, true);
		if (version == 1) {
			for (int32_t i = 0; i < m->leader_endpoints_count; i++) {
				size_t k = size_leader_endpoint(&m->leader_endpoints[i], 1, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "leader_endpoints");
				n += k;
			}
		} else {
			for (int32_t i = 0; i < m->leader_endpoints_count; i++) {
				size_t k = size_leader_endpoint(&m->leader_endpoints[i], version, at + n, e);
				if (k == KW__SIZE_ERROR)
					return kw__size_fail_index(e, i, "leader_endpoints");
				n += k;
			}
		}
	}
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static size_t size_shallow_message(const struct kw_end_quorum_epoch_request *m, int16_t version, size_t at,
		struct kw_error *e)
{
	size_t n = 0;
	(void)version;
	(void)at;
	(void)e;
	if (m->cluster_id.len > KW__STRING_MAX)
		return kw__size_fail_too_long(e, at + n, m->cluster_id.len, "cluster_id");
	n += kw__size_string(m->cluster_id, version >= 1);
	if (m->topics_count < 0)
		return KW__SIZE_ERROR;
	n += kw__size_array_len(m->topics_count, version >= 1);
	if (version >= 1) {
		if (m->leader_endpoints_count < 0)
			return KW__SIZE_ERROR;
		n += kw__size_array_len(m->leader_endpoints_count, true);
	}
	if (version >= 1) {
		if (m->unknown_tagged_fields.count) {
			uint32_t ntags = 0;
			size_t u = kw__size_unknown_tags(&m->unknown_tagged_fields, at + n, e, &ntags);
			if (u == KW__SIZE_ERROR)
				return u;
			n += u + kw__size_uvarint(ntags);
		} else {
			n += 1;
		}
	} else if (m->unknown_tagged_fields.count) {
		return kw__size_fail_tags(e, at + n, version);
	}
	return n;
}

static uint8_t *fill_message(const struct kw_end_quorum_epoch_request *m, int16_t version, uint8_t *p, size_t room)
{
	(void)version;
	size_t own = size_shallow_message(m, version, 0, NULL);
	if (own == KW__SIZE_ERROR || own > room)
		return NULL;
	room -= own;
	p = kw__put_string(p, m->cluster_id, version >= 1);
	p = kw__put_array_len(p, m->topics_count, version >= 1);
	for (int32_t i = 0; i < m->topics_count; i++) {
		size_t k = size_topic_data(&m->topics[i], version, 0, NULL);
		if (k == KW__SIZE_ERROR || k > room)
			return NULL;
		room -= k;
		p = put_topic_data(&m->topics[i], version, p);
	}
	if (version >= 1) {
		p = kw__put_array_len(p, m->leader_endpoints_count, true);
		for (int32_t i = 0; i < m->leader_endpoints_count; i++) {
			size_t k = size_leader_endpoint(&m->leader_endpoints[i], version, 0, NULL);
			if (k == KW__SIZE_ERROR || k > room)
				return NULL;
			room -= k;
			p = put_leader_endpoint(&m->leader_endpoints[i], version, p);
		}
	}
	if (version >= 1) {
		const struct kw_unknown_tags *u = &m->unknown_tagged_fields;
		uint32_t ntags = u->count;
		p = kw__put_uvarint(p, ntags);
		if (u->count)
			p = kw__put_unknown_tags(p, u, 0u, UINT32_MAX);
	}
	return p;
}

int kw_end_quorum_epoch_request_decode(struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_reader *r,
		struct kw_arena *a)
{
	int rc;
	if (version < 0 || version > 1) {
		kw_end_quorum_epoch_request_init(m);
		rc = kw_reader_fail(r, KW_ERR_UNSUPPORTED_VERSION,
				"version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		rc = decode_message(m, version, r, a);
	}
	if (rc < 0)
		kw_error_set_context(r->err, "EndQuorumEpochRequest v%d", (int)version);
	return rc;
}

int kw_end_quorum_epoch_request_encode(const struct kw_end_quorum_epoch_request *m, int16_t version, struct kw_writer *w)
{
	if (!kw_writer_ok(w))
		return w->err->code;
	if (version < 0 || version > 1) {
		kw_writer_fail(w, KW_ERR_UNSUPPORTED_VERSION,
			       "version %d is not supported (valid: 0 to 1)", (int)version);
	} else {
		/*
		 * Fast path: straight into the room the writer has, each
		 * element of the top-level struct arrays sized (and
		 * checked) just before it is written, while it is in
		 * cache. An error or too little room takes the size pass
		 * below, which reports it or reserves the room.
		 */
		if (w->buf != NULL) {
			uint8_t *p = w->buf + w->pos;
			uint8_t *end = fill_message(m, version, p, w->cap - w->pos);
			if (end != NULL) {
				w->pos += (size_t)(end - p);
				return 0;
			}
		}
		/*
		 * The size pass checks what the write cannot; the write
		 * then fills exactly the bytes reserved.
		 */
		size_t n = size_message(m, version, w->pos, w->err);
		uint8_t *p;
		if (n - 1 < w->cap - w->pos) { /* 0 < n <= room */
			p = w->buf + w->pos;
			w->pos += n;
		} else {
			p = kw__encode_reserve(w, n);
		}
		if (p != NULL) {
			uint8_t *end = fill_message(m, version, p, n);
			assert(end == p + n);
			(void)end;
			return 0;
		}
	}
	kw_error_set_context(w->err, "EndQuorumEpochRequest v%d", (int)version);
	return w->err->code;
}

size_t kw_end_quorum_epoch_request_size(const struct kw_end_quorum_epoch_request *m, int16_t version)
{
	size_t n = size_message(m, version, 0, NULL);
	return n == KW__SIZE_ERROR ? 0 : n;
}

bool kw_end_quorum_epoch_request_equal(const struct kw_end_quorum_epoch_request *a, const struct kw_end_quorum_epoch_request *b)
{
	return equal_message(a, b);
}
