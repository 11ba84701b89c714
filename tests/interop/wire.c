/*
 * tests/interop/wire.c — blocking loopback sockets carrying Kafka frames
 * (see wire.h).
 */
#include "wire.h"

#include <arpa/inet.h>
#include <errno.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <stdio.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

static void set_timeouts(int fd)
{
	struct timeval tv = {.tv_sec = 10};
	int one = 1;
	setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, sizeof(tv));
	setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof(tv));
	setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof(one));
}

int wire_connect(const char *host_port)
{
	char host[64];
	int port = 0;
	if (sscanf(host_port, "%63[^:]:%d", host, &port) != 2 || port <= 0 ||
	    port > 65535)
		return -1;
	struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
	if (inet_pton(AF_INET, host, &a.sin_addr) != 1)
		return -1;
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	if (connect(fd, (struct sockaddr *)&a, sizeof(a)) != 0) {
		close(fd);
		return -1;
	}
	set_timeouts(fd);
	return fd;
}

int wire_listen(uint16_t *port)
{
	struct sockaddr_in a = {.sin_family = AF_INET};
	a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
	socklen_t alen = sizeof(a);
	int fd = socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
	if (fd < 0)
		return -1;
	if (bind(fd, (struct sockaddr *)&a, sizeof(a)) != 0 || listen(fd, 16) != 0 ||
	    getsockname(fd, (struct sockaddr *)&a, &alen) != 0) {
		close(fd);
		return -1;
	}
	*port = ntohs(a.sin_port);
	return fd;
}

static int send_all(int fd, const uint8_t *p, size_t n)
{
	while (n > 0) {
		ssize_t w = send(fd, p, n, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return -1;
		p += w;
		n -= (size_t)w;
	}
	return 0;
}

int wire_send_frame(int fd, const void *body, size_t len)
{
	uint8_t prefix[4];
	if (len > INT32_MAX)
		return -1;
	kw_frame_put_size(prefix, (int32_t)len);
	if (send_all(fd, prefix, 4) != 0)
		return -1;
	return send_all(fd, body, len);
}

int wire_recv_frame(int fd, struct kw_frame_reader *fr, const uint8_t **body, size_t *len)
{
	/* Drop the frame handed out last time, if any. */
	if (kw_frame_reader_frame(fr, len) != NULL)
		kw_frame_reader_next(fr);
	for (;;) {
		uint8_t buf[4096];
		/* Read no further than the prefix, then the rest of this frame,
		 * so no bytes of the next frame are taken from the socket. */
		size_t want = fr->size_have < 4 ? 4 - fr->size_have
						: (size_t)fr->frame_len - fr->have;
		if (want > sizeof(buf))
			want = sizeof(buf);
		ssize_t r = recv(fd, buf, want, 0);
		if (r < 0 && errno == EINTR)
			continue;
		if (r == 0)
			return 0;
		if (r < 0)
			return -1;
		size_t used = 0;
		int rc = kw_frame_reader_feed(fr, buf, (size_t)r, &used);
		if (rc < 0 || used != (size_t)r)
			return -1;
		if (rc == 1) {
			*body = kw_frame_reader_frame(fr, len);
			return 1;
		}
	}
}
