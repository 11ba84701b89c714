/*
 * node/meta.c — meta.properties: write once at format, check at start.
 */
#include "node/meta.h"

#include "kwire/raft.h"
#include "node/config.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/random.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

__attribute__((format(printf, 2, 3))) static int fail(char *err, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(err, KR_META_ERROR_MAX, fmt, ap);
	va_end(ap);
	return -1;
}

int kr_meta_check_cluster_id(const char *id, char err[KR_META_ERROR_MAX])
{
	/* Kafka decodes leniently (the 4 spare bits of the last character are
	 * not checked), so its documentation's example id is valid: check the
	 * alphabet and the length only. */
	bool ok = strlen(id) == KW_UUID_TEXT_LEN;
	for (size_t i = 0; ok && id[i]; i++)
		ok = (id[i] >= 'A' && id[i] <= 'Z') || (id[i] >= 'a' && id[i] <= 'z') ||
		     (id[i] >= '0' && id[i] <= '9') || id[i] == '-' || id[i] == '_';
	if (!ok)
		return fail(err,
			    "cluster id '%s' is not a uuid in base64url form (22 "
			    "characters, e.g. from 'kwire random-uuid')",
			    id);
	return 0;
}

int kr_meta_read(const char *dir, struct kr_meta *m, char err[KR_META_ERROR_MAX])
{
	char path[PATH_MAX];
	snprintf(path, sizeof path, "%s/%s", dir, KR_META_FILE);
	memset(m, 0, sizeof *m);
	m->version = -1;
	m->node_id = -1;
	FILE *f = fopen(path, "r");
	if (!f) {
		if (errno == ENOENT)
			return 1;
		return fail(err, "%s: cannot open: %s", path, strerror(errno));
	}
	char line[1024];
	bool have_dir = false;
	int lineno = 0, rc = 0;
	while (fgets(line, sizeof line, f)) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#' || line[0] == '!' || line[0] == '\0')
			continue;
		char *eq = strchr(line, '=');
		if (!eq) {
			rc = fail(err, "%s:%d: expected key=value", path, lineno);
			break;
		}
		*eq = '\0';
		const char *k = line, *v = eq + 1;
		char *end;
		if (strcmp(k, "version") == 0) {
			long x = strtol(v, &end, 10);
			if (*v == '\0' || *end || x < 0 || x > 1) {
				rc = fail(err, "%s:%d: version: '%s' is not 0 or 1", path,
					  lineno, v);
				break;
			}
			m->version = (int32_t)x;
		} else if (strcmp(k, "cluster.id") == 0) {
			if (strlen(v) >= sizeof m->cluster_id) {
				rc = fail(err, "%s:%d: cluster.id too long", path,
					  lineno);
				break;
			}
			strcpy(m->cluster_id, v);
		} else if (strcmp(k, "node.id") == 0 || strcmp(k, "broker.id") == 0) {
			errno = 0;
			long x = strtol(v, &end, 10);
			if (*v == '\0' || *end || errno || x < 0 || x > INT32_MAX) {
				rc = fail(err, "%s:%d: %s: '%s' is not a node id", path,
					  lineno, k, v);
				break;
			}
			m->node_id = (int32_t)x;
		} else if (strcmp(k, "directory.id") == 0) {
			if (kw_uuid_from_text(v, strlen(v), &m->directory_id) != 0) {
				rc = fail(err, "%s:%d: directory.id: '%s' is not a uuid",
					  path, lineno, v);
				break;
			}
			have_dir = true;
		}
	}
	fclose(f);
	if (rc)
		return rc;
	if (m->version < 0)
		return fail(err, "%s: no version", path);
	if (m->cluster_id[0] == '\0')
		return fail(err, "%s: no cluster.id", path);
	/* No directory.id (version 0, or a version 1 file from before
	 * directory ids): loads with a zero id; kr_meta_check adds one. */
	(void)have_dir;
	return 0;
}

static int mkdirs(const char *dir, char *err)
{
	char tmp[PATH_MAX];
	if (strlen(dir) >= sizeof tmp)
		return fail(err, "%s: path too long", dir);
	strcpy(tmp, dir);
	for (char *p = tmp + 1; *p; p++) {
		if (*p != '/')
			continue;
		*p = '\0';
		if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
			return fail(err, "%s: cannot create: %s", tmp, strerror(errno));
		*p = '/';
	}
	if (mkdir(tmp, 0755) != 0 && errno != EEXIST)
		return fail(err, "%s: cannot create: %s", tmp, strerror(errno));
	return 0;
}

static int fsync_path(const char *path, int flags)
{
	int fd = open(path, flags | O_CLOEXEC);
	if (fd < 0)
		return -1;
	int rc = fsync(fd);
	close(fd);
	return rc;
}

/* Kafka's reserved uuids: zero and one (the metadata topic's id). */
static bool reserved_uuid(const struct kw_uuid *u)
{
	for (int i = 0; i < 15; i++)
		if (u->bytes[i] != 0)
			return false;
	return u->bytes[15] <= 1;
}

/*
 * Like Kafka's Uuid.randomUuid(): 128 random bits made a version 4,
 * variant 2 (RFC 4122) uuid, printed as base64url without padding (22
 * characters); never a reserved uuid, and never one whose text starts
 * with '-' (it would read as a command-line option).
 */
void kr_node_random_uuid(char out[23])
{
	struct kw_uuid u;
	do {
		if (getrandom(u.bytes, sizeof u.bytes, 0) != (ssize_t)sizeof u.bytes) {
			/* getrandom(2) without GRND_NONBLOCK only fails on a
			 * kernel without it: fall back to the clock and pid */
			struct timespec ts;
			clock_gettime(CLOCK_REALTIME, &ts);
			uint64_t x = (uint64_t)ts.tv_nsec ^ ((uint64_t)ts.tv_sec << 20) ^
				     ((uint64_t)getpid() << 40);
			for (int i = 0; i < 16;
			     i++, x = x * 6364136223846793005u + 1442695040888963407u)
				u.bytes[i] = (uint8_t)(x >> 56);
		}
		u.bytes[6] = (uint8_t)((u.bytes[6] & 0x0f) | 0x40); /* version 4 */
		u.bytes[8] = (uint8_t)((u.bytes[8] & 0x3f) | 0x80); /* variant 2 */
		kw_uuid_to_text(&u, out);
	} while (reserved_uuid(&u) || out[0] == '-');
}

int kr_node_format(const struct kr_node_config *cfg, const char *cluster_id,
		   bool ignore_formatted, char *err, size_t err_len)
{
	char e[KR_META_ERROR_MAX];
	struct kr_meta m;
	if (kr_meta_check_cluster_id(cluster_id, e) != 0 ||
	    kr_meta_format(cfg->log_dir, cluster_id, cfg->node_id, ignore_formatted, &m,
			   e) != 0) {
		snprintf(err, err_len, "%s", e);
		return -1;
	}
	return 0;
}

/* A fresh random directory id into m. Kafka reserves the uuids whose first
 * 8 bytes are zero; they are avoided. */
static int new_directory_id(struct kr_meta *m, char *err)
{
	do {
		if (getrandom(m->directory_id.bytes, sizeof m->directory_id.bytes, 0) !=
		    (ssize_t)sizeof m->directory_id.bytes)
			return fail(err, "getrandom: %s", strerror(errno));
	} while (m->directory_id.bytes[0] == 0 && m->directory_id.bytes[1] == 0 &&
		 m->directory_id.bytes[2] == 0 && m->directory_id.bytes[3] == 0 &&
		 m->directory_id.bytes[4] == 0 && m->directory_id.bytes[5] == 0 &&
		 m->directory_id.bytes[6] == 0 && m->directory_id.bytes[7] == 0);
	return 0;
}

/* Writes dir/meta.properties (version 1) from m, atomically: temp file,
 * fsync, rename, fsync of the directory. */
static int write_meta(const char *dir, const struct kr_meta *m, char *err)
{
	char uuid[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&m->directory_id, uuid);
	char path[PATH_MAX], tmp[PATH_MAX];
	snprintf(path, sizeof path, "%s/%s", dir, KR_META_FILE);
	snprintf(tmp, sizeof tmp, "%s/%s.tmp", dir, KR_META_FILE);
	FILE *f = fopen(tmp, "w");
	if (!f)
		return fail(err, "%s: cannot create: %s", tmp, strerror(errno));
	time_t now = time(NULL);
	struct tm tm;
	char date[64];
	strftime(date, sizeof date, "%a %b %d %H:%M:%S UTC %Y", gmtime_r(&now, &tm));
	fprintf(f, "#\n#%s\nversion=1\ncluster.id=%s\n", date, m->cluster_id);
	if (m->node_id >= 0)
		fprintf(f, "node.id=%d\n", (int)m->node_id);
	fprintf(f, "directory.id=%s\n", uuid);
	if (fflush(f) != 0 || fsync(fileno(f)) != 0) {
		int e = errno;
		fclose(f);
		unlink(tmp);
		return fail(err, "%s: write: %s", tmp, strerror(e));
	}
	if (fclose(f) != 0) {
		unlink(tmp);
		return fail(err, "%s: close: %s", tmp, strerror(errno));
	}
	if (rename(tmp, path) != 0) {
		int e = errno;
		unlink(tmp);
		return fail(err, "%s: rename: %s", path, strerror(e));
	}
	if (fsync_path(dir, O_RDONLY | O_DIRECTORY) != 0)
		return fail(err, "%s: fsync: %s", dir, strerror(errno));
	return 0;
}

int kr_meta_format(const char *dir, const char *cluster_id, int32_t node_id,
		   bool ignore_formatted, struct kr_meta *out,
		   char err[KR_META_ERROR_MAX])
{
	return kr_meta_format_dir(dir, cluster_id, node_id, NULL, ignore_formatted, out,
				  err);
}

int kr_meta_format_dir(const char *dir, const char *cluster_id, int32_t node_id,
		       const struct kw_uuid *directory_id, bool ignore_formatted,
		       struct kr_meta *out, char err[KR_META_ERROR_MAX])
{
	if (kr_meta_check_cluster_id(cluster_id, err) != 0)
		return -1;
	struct kr_meta old;
	int r = kr_meta_read(dir, &old, err);
	if (r < 0)
		return -1;
	if (r == 0) {
		if (ignore_formatted && strcmp(old.cluster_id, cluster_id) == 0 &&
		    old.node_id == node_id) {
			if (out)
				*out = old;
			return 0;
		}
		return fail(err,
			    "%s/%s: already formatted (cluster.id %s, node.id %d); "
			    "refusing to overwrite",
			    dir, KR_META_FILE, old.cluster_id, (int)old.node_id);
	}
	if (mkdirs(dir, err) != 0)
		return -1;
	struct kr_meta m;
	memset(&m, 0, sizeof m);
	m.version = 1;
	snprintf(m.cluster_id, sizeof m.cluster_id, "%s", cluster_id);
	m.node_id = node_id;
	if (directory_id)
		m.directory_id = *directory_id;
	else if (new_directory_id(&m, err) != 0)
		return -1;
	if (write_meta(dir, &m, err) != 0)
		return -1;
	if (out)
		*out = m;
	return 0;
}

int kr_meta_check(const char *dir, const char *cluster_id, int32_t node_id,
		  struct kr_meta *m, char err[KR_META_ERROR_MAX])
{
	int r = kr_meta_read(dir, m, err);
	if (r < 0)
		return -1;
	if (r == 1)
		return fail(err,
			    "%s is not formatted (no %s); run 'kwire format --config "
			    "FILE --cluster-id ID' first",
			    dir, KR_META_FILE);
	if (cluster_id && strcmp(m->cluster_id, cluster_id) != 0)
		return fail(err,
			    "%s/%s: cluster.id %s, expected %s: this directory "
			    "belongs to another cluster",
			    dir, KR_META_FILE, m->cluster_id, cluster_id);
	if (m->node_id != node_id) {
		char want[16], have[16];
		snprintf(want, sizeof want, "%d", (int)node_id);
		snprintf(have, sizeof have, "%d", (int)m->node_id);
		return fail(err,
			    "%s/%s: node.id %s, but this node is configured with node.id "
			    "%s: the directory belongs to another node",
			    dir, KR_META_FILE, m->node_id < 0 ? "absent" : have,
			    node_id < 0 ? "absent" : want);
	}
	if (kw_uuid_is_zero(&m->directory_id)) {
		/* Written before directory ids (version 0, or an early
		 * version 1): give the directory one now, as Kafka does on
		 * start, so the node can report it. */
		m->version = 1;
		if (new_directory_id(m, err) != 0 || write_meta(dir, m, err) != 0)
			return -1;
	}
	return 0;
}
