/*
 * tests/interop/vectors.c — loads the golden vectors (see vectors.h).
 */
#include "vectors.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int read_file(const char *path, uint8_t **out, size_t *len)
{
	FILE *fp = fopen(path, "rb");
	if (!fp)
		return -1;
	uint8_t *buf = NULL;
	size_t n = 0, cap = 0;
	for (;;) {
		if (n == cap) {
			cap = cap ? cap * 2 : 4096;
			uint8_t *nb = realloc(buf, cap);
			if (!nb) {
				free(buf);
				fclose(fp);
				return -1;
			}
			buf = nb;
		}
		size_t r = fread(buf + n, 1, cap - n, fp);
		if (r == 0)
			break;
		n += r;
	}
	fclose(fp);
	*out = buf;
	*len = n;
	return 0;
}

int interop_vectors_load(struct interop_vectors *v, const char *dir)
{
	char path[1024];
	memset(v, 0, sizeof(*v));
	snprintf(path, sizeof(path), "%s/index.txt", dir);
	FILE *idx = fopen(path, "r");
	if (!idx) {
		fprintf(stderr, "cannot open %s\n", path);
		return -1;
	}
	size_t cap = 0;
	char line[512];
	int rc = 0;
	while (fgets(line, sizeof(line), idx)) {
		if (line[0] == '#' || line[0] == '\n')
			continue;
		if (v->count == cap) {
			cap = cap ? cap * 2 : 64;
			struct interop_frame *nf = realloc(v->frames, cap * sizeof(*nf));
			if (!nf) {
				rc = -1;
				break;
			}
			v->frames = nf;
		}
		struct interop_frame *f = &v->frames[v->count];
		memset(f, 0, sizeof(*f));
		char dirword[8];
		int key, ver;
		long corr;
		if (sscanf(line, "%95s %7s %d %d %ld %47s", f->file, dirword, &key, &ver,
			   &corr, f->origin) != 6) {
			fprintf(stderr, "%s: bad line: %s", path, line);
			rc = -1;
			break;
		}
		f->request = strcmp(dirword, "req") == 0;
		f->api_key = (int16_t)key;
		f->api_version = (int16_t)ver;
		f->correlation_id = (int32_t)corr;
		snprintf(path, sizeof(path), "%s/%s", dir, f->file);
		if (read_file(path, &f->bytes, &f->len) != 0 || f->len < 4) {
			fprintf(stderr, "cannot read %s\n", path);
			free(f->bytes);
			rc = -1;
			break;
		}
		v->count++;
	}
	fclose(idx);
	if (rc == 0 && v->count == 0) {
		fprintf(stderr, "%s/index.txt lists no frames\n", dir);
		rc = -1;
	}
	if (rc != 0)
		interop_vectors_free(v);
	return rc;
}

void interop_vectors_free(struct interop_vectors *v)
{
	for (size_t i = 0; i < v->count; i++)
		free(v->frames[i].bytes);
	free(v->frames);
	v->frames = NULL;
	v->count = 0;
}

const char *interop_data_dir(int argc, char **argv)
{
	if (argc > 1)
		return argv[1];
#ifdef INTEROP_DATA_DIR
	return INTEROP_DATA_DIR;
#else
	return "data";
#endif
}
