/*
 * raft/core/log.c — the core's in-memory view of the log: the epoch cache
 * (epoch -> start offset), used for the vote comparison, for divergence
 * detection on Fetch (KIP-595 "Check that the epoch on the FetchOffset's
 * FetchEpoch are consistent with the leader's log") and for truncation.
 * The log bytes themselves belong to storage.
 */
#include <string.h>

#include "core.h"

void kr__log_reset(struct kr_core *c)
{
	c->epochs.n = 0;
}

int kr__log_note_batch(struct kr_core *c, int32_t epoch, int64_t base)
{
	if (c->epochs.n > 0) {
		struct kr_epoch_entry *last =
			&KR_AT(c->epochs, struct kr_epoch_entry, c->epochs.n - 1);
		if (epoch <= last->epoch)
			return epoch == last->epoch ? 0 : KR_ERR_INVALID_STATE;
	}
	struct kr_epoch_entry *e = kr__vec_push(&c->epochs);
	if (!e)
		return KR_ERR_NOMEM;
	e->epoch = epoch;
	e->start_offset = base;
	return 0;
}

int32_t kr__log_last_epoch(const struct kr_core *c)
{
	/* an empty log after a snapshot: the snapshot's epoch (Kafka's
	 * lastFetchedEpoch) */
	if (c->epochs.n == 0)
		return c->start_epoch;
	return KR_AT(c->epochs, struct kr_epoch_entry, c->epochs.n - 1).epoch;
}

void kr__log_end_for_epoch(const struct kr_core *c, int32_t epoch,
			   int32_t *out_epoch, int64_t *out_end)
{
	size_t n = c->epochs.n;
	const struct kr_epoch_entry *e = c->epochs.p;

	for (size_t i = n; i-- > 0;) {
		if (e[i].epoch <= epoch) {
			*out_epoch = e[i].epoch;
			*out_end = i + 1 < n ? e[i + 1].start_offset : c->leo;
			return;
		}
	}
	/* KafkaMetadataLog.endOffsetForEpoch: an epoch older than the log's
	 * first ends where the log starts; the snapshot's epoch, in force just
	 * before the log start, ends there too */
	*out_epoch = c->log_start > 0 && epoch >= c->start_epoch ? c->start_epoch : 0;
	*out_end = n > 0 ? e[0].start_offset : c->leo;
}

void kr__log_drop_from(struct kr_core *c, int64_t offset)
{
	while (c->epochs.n > 0 &&
	       KR_AT(c->epochs, struct kr_epoch_entry, c->epochs.n - 1)
			       .start_offset >= offset)
		c->epochs.n--;
}

void kr__log_drop_before(struct kr_core *c, int64_t offset)
{
	struct kr_epoch_entry *e = c->epochs.p;
	size_t keep = 0;
	while (keep + 1 < c->epochs.n && e[keep + 1].start_offset <= offset)
		keep++;
	if (keep > 0)
		memmove(e, e + keep, (c->epochs.n - keep) * sizeof(*e));
	c->epochs.n -= keep;
	if (c->epochs.n > 0 && e[0].start_offset < offset)
		e[0].start_offset = offset;
}
