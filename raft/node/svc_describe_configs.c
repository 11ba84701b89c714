/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/svc_describe_configs.c — DescribeConfigs on client listeners, for
 * the two resources a one-partition cluster has:
 *
 *   - the broker (this node: its id, or "" as Kafka's default resource):
 *     a small set of the node's own keys, those that say what a client
 *     may send and where the data is (node.id, log.dirs, message.max.bytes,
 *     socket.request.max.bytes, fetch.max.bytes, and the Raft and log
 *     keys a Kafka controller has too);
 *   - the topic __cluster_metadata: the topic keys the node has, each
 *     from the broker key that sets it (max.message.bytes from
 *     message.max.bytes, segment.bytes, retention.bytes, retention.ms
 *     from the metadata.* keys), as Kafka's cluster metadata topic takes
 *     them.
 *
 * Every entry is read-only (nothing is altered over the wire:
 * svc_refused.c), none is sensitive (no secret key is listed), its source
 * DEFAULT_CONFIG when the value is the key's default and
 * STATIC_BROKER_CONFIG otherwise (the properties file), the key's
 * sentence as documentation (v3+, when asked). Another broker's id is
 * INVALID_REQUEST, another topic UNKNOWN_TOPIC_OR_PARTITION, another
 * resource type (groups, loggers, client metrics) INVALID_REQUEST, each
 * with the reason, as Kafka answers them. ConfigurationKeys filters by
 * name; a name the node does not have is left out, as Kafka does. A
 * request of more than MAX_RESOURCES resources closes its connection.
 */
#include "node/services.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "kwire/msg/describe_configs_request.h"
#include "kwire/msg/describe_configs_response.h"
#include "kwire/protocol_errors.h"
#include "kwire/raft.h"

/* The values of DescribeConfigs' enumerations (Kafka's ConfigResource.Type,
 * ConfigSource and ConfigType, which the schemas give as int8 only). */
enum { RESOURCE_TOPIC = 2, RESOURCE_BROKER = 4 };
enum { SOURCE_STATIC_BROKER = 4, SOURCE_DEFAULT = 5 };
enum { TYPE_STRING = 2, TYPE_INT = 3, TYPE_LONG = 5 };

struct entry {
	const char *key;   /* the node's key */
	const char *topic; /* the topic's key it sets, or NULL */
	size_t offset;	   /* its int32 field, or SIZE_MAX (node.id, log.dirs) */
	int8_t type;
};

#define F(field) offsetof(struct kr_node_config, field)
static const struct entry entries[] = {
	{"node.id", NULL, SIZE_MAX, TYPE_INT},
	{"log.dirs", NULL, SIZE_MAX, TYPE_STRING},
	{"message.max.bytes", "max.message.bytes", F(message_max_bytes), TYPE_INT},
	{"socket.request.max.bytes", NULL, F(max_frame_bytes), TYPE_INT},
	{"fetch.max.bytes", NULL, F(fetch_max_bytes), TYPE_INT},
	{"controller.quorum.election.timeout.ms", NULL, F(election_timeout_ms), TYPE_INT},
	{"controller.quorum.fetch.timeout.ms", NULL, F(fetch_timeout_ms), TYPE_INT},
	{"metadata.log.segment.bytes", "segment.bytes", F(segment_bytes), TYPE_INT},
	{"metadata.max.retention.bytes", "retention.bytes", F(retention_bytes), TYPE_LONG},
	{"metadata.max.retention.ms", "retention.ms", F(retention_ms), TYPE_LONG},
};
#define N_ENTRIES (sizeof entries / sizeof entries[0])

/* Each resource is answered with up to N_ENTRIES entries and their
 * documentation: a request of more is closed, so that a small request
 * cannot make the node build a large answer. */
#define MAX_RESOURCES 256

static const struct kr_node_config_key *doc_of(const char *key)
{
	size_t n;
	const struct kr_node_config_key *k = kr_node_config_keys(&n);
	for (size_t i = 0; i < n; i++)
		if (strcmp(k[i].name, key) == 0)
			return &k[i];
	return NULL;
}

/* True when the resource asks for name (a null list: every key). */
static bool asked(const struct kw_describe_configs_request_describe_configs_resource *r,
		  const char *name)
{
	if (r->configuration_keys_count < 0)
		return true;
	for (int32_t i = 0; i < r->configuration_keys_count; i++)
		if (kw_str_equal(r->configuration_keys[i], kw_str_from_cstr(name)))
			return true;
	return false;
}

/* Fills res with the entries of a topic (topic) or broker resource. */
static int fill(struct kr_services *s, const struct kr_svc_req *q,
		const struct kw_describe_configs_request *req,
		const struct kw_describe_configs_request_describe_configs_resource *qr,
		bool topic, struct kw_describe_configs_response_describe_configs_result *res)
{
	res->configs = kw_arena_calloc(&s->arena, N_ENTRIES, sizeof *res->configs);
	if (!res->configs)
		return -1;
	int32_t n = 0;
	for (size_t i = 0; i < N_ENTRIES; i++) {
		const struct entry *e = &entries[i];
		const char *name = topic ? e->topic : e->key;
		if (!name || !asked(qr, name))
			continue;
		char *v = kw_arena_alloc(&s->arena, 16);
		if (!v)
			return -1;
		if (e->offset != SIZE_MAX)
			snprintf(v, 16, "%d",
				 (int)*(const int32_t *)((const char *)s->cfg + e->offset));
		else if (strcmp(e->key, "node.id") == 0)
			snprintf(v, 16, "%d", (int)s->cfg->node_id);
		else
			v = (char *)s->cfg->log_dir;
		const struct kr_node_config_key *doc = doc_of(e->key);
		bool dflt = doc && doc->deflt[0] && strcmp(doc->deflt, v) == 0;
		struct kw_describe_configs_response_describe_configs_resource_result *c =
			&res->configs[n++];
		kw_describe_configs_response_describe_configs_resource_result_init(c);
		c->name = kw_str_from_cstr(name);
		c->value = kw_str_from_cstr(v);
		c->read_only = true;
		c->is_sensitive = false;
		if (q->version == 0) { /* IsDefault: v0 only */
			c->is_default = dflt;
		} else { /* ConfigSource: v1+ */
			c->config_source = dflt ? SOURCE_DEFAULT : SOURCE_STATIC_BROKER;
			c->synonyms_count = 0;
		}
		if (q->version >= 3) { /* ConfigType, Documentation: v3+ */
			c->config_type = e->type;
			if (req->include_documentation && doc)
				c->documentation = kw_str_from_cstr(doc->meaning);
		}
	}
	res->configs_count = n;
	return 0;
}

void kr__svc_describe_configs(struct kr_services *s, const struct kr_svc_req *q,
			      unsigned kinds, struct kw_reader *r, const uint8_t *body,
			      size_t len)
{
	(void)kinds;
	(void)body;
	(void)len;
	struct kw_describe_configs_request req;
	if (kw_describe_configs_request_decode(&req, q->version, r, &s->arena) != 0) {
		kr__svc_close(s, q, "a DescribeConfigs request that does not decode");
		return;
	}
	struct kw_describe_configs_response m;
	kw_describe_configs_response_init(&m);
	int32_t nr = req.resources_count > 0 ? req.resources_count : 0;
	if (nr > MAX_RESOURCES) {
		kr__svc_close(s, q, "a DescribeConfigs request of more than 256 resources");
		return;
	}
	m.results = kw_arena_calloc(&s->arena, (size_t)nr + 1, sizeof *m.results);
	if (!m.results) {
		kr__svc_close(s, q, "out of memory");
		return;
	}
	m.results_count = nr;
	char self[16];
	snprintf(self, sizeof self, "%d", (int)s->cfg->node_id);
	for (int32_t i = 0; i < nr; i++) {
		const struct kw_describe_configs_request_describe_configs_resource *qr =
			&req.resources[i];
		struct kw_describe_configs_response_describe_configs_result *res =
			&m.results[i];
		kw_describe_configs_response_describe_configs_result_init(res);
		res->resource_type = qr->resource_type;
		res->resource_name = qr->resource_name;
		res->configs_count = 0;
		int rc = 0;
		if (qr->resource_type == RESOURCE_TOPIC) {
			if (kr__svc_is_log_topic(qr->resource_name)) {
				rc = fill(s, q, &req, qr, true, res);
			} else {
				res->error_code = KW_PERR_UNKNOWN_TOPIC_OR_PARTITION;
				res->error_message =
					KW_STR_LIT("the only topic is __cluster_metadata");
			}
		} else if (qr->resource_type == RESOURCE_BROKER) {
			if (qr->resource_name.len == 0 ||
			    kw_str_equal(qr->resource_name, kw_str_from_cstr(self))) {
				rc = fill(s, q, &req, qr, false, res);
			} else {
				res->error_code = KW_PERR_INVALID_REQUEST;
				res->error_message = KW_STR_LIT(
					"a node describes its own configuration only (its id, "
					"or the empty name)");
			}
		} else {
			res->error_code = KW_PERR_INVALID_REQUEST;
			res->error_message =
				KW_STR_LIT("only the topic and broker resources are described");
		}
		if (rc != 0) {
			kr__svc_close(s, q, "out of memory");
			return;
		}
	}
	struct kw_writer w;
	struct kw_error err;
	kr__svc_begin(q, &w, &err);
	int rc = kw_describe_configs_response_encode(&m, q->version, &w);
	kr__svc_finish(s, q, &w, rc);
}
