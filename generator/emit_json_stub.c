/*
 * generator/emit_json_stub.c — the JSON converter emitter's entry point
 * until generator/emit_json.c exists: it emits nothing, so the generated
 * kwire_generated_json_sources list stays empty. emit_json.c replaces this
 * file in generator/meson.build.
 */
#include "emit.h"

int kg_emit_json(const struct kg_schema_set *set, struct kg_outputs *o)
{
	(void)set;
	(void)o;
	return 0;
}
