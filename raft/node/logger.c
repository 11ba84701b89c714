/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/logger.c — the level filter and repeat limit of node/logger.h, and
 * the JSON form of a log event (kwire/raft.h kr_node_log_json).
 */
#include "node/logger.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static const char *const level_names[] = {"error", "warn", "info", "debug"};

const char *kr_node_log_level_name(enum kr_log_level level)
{
	return (unsigned)level < 4 ? level_names[level] : "info";
}

int kr_logger_parse_level(const char *s, enum kr_log_level *out)
{
	for (int i = 0; i < 4; i++)
		if (strcmp(s, level_names[i]) == 0) {
			*out = (enum kr_log_level)i;
			return 0;
		}
	return -1;
}

void kr_logger_init(struct kr_logger *lg, enum kr_log_level level, kr_logger_emit_fn emit,
		    void *ctx)
{
	memset(lg, 0, sizeof *lg);
	lg->level = level;
	lg->emit = emit;
	lg->ctx = ctx;
}

/* FNV-1a of the level and the line without its digits (never 0). */
static uint64_t key_of(enum kr_log_level level, const char *msg)
{
	uint64_t h = 1469598103934665603u ^ (uint64_t)level;
	for (const unsigned char *p = (const unsigned char *)msg; *p; p++) {
		if (*p >= '0' && *p <= '9')
			continue;
		h ^= *p;
		h *= 1099511628211u;
	}
	return h ? h : 1;
}

static void emit(struct kr_logger *lg, enum kr_log_level level, const char *msg,
		 const struct kr_node_log_field *f, size_t n)
{
	if (!lg->emit)
		return;
	struct kr_node_log_event ev = {level, msg, f, n};
	lg->emit(lg->ctx, &ev);
}

/* Reports a slot's repeats and starts its window over at now_ms. */
static void flush_slot(struct kr_logger *lg, struct kr_logger_slot *s, int64_t now_ms)
{
	if (s->suppressed) {
		char line[KR_LOGGER_LINE_MAX + 64], count[24];
		snprintf(line, sizeof line, "%s (repeated %u times in %d s)", s->last,
			 s->suppressed, KR_LOGGER_WINDOW_MS / 1000);
		snprintf(count, sizeof count, "%u", s->suppressed);
		struct kr_node_log_field f = {"repeated", count};
		emit(lg, s->level, line, &f, 1);
	}
	s->window_start_ms = now_ms;
	s->in_window = 0;
	s->suppressed = 0;
}

static struct kr_logger_slot *slot_for(struct kr_logger *lg, uint64_t key, int64_t now_ms)
{
	struct kr_logger_slot *free_s = NULL, *oldest = NULL;
	for (size_t i = 0; i < KR_LOGGER_SLOTS; i++) {
		struct kr_logger_slot *s = &lg->slots[i];
		if (s->key == key)
			return s;
		/* a slot whose window ended with nothing held back is free */
		if (s->key == 0 || (s->suppressed == 0 &&
				    now_ms - s->window_start_ms >= KR_LOGGER_WINDOW_MS)) {
			if (!free_s)
				free_s = s;
		} else if (!oldest || s->window_start_ms < oldest->window_start_ms) {
			oldest = s;
		}
	}
	struct kr_logger_slot *s = free_s ? free_s : oldest;
	if (!free_s)
		flush_slot(lg, s, now_ms);
	s->key = key;
	s->window_start_ms = now_ms;
	s->in_window = 0;
	s->suppressed = 0;
	return s;
}

void kr_logger_log(struct kr_logger *lg, enum kr_log_level level, const char *msg,
		   const struct kr_node_log_field *fields, size_t n, int64_t now_ms)
{
	if (level > lg->level)
		return;
	uint64_t key = key_of(level, msg);
	struct kr_logger_slot *s = slot_for(lg, key, now_ms);
	s->level = level;
	if (now_ms - s->window_start_ms >= KR_LOGGER_WINDOW_MS)
		flush_slot(lg, s, now_ms);
	if (++s->in_window <= KR_LOGGER_BURST) {
		emit(lg, level, msg, fields, n);
		return;
	}
	s->suppressed++;
	snprintf(s->last, sizeof s->last, "%s", msg);
}

void kr_logger_tick(struct kr_logger *lg, int64_t now_ms)
{
	for (size_t i = 0; i < KR_LOGGER_SLOTS; i++) {
		struct kr_logger_slot *s = &lg->slots[i];
		if (s->key && s->suppressed &&
		    now_ms - s->window_start_ms >= KR_LOGGER_WINDOW_MS)
			flush_slot(lg, s, now_ms);
	}
}

int64_t kr_logger_next_deadline(const struct kr_logger *lg)
{
	int64_t d = INT64_MAX;
	for (size_t i = 0; i < KR_LOGGER_SLOTS; i++) {
		const struct kr_logger_slot *s = &lg->slots[i];
		if (s->key && s->suppressed &&
		    s->window_start_ms + KR_LOGGER_WINDOW_MS < d)
			d = s->window_start_ms + KR_LOGGER_WINDOW_MS;
	}
	return d;
}

/* ---- JSON ---------------------------------------------------------------- */

struct jbuf {
	char *p;
	size_t len, cap;
	bool full;
};

static void put(struct jbuf *b, const char *s, size_t n)
{
	if (b->full || b->len + n >= b->cap) {
		b->full = true;
		return;
	}
	memcpy(b->p + b->len, s, n);
	b->len += n;
	b->p[b->len] = '\0';
}

static void puts_(struct jbuf *b, const char *s)
{
	put(b, s, strlen(s));
}

/* A JSON string (RFC 8259 section 7): quotes, backslashes and control
 * bytes escaped; other bytes as they are. */
static void put_string(struct jbuf *b, const char *s)
{
	put(b, "\"", 1);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		char esc[8];
		if (*p == '"' || *p == '\\') {
			esc[0] = '\\';
			esc[1] = (char)*p;
			put(b, esc, 2);
		} else if (*p < 0x20) {
			snprintf(esc, sizeof esc, "\\u%04x", *p);
			put(b, esc, 6);
		} else {
			put(b, (const char *)p, 1);
		}
	}
	put(b, "\"", 1);
}

static bool is_integer(const char *s)
{
	const char *p = s + (*s == '-');
	if (!*p || (p[0] == '0' && p[1]) || strlen(p) > 18)
		return false;
	for (; *p; p++)
		if (*p < '0' || *p > '9')
			return false;
	return true;
}

size_t kr_node_log_json(const struct kr_node_log_event *ev, int64_t wall_ms,
			int32_t node_id, char *out, size_t cap)
{
	struct jbuf b = {out, 0, cap, cap == 0};
	if (cap)
		out[0] = '\0';
	char ts[48], tmp[32];
	time_t sec = (time_t)(wall_ms / 1000);
	struct tm tm;
	gmtime_r(&sec, &tm);
	size_t k = strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	snprintf(ts + k, sizeof ts - k, ".%03dZ", (int)(wall_ms % 1000));
	puts_(&b, "{\"ts\":\"");
	puts_(&b, ts);
	puts_(&b, "\",\"level\":\"");
	puts_(&b, kr_node_log_level_name(ev->level));
	puts_(&b, "\",\"node\":");
	if (node_id >= 0) {
		snprintf(tmp, sizeof tmp, "%d", (int)node_id);
		puts_(&b, tmp);
	} else {
		puts_(&b, "null");
	}
	puts_(&b, ",\"msg\":");
	put_string(&b, ev->msg ? ev->msg : "");
	puts_(&b, ",\"fields\":{");
	size_t whole = b.len;
	bool head_ok = !b.full;
	for (size_t i = 0; i < ev->n_fields; i++) {
		if (i)
			puts_(&b, ",");
		put_string(&b, ev->fields[i].key);
		puts_(&b, ":");
		const char *v = ev->fields[i].value ? ev->fields[i].value : "";
		if (is_integer(v))
			puts_(&b, v);
		else
			put_string(&b, v);
		if (!b.full)
			whole = b.len;
	}
	puts_(&b, "}}");
	if (b.full && head_ok && cap > whole + 2) {
		/* too small: the fields that fit, still one JSON object */
		b.len = whole;
		if (b.len && out[b.len - 1] == ',')
			b.len--;
		memcpy(out + b.len, "}}", 3);
		b.len += 2;
	} else if (b.full && cap) {
		out[0] = '\0';
		return 0;
	}
	return b.len;
}
