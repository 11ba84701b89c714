/*
 * tools/quorum_link.h — the connection `kwire quorum` talks over (TLS and
 * SASL from --command-config), shared by its subcommands: finding the
 * leader (cmd_quorum.c) and KIP-853's add-controller and remove-controller
 * (cmd_quorum_voters.c).
 */
#ifndef KW_TOOLS_QUORUM_LINK_H
#define KW_TOOLS_QUORUM_LINK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "client_security.h"
#include "kwire/arena.h"
#include "kwire/reader.h"
#include "kwire/writer.h"
#include "quorum_voters.h"

struct link {
	int fd;
	struct kw_client_conn cc; /* TLS and SASL over fd (--command-config) */
	char where[300];
	uint8_t *resp;
	size_t resp_len;
};

/* A connection to the quorum's leader through the bootstrap list servers
 * (cluster: its id, "" through a controller listener). 0, 1 (reported) or
 * 2 (usage). */
int kw_ql_open_leader(const char *servers, struct link *l, struct kw_arena *a,
		      char *cluster, size_t clen);
/* One request (body written by fill) and its response into l->resp. */
int kw_ql_call(struct link *l, int16_t key, int16_t v, int32_t corr,
	       int (*fill)(void *m, int16_t v, struct kw_writer *w), void *m);
/* The response header of key at v: r is left at the body. */
int kw_ql_open_response(struct link *l, int16_t key, int16_t v, struct kw_reader *r,
			struct kw_error *err, struct kw_arena *a);
/* Closes l and frees its response. */
void kw_ql_hang_up(struct link *l);

/* The subcommands (cmd_quorum_voters.c): exit statuses 0, 1 or 2. */
int kw_quorum_add_controller(const char *servers, const struct kw_qv_voter *v,
			     bool dry_run);
int kw_quorum_remove_controller(const char *servers, const struct kw_qv_voter *v,
				bool dry_run);

#endif
