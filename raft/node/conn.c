/*
 * node/conn.c — connections. One listener accepts peers and clients alike.
 * For each other voter the node keeps one outbound connection that carries
 * its requests (correlation ids map responses back to the core's request
 * ids); an outbound connection whose oldest request is older than
 * controller.quorum.request.timeout.ms is closed, and reconnecting waits
 * controller.quorum.retry.backoff.ms. Inbound frames go through the
 * runtime's frame reader (socket.request.max.bytes); a frame that is too
 * large, a request that does not decode, an unknown api key, or a partial
 * frame stalled for STALL_MS closes that connection and nothing else.
 */
#include "node/node_internal.h"

struct conn *kr__node_conn_by_id(struct node *n, uint64_t id)
{
	for (struct conn *c = n->conns; c; c = c->next)
		if (c->id == id)
			return c;
	return NULL;
}

static void conn_update_events(struct node *n, struct conn *c)
{
	struct epoll_event ev = { 0 };
	ev.events = EPOLLIN | EPOLLRDHUP;
	if (c->connecting || c->out_off < c->out_len)
		ev.events |= EPOLLOUT;
	ev.data.ptr = c;
	epoll_ctl(n->ep, EPOLL_CTL_MOD, c->fd, &ev);
}

static struct conn *conn_new(struct node *n, int fd, bool outbound, int32_t peer)
{
	struct conn *c = calloc(1, sizeof *c);
	if (!c) {
		close(fd);
		return NULL;
	}
	c->fd = fd;
	c->id = ++n->next_conn_id;
	c->outbound = outbound;
	c->peer_id = peer;
	c->last_progress_ms = now_ms();
	c->next_corr = 1;
	kw_frame_reader_init(&c->fr, (size_t)n->cfg->max_frame_bytes);
	struct epoll_event ev = { 0 };
	ev.events = EPOLLIN | EPOLLRDHUP;
	ev.data.ptr = c;
	if (epoll_ctl(n->ep, EPOLL_CTL_ADD, fd, &ev) != 0) {
		kw_frame_reader_free(&c->fr);
		close(fd);
		free(c);
		return NULL;
	}
	c->next = n->conns;
	n->conns = c;
	return c;
}

void kr__node_conn_close(struct node *n, struct conn *c)
{
	epoll_ctl(n->ep, EPOLL_CTL_DEL, c->fd, NULL);
	close(c->fd);
	c->fd = -1; /* freed by kr__node_conn_reap, so callers up the stack stay safe */
	for (size_t i = 0; i < n->n_rpcs;) {
		if (n->rpcs[i].conn_id == c->id)
			n->rpcs[i] = n->rpcs[--n->n_rpcs];
		else
			i++;
	}
	if (c->outbound) {
		int vi = voter_index(n, c->peer_id);
		if (vi >= 0 && n->peers[vi] == c) {
			n->peers[vi] = NULL;
			n->peer_backoff_until[vi] = now_ms() + n->cfg->retry_backoff_ms;
		}
	}
}

void kr__node_conn_reap(struct node *n)
{
	struct conn **pp = &n->conns;
	while (*pp) {
		struct conn *c = *pp;
		if (c->fd >= 0) {
			pp = &c->next;
			continue;
		}
		*pp = c->next;
		kw_frame_reader_free(&c->fr);
		free(c->out);
		free(c->infl);
		free(c);
	}
}

static void conn_flush(struct node *n, struct conn *c)
{
	if (c->fd < 0 || c->connecting)
		return;
	while (c->out_off < c->out_len) {
		ssize_t w = send(c->fd, c->out + c->out_off, c->out_len - c->out_off,
				 MSG_NOSIGNAL);
		if (w < 0) {
			if (errno == EINTR)
				continue;
			if (errno == EAGAIN || errno == EWOULDBLOCK)
				break;
			kr__node_conn_close(n, c);
			return;
		}
		c->out_off += (size_t)w;
		c->last_progress_ms = now_ms();
	}
	if (c->out_off == c->out_len)
		c->out_off = c->out_len = 0;
	conn_update_events(n, c);
}

/* Appends one frame (4-byte size, then data) to c's output. */
void kr__node_conn_send_frame(struct node *n, struct conn *c, const uint8_t *data,
			      size_t len)
{
	if (c->fd < 0)
		return;
	if (c->out_len - c->out_off + len > MAX_OUT_BYTES) {
		kr__node_conn_close(n, c);
		return;
	}
	if (c->out_off > 0 && c->out_off == c->out_len)
		c->out_off = c->out_len = 0;
	if (c->out_len + len + 4 > c->out_cap) {
		if (c->out_off > 0) {
			memmove(c->out, c->out + c->out_off, c->out_len - c->out_off);
			c->out_len -= c->out_off;
			c->out_off = 0;
		}
		size_t need = c->out_len + len + 4;
		size_t cap = c->out_cap ? c->out_cap : 4096;
		while (cap < need)
			cap *= 2;
		uint8_t *p = realloc(c->out, cap);
		if (!p) {
			kr__node_conn_close(n, c);
			return;
		}
		c->out = p;
		c->out_cap = cap;
	}
	if (c->out_off == c->out_len)
		c->last_progress_ms = now_ms();
	kw_frame_put_size(c->out + c->out_len, (int32_t)len);
	memcpy(c->out + c->out_len + 4, data, len);
	c->out_len += len + 4;
	conn_flush(n, c);
}

/* The outbound connection to voter vi, connecting if needed; NULL while
 * backing off or when the connect fails at once. */
struct conn *kr__node_peer_conn(struct node *n, int vi)
{
	if (n->peers[vi])
		return n->peers[vi];
	int64_t now = now_ms();
	if (now < n->peer_backoff_until[vi])
		return NULL;
	const struct kr_node_endpoint *ep = &n->cfg->voters[vi];
	struct addrinfo hints = { 0 }, *res = NULL;
	hints.ai_socktype = SOCK_STREAM;
	hints.ai_flags = AI_NUMERICSERV;
	char port[8];
	snprintf(port, sizeof port, "%u", (unsigned)ep->port);
	if (getaddrinfo(ep->host, port, &hints, &res) != 0 || !res) {
		n->peer_backoff_until[vi] = now + n->cfg->retry_backoff_ms;
		return NULL;
	}
	int fd = socket(res->ai_family, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
	if (fd < 0) {
		freeaddrinfo(res);
		return NULL;
	}
	int one = 1;
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
	int rc = connect(fd, res->ai_addr, res->ai_addrlen);
	freeaddrinfo(res);
	if (rc != 0 && errno != EINPROGRESS) {
		close(fd);
		n->peer_backoff_until[vi] = now + n->cfg->retry_backoff_ms;
		return NULL;
	}
	struct conn *c = conn_new(n, fd, true, ep->id);
	if (!c)
		return NULL;
	c->connecting = rc != 0;
	n->peers[vi] = c;
	conn_update_events(n, c);
	return c;
}

/* Starts a response: header for (api_key, version, corr). */
void kr__node_begin_response(struct kw_writer *w, struct kw_error *err, int16_t api_key,
			     int16_t version, int32_t corr)
{
	kw_error_clear(err);
	if (kw_writer_init_growable(w, 512, err) != 0)
		return;
	const struct kw_api *api = kw_api_by_key(api_key);
	struct kw_rpc_response_header h;
	memset(&h, 0, sizeof h);
	h.correlation_id = corr;
	int16_t hv = api ? kw_api_response_header_version(api, version) : 0;
	if (api && (version < api->min_version || version > api->max_version))
		hv = 0;
	kw_rpc_response_header_encode(&h, hv, w);
}

void kr__node_finish_response(struct node *n, struct conn *c, struct kw_writer *w, int rc)
{
	if (rc == 0 && kw_writer_ok(w))
		kr__node_conn_send_frame(n, c, w->buf, w->pos);
	else if (c->fd >= 0) {
		char buf[512];
		noisy_logf(n, "cannot encode a response: %s",
		      kw_error_format(w->err, buf, sizeof buf));
		kr__node_conn_close(n, c);
	}
	kw_writer_release(w);
}

static void on_readable(struct node *n, struct conn *c)
{
	uint8_t buf[65536];
	for (int rounds = 0; rounds < 16 && c->fd >= 0; rounds++) {
		ssize_t got = recv(c->fd, buf, sizeof buf, 0);
		if (got == 0) {
			kr__node_conn_close(n, c);
			return;
		}
		if (got < 0) {
			if (errno == EINTR)
				continue;
			if (errno != EAGAIN && errno != EWOULDBLOCK)
				kr__node_conn_close(n, c);
			return;
		}
		c->last_progress_ms = now_ms();
		size_t off = 0;
		while (off < (size_t)got && c->fd >= 0) {
			size_t used = 0;
			int rc = kw_frame_reader_feed(&c->fr, buf + off, (size_t)got - off, &used);
			off += used;
			if (rc < 0) {
				kr__node_conn_close(n, c);
				return;
			}
			if (rc == 0)
				break;
			size_t flen;
			const uint8_t *frame = kw_frame_reader_frame(&c->fr, &flen);
			if (c->outbound)
				kr__node_on_peer_response(n, c, frame, flen);
			else
				kr__node_on_request(n, c, frame, flen);
			if (c->fd >= 0)
				kw_frame_reader_next(&c->fr);
		}
	}
}

void kr__node_on_accept(struct node *n)
{
	for (;;) {
		int fd = accept4(n->lfd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
		if (fd < 0)
			return;
		int one = 1;
		setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
		conn_new(n, fd, false, -1);
	}
}

void kr__node_on_conn_event(struct node *n, struct conn *c, uint32_t events)
{
	if (c->connecting && (events & (EPOLLOUT | EPOLLERR | EPOLLHUP))) {
		int e = 0;
		socklen_t el = sizeof e;
		getsockopt(c->fd, SOL_SOCKET, SO_ERROR, &e, &el);
		if (e != 0) {
			kr__node_conn_close(n, c);
			return;
		}
		c->connecting = false;
		c->last_progress_ms = now_ms();
		conn_flush(n, c);
	}
	if (c->fd >= 0 && (events & (EPOLLIN | EPOLLRDHUP | EPOLLHUP | EPOLLERR)))
		on_readable(n, c);
	if (c->fd >= 0 && (events & EPOLLOUT))
		conn_flush(n, c);
}

/* Stalled partial frames and unsent output, and timed-out peer requests. */
void kr__node_check_timeouts(struct node *n)
{
	int64_t now = now_ms();
	for (struct conn *c = n->conns; c; c = c->next) {
		if (c->fd < 0)
			continue;
		bool partial = c->fr.size_have > 0;
		bool unsent = c->out_off < c->out_len || c->connecting;
		if ((partial || unsent) && now - c->last_progress_ms > STALL_MS) {
			kr__node_conn_close(n, c);
			continue;
		}
		if (c->outbound && c->n_infl > 0 &&
		    now - c->infl[0].sent_ms > n->cfg->request_timeout_ms)
			kr__node_conn_close(n, c);
		else if (c->outbound && c->connecting &&
			 now - c->last_progress_ms > n->cfg->request_timeout_ms)
			kr__node_conn_close(n, c);
	}
}
