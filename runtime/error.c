/* error.c — the error table and struct kw_error (see kwire/error.h). */
#include "kwire/error.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *kw_errname(int code)
{
	switch (code) {
	case 0:
		return "KW_OK";
#define KW__ERRNO_NAME(name, val, msg) \
	case val:                      \
		return "KW_ERR_" #name;
		KW_ERRNO_MAP(KW__ERRNO_NAME)
#undef KW__ERRNO_NAME
	}
	return "KW_ERR_UNKNOWN";
}

const char *kw_strerror(int code)
{
	switch (code) {
	case 0:
		return "success";
#define KW__ERRNO_MSG(name, val, msg) \
	case val:                     \
		return msg;
		KW_ERRNO_MAP(KW__ERRNO_MSG)
#undef KW__ERRNO_MSG
	}
	return "unknown error";
}

void kw_error_clear(struct kw_error *e)
{
	e->code = 0;
	e->offset = 0;
	e->detail[0] = '\0';
	e->path[0] = '\0';
	e->context[0] = '\0';
}

int kw_error_set(struct kw_error *e, int code, size_t offset, const char *fmt, ...)
{
	if (e == NULL || e->code != 0)
		return code;
	e->code = code;
	e->offset = offset;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->detail, sizeof e->detail, fmt, ap);
	va_end(ap);
	return code;
}

/* Prepends head to e->path, joined with sep unless the path is empty. */
static void path_prepend(struct kw_error *e, const char *head, const char *sep)
{
	char old[KW_ERROR_PATH_MAX];
	memcpy(old, e->path, sizeof old);
	if (old[0] == '\0')
		snprintf(e->path, sizeof e->path, "%s", head);
	else
		snprintf(e->path, sizeof e->path, "%s%s%s", head, sep, old);
}

void kw_error_push_field(struct kw_error *e, const char *name)
{
	if (e == NULL || e->code == 0)
		return;
	/* "topics" + "[2].partitions" joins without a dot. */
	path_prepend(e, name, e->path[0] == '[' ? "" : ".");
}

void kw_error_push_index(struct kw_error *e, long index)
{
	if (e == NULL || e->code == 0)
		return;
	char head[32];
	snprintf(head, sizeof head, "[%ld]", index);
	path_prepend(e, head, e->path[0] == '[' ? "" : ".");
}

void kw_error_set_context(struct kw_error *e, const char *fmt, ...)
{
	if (e == NULL || e->code == 0 || e->context[0] != '\0')
		return;
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(e->context, sizeof e->context, fmt, ap);
	va_end(ap);
}

const char *kw_error_format(const struct kw_error *e, char *buf, size_t len)
{
	if (len == 0)
		return buf;
	const char *detail = e->detail[0] ? e->detail : kw_strerror(e->code);
	snprintf(buf, len, "%s%s%s%s%s at offset %zu", e->context,
		 e->context[0] ? ": " : "", e->path, e->path[0] ? ": " : "",
		 detail, e->offset);
	return buf;
}
