/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/node.c — composes the node's layers (see node/node.h): creates them
 * bottom up, wires each one's callbacks to the one above, runs the loop,
 * and stops them top down.
 */
#include "node/node.h"

#include <errno.h>
#include <inttypes.h>
#include <signal.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "node/driver.h"
#include "node/loop.h"
#include "node/services.h"
#include "node/transport.h"
#include "node/worker.h"
#include "wire/wire.h"

#define SHUTDOWN_GRACE_MS 1000
#define FAULT_POLL_MS 100

struct kr_node {
	struct kr_node_config cfg;
	struct kr_meta meta;
	struct kr_node_callbacks cb;
	char dir[KR_NODE_PATH_MAX + 64];
	struct kr_loop loop;
	bool loop_up;
	struct kr_transport *transport;
	struct kr_driver *driver;
	struct kr_worker *worker;
	struct kr_services svc;
	bool svc_up;
	atomic_int shutdowns; /* kr_node_shutdown calls (any thread) */
	int shutdowns_seen;
	int64_t shutdown_deadline_ms;
	int status; /* 1 running, 0 stopped, -1 fatal */
	/* test-only fault hook */
	struct kr_node_fault fault;
	int64_t fault_next_check_ms;
	struct timespec fault_mtime;
	off_t fault_size;
};

__attribute__((format(printf, 3, 4))) static void
nlog(struct kr_node *n, enum kr_log_level lvl, const char *fmt, ...)
{
	if (!n->cb.log)
		return;
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	n->cb.log(n->cb.ctx, lvl, line);
}

static void log_line(void *ctx, enum kr_log_level lvl, const char *line)
{
	struct kr_node *n = ctx;
	if (n->cb.log)
		n->cb.log(n->cb.ctx, lvl, line);
}

/* ---- the callbacks between the layers ------------------------------ */

static void t_request(void *ctx, struct kr_request_ref ref, unsigned kinds,
		      const char *ip, const uint8_t *frame, size_t len)
{
	struct kr_node *n = ctx;
	kr_services_on_request(&n->svc, ref, kinds, ip, frame, len);
}

static void t_response(void *ctx, int32_t peer, const struct kr_request_meta *m,
		       const uint8_t *frame, size_t len)
{
	struct kr_node *n = ctx;
	kr_services_on_response(&n->svc, peer, m, frame, len);
}

static void t_conn_closed(void *ctx, uint64_t conn)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_conn_closed(&n->svc, conn);
}

static void d_send(void *ctx, const struct kr_msg *m)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_send(&n->svc, m);
}

static void d_high_watermark(void *ctx, int64_t hw)
{
	(void)hw;
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_high_watermark(&n->svc);
}

static void d_alter_done(void *ctx, const struct kr_alter_done *d, size_t k)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_alter_done(&n->svc, d, k);
}

static void d_fatal(void *ctx, const char *reason)
{
	(void)reason; /* the driver logged it */
	struct kr_node *n = ctx;
	n->status = -1;
}

static void w_done(void *ctx, struct kr_worker_job *job)
{
	struct kr_node *n = ctx;
	if (n->svc_up)
		kr_services_on_job_done(&n->svc, job);
	else
		kr_worker_job_free(job);
}

/* ---- the test-only fault hook --------------------------------------- */

static void check_fault_file(struct kr_node *n)
{
	if (!n->cfg.fault_file[0])
		return;
	int64_t now = kr_loop_now_ms();
	if (now < n->fault_next_check_ms)
		return;
	n->fault_next_check_ms = now + FAULT_POLL_MS;
	struct stat st;
	if (stat(n->cfg.fault_file, &st) != 0) {
		if (n->fault.n) {
			n->fault.n = 0;
			nlog(n, KR_LOG_INFO, "fault hook: dropping no traffic");
		}
		memset(&n->fault_mtime, 0, sizeof n->fault_mtime);
		return;
	}
	if (st.st_mtim.tv_sec == n->fault_mtime.tv_sec &&
	    st.st_mtim.tv_nsec == n->fault_mtime.tv_nsec && st.st_size == n->fault_size)
		return;
	n->fault_mtime = st.st_mtim;
	n->fault_size = st.st_size;
	FILE *f = fopen(n->cfg.fault_file, "r");
	if (!f)
		return;
	n->fault.n = 0;
	int id;
	char list[256] = "";
	while (n->fault.n < KR_MAX_VOTERS && fscanf(f, "%d", &id) == 1) {
		n->fault.ids[n->fault.n++] = id;
		size_t l = strlen(list);
		snprintf(list + l, sizeof list - l, " %d", id);
	}
	fclose(f);
	nlog(n, KR_LOG_INFO, "fault hook: dropping traffic with:%s",
	     n->fault.n ? list : " none");
	/* cut existing connections to the dropped peers too */
	for (int i = 0; i < n->fault.n; i++)
		kr_transport_drop_peer(n->transport, n->fault.ids[i]);
}

/* ---- creation --------------------------------------------------------- */

int kr_node_new(const struct kr_node_config *cfg, const struct kr_meta *meta,
		const struct kr_node_callbacks *cb, struct kr_node **out, char *err,
		size_t err_len)
{
	*out = NULL;
	struct kr_node *n = calloc(1, sizeof *n);
	if (!n) {
		snprintf(err, err_len, "out of memory");
		return -1;
	}
	n->cfg = *cfg;
	n->meta = *meta;
	if (cb)
		n->cb = *cb;
	n->status = 1;
	atomic_init(&n->shutdowns, 0);
	snprintf(n->dir, sizeof n->dir, "%s/%s-%d", cfg->log_dir, KR_WIRE_TOPIC,
		 KR_WIRE_PARTITION);
	if (mkdir(n->dir, 0755) != 0 && errno != EEXIST) {
		snprintf(err, err_len, "%s: cannot create: %s", n->dir, strerror(errno));
		free(n);
		return -1;
	}
	int rc = kr_loop_init(&n->loop);
	if (rc != 0) {
		snprintf(err, err_len, "cannot set up the event loop: %s", strerror(-rc));
		free(n);
		return -1;
	}
	n->loop_up = true;

	/* the driver: log, quorum state, core, disk threads */
	struct kr_driver_config dc;
	memset(&dc, 0, sizeof dc);
	kr_config_init(&dc.core);
	kr_node_config_to_core(&n->cfg, &dc.core);
	dc.core.cluster_id = n->meta.cluster_id;
	dc.core.directory_id = n->meta.directory_id;
	dc.dir = n->dir;
	dc.fsync = cfg->fsync;
	dc.qs_delay_ms = cfg->fault_qs_delay_ms;
	dc.applied_offset = -1; /* the node serves the log; it applies nothing */
	dc.seed = (uint64_t)kr_loop_wall_ms() ^ ((uint64_t)getpid() << 32) ^
		  (uint64_t)(cfg->node_id + 1) * 0x9E3779B97F4A7C15u;
	struct kr_driver_callbacks dcb = {
		n, d_send, NULL, NULL, d_high_watermark, d_alter_done, d_fatal, log_line};
	n->driver = kr_driver_open(&n->loop, &dc, &dcb, err, err_len);
	if (!n->driver)
		goto fail;

	/* the transport: listeners and peers */
	struct kr_transport_listener ls[KR_NODE_MAX_LISTENERS];
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		const struct kr_node_listener *l = &cfg->listeners[i];
		memset(&ls[i], 0, sizeof ls[i]);
		snprintf(ls[i].host, sizeof ls[i].host, "%s", l->host);
		ls[i].port = l->port;
		ls[i].kinds = (l->client ? KR_LISTENER_CLIENT : 0u) |
			      (l->controller ? KR_LISTENER_CONTROLLER : 0u);
		ls[i].name = n->cfg.listeners[i].name;
	}
	struct kr_transport_limits lim = {
		.max_frame_bytes = (size_t)cfg->max_frame_bytes,
		.max_input_bytes = (size_t)cfg->queued_max_request_bytes,
		.max_output_bytes = (size_t)cfg->max_output_bytes,
		.max_inflight = cfg->max_inflight,
		.max_connections = cfg->max_connections,
		.max_connections_per_ip = cfg->max_connections_per_ip,
		.idle_timeout_ms = cfg->idle_timeout_ms,
		.min_input_rate = cfg->min_input_rate,
		.request_timeout_ms = cfg->request_timeout_ms,
		.retry_backoff_ms = cfg->retry_backoff_ms,
	};
	struct kr_transport_callbacks tcb = {n,	   t_request,	  t_response,
					     NULL, t_conn_closed, log_line};
	n->transport = kr_transport_new(&n->loop, ls, (size_t)cfg->n_listeners, &lim,
					&tcb, err, err_len);
	if (!n->transport)
		goto fail;
	struct kr_transport_peer peers[KR_MAX_VOTERS];
	for (int32_t i = 0; i < cfg->n_voters; i++) {
		peers[i].id = cfg->voters[i].id;
		snprintf(peers[i].host, sizeof peers[i].host, "%s", cfg->voters[i].host);
		peers[i].port = cfg->voters[i].port;
	}
	kr_transport_set_peers(n->transport, peers, (size_t)cfg->n_voters);

	n->worker = kr_worker_new(&n->loop, w_done, n, err, err_len);
	if (!n->worker)
		goto fail;
	kr_services_init(&n->svc, &n->cfg, &n->meta, n->driver, n->transport, n->worker,
			 &n->fault);
	n->svc.log = log_line;
	n->svc.log_ctx = n;
	n->svc_up = true;

	char where[512] = "";
	for (int32_t i = 0; i < cfg->n_listeners; i++) {
		const struct kr_node_listener *l = &cfg->listeners[i];
		size_t k = strlen(where);
		snprintf(where + k, sizeof where - k, "%s%s://%s:%u (%s)", i ? ", " : "",
			 l->name, l->host,
			 (unsigned)kr_transport_listen_port(n->transport, (size_t)i),
			 l->controller && l->client ? "peers and clients"
			 : l->controller	    ? "peers"
						    : "clients");
	}
	nlog(n, KR_LOG_INFO,
	     "cluster %s, %d voters, listening on %s, log %s (end offset %" PRId64 ")",
	     n->meta.cluster_id, (int)cfg->n_voters, where, n->dir,
	     kr_log_end_offset(kr_driver_log(n->driver)));
	if (!cfg->split_listeners)
		nlog(n, KR_LOG_WARN,
		     "peers and clients share the listeners (no "
		     "controller.listener.names): "
		     "anyone who reaches a port can speak Raft to this node; fine for "
		     "development only");
	*out = n;
	return 0;
fail:
	kr_node_free(n);
	return -1;
}

uint16_t kr_node_listen_port(const struct kr_node *n, int i)
{
	return kr_transport_listen_port(n->transport, (size_t)i);
}

int kr_node_adopt(struct kr_node *n, int fd, int i)
{
	return kr_transport_adopt(n->transport, fd, (size_t)i) ? 0 : -1;
}

void kr_node_transport_stats(const struct kr_node *n, struct kr_transport_stats *out)
{
	kr_transport_stats(n->transport, out);
}

int kr_node_status(const struct kr_node *n)
{
	return n->status;
}

/* ---- running ------------------------------------------------------------ */

static void begin_shutdown(struct kr_node *n)
{
	int seen = atomic_load(&n->shutdowns);
	if (seen == n->shutdowns_seen)
		return;
	bool first = n->shutdowns_seen == 0;
	n->shutdowns_seen = seen;
	if (!first)
		return;
	int64_t now = kr_loop_now_ms();
	n->shutdown_deadline_ms = now;
	n->svc.stopping = true;
	const struct kr_core *core = kr_driver_core(n->driver);
	if (kr_core_state(core) == KR_STATE_LEADER) {
		nlog(n, KR_LOG_INFO, "stopping: resigning leadership of epoch %d",
		     (int)kr_core_epoch(core));
		struct kr_event ev = {.type = KR_EVENT_RESIGN};
		ev.u.resign_epoch = kr_core_epoch(core);
		kr_driver_step(n->driver, &ev);
		n->shutdown_deadline_ms = now + SHUTDOWN_GRACE_MS;
	} else {
		nlog(n, KR_LOG_INFO, "stopping");
	}
}

static bool done_stopping(struct kr_node *n)
{
	if (n->shutdowns_seen == 0)
		return false;
	return n->shutdowns_seen > 1 || kr_loop_now_ms() >= n->shutdown_deadline_ms ||
	       kr_transport_peers_drained(n->transport);
}

int kr_node_timeout(const struct kr_node *n)
{
	int64_t now = kr_loop_now_ms();
	int64_t wake = kr_driver_next_deadline(n->driver);
	int64_t t = kr_transport_next_deadline(n->transport);
	if (t < wake)
		wake = t;
	t = kr_services_next_deadline(&n->svc);
	if (t < wake)
		wake = t;
	if (n->cfg.fault_file[0] && n->fault_next_check_ms < wake)
		wake = n->fault_next_check_ms;
	if (n->shutdowns_seen && n->shutdown_deadline_ms < wake)
		wake = n->shutdown_deadline_ms;
	int64_t d = wake - now;
	if (d < 0)
		d = 0;
	if (d > 1000)
		d = 1000;
	return (int)d;
}

int kr_node_run_once(struct kr_node *n, int timeout_ms)
{
	if (n->status != 1)
		return n->status;
	begin_shutdown(n);
	if (done_stopping(n)) {
		n->status = 0;
		return 0;
	}
	int t = kr_node_timeout(n);
	if (timeout_ms >= 0 && timeout_ms < t)
		t = timeout_ms;
	int rc = kr_loop_poll(&n->loop, t);
	if (rc < 0) {
		nlog(n, KR_LOG_ERROR, "fatal: epoll_wait: %s", strerror(-rc));
		n->status = -1;
		return -1;
	}
	(void)kr_loop_take_wake(&n->loop);
	begin_shutdown(n);
	if (n->status == 1)
		kr_driver_tick(n->driver);
	check_fault_file(n);
	kr_transport_tick(n->transport);
	if (n->status == 1)
		kr_services_tick(&n->svc);
	if (kr_driver_fatal(n->driver))
		n->status = -1;
	return n->status;
}

int kr_node_run(struct kr_node *n)
{
	int rc;
	while ((rc = kr_node_run_once(n, -1)) == 1) {
	}
	return rc;
}

int kr_node_fd(const struct kr_node *n)
{
	return kr_loop_fd(&n->loop);
}

void kr_node_shutdown(struct kr_node *n)
{
	atomic_fetch_add(&n->shutdowns, 1);
	kr_loop_wake(&n->loop);
}

int kr_node_free(struct kr_node *n)
{
	if (!n)
		return 0;
	int status = 0;
	/* top down: nothing above may hear from a layer that is gone */
	if (n->svc_up) {
		n->svc_up = false;
		kr_services_free(&n->svc);
	}
	kr_worker_free(n->worker);
	kr_transport_free(n->transport);
	if (n->driver) {
		int64_t durable = -1;
		bool was_fatal = kr_driver_fatal(n->driver);
		if (kr_driver_close(n->driver, &durable) != 0)
			status = -1;
		else if (!was_fatal)
			nlog(n, KR_LOG_INFO, "stopped; log durable up to offset %" PRId64,
			     durable);
	}
	if (n->loop_up)
		kr_loop_close(&n->loop);
	free(n);
	return status;
}

/* ---- kwire node -------------------------------------------------------- */

static const char *const level_names[] = {"ERROR", "WARN", "INFO", "DEBUG"};

struct stderr_log {
	int32_t node_id;
};

static void stderr_log(void *ctx, enum kr_log_level lvl, const char *line)
{
	struct stderr_log *sl = ctx;
	if (lvl == KR_LOG_DEBUG)
		return;
	char ts[32];
	struct timespec now;
	struct tm tm;
	clock_gettime(CLOCK_REALTIME, &now);
	gmtime_r(&now.tv_sec, &tm);
	strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	if (sl->node_id == KR_NO_ID)
		fprintf(stderr, "%s.%03ldZ %s observer: %s\n", ts, now.tv_nsec / 1000000,
			level_names[lvl], line);
	else
		fprintf(stderr, "%s.%03ldZ %s node %d: %s\n", ts, now.tv_nsec / 1000000,
			level_names[lvl], (int)sl->node_id, line);
}

static struct kr_node *signal_node;

static void on_signal(int sig)
{
	(void)sig;
	if (signal_node)
		kr_node_shutdown(signal_node);
}

int kr_node_main(const struct kr_node_config *cfg, const struct kr_meta *meta)
{
	struct stderr_log sl = {cfg->node_id};
	struct kr_node_callbacks cb = {&sl, stderr_log};
	struct kr_node *n;
	char err[1024];
	if (kr_node_new(cfg, meta, &cb, &n, err, sizeof err) != 0) {
		stderr_log(&sl, KR_LOG_ERROR, err);
		return 1;
	}
	signal_node = n;
	struct sigaction sa;
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	int rc = kr_node_run(n);
	signal_node = NULL;
	if (kr_node_free(n) != 0)
		rc = -1;
	return rc == 0 ? 0 : 1;
}
