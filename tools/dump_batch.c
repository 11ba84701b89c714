/* SPDX-License-Identifier: Apache-2.0 */
/*
 * dump_batch.c — prints one record batch and its records for `kwire
 * dump-log` (see dump_batch.h; the output forms are described in
 * cmd_dump_log.c's help text).
 *
 * Control records are decoded by the generated codec of their value's
 * schema and printed in Kafka's JsonConverter form, labelled the way
 * kafka-dump-log.sh labels them (SnapshotHeader, KRaftVersion,
 * KRaftVoters, ...), plus the two it leaves as a bare type: LeaderChange,
 * and kwire's own VoterAssignment (control type 10000).
 *
 * A data record whose value is a KRaft metadata record (its frame, then a
 * record of a known type that takes exactly the rest of the value) is
 * printed decoded, as kafka-dump-log.sh --cluster-metadata-decoder does:
 * {"type":"TOPIC_RECORD","version":0,"data":{...}}.
 */
#include "dump_batch.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kraft.h"
#include "kwire/compress.h"
#include "kwire/json.h"
#include "kwire/metadata_record.h"
#include "kwire/msg/api.h"
#include "kwire/msg/api_json.h"
#include "kwire/records.h"

/* A compressed batch's records may take at most this much once inflated. */
#define MAX_DECOMPRESSED ((size_t)256 << 20)

struct control_kind {
	int type;
	const char *name;   /* Kafka's ControlRecordType name */
	const char *label;  /* kafka-dump-log.sh's label, text form */
	const char *schema; /* the value's message, NULL: none generated */
};

static const struct control_kind control_kinds[] = {
	{ KW_CONTROL_ABORT, "ABORT", "endTxnMarker", NULL },
	{ KW_CONTROL_COMMIT, "COMMIT", "endTxnMarker", NULL },
	{ KW_CONTROL_LEADER_CHANGE, "LEADER_CHANGE", "LeaderChange", "LeaderChangeMessage" },
	{ KW_CONTROL_SNAPSHOT_HEADER, "SNAPSHOT_HEADER", "SnapshotHeader",
	  "SnapshotHeaderRecord" },
	{ KW_CONTROL_SNAPSHOT_FOOTER, "SNAPSHOT_FOOTER", "SnapshotFooter",
	  "SnapshotFooterRecord" },
	{ KW_CONTROL_KRAFT_VERSION, "KRAFT_VERSION", "KRaftVersion", "KRaftVersionRecord" },
	{ KW_CONTROL_VOTERS, "KRAFT_VOTERS", "KRaftVoters", "VotersRecord" },
	{ KR_CONTROL_VOTER_ASSIGNMENT, "VOTER_ASSIGNMENT", "VoterAssignment",
	  "VoterAssignmentRecord" },
	{ KR_CONTROL_PRODUCER_IDS, "PRODUCER_IDS", "ProducerIds", "ProducerIdsRecord" },
};

static const struct control_kind *control_kind(int type)
{
	for (size_t i = 0; i < sizeof control_kinds / sizeof control_kinds[0]; i++)
		if (control_kinds[i].type == type)
			return &control_kinds[i];
	return NULL;
}

void dump_counts_init(struct dump_counts *c)
{
	memset(c, 0, sizeof *c);
	c->first_control_type = -1;
	c->last_control_type = -1;
}

void dump_json_string(const char *s)
{
	putchar('"');
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (*p == '"' || *p == '\\')
			printf("\\%c", *p);
		else if (*p < 0x20)
			printf("\\u%04x", *p);
		else
			putchar(*p);
	}
	putchar('"');
}

static bool printable(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] < 0x20 || p[i] > 0x7e)
			return false;
	return true;
}

/*
 * A key or value. Text: " name: text", " name: base64:...", " name: null",
 * "..." appended when cut at max_bytes. JSON: , "name": "text" /
 * , "nameBase64": "..." / , "name": null, and , "nameTruncated": true when
 * cut. With no_payload nothing is printed (the sizes are, elsewhere).
 */
static void put_bytes(const char *name, const char *json_name, struct kw_bytes b,
		      const struct dump_options *o)
{
	if (o->no_payload)
		return;
	if (b.len < 0 || b.ptr == NULL) {
		printf(o->json ? ", \"%s\": null" : " %s: null", o->json ? json_name : name);
		return;
	}
	size_t n = (size_t)b.len;
	bool cut = o->max_bytes >= 0 && (uint64_t)n > (uint64_t)o->max_bytes;
	if (cut)
		n = (size_t)o->max_bytes;
	if (printable(b.ptr, n)) {
		/* Printable ASCII needs no escape in text; in JSON only '"'
		 * and '\\' do. */
		if (o->json) {
			printf(", \"%s\": \"", json_name);
			for (size_t i = 0; i < n; i++) {
				if (b.ptr[i] == '"' || b.ptr[i] == '\\')
					putchar('\\');
				putchar(b.ptr[i]);
			}
			putchar('"');
		} else {
			printf(" %s: %.*s%s", name, (int)n, (const char *)b.ptr, cut ? "..." : "");
		}
	} else {
		char *t = malloc(KW_BASE64_ENCODED_LEN(n) + 1);
		if (t == NULL) {
			fprintf(stderr, "kwire dump-log: out of memory\n");
			exit(1);
		}
		kw_base64_encode(b.ptr, n, t);
		if (o->json)
			printf(", \"%sBase64\": \"%s\"", json_name, t);
		else
			printf(" %s: base64:%s%s", name, t, cut ? "..." : "");
		free(t);
	}
	if (cut && o->json)
		printf(", \"%sTruncated\": true", json_name);
}

/*
 * Decodes a control record's value with the generated codec of its schema
 * (its first field is its own int16 version) into compact JSON text
 * (caller frees), or NULL with why filled.
 */
static char *decode_control_value(const char *schema, struct kw_bytes value, char *why,
				  size_t whylen)
{
	const struct kw_msg_codec *codec = kw_msg_by_name(schema);
	const struct kw_msg_json *conv = codec ? kw_msg_json_of(codec) : NULL;
	if (conv == NULL) {
		snprintf(why, whylen, "no codec for %s", schema);
		return NULL;
	}
	if (value.len < 2 || value.ptr == NULL) {
		snprintf(why, whylen, "%s: value of %d bytes has no version", schema,
			 (int)value.len);
		return NULL;
	}
	int16_t version = (int16_t)((value.ptr[0] << 8) | value.ptr[1]);
	if (version < codec->min_version || version > codec->max_version) {
		snprintf(why, whylen, "%s version %d (this build reads %d to %d)", schema,
			 version, codec->min_version, codec->max_version);
		return NULL;
	}
	struct kw_arena a;
	kw_arena_init(&a);
	void *m = kw_arena_alloc(&a, codec->struct_size);
	char *text = NULL;
	if (m == NULL) {
		snprintf(why, whylen, "out of memory");
		goto out;
	}
	codec->init(m);
	struct kw_error err;
	struct kw_reader r;
	kw_error_clear(&err);
	kw_reader_init(&r, value.ptr, (size_t)value.len, &err);
	if (codec->decode(m, version, &r, &a) != 0) {
		char buf[KW_ERROR_DETAIL_MAX];
		snprintf(why, whylen, "%s v%d: %s", schema, version,
			 kw_error_format(&err, buf, sizeof buf));
		goto out;
	}
	if (kw_reader_remaining(&r) != 0) {
		snprintf(why, whylen, "%s v%d: %zu bytes after the message", schema, version,
			 kw_reader_remaining(&r));
		goto out;
	}
	json_t *j = conv->to_json(m, version);
	text = j ? json_dumps(j, JSON_COMPACT) : NULL;
	json_decref(j);
	if (text == NULL)
		snprintf(why, whylen, "%s v%d: cannot convert to JSON", schema, version);
out:
	kw_arena_free(&a);
	return text;
}

/* "TopicRecord" -> "TOPIC_RECORD" (Kafka's MetadataRecordType names). */
static void record_type_name(const char *name, char *out, size_t len)
{
	size_t o = 0;
	for (size_t i = 0; name[i] && o + 2 < len; i++) {
		char ch = name[i];
		bool upper = ch >= 'A' && ch <= 'Z';
		if (upper && i > 0 && !(name[i - 1] >= 'A' && name[i - 1] <= 'Z'))
			out[o++] = '_';
		else if (upper && i > 0 && name[i + 1] >= 'a' && name[i + 1] <= 'z' &&
			 name[i - 1] >= 'A' && name[i - 1] <= 'Z')
			out[o++] = '_';
		out[o++] = upper ? ch : (char)(ch >= 'a' && ch <= 'z' ? ch - 'a' + 'A' : ch);
	}
	out[o] = '\0';
}

/*
 * A data record's value as a KRaft metadata record: compact JSON text
 * {"type":"TOPIC_RECORD","version":0,"data":{...}} (caller frees), or NULL
 * when the value is not one (no frame, a type kwire does not know, or a
 * record that does not take exactly the rest of the value).
 */
static char *decode_metadata_value(struct kw_bytes value)
{
	if (value.len <= 0 || value.ptr == NULL)
		return NULL;
	struct kw_error err;
	struct kw_reader r;
	struct kw_metadata_frame f;
	kw_error_clear(&err);
	kw_reader_init(&r, value.ptr, (size_t)value.len, &err);
	if (kw_metadata_frame_read(&r, &f) != 0)
		return NULL;
	const struct kw_msg_codec *codec = kw_record_by_type(f.type);
	const struct kw_msg_json *conv = codec ? kw_msg_json_of(codec) : NULL;
	if (conv == NULL || f.version < codec->min_version || f.version > codec->max_version)
		return NULL;
	struct kw_arena a;
	kw_arena_init(&a);
	char *text = NULL;
	void *m = kw_arena_alloc(&a, codec->struct_size);
	if (m != NULL && codec->decode(m, f.version, &r, &a) == 0 &&
	    kw_reader_remaining(&r) == 0) {
		json_t *data = conv->to_json(m, f.version);
		json_t *doc = json_object();
		char type[128];
		record_type_name(codec->name, type, sizeof type);
		if (data != NULL && doc != NULL &&
		    json_object_set_new(doc, "type", json_string(type)) == 0 &&
		    json_object_set_new(doc, "version", json_integer(f.version)) == 0 &&
		    json_object_set(doc, "data", data) == 0)
			text = json_dumps(doc, JSON_COMPACT | JSON_PRESERVE_ORDER);
		json_decref(data);
		json_decref(doc);
	}
	kw_arena_free(&a);
	return text;
}

/*
 * A control record. Text: " controlType: NAME" then "LABEL: {json}" (or,
 * for transaction markers, Kafka's "endTxnMarker: COMMIT coordinatorEpoch:
 * N"); an unknown type prints as "UNKNOWN(type)". JSON: , "controlType":
 * "NAME", "controlTypeId": N, "message": {...} (null when undecodable, with
 * "error" and the value as "valueBase64").
 */
static int put_control(const struct kw_record *rec, const struct dump_options *o,
		       int *type_out)
{
	struct kw_control_record cr;
	struct kw_error e;
	kw_error_clear(&e);
	if (kw_control_record_parse(rec, &cr, &e) != 0) {
		if (o->json) {
			printf(", \"controlType\": \"INVALID\", \"error\": ");
			dump_json_string(e.detail);
		} else {
			printf(" controlType: INVALID (%s)", e.detail);
		}
		return -1;
	}
	*type_out = cr.type;
	const struct control_kind *k = control_kind(cr.type);
	if (o->json) {
		printf(", \"controlType\": \"%s\", \"controlTypeId\": %d",
		       k ? k->name : "UNKNOWN", (int)cr.type);
	} else if (k) {
		printf(" controlType: %s", k->name);
	} else {
		printf(" controlType: UNKNOWN(%d)", (int)cr.type);
	}
	char why[KW_ERROR_DETAIL_MAX + 64] = "";
	char *text = NULL;
	if (k != NULL && k->schema == NULL) {
		struct kw_end_txn_marker m;
		kw_error_clear(&e);
		if (kw_end_txn_marker_parse(cr.value, &m, &e) == 0) {
			if (o->json)
				printf(", \"message\": {\"version\":%d,\"coordinatorEpoch\":%d}",
				       (int)m.version, (int)m.coordinator_epoch);
			else
				printf(" endTxnMarker: %s coordinatorEpoch: %d", k->name,
				       (int)m.coordinator_epoch);
			return 0;
		}
		snprintf(why, sizeof why, "end transaction marker: %s", e.detail);
	} else if (k != NULL) {
		text = decode_control_value(k->schema, cr.value, why, sizeof why);
	} else {
		snprintf(why, sizeof why, "control type %d is not one kwire knows",
			 (int)cr.type);
	}
	if (text != NULL) {
		if (o->json)
			printf(", \"message\": %s", text);
		else
			printf(" %s: %s", k->label, text);
		free(text);
		return 0;
	}
	/* Undecodable or unknown: say why and show the bytes. */
	struct dump_options raw = *o;
	raw.no_payload = false;
	if (o->json) {
		printf(", \"message\": null, \"error\": ");
		dump_json_string(why);
	} else {
		printf(" (%s)", why);
	}
	put_bytes("value", "value", cr.value, &raw);
	return k != NULL ? -1 : 0;
}

int dump_batch(const uint8_t *p, size_t n, uint64_t pos, const struct dump_options *o,
	       struct dump_counts *c)
{
	struct kw_record_batch_header h;
	struct kw_error e;
	kw_error_clear(&e);
	(void)kw_record_batch_header_parse(p, n, &h, &e);
	struct kw_records_iter it;
	struct kw_record_batch b;
	kw_records_iter_init(&it, p, n, 0);
	kw_error_clear(&e);
	bool valid = kw_records_iter_next(&it, &b, &e) == 1;
	bool control = kw_record_batch_is_control(&h);
	int64_t last = kw_record_batch_last_offset(&h);
	const char *codec = kw_compression_name(kw_record_batch_compression(&h));
	const char *ts = kw_record_batch_is_log_append_time(&h) ? "LogAppendTime" : "CreateTime";
	size_t size = KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length;
	if (o->json)
		printf("{\"baseOffset\": %" PRId64 ", \"lastOffset\": %" PRId64
		       ", \"count\": %d, \"partitionLeaderEpoch\": %d, \"isControl\": %s"
		       ", \"isTransactional\": %s, \"producerId\": %" PRId64
		       ", \"position\": %" PRIu64 ", \"timestampType\": \"%s\""
		       ", \"maxTimestamp\": %" PRId64 ", \"size\": %zu"
		       ", \"compressCodec\": \"%s\", \"crc\": %" PRIu32
		       ", \"isValid\": %s, \"records\": [",
		       h.base_offset, last, (int)h.records_count, (int)h.partition_leader_epoch,
		       control ? "true" : "false",
		       kw_record_batch_is_transactional(&h) ? "true" : "false", h.producer_id,
		       pos, ts, h.max_timestamp, size, codec, h.crc, valid ? "true" : "false");
	else
		printf("baseOffset: %" PRId64 " lastOffset: %" PRId64 " count: %d"
		       " partitionLeaderEpoch: %d isControl: %s position: %" PRIu64
		       " %s: %" PRId64 " size: %zu compresscodec: %s crc: %" PRIu32
		       " isvalid: %s\n",
		       h.base_offset, last, (int)h.records_count, (int)h.partition_leader_epoch,
		       control ? "true" : "false", pos, ts, h.max_timestamp, size, codec, h.crc,
		       valid ? "true" : "false");
	c->batches++;
	int rc = 0;
	if (valid) {
		struct kw_arena a;
		struct kw_record_iter ri;
		kw_arena_init(&a);
		kw_error_clear(&e);
		int irc = kw_record_iter_init_decompressed(&ri, &b, MAX_DECOMPRESSED, &a, &e);
		struct kw_record rec;
		int k = 0;
		while (irc >= 0 && (irc = kw_record_iter_next(&ri, &rec)) == 1) {
			if (o->json)
				printf("%s{\"offset\": %" PRId64 ", \"timestamp\": %" PRId64,
				       k ? ", " : "", rec.offset, rec.timestamp);
			else
				printf("| offset: %" PRId64 " %s: %" PRId64, rec.offset, ts,
				       rec.timestamp);
			if (control) {
				if (o->json)
					printf(", \"keySize\": %d, \"valueSize\": %d",
					       (int)rec.key.len, (int)rec.value.len);
				else
					printf(" keySize: %d valueSize: %d", (int)rec.key.len,
					       (int)rec.value.len);
				int type = -1;
				if (put_control(&rec, o, &type) != 0)
					rc = -1;
				if (c->batches == 1 && k == 0)
					c->first_control_type = type;
				c->last_control_type = type;
			} else {
				/* Key and value first, as before, so that
				 * scripts matching "key": ..., "value": ...
				 * keep working; the sizes follow. */
				char *meta = o->no_payload ? NULL : decode_metadata_value(rec.value);
				if (o->json) {
					put_bytes("key", "key", rec.key, o);
					put_bytes("payload", "value", rec.value, o);
					printf(", \"keySize\": %d, \"valueSize\": %d, \"headers\": %d",
					       (int)rec.key.len, (int)rec.value.len,
					       (int)rec.header_count);
					if (meta != NULL)
						printf(", \"metadataRecord\": %s", meta);
				} else {
					printf(" keySize: %d valueSize: %d", (int)rec.key.len,
					       (int)rec.value.len);
					put_bytes("key", "key", rec.key, o);
					if (meta != NULL)
						printf(" payload: %s", meta);
					else
						put_bytes("payload", "value", rec.value, o);
					printf(" headers: %d", (int)rec.header_count);
				}
				free(meta);
				c->last_control_type = -1;
			}
			printf(o->json ? "}" : "\n");
			c->records++;
			k++;
		}
		if (irc < 0) {
			char buf[KW_ERROR_DETAIL_MAX];
			fprintf(stderr, "kwire dump-log: records of the batch at offset %" PRId64
					": %s\n",
				h.base_offset, kw_error_format(&e, buf, sizeof buf));
			rc = -1;
		}
		kw_arena_free(&a);
	} else {
		char buf[KW_ERROR_DETAIL_MAX];
		fprintf(stderr, "kwire dump-log: batch at offset %" PRId64 ", position %" PRIu64
				": %s\n",
			h.base_offset, pos, kw_error_format(&e, buf, sizeof buf));
		rc = -1;
	}
	if (rc != 0)
		c->invalid++;
	if (o->json)
		printf("]}\n");
	return rc;
}
