/*
 * tests/interop/fake_broker.h — a minimal broker of ours for the live
 * interop tests: a thread with a loopback listener that reads Kafka frames
 * from librdkafka's clients (and kcat), decodes every request with our
 * codecs, checks that it used every byte and encodes back to the client's
 * bytes, and hands it to the test's answer function.
 *
 * The broker answers ApiVersions itself, listing the APIs the test serves
 * with the version ranges it set (KIP-511's v0 error reply for an
 * ApiVersions version above its own range). A request for an API that is
 * not served, or one that does not decode and re-encode exactly, is a
 * failure: the first one is kept in failure[] and the connection closed.
 */
#ifndef KWIRE_TESTS_INTEROP_FAKE_BROKER_H
#define KWIRE_TESTS_INTEROP_FAKE_BROKER_H

#include "kwire/api.h"
#include "kwire/arena.h"
#include "kwire/frame.h"

#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>

#define FAKE_MAX_CONNS 16
#define FAKE_MAX_APIS 64
#define FAKE_KEYS 128	 /* api keys counted in seen[] */
#define FAKE_VERSIONS 32 /* versions counted in seen[] */
#define FAKE_NODE_ID 1

struct fake_broker;

/*
 * Answers one decoded request (req: the request struct of api, decoded at
 * version). Returns 0 to keep the connection, -1 to close it. a lives until
 * the answer is sent.
 */
typedef int (*fake_answer_fn)(struct fake_broker *b, int fd, const struct kw_api *api,
			      int16_t version, int32_t correlation_id, const void *req,
			      struct kw_arena *a);

struct fake_served {
	int16_t api_key;
	int16_t min_version;
	int16_t max_version;
};

struct fake_broker {
	int lfd;
	uint16_t port;
	fake_answer_fn answer;
	void *opaque;		  /* the test's */
	int16_t api_versions_max; /* ApiVersions' advertised newest version */
	/*
	 * A client quirk the test accepts: requests of lenient_key at
	 * lenient_from and above may end with one zero byte we do not read
	 * (counted in lenient_seen); -1: none.
	 */
	int16_t lenient_key, lenient_from;
	int lenient_seen;
	struct fake_served served[FAKE_MAX_APIS];
	int nserved;
	pthread_t thread;
	pthread_mutex_t lock;
	bool stop;
	int fds[FAKE_MAX_CONNS];
	struct kw_frame_reader readers[FAKE_MAX_CONNS];
	/* Requests seen, per (api key, version), and their order. */
	int seen[FAKE_KEYS][FAKE_VERSIONS];
	int16_t order_key[64], order_ver[64];
	int norder;
	char failure[512]; /* first thing that went wrong, "" if none */
};

/* Sets b up (nothing served but ApiVersions, at its newest version). */
void fake_broker_init(struct fake_broker *b, fake_answer_fn answer, void *opaque);
/* Serves api_key in [min_version, max_version] (before fake_broker_start). */
void fake_broker_serve(struct fake_broker *b, int16_t api_key, int16_t min_version,
		       int16_t max_version);
/* Serves api_key at every version we know up to our newest stable one. */
void fake_broker_serve_all(struct fake_broker *b, int16_t api_key);
/* Listens on 127.0.0.1 and starts the thread. Returns 0 or -1. */
int fake_broker_start(struct fake_broker *b);
/* Stops the thread and closes everything; failure[] says what went wrong. */
void fake_broker_stop(struct fake_broker *b);
/* Keeps the first failure (thread-safe). */
void fake_broker_fail(struct fake_broker *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* The (api key, version) pairs clients sent over several brokers' lives. */
struct fake_tally {
	int used[FAKE_KEYS][FAKE_VERSIONS];
};
/* Adds what b saw to t. */
void fake_tally_add(struct fake_tally *t, const struct fake_broker *b);
/* Prints title, then a line per API with the versions used. */
void fake_tally_print(const struct fake_tally *t, const char *title);

/* Encodes the response header and body and sends them as one frame. */
int fake_send_response(int fd, const struct kw_api *api, int16_t version,
		       int32_t correlation_id, const void *body);
/* A topic of the broker's Metadata: its partitions are all led by us. */
struct fake_topic {
	const char *name;
	int partitions;
};

struct kw_metadata_request;
/*
 * The Metadata answer: us as the only broker and the controller, cluster id
 * "kwire-interop", topics[0..ntopics) for a request for every topic, and
 * for named ones those we have (UNKNOWN_TOPIC_OR_PARTITION for the others).
 */
int fake_answer_metadata(struct fake_broker *b, int fd, int16_t version,
			 int32_t correlation_id, const struct kw_metadata_request *req,
			 struct kw_arena *a, const struct fake_topic *topics,
			 size_t ntopics);

/* The ApiVersions answer at version (KIP-511's v0 reply above our range). */
int fake_answer_api_versions(struct fake_broker *b, int fd, int16_t version,
			     int32_t correlation_id);

#endif
