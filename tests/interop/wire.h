/*
 * tests/interop/wire.h — blocking loopback sockets carrying Kafka frames,
 * for the live interop tests (a small client and a small server of ours).
 */
#ifndef KWIRE_TESTS_INTEROP_WIRE_H
#define KWIRE_TESTS_INTEROP_WIRE_H

#include "kwire/frame.h"

#include <stddef.h>
#include <stdint.h>

/* Connects to "host:port" (IPv4) with 10 s send/receive timeouts; fd or -1. */
int wire_connect(const char *host_port);
/* A loopback listener on an ephemeral port; fd or -1, *port receives it. */
int wire_listen(uint16_t *port);
/* Sends the size prefix and len bytes of body. Returns 0 or -1. */
int wire_send_frame(int fd, const void *body, size_t len);
/*
 * Receives one frame through fr (which keeps bytes of the next frame).
 * Returns 1 with *body and *len pointing into fr (valid until the next call),
 * 0 on a clean end of stream, -1 on an error or timeout.
 */
int wire_recv_frame(int fd, struct kw_frame_reader *fr, const uint8_t **body,
		    size_t *len);

#endif
