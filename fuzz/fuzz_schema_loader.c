/* SPDX-License-Identifier: Apache-2.0 */
/*
 * fuzz_schema_loader.c — libFuzzer target for kwire-gen's schema loader:
 * load (comment blanking, cJSON, positions, the IR builder), resolve and
 * validate, as kwire-gen runs them on a schema set.
 *
 * Input: one or two schema files, split at the first NUL byte (so a request
 * and a response can meet in validation; a second NUL stays in the second
 * file, which must then be refused). Errors are expected; the stages must
 * neither crash nor leak (schema_heap.c frees the IR after each input),
 * every message they return carries a name, and a set without errors holds
 * a top struct for every message.
 */
#include "ir.h"
#include "load.h"
#include "resolve.h"
#include "schema_heap.h"
#include "validate.h"

#include <cjson/cJSON.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#define CHECK(c)                                                                         \
	do {                                                                             \
		if (!(c))                                                                \
			abort();                                                         \
	} while (0)

/* The order kwire-gen sorts a set in before resolving it. */
static int cmp_msg(const void *a, const void *b)
{
	const struct kg_message *x = *(const struct kg_message *const *)a;
	const struct kg_message *y = *(const struct kg_message *const *)b;
	return strcmp(x->name, y->name);
}

static void setup(void)
{
	static int done;
	if (done)
		return;
	done = 1;
	cJSON_InitHooks(&(cJSON_Hooks){kg_fuzz_malloc, kg_fuzz_free});
	/* Diagnostics are expected on most inputs; keep them out of the log. */
	kg_diag = fopen("/dev/null", "w");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	setup();
	const char *text = (const char *)data;
	const char *nul = memchr(text, '\0', size);
	size_t len[2] = {nul ? (size_t)(nul - text) : size, 0};
	if (nul)
		len[1] = size - len[0] - 1;
	static const char *const paths[2] = {"schemas/fuzz/FuzzRequest.json",
					     "schemas/fuzz/FuzzResponse.json"};
	struct kg_message *msgs[2];
	struct kg_schema_set set = {msgs, 0};
	for (int i = 0; i < (nul ? 2 : 1); i++) {
		const char *t = i == 0 ? text : nul + 1;
		struct kg_message *m = kg_load_text(paths[i], t, len[i], NULL);
		if (m) {
			CHECK(m->name != NULL && m->snake != NULL && m->top != NULL);
			set.msgs[set.nmsgs++] = m;
		}
	}
	qsort(set.msgs, set.nmsgs, sizeof *set.msgs, cmp_msg);
	for (size_t i = 0; i < set.nmsgs; i++)
		kg_resolve(set.msgs[i]);
	kg_validate(&set);
	if (kg_error_count() == 0) {
		for (size_t i = 0; i < set.nmsgs; i++) {
			const struct kg_message *m = set.msgs[i];
			CHECK(m->top != NULL && m->top->is_top);
			CHECK(m->nstructs >= 1);
		}
	}
	kg_error_reset();
	kg_fuzz_free_all();
	return 0;
}
