/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tests/cli/test_quorum_voters.c — the arguments of `kwire quorum
 * add-controller` (the new controller's file: node.id, the directory id of
 * its meta.properties, its controller listeners) and `remove-controller`,
 * with Kafka's refusals.
 */
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
#include "quorum_voters.h"

#define CID "MkU3OEVBNTcwNTJENDM2Qk"

static char dir[64], path[128];

static void write_file(const char *body)
{
	FILE *f = fopen(path, "w");
	assert_non_null(f);
	fputs(body, f);
	fclose(f);
}

static int setup(void **state)
{
	(void)state;
	strcpy(dir, "/tmp/kwire-qv-XXXXXX");
	if (!mkdtemp(dir))
		return -1;
	snprintf(path, sizeof path, "%s/c.properties", dir);
	return 0;
}

static int teardown(void **state)
{
	(void)state;
	char p[256];
	snprintf(p, sizeof p, "%s/data/%s", dir, KR_META_FILE);
	unlink(p);
	snprintf(p, sizeof p, "%s/data", dir);
	rmdir(p);
	unlink(path);
	rmdir(dir);
	return 0;
}

static void refused(const char *want)
{
	struct kw_qv_voter v;
	char err[KW_QV_ERROR_MAX] = "";
	assert_int_equal(kw_qv_load_controller(path, &v, err), -1);
	if (!strstr(err, want))
		fail_msg("error '%s' does not say '%s'", err, want);
}

static void test_add_controller(void **state)
{
	(void)state;
	char body[1024];
	snprintf(body, sizeof body,
		 "node.id=4\nlisteners=PLAINTEXT://h:9092,CONTROLLER://:9093,C2://c.example:9094\n"
		 "log.dirs=%s/data\n",
		 dir);
	write_file(body);
	refused("controller.listener.names was not found. Is this a valid controller "
		"configuration file?");
	snprintf(body, sizeof body,
		 "node.id=4\nlisteners=PLAINTEXT://h:9092,CONTROLLER://:9093,C2://c.example:9094\n"
		 "controller.listener.names=CONTROLLER,C3\nlog.dirs=%s/data\n",
		 dir);
	write_file(body);
	refused("Cannot find information about controller listener name: C3");
	snprintf(body, sizeof body,
		 "node.id=4\nlisteners=PLAINTEXT://h:9092,CONTROLLER://:9093,C2://c.example:9094\n"
		 "controller.listener.names=CONTROLLER,C2\nlog.dirs=%s/data\n",
		 dir);
	write_file(body);
	refused("Unable to read meta.properties from");
	char d[128];
	snprintf(d, sizeof d, "%s/data", dir);
	struct kr_meta m;
	char merr[KR_META_ERROR_MAX];
	assert_int_equal(kr_meta_format(d, CID, 4, false, &m, merr), 0);
	struct kw_qv_voter v;
	char err[KW_QV_ERROR_MAX];
	if (kw_qv_load_controller(path, &v, err) != 0)
		fail_msg("%s", err);
	assert_int_equal(v.id, 4);
	assert_memory_equal(v.dir.bytes, m.directory_id.bytes, 16);
	assert_int_equal(v.n_ep, 2);
	char text[512];
	kw_qv_endpoints_text(&v, text, sizeof text);
	assert_string_equal(text, "CONTROLLER://localhost:9093, C2://c.example:9094");
	/* another node's directory */
	snprintf(body, sizeof body,
		 "node.id=5\nlisteners=CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n"
		 "log.dirs=%s/data\n",
		 dir);
	write_file(body);
	refused("meta.properties: node.id 4, but");
	/* no node.id */
	snprintf(body, sizeof body,
		 "listeners=CONTROLLER://:9093\ncontroller.listener.names=CONTROLLER\n"
		 "log.dirs=%s/data\n",
		 dir);
	write_file(body);
	refused("node.id is missing");
}

static void test_remove_controller(void **state)
{
	(void)state;
	struct kw_qv_voter v;
	char err[KW_QV_ERROR_MAX];
	assert_int_equal(kw_qv_parse_remove("2", "nMA3F4FUE-sXcTgzkORNZg", &v, err), 0);
	assert_int_equal(v.id, 2);
	char t[KW_UUID_TEXT_LEN + 1];
	kw_uuid_to_text(&v.dir, t);
	assert_string_equal(t, "nMA3F4FUE-sXcTgzkORNZg");
	assert_int_equal(kw_qv_parse_remove(NULL, "nMA3F4FUE-sXcTgzkORNZg", &v, err), -1);
	assert_non_null(strstr(err, "--controller-id is required"));
	assert_int_equal(kw_qv_parse_remove("2", NULL, &v, err), -1);
	assert_non_null(strstr(err, "--controller-directory-id is required"));
	assert_int_equal(kw_qv_parse_remove("-3", "nMA3F4FUE-sXcTgzkORNZg", &v, err), -1);
	assert_non_null(strstr(err, "'-3' is not a non-negative integer"));
	assert_int_equal(kw_qv_parse_remove("2", "short", &v, err), -1);
	assert_non_null(strstr(err, "'short' is not a directory id"));
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_add_controller, setup, teardown),
		cmocka_unit_test(test_remove_controller),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
