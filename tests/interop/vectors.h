/*
 * tests/interop/vectors.h — loads the golden vectors captured from
 * librdkafka (data/index.txt and the .bin frames it lists).
 *
 * index.txt: comment lines start with '#'; every other line is
 *   <file> <req|resp> <api_key> <api_version> <correlation_id> <origin>
 * and a request's line is followed by its response's line.
 */
#ifndef KWIRE_TESTS_INTEROP_VECTORS_H
#define KWIRE_TESTS_INTEROP_VECTORS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct interop_frame {
	char file[96];
	bool request;
	int16_t api_key;
	int16_t api_version;
	int32_t correlation_id;
	char origin[48];
	uint8_t *bytes; /* the whole frame: size prefix, header, body */
	size_t len;
};

struct interop_vectors {
	struct interop_frame *frames;
	size_t count;
};

/*
 * Reads dir/index.txt and every file it lists. Returns 0, or -1 after
 * printing what went wrong to stderr. Free with interop_vectors_free.
 */
int interop_vectors_load(struct interop_vectors *v, const char *dir);
void interop_vectors_free(struct interop_vectors *v);

/* The frame's body after the size prefix, and its length. */
static inline const uint8_t *interop_frame_body(const struct interop_frame *f)
{
	return f->bytes + 4;
}
static inline size_t interop_frame_body_len(const struct interop_frame *f)
{
	return f->len - 4;
}

/* The data directory: argv[1] of the test, or the build-time default. */
const char *interop_data_dir(int argc, char **argv);

#endif
