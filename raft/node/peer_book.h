/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/peer_book.h — where each peer the Raft core talks to listens: the
 * address book whose list the node hands to kr_transport_set_peers.
 *
 * Entries, by id, each with the source it came from:
 *   KR_PEER_CONFIG     controller.quorum.voters
 *   KR_PEER_BOOTSTRAP  controller.quorum.bootstrap.servers, under the
 *                      core's ids KR_BOOTSTRAP_ID(i) (negative, so they
 *                      never meet a node id)
 *   KR_PEER_LOG        a voter's endpoint from the log (KIP-853's
 *                      VotersRecord, the bootstrap checkpoint's included)
 *   KR_PEER_HINT       a leader named by a Fetch, Vote or
 *                      BeginQuorumEpoch response's NodeEndpoints
 * The log wins over the configuration; a hint only fills an id no other
 * source has (a hostile or stale answer never moves a known voter). The
 * capacity is fixed (KR_PEER_BOOK_MAX); a full book refuses new ids.
 */
#ifndef KR_NODE_PEER_BOOK_H
#define KR_NODE_PEER_BOOK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "core/kraft.h"
#include "node/transport.h"

#define KR_PEER_BOOK_MAX (KR_MAX_VOTERS + KR_MAX_BOOTSTRAP + 8)
#define KR_PEER_HOST_MAX 256

/* In increasing precedence; a source may replace its own entry and those
 * below it. BOOTSTRAP ids never meet the others. */
enum kr_peer_source {
	KR_PEER_HINT = 0,
	KR_PEER_BOOTSTRAP = 1,
	KR_PEER_CONFIG = 2,
	KR_PEER_LOG = 3,
};

struct kr_peer_entry {
	int32_t id;
	char host[KR_PEER_HOST_MAX];
	uint16_t port;
	enum kr_peer_source src;
};

struct kr_peer_book {
	struct kr_peer_entry e[KR_PEER_BOOK_MAX];
	size_t n;
	bool dirty; /* changed since the last kr_peer_book_sync */
};

void kr_peer_book_init(struct kr_peer_book *b);

/*
 * Sets id's address from src, unless the entry there comes from a source
 * of higher precedence. A KR_PEER_BOOTSTRAP entry needs a bootstrap id
 * (KR_IS_BOOTSTRAP_ID), every other source a node id >= 0. Returns true
 * when the book changed (then the next kr_peer_book_sync hands it on);
 * false when refused (precedence, a bad id, an empty host or port 0, a
 * host too long, a full book) or when the address was already that.
 */
bool kr_peer_book_put(struct kr_peer_book *b, int32_t id, const char *host,
		      uint16_t port, enum kr_peer_source src);

/* Drops id's entry if it came from src (a voter the log removed); true
 * when the book changed. */
bool kr_peer_book_forget(struct kr_peer_book *b, int32_t id, enum kr_peer_source src);

/* id's entry, or NULL. */
const struct kr_peer_entry *kr_peer_book_get(const struct kr_peer_book *b, int32_t id);

/* The entries as the transport's peers, at most cap; returns the count. */
size_t kr_peer_book_list(const struct kr_peer_book *b, struct kr_transport_peer *out,
			 size_t cap);

/* Hands the list to t (kr_transport_set_peers) when it changed since the
 * last call; true when it did. */
bool kr_peer_book_sync(struct kr_peer_book *b, struct kr_transport *t);

/* The name of a source ("config", "bootstrap", "log", "hint"). */
const char *kr_peer_source_name(enum kr_peer_source src);

#endif
