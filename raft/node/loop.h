/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/loop.h — the node's event loop: one epoll set, file-descriptor
 * watchers that each carry their own callback (libuv's handles), and a
 * wake-up eventfd that any thread may signal. The loop holds no timers:
 * each layer above says when it next needs the time (a deadline in
 * monotonic milliseconds) and the caller passes the earliest one as the
 * timeout of kr_loop_poll, which keeps the order of work explicit.
 *
 * The epoll descriptor itself (kr_loop_fd) is readable whenever a watcher
 * has something to report, so a program that runs its own loop can poll
 * it and call kr_loop_poll(l, 0) when it is.
 *
 * Threading: every function except kr_loop_wake belongs to the loop's
 * thread; kr_loop_wake may be called from any thread (and from a signal
 * handler: it only writes to an eventfd).
 */
#ifndef KR_NODE_LOOP_H
#define KR_NODE_LOOP_H

#include <stdbool.h>
#include <stdint.h>

struct kr_watch;

/* Called on the loop thread with the epoll events that fired. */
typedef void (*kr_watch_fn)(struct kr_watch *w, uint32_t events);

/* A watched descriptor. The caller owns the struct and keeps it alive and
 * at the same address while it is added. */
struct kr_watch {
	int fd;
	uint32_t events; /* EPOLLIN / EPOLLOUT / ... as added or modified */
	kr_watch_fn cb;
	void *data; /* the owner's */
};

struct kr_loop {
	int ep;	     /* the epoll set */
	int wake_fd; /* eventfd: kr_loop_wake */
	struct kr_watch wake;
	bool woken; /* kr_loop_poll saw a wake-up since the last call */
	int64_t idle_us; /* time spent in epoll_wait, in all (the metrics) */
};

/* Creates the epoll set and the wake-up eventfd. Returns 0 or -errno. */
int kr_loop_init(struct kr_loop *l);
void kr_loop_close(struct kr_loop *l);

/* Adds, changes or removes a watcher. Return 0 or -errno. kr_loop_del
 * sets w->fd to -1, so a callback of the same round for it is skipped
 * (free the watcher only after kr_loop_poll returns); the descriptor
 * stays open: its owner closes it. */
int kr_loop_add(struct kr_loop *l, struct kr_watch *w, int fd, uint32_t events,
		kr_watch_fn cb, void *data);
int kr_loop_mod(struct kr_loop *l, struct kr_watch *w, uint32_t events);
void kr_loop_del(struct kr_loop *l, struct kr_watch *w);

/*
 * Waits at most timeout_ms (0: do not wait; negative: no limit) and runs
 * the callback of every watcher that fired, at most 64 of them per call.
 * Returns the number of events handled (a wake-up counts), or -errno when
 * epoll_wait failed other than by EINTR.
 */
int kr_loop_poll(struct kr_loop *l, int timeout_ms);

/* True (once) when kr_loop_wake was called since the last kr_loop_poll
 * that reported it. */
bool kr_loop_take_wake(struct kr_loop *l);

/* Makes the loop's next (or current) kr_loop_poll return. Any thread. */
void kr_loop_wake(struct kr_loop *l);

/* The epoll descriptor, readable when kr_loop_poll has work. */
static inline int kr_loop_fd(const struct kr_loop *l)
{
	return l->ep;
}

/* The monotonic clock in milliseconds (the timers' clock). */
int64_t kr_loop_now_ms(void);
/* The wall clock in milliseconds since the Unix epoch (record times). */
int64_t kr_loop_wall_ms(void);

#endif
