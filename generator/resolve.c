/*
 * generator/resolve.c — binds struct type names to struct definitions
 * (inline and commonStructs, Kafka's StructRegistry rules R1–R5), gives every
 * struct its C name, orders each message's structs children first, and
 * computes the versions in which each struct's code can run ("known").
 */
#include "resolve.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

struct registry {
	struct kg_struct **items;
	size_t n;
};

static struct kg_struct *find(const struct registry *r, const char *name)
{
	for (size_t i = 0; i < r->n; i++)
		if (strcmp(r->items[i]->name, name) == 0)
			return r->items[i];
	return NULL;
}

static void add(struct registry *r, struct kg_struct *s)
{
	r->items = realloc(r->items, (r->n + 1) * sizeof *r->items);
	if (!r->items)
		abort();
	r->items[r->n++] = s;
}

struct ctx {
	struct kg_message *m;
	struct registry commons;
	struct registry inlines;
	struct registry order; /* children first */
};

static void bind_struct(struct ctx *c, struct kg_struct *s);

static void bind_field(struct ctx *c, struct kg_field *f)
{
	struct kg_type *t = &f->type;
	bool structish = t->kind == KG_STRUCT || (t->kind == KG_ARRAY && t->elem == KG_STRUCT);
	if (!structish)
		return;
	const char *name = t->struct_name;
	struct kg_struct *common = find(&c->commons, name);
	if (f->inline_struct) {
		if (common) {
			kg_error(f->loc_type, "can't re-specify the common struct %s as an inline struct",
				 name);
			return;
		}
		if (find(&c->inlines, name)) {
			kg_error(f->loc_type, "struct %s was specified twice", name);
			return;
		}
		add(&c->inlines, f->inline_struct);
		t->st = f->inline_struct;
		bind_struct(c, f->inline_struct);
		add(&c->order, f->inline_struct);
		return;
	}
	if (common) {
		t->st = common;
		return;
	}
	if (find(&c->inlines, name)) {
		kg_error(f->loc_type, "struct %s was specified twice (reuse a struct through commonStructs)",
			 name);
		return;
	}
	kg_error(f->loc_type, "unable to locate a specification for the structure %s", name);
}

static void bind_struct(struct ctx *c, struct kg_struct *s)
{
	s->cname = s->is_top ? kg_strf("%s_%s", kg_names.prefix, c->m->snake)
			     : kg_strf("%s_%s_%s", kg_names.prefix, c->m->snake, kg_snake(s->name));
	for (size_t i = 0; i < s->nfields; i++)
		bind_field(c, s->fields[i]);
}

/* Widens s->known by v; returns true if it changed. */
static bool widen(struct kg_struct *s, struct kg_versions v)
{
	if (kg_versions_empty(v))
		return false;
	if (!s->used || kg_versions_empty(s->known)) {
		s->known = v;
		s->used = true;
		return true;
	}
	struct kg_versions w = { v.lo < s->known.lo ? v.lo : s->known.lo,
				 v.hi > s->known.hi ? v.hi : s->known.hi };
	bool changed = w.lo != s->known.lo || w.hi != s->known.hi;
	s->known = w;
	return changed;
}

static void propagate(struct kg_struct *s, int depth)
{
	if (depth > 64)
		return; /* a struct containing itself: reported by validate */
	for (size_t i = 0; i < s->nfields; i++) {
		struct kg_field *f = s->fields[i];
		struct kg_struct *child = f->type.st;
		if (!child)
			continue;
		struct kg_versions v = kg_versions_intersect(f->versions, s->known);
		if (child->is_common)
			v = kg_versions_intersect(v, child->versions);
		if (widen(child, v) || !child->is_common)
			propagate(child, depth + 1);
	}
}

void kg_resolve(struct kg_message *m)
{
	struct ctx c = { .m = m };
	for (size_t i = 0; i < m->ncommons; i++) {
		struct kg_struct *s = m->commons[i];
		if (!isupper((unsigned char)s->name[0])) {
			kg_error(s->loc, "can't process structure %s: the first letter of structure names must be capitalized",
				 s->name);
		}
		if (find(&c.commons, s->name)) {
			kg_error(s->loc, "common struct %s was specified twice", s->name);
			continue;
		}
		add(&c.commons, s);
	}
	for (size_t i = 0; i < c.commons.n; i++)
		bind_struct(&c, c.commons.items[i]);
	bind_struct(&c, m->top);
	/* Order: inline structs (children first, as bound), then commons, top. */
	for (size_t i = 0; i < c.commons.n; i++)
		add(&c.order, c.commons.items[i]);
	m->top->known = m->valid;
	m->top->used = true;
	propagate(m->top, 0);
	/*
	 * Commons may use other commons declared later; emit order must put a
	 * struct after every struct it embeds by value: a simple repeated pass.
	 */
	size_t n = c.order.n;
	struct kg_struct **sorted = kg_xcalloc(n + 1, sizeof *sorted);
	size_t ns = 0;
	bool *done = kg_xcalloc(n + 1, sizeof *done);
	for (size_t round = 0; round <= n && ns < n; round++) {
		for (size_t i = 0; i < n; i++) {
			if (done[i])
				continue;
			struct kg_struct *s = c.order.items[i];
			bool ready = true;
			for (size_t j = 0; j < s->nfields && ready; j++) {
				struct kg_struct *ch = s->fields[j]->type.st;
				if (!ch)
					continue;
				bool placed = false;
				for (size_t k = 0; k < ns; k++)
					placed |= sorted[k] == ch;
				ready = placed;
			}
			if (ready || round == n) {
				sorted[ns++] = s;
				done[i] = true;
			}
		}
	}
	sorted[ns++] = m->top;
	m->structs = sorted;
	m->nstructs = ns;
	free(done);
}
