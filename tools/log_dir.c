/* SPDX-License-Identifier: Apache-2.0 */
/* log_dir.c — see log_dir.h. */
#include "log_dir.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

int log_dir_resolve(const char *arg, char *out, size_t n, char *why, size_t whylen)
{
	struct stat st;
	int len = snprintf(out, n, "%s/%s", arg, LOG_DIR_PARTITION);
	if (len < 0 || (size_t)len >= n) {
		snprintf(why, whylen, "%.64s...: path too long", arg);
		return -1;
	}
	if (stat(out, &st) == 0 && S_ISDIR(st.st_mode))
		return 0;
	if (stat(arg, &st) != 0) {
		snprintf(why, whylen, "%s: %s", arg, strerror(errno));
		return -1;
	}
	if (!S_ISDIR(st.st_mode)) {
		snprintf(why, whylen, "%s: not a directory", arg);
		return -1;
	}
	snprintf(out, n, "%s", arg);
	return 0;
}
