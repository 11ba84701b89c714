/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/worker.c — the record-decoding thread of node/worker.h, and the
 * decoding itself (also used on the loop for small uncompressed batches).
 */
#include "node/worker.h"

#include <errno.h>
#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <unistd.h>

#include "kwire/compress.h"
#include "kwire/protocol_errors.h"
#include "kwire/records.h"

struct kr_worker {
	struct kr_loop *loop;
	kr_worker_done_fn done;
	void *ctx;
	pthread_t thread;
	bool up, stop;
	pthread_mutex_t mu;
	pthread_cond_t cv;
	struct kr_worker_job *todo, *todo_tail; /* under mu */
	struct kr_worker_job *finished;		/* under mu, newest first */
	int fd;
	struct kr_watch watch;
};

static int16_t collect_headers(struct kw_arena *a, const struct kw_record *rec,
			       struct kr_record *out)
{
	out->headers = NULL;
	out->n_headers = 0;
	if (rec->header_count <= 0)
		return 0;
	struct kr_record_header *hs =
		kw_arena_alloc(a, (size_t)rec->header_count * sizeof *hs);
	if (!hs)
		return KW_PERR_CORRUPT_MESSAGE;
	struct kw_record_header_iter hi;
	struct kw_record_header h;
	size_t k = 0;
	kw_record_header_iter_init(&hi, rec);
	while (k < (size_t)rec->header_count &&
	       kw_record_header_iter_next(&hi, &h) == 1) {
		hs[k].key = h.key;
		hs[k].value = h.value;
		k++;
	}
	out->headers = hs;
	out->n_headers = k;
	return 0;
}

bool kr_records_compressed(const uint8_t *records, size_t len)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, records, len, 0);
	while (kw_records_iter_next(&it, &b, NULL) == 1)
		if (kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE)
			return true;
	return false;
}

int16_t kr_records_decode(const uint8_t *records, size_t len, size_t max_output,
			  int64_t wall_ms, struct kw_arena *a, struct kr_record **out,
			  size_t *count)
{
	struct kw_records_iter it;
	struct kw_record_batch b;
	struct kw_error err;
	size_t cap = 64, k = 0, budget = max_output;
	struct kr_record *recs = kw_arena_alloc(a, cap * sizeof *recs);
	if (!recs || len == 0)
		return KW_PERR_CORRUPT_MESSAGE;
	if (kw_records_magic(records, len) != 2)
		return KW_PERR_UNSUPPORTED_FOR_MESSAGE_FORMAT;
	kw_records_iter_init(&it, records, len, 0);
	int rc;
	while ((rc = kw_records_iter_next(&it, &b, &err)) == 1) {
		if (kw_record_batch_is_control(&b.header) ||
		    kw_record_batch_is_transactional(&b.header))
			return KW_PERR_INVALID_RECORD;
		struct kw_record_iter ri;
		kw_error_clear(&err);
		bool compressed =
			kw_record_batch_compression(&b.header) != KW_COMPRESSION_NONE;
		int irc = compressed ? kw_record_iter_init_decompressed(&ri, &b, budget,
									a, &err)
				     : kw_record_iter_init(&ri, &b, &err);
		if (irc != 0)
			return err.code == KW_ERR_DECOMPRESSION_BOMB
				       ? KW_PERR_RECORD_LIST_TOO_LARGE
				       : KW_PERR_CORRUPT_MESSAGE;
		/* the records area, decompressed or in place */
		size_t used = ri.r.len;
		if (used > budget)
			return KW_PERR_RECORD_LIST_TOO_LARGE;
		budget -= used;
		bool log_append = kw_record_batch_is_log_append_time(&b.header);
		struct kw_record rec;
		while ((irc = kw_record_iter_next(&ri, &rec)) == 1) {
			if (k == cap) {
				struct kr_record *nr =
					kw_arena_alloc(a, cap * 2 * sizeof *nr);
				if (!nr)
					return KW_PERR_CORRUPT_MESSAGE;
				memcpy(nr, recs, cap * sizeof *nr);
				recs = nr;
				cap *= 2;
			}
			struct kr_record *r = &recs[k++];
			r->key = rec.key;
			r->value = rec.value;
			/* no (or a negative) create time, or log-append time:
			 * stamped with the wall clock now, as a broker does */
			r->timestamp =
				log_append || rec.timestamp < 0 ? wall_ms : rec.timestamp;
			if (collect_headers(a, &rec, r) != 0)
				return KW_PERR_CORRUPT_MESSAGE;
		}
		if (irc < 0)
			return KW_PERR_CORRUPT_MESSAGE;
	}
	if (rc < 0 || k == 0)
		return KW_PERR_CORRUPT_MESSAGE;
	*out = recs;
	*count = k;
	return 0;
}

static void *worker_main(void *arg)
{
	struct kr_worker *w = arg;
	pthread_mutex_lock(&w->mu);
	for (;;) {
		while (!w->todo && !w->stop)
			pthread_cond_wait(&w->cv, &w->mu);
		if (w->stop)
			break;
		struct kr_worker_job *j = w->todo;
		w->todo = j->next;
		if (!w->todo)
			w->todo_tail = NULL;
		pthread_mutex_unlock(&w->mu);
		j->error = kr_records_decode(j->records, j->len, j->max_output,
					     j->wall_ms, &j->arena, &j->recs, &j->n);
		pthread_mutex_lock(&w->mu);
		j->next = w->finished;
		w->finished = j;
		uint64_t one = 1;
		if (write(w->fd, &one, sizeof one) < 0) {
			/* the eventfd counter cannot overflow here */
		}
	}
	pthread_mutex_unlock(&w->mu);
	return NULL;
}

static void on_done(struct kr_watch *wt, uint32_t events)
{
	(void)events;
	struct kr_worker *w = wt->data;
	uint64_t v;
	if (read(w->fd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&w->mu);
	struct kr_worker_job *list = w->finished;
	w->finished = NULL;
	pthread_mutex_unlock(&w->mu);
	/* oldest first: the list is newest first */
	struct kr_worker_job *rev = NULL;
	while (list) {
		struct kr_worker_job *n = list->next;
		list->next = rev;
		rev = list;
		list = n;
	}
	while (rev) {
		struct kr_worker_job *n = rev->next;
		rev->next = NULL;
		w->done(w->ctx, rev);
		rev = n;
	}
}

struct kr_worker *kr_worker_new(struct kr_loop *l, kr_worker_done_fn done, void *ctx,
				char *why, size_t why_len)
{
	struct kr_worker *w = calloc(1, sizeof *w);
	if (!w) {
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	w->loop = l;
	w->done = done;
	w->ctx = ctx;
	w->watch.fd = -1;
	pthread_mutex_init(&w->mu, NULL);
	pthread_cond_init(&w->cv, NULL);
	w->fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	if (w->fd < 0 || kr_loop_add(l, &w->watch, w->fd, EPOLLIN, on_done, w) != 0) {
		snprintf(why, why_len, "cannot make the worker's eventfd: %s",
			 strerror(errno));
		kr_worker_free(w);
		return NULL;
	}
	if (pthread_create(&w->thread, NULL, worker_main, w) != 0) {
		snprintf(why, why_len, "cannot start the worker thread");
		kr_worker_free(w);
		return NULL;
	}
	w->up = true;
	return w;
}

static void free_list(struct kr_worker_job *j)
{
	while (j) {
		struct kr_worker_job *n = j->next;
		kr_worker_job_free(j);
		j = n;
	}
}

void kr_worker_free(struct kr_worker *w)
{
	if (!w)
		return;
	pthread_mutex_lock(&w->mu);
	w->stop = true;
	pthread_cond_broadcast(&w->cv);
	pthread_mutex_unlock(&w->mu);
	if (w->up)
		pthread_join(w->thread, NULL);
	free_list(w->todo);
	free_list(w->finished);
	int fd = w->fd;
	kr_loop_del(w->loop, &w->watch);
	if (fd >= 0)
		close(fd);
	pthread_mutex_destroy(&w->mu);
	pthread_cond_destroy(&w->cv);
	free(w);
}

struct kr_worker_job *kr_worker_job_new(const uint8_t *records, size_t len,
					size_t max_output, int64_t wall_ms, void *owner)
{
	struct kr_worker_job *j = calloc(1, sizeof *j);
	if (!j)
		return NULL;
	j->records = malloc(len ? len : 1);
	if (!j->records) {
		free(j);
		return NULL;
	}
	memcpy(j->records, records, len);
	j->len = len;
	j->max_output = max_output;
	j->wall_ms = wall_ms;
	j->owner = owner;
	kw_arena_init(&j->arena);
	return j;
}

void kr_worker_job_free(struct kr_worker_job *j)
{
	if (!j)
		return;
	kw_arena_free(&j->arena);
	free(j->records);
	free(j);
}

void kr_worker_submit(struct kr_worker *w, struct kr_worker_job *j)
{
	j->next = NULL;
	pthread_mutex_lock(&w->mu);
	if (w->todo_tail)
		w->todo_tail->next = j;
	else
		w->todo = j;
	w->todo_tail = j;
	pthread_cond_signal(&w->cv);
	pthread_mutex_unlock(&w->mu);
}
