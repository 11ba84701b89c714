/*
 * generator/codegen.h — helpers shared by the C emitters (emit_codec.c,
 * emit_testgen.c, emit_api.c, and the JSON emitter): C types, names,
 * version conditions and default values of fields.
 */
#ifndef KG_CODEGEN_H
#define KG_CODEGEN_H

#include "ir.h"
#include "printer.h"

/* "message" for the top struct, else the struct's snake name ("fetch_topic"). */
const char *kg_fn_suffix(const struct kg_struct *s);
/* The C type of a value of kind k ("int32_t", "struct kw_str", "struct kw_x_y"). */
const char *kg_ctype(enum kg_kind k, const struct kg_struct *st);
/* Reader/writer suffix of a fixed-size kind ("i32"), NULL otherwise. */
const char *kg_prim_suffix(enum kg_kind k);
/* Encoded size of a fixed-size kind, 0 for variable-size kinds. */
int kg_fixed_size(enum kg_kind k);
/* A struct-typed field nullable wherever it exists is held by pointer. */
bool kg_struct_by_pointer(const struct kg_field *f);
/* A struct-typed field nullable in some of its versions: inline + x_is_null. */
bool kg_struct_null_flag(const struct kg_field *f);
bool kg_field_ever_nullable(const struct kg_field *f);
/* C condition for "version in r" when version is known to lie in k. */
const char *kg_cond(struct kg_versions r, struct kg_versions k);
bool kg_is_true(const char *c);
bool kg_is_false(const char *c);
/* s in upper case ("fetch_request" -> "FETCH_REQUEST"), a new string. */
const char *kg_upper(const char *s);
/* A C string literal for s (escaped). */
char *kg_c_string(const char *s);
/* The default of a scalar field as a C expression. */
const char *kg_default_scalar(const struct kg_field *f);
/* C expression: field f of *m differs from its default. */
const char *kg_nondefault(const struct kg_field *f, const char *m);
/* C expression: field f of *m is null. */
const char *kg_is_null(const struct kg_field *f, const char *m);
/* Fewest bytes one element of array field f takes in versions k. */
int kg_min_elem_size(const struct kg_field *f, struct kg_versions k);

#endif
