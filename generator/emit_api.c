/*
 * generator/emit_api.c — <incdir>/api.h and api.c: the schema set's tables
 * (kwire/api.h's struct kw_api_table over one struct kw_api per api key
 * with a request and a response: name, versions, flexible start, deprecated
 * range, listeners, unstable flag, the codecs behind void-pointer function
 * pointers; and one struct kw_msg_codec per message, sorted by name), the
 * api-key and metadata-record-type constants, and inline lookups naming
 * the table. The lookups and the header-version rule are the runtime's.
 */
#include "codegen.h"
#include "emit.h"

#include <stdlib.h>
#include <string.h>

/* The API's name: the request's without "Request" ("Fetch"). */
static const char *api_name(const struct kg_message *rq)
{
	return kg_strf("%.*s", (int)(strlen(rq->name) - strlen("Request")), rq->name);
}

static int cmp_key(const void *a, const void *b);

/* The requests of set that have a response with the same key, by key. */
static size_t paired_requests(const struct kg_schema_set *set, struct kg_message **out)
{
	size_t n = 0;
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *rq = set->msgs[i];
		if (rq->type != KG_MSG_REQUEST || !rq->has_api_key)
			continue;
		for (size_t j = 0; j < set->nmsgs; j++)
			if (set->msgs[j]->type == KG_MSG_RESPONSE && set->msgs[j]->has_api_key &&
			    set->msgs[j]->api_key == rq->api_key) {
				out[n++] = set->msgs[i];
				break;
			}
	}
	qsort(out, n, sizeof *out, cmp_key);
	return n;
}

static void emit_api_header(const struct kg_schema_set *set, struct kg_printer *p)
{
	const char *P = kg_names.prefix, *U = kg_names.upper;
	kg_emit_banner(p, "the schema set by kwire-gen (API table)");
	kg_pl(p, "#ifndef %s_API_H", kg_names.guard);
	kg_pl(p, "#define %s_API_H", kg_names.guard);
	kg_blank(p);
	kg_pl(p, "#include \"kwire/api.h\"");
	kg_pl(p, "#include \"kwire/export.h\"");
	kg_blank(p);
	struct kg_message **reqs = kg_xcalloc(set->nmsgs + 1, sizeof *reqs);
	size_t nr = paired_requests(set, reqs);
	if (nr > 0) {
		kg_comment(p, "The api keys of this schema set (each request's and response's apiKey).");
		kg_pl(p, "enum %s_api_key {", P);
		kg_in(p);
		for (size_t i = 0; i < nr; i++)
			kg_pl(p, "%s_API_%s = %d,", U, kg_upper(kg_snake(api_name(reqs[i]))),
			      reqs[i]->api_key);
		kg_out(p);
		kg_pl(p, "};");
		kg_blank(p);
	}
	bool records = false;
	for (size_t i = 0; i < set->nmsgs; i++)
		records |= set->msgs[i]->type == KG_MSG_METADATA && set->msgs[i]->has_api_key;
	if (records) {
		kg_comment(p, "The record types of the KRaft metadata records (their apiKey), as Kafka's MetadataRecordType names them.");
		kg_pl(p, "enum %s_metadata_record_type {", P);
		kg_in(p);
		for (size_t i = 0; i < set->nmsgs; i++) {
			const struct kg_message *m = set->msgs[i];
			if (m->type == KG_MSG_METADATA && m->has_api_key)
				kg_pl(p, "%s_METADATA_%s = %d,", U, kg_upper(m->snake), m->api_key);
		}
		kg_out(p);
		kg_pl(p, "};");
		kg_blank(p);
	}
	free(reqs);
	kg_comment(p, kg_strf("This schema set (kwire/api.h): every API sorted by api key (%s_apis), every message sorted by name (%s_msgs).", P, P));
	kg_pl(p, "KW_EXPORT extern const struct kw_api_table %s_protocol;", P);
	kg_pl(p, "KW_EXPORT extern const struct kw_api %s_apis[];", P);
	kg_pl(p, "KW_EXPORT extern const size_t %s_api_count;", P);
	kg_pl(p, "KW_EXPORT extern const struct kw_msg_codec %s_msgs[];", P);
	kg_pl(p, "KW_EXPORT extern const size_t %s_msg_count;", P);
	kg_blank(p);
	kg_comment(p, kg_strf("Lookups in %s_protocol: the API with this key, or NULL.", P));
	kg_pl(p, "static inline const struct kw_api *%s_api_by_key(int16_t api_key)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_api_table_find_key(&%s_protocol, api_key);", P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_comment(p, "The API named name (\"Fetch\", \"FetchRequest\" or \"FetchResponse\"), or NULL.");
	kg_pl(p, "static inline const struct kw_api *%s_api_by_name(const char *name)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_api_table_find_name(&%s_protocol, name);", P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_comment(p, "The message named name (\"FetchRequest\", \"LeaderChangeMessage\"), or NULL.");
	kg_pl(p, "static inline const struct kw_msg_codec *%s_msg_by_name(const char *name)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_api_table_find_msg(&%s_protocol, name);", P);
	kg_pl(p, "}");
	kg_blank(p);
	kg_comment(p, "The KRaft metadata record with this record type, or NULL.");
	kg_pl(p, "static inline const struct kw_msg_codec *%s_record_by_type(int16_t record_type)", P);
	kg_pl(p, "{");
	kg_pl(p, "\treturn kw_api_table_find_record(&%s_protocol, record_type);", P);
	kg_pl(p, "}");
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
	const char *P = kg_names.prefix;
	kg_emit_banner(p, "the schema set by kwire-gen (API table)");
	kg_pl(p, "#include \"%s/api.h\"", kg_names.incdir);
	for (size_t i = 0; i < set->nmsgs; i++)
		kg_pl(p, "#include \"%s/%s.h\"", kg_names.incdir, set->msgs[i]->snake);
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
	kg_pl(p, "const struct kw_msg_codec %s_msgs[] = {", P);
	kg_in(p);
	for (size_t i = 0; i < set->nmsgs; i++) {
		const struct kg_message *m = set->msgs[i];
		const char *s = m->snake;
		kg_pl(p, "{ \"%s\", \"%s\", %s, %d, %d, %d, %d, sizeof(struct %s), init_%s,", m->name,
		      m->module, type_enum(m->type), m->has_api_key ? m->api_key : -1, m->valid.lo,
		      m->valid.hi, flex_since(m), m->top->cname, s);
		kg_pl(p, "  decode_%s, encode_%s, size_%s, equal_%s },", s, s, s, s);
	}
	if (set->nmsgs == 0)
		kg_pl(p, "{ NULL, NULL, KW_MSG_DATA, -1, 0, -1, -1, 0, NULL, NULL, NULL, NULL, NULL },");
	kg_out(p);
	kg_pl(p, "};");
	kg_pl(p, "const size_t %s_msg_count = %zu;", P, set->nmsgs);
	kg_blank(p);
	struct kg_message **reqs = kg_xcalloc(set->nmsgs + 1, sizeof *reqs);
	size_t nr = paired_requests(set, reqs);
	kg_pl(p, "const struct kw_api %s_apis[] = {", P);
	kg_in(p);
	for (size_t i = 0; i < nr; i++) {
		const struct kg_message *rq = reqs[i];
		size_t rqi = 0, rsi = 0;
		for (size_t j = 0; j < set->nmsgs; j++) {
			if (set->msgs[j] == rq)
				rqi = j;
			if (set->msgs[j]->type == KG_MSG_RESPONSE && set->msgs[j]->has_api_key &&
			    set->msgs[j]->api_key == rq->api_key)
				rsi = j;
		}
		kg_pl(p, "{ %d, \"%s\", %d, %d, %d, %d, %d, %s, %uu, &%s_msgs[%zu], &%s_msgs[%zu] },",
		      rq->api_key, api_name(rq), rq->valid.lo, rq->valid.hi, flex_since(rq),
		      kg_versions_empty(rq->deprecated) ? -1 : rq->deprecated.lo,
		      kg_versions_empty(rq->deprecated) ? -1 : rq->deprecated.hi,
		      rq->latest_unstable ? "true" : "false", rq->listeners, P, rqi, P, rsi);
	}
	if (nr == 0)
		kg_pl(p, "{ -1, NULL, 0, -1, -1, -1, -1, false, 0u, NULL, NULL },");
	kg_out(p);
	kg_pl(p, "};");
	kg_pl(p, "const size_t %s_api_count = %zu;", P, nr);
	kg_blank(p);
	kg_pl(p, "const struct kw_api_table %s_protocol = { %s_apis, %zu, %s_msgs, %zu };", P, P, nr,
	      P, set->nmsgs);
	free(reqs);
}

int kg_emit_api(const struct kg_schema_set *set, struct kg_outputs *o)
{
	struct kg_printer p;
	int rc = 0;
	kg_printer_init(&p);
	emit_api_header(set, &p);
	rc |= kg_out_write(o, kg_strf("%s/api.h", kg_names.incdir), KG_OUT_HEADER, &p);
	kg_printer_free(&p);
	kg_printer_init(&p);
	emit_api_source(set, &p);
	rc |= kg_out_write(o, kg_strf("%s/api.c", kg_names.incdir), KG_OUT_SOURCE, &p);
	kg_printer_free(&p);
	return rc ? -1 : 0;
}
