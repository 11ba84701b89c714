/* SPDX-License-Identifier: Apache-2.0 */
/*
 * node/errors.c — one name and message for any error code of kwire's
 * libraries (kr_node_strerror, kwire/raft.h): their tables have ranges
 * that never overlap (runtime -1..-99, storage -100..-199, the wire
 * adapter -200..-299, the core -300..-399, the node -400..-499).
 */
#include "kwire/raft.h"

#include <stdio.h>

#include "core/kraft.h"
#include "kwire/error.h"
#include "storage/error.h"
#include "wire/wire.h"

struct entry {
	int code;
	const char *text;
};

#define ENTRY(prefix, name, val, msg) {val, prefix #name ": " msg},
#define NODE_ENTRY(name, val, msg) ENTRY("KR_NODE_ERR_", name, val, msg)
#define WIRE_ENTRY(name, val, msg) ENTRY("KR_WIRE_ERR_", name, val, msg)

static const struct entry node_errors[] = {KR_NODE_ERRNO_MAP(NODE_ENTRY)};
static const struct entry wire_errors[] = {KR_WIRE_ERRNO_MAP(WIRE_ENTRY)};

static const char *find(const struct entry *t, size_t n, int code)
{
	for (size_t i = 0; i < n; i++)
		if (t[i].code == code)
			return t[i].text;
	return NULL;
}

const char *kr_node_strerror(int code)
{
	/* one line per thread: the composed "NAME: message" */
	static _Thread_local char buf[256];
	const char *t;
	if (code == 0)
		return "OK";
	if (code <= -400)
		t = find(node_errors, sizeof node_errors / sizeof *node_errors, code);
	else if (code <= -300)
		return snprintf(buf, sizeof buf, "%s: %s", kr_errname(code),
				kr_strerror(code)),
		       buf;
	else if (code <= -200)
		t = find(wire_errors, sizeof wire_errors / sizeof *wire_errors, code);
	else if (code <= -100)
		return snprintf(buf, sizeof buf, "%s: %s", kr_storage_errname(code),
				kr_storage_strerror(code)),
		       buf;
	else
		return snprintf(buf, sizeof buf, "%s: %s", kw_errname(code),
				kw_strerror(code)),
		       buf;
	return t ? t : "UNKNOWN: not an error code of kwire";
}
