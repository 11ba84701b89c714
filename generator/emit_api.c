/*
 * generator/emit_api.c — kwire/msg/api.h and api.c: the table of APIs (one
 * entry per api key with a request and a response: name, versions,
 * flexible start, deprecated range, listeners, unstable flag, header
 * versions, and codecs behind void-pointer function pointers), and the
 * table of every generated message by name (requests, responses, headers,
 * data and metadata records).
 */
#include "codegen.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

static void emit_api_header(struct kg_printer *p)
{
	kg_emit_banner(p, "the schema set by kwire-gen (API table)");
	kg_pl(p, "#ifndef KWIRE_MSG_API_H");
	kg_pl(p, "#define KWIRE_MSG_API_H");
	kg_blank(p);
	kg_pl(p, "#include \"kwire/arena.h\"");
	kg_pl(p, "#include \"kwire/reader.h\"");
	kg_pl(p, "#include \"kwire/writer.h\"");
	kg_blank(p);
	kg_pl(p, "#include <stdbool.h>");
	kg_pl(p, "#include <stddef.h>");
	kg_pl(p, "#include <stdint.h>");
	kg_blank(p);
	kg_pl(p, "/* Listener bits of struct kw_api.listeners (the schema's \"listeners\"). */");
	kg_pl(p, "#define KW_LISTENER_ZK_BROKER 1u");
	kg_pl(p, "#define KW_LISTENER_BROKER 2u");
	kg_pl(p, "#define KW_LISTENER_CONTROLLER 4u");
	kg_blank(p);
	kg_pl(p, "enum kw_msg_type {");
	kg_pl(p, "\tKW_MSG_REQUEST,");
	kg_pl(p, "\tKW_MSG_RESPONSE,");
	kg_pl(p, "\tKW_MSG_HEADER,");
	kg_pl(p, "\tKW_MSG_METADATA,");
	kg_pl(p, "\tKW_MSG_DATA,");
	kg_pl(p, "};");
	kg_blank(p);
	kg_comment(p, "One generated message type, reached through void pointers: m points to a struct of struct_size bytes of this message's type (struct kw_<name>). The functions behave as kw_<name>_init/decode/encode/size/equal.");
	kg_pl(p, "struct kw_msg_codec {");
	kg_in(p);
	kg_pl(p, "const char *name;            /* \"FetchRequest\" */");
	kg_pl(p, "enum kw_msg_type type;");
	kg_pl(p, "int16_t api_key;             /* -1 when the schema has none */");
	kg_pl(p, "int16_t min_version;");
	kg_pl(p, "int16_t max_version;");
	kg_pl(p, "int16_t flexible_since;      /* -1: never flexible */");
	kg_pl(p, "size_t struct_size;");
	kg_pl(p, "void (*init)(void *m);");
	kg_pl(p, "int (*decode)(void *m, int16_t version, struct kw_reader *r, struct kw_arena *a);");
	kg_pl(p, "int (*encode)(const void *m, int16_t version, struct kw_writer *w);");
	kg_pl(p, "size_t (*size)(const void *m, int16_t version);");
	kg_pl(p, "bool (*equal)(const void *a, const void *b);");
	kg_out(p);
	kg_pl(p, "};");
	kg_blank(p);
	kg_comment(p, "One API: a request and a response sharing an api key.");
	kg_pl(p, "struct kw_api {");
	kg_in(p);
	kg_pl(p, "int16_t api_key;");
	kg_pl(p, "const char *name;            /* \"Fetch\" */");
	kg_pl(p, "int16_t min_version;");
	kg_pl(p, "int16_t max_version;");
	kg_pl(p, "int16_t flexible_since;      /* first flexible version, -1: none */");
	kg_pl(p, "int16_t deprecated_min;      /* -1 when no version is deprecated */");
	kg_pl(p, "int16_t deprecated_max;");
	kg_pl(p, "bool latest_version_unstable; /* max_version is not advertised by default */");
	kg_pl(p, "unsigned listeners;          /* KW_LISTENER_* bits */");
	kg_pl(p, "const struct kw_msg_codec *request;");
	kg_pl(p, "const struct kw_msg_codec *response;");
	kg_out(p);
	kg_pl(p, "};");
	kg_blank(p);
	kg_comment(p, "Every API, sorted by api key.");
	kg_pl(p, "extern const struct kw_api kw_apis[];");
	kg_pl(p, "extern const size_t kw_api_count;");
	kg_comment(p, "Every generated message, sorted by name.");
	kg_pl(p, "extern const struct kw_msg_codec kw_msgs[];");
	kg_pl(p, "extern const size_t kw_msg_count;");
	kg_blank(p);
	kg_comment(p, "The API with this key, or NULL.");
	kg_pl(p, "const struct kw_api *kw_api_by_key(int16_t api_key);");
	kg_comment(p, "The API named name (\"Fetch\", \"FetchRequest\" or \"FetchResponse\"), or NULL.");
	kg_pl(p, "const struct kw_api *kw_api_by_name(const char *name);");
	kg_comment(p, "The message named name (\"FetchRequest\", \"LeaderChangeMessage\"), or NULL.");
	kg_pl(p, "const struct kw_msg_codec *kw_msg_by_name(const char *name);");
	kg_comment(p, "The highest version to advertise: max_version, or max_version - 1 when the latest is unstable and enable_unstable is false (may be below min_version: nothing to advertise).");
	kg_pl(p, "int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable);");
	kg_comment(p, "Request header version for version of api: 2 when flexible, else 1; ControlledShutdown (key 7) v0 uses 0.");
	kg_pl(p, "int16_t kw_api_request_header_version(const struct kw_api *api, int16_t version);");
	kg_comment(p, "Response header version: 1 when flexible, else 0; ApiVersions (key 18) always uses 0.");
	kg_pl(p, "int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version);");
	kg_blank(p);
	kg_pl(p, "#endif");
}

static int cmp_key(const void *a, const void *b)
{
	const struct kg_message *x = *(const struct kg_message *const *)a;
	const struct kg_message *y = *(const struct kg_message *const *)b;
	if (x->api_key != y->api_key)
		return x->api_key < y->api_key ? -1 : 1;
	return (int)x->type - (int)y->type;
}

static const char *type_enum(enum kg_message_type t)
{
	switch (t) {
	case KG_MSG_REQUEST: return "KW_MSG_REQUEST";
	case KG_MSG_RESPONSE: return "KW_MSG_RESPONSE";
	case KG_MSG_HEADER: return "KW_MSG_HEADER";
	case KG_MSG_METADATA: return "KW_MSG_METADATA";
	case KG_MSG_DATA: return "KW_MSG_DATA";
	}
	return "KW_MSG_DATA";
}

static int flex_since(const struct kg_message *m)
{
	return kg_versions_empty(m->flexible) ? -1 : m->flexible.lo;
}

static void emit_api_source(const struct kg_schema_set *set, struct kg_printer *p)
{
	kg_emit_banner(p, "the schema set by kwire-gen (API table)");
	kg_pl(p, "#include \"kwire/msg/api.h\"");
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(p, "#include \"kwire/msg/%s.h\"", set->msgs[i]->snake);
	kg_blank(p);
	kg_pl(p, "#include <string.h>");
	kg_blank(p);
	/* Thunks: calling through a pointer of another type would be undefined. */
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		const char *c = m->top->cname, *s = m->snake;
		kg_pl(p, "static void init_%s(void *m)", s);
		kg_pl(p, "{");
		kg_pl(p, "\t%s_init(m);", c);
		kg_pl(p, "}");
		kg_blank(p);
		kg_pl(p, "static int decode_%s(void *m, int16_t v, struct kw_reader *r, struct kw_arena *a)", s);
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_decode(m, v, r, a);", c);
		kg_pl(p, "}");
		kg_blank(p);
		kg_pl(p, "static int encode_%s(const void *m, int16_t v, struct kw_writer *w)", s);
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_encode(m, v, w);", c);
		kg_pl(p, "}");
		kg_blank(p);
		kg_pl(p, "static size_t size_%s(const void *m, int16_t v)", s);
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_size(m, v);", c);
		kg_pl(p, "}");
		kg_blank(p);
		kg_pl(p, "static bool equal_%s(const void *a, const void *b)", s);
		kg_pl(p, "{");
		kg_pl(p, "\treturn %s_equal(a, b);", c);
		kg_pl(p, "}");
		kg_blank(p);
	}
	kg_pl(p, "const struct kw_msg_codec kw_msgs[] = {");
	kg_in(p);
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		const char *s = m->snake;
		kg_pl(p, "{ \"%s\", %s, %d, %d, %d, %d, sizeof(struct %s), init_%s, decode_%s,", m->name,
		      type_enum(m->type), m->has_api_key ? m->api_key : -1, m->valid.lo, m->valid.hi,
		      flex_since(m), m->top->cname, s, s);
		kg_pl(p, "  encode_%s, size_%s, equal_%s },", s, s, s);
	}
	if (set->nmsgs == 0)
		kg_pl(p, "{ NULL, KW_MSG_DATA, -1, 0, -1, -1, 0, NULL, NULL, NULL, NULL, NULL },");
	kg_out(p);
	kg_pl(p, "};");
	kg_pl(p, "const size_t kw_msg_count = %zu;", set->nmsgs);
	kg_blank(p);
	/* Requests with their responses, by key. */
	struct kg_message **reqs = kg_xcalloc(set->nmsgs + 1, sizeof *reqs);
	size_t nr = 0;
	for (size_t i = 0; i < set->nmsgs; i++)
		if (set->msgs[i]->type == KG_MSG_REQUEST && set->msgs[i]->has_api_key)
			reqs[nr++] = set->msgs[i];
	qsort(reqs, nr, sizeof *reqs, cmp_key);
	kg_pl(p, "const struct kw_api kw_apis[] = {");
	kg_in(p);
	size_t napis = 0;
	for (size_t i = 0; i < nr; i++) {
		const struct kg_message *rq = reqs[i], *rs = NULL;
		size_t rqi = 0, rsi = 0;
		for (size_t j = 0; j < set->nmsgs; j++) {
			if (set->msgs[j] == rq)
				rqi = j;
			if (set->msgs[j]->type == KG_MSG_RESPONSE && set->msgs[j]->has_api_key &&
			    set->msgs[j]->api_key == rq->api_key) {
				rs = set->msgs[j];
				rsi = j;
			}
		}
		if (!rs)
			continue;
		size_t nl = strlen(rq->name) - strlen("Request");
		kg_pl(p, "{ %d, \"%.*s\", %d, %d, %d, %d, %d, %s, %uu, &kw_msgs[%zu], &kw_msgs[%zu] },",
		      rq->api_key, (int)nl, rq->name, rq->valid.lo, rq->valid.hi, flex_since(rq),
		      kg_versions_empty(rq->deprecated) ? -1 : rq->deprecated.lo,
		      kg_versions_empty(rq->deprecated) ? -1 : rq->deprecated.hi,
		      rq->latest_unstable ? "true" : "false", rq->listeners, rqi, rsi);
		napis++;
	}
	if (napis == 0)
		kg_pl(p, "{ -1, NULL, 0, -1, -1, -1, -1, false, 0u, NULL, NULL },");
	kg_out(p);
	kg_pl(p, "};");
	kg_pl(p, "const size_t kw_api_count = %zu;", napis);
	kg_blank(p);
	kg_pl(p, "const struct kw_api *kw_api_by_key(int16_t api_key)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "size_t lo = 0, hi = kw_api_count;");
	kg_pl(p, "while (lo < hi) {");
	kg_in(p);
	kg_pl(p, "size_t mid = lo + (hi - lo) / 2;");
	kg_pl(p, "if (kw_apis[mid].api_key == api_key)");
	kg_pl(p, "\treturn &kw_apis[mid];");
	kg_pl(p, "if (kw_apis[mid].api_key < api_key)");
	kg_pl(p, "\tlo = mid + 1;");
	kg_pl(p, "else");
	kg_pl(p, "\thi = mid;");
	kg_out(p);
	kg_pl(p, "}");
	kg_pl(p, "return NULL;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "const struct kw_api *kw_api_by_name(const char *name)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "if (!name)");
	kg_pl(p, "\treturn NULL;");
	kg_pl(p, "for (size_t i = 0; i < kw_api_count; i++) {");
	kg_in(p);
	kg_pl(p, "const struct kw_api *api = &kw_apis[i];");
	kg_pl(p, "if (strcmp(api->name, name) == 0 || strcmp(api->request->name, name) == 0 ||");
	kg_pl(p, "    strcmp(api->response->name, name) == 0)");
	kg_pl(p, "\treturn api;");
	kg_out(p);
	kg_pl(p, "}");
	kg_pl(p, "return NULL;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "const struct kw_msg_codec *kw_msg_by_name(const char *name)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "size_t lo = 0, hi = kw_msg_count;");
	kg_pl(p, "while (name && lo < hi) {");
	kg_in(p);
	kg_pl(p, "size_t mid = lo + (hi - lo) / 2;");
	kg_pl(p, "int c = strcmp(kw_msgs[mid].name, name);");
	kg_pl(p, "if (c == 0)");
	kg_pl(p, "\treturn &kw_msgs[mid];");
	kg_pl(p, "if (c < 0)");
	kg_pl(p, "\tlo = mid + 1;");
	kg_pl(p, "else");
	kg_pl(p, "\thi = mid;");
	kg_out(p);
	kg_pl(p, "}");
	kg_pl(p, "return NULL;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "int16_t kw_api_highest_version(const struct kw_api *api, bool enable_unstable)");
	kg_pl(p, "{");
	kg_pl(p, "\tif (api->latest_version_unstable && !enable_unstable)");
	kg_pl(p, "\t\treturn (int16_t)(api->max_version - 1);");
	kg_pl(p, "\treturn api->max_version;");
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "int16_t kw_api_request_header_version(const struct kw_api *api, int16_t version)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "/* KIP-482: header v2 with flexible versions; ControlledShutdown v0 predates v1. */");
	kg_pl(p, "if (api->api_key == 7 && version == 0)");
	kg_pl(p, "\treturn 0;");
	kg_pl(p, "if (api->request->flexible_since >= 0 && version >= api->request->flexible_since)");
	kg_pl(p, "\treturn 2;");
	kg_pl(p, "return 1;");
	kg_out(p);
	kg_pl(p, "}");
	kg_blank(p);
	kg_pl(p, "int16_t kw_api_response_header_version(const struct kw_api *api, int16_t version)");
	kg_pl(p, "{");
	kg_in(p);
	kg_pl(p, "/* KIP-511: clients must parse an ApiVersions reply of any version. */");
	kg_pl(p, "if (api->api_key == 18)");
	kg_pl(p, "\treturn 0;");
	kg_pl(p, "if (api->response->flexible_since >= 0 && version >= api->response->flexible_since)");
	kg_pl(p, "\treturn 1;");
	kg_pl(p, "return 0;");
	kg_out(p);
	kg_pl(p, "}");
	free(reqs);
}

int kg_emit_api(const struct kg_schema_set *set, struct kg_outputs *o)
{
	struct kg_printer p;
	int rc = 0;
	kg_printer_init(&p);
	emit_api_header(&p);
	rc |= kg_out_write(o, "kwire/msg/api.h", KG_OUT_HEADER, &p);
	kg_printer_free(&p);
	kg_printer_init(&p);
	emit_api_source(set, &p);
	rc |= kg_out_write(o, "kwire/msg/api.c", KG_OUT_SOURCE, &p);
	kg_printer_free(&p);
	return rc ? -1 : 0;
}
