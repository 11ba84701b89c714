/*
 * kwire encode — the JSON that kwire decode prints → the frame (size
 * prefix, header, body) or the bare body, byte for byte what was decoded.
 */
#include "cli_msg.h"
#include "commands.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char help[] =
	"usage: kwire encode [--body] [--hex] [FILE|-]\n"
	"\n"
	"Reads the JSON that 'kwire decode' prints (from FILE or standard input)\n"
	"and writes the Kafka frame it describes to standard output: the 4-byte\n"
	"size, the header at the version the API version calls for, the body.\n"
	"A frame decoded and encoded again comes back byte for byte.\n"
	"\n"
	"options:\n"
	"  --body      write only the body (no size prefix, no header, no record\n"
	"              frame); JSON without a \"header\" member needs it, and\n"
	"              messages outside any API (\"type\": \"data\") are always\n"
	"              written bare\n"
	"  --hex       write hex text (32 bytes per line) instead of raw bytes\n"
	"  -h, --help  show this help\n"
	"\n"
	"input members (see 'kwire decode --help'):\n"
	"  type           \"request\", \"response\", \"data\", \"metadata\" (a KRaft\n"
	"                 metadata record: written with its frame unless --body),\n"
	"                 \"coordinatorKey\" or \"coordinatorValue\" (a coordinator\n"
	"                 record's key or value, after its int16 type or version)\n"
	"  apiKey, apiName  the API (either; both must agree when given)\n"
	"  apiVersion     the API version\n"
	"  headerVersion  optional; must be the version the API version calls for\n"
	"  header         RequestHeader / ResponseHeader fields; a request header's\n"
	"                 requestApiKey and requestApiVersion must match the above\n"
	"  body           the message fields\n"
	"  name, version  instead of the api members for \"type\": \"data\"\n"
	"  name, recordType, version, module\n"
	"                 for records (either name or recordType; both must agree)\n"
	"Mandatory fields of the version must be present; tagged and absent ones\n"
	"default. Errors name the path of JSON keys, e.g.\n"
	"  FetchRequest v4: body.topics[0].partitionIndex: missing field, which is\n"
	"  mandatory at version 4\n"
	"\n"
	"exit status: 0 written, 1 invalid JSON or a message that cannot be encoded,\n"
	"2 usage error\n";

#ifdef KW__CLI_HAVE_MSGS
#include "kwire/msg/request_header.h"

static int fail(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

static int fail(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	fputs("kwire encode: ", stderr);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return KW__CLI_FAIL;
}

static int json_error(const struct kw_error *err)
{
	char buf[512];
	return fail("%s", kw_json_error_format(err, buf, sizeof buf));
}

/* An int16 member of doc (0 ok, 1 absent, -1 error printed). */
static int get_i16(const json_t *doc, const char *key, int16_t *out, bool required)
{
	struct kw_error err;
	const json_t *v = json_object_get(doc, key);
	kw_error_clear(&err);
	if (v == NULL) {
		if (!required)
			return 1;
		kw_json_missing(&err, key, -1);
		json_error(&err);
		return -1;
	}
	if (kw_json_to_i16(v, out, &err) < 0) {
		kw_json_fail_field(&err, key);
		json_error(&err);
		return -1;
	}
	return 0;
}

/* A string member of doc, or NULL (with an error printed when required). */
static const char *get_str(const json_t *doc, const char *key, bool required)
{
	const json_t *v = json_object_get(doc, key);
	if (v == NULL) {
		if (required)
			fail("%s: missing member", key);
		return NULL;
	}
	if (!json_is_string(v)) {
		fail("%s: expected a string, got %s", key, kw_json_type_name(v));
		return NULL;
	}
	return json_string_value(v);
}

/* Reads JSON value j as codec c at version v into a new struct from arena a. */
static void *from_json(const struct kw_msg_codec *c, int16_t v, const json_t *j,
		       const char *member, struct kw_arena *a)
{
	struct kw_error err;
	kw_error_clear(&err);
	void *m = kw_arena_calloc(a, 1, c->struct_size);
	if (m == NULL) {
		fail("out of memory");
		return NULL;
	}
	if (kw_msg_json_of(c)->from_json(m, v, j, a, &err) < 0) {
		kw_error_push_field(&err, member);
		json_error(&err);
		return NULL;
	}
	return m;
}

/*
 * The schema and version of a record document: a metadata record (module
 * NULL) by "name" or "recordType" (both must agree) and "version"; a
 * coordinator record of "module" by "name" or "recordType": a key (key true)
 * at the version that is its record type (recordType is needed when the key
 * serves several), a value at "version". Returns 0, or -1 with the error
 * printed.
 */
static int record_schema(const json_t *doc, const char *module, bool key,
			 const struct kw_msg_codec **out, int16_t *version)
{
	if (module != NULL) {
		const char *given = get_str(doc, "module", true);
		if (given == NULL)
			return -1;
		if ((module = kw__cli_coordinator(given)) == NULL)
			return fail("module: \"%s\" has no coordinator records", given), -1;
	}
	int16_t rtype = -1;
	int rt = get_i16(doc, "recordType", &rtype, false);
	if (rt < 0)
		return -1;
	const struct kw_msg_codec *c = NULL, *k = NULL;
	if (rt == 0) {
		if (module == NULL) {
			c = kw_record_by_type(rtype);
		} else {
			k = kw__cli_coordinator_key(module, rtype);
			c = key || k == NULL ? k : kw__cli_coordinator_value(k);
		}
		if (c == NULL)
			return fail("recordType: %d is not a record type of %s", rtype,
				    module ? module : "the metadata log"),
			       -1;
	}
	if (json_object_get(doc, "name") != NULL) {
		const char *name = get_str(doc, "name", true);
		if (name == NULL)
			return -1;
		const struct kw_msg_codec *n = kw_msg_by_name(name);
		if (c != NULL && n != c)
			return fail("name: \"%s\" is not record type %d (%s)", name, rtype, c->name),
			       -1;
		bool ok = n != NULL &&
			  (module == NULL ? n->type == KW_MSG_METADATA
					  : strcmp(n->module, module) == 0 &&
						    strstr(n->name, key ? "Key" : "Value") != NULL);
		if (!ok)
			return fail("name: \"%s\" is not a %s", name,
				    module == NULL ? "metadata record"
				    : key	   ? "record key of this module"
						   : "record value of this module"),
			       -1;
		c = n;
	}
	if (c == NULL)
		return fail("name or recordType is needed"), -1;
	if (module != NULL && key) {
		if (rt != 0 && c->min_version != c->max_version)
			return fail("recordType: %s serves record types %d to %d; say which", c->name,
				    c->min_version, c->max_version),
			       -1;
		*version = rt == 0 ? rtype : c->min_version;
	} else if (get_i16(doc, "version", version, true) < 0) {
		return -1;
	}
	*out = c;
	return 0;
}

static int run(const json_t *doc, bool bare, bool hex)
{
	static const char *const keys[] = { "type",	  "apiKey", "apiName",	  "apiVersion",
					    "headerVersion", "header", "body",	  "name",
					    "version",	  "module", "recordType" };
	struct kw_error err;
	kw_error_clear(&err);
	if (kw_json_expect_object(doc, &err) < 0 ||
	    kw_json_check_members(doc, keys, sizeof keys / sizeof keys[0], &err) < 0)
		return json_error(&err);
	const char *type = get_str(doc, "type", true);
	if (type == NULL)
		return KW__CLI_FAIL;
	const struct kw_msg_codec *c = NULL, *hc = NULL;
	const struct kw_api *api = NULL;
	int16_t version = 0, hv = -1;
	bool request = strcmp(type, "request") == 0;
	/* What goes before the body of a record: its frame or int16. */
	struct kw_metadata_frame frame = { -1, -1 };
	int16_t record_prefix = -1;
	if (strcmp(type, "metadata") == 0 || strcmp(type, "coordinatorKey") == 0 ||
	    strcmp(type, "coordinatorValue") == 0) {
		enum kind { META, KEY, VALUE } kind = type[0] == 'm' ? META
						     : strcmp(type, "coordinatorKey") == 0 ? KEY
											    : VALUE;
		if (record_schema(doc, kind == META ? NULL : "", kind == KEY, &c, &version) < 0)
			return KW__CLI_FAIL;
		if (kind == META)
			frame = (struct kw_metadata_frame){ c->api_key, version };
		else
			record_prefix = version;
		/* Records go out with their frame or int16 unless --body. */	} else if (strcmp(type, "data") == 0) {
		const char *name = get_str(doc, "name", true);
		if (name == NULL || get_i16(doc, "version", &version, true) < 0)
			return KW__CLI_FAIL;
		c = kw_msg_by_name(name);
		if (c == NULL || c->type == KW_MSG_REQUEST || c->type == KW_MSG_RESPONSE)
			return fail("name: \"%s\" is not a message outside the APIs", name);
		bare = true;
	} else if (request || strcmp(type, "response") == 0) {
		int16_t key;
		int rk = get_i16(doc, "apiKey", &key, false);
		if (rk < 0)
			return KW__CLI_FAIL;
		if (rk == 0 && (api = kw_api_by_key(key)) == NULL)
			return fail("apiKey: unknown api key %d", key);
		if (json_object_get(doc, "apiName") != NULL) {
			const char *name = get_str(doc, "apiName", true);
			if (name == NULL)
				return KW__CLI_FAIL;
			const struct kw_api *named = kw_api_by_name(name);
			if (named == NULL)
				return fail("apiName: unknown API \"%s\"", name);
			if (api != NULL && named != api)
				return fail("apiName: \"%s\" is not api key %d (%s)", name, key,
					    api->name);
			api = named;
		}
		if (api == NULL)
			return fail("apiKey or apiName is needed");
		if (get_i16(doc, "apiVersion", &version, true) < 0)
			return KW__CLI_FAIL;
		c = request ? api->request : api->response;
		hv = request ? kw_api_request_header_version(api, version)
			     : kw_api_response_header_version(api, version);
		hc = kw_msg_by_name(request ? "RequestHeader" : "ResponseHeader");
	} else {
		return fail("type: expected \"request\", \"response\" or \"data\", got \"%s\"", type);
	}

	const json_t *jbody = json_object_get(doc, "body");
	const json_t *jheader = json_object_get(doc, "header");
	bool record = c->type == KW_MSG_METADATA || record_prefix >= 0;
	if (jbody == NULL)
		return fail("body: missing member");
	if (record && jheader != NULL)
		return fail("header: a record has none");
	if (!bare && !record && jheader == NULL)
		return fail("header: missing member (use --body to write a bare body)");
	if (!bare && !record) {
		int16_t given;
		int r = get_i16(doc, "headerVersion", &given, false);
		if (r < 0)
			return KW__CLI_FAIL;
		if (r == 0 && given != hv)
			return fail("headerVersion: %s v%d uses header version %d, not %d", c->name,
				    version, hv, given);
		if (hc == NULL || hv < hc->min_version || hv > hc->max_version)
			return fail("no codec for %s header v%d", type, hv);
	}

	struct kw_arena a;
	kw_arena_init(&a);
	int rc = KW__CLI_FAIL;
	void *body = from_json(c, version, jbody, "body", &a), *header = NULL;
	if (body == NULL)
		goto out;
	if (!bare && !record) {
		header = from_json(hc, hv, jheader, "header", &a);
		if (header == NULL)
			goto out;
		if (request) {
			const struct kw_request_header *h = header;
			if (h->request_api_key != api->api_key) {
				fail("header.requestApiKey: %d does not match apiKey %d",
				     h->request_api_key, api->api_key);
				goto out;
			}
			if (h->request_api_version != version) {
				fail("header.requestApiVersion: %d does not match apiVersion %d",
				     h->request_api_version, version);
				goto out;
			}
		}
	}

	size_t body_size = c->size(body, version);
	size_t head_size = bare		       ? 0
			   : record_prefix >= 0 ? 2
			   : record	       ? kw_metadata_frame_size(&frame)
					       : 4 + hc->size(header, hv);
	if (body_size > (size_t)INT32_MAX - head_size) {
		fail("%s v%d: frame of %zu bytes is too large", c->name, version,
		     head_size + body_size);
		goto out;
	}
	size_t total = head_size + body_size;
	uint8_t *buf = malloc(total ? total : 1);
	struct kw_writer w;
	if (buf == NULL) {
		fail("out of memory");
		goto out;
	}
	kw_writer_init_fixed(&w, buf, total, &err);
	if (bare) {
		/* the body alone */
	} else if (record_prefix >= 0) {
		kw_writer_write_i16(&w, record_prefix);
	} else if (record) {
		kw_metadata_frame_write(&w, &frame);
	} else {
		kw_writer_write_i32(&w, (int32_t)(total - 4));
		hc->encode(header, hv, &w);
	}
	if (kw_writer_ok(&w))
		c->encode(body, version, &w);
	if (!kw_writer_ok(&w) || w.pos != total) {
		char text[512];
		if (kw_writer_ok(&w))
			kw_error_set(&err, KW_ERR_INVALID_VALUE, w.pos,
				     "wrote %zu bytes where %zu were sized", w.pos, total);
		fail("%s", kw_error_format(&err, text, sizeof text));
		free(buf);
		goto out;
	}
	if (hex)
		kw__cli_hex_write(stdout, buf, total);
	else
		fwrite(buf, 1, total, stdout);
	free(buf);
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fail("error writing the output");
		goto out;
	}
	rc = KW__CLI_OK;
out:
	kw_arena_free(&a);
	return rc;
}

int kw_cmd_encode(int argc, char **argv)
{
	bool bare = false, hex = false;
	const char *path = NULL;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (strcmp(a, "-h") == 0 || strcmp(a, "--help") == 0) {
			fputs(help, stdout);
			return KW__CLI_OK;
		} else if (strcmp(a, "--body") == 0) {
			bare = true;
		} else if (strcmp(a, "--hex") == 0) {
			hex = true;
		} else if ((a[0] == '-' && a[1] != '\0') || path != NULL) {
			fprintf(stderr, "kwire encode: %s: %s\nRun 'kwire encode --help' for usage.\n",
				path != NULL ? "more than one input" : "unknown option", a);
			return KW__CLI_USAGE;
		} else {
			path = a;
		}
	}
	uint8_t *text;
	size_t len;
	int rc = kw__cli_read_input("encode", path, false, &text, &len);
	if (rc != 0)
		return rc;
	json_error_t jerr;
	json_t *doc = json_loadb((const char *)text, len, JSON_REJECT_DUPLICATES, &jerr);
	free(text);
	if (doc == NULL)
		return fail("%s:%d:%d: %s",
			    path != NULL && strcmp(path, "-") != 0 ? path : "<stdin>", jerr.line,
			    jerr.column, jerr.text);
	rc = run(doc, bare, hex);
	json_decref(doc);
	return rc;
}

#else /* built without the generated messages */

int kw_cmd_encode(int argc, char **argv)
{
	if (argc > 1 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
		fputs(help, stdout);
		return KW__CLI_OK;
	}
	fputs("kwire encode: this build has no generated message codecs\n", stderr);
	return KW__CLI_USAGE;
}

#endif
