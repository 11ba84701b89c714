/*
 * tools/quorum_voters.c — the arguments of `kwire quorum add-controller`
 * and `remove-controller` (see quorum_voters.h).
 */
#include "quorum_voters.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "node/config.h"
#include "node/meta.h"

static int fail(char *err, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, KW_QV_ERROR_MAX, fmt, ap);
	va_end(ap);
	return -1;
}

static void ignore_warning(void *ctx, const char *line)
{
	(void)ctx;
	(void)line; /* a controller's file carries many keys kwire does not use */
}

int kw_qv_load_controller(const char *path, struct kw_qv_voter *out,
			  char err[KW_QV_ERROR_MAX])
{
	memset(out, 0, sizeof *out);
	struct kr_node_config *cfg = malloc(sizeof *cfg);
	if (!cfg)
		return fail(err, "out of memory");
	kr_node_config_init(cfg);
	int rc = -1;
	if (kr_node_config_load_file(cfg, path, ignore_warning, NULL) != 0) {
		fail(err, "%.400s", cfg->error);
		goto out;
	}
	if (cfg->node_id < 0) {
		fail(err, "%.300s: node.id is missing (the controller to add needs one)", path);
		goto out;
	}
	if (cfg->controller_names[0] == '\0') {
		fail(err, "controller.listener.names was not found. Is this a valid "
			  "controller configuration file?");
		goto out;
	}
	/* the endpoints of the controller listeners, in controller.listener.names'
	 * order (Kafka's getControllerAdvertisedListeners) */
	char names[sizeof cfg->controller_names];
	snprintf(names, sizeof names, "%s", cfg->controller_names);
	char *save = NULL;
	for (char *n = strtok_r(names, ", ", &save); n; n = strtok_r(NULL, ", ", &save)) {
		const struct kr_node_listener *l = NULL;
		for (int32_t i = 0; i < cfg->n_listeners; i++)
			if (strcasecmp(cfg->listeners[i].name, n) == 0)
				l = &cfg->listeners[i];
		if (!l) {
			fail(err, "Cannot find information about controller listener name: %.40s",
			     n);
			goto out;
		}
		if (out->n_ep == KW_QV_MAX_ENDPOINTS) {
			fail(err, "controller.listener.names: more than %d listeners",
			     KW_QV_MAX_ENDPOINTS);
			goto out;
		}
		struct kw_qv_endpoint *e = &out->ep[out->n_ep++];
		snprintf(e->name, sizeof e->name, "%s", l->name);
		/* kwire's listener parser keeps an empty host as 0.0.0.0 */
		bool any = l->host[0] == '\0' || strcmp(l->host, "0.0.0.0") == 0;
		snprintf(e->host, sizeof e->host, "%s", any ? "localhost" : l->host);
		e->port = l->port;
	}
	if (out->n_ep == 0) {
		fail(err, "controller.listener.names names no listener");
		goto out;
	}
	if (cfg->log_dir[0] == '\0') {
		fail(err, "%.300s: log.dirs is missing (where meta.properties gives the "
			  "directory id)",
		     path);
		goto out;
	}
	struct kr_meta m;
	char merr[KR_META_ERROR_MAX];
	int r = kr_meta_read(cfg->log_dir, &m, merr);
	if (r != 0) {
		fail(err, "Unable to read meta.properties from %.300s%s%.150s", cfg->log_dir,
		     r < 0 ? ": " : "", r < 0 ? merr : "");
		goto out;
	}
	if (kw_uuid_is_zero(&m.directory_id)) {
		fail(err, "No directory id found in %.400s", cfg->log_dir);
		goto out;
	}
	if (m.node_id != cfg->node_id) {
		fail(err, "%.200s/meta.properties: node.id %d, but %.200s says node.id %d",
		     cfg->log_dir, (int)m.node_id, path, (int)cfg->node_id);
		goto out;
	}
	out->id = cfg->node_id;
	out->dir = m.directory_id;
	rc = 0;
out:
	free(cfg);
	return rc;
}

int kw_qv_parse_remove(const char *id, const char *dir, struct kw_qv_voter *out,
		       char err[KW_QV_ERROR_MAX])
{
	memset(out, 0, sizeof *out);
	if (!id)
		return fail(err, "--controller-id is required");
	if (!dir)
		return fail(err, "--controller-directory-id is required");
	char *end = NULL;
	errno = 0;
	long v = strtol(id, &end, 10);
	if (id[0] == '\0' || *end != '\0' || errno != 0 || v < 0 || v > INT32_MAX)
		return fail(err, "--controller-id: '%.40s' is not a non-negative integer", id);
	if (kw_uuid_from_text(dir, strlen(dir), &out->dir) != 0)
		return fail(err,
			    "--controller-directory-id: '%.40s' is not a directory id (22 "
			    "base64url characters, as meta.properties' directory.id)",
			    dir);
	out->id = (int32_t)v;
	return 0;
}

void kw_qv_endpoints_text(const struct kw_qv_voter *v, char *out, size_t cap)
{
	size_t len = 0;
	out[0] = '\0';
	for (int i = 0; i < v->n_ep && len < cap; i++) {
		bool v6 = strchr(v->ep[i].host, ':') != NULL;
		len += (size_t)snprintf(out + len, cap - len, "%s%s://%s%s%s:%u", i ? ", " : "",
					v->ep[i].name, v6 ? "[" : "", v->ep[i].host,
					v6 ? "]" : "", (unsigned)v->ep[i].port);
	}
}
