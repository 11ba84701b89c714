/* tests/node/test_meta.c — meta.properties: format, read back, refusals. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "node/meta.h"

#define CID "MkU3OEVBNTcwNTJENDM2Qk"
#define CID2 "AAAAAAAAAAAAAAAAAAAAAQ"

static char dir[64];

static int setup(void **state)
{
	(void)state;
	strcpy(dir, "/tmp/kwire-meta-XXXXXX");
	return mkdtemp(dir) ? 0 : -1;
}

static int teardown(void **state)
{
	(void)state;
	char p[128];
	snprintf(p, sizeof p, "%s/sub/%s", dir, KR_META_FILE);
	unlink(p);
	snprintf(p, sizeof p, "%s/sub", dir);
	rmdir(p);
	rmdir(dir);
	return 0;
}

static void test_cluster_id(void **state)
{
	(void)state;
	char err[KR_META_ERROR_MAX];
	assert_int_equal(kr_meta_check_cluster_id(CID, err), 0);
	assert_int_equal(kr_meta_check_cluster_id("short", err), -1);
	assert_int_equal(kr_meta_check_cluster_id("MkU3OEVBNTcwNTJENDM2Q!", err), -1);
}

static void test_format_and_check(void **state)
{
	(void)state;
	char sub[128], err[KR_META_ERROR_MAX];
	snprintf(sub, sizeof sub, "%s/sub", dir);
	struct kr_meta m, r;
	assert_int_equal(kr_meta_check(sub, NULL, 1, &r, err), -1);
	assert_non_null(strstr(err, "not formatted"));

	assert_int_equal(kr_meta_format(sub, CID, 1, false, &m, err), 0);
	assert_int_equal(kr_meta_read(sub, &r, err), 0);
	assert_int_equal(r.version, 1);
	assert_string_equal(r.cluster_id, CID);
	assert_int_equal(r.node_id, 1);
	assert_memory_equal(r.directory_id.bytes, m.directory_id.bytes, 16);
	assert_false(kw_uuid_is_zero(&r.directory_id));

	assert_int_equal(kr_meta_check(sub, CID, 1, &r, err), 0);
	assert_int_equal(kr_meta_check(sub, NULL, 1, &r, err), 0);
	assert_int_equal(kr_meta_check(sub, CID2, 1, &r, err), -1);
	assert_non_null(strstr(err, "another cluster"));
	assert_int_equal(kr_meta_check(sub, CID, 2, &r, err), -1);
	assert_non_null(strstr(err, "another node"));

	/* A second format is refused, unless asked to ignore the same identity. */
	assert_int_equal(kr_meta_format(sub, CID, 1, false, NULL, err), -1);
	assert_non_null(strstr(err, "already formatted"));
	assert_int_equal(kr_meta_format(sub, CID, 1, true, &r, err), 0);
	assert_memory_equal(r.directory_id.bytes, m.directory_id.bytes, 16);
	assert_int_equal(kr_meta_format(sub, CID, 2, true, NULL, err), -1);
}

static void test_bad_file(void **state)
{
	(void)state;
	char sub[128], p[160], err[KR_META_ERROR_MAX];
	snprintf(sub, sizeof sub, "%s/sub", dir);
	mkdir(sub, 0755);
	snprintf(p, sizeof p, "%s/%s", sub, KR_META_FILE);
	FILE *f = fopen(p, "w");
	assert_non_null(f);
	fputs("version=1\nnode.id=1\n", f);
	fclose(f);
	struct kr_meta r;
	assert_int_equal(kr_meta_read(sub, &r, err), -1);
	assert_non_null(strstr(err, "cluster.id"));
	f = fopen(p, "w");
	fputs("version=1\ncluster.id=" CID "\nnode.id=one\n", f);
	fclose(f);
	assert_int_equal(kr_meta_read(sub, &r, err), -1);
	assert_non_null(strstr(err, "node.id"));
	unlink(p);
}

/* Files from before directory ids load; the node's check gives them one. */
static void test_old_formats(void **state)
{
	(void)state;
	char sub[128], p[160], err[KR_META_ERROR_MAX];
	snprintf(sub, sizeof sub, "%s/sub", dir);
	mkdir(sub, 0755);
	snprintf(p, sizeof p, "%s/%s", sub, KR_META_FILE);
	static const char *const files[] = {
		"#\nversion=0\ncluster.id=" CID "\nbroker.id=3\n",
		"version=1\ncluster.id=" CID "\nnode.id=3\n",
	};
	for (int i = 0; i < 2; i++) {
		FILE *f = fopen(p, "w");
		assert_non_null(f);
		fputs(files[i], f);
		fclose(f);
		struct kr_meta r, c, again;
		assert_int_equal(kr_meta_read(sub, &r, err), 0);
		assert_int_equal(r.version, i);
		assert_int_equal(r.node_id, 3);
		assert_true(kw_uuid_is_zero(&r.directory_id));
		assert_int_equal(kr_meta_check(sub, CID, 3, &c, err), 0);
		assert_false(kw_uuid_is_zero(&c.directory_id));
		assert_int_equal(c.version, 1);
		/* written: the next read and check see the same id */
		assert_int_equal(kr_meta_read(sub, &again, err), 0);
		assert_int_equal(again.version, 1);
		assert_string_equal(again.cluster_id, CID);
		assert_int_equal(again.node_id, 3);
		assert_memory_equal(again.directory_id.bytes, c.directory_id.bytes, 16);
		assert_int_equal(kr_meta_check(sub, CID, 3, &again, err), 0);
		assert_memory_equal(again.directory_id.bytes, c.directory_id.bytes, 16);
	}
	unlink(p);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_cluster_id),
		cmocka_unit_test_setup_teardown(test_format_and_check, setup, teardown),
		cmocka_unit_test_setup_teardown(test_bad_file, setup, teardown),
		cmocka_unit_test_setup_teardown(test_old_formats, setup, teardown),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
