/*
 * kwire decode — one captured Kafka request or response (size prefix,
 * header, body) or a bare body → JSON on standard output. The inverse is
 * kwire encode (cmd_encode.c); the JSON layout is described in the help
 * text below.
 */
#include "cli_msg.h"
#include "commands.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
	"usage: kwire decode --request [--api NAME|KEY] [--version N] [OPTIONS] [FILE|-]\n"
	"       kwire decode --response --api NAME|KEY --version N [OPTIONS] [FILE|-]\n"
	"       kwire decode --body --api NAME|KEY --version N [--request|--response] [OPTIONS] [FILE|-]\n"
	"       kwire decode --metadata-record [OPTIONS] [FILE|-]\n"
	"       kwire decode --coordinator-key MODULE [OPTIONS] [FILE|-]\n"
	"       kwire decode --coordinator-value MODULE --record-type N [OPTIONS] [FILE|-]\n"
	"\n"
	"Decodes one Kafka frame (4-byte size, header, body) read from FILE or\n"
	"standard input and prints it as JSON. A request's header says its API\n"
	"and version; a response's does not, so --api and --version are needed.\n"
	"The header version follows the API version (flexible versions use request\n"
	"header 2 and response header 1; ApiVersions responses always use header 0).\n"
	"Every API of Kafka's protocol (keys 0 to 87) and kwire's AlterQuorum is\n"
	"known, and with --body every other message: headers, KRaft metadata records\n"
	"(--api RegisterBrokerRecord), control records, coordinator keys and values.\n"
	"\n"
	"Records as logs store them:\n"
	"  --metadata-record  the value of a record of the __cluster_metadata log: a\n"
	"                     frame (version 1, record type, version) then the record,\n"
	"                     e.g. a TopicRecord; the type says which\n"
	"  --coordinator-key MODULE\n"
	"                     the key of a record of a coordinator's log (MODULE group,\n"
	"                     share or transaction: __consumer_offsets,\n"
	"                     __share_group_state, __transaction_state): an int16 record\n"
	"                     type, then the key whose versions hold that type\n"
	"  --coordinator-value MODULE\n"
	"                     the value of such a record: an int16 version, then the\n"
	"                     value that pairs with the key of --record-type N\n"
	"\n"
	"options:\n"
	"  --request         the frame is a request\n"
	"  --response        the frame is a response\n"
	"  --api NAME|KEY    API by name (Fetch, FetchRequest, fetch) or key (1); with\n"
	"                    --body also a message outside any API (QuorumStateData)\n"
	"  --version N       the API (or message) version\n"
	"  --body            the input is a bare body: no size prefix, no header\n"
	"  --record-type N   the record type of --coordinator-value (from its key)\n"
	"  --hex             the input is hex text (whitespace ignored)\n"
	"  --compact         print the JSON on one line\n"
	"  -h, --help        show this help\n"
	"\n"
	"output:\n"
	"  {\n"
	"    \"type\": \"request\",            \"request\", \"response\" or \"data\"\n"
	"    \"apiKey\": 1,\n"
	"    \"apiName\": \"Fetch\",\n"
	"    \"apiVersion\": 13,\n"
	"    \"headerVersion\": 2,           (frames only)\n"
	"    \"header\": {...},              (frames only) RequestHeader / ResponseHeader\n"
	"    \"body\": {...}\n"
	"  }\n"
	"A message outside any API has \"type\": \"data\", \"name\" and \"version\"\n"
	"instead of the api members; records have \"type\": \"metadata\" (with\n"
	"\"name\", \"recordType\", \"version\"), \"coordinatorKey\" or \"coordinatorValue\"\n"
	"(with \"module\", \"name\", \"recordType\", and \"version\" for a value).\n"
	"Header and body use Kafka's JsonConverter form:\n"
	"keys are field names with a lower-case first letter; only fields present at\n"
	"the version appear, tagged fields only when not at their default; integers\n"
	"are JSON integers; float64 a number (or \"NaN\", \"Infinity\", \"-Infinity\");\n"
	"uuid its 22-character base64url text; bytes and records base64 (standard\n"
	"alphabet, padded); null for null. Unknown tagged fields are kept in\n"
	"\"_unknownTaggedFields\": [{\"tag\": N, \"data\": \"<base64>\"}], so that\n"
	"kwire encode gives back the same bytes.\n"
	"\n"
	"Errors name the byte offset and the field path, e.g.\n"
	"  FetchRequest v13: topics[2].partitions: count 2147483647 exceeds 12\n"
	"  remaining bytes at offset 57\n"
	"\n"
	"exit status: 0 decoded, 1 bad or unreadable input, 2 usage error\n";

#ifdef KW__CLI_HAVE_MSGS

enum record_kind {
	RECORD_NONE,
	RECORD_METADATA,	  /* --metadata-record */
	RECORD_COORDINATOR_KEY,	  /* --coordinator-key MODULE */
	RECORD_COORDINATOR_VALUE, /* --coordinator-value MODULE */
};

struct opts {
	enum kw__cli_dir dir;
	const char *api;
	const char *version;
	bool body, hex, compact;
	enum record_kind record;
	const char *module;	 /* of --coordinator-key/-value */
	const char *record_type; /* --record-type */
	const char *path;
};

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int usage_error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("kwire decode: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nRun 'kwire decode --help' for usage.\n", stderr);
	return KW__CLI_USAGE;
}

static int parse_opts(int argc, char **argv, struct opts *o)
{
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		bool more = i + 1 < argc;
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			fputs(help, stdout);
			return -1;
		} else if (strcmp(a, "--request") == 0 || strcmp(a, "--response") == 0) {
			enum kw__cli_dir d = strcmp(a, "--request") == 0 ? KW__CLI_DIR_REQUEST
								       : KW__CLI_DIR_RESPONSE;
			if (o->dir != KW__CLI_DIR_NONE && o->dir != d)
				return usage_error("%s", "--request and --response exclude each other");
			o->dir = d;
		} else if (strcmp(a, "--api") == 0 && more) {
			o->api = argv[++i];
		} else if (strcmp(a, "--version") == 0 && more) {
			o->version = argv[++i];
		} else if (strcmp(a, "--body") == 0) {
			o->body = true;
		} else if (strcmp(a, "--metadata-record") == 0) {
			o->record = RECORD_METADATA;
		} else if ((strcmp(a, "--coordinator-key") == 0 ||
			    strcmp(a, "--coordinator-value") == 0) &&
			   more) {
			o->record = strcmp(a, "--coordinator-key") == 0 ? RECORD_COORDINATOR_KEY
									 : RECORD_COORDINATOR_VALUE;
			o->module = argv[++i];
		} else if (strcmp(a, "--record-type") == 0 && more) {
			o->record_type = argv[++i];
		} else if (strcmp(a, "--hex") == 0) {
			o->hex = true;
		} else if (strcmp(a, "--compact") == 0) {
			o->compact = true;
		} else if (a[0] == '-' && a[1] != '\0') {
			return usage_error("unknown option or missing value: %s", a);
		} else if (o->path != NULL) {
			return usage_error("more than one input: %s", a);
		} else {
			o->path = a;
		}
	}
	return 0;
}

/* Prints err (a decode error, with its offset) and returns KW__CLI_FAIL. */
static int data_error(const struct kw_error *err)
{
	char buf[512];
	fprintf(stderr, "kwire decode: %s\n", kw_error_format(err, buf, sizeof buf));
	return KW__CLI_FAIL;
}

/* Decodes one message with codec c at version v from r into a new JSON value. */
static int decode_msg(const struct kw_msg_codec *c, int16_t v, struct kw_reader *r,
		      struct kw_arena *a, json_t **out)
{
	void *m = kw_arena_calloc(a, 1, c->struct_size);
	if (m == NULL)
		return kw_reader_fail(r, KW_ERR_NOMEM, "out of memory");
	int rc = c->decode(m, v, r, a);
	if (rc < 0)
		return rc;
	*out = kw_msg_json_of(c)->to_json(m, v);
	if (*out == NULL)
		return kw_reader_fail(r, KW_ERR_NOMEM, "out of memory building JSON");
	return 0;
}

static int set(json_t *o, const char *key, json_t *v)
{
	return json_object_set_new(o, key, v);
}

/* Prints doc (and releases it); returns KW__CLI_OK or KW__CLI_FAIL. */
static int print_doc(json_t *doc, bool compact)
{
	int rc = KW__CLI_OK;
	if (json_dumpf(doc, stdout, compact ? JSON_COMPACT : JSON_INDENT(2)) < 0 ||
	    fputc('\n', stdout) == EOF || fflush(stdout) != 0) {
		fputs("kwire decode: error writing the output\n", stderr);
		rc = KW__CLI_FAIL;
	}
	json_decref(doc);
	return rc;
}

/*
 * A record as a log stores it: a metadata record's value (frame, then the
 * record), a coordinator record's key (int16 type, then the key) or value
 * (int16 version, then the value).
 */
static int run_record(const struct opts *o, const uint8_t *buf, size_t len)
{
	if (o->api != NULL || o->version != NULL || o->body || o->dir != KW__CLI_DIR_NONE)
		return usage_error("%s", "a record takes no --api, --version, --body, --request or --response");
	const char *module = NULL;
	int16_t type = -1, version = -1;
	if (o->record != RECORD_METADATA) {
		module = kw__cli_coordinator(o->module);
		if (module == NULL)
			return usage_error("unknown coordinator module: %s (group, share or transaction)",
					   o->module);
	}
	if (o->record == RECORD_COORDINATOR_VALUE) {
		if (o->record_type == NULL || kw__cli_parse_version(o->record_type, &type) < 0)
			return usage_error("%s", "--coordinator-value needs --record-type N (from the record's key)");
	} else if (o->record_type != NULL) {
		return usage_error("%s", "--record-type goes with --coordinator-value");
	}

	struct kw_arena a;
	struct kw_error err;
	struct kw_reader r;
	json_t *body = NULL;
	int rc = KW__CLI_FAIL;
	const struct kw_msg_codec *c = NULL;
	kw_arena_init(&a);
	kw_reader_init(&r, buf, len, &err);
	if (o->record == RECORD_METADATA) {
		struct kw_metadata_frame f;
		if (kw_metadata_frame_read(&r, &f) < 0) {
			kw_error_set_context(&err, "metadata record frame");
			rc = data_error(&err);
			goto out;
		}
		type = f.type;
		version = f.version;
		c = kw_record_by_type(type);
		if (c == NULL) {
			kw_error_set(&err, KW_ERR_INVALID_VALUE, 0, "unknown metadata record type %d",
				     type);
			kw_error_set_context(&err, "metadata record frame");
			rc = data_error(&err);
			goto out;
		}
	} else {
		version = kw_reader_read_i16(&r);
		if (!kw_reader_ok(&r)) {
			kw_error_set_context(&err, "coordinator record %s",
					     o->record == RECORD_COORDINATOR_KEY ? "key" : "value");
			rc = data_error(&err);
			goto out;
		}
		if (o->record == RECORD_COORDINATOR_KEY)
			type = version;
		const struct kw_msg_codec *key = kw__cli_coordinator_key(module, type);
		c = key && o->record == RECORD_COORDINATOR_VALUE ? kw__cli_coordinator_value(key)
								 : key;
		if (c == NULL) {
			kw_error_set(&err, KW_ERR_INVALID_VALUE, 0, "%s has no record type %d",
				     module, type);
			kw_error_set_context(&err, "coordinator record %s",
					     o->record == RECORD_COORDINATOR_KEY ? "key" : "value");
			rc = data_error(&err);
			goto out;
		}
	}
	if (decode_msg(c, version, &r, &a, &body) < 0) {
		rc = data_error(&err);
		goto out;
	}
	if (kw_reader_remaining(&r) != 0) {
		kw_reader_fail(&r, KW_ERR_TRAILING_BYTES, "%zu bytes after the record",
			       kw_reader_remaining(&r));
		kw_error_set_context(&err, "%s v%d", c->name, version);
		rc = data_error(&err);
		goto out;
	}
	json_t *doc = json_object();
	set(doc, "type",
	    json_string(o->record == RECORD_METADATA	      ? "metadata"
			: o->record == RECORD_COORDINATOR_KEY ? "coordinatorKey"
							      : "coordinatorValue"));
	if (module != NULL)
		set(doc, "module", json_string(module));
	set(doc, "name", json_string(c->name));
	set(doc, "recordType", json_integer(type));
	if (o->record != RECORD_COORDINATOR_KEY)
		set(doc, "version", json_integer(version));
	set(doc, "body", body);
	body = NULL;
	rc = print_doc(doc, o->compact);
out:
	json_decref(body);
	kw_arena_free(&a);
	return rc;
}

static int run(const struct opts *o, const uint8_t *buf, size_t len)
{
	if (o->record != RECORD_NONE)
		return run_record(o, buf, len);
	struct kw__cli_target t = { NULL, NULL, KW__CLI_DIR_NONE };
	int16_t version = 0;
	enum kw__cli_dir dir = o->dir;

	if (o->api != NULL && kw__cli_find(o->api, &t) < 0)
		return usage_error("unknown API or message: %s", o->api);
	if (o->version != NULL && kw__cli_parse_version(o->version, &version) < 0)
		return usage_error("invalid version: %s", o->version);
	if (t.dir != KW__CLI_DIR_NONE) {
		if (dir != KW__CLI_DIR_NONE && dir != t.dir)
			return usage_error("%s names the other direction", o->api);
		dir = t.dir;
	}
	if (t.msg != NULL && !o->body)
		return usage_error("%s is not framed: decode it with --body", t.msg->name);
	if (t.msg == NULL && dir == KW__CLI_DIR_NONE)
		return usage_error("%s", "say --request or --response");
	if ((o->body || dir == KW__CLI_DIR_RESPONSE) && (o->api == NULL || o->version == NULL))
		return usage_error("%s", o->body ? "--body needs --api and --version"
						 : "--response needs --api and --version");

	struct kw_arena a;
	struct kw_error err;
	struct kw_reader r;
	json_t *doc = json_object(), *header = NULL, *body = NULL;
	int16_t hv = -1;
	int rc = KW__CLI_FAIL;
	kw_arena_init(&a);
	kw_reader_init(&r, buf, len, &err);

	if (!o->body) {
		int32_t size = kw_reader_read_i32(&r);
		if (!kw_reader_ok(&r)) {
			kw_error_set_context(&err, "frame");
			rc = data_error(&err);
			goto out;
		}
		if (size < 0 || (size_t)size > len - 4) {
			kw_error_set(&err, size < 0 ? KW_ERR_INVALID_FRAME : KW_ERR_TRUNCATED, 0,
				     "frame size %d but %zu bytes follow the size", (int)size,
				     len - 4);
			kw_error_set_context(&err, "frame");
			rc = data_error(&err);
			goto out;
		}
		if ((size_t)size < len - 4) {
			kw_error_set(&err, KW_ERR_TRAILING_BYTES, 4 + (size_t)size,
				     "%zu bytes after the frame", len - 4 - (size_t)size);
			kw_error_set_context(&err, "frame");
			rc = data_error(&err);
			goto out;
		}
		if (dir == KW__CLI_DIR_REQUEST) {
			int16_t key, ver;
			if (kw_rpc_request_peek(buf + 4, len - 4, &key, &ver) < 0) {
				kw_reader_fail(&r, KW_ERR_TRUNCATED,
					       "request header needs at least 4 bytes");
				kw_error_set_context(&err, "RequestHeader");
				rc = data_error(&err);
				goto out;
			}
			const struct kw_api *api = kw_api_by_key(key);
			if (api == NULL) {
				kw_reader_fail(&r, KW_ERR_UNKNOWN_API, "unknown api key %d", key);
				kw_error_set_context(&err, "RequestHeader");
				rc = data_error(&err);
				goto out;
			}
			if (t.api != NULL && t.api != api) {
				kw_reader_fail(&r, KW_ERR_INVALID_VALUE,
					       "the header says %s (api key %d), not %s", api->name,
					       key, t.api->name);
				rc = data_error(&err);
				goto out;
			}
			if (o->version != NULL && ver != version) {
				kw_reader_fail(&r, KW_ERR_INVALID_VALUE,
					       "the header says version %d, not %d", ver, version);
				rc = data_error(&err);
				goto out;
			}
			t.api = api;
			version = ver;
			hv = kw_api_request_header_version(api, version);
		} else {
			hv = kw_api_response_header_version(t.api, version);
		}
		const struct kw_msg_codec *hc = kw_msg_by_name(
			dir == KW__CLI_DIR_REQUEST ? "RequestHeader" : "ResponseHeader");
		if (hc == NULL || hv < hc->min_version || hv > hc->max_version) {
			fprintf(stderr, "kwire decode: no codec for %s header v%d\n",
				kw__cli_dir_name(dir), hv);
			goto out;
		}
		if (decode_msg(hc, hv, &r, &a, &header) < 0) {
			rc = data_error(&err);
			goto out;
		}
	}

	const struct kw_msg_codec *c = t.msg;
	if (c == NULL)
		c = dir == KW__CLI_DIR_REQUEST ? t.api->request : t.api->response;
	if (decode_msg(c, version, &r, &a, &body) < 0) {
		rc = data_error(&err);
		goto out;
	}
	if (kw_reader_remaining(&r) != 0) {
		kw_reader_fail(&r, KW_ERR_TRAILING_BYTES, "%zu bytes after the body",
			       kw_reader_remaining(&r));
		kw_error_set_context(&err, "%s v%d", c->name, version);
		rc = data_error(&err);
		goto out;
	}

	if (t.msg != NULL) {
		set(doc, "type", json_string("data"));
		set(doc, "name", json_string(c->name));
		set(doc, "version", json_integer(version));
	} else {
		set(doc, "type", json_string(kw__cli_dir_name(dir)));
		set(doc, "apiKey", json_integer(t.api->api_key));
		set(doc, "apiName", json_string(t.api->name));
		set(doc, "apiVersion", json_integer(version));
	}
	if (header != NULL) {
		set(doc, "headerVersion", json_integer(hv));
		set(doc, "header", header);
		header = NULL;
	}
	set(doc, "body", body);
	body = NULL;
	if (json_dumpf(doc, stdout, o->compact ? JSON_COMPACT : JSON_INDENT(2)) < 0 ||
	    fputc('\n', stdout) == EOF || fflush(stdout) != 0) {
		fputs("kwire decode: error writing the output\n", stderr);
		goto out;
	}
	rc = KW__CLI_OK;
out:
	json_decref(header);
	json_decref(body);
	json_decref(doc);
	kw_arena_free(&a);
	return rc;
}

int kw_cmd_decode(int argc, char **argv)
{
	struct opts o = { .dir = KW__CLI_DIR_NONE, .record = RECORD_NONE };
	int rc = parse_opts(argc, argv, &o);
	if (rc < 0)
		return KW__CLI_OK;
	if (rc > 0)
		return rc;
	uint8_t *buf;
	size_t len;
	rc = kw__cli_read_input("decode", o.path, o.hex, &buf, &len);
	if (rc != 0)
		return rc;
	rc = run(&o, buf, len);
	free(buf);
	return rc;
}

#else /* built without the generated messages */

int kw_cmd_decode(int argc, char **argv)
{
	if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		fputs(help, stdout);
		return KW__CLI_OK;
	}
	fputs("kwire decode: this build has no generated message codecs\n", stderr);
	return KW__CLI_USAGE;
}

#endif
