/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_metadata_record.c — the KRaft metadata record frame
 * (runtime/metadata_record.c): written and read back, Kafka's bytes for a
 * TopicRecord frame, and every way a frame can be wrong.
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <cmocka.h>

#include <kwire/metadata_record.h>
#include <kwire/msg/api.h>

static int read_frame(const uint8_t *p, size_t n, struct kw_metadata_frame *f,
		      struct kw_error *err, size_t *pos)
{
	struct kw_reader r;
	kw_reader_init(&r, p, n, err);
	int rc = kw_metadata_frame_read(&r, f);
	*pos = r.pos;
	return rc;
}

static void test_round_trip(void **state)
{
	(void)state;
	struct kw_metadata_frame f = { KW_METADATA_TOPIC_RECORD, 0 }, g;
	uint8_t buf[16];
	struct kw_error err;
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_metadata_frame_write(&w, &f);
	assert_true(kw_writer_ok(&w));
	/* MetadataRecordSerde: frame version 1, type 2, version 0. */
	static const uint8_t want[] = { 0x01, 0x02, 0x00 };
	assert_int_equal(w.pos, sizeof want);
	assert_memory_equal(buf, want, sizeof want);
	assert_int_equal(kw_metadata_frame_size(&f), sizeof want);
	size_t pos;
	assert_int_equal(read_frame(buf, w.pos, &g, &err, &pos), 0);
	assert_int_equal(pos, 3);
	assert_int_equal(g.type, KW_METADATA_TOPIC_RECORD);
	assert_int_equal(g.version, 0);
	/* A type above 127 takes two bytes. */
	f = (struct kw_metadata_frame){ 300, 5 };
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_metadata_frame_write(&w, &f);
	assert_int_equal(w.pos, kw_metadata_frame_size(&f));
	assert_int_equal(w.pos, 4);
	assert_int_equal(read_frame(buf, w.pos, &g, &err, &pos), 0);
	assert_int_equal(g.type, 300);
	assert_int_equal(g.version, 5);
}

static void test_bad_frames(void **state)
{
	(void)state;
	struct kw_metadata_frame f;
	struct kw_error err;
	size_t pos;
	static const uint8_t v0[] = { 0x00, 0x02, 0x00 };
	assert_int_equal(read_frame(v0, sizeof v0, &f, &err, &pos), KW_ERR_UNSUPPORTED_VERSION);
	assert_int_equal(err.offset, 0);
	static const uint8_t cut[] = { 0x01, 0x02 };
	for (size_t n = 0; n < 3; n++)
		assert_int_equal(read_frame(cut, n < 2 ? n : 2, &f, &err, &pos), KW_ERR_TRUNCATED);
	/* Type 40000 (0xc0 0xb8 0x02) does not fit an int16. */
	static const uint8_t big[] = { 0x01, 0xc0, 0xb8, 0x02, 0x00 };
	assert_int_equal(read_frame(big, sizeof big, &f, &err, &pos), KW_ERR_INVALID_VALUE);
	assert_int_equal(err.offset, 1);
	static const uint8_t bigv[] = { 0x01, 0x02, 0xc0, 0xb8, 0x02 };
	assert_int_equal(read_frame(bigv, sizeof bigv, &f, &err, &pos), KW_ERR_INVALID_VALUE);
	assert_int_equal(err.offset, 2);
	static const uint8_t longv[] = { 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0x01 };
	assert_true(read_frame(longv, sizeof longv, &f, &err, &pos) < 0);
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_bad_frames),
	};
	return cmocka_run_group_tests_name("metadata_record", tests, NULL, NULL);
}
