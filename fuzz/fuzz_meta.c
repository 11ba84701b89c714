/*
 * fuzz_meta.c — libFuzzer target for the meta.properties parser
 * (raft/node/meta.h).
 *
 * Input: the file's bytes, written to meta.properties in a private
 * temporary directory. kr_meta_read must return 0 (then the cluster id is a
 * NUL-terminated string that fits its array) or -1 with a message naming
 * the file, never 1 (the file exists).
 */
#include "node/meta.h"

#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

static char dir[256];
static char path[300];

__attribute__((destructor)) static void fuzz_meta_cleanup(void)
{
	if (dir[0] != '\0') {
		unlink(path);
		rmdir(dir);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	if (dir[0] == '\0') {
		const char *base = getenv("TMPDIR");
		if (base == NULL || base[0] == '\0')
			base = access("/dev/shm", W_OK) == 0 ? "/dev/shm" : "/tmp";
		snprintf(dir, sizeof dir, "%s/kwire-fuzz-meta-XXXXXX", base);
		CHECK(mkdtemp(dir) != NULL);
		snprintf(path, sizeof path, "%s/%s", dir, KR_META_FILE);
	}
	int fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
	CHECK(fd >= 0);
	CHECK(size == 0 || write(fd, data, size) == (ssize_t)size);
	close(fd);

	struct kr_meta m;
	char err[KR_META_ERROR_MAX];
	err[0] = '\0';
	int rc = kr_meta_read(dir, &m, err);
	CHECK(rc == 0 || rc == -1);
	if (rc == 0) {
		CHECK(memchr(m.cluster_id, '\0', sizeof m.cluster_id) != NULL);
		CHECK(m.node_id >= -1);
		char cerr[KR_META_ERROR_MAX];
		kr_meta_check_cluster_id(m.cluster_id, cerr);
	} else {
		CHECK(memchr(err, '\0', sizeof err) != NULL);
		CHECK(strstr(err, KR_META_FILE) != NULL);
	}
	return 0;
}
