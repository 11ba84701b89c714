/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/logger.h — the node's log lines on their way to the application:
 * the level filter (kwire.log.level) and the limit on repeats. A line
 * repeats when it matches an earlier one with its digits left out (the
 * same refusal from another peer, the same timeout in another epoch):
 * at most KR_LOGGER_BURST such lines pass in a window of
 * KR_LOGGER_WINDOW_MS, the rest are counted, and when the window ends the
 * last of them is reported once as "LINE (repeated N times in 10 s)" with
 * a field "repeated". A hostile peer or client that makes the node log
 * costs a bounded number of lines, and what it did is still said.
 *
 * The table of lines followed is fixed (KR_LOGGER_SLOTS); when it is full
 * the slot whose window began first is reported and reused. Loop thread
 * only.
 */
#ifndef KR_NODE_LOGGER_H
#define KR_NODE_LOGGER_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/raft.h"

#define KR_LOGGER_SLOTS 32
#define KR_LOGGER_BURST 5
#define KR_LOGGER_WINDOW_MS 10000
#define KR_LOGGER_LINE_MAX 1024

typedef void (*kr_logger_emit_fn)(void *ctx, const struct kr_node_log_event *ev);

struct kr_logger_slot {
	uint64_t key; /* 0: free */
	enum kr_log_level level;
	int64_t window_start_ms;
	uint32_t in_window;  /* lines seen in this window */
	uint32_t suppressed; /* of them, not passed */
	char last[KR_LOGGER_LINE_MAX];
};

struct kr_logger {
	enum kr_log_level level; /* lines above it (less severe) are dropped */
	kr_logger_emit_fn emit;
	void *ctx;
	struct kr_logger_slot slots[KR_LOGGER_SLOTS];
};

void kr_logger_init(struct kr_logger *lg, enum kr_log_level level, kr_logger_emit_fn emit,
		    void *ctx);

/* A line (with n fields) at now_ms: passed to emit, counted as a repeat,
 * or dropped by the level. */
void kr_logger_log(struct kr_logger *lg, enum kr_log_level level, const char *msg,
		   const struct kr_node_log_field *fields, size_t n, int64_t now_ms);

/* Reports the repeats of windows that ended by now_ms. */
void kr_logger_tick(struct kr_logger *lg, int64_t now_ms);
/* When kr_logger_tick has something to report (INT64_MAX: nothing). */
int64_t kr_logger_next_deadline(const struct kr_logger *lg);

/* Parses "error", "warn", "info" or "debug". Returns 0 or -1. */
int kr_logger_parse_level(const char *s, enum kr_log_level *out);

#endif
