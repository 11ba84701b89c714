/* A tiny program built against the installed libkwire: encodes and decodes
 * a few primitives and an error name through the public headers only. */
#include <kwire/kwire.h>

#include <stdio.h>
#include <string.h>

int main(void)
{
	struct kw_error err;
	uint8_t buf[64];
	struct kw_writer w;
	kw_writer_init_fixed(&w, buf, sizeof buf, &err);
	kw_writer_write_uvarint(&w, 300);
	kw_writer_write_string(&w, KW_STR_LIT("kwire"), true);
	if (!kw_writer_ok(&w))
		return 1;

	struct kw_reader r;
	kw_reader_init(&r, buf, w.pos, &err);
	uint32_t v = kw_reader_read_uvarint(&r);
	struct kw_str s;
	kw_reader_read_string(&r, &s, true, false);
	if (!kw_reader_ok(&r) || v != 300 || s.len != 5 || memcmp(s.ptr, "kwire", 5) != 0)
		return 1;
	printf("installed libkwire ok (%s)\n", kw_errname(KW_ERR_TRUNCATED));
	return 0;
}
