/*
 * replay_main.c — runs a fuzz target without libFuzzer: main() feeds
 * LLVMFuzzerTestOneInput every file of the corpus directories named on the
 * command line, then N pseudo-random mutations of each (bit flips, byte
 * changes, interesting values, inserts, deletes, truncations, splices with
 * another file), from a fixed seed so that a run is repeatable.
 *
 *   replay_<target> [-n N] [-s SEED] DIR|FILE...
 *
 * Each input is passed in a buffer of exactly its size, so a sanitizer
 * build catches reads past the end. A target signals failure by aborting;
 * the driver prints the file and mutation number before each mutated input
 * is run only when KWIRE_REPLAY_VERBOSE is set, and otherwise names the
 * failing input from a SIGABRT handler. Exit status 0 when every input ran.
 */
#include <dirent.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

struct input {
	char *name;
	uint8_t *data;
	size_t size;
};

static struct input *inputs;
static size_t n_inputs, cap_inputs;

/* What is running now, for the abort handler. */
static const char *current_name = "";
static long current_mutation = -1;
static uint64_t current_seed;

static void on_abort(int sig)
{
	char buf[512];
	int n = snprintf(buf, sizeof buf,
			 "replay: input %s, mutation %ld (seed %llu) failed\n",
			 current_name, current_mutation, (unsigned long long)current_seed);
	if (n > 0)
		(void)!write(2, buf, (size_t)n < sizeof buf ? (size_t)n : sizeof buf - 1);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void add_file(const char *path)
{
	FILE *f = fopen(path, "rb");
	if (f == NULL) {
		perror(path);
		exit(2);
	}
	size_t cap = 4096, len = 0;
	uint8_t *buf = malloc(cap);
	size_t got;
	while (buf != NULL && (got = fread(buf + len, 1, cap - len, f)) > 0) {
		len += got;
		if (len == cap) {
			cap *= 2;
			uint8_t *nb = realloc(buf, cap);
			if (nb == NULL)
				free(buf);
			buf = nb;
		}
	}
	fclose(f);
	if (buf == NULL) {
		fprintf(stderr, "replay: out of memory\n");
		exit(2);
	}
	if (n_inputs == cap_inputs) {
		cap_inputs = cap_inputs ? cap_inputs * 2 : 64;
		inputs = realloc(inputs, cap_inputs * sizeof *inputs);
		if (inputs == NULL) {
			fprintf(stderr, "replay: out of memory\n");
			exit(2);
		}
	}
	inputs[n_inputs].name = strdup(path);
	inputs[n_inputs].data = buf;
	inputs[n_inputs].size = len;
	n_inputs++;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const struct input *)a)->name, ((const struct input *)b)->name);
}

static void add_path(const char *path)
{
	struct stat st;
	if (stat(path, &st) != 0) {
		perror(path);
		exit(2);
	}
	if (!S_ISDIR(st.st_mode)) {
		add_file(path);
		return;
	}
	DIR *d = opendir(path);
	if (d == NULL) {
		perror(path);
		exit(2);
	}
	struct dirent *e;
	char full[4096];
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		snprintf(full, sizeof full, "%s/%s", path, e->d_name);
		add_file(full);
	}
	closedir(d);
}

static uint64_t rng_state;

static uint64_t rnd(void)
{
	/* xorshift64* */
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ull;
}

static size_t below(size_t n)
{
	return n ? (size_t)(rnd() % n) : 0;
}

/* Mutates buf[0..*len) in place (capacity cap); a few edits at a time. */
static void mutate(uint8_t *buf, size_t *len, size_t cap)
{
	static const int64_t interesting[] = {0,   1,	-1,   0x7f,	  0x80,	    0xff,
					     0x7fff, 0x8000, 0xffff, 0x7fffffff, -0x80000000LL};
	int edits = 1 + (int)below(4);
	for (int e = 0; e < edits; e++) {
		size_t n = *len;
		switch (below(8)) {
		case 0: /* flip a bit */
			if (n)
				buf[below(n)] ^= (uint8_t)(1u << below(8));
			break;
		case 1: /* random byte */
			if (n)
				buf[below(n)] = (uint8_t)rnd();
			break;
		case 2: { /* interesting big-endian value of 1, 2 or 4 bytes */
			size_t w = (size_t)1 << below(3);
			if (n >= w) {
				size_t at = below(n - w + 1);
				int64_t v = interesting[below(sizeof interesting /
							      sizeof interesting[0])];
				for (size_t i = 0; i < w; i++)
					buf[at + i] = (uint8_t)(v >> (8 * (w - 1 - i)));
			}
			break;
		}
		case 3: { /* insert random bytes */
			size_t k = 1 + below(8);
			if (n + k <= cap) {
				size_t at = below(n + 1);
				memmove(buf + at + k, buf + at, n - at);
				for (size_t i = 0; i < k; i++)
					buf[at + i] = (uint8_t)rnd();
				*len = n + k;
			}
			break;
		}
		case 4: { /* delete a run */
			if (n) {
				size_t at = below(n), k = 1 + below(n - at < 16 ? n - at : 16);
				memmove(buf + at, buf + at + k, n - at - k);
				*len = n - k;
			}
			break;
		}
		case 5: /* truncate */
			if (n)
				*len = below(n);
			break;
		case 6: { /* splice: a run of another input over this one */
			const struct input *o = &inputs[below(n_inputs)];
			if (o->size && n) {
				size_t from = below(o->size), at = below(n);
				size_t k = 1 + below(o->size - from);
				if (k > n - at)
					k = n - at;
				memcpy(buf + at, o->data + from, k);
			}
			break;
		}
		default: { /* duplicate a run */
			if (n) {
				size_t at = below(n), k = 1 + below(n - at < 32 ? n - at : 32);
				if (n + k <= cap) {
					memmove(buf + at + k, buf + at, n - at);
					*len = n + k;
				}
			}
			break;
		}
		}
	}
}

static void run_one(const uint8_t *data, size_t size)
{
	/* An exact-size copy: a read past the end is a sanitizer error. */
	uint8_t *copy = malloc(size ? size : 1);
	if (copy == NULL) {
		fprintf(stderr, "replay: out of memory\n");
		exit(2);
	}
	if (size)
		memcpy(copy, data, size);
	LLVMFuzzerTestOneInput(copy, size);
	free(copy);
}

int main(int argc, char **argv)
{
	long n_mut = 0;
	uint64_t seed = 1;
	int i = 1;
	for (; i < argc; i++) {
		if (strcmp(argv[i], "-n") == 0 && i + 1 < argc)
			n_mut = strtol(argv[++i], NULL, 10);
		else if (strcmp(argv[i], "-s") == 0 && i + 1 < argc)
			seed = strtoull(argv[++i], NULL, 10);
		else
			add_path(argv[i]);
	}
	if (n_inputs == 0) {
		fprintf(stderr, "usage: %s [-n MUTATIONS] [-s SEED] DIR|FILE...\n", argv[0]);
		return 2;
	}
	qsort(inputs, n_inputs, sizeof *inputs, by_name);
	signal(SIGABRT, on_abort);
	bool verbose = getenv("KWIRE_REPLAY_VERBOSE") != NULL;

	for (size_t k = 0; k < n_inputs; k++) {
		current_name = inputs[k].name;
		current_mutation = -1;
		run_one(inputs[k].data, inputs[k].size);
	}
	size_t cap = 0;
	for (size_t k = 0; k < n_inputs; k++)
		if (inputs[k].size > cap)
			cap = inputs[k].size;
	cap += 256;
	uint8_t *buf = malloc(cap);
	if (buf == NULL)
		return 2;
	for (size_t k = 0; k < n_inputs; k++) {
		current_name = inputs[k].name;
		for (long m = 0; m < n_mut; m++) {
			/* Each mutation has its own seed: reproducible alone. */
			current_seed = seed * 1000003u + k * 7919u + (uint64_t)m;
			rng_state = current_seed * 0x9e3779b97f4a7c15ull | 1;
			current_mutation = m;
			size_t len = inputs[k].size;
			memcpy(buf, inputs[k].data, len);
			mutate(buf, &len, cap);
			if (verbose)
				fprintf(stderr, "replay: %s mutation %ld\n", current_name, m);
			run_one(buf, len);
		}
	}
	printf("replay: %zu inputs, %ld mutations each, seed %llu: ok\n", n_inputs, n_mut,
	       (unsigned long long)seed);
	free(buf);
	for (size_t k = 0; k < n_inputs; k++) {
		free(inputs[k].name);
		free(inputs[k].data);
	}
	free(inputs);
	return 0;
}
