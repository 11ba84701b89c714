/*
 * generator/validate.c — every schema rule Apache Kafka's generator enforces
 * (the J, M, S, F, T, V, D, R, G and A series of the codec notes), each
 * reported at the offending key or value, all collected before exiting.
 * Nothing stricter than Kafka where Kafka's own schemas would fail: e.g.
 * nullableVersions may start before versions.
 *
 * Defaults are parsed here too (kg_default), since the emitters need them.
 */
#include "validate.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static char vb1[32], vb2[32];
#define VS1(v) kg_versions_str((v), vb1, sizeof vb1)
#define VS2(v) kg_versions_str((v), vb2, sizeof vb2)

static struct kg_loc or_loc(struct kg_loc a, struct kg_loc b)
{
	return a.line > 0 ? a : b;
}

/* ---- defaults ---- */

static bool parse_signed(const char *t, int64_t lo, int64_t hi, int64_t *out)
{
	if (!*t)
		return false;
	errno = 0;
	char *end;
	long long v;
	if (strncmp(t, "0x", 2) == 0) {
		if (!t[2] || t[2] == '-' || t[2] == '+')
			return false;
		unsigned long long u = strtoull(t + 2, &end, 16);
		if (errno || *end || u > (unsigned long long)INT64_MAX)
			return false;
		v = (long long)u;
	} else {
		v = strtoll(t, &end, 10);
		if (errno || *end || isspace((unsigned char)t[0]))
			return false;
	}
	if (v < lo || v > hi)
		return false;
	*out = v;
	return true;
}

static bool parse_unsigned(const char *t, uint64_t hi, uint64_t *out)
{
	if (!*t || t[0] == '-' || t[0] == '+' || isspace((unsigned char)t[0]))
		return false;
	errno = 0;
	char *end;
	unsigned long long u;
	if (strncmp(t, "0x", 2) == 0) {
		if (!t[2])
			return false;
		u = strtoull(t + 2, &end, 16);
	} else {
		u = strtoull(t, &end, 10);
	}
	if (errno || *end || u > hi)
		return false;
	*out = u;
	return true;
}

static int b64url_value(char c)
{
	if (c >= 'A' && c <= 'Z')
		return c - 'A';
	if (c >= 'a' && c <= 'z')
		return c - 'a' + 26;
	if (c >= '0' && c <= '9')
		return c - '0' + 52;
	if (c == '-')
		return 62;
	if (c == '_')
		return 63;
	return -1;
}

/* Base64url (padding optional) → bytes; returns decoded length or -1. */
static int b64url_decode(const char *t, uint8_t *out, size_t cap)
{
	size_t n = strlen(t);
	while (n > 0 && t[n - 1] == '=')
		n--;
	if (n % 4 == 1)
		return -1;
	uint32_t acc = 0;
	int bits = 0;
	size_t o = 0;
	for (size_t i = 0; i < n; i++) {
		int v = b64url_value(t[i]);
		if (v < 0)
			return -1;
		acc = (acc << 6) | (uint32_t)v;
		bits += 6;
		if (bits >= 8) {
			bits -= 8;
			if (o < cap)
				out[o] = (uint8_t)(acc >> bits);
			o++;
		}
	}
	return (int)o;
}

static bool all_versions_nullable(const struct kg_field *f)
{
	return kg_versions_subset(f->versions, f->nullable);
}

static void check_default(struct kg_field *f)
{
	struct kg_default *d = &f->def;
	const char *t = d->text;
	struct kg_loc l = or_loc(f->loc_default, f->loc);
	d->given = *t != '\0';
	enum kg_kind k = f->type.kind;
	switch (k) {
	case KG_BOOL:
		if (!*t || strcasecmp(t, "false") == 0)
			d->i = 0;
		else if (strcasecmp(t, "true") == 0)
			d->i = 1;
		else
			kg_error(l, "invalid default for boolean field %s: %s", f->name, t);
		break;
	case KG_INT8:
	case KG_INT16:
	case KG_INT32:
	case KG_INT64: {
		static const int64_t lim[][2] = {
			{ INT8_MIN, INT8_MAX },
			{ INT16_MIN, INT16_MAX },
			{ INT32_MIN, INT32_MAX },
			{ INT64_MIN, INT64_MAX },
		};
		int w = k == KG_INT8 ? 0 : k == KG_INT16 ? 1 : k == KG_INT32 ? 2 : 3;
		if (!*t)
			d->i = 0;
		else if (!parse_signed(t, lim[w][0], lim[w][1], &d->i))
			kg_error(l, "invalid default for %s field %s: %s", kg_kind_name(k), f->name, t);
		break;
	}
	case KG_UINT16:
	case KG_UINT32:
		if (!*t)
			d->u = 0;
		else if (!parse_unsigned(t, k == KG_UINT16 ? 65535u : 4294967295u, &d->u))
			kg_error(l, "invalid default for %s field %s: %s", kg_kind_name(k), f->name, t);
		break;
	case KG_FLOAT64: {
		if (!*t) {
			d->f = 0;
			break;
		}
		char *tmp = kg_xstrdup(t);
		size_t n = strlen(tmp);
		if (n > 1 && strchr("fFdD", tmp[n - 1]) && !strchr(tmp, 'x'))
			tmp[n - 1] = '\0';
		char *end;
		errno = 0;
		double v = strtod(tmp, &end);
		if (end == tmp || *end || isspace((unsigned char)tmp[0]))
			kg_error(l, "invalid default for float64 field %s: %s", f->name, t);
		d->f = v;
		free(tmp);
		break;
	}
	case KG_UUID:
		if (*t) {
			uint8_t buf[64];
			int n = b64url_decode(t, buf, sizeof buf);
			if (n < 0)
				kg_error(l, "invalid default for uuid field %s: %s", f->name, t);
			else if (n < 16)
				kg_error(l, "invalid default for uuid field %s: %s decodes to %d bytes, not 16",
					 f->name, t, n);
			else
				memcpy(d->uuid, buf, 16);
		}
		break;
	case KG_STRING:
		if (strcmp(t, "null") == 0) {
			d->is_null = true;
			if (!all_versions_nullable(f))
				kg_error(l, "null cannot be the default for field %s, because not all versions of this field are nullable",
					 f->name);
		}
		break;
	case KG_BYTES:
		if (strcmp(t, "null") == 0) {
			d->is_null = true;
			if (!all_versions_nullable(f))
				kg_error(l, "null cannot be the default for field %s, because not all versions of this field are nullable",
					 f->name);
		} else if (*t) {
			kg_error(l, "invalid default for bytes field %s: the only valid default for a bytes field is empty or null",
				 f->name);
		}
		break;
	case KG_RECORDS:
		d->is_null = true; /* records always default to null */
		break;
	case KG_STRUCT:
	case KG_ARRAY:
		if (strcmp(t, "null") == 0) {
			d->is_null = true;
			if (!all_versions_nullable(f))
				kg_error(l, "null cannot be the default for field %s, because not all versions of this field are nullable",
					 f->name);
		} else if (*t) {
			kg_error(l, "invalid default for %s field %s: the only valid default for %s field is the empty %s or null",
				 k == KG_STRUCT ? "struct" : "array", f->name,
				 k == KG_STRUCT ? "a struct" : "an array",
				 k == KG_STRUCT ? "struct" : "array");
		}
		break;
	}
}

/* ---- fields and structs ---- */

static bool valid_name(const char *n)
{
	if (!isalpha((unsigned char)n[0]))
		return false;
	for (const char *c = n; *c; c++)
		if (!isalnum((unsigned char)*c))
			return false;
	return true;
}

static enum kg_kind base_kind(const struct kg_field *f)
{
	return f->type.kind == KG_ARRAY ? f->type.elem : f->type.kind;
}

static void check_field(struct kg_message *m, struct kg_struct *s, struct kg_field *f)
{
	struct kg_loc fl = f->loc;
	if (!valid_name(f->name))
		kg_error(or_loc(f->loc_name, fl), "invalid field name %s", f->name);
	if (!f->has_versions && !f->has_tagged && f->loc_versions.line == 0 && f->loc_tagged.line == 0)
		kg_error(fl, "you must specify the version of the %s structure", f->name);
	enum kg_kind k = f->type.kind;
	if (f->has_nullable && !kg_versions_empty(f->nullable) && !kg_kind_nullable_ok(k))
		kg_error(f->loc_nullable, "type %s cannot be nullable", f->type_text);
	if (f->entity_type) {
		static const struct {
			const char *name;
			enum kg_kind kind;
		} ents[] = {
			{ "transactionalId", KG_STRING }, { "producerId", KG_INT64 },
			{ "groupId", KG_STRING },         { "topicName", KG_STRING },
			{ "brokerId", KG_INT32 },         { "unknown", KG_BOOL },
		};
		bool found = false;
		for (size_t i = 0; i < sizeof ents / sizeof ents[0]; i++) {
			if (strcmp(ents[i].name, f->entity_type) != 0)
				continue;
			found = true;
			if (i < 5 && base_kind(f) != ents[i].kind)
				kg_error(f->loc_entity_type, "field %s has entity type %s, but field type %s, which does not match",
					 f->name, f->entity_type, f->type_text);
		}
		if (!found)
			kg_error(f->loc_entity_type, "unknown entity type \"%s\" (expected transactionalId, producerId, groupId, topicName or brokerId)",
				 f->entity_type);
	}
	if (f->has_flexible && k != KG_STRING && k != KG_BYTES)
		kg_error(f->loc_flexible, "invalid flexibleVersions override for %s: only fields of type string or bytes can specify a flexibleVersions override",
			 f->name);
	if (f->has_flexible) {
		if (!kg_versions_empty(f->flexible) && f->flexible.hi != KG_VERSION_MAX)
			kg_error(f->loc_flexible, "flexibleVersions of %s must be either none, or an open-ended range", f->name);
		else if (!kg_versions_subset(f->flexible, m->flexible))
			kg_error(f->loc_flexible, "the flexible versions for field %s are %s, which are not a subset of the flexible versions for the message as a whole, which are %s",
				 f->name, VS1(f->flexible), VS2(m->flexible));
	}
	if (f->has_tag && f->map_key)
		kg_error(f->loc_map_key, "tagged fields cannot be used as keys (field %s)", f->name);
	if (f->has_tag && f->tag < 0)
		kg_error(f->loc_tag, "field %s specifies a tag of %d. Tags cannot be negative", f->name, f->tag);
	if (f->has_tag && !f->has_tagged)
		kg_error(f->loc_tag, "field %s specifies a tag, but no taggedVersions. If a tag is specified, taggedVersions must be specified as well",
			 f->name);
	if (!f->has_tag && f->has_tagged && !kg_versions_empty(f->tagged))
		kg_error(f->loc_tagged, "field %s specifies taggedVersions %s, but no tag. Please specify a tag, or remove the taggedVersions",
			 f->name, VS1(f->tagged));
	if (f->has_tagged && !kg_versions_empty(f->tagged)) {
		struct kg_versions tn = kg_versions_intersect(f->tagged, f->nullable);
		if (!kg_versions_empty(tn) && !kg_versions_subset(f->tagged, f->nullable))
			kg_error(f->loc_nullable, "field %s: either all tagged versions must be nullable, or none must be",
				 f->name);
		if (f->tagged.hi != KG_VERSION_MAX)
			kg_error(f->loc_tagged, "field %s: taggedVersions must be either none, or an open-ended range, not %s",
				 f->name, VS1(f->tagged));
		else if (!kg_versions_subset(f->tagged, f->versions))
			kg_error(f->loc_tagged, "field %s: taggedVersions must be a subset of versions (%s is not within %s)",
				 f->name, VS1(f->tagged), VS2(f->versions));
		else if (!kg_versions_subset(f->tagged, kg_field_flexible(f)))
			kg_error(f->loc_tagged, "field %s specifies tagged versions %s that are not a subset of the flexible versions %s",
				 f->name, VS1(f->tagged), VS2(kg_field_flexible(f)));
		if (k == KG_RECORDS)
			kg_error(f->loc_tagged, "unsupported attempt to declare field %s with records type as a tagged field",
				 f->name);
	}
	if (f->zero_copy && k != KG_BYTES)
		kg_error(f->loc_zero_copy, "invalid zeroCopy value for %s: only fields of type bytes can use zeroCopy flag",
			 f->name);
	if (k == KG_ARRAY && f->type.elem == KG_RECORDS)
		kg_error(f->loc_type, "unsupported field type %s: records cannot be an array element", f->type_text);
	if (f->map_key && s->is_top)
		kg_error(f->loc_map_key, "cannot set mapKey on top level fields (%s)", f->name);
	if (f->type.st && !f->type.st->is_common && s->used &&
	    kg_versions_empty(kg_versions_intersect(f->versions, s->known)) &&
	    !kg_versions_empty(s->known) && !kg_versions_empty(f->versions))
		kg_error(or_loc(f->loc_versions, fl), "version ranges %s and %s have no versions in common (field %s)",
			 VS1(f->versions), VS2(s->known), f->name);
	check_default(f);
}

static void check_struct(struct kg_message *m, struct kg_struct *s)
{
	if (!s->is_top && !s->is_common && !s->has_versions)
		kg_error(s->owner->loc, "you must specify the version of the %s structure", s->name);
	/* S4 duplicate names, S3 duplicate tags, S5 contiguous tags. */
	int maxtag = -1;
	for (size_t i = 0; i < s->nfields; i++) {
		struct kg_field *f = s->fields[i];
		for (size_t j = 0; j < i; j++) {
			if (strcmp(s->fields[j]->name, f->name) == 0) {
				kg_error(or_loc(f->loc_name, f->loc), "in %s, field %s has a duplicate name %s. All field names must be unique",
					 s->name, f->name, f->name);
				break;
			}
		}
		if (f->has_tag && f->tag >= 0) {
			for (size_t j = 0; j < i; j++) {
				if (s->fields[j]->has_tag && s->fields[j]->tag == f->tag) {
					kg_error(f->loc_tag, "in %s, field %s has a duplicate tag ID %d. All tags IDs must be unique",
						 s->name, f->name, f->tag);
					break;
				}
			}
			if (f->tag > maxtag)
				maxtag = f->tag;
		}
	}
	for (int t = 0; t < maxtag; t++) {
		bool seen = false;
		for (size_t i = 0; i < s->nfields; i++)
			seen |= s->fields[i]->has_tag && s->fields[i]->tag == t;
		if (!seen) {
			struct kg_loc l = s->loc;
			for (size_t i = 0; i < s->nfields; i++)
				if (s->fields[i]->has_tag && s->fields[i]->tag == maxtag)
					l = s->fields[i]->loc_tag;
			kg_error(l, "in %s, the tag IDs are not contiguous. Make use of tag %d before using any higher tag IDs",
				 s->name, t);
			break;
		}
	}
	for (size_t i = 0; i < s->nfields; i++)
		check_field(m, s, s->fields[i]);
}

static void check_message(struct kg_message *m)
{
	if (!m->has_valid) {
		kg_error(m->loc, "you must specify the version of the %s structure (validVersions)", m->name);
	} else if (m->valid.hi == KG_VERSION_MAX) {
		kg_error(m->loc_valid, "message %s does not specify a maximum version", m->name);
	}
	if (!m->has_flexible) {
		kg_error(m->loc, "you must specify a value for flexibleVersions. Please use 0+ for all new messages");
	} else if (!kg_versions_empty(m->flexible) && m->flexible.hi != KG_VERSION_MAX) {
		kg_error(m->loc_flexible, "flexibleVersions must be either none, or an open-ended range, not %s",
			 VS1(m->flexible));
	}
	if (m->has_listeners && m->type != KG_MSG_REQUEST)
		kg_error(m->loc_listeners, "the listeners (requestScope) property is only valid for messages with type request");
	if (m->latest_unstable && m->type != KG_MSG_REQUEST)
		kg_error(m->loc_unstable, "the latestVersionUnstable property is only valid for messages with type request");
	if (m->type == KG_MSG_REQUEST || m->type == KG_MSG_RESPONSE) {
		const char *suffix = m->type == KG_MSG_REQUEST ? "Request" : "Response";
		size_t n = strlen(m->name), sn = strlen(suffix);
		if (n <= sn || strcmp(m->name + n - sn, suffix) != 0)
			kg_error(m->loc_name, "%s does not end with the expected suffix %s", m->name, suffix);
		if (!m->has_api_key)
			kg_error(m->loc, "%s %s has no apiKey", m->type_text, m->name);
	}
	if (m->has_api_key && (m->api_key < 0 || m->api_key > 32767))
		kg_error(m->loc_api_key, "apiKey %d is out of range", m->api_key);
	for (size_t i = 0; i < m->nstructs; i++)
		check_struct(m, m->structs[i]);
}

void kg_validate(struct kg_schema_set *set)
{
	for (size_t i = 0; i < set->nmsgs; i++)
		check_message(set->msgs[i]);
	/* A1/A3/A5: api keys across the set. */
	for (size_t i = 0; i < set->nmsgs; i++) {
		struct kg_message *a = set->msgs[i];
		if (!a->has_api_key)
			continue;
		bool pair = false;
		for (size_t j = 0; j < set->nmsgs; j++) {
			struct kg_message *b = set->msgs[j];
			if (j == i || !b->has_api_key || b->api_key != a->api_key)
				continue;
			if (b->type == a->type && j < i &&
			    (a->type == KG_MSG_REQUEST || a->type == KG_MSG_RESPONSE))
				kg_error(a->loc_api_key, "found more than one %s with API key %d (%s and %s)",
					 a->type_text, a->api_key, b->name, a->name);
			if (b->type == a->type && j < i && a->type == KG_MSG_METADATA)
				kg_error(a->loc_api_key, "duplicate metadata record entry for type %d. Original claimant: %s. New claimant: %s",
					 a->api_key, b->name, a->name);
			if ((a->type == KG_MSG_REQUEST && b->type == KG_MSG_RESPONSE) ||
			    (a->type == KG_MSG_RESPONSE && b->type == KG_MSG_REQUEST))
				pair = true;
		}
		if (!pair && a->type == KG_MSG_REQUEST)
			kg_error(a->loc_api_key, "failed to find response for API key %d (%s)", a->api_key, a->name);
		if (!pair && a->type == KG_MSG_RESPONSE)
			kg_error(a->loc_api_key, "failed to find request for API key %d (%s)", a->api_key, a->name);
	}
	/* Two messages with one C name would overwrite each other's files. */
	for (size_t i = 0; i < set->nmsgs; i++)
		for (size_t j = 0; j < i; j++)
			if (strcmp(set->msgs[i]->snake, set->msgs[j]->snake) == 0)
				kg_error(set->msgs[i]->loc_name, "message %s is also defined in %s",
					 set->msgs[i]->name, set->msgs[j]->path);
}
