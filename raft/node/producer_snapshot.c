/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/producer_snapshot.c — ProducerStateRecord in and out of snapshots
 * (node/producer_snapshot.h).
 */
#include "node/producer_snapshot.h"

#include <stdio.h>
#include <stdlib.h>

#include "core/kraft.h"
#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/writer.h"
#include "kwire/msg/producer_state_record.h"
#include "node/snapshot_io.h"

struct chunk {
	struct kr_node_snapshot *snap;
	int64_t base, next_id;
	struct kw_producer_state_record_producer p[KR_PRODUCER_SNAPSHOT_CHUNK];
	struct kw_producer_state_record_batch b[KR_PRODUCER_SNAPSHOT_CHUNK][KR_PRODUCER_BATCHES];
	int32_t n;
	int rc;
};

static int flush(struct chunk *c)
{
	struct kw_producer_state_record m;
	kw_producer_state_record_init(&m);
	m.next_producer_id = c->next_id;
	m.producers = c->p;
	m.producers_count = c->n;
	struct kw_error err;
	struct kw_writer w;
	kw_error_clear(&err);
	if (kw_writer_init_growable(&w, 4096, &err) != 0)
		return KR_NODE_ERR_NOMEM;
	int rc = kw_producer_state_record_encode(&m, 0, &w) == 0 && kw_writer_ok(&w)
			 ? kr_snapshot_io_write_control(c->snap, c->base,
							KR_CONTROL_PRODUCER_STATE, w.buf, w.pos)
			 : KR_NODE_ERR_NOMEM;
	kw_writer_release(&w);
	c->n = 0;
	return rc;
}

static int add(void *ctx, const struct kr_producer_entry *e)
{
	struct chunk *c = ctx;
	struct kw_producer_state_record_producer *p = &c->p[c->n];
	kw_producer_state_record_producer_init(p);
	p->producer_id = e->id;
	p->producer_epoch = e->epoch;
	p->last_timestamp = e->last_timestamp;
	p->batches = c->b[c->n];
	p->batches_count = e->n;
	for (int32_t i = 0; i < e->n; i++) {
		struct kw_producer_state_record_batch *b = &c->b[c->n][i];
		kw_producer_state_record_batch_init(b);
		b->first_sequence = e->b[i].first_seq;
		b->last_sequence = e->b[i].last_seq;
		b->first_offset = e->b[i].first_offset;
		b->last_offset = e->b[i].last_offset;
	}
	if (++c->n == KR_PRODUCER_SNAPSHOT_CHUNK)
		return flush(c);
	return 0;
}

int kr_producer_snapshot_write(struct kr_node_snapshot *snap, int64_t base,
			       const struct kr_producer_state *st, int64_t next_id)
{
	struct chunk *c = calloc(1, sizeof *c);
	if (!c)
		return KR_NODE_ERR_NOMEM;
	c->snap = snap;
	c->base = base;
	c->next_id = next_id;
	int rc = kr_producer_state_each(st, add, c);
	/* the last chunk; the only one (maybe empty) when there are few */
	if (rc == 0 && (c->n > 0 || kr_producer_state_count(st) == 0))
		rc = flush(c);
	free(c);
	return rc;
}

int kr_producer_snapshot_read(struct kr_producer_state *st, int64_t *next_id,
			      const uint8_t *value, size_t len, char *why, size_t why_len)
{
	struct kw_arena a;
	struct kw_reader r;
	struct kw_error err;
	struct kw_producer_state_record m;
	kw_arena_init(&a);
	kw_error_clear(&err);
	kw_reader_init(&r, value, len, &err);
	int rc = 0;
	if (kw_producer_state_record_decode(&m, 0, &r, &a) != 0 || kw_reader_remaining(&r)) {
		char buf[256];
		snprintf(why, why_len, "a ProducerStateRecord that does not decode: %s",
			 kw_error_format(&err, buf, sizeof buf));
		rc = -1;
		goto out;
	}
	if (m.next_producer_id < 0) {
		snprintf(why, why_len, "a ProducerStateRecord with a negative next id");
		rc = -1;
		goto out;
	}
	if (m.next_producer_id > *next_id)
		*next_id = m.next_producer_id;
	for (int32_t i = 0; i < m.producers_count; i++) {
		const struct kw_producer_state_record_producer *p = &m.producers[i];
		if (p->producer_id < 0 || p->producer_epoch < 0 || p->batches_count < 0 ||
		    p->batches_count > KR_PRODUCER_BATCHES) {
			snprintf(why, why_len,
				 "a ProducerStateRecord entry that is not valid (producer %lld)",
				 (long long)p->producer_id);
			rc = -1;
			goto out;
		}
		struct kr_producer_entry e = {p->producer_id, p->producer_epoch,
					      p->last_timestamp, p->batches_count, {{0}}};
		for (int32_t j = 0; j < p->batches_count; j++)
			e.b[j] = (struct kr_producer_batch){
				p->batches[j].first_sequence, p->batches[j].last_sequence,
				p->batches[j].first_offset, p->batches[j].last_offset};
		if (kr_producer_state_put(st, &e) != 0) {
			snprintf(why, why_len, "out of memory");
			rc = -2;
			goto out;
		}
	}
out:
	kw_arena_free(&a);
	return rc;
}
