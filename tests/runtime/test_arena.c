/*
 * test_arena.c — the arena (runtime/arena.c): alignment, growth, the total
 * limit, reset and free, fixed mode bounds, and failing allocation number i
 * for every i (each failure is a clean NULL; nothing leaks under ASan).
 */
#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <cmocka.h>

#include <kwire/arena.h>
#include <kwire/reader.h>

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/* An allocator that fails its fail_at-th call (1-based; 0 = never). */
struct failing {
	int calls;
	int fail_at;
	int live;
	size_t bytes;
};

static void *failing_alloc(void *ctx, size_t size)
{
	struct failing *f = ctx;
	f->calls++;
	if (f->fail_at != 0 && f->calls == f->fail_at)
		return NULL;
	f->live++;
	f->bytes += size;
	return malloc(size);
}

static void failing_free(void *ctx, void *p)
{
	struct failing *f = ctx;
	f->live--;
	free(p);
}

static void test_alignment_and_growth(void **state)
{
	(void)state;
	struct kw_arena a;
	kw_arena_init(&a);
	uint8_t *prev = NULL;
	for (size_t i = 1; i < 3000; i += 7) {
		uint8_t *p = kw_arena_alloc(&a, i);
		assert_non_null(p);
		assert_int_equal((uintptr_t)p % 16, 0);
		memset(p, 0xa5, i); /* ASan catches overlap or overflow */
		assert_true(p != prev);
		prev = p;
	}
	/* A request larger than any block gets its own. */
	uint8_t *big = kw_arena_alloc(&a, 5u << 20);
	assert_non_null(big);
	memset(big, 1, 5u << 20);
	/* Zero bytes: non-NULL, nothing obtained. */
	size_t total = a.total;
	assert_non_null(kw_arena_alloc(&a, 0));
	assert_int_equal(a.total, total);
	/* calloc zeroes and checks overflow. */
	uint32_t *z = kw_arena_calloc(&a, 100, sizeof *z);
	for (int i = 0; i < 100; i++)
		assert_int_equal(z[i], 0);
	assert_null(kw_arena_calloc(&a, SIZE_MAX / 2, 4));
	assert_null(kw_arena_alloc(&a, SIZE_MAX - 3));
	kw_arena_free(&a);
	assert_null(a.blocks);
	/* Usable again after free. */
	assert_non_null(kw_arena_alloc(&a, 10));
	kw_arena_free(&a);
}

static void test_reset_keeps_one_block(void **state)
{
	(void)state;
	struct failing f = {0, 0, 0, 0};
	struct kw_allocator al = {failing_alloc, failing_free, &f};
	struct kw_arena a;
	kw_arena_init_with(&a, &al);
	for (int i = 0; i < 100; i++)
		assert_non_null(kw_arena_alloc(&a, 200));
	assert_true(f.live > 1);
	kw_arena_reset(&a);
	assert_int_equal(f.live, 1);
	int calls = f.calls;
	/* The kept block serves small allocations without the allocator. */
	assert_non_null(kw_arena_alloc(&a, 64));
	assert_int_equal(f.calls, calls);
	kw_arena_free(&a);
	assert_int_equal(f.live, 0);
}

/*
 * A reused arena settles on one block: after a round that took several
 * blocks, reset replaces them with one of their total size, so the same
 * round again calls the allocator no more; if that block cannot be had,
 * the newest block stays.
 */
static void test_reset_consolidates(void **state)
{
	(void)state;
	struct failing f = {0, 0, 0, 0};
	struct kw_allocator al = {failing_alloc, failing_free, &f};
	struct kw_arena a;
	kw_arena_init_with(&a, &al);
	for (int i = 0; i < 100; i++)
		assert_non_null(kw_arena_alloc(&a, 200));
	assert_true(f.calls > 1);
	kw_arena_reset(&a);
	assert_int_equal(f.live, 1);
	int calls = f.calls;
	for (int round = 0; round < 3; round++) {
		for (int i = 0; i < 100; i++)
			memset(kw_arena_alloc(&a, 200), round, 200);
		assert_int_equal(f.calls, calls);
		kw_arena_reset(&a);
		assert_int_equal(f.live, 1);
	}
	kw_arena_free(&a);
	assert_int_equal(f.live, 0);

	/* The consolidating allocation fails: the newest block is kept. */
	f = (struct failing){0, 0, 0, 0};
	kw_arena_init_with(&a, &al);
	for (int i = 0; i < 100; i++)
		assert_non_null(kw_arena_alloc(&a, 200));
	f.fail_at = f.calls + 1;
	kw_arena_reset(&a);
	assert_int_equal(f.live, 1);
	assert_non_null(kw_arena_alloc(&a, 64));
	kw_arena_free(&a);
	assert_int_equal(f.live, 0);
}

static void test_limit(void **state)
{
	(void)state;
	struct kw_arena a;
	kw_arena_init(&a);
	kw_arena_set_limit(&a, 4096);
	size_t got = 0;
	while (kw_arena_alloc(&a, 100) != NULL)
		got += 100;
	assert_true(a.total <= 4096);
	assert_true(got >= 3000); /* most of the cap is usable */
	assert_null(kw_arena_alloc(&a, 5000));
	kw_arena_free(&a);
	assert_int_equal(a.limit, 4096); /* the cap survives free */
	kw_arena_free(&a);
}

static void test_fixed(void **state)
{
	(void)state;
	_Alignas(16) uint8_t buf[256];
	struct kw_arena a;
	kw_arena_init_fixed(&a, buf, sizeof buf);
	uint8_t *p = kw_arena_alloc(&a, 100); /* 112 with alignment */
	assert_ptr_equal(p, buf);
	uint8_t *q = kw_arena_alloc(&a, 144);
	assert_ptr_equal(q, buf + 112);
	assert_null(kw_arena_alloc(&a, 1)); /* exactly full */
	kw_arena_reset(&a);
	assert_ptr_equal(kw_arena_alloc(&a, 256), buf);
	assert_null(kw_arena_alloc(&a, 1));

	/* A misaligned buffer loses its head to alignment, never its tail. */
	kw_arena_init_fixed(&a, buf + 1, 64);
	uint8_t *m = kw_arena_alloc(&a, 48);
	assert_ptr_equal(m, buf + 16);
	assert_null(kw_arena_alloc(&a, 1));
	/* Tiny and empty buffers never hand out memory. */
	kw_arena_init_fixed(&a, buf + 1, 10);
	assert_null(kw_arena_alloc(&a, 1));
	kw_arena_init_fixed(&a, NULL, 0);
	assert_null(kw_arena_alloc(&a, 1));
	kw_arena_reset(&a);
	kw_arena_free(&a);
}

/* Allocation pattern of a decode: many small pieces and a few large. */
static int workload(struct kw_arena *a)
{
	for (int i = 0; i < 200; i++) {
		size_t n = (size_t)(i % 17) * 24 + (i % 50 == 0 ? 9000 : 0);
		uint8_t *p = kw_arena_alloc(a, n ? n : 1);
		if (p == NULL)
			return -1;
		memset(p, i, n ? n : 1);
	}
	return 0;
}

static void test_fail_allocation_i(void **state)
{
	(void)state;
	struct failing probe = {0, 0, 0, 0};
	struct kw_allocator al = {failing_alloc, failing_free, &probe};
	struct kw_arena a;
	kw_arena_init_with(&a, &al);
	assert_int_equal(workload(&a), 0);
	kw_arena_free(&a);
	int n = probe.calls;
	assert_true(n > 3);
	for (int i = 1; i <= n; i++) {
		struct failing f = {0, i, 0, 0};
		struct kw_allocator fal = {failing_alloc, failing_free, &f};
		kw_arena_init_with(&a, &fal);
		assert_int_equal(workload(&a), -1);
		assert_int_equal(f.calls, i);
		kw_arena_free(&a);
		assert_int_equal(f.live, 0);
	}
}

/* Decoding an unknown-tag list with every allocation failing in turn. */
static void test_fail_allocation_in_decode(void **state)
{
	(void)state;
	static const uint8_t section[] = {0x02, 0x01, 0x01, 0xaa, 0x02, 0x00};
	for (int i = 1; i <= 2; i++) {
		struct failing f = {0, i, 0, 0};
		struct kw_allocator al = {failing_alloc, failing_free, &f};
		struct kw_arena a;
		kw_arena_init_with(&a, &al);
		struct kw_error err;
		struct kw_reader r;
		struct kw_unknown_tags u;
		kw_reader_init(&r, section, sizeof section, &err);
		int rc = kw_reader_read_tagged_fields(&r, &a, NULL, NULL, &u);
		if (i == 1)
			assert_int_equal(rc, KW_ERR_NOMEM);
		else
			assert_int_equal(rc, 0); /* one allocation was enough */
		kw_arena_free(&a);
		assert_int_equal(f.live, 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_alignment_and_growth),
		cmocka_unit_test(test_reset_keeps_one_block),
		cmocka_unit_test(test_reset_consolidates),
		cmocka_unit_test(test_limit),
		cmocka_unit_test(test_fixed),
		cmocka_unit_test(test_fail_allocation_i),
		cmocka_unit_test(test_fail_allocation_in_decode),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
