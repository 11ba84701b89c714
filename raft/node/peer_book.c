/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/peer_book.c — the peers' address book (see peer_book.h).
 */
#include "node/peer_book.h"

#include <string.h>

void kr_peer_book_init(struct kr_peer_book *b)
{
	memset(b, 0, sizeof *b);
}

static struct kr_peer_entry *find(struct kr_peer_book *b, int32_t id)
{
	for (size_t i = 0; i < b->n; i++)
		if (b->e[i].id == id)
			return &b->e[i];
	return NULL;
}

bool kr_peer_book_put(struct kr_peer_book *b, int32_t id, const char *host,
		      uint16_t port, enum kr_peer_source src)
{
	bool boot = src == KR_PEER_BOOTSTRAP;
	if (boot ? !KR_IS_BOOTSTRAP_ID(id) : id < 0)
		return false;
	if (!host || host[0] == '\0' || port == 0 || strlen(host) >= KR_PEER_HOST_MAX)
		return false;
	struct kr_peer_entry *e = find(b, id);
	if (e) {
		if (e->src > src)
			return false;
		if (e->port == port && strcmp(e->host, host) == 0) {
			e->src = src; /* the same address, now from a better source */
			return false;
		}
	} else {
		if (b->n == KR_PEER_BOOK_MAX)
			return false;
		e = &b->e[b->n++];
		e->id = id;
	}
	strcpy(e->host, host); /* fits: checked above */
	e->port = port;
	e->src = src;
	b->dirty = true;
	return true;
}

bool kr_peer_book_forget(struct kr_peer_book *b, int32_t id, enum kr_peer_source src)
{
	struct kr_peer_entry *e = find(b, id);
	if (!e || e->src != src)
		return false;
	*e = b->e[--b->n];
	b->dirty = true;
	return true;
}

const struct kr_peer_entry *kr_peer_book_get(const struct kr_peer_book *b, int32_t id)
{
	return find((struct kr_peer_book *)b, id);
}

size_t kr_peer_book_list(const struct kr_peer_book *b, struct kr_transport_peer *out,
			 size_t cap)
{
	size_t k = 0;
	for (size_t i = 0; i < b->n && k < cap; i++, k++) {
		out[k].id = b->e[i].id;
		_Static_assert(sizeof out[k].host >= KR_PEER_HOST_MAX, "host room");
		strcpy(out[k].host, b->e[i].host);
		out[k].port = b->e[i].port;
	}
	return k;
}

bool kr_peer_book_sync(struct kr_peer_book *b, struct kr_transport *t)
{
	if (!b->dirty)
		return false;
	struct kr_transport_peer peers[KR_PEER_BOOK_MAX];
	size_t n = kr_peer_book_list(b, peers, KR_PEER_BOOK_MAX);
	kr_transport_set_peers(t, peers, n);
	b->dirty = false;
	return true;
}

const char *kr_peer_source_name(enum kr_peer_source src)
{
	switch (src) {
	case KR_PEER_HINT:
		return "hint";
	case KR_PEER_BOOTSTRAP:
		return "bootstrap";
	case KR_PEER_CONFIG:
		return "config";
	case KR_PEER_LOG:
		return "log";
	}
	return "unknown";
}
