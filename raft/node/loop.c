/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/loop.c — the epoll loop of node/loop.h.
 */
#include "node/loop.h"

#include <errno.h>
#include <stdint.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <time.h>
#include <unistd.h>

int64_t kr_loop_now_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int64_t kr_loop_wall_ms(void)
{
	struct timespec ts;
	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void on_wake(struct kr_watch *w, uint32_t events)
{
	(void)events;
	struct kr_loop *l = w->data;
	uint64_t v;
	while (read(l->wake_fd, &v, sizeof v) == (ssize_t)sizeof v) {
	}
	l->woken = true;
}

int kr_loop_init(struct kr_loop *l)
{
	l->woken = false;
	l->wake_fd = -1;
	l->ep = epoll_create1(EPOLL_CLOEXEC);
	if (l->ep < 0)
		return -errno;
	l->wake_fd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	if (l->wake_fd < 0) {
		int e = -errno;
		kr_loop_close(l);
		return e;
	}
	int rc = kr_loop_add(l, &l->wake, l->wake_fd, EPOLLIN, on_wake, l);
	if (rc != 0)
		kr_loop_close(l);
	return rc;
}

void kr_loop_close(struct kr_loop *l)
{
	if (l->wake_fd >= 0)
		close(l->wake_fd);
	if (l->ep >= 0)
		close(l->ep);
	l->wake_fd = l->ep = -1;
}

int kr_loop_add(struct kr_loop *l, struct kr_watch *w, int fd, uint32_t events,
		kr_watch_fn cb, void *data)
{
	w->fd = fd;
	w->events = events;
	w->cb = cb;
	w->data = data;
	struct epoll_event ev = {.events = events, .data.ptr = w};
	return epoll_ctl(l->ep, EPOLL_CTL_ADD, fd, &ev) == 0 ? 0 : -errno;
}

int kr_loop_mod(struct kr_loop *l, struct kr_watch *w, uint32_t events)
{
	if (w->events == events)
		return 0;
	struct epoll_event ev = {.events = events, .data.ptr = w};
	if (epoll_ctl(l->ep, EPOLL_CTL_MOD, w->fd, &ev) != 0)
		return -errno;
	w->events = events;
	return 0;
}

void kr_loop_del(struct kr_loop *l, struct kr_watch *w)
{
	if (w->fd >= 0)
		epoll_ctl(l->ep, EPOLL_CTL_DEL, w->fd, NULL);
	w->fd = -1;
}

int kr_loop_poll(struct kr_loop *l, int timeout_ms)
{
	struct epoll_event evs[64];
	struct timespec t0, t1;
	clock_gettime(CLOCK_MONOTONIC, &t0);
	int n = epoll_wait(l->ep, evs, 64, timeout_ms);
	clock_gettime(CLOCK_MONOTONIC, &t1);
	l->idle_us += (int64_t)(t1.tv_sec - t0.tv_sec) * 1000000 +
		      (t1.tv_nsec - t0.tv_nsec) / 1000;
	if (n < 0)
		return errno == EINTR ? 0 : -errno;
	for (int i = 0; i < n; i++) {
		struct kr_watch *w = evs[i].data.ptr;
		/* a watcher removed by an earlier callback of this round has
		 * fd -1 (its owner frees it only after kr_loop_poll returns) */
		if (w->fd >= 0)
			w->cb(w, evs[i].events);
	}
	return n;
}

bool kr_loop_take_wake(struct kr_loop *l)
{
	bool w = l->woken;
	l->woken = false;
	return w;
}

void kr_loop_wake(struct kr_loop *l)
{
	uint64_t one = 1;
	if (write(l->wake_fd, &one, sizeof one) < 0) {
		/* EAGAIN: the counter is already non-zero, the loop will wake */
	}
}
