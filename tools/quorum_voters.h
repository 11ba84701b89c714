/*
 * tools/quorum_voters.h — what `kwire quorum add-controller` and
 * `remove-controller` send (KIP-853's AddRaftVoter and RemoveRaftVoter),
 * taken from their arguments, as kafka-metadata-quorum.sh does:
 *
 *   add-controller: the new controller's own configuration file
 *     (--command-config FILE or --config FILE): its node.id, its
 *     directory id (directory.id of meta.properties in metadata.log.dir,
 *     else log.dirs) and the endpoints of its controller listeners
 *     (those named in controller.listener.names; "localhost" for a
 *     listener without a host, as Kafka's tool)
 *   remove-controller: --controller-id ID --controller-directory-id UUID
 *
 * Errors are one line, with Kafka's wording where its tool has one.
 */
#ifndef KW_TOOLS_QUORUM_VOTERS_H
#define KW_TOOLS_QUORUM_VOTERS_H

#include <stddef.h>
#include <stdint.h>

#include "kwire/types.h"

#define KW_QV_MAX_ENDPOINTS 4
#define KW_QV_ERROR_MAX 512

struct kw_qv_endpoint {
	char name[32];
	char host[256];
	uint16_t port;
};

struct kw_qv_voter {
	int32_t id;
	struct kw_uuid dir;
	struct kw_qv_endpoint ep[KW_QV_MAX_ENDPOINTS]; /* add-controller only */
	int n_ep;
};

/* The controller whose configuration file is path (add-controller). 0 or
 * -1 with err. */
int kw_qv_load_controller(const char *path, struct kw_qv_voter *out,
			  char err[KW_QV_ERROR_MAX]);

/* remove-controller's two values (either may be NULL: missing). 0 or -1
 * with err. */
int kw_qv_parse_remove(const char *id, const char *dir, struct kw_qv_voter *out,
		       char err[KW_QV_ERROR_MAX]);

/* "NAME://host:port, ..." (Kafka's success line) into out. */
void kw_qv_endpoints_text(const struct kw_qv_voter *v, char *out, size_t cap);

#endif
