/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/persist.c — the flush and quorum-state threads of node/persist.h.
 */
#include "node/persist.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

struct kr_persist {
	struct kr_loop *loop;
	struct kr_log *log;
	char dir[4160];
	int32_t qs_delay_ms;
	struct kr_persist_callbacks cb;
	pthread_mutex_t mu;
	/* flush: worker state under mu */
	pthread_t flush_thread;
	pthread_cond_t flush_cv;
	bool flush_up, flush_wanted, flush_stop;
	int flush_rc;
	int64_t flush_result;
	int64_t flush_us; /* how long the last kr_log_flush took */
	struct kw_error flush_err;
	int flush_fd;
	struct kr_watch flush_watch;
	/* flush: loop thread's view */
	bool flush_in_flight, flush_again, flush_failed;
	int64_t last_flush_us; /* flush_us of the flush last reported */
	/* quorum state: worker state under mu */
	pthread_t qs_thread;
	pthread_cond_t qs_cv;
	bool qs_up, qs_wanted, qs_stop;
	struct kr_quorum_state_data qs_data;
	uint64_t qs_want_seq, qs_done_seq;
	int qs_rc;
	struct kw_error qs_err;
	int qs_fd;
	struct kr_watch qs_watch;
	/* quorum state: loop thread's view */
	uint64_t qs_reported;
	bool qs_failed;
};

static void signal_fd(int fd)
{
	uint64_t one = 1;
	if (write(fd, &one, sizeof one) < 0) {
		/* the eventfd counter cannot overflow here */
	}
}

static void *flush_main(void *arg)
{
	struct kr_persist *p = arg;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (!p->flush_wanted && !p->flush_stop)
			pthread_cond_wait(&p->flush_cv, &p->mu);
		if (!p->flush_wanted)
			break;
		p->flush_wanted = false;
		pthread_mutex_unlock(&p->mu);
		int64_t flushed = -1;
		struct kw_error err;
		kw_error_clear(&err);
		struct timespec t0, t1;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		int rc = kr_log_flush(p->log, &flushed, &err);
		clock_gettime(CLOCK_MONOTONIC, &t1);
		pthread_mutex_lock(&p->mu);
		p->flush_us = (int64_t)(t1.tv_sec - t0.tv_sec) * 1000000 +
			      (t1.tv_nsec - t0.tv_nsec) / 1000;
		p->flush_rc = rc;
		p->flush_result = flushed;
		p->flush_err = err;
		signal_fd(p->flush_fd);
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void *qs_main(void *arg)
{
	struct kr_persist *p = arg;
	pthread_mutex_lock(&p->mu);
	for (;;) {
		while (!p->qs_wanted && !p->qs_stop)
			pthread_cond_wait(&p->qs_cv, &p->mu);
		if (!p->qs_wanted)
			break; /* stopping, nothing left to write */
		struct kr_quorum_state_data d = p->qs_data;
		uint64_t seq = p->qs_want_seq;
		p->qs_wanted = false;
		pthread_mutex_unlock(&p->mu);
		if (p->qs_delay_ms > 0) {
			struct timespec ts = {p->qs_delay_ms / 1000,
					      (long)(p->qs_delay_ms % 1000) * 1000000L};
			while (nanosleep(&ts, &ts) != 0 && errno == EINTR) {
			}
		}
		struct kw_error err;
		kw_error_clear(&err);
		int rc = kr_quorum_state_write(p->dir, NULL, &d, &err);
		pthread_mutex_lock(&p->mu);
		if (rc != 0 && p->qs_rc == 0) {
			p->qs_rc = rc;
			p->qs_err = err;
		} else if (rc == 0) {
			p->qs_done_seq = seq;
		}
		signal_fd(p->qs_fd);
		if (p->qs_rc != 0)
			break; /* the first failure is final */
	}
	pthread_mutex_unlock(&p->mu);
	return NULL;
}

static void on_flush_done(struct kr_watch *w, uint32_t events)
{
	(void)events;
	struct kr_persist *p = w->data;
	uint64_t v;
	if (read(p->flush_fd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&p->mu);
	int rc = p->flush_rc;
	int64_t flushed = p->flush_result;
	struct kw_error err = p->flush_err;
	p->last_flush_us = p->flush_us;
	pthread_mutex_unlock(&p->mu);
	p->flush_in_flight = false;
	if (rc != 0)
		p->flush_failed = true;
	else if (p->flush_again) {
		p->flush_again = false;
		kr_persist_flush(p);
	}
	p->cb.flushed(p->cb.ctx, rc, flushed, &err);
}

static void on_qs_done(struct kr_watch *w, uint32_t events)
{
	(void)events;
	struct kr_persist *p = w->data;
	uint64_t v;
	if (read(p->qs_fd, &v, sizeof v) < 0)
		return;
	pthread_mutex_lock(&p->mu);
	int rc = p->qs_rc;
	uint64_t seq = p->qs_done_seq;
	struct kw_error err = p->qs_err;
	pthread_mutex_unlock(&p->mu);
	if (p->qs_failed)
		return;
	if (rc != 0) {
		p->qs_failed = true;
		p->cb.qs_written(p->cb.ctx, rc, 0, &err);
		return;
	}
	if (seq <= p->qs_reported)
		return;
	p->qs_reported = seq;
	p->cb.qs_written(p->cb.ctx, 0, seq, &err);
}

struct kr_persist *kr_persist_new(struct kr_loop *l, struct kr_log *log, const char *dir,
				  int32_t qs_delay_ms,
				  const struct kr_persist_callbacks *cb, char *why,
				  size_t why_len)
{
	struct kr_persist *p = calloc(1, sizeof *p);
	if (!p) {
		snprintf(why, why_len, "out of memory");
		return NULL;
	}
	p->loop = l;
	p->log = log;
	snprintf(p->dir, sizeof p->dir, "%s", dir);
	p->qs_delay_ms = qs_delay_ms;
	p->cb = *cb;
	p->flush_watch.fd = p->qs_watch.fd = -1;
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->flush_cv, NULL);
	pthread_cond_init(&p->qs_cv, NULL);
	p->flush_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	p->qs_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	if (p->flush_fd < 0 || p->qs_fd < 0 ||
	    kr_loop_add(l, &p->flush_watch, p->flush_fd, EPOLLIN, on_flush_done, p) !=
		    0 ||
	    kr_loop_add(l, &p->qs_watch, p->qs_fd, EPOLLIN, on_qs_done, p) != 0) {
		snprintf(why, why_len, "cannot make the disk threads' eventfds: %s",
			 strerror(errno));
		kr_persist_free(p, NULL);
		return NULL;
	}
	if (pthread_create(&p->flush_thread, NULL, flush_main, p) != 0) {
		snprintf(why, why_len, "cannot start the flush thread");
		kr_persist_free(p, NULL);
		return NULL;
	}
	p->flush_up = true;
	if (pthread_create(&p->qs_thread, NULL, qs_main, p) != 0) {
		snprintf(why, why_len, "cannot start the quorum-state thread");
		kr_persist_free(p, NULL);
		return NULL;
	}
	p->qs_up = true;
	return p;
}

int kr_persist_free(struct kr_persist *p, struct kw_error *err)
{
	if (!p)
		return 0;
	pthread_mutex_lock(&p->mu);
	p->qs_stop = p->flush_stop = true;
	pthread_cond_broadcast(&p->qs_cv);
	pthread_cond_broadcast(&p->flush_cv);
	pthread_mutex_unlock(&p->mu);
	if (p->qs_up)
		pthread_join(p->qs_thread, NULL);
	if (p->flush_up)
		pthread_join(p->flush_thread, NULL);
	int rc = p->qs_rc;
	if (err && rc)
		*err = p->qs_err;
	int fds[2] = {p->flush_fd, p->qs_fd};
	kr_loop_del(p->loop, &p->flush_watch);
	kr_loop_del(p->loop, &p->qs_watch);
	for (int i = 0; i < 2; i++)
		if (fds[i] >= 0)
			close(fds[i]);
	pthread_mutex_destroy(&p->mu);
	pthread_cond_destroy(&p->flush_cv);
	pthread_cond_destroy(&p->qs_cv);
	free(p);
	return rc;
}

void kr_persist_flush(struct kr_persist *p)
{
	if (p->flush_failed)
		return;
	if (p->flush_in_flight) {
		p->flush_again = true;
		return;
	}
	p->flush_in_flight = true;
	pthread_mutex_lock(&p->mu);
	p->flush_wanted = true;
	pthread_cond_signal(&p->flush_cv);
	pthread_mutex_unlock(&p->mu);
}

void kr_persist_write_qs(struct kr_persist *p, const struct kr_quorum_state_data *d,
			 uint64_t seq)
{
	pthread_mutex_lock(&p->mu);
	p->qs_data = *d;
	p->qs_want_seq = seq;
	p->qs_wanted = true;
	pthread_cond_signal(&p->qs_cv);
	pthread_mutex_unlock(&p->mu);
}

int64_t kr_persist_last_flush_us(const struct kr_persist *p)
{
	return p->last_flush_us;
}
