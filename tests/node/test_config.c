/* tests/node/test_config.c — node configuration: file, flags, defaults, errors. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "node/config.h"

static char *write_tmp(const char *text)
{
	static char path[64];
	strcpy(path, "/tmp/kwire-cfg-XXXXXX");
	int fd = mkstemp(path);
	assert_true(fd >= 0);
	assert_int_equal(write(fd, text, strlen(text)), (ssize_t)strlen(text));
	close(fd);
	return path;
}

static int warnings;
static void count_warn(void *ctx, const char *line)
{
	(void)ctx;
	(void)line;
	warnings++;
}

static void test_defaults(void **state)
{
	(void)state;
	struct kr_node_config c;
	kr_node_config_init(&c);
	assert_int_equal(c.node_id, -1);
	assert_int_equal(c.election_timeout_ms, 1000);
	assert_int_equal(c.fetch_timeout_ms, 2000);
	assert_int_equal(c.election_backoff_max_ms, 1000);
	assert_int_equal(c.request_timeout_ms, 2000);
	assert_int_equal(c.retry_backoff_ms, 20);
	assert_int_equal(c.append_linger_ms, 25);
	assert_int_equal(c.max_frame_bytes, 104857600);
	assert_true(c.fsync);
}

static const char good[] =
	"# a comment\n"
	"! another\n"
	"node.id=2\n"
	"controller.quorum.voters = 1@127.0.0.1:9001, 2@localhost:9002,\\\n"
	"    3@[::1]:9003\n"
	"listeners: PLAINTEXT://127.0.0.1:9002\n"
	"log.dirs /var/tmp/n2\n"
	"controller.quorum.election.timeout.ms=500\n"
	"process.roles=controller\n";

static void test_file(void **state)
{
	(void)state;
	struct kr_node_config c;
	kr_node_config_init(&c);
	warnings = 0;
	char *p = write_tmp(good);
	assert_int_equal(kr_node_config_load_file(&c, p, count_warn, NULL), 0);
	unlink(p);
	assert_int_equal(warnings, 1); /* process.roles */
	assert_int_equal(c.node_id, 2);
	assert_int_equal(c.n_voters, 3);
	assert_int_equal(c.voters[1].id, 2);
	assert_string_equal(c.voters[1].host, "localhost");
	assert_int_equal(c.voters[1].port, 9002);
	assert_string_equal(c.voters[2].host, "::1");
	assert_int_equal(c.voters[2].port, 9003);
	assert_string_equal(c.listeners[0].host, "127.0.0.1");
	assert_int_equal(c.listeners[0].port, 9002);
	assert_string_equal(c.log_dir, "/var/tmp/n2");
	assert_int_equal(c.election_timeout_ms, 500);
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_true(kr_node_config_is_voter(&c));

	struct kr_config core;
	memset(&core, 0, sizeof core);
	kr_node_config_to_core(&c, &core);
	assert_int_equal(core.node_id, 2);
	assert_int_equal(core.n_voters, 3);
	assert_int_equal(core.voters[2], 3);
	assert_int_equal(core.election_timeout_ms, 500);
}

static void test_flags_override(void **state)
{
	(void)state;
	char *p = write_tmp(good);
	char path[64];
	strcpy(path, p);
	char *argv[] = { "--node.id", "1", "--config", path,
			 "--listeners=PLAINTEXT://127.0.0.1:9001",
			 "--controller.quorum.fetch.timeout.ms=3000",
			 "--cluster-id", "abc" };
	static const char *const extra[] = { "cluster-id", "other", NULL };
	const char *vals[2];
	struct kr_node_config c;
	kr_node_config_init(&c);
	int rc = kr_node_config_parse_args(&c, 8, argv, extra, vals, NULL, NULL);
	unlink(path);
	assert_int_equal(rc, 0);
	assert_int_equal(c.node_id, 1);
	assert_int_equal(c.listeners[0].port, 9001);
	assert_int_equal(c.fetch_timeout_ms, 3000);
	assert_int_equal(c.election_timeout_ms, 500); /* from the file */
	assert_string_equal(vals[0], "abc");
	assert_null(vals[1]);
}

/* Each bad input gives -1 and an error line that names the key. */
static void expect_set_error(const char *key, const char *value, const char *needle)
{
	struct kr_node_config c;
	kr_node_config_init(&c);
	assert_int_equal(kr_node_config_set(&c, key, value), -1);
	if (!strstr(c.error, needle))
		fail_msg("error '%s' lacks '%s'", c.error, needle);
	assert_null(strchr(c.error, '\n'));
}

static void test_bad_values(void **state)
{
	(void)state;
	expect_set_error("node.id", "-3", "node.id");
	expect_set_error("node.id", "12x", "node.id");
	expect_set_error("node.id", "", "node.id");
	expect_set_error("controller.quorum.voters", "1@h", "host:port");
	expect_set_error("controller.quorum.voters", "h:1", "id@host:port");
	expect_set_error("controller.quorum.voters", "1@h:0", "port");
	expect_set_error("controller.quorum.voters", "1@h:70000", "port");
	expect_set_error("controller.quorum.voters", "1@h:1,1@g:2", "listed twice");
	expect_set_error("controller.quorum.voters", "x@h:1", "voter id");
	expect_set_error("controller.quorum.voters", " , ", "no voters");
	expect_set_error("listeners", "h:1", "NAME://host:port");
	expect_set_error("listeners", "PLAINTEXT://a:1,PLAINTEXT://b:2", "listed twice");
	expect_set_error("listeners", "A://a:1,B://b:2,C://c:3,D://d:4,E://e:5",
			 "more than 4");
	expect_set_error("listeners", "P L://a:1", "listener name");
	expect_set_error("controller.quorum.voters", "1@h:1:!!!!!!!!!!!!!!!!!!!!!!",
			 "directory id");
	expect_set_error("log.dirs", "/a,/b", "one directory");
	expect_set_error("controller.quorum.election.timeout.ms", "0",
			 "controller.quorum.election.timeout.ms");
	expect_set_error("controller.quorum.request.timeout.ms", "abc",
			 "controller.quorum.request.timeout.ms");
	expect_set_error("fsync", "maybe", "fsync");

	struct kr_node_config c;
	kr_node_config_init(&c);
	assert_int_equal(kr_node_config_set(&c, "no.such.key", "1"), 1);
}

static void test_missing_and_inconsistent(void **state)
{
	(void)state;
	struct kr_node_config c;
	kr_node_config_init(&c);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "controller.quorum.voters"));
	assert_int_equal(kr_node_config_set(&c, "controller.quorum.voters",
					    "1@127.0.0.1:9001"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "listeners"));
	assert_int_equal(kr_node_config_set(&c, "listeners", "PLAINTEXT://127.0.0.1:9005"),
			 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "log.dirs"));
	assert_int_equal(kr_node_config_set(&c, "log.dirs", "/tmp/x"), 0);
	assert_int_equal(kr_node_config_check(&c), 0); /* observer */
	assert_false(kr_node_config_is_voter(&c));
	assert_int_equal(kr_node_config_set(&c, "node.id", "1"), 0);
	assert_int_equal(kr_node_config_check(&c), -1); /* port mismatch */
	assert_non_null(strstr(c.error, "listeners"));
}

static void test_args_errors(void **state)
{
	(void)state;
	struct kr_node_config c;
	kr_node_config_init(&c);
	char *a1[] = { "--no.such.key=1" };
	assert_int_equal(kr_node_config_parse_args(&c, 1, a1, NULL, NULL, NULL, NULL), -1);
	assert_non_null(strstr(c.error, "no.such.key"));
	kr_node_config_init(&c);
	char *a2[] = { "--node.id" };
	assert_int_equal(kr_node_config_parse_args(&c, 1, a2, NULL, NULL, NULL, NULL), -1);
	assert_non_null(strstr(c.error, "node.id"));
	kr_node_config_init(&c);
	char *a3[] = { "--config", "/nonexistent/kwire.properties" };
	assert_int_equal(kr_node_config_parse_args(&c, 2, a3, NULL, NULL, NULL, NULL), -1);
	assert_non_null(strstr(c.error, "cannot open"));
	kr_node_config_init(&c);
	char *p = write_tmp("node.id=1\ncontroller.quorum.voters=1@h\n");
	char path[64];
	strcpy(path, p);
	assert_int_equal(kr_node_config_load_file(&c, path, NULL, NULL), -1);
	unlink(path);
	/* "FILE:2: controller.quorum.voters: ..." */
	char want[128];
	snprintf(want, sizeof want, "%s:2: controller.quorum.voters", path);
	assert_non_null(strstr(c.error, want));
}

/* A configuration that passes kr_node_config_check once listeners (and
 * perhaps more) are set. */
static void base(struct kr_node_config *c, const char *listeners)
{
	kr_node_config_init(c);
	assert_int_equal(kr_node_config_set(c, "node.id", "1"), 0);
	assert_int_equal(kr_node_config_set(c, "controller.quorum.voters",
					    "1@127.0.0.1:9093,2@127.0.0.1:9193"),
			 0);
	assert_int_equal(kr_node_config_set(c, "log.dirs", "/tmp/x"), 0);
	assert_int_equal(kr_node_config_set(c, "listeners", listeners), 0);
}

static void test_listeners(void **state)
{
	(void)state;
	struct kr_node_config c;
	/* one listener, no controller.listener.names: serves both */
	base(&c, "PLAINTEXT://127.0.0.1:9093");
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_false(c.split_listeners);
	assert_true(c.listeners[0].controller && c.listeners[0].client);
	/* split: the controller listener carries the voter's port */
	base(&c, "PLAINTEXT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093");
	assert_int_equal(kr_node_config_set(&c, "controller.listener.names", "CONTROLLER"), 0);
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_true(c.split_listeners);
	assert_true(c.listeners[0].client && !c.listeners[0].controller);
	assert_true(c.listeners[1].controller && !c.listeners[1].client);
	assert_string_equal(kr_node_config_controller(&c)->name, "CONTROLLER");
	/* the voter's port on the client listener instead */
	base(&c, "PLAINTEXT://127.0.0.1:9093,CONTROLLER://127.0.0.1:9094");
	assert_int_equal(kr_node_config_set(&c, "controller.listener.names", "CONTROLLER"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "controller listener CONTROLLER has port 9094"));
	/* a name that is not a listener */
	base(&c, "PLAINTEXT://127.0.0.1:9093");
	assert_int_equal(kr_node_config_set(&c, "controller.listener.names", "CTL"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "'CTL' is not one of the listeners"));
	/* a client listener without a protocol, then mapped */
	base(&c, "CLIENT://127.0.0.1:9092,CONTROLLER://127.0.0.1:9093");
	assert_int_equal(kr_node_config_set(&c, "controller.listener.names", "CONTROLLER"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "CLIENT has no protocol"));
	assert_int_equal(kr_node_config_set(&c, "listener.security.protocol.map",
					    "CLIENT:PLAINTEXT,CONTROLLER:PLAINTEXT"),
			 0);
	assert_int_equal(kr_node_config_check(&c), 0);
	/* a protocol that is not one of Kafka's four */
	base(&c, "CLIENT://127.0.0.1:9093");
	assert_int_equal(
		kr_node_config_set(&c, "listener.security.protocol.map", "CLIENT:TLS"),
		0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(
		strstr(c.error, "CLIENT maps to 'TLS', which is not PLAINTEXT, SSL"));
	/* the input budget must hold the largest request */
	base(&c, "PLAINTEXT://127.0.0.1:9093");
	assert_int_equal(kr_node_config_set(&c, "queued.max.request.bytes", "1000"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "queued.max.request.bytes"));
}

/* The TLS and SASL keys are checked against the listeners that use them. */
static void test_security(void **state)
{
	(void)state;
	struct kr_node_config c;
	base(&c, "SSL://127.0.0.1:9093");
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "ssl.keystore.location: missing"));
	assert_int_equal(kr_node_config_set(&c, "ssl.keystore.location", "/k.pem"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "ssl.truststore.location: missing"));
	assert_int_equal(kr_node_config_set(&c, "ssl.truststore.location", "/ca.pem"), 0);
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_int_equal(c.listeners[0].protocol, KR_PROTO_SSL);
	assert_string_equal(c.listeners[0].client_auth, "none");
	assert_int_equal(kr_node_config_set(&c, "ssl.keystore.type", "JKS"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(
		strstr(c.error, "ssl.keystore.type: 'JKS' is not served (PEM only)"));
	assert_int_equal(kr_node_config_set(&c, "ssl.keystore.type", "PEM"), 0);
	assert_int_equal(kr_node_config_set(&c, "ssl.client.auth", "sometimes"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "ssl.client.auth: 'sometimes'"));
	assert_int_equal(kr_node_config_set(&c, "ssl.client.auth", "requested"), 0);
	/* one listener's own client auth */
	assert_int_equal(
		kr_node_config_set(&c, "listener.name.ssl.ssl.client.auth", "required"),
		0);
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_string_equal(c.listeners[0].client_auth, "required");
	assert_int_equal(
		kr_node_config_set(&c, "listener.name.X.ssl.client.auth", "always"), -1);
	assert_int_equal(kr_node_config_set(&c, "listener.name.X.ssl.cipher.suites", "a"),
			 1);
	assert_int_equal(
		kr_node_config_set(&c, "listener.name.X.ssl.client.auth", "none"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(
		strstr(c.error, "listener.name.X.ssl.client.auth: X is not one of"));

	/* SASL needs mechanisms served and a credentials file */
	base(&c, "SASL_PLAINTEXT://127.0.0.1:9093");
	assert_int_equal(kr_node_config_set(&c, "sasl.enabled.mechanisms", "GSSAPI"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(
		strstr(c.error, "sasl.enabled.mechanisms: 'GSSAPI' is not served"));
	assert_int_equal(kr_node_config_set(&c, "sasl.enabled.mechanisms", "PLAIN"), 0);
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "kwire.sasl.credentials.file: missing"));
	assert_int_equal(kr_node_config_set(&c, "kwire.sasl.credentials.file", "/u.txt"),
			 0);
	/* the controller listener is SASL: the node needs its own user */
	assert_int_equal(kr_node_config_check(&c), -1);
	assert_non_null(strstr(c.error, "kwire.sasl.client.username and"));
	assert_int_equal(kr_node_config_set(&c, "kwire.sasl.client.username", "ctl"), 0);
	assert_int_equal(
		kr_node_config_set(&c, "kwire.sasl.client.password", "s3cret-pw"), 0);
	assert_int_equal(kr_node_config_check(&c), 0);
	assert_int_equal(c.listeners[0].protocol, KR_PROTO_SASL_PLAINTEXT);
	/* passwords are never shown */
	assert_int_equal(kr_node_config_set(&c, "ssl.key.password", "k3y-pw"), 0);
	char out[65536];
	kr_node_config_format(&c, out, sizeof out);
	assert_null(strstr(out, "s3cret-pw"));
	assert_null(strstr(out, "k3y-pw"));
	assert_non_null(strstr(out, "\nkwire.sasl.client.password=[hidden]\n"));
	assert_non_null(strstr(out, "\nssl.key.password=[hidden]\n"));
	assert_non_null(strstr(out, "\nkwire.sasl.client.username=ctl\n"));
}

static void test_voter_directory_ids(void **state)
{
	(void)state;
	struct kr_node_config c;
	kr_node_config_init(&c);
	assert_int_equal(kr_node_config_set(&c, "controller.quorum.voters",
					    "1@h1:9093:AAAAAAAAAAAAAAAAAAAAAQ,2@h2:9093,"
					    "3@[::1]:9093:AAAAAAAAAAAAAAAAAAAAAg"),
			 0);
	assert_int_equal(c.n_voters, 3);
	assert_string_equal(c.voters[0].host, "h1");
	assert_int_equal(c.voters[0].port, 9093);
	assert_int_equal(c.voter_dirs[0].bytes[15], 1);
	assert_int_equal(c.voter_dirs[1].bytes[15], 0);
	assert_string_equal(c.voters[2].host, "::1");
	assert_int_equal(c.voter_dirs[2].bytes[15], 2);
	struct kr_config core;
	kr_config_init(&core);
	kr_node_config_to_core(&c, &core);
	assert_int_equal(core.voter_directory_ids[0].bytes[15], 1);
	assert_int_equal(core.voter_directory_ids[2].bytes[15], 2);
	char out[16384];
	kr_node_config_format(&c, out, sizeof out);
	assert_non_null(strstr(out, "controller.quorum.voters=1@h1:9093:AAAAAAAAAAAAAAAAAAAAAQ,"
				    "2@h2:9093,3@[::1]:9093:AAAAAAAAAAAAAAAAAAAAAg\n"));
}

/* Every key of the table can be set and shows in the effective
 * configuration, with its default when unset. */
static void test_key_table(void **state)
{
	(void)state;
	size_t n;
	const struct kr_node_config_key *k = kr_node_config_keys(&n);
	assert_true(n >= 20);
	struct kr_node_config c;
	kr_node_config_init(&c);
	char out[65536];
	kr_node_config_format(&c, out, sizeof out);
	for (size_t i = 0; i < n; i++) {
		char line[512];
		snprintf(line, sizeof line, "%s=%s\n", k[i].name, k[i].deflt);
		if (!strstr(out, line))
			fail_msg("'%s' is not in the effective configuration", line);
		assert_true(strlen(k[i].meaning) > 10);
		assert_true(strcmp(k[i].kafka, "Kafka") == 0 || strcmp(k[i].kafka, "kwire") == 0 ||
			    strcmp(k[i].kafka, "test") == 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_defaults),
		cmocka_unit_test(test_file),
		cmocka_unit_test(test_flags_override),
		cmocka_unit_test(test_bad_values),
		cmocka_unit_test(test_missing_and_inconsistent),
		cmocka_unit_test(test_args_errors),
		cmocka_unit_test(test_listeners),
		cmocka_unit_test(test_security),
		cmocka_unit_test(test_voter_directory_ids),
		cmocka_unit_test(test_key_table),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
