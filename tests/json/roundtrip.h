/*
 * tests/json/roundtrip.h — the round-trip checks shared by the JSON tests
 * (static functions; include after <cmocka.h>, from one test file each).
 */
#ifndef KWIRE_TESTS_JSON_ROUNDTRIP_H
#define KWIRE_TESTS_JSON_ROUNDTRIP_H

#include <kwire/msg/api_json.h>

#include <stdlib.h>

/* Encodes m with codec c at v into a malloc'd buffer (NULL on error). */
static uint8_t *encode(const struct kw_msg_codec *c, const void *m, int16_t v, size_t *len)
{
	struct kw_error err;
	kw_error_clear(&err);
	size_t n = c->size(m, v);
	uint8_t *buf = malloc(n ? n : 1);
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, n, &err);
	if (c->encode(m, v, &w) < 0 || w.pos != n) {
		free(buf);
		return NULL;
	}
	*len = n;
	return buf;
}

/* Decodes [buf, buf+n) at v into a new struct from arena a (fails the test on error). */
static void *decode(const struct kw_msg_codec *c, const uint8_t *buf, size_t n, int16_t v,
		    struct kw_arena *a)
{
	struct kw_error err;
	struct kw_reader r;
	void *m = kw_arena_calloc(a, 1, c->struct_size);
	kw_reader_init(&r, buf, n, &err);
	if (c->decode(m, v, &r, a) < 0 || r.pos != n) {
		char text[512];
		fail_msg("%s v%d: decode of own encoding: %s", c->name, v,
			 kw_error_format(&err, text, sizeof text));
	}
	return m;
}

/* to_json then from_json of m at v into a new struct; fails the test on error. */
static void *through_json(const struct kw_msg_json *mj, const void *m, int16_t v,
			  struct kw_arena *a, json_t **out)
{
	struct kw_error err;
	kw_error_clear(&err);
	json_t *j = mj->to_json(m, v);
	if (j == NULL)
		fail_msg("%s v%d: to_json failed", mj->codec->name, v);
	/* Through text, as files and the command line carry it. */
	char *text = json_dumps(j, JSON_COMPACT);
	json_error_t jerr;
	json_t *parsed = text ? json_loads(text, JSON_REJECT_DUPLICATES, &jerr) : NULL;
	if (parsed == NULL)
		fail_msg("%s v%d: JSON text does not parse back: %s", mj->codec->name, v,
			 text ? jerr.text : "dump failed");
	void *back = kw_arena_calloc(a, 1, mj->codec->struct_size);
	if (mj->from_json(back, v, parsed, a, &err) < 0) {
		char buf[512];
		fail_msg("%s v%d: from_json: %s\n%s", mj->codec->name, v,
			 kw_json_error_format(&err, buf, sizeof buf), text);
	}
	free(text);
	json_decref(parsed);
	*out = j;
	return back;
}

/*
 * The round trip every instance must pass at version v:
 *   - struct → JSON → struct → JSON gives the same JSON;
 *   - when m encodes at v: its wire form decoded (m as the version sees it)
 *     goes struct → JSON → struct equal, has the same JSON as m, and the
 *     copy encodes to the same bytes.
 * Returns whether m encoded at v.
 */
static bool check_round_trip(const struct kw_msg_json *mj, const void *m, int16_t v)
{
	const struct kw_msg_codec *c = mj->codec;
	struct kw_arena a;
	json_t *j, *j2, *jv, *jv2;
	kw_arena_init(&a);
	void *back = through_json(mj, m, v, &a, &j);
	j2 = mj->to_json(back, v);
	if (!json_equal(j, j2))
		fail_msg("%s v%d: JSON not stable\n%s\n%s", c->name, v, json_dumps(j, JSON_COMPACT),
			 json_dumps(j2, JSON_COMPACT));
	size_t n1 = 0, n2 = 0;
	uint8_t *b1 = encode(c, m, v, &n1);
	if (b1 != NULL) {
		void *mv = decode(c, b1, n1, v, &a);
		void *bk = through_json(mj, mv, v, &a, &jv);
		if (!c->equal(mv, bk))
			fail_msg("%s v%d: struct differs after JSON round trip\n%s", c->name, v,
				 json_dumps(jv, JSON_COMPACT));
		if (!json_equal(j, jv))
			fail_msg("%s v%d: JSON of the decoded copy differs\n%s\n%s", c->name, v,
				 json_dumps(j, JSON_COMPACT), json_dumps(jv, JSON_COMPACT));
		uint8_t *b2 = encode(c, bk, v, &n2);
		assert_non_null(b2);
		assert_int_equal(n1, n2);
		assert_memory_equal(b1, b2, n1);
		jv2 = mj->to_json(bk, v);
		assert_true(json_equal(jv, jv2));
		free(b2);
		json_decref(jv);
		json_decref(jv2);
	}
	free(b1);
	json_decref(j);
	json_decref(j2);
	kw_arena_free(&a);
	return b1 != NULL;
}

#endif
