/*
 * node/node.c — `kwire node`: logging, the test-only fault hook, boot (log
 * recovery, quorum state, the Raft core), the epoll loop and shutdown. The
 * other jobs live in conn.c, dispatch.c, core_io.c, raft_rpc.c and
 * kafka_api.c (see node_internal.h); the contract is in node.h.
 */
#include "node/node_internal.h"

__attribute__((format(printf, 2, 3))) void kr__node_logf(struct node *n, const char *fmt,
							 ...)
{
	char ts[32];
	struct timespec now;
	struct tm tm;
	clock_gettime(CLOCK_REALTIME, &now);
	gmtime_r(&now.tv_sec, &tm);
	strftime(ts, sizeof ts, "%Y-%m-%dT%H:%M:%S", &tm);
	char line[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	if (n->cfg->node_id == KR_NO_ID)
		fprintf(stderr, "%s.%03ldZ observer: %s\n", ts, now.tv_nsec / 1000000, line);
	else
		fprintf(stderr, "%s.%03ldZ node %d: %s\n", ts, now.tv_nsec / 1000000,
			(int)n->cfg->node_id, line);
}

static void check_fault_file(struct node *n)
{
	if (!n->cfg->fault_file[0])
		return;
	int64_t now = now_ms();
	if (now < n->fault_next_check_ms)
		return;
	n->fault_next_check_ms = now + FAULT_POLL_MS;
	struct stat st;
	if (stat(n->cfg->fault_file, &st) != 0) {
		if (n->n_fault_ids) {
			n->n_fault_ids = 0;
			kr__node_logf(n, "fault hook: dropping no traffic");
		}
		memset(&n->fault_mtime, 0, sizeof n->fault_mtime);
		return;
	}
	if (st.st_mtim.tv_sec == n->fault_mtime.tv_sec &&
	    st.st_mtim.tv_nsec == n->fault_mtime.tv_nsec && st.st_size == n->fault_size)
		return;
	n->fault_mtime = st.st_mtim;
	n->fault_size = st.st_size;
	FILE *f = fopen(n->cfg->fault_file, "r");
	if (!f)
		return;
	n->n_fault_ids = 0;
	int id;
	char list[256] = "";
	while (n->n_fault_ids < KR_MAX_VOTERS && fscanf(f, "%d", &id) == 1) {
		n->fault_ids[n->n_fault_ids++] = id;
		size_t l = strlen(list);
		snprintf(list + l, sizeof list - l, " %d", id);
	}
	fclose(f);
	kr__node_logf(n, "fault hook: dropping traffic with:%s", n->n_fault_ids ? list : " none");
	/* Cut existing connections to the dropped peers too. */
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0 && c->outbound && fault_dropped(n, c->peer_id))
			kr__node_conn_close(n, c);
}

/* The log's epochs, by reading every batch header once. */
static int scan_epochs(struct node *n, struct kr_epoch_entry **out, size_t *count)
{
	struct kr_epoch_entry *e = NULL;
	size_t k = 0, cap = 0;
	int64_t off = kr_log_start_offset(n->log), end = kr_log_end_offset(n->log);
	while (off < end) {
		struct kr_log_slice s;
		struct kw_error err;
		kw_error_clear(&err);
		if (kr_log_read(n->log, off, INT64_MAX, 1u << 20, &s, &err) != 0 ||
		    s.length == 0) {
			free(e);
			return -1;
		}
		uint8_t *buf = malloc(s.length);
		if (!buf || kr_log_slice_copy(n->log, &s, buf, &err) != 0) {
			free(buf);
			free(e);
			return -1;
		}
		struct kw_records_iter it;
		struct kw_record_batch b;
		kw_records_iter_init(&it, buf, s.length, 0);
		while (kw_records_iter_next(&it, &b, NULL) == 1) {
			int32_t ep = b.header.partition_leader_epoch;
			if (k == 0 || e[k - 1].epoch != ep) {
				GROW(e, k, cap);
				e[k++] = (struct kr_epoch_entry){ ep, b.header.base_offset };
			}
		}
		free(buf);
		off = s.next_offset;
	}
	*out = e;
	*count = k;
	return 0;
}

static int listen_on(struct node *n)
{
	const struct kr_node_endpoint *l = &n->cfg->listener;
	struct addrinfo hints = { 0 }, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_PASSIVE | AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)l->port);
	int grc = getaddrinfo(l->host, port, &hints, &res);
	if (grc != 0) {
		kr__node_logf(n, "listeners: cannot resolve %s: %s", l->host, gai_strerror(grc));
		return -1;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	int one = 1;
	if (fd >= 0)
		setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	if (fd < 0 || bind(fd, res->ai_addr, res->ai_addrlen) != 0 || listen(fd, 128) != 0) {
		kr__node_logf(n, "listeners: cannot listen on %s:%u: %s", l->host, (unsigned)l->port,
		      strerror(errno));
		if (fd >= 0)
			close(fd);
		freeaddrinfo(res);
		return -1;
	}
	freeaddrinfo(res);
	n->lfd = fd;
	struct epoll_event ev = { .events = EPOLLIN, .data.ptr = &n->lfd };
	epoll_ctl(n->ep, EPOLL_CTL_ADD, fd, &ev);
	return 0;
}

static bool drained(struct node *n)
{
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0 && c->outbound && (c->out_off < c->out_len || c->n_infl > 0))
			return false;
	return true;
}

static void on_signal(struct node *n)
{
	struct signalfd_siginfo si;
	while (read(n->sfd, &si, sizeof si) == (ssize_t)sizeof si) {
		n->signals++;
		if (n->signals > 1)
			continue;
		int64_t now = now_ms();
		n->shutdown_deadline_ms = now;
		if (kr_core_state(n->core) == KR_STATE_LEADER) {
			kr__node_logf(n, "stopping: resigning leadership of epoch %d",
			      (int)kr_core_epoch(n->core));
			struct kr_event ev = { .type = KR_EVENT_RESIGN, .now_ms = now };
			ev.u.resign_epoch = kr_core_epoch(n->core);
			kr__node_step(n, &ev);
			n->shutdown_deadline_ms = now + SHUTDOWN_GRACE_MS;
		} else {
			kr__node_logf(n, "stopping");
		}
	}
}

int kr_node_run(const struct kr_node_config *cfg, const struct kr_meta *meta)
{
	struct node *n = calloc(1, sizeof *n);
	if (!n)
		return 1;
	n->cfg = cfg;
	n->meta = meta;
	n->last_noisy_ms = -1000;
	n->ep = n->lfd = n->efd = n->sfd = n->qfd = -1;
	n->hw = -1;
	n->l_state = 0;
	n->l_epoch = -1;
	n->l_leader = -2;
	kw_arena_init(&n->arena);
	pthread_mutex_init(&n->mu, NULL);
	pthread_cond_init(&n->cv, NULL);
	pthread_cond_init(&n->qs_cv, NULL);
	int status = 1;
	bool worker = false, qs_worker_up = false;
	struct kr_epoch_entry *epochs = NULL;
	size_t n_epochs = 0;

	snprintf(n->log_dir, sizeof n->log_dir, "%s/%s-%d", cfg->log_dir, KR_WIRE_TOPIC,
		 KR_WIRE_PARTITION);
	if (mkdir(n->log_dir, 0755) != 0 && errno != EEXIST) {
		kr__node_logf(n, "%s: cannot create: %s", n->log_dir, strerror(errno));
		goto out;
	}
	struct kw_error err;
	struct kr_log_recovery rec;
	kw_error_clear(&err);
	int rc = kr_log_open(&n->log, n->log_dir, NULL, &rec, &err);
	if (rc != 0) {
		char buf[512];
		kr__node_logf(n, "cannot open the log in %s: %s", n->log_dir,
		      kw_error_format(&err, buf, sizeof buf));
		goto out;
	}
	if (rec.bytes_dropped)
		kr__node_logf(n, "log recovery cut %" PRIu64 " bytes at %s:%" PRIu64 " (%s)",
		      rec.bytes_dropped, rec.file, rec.position, rec.reason);
	struct kr_quorum_state_data qsd;
	kw_error_clear(&err);
	rc = kr_quorum_state_read(n->log_dir, NULL, &qsd, &err);
	struct kr_quorum_state qs = { 0, KR_NO_ID, KR_NO_ID };
	if (rc == 0) {
		qs.epoch = qsd.leader_epoch < 0 ? 0 : qsd.leader_epoch;
		qs.leader_id = qsd.leader_id;
		qs.voted_id = qsd.voted_id;
	} else if (rc != KR_STORAGE_ERR_NOT_FOUND) {
		char buf[512];
		kr__node_logf(n, "cannot read the quorum state: %s",
		      kw_error_format(&err, buf, sizeof buf));
		goto out;
	}
	if (scan_epochs(n, &epochs, &n_epochs) != 0) {
		kr__node_logf(n, "cannot read the log's epochs");
		goto out;
	}

	struct kr_config kc;
	kr_config_init(&kc);
	kr_node_config_to_core(cfg, &kc);
	kc.cluster_id = meta->cluster_id;
	kc.directory_id = meta->directory_id;
	kc.log_read = kr__node_core_log_read;
	kc.log_ctx = n;
	uint64_t seed = (uint64_t)wall_ms() ^ ((uint64_t)getpid() << 32) ^
			(uint64_t)(cfg->node_id + 1) * 0x9E3779B97F4A7C15u;
	kc.seed = seed;
	n->core = kr_core_new(&kc);
	if (!n->core) {
		kr__node_logf(n, "cannot create the Raft core (bad configuration?)");
		goto out;
	}

	n->ep = epoll_create1(EPOLL_CLOEXEC);
	n->efd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	n->qfd = eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
	sigset_t mask;
	sigemptyset(&mask);
	sigaddset(&mask, SIGTERM);
	sigaddset(&mask, SIGINT);
	sigprocmask(SIG_BLOCK, &mask, NULL);
	signal(SIGPIPE, SIG_IGN);
	n->sfd = signalfd(-1, &mask, SFD_NONBLOCK | SFD_CLOEXEC);
	if (n->ep < 0 || n->efd < 0 || n->qfd < 0 || n->sfd < 0) {
		kr__node_logf(n, "cannot set up the event loop: %s", strerror(errno));
		goto out;
	}
	struct epoll_event ev = { .events = EPOLLIN, .data.ptr = &n->efd };
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->efd, &ev);
	ev.data.ptr = &n->sfd;
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->sfd, &ev);
	ev.data.ptr = &n->qfd;
	epoll_ctl(n->ep, EPOLL_CTL_ADD, n->qfd, &ev);
	if (listen_on(n) != 0)
		goto out;
	if (pthread_create(&n->worker, NULL, kr__node_flush_worker, n) != 0) {
		kr__node_logf(n, "cannot start the flush thread");
		goto out;
	}
	worker = true;
	if (pthread_create(&n->qs_thread, NULL, kr__node_qs_worker, n) != 0) {
		kr__node_logf(n, "cannot start the quorum-state thread");
		goto out;
	}
	qs_worker_up = true;

	kr__node_logf(n, "cluster %s, %d voters, listening on %s:%u, log %s (end offset %" PRId64
		 ", epoch %d)",
	      meta->cluster_id, (int)cfg->n_voters, cfg->listener.host,
	      (unsigned)cfg->listener.port, n->log_dir, kr_log_end_offset(n->log),
	      (int)qs.epoch);
	struct kr_boot boot = { .qs = qs, .epochs = epochs, .n_epochs = n_epochs,
				.log_end_offset = kr_log_end_offset(n->log),
				.applied_offset = kr_log_end_offset(n->log) };
	const struct kr_update *u;
	rc = kr_core_start(n->core, &boot, now_ms(), &u);
	if (rc != 0) {
		kr__node_logf(n, "cannot start the Raft core: %s", kr_strerror(rc));
		goto out;
	}
	kr__node_apply(n, u);
	kr__node_free_readbufs(n);

	struct epoll_event evs[64];
	while (!n->fatal) {
		int64_t now = now_ms();
		if (n->signals > 0 && (n->signals > 1 || now >= n->shutdown_deadline_ms ||
				       drained(n)))
			break;
		int64_t wake = n->next_deadline_ms;
		for (size_t i = 0; i < n->n_parked; i++)
			if (n->parked[i].deadline_ms < wake)
				wake = n->parked[i].deadline_ms;
		if (cfg->fault_file[0] && n->fault_next_check_ms < wake)
			wake = n->fault_next_check_ms;
		if (n->signals && n->shutdown_deadline_ms < wake)
			wake = n->shutdown_deadline_ms;
		int64_t t = wake - now;
		if (t < 0)
			t = 0;
		if (t > 1000)
			t = 1000; /* stall checks */
		int ne = epoll_wait(n->ep, evs, 64, (int)t);
		if (ne < 0 && errno != EINTR) {
			kr__node_logf(n, "epoll_wait: %s", strerror(errno));
			break;
		}
		for (int i = 0; i < ne && !n->fatal; i++) {
			void *p = evs[i].data.ptr;
			if (p == &n->lfd)
				kr__node_on_accept(n);
			else if (p == &n->efd)
				kr__node_on_flush_done(n);
			else if (p == &n->qfd)
				kr__node_on_qs_done(n);
			else if (p == &n->sfd)
				on_signal(n);
			else if (((struct conn *)p)->fd >= 0)
				kr__node_on_conn_event(n, p, evs[i].events);
		}
		now = now_ms();
		if (!n->fatal && now >= n->next_deadline_ms) {
			struct kr_event tick = { .type = KR_EVENT_TICK, .now_ms = now };
			kr__node_step(n, &tick);
		}
		check_fault_file(n);
		kr__node_check_timeouts(n);
		kr__node_expire_produces(n);
		if (n->n_parked)
			kr__node_wake_parked(n, true);
		kr__node_conn_reap(n);
	}
	status = n->fatal ? 1 : 0;

out:
	if (qs_worker_up) {
		/* A write in flight or waiting is finished first. */
		pthread_mutex_lock(&n->mu);
		n->qs_stop = true;
		pthread_cond_broadcast(&n->qs_cv);
		pthread_mutex_unlock(&n->mu);
		pthread_join(n->qs_thread, NULL);
		if (n->qs_rc != 0 && status == 0) {
			kr__node_die(n, "quorum-state write", n->qs_rc, &n->qs_err);
			status = 1;
		}
	}
	if (worker) {
		pthread_mutex_lock(&n->mu);
		n->worker_stop = true;
		pthread_cond_broadcast(&n->cv);
		pthread_mutex_unlock(&n->mu);
		pthread_join(n->worker, NULL);
	}
	if (n->log) {
		int64_t flushed = -1;
		kw_error_clear(&err);
		if (cfg->fsync && kr_log_flush(n->log, &flushed, &err) != 0 && status == 0)
			status = 1;
		kr_log_close(n->log);
		if (status == 0)
			kr__node_logf(n, "stopped; log durable up to offset %" PRId64,
			      cfg->fsync ? flushed : -1);
	}
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->fd >= 0)
			kr__node_conn_close(n, c);
	kr__node_conn_reap(n);
	for (size_t i = 0; i < n->n_parked; i++)
		free(n->parked[i].body);
	free(n->parked);
	free(n->prods);
	free(n->rpcs);
	kr__node_free_readbufs(n);
	free(n->rbufs);
	free(epochs);
	if (n->core)
		kr_core_free(n->core);
	if (n->lfd >= 0)
		close(n->lfd);
	if (n->efd >= 0)
		close(n->efd);
	if (n->qfd >= 0)
		close(n->qfd);
	if (n->sfd >= 0)
		close(n->sfd);
	if (n->ep >= 0)
		close(n->ep);
	kw_arena_free(&n->arena);
	pthread_mutex_destroy(&n->mu);
	pthread_cond_destroy(&n->cv);
	pthread_cond_destroy(&n->qs_cv);
	free(n);
	return status;
}
