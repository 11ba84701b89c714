/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_crash.c — a writer process killed with SIGKILL at random points.
 *
 * The child opens the log (and so runs recovery), then loops: append one to
 * three batches and flush, reporting each flushed offset through a pipe; or
 * truncate the log a few offsets back, reporting before and after; or
 * replace the quorum-state file with the next epoch, reporting the attempt
 * before and the success after. Writes go through an I/O table that splits
 * them into 512-byte pieces with a yield between, so kills land inside
 * writes. The parent kills the child 0-50 ms after it has opened the log (or, one time in
 * five, 0-40 ms after the fork, so during recovery), then
 * reopens the directory and checks:
 *   - recovery succeeds (a torn tail is dropped, never an error);
 *   - every offset the child reported flushed is present (unless a later
 *     truncation began below it), no offset past the end of a completed
 *     truncation (plus later appends) has come back, and every batch
 *     in the log is whole and equal to the one the child built (nothing
 *     partial is visible);
 *   - the quorum-state file holds the last durable epoch or the one being
 *     written when the kill came, and is never empty or malformed.
 * Each directory takes 25 runs in a row (so kills also land in recovery and
 * in rolls of 64 KiB segments), then a fresh one is used. The seed is
 * printed; KR_CRASH_SEED and KR_CRASH_RUNS override it and the run count.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "helpers.h"
#include "kwire/records.h"
#include "storage/log.h"
#include "storage/quorum_state.h"

#define RUNS_PER_DIR 25
#define SEGMENT_BYTES (64 * 1024)

enum msg_kind {
	MSG_FLUSHED = 1,
	MSG_QS_ATTEMPT,
	MSG_QS_DURABLE,
	MSG_OPENED,
	MSG_WILL_APPEND,	/* value: the end offset after the append */
	MSG_TRUNCATING,		/* value: the end offset the cut will leave */
	MSG_TRUNCATED,
};

struct msg {
	int32_t kind;
	int32_t pad;
	int64_t value;
};

static uint64_t rng_state;

/* The messages of the current run, printed when a check fails. */
static struct msg_trace { int32_t kind; int32_t pad; int64_t value; } trace[4096];
static int trace_len;

static void print_trace(void)
{
	static const char *names[] = { "?", "flushed", "qs-attempt", "qs-durable",
				       "opened", "will-append", "truncating",
				       "truncated" };
	for (int i = 0; i < trace_len; i++)
		fprintf(stderr, "#   %s %lld\n", names[trace[i].kind], (long long)trace[i].value);
}

static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 11);
}

static void send_msg(int fd, int32_t kind, int64_t value)
{
	struct msg m = { .kind = kind, .value = value };
	if (write(fd, &m, sizeof m) != (ssize_t)sizeof m)
		_exit(4);
}

static void child(const char *dir, int32_t epoch, uint64_t seed, int wfd)
{
	static uint8_t buf[3 * TEST_BATCH_FOR_OFFSET_MAX];
	struct fault_io fio;
	fault_io_init(&fio);
	fio.short_write = 512;
	fio.yield_between = 1;
	struct kr_log_options o = { .io = &fio.io, .segment_bytes = SEGMENT_BYTES,
				    .segment_min_bytes = 1 };
	struct kr_log *log;
	if (kr_log_open(&log, dir, &o, NULL, NULL) != 0)
		_exit(3);
	struct kr_quorum_state_data qs;
	int rc = kr_quorum_state_read(dir, &fio.io, &qs, NULL);
	if (rc != 0 && rc != KR_STORAGE_ERR_NOT_FOUND)
		_exit(5);
	int32_t qepoch = rc == 0 ? qs.leader_epoch : 0;
	rng_state = seed | 1;
	send_msg(wfd, MSG_OPENED, 0);
	for (;;) {
		if (rnd() % 6 == 0) {
			kr_quorum_state_init(&qs, (int16_t)(qepoch % 2));
			qs.leader_epoch = ++qepoch;
			qs.voted_id = qepoch % 3;
			send_msg(wfd, MSG_QS_ATTEMPT, qepoch);
			if (kr_quorum_state_write(dir, &fio.io, &qs, NULL) != 0)
				_exit(6);
			send_msg(wfd, MSG_QS_DURABLE, qepoch);
			continue;
		}
		if (rnd() % 10 == 0 && kr_log_end_offset(log) > 0) {
			int64_t to = kr_log_end_offset(log) - 1 - (int64_t)(rnd() % 8);
			if (to < 0)
				to = 0;
			/* The cut lands at the base of the batch holding to. */
			struct kr_log_slice sl;
			if (kr_log_read(log, to, INT64_MAX, 1, &sl, NULL) != 0)
				_exit(10);
			send_msg(wfd, MSG_TRUNCATING, sl.first_offset);
			int64_t end;
			if (kr_log_truncate(log, to, &end, NULL) != 0)
				_exit(9);
			send_msg(wfd, MSG_TRUNCATED, end);
			continue;
		}
		int n = 1 + (int)(rnd() % 3);
		size_t len = 0;
		int64_t base = kr_log_end_offset(log);
		for (int i = 0; i < n; i++) {
			size_t b = test_batch_for_offset(buf + len, base, epoch);
			struct kw_record_batch_header h;
			kw_record_batch_header_parse(buf + len, b, &h, NULL);
			base += h.last_offset_delta + 1;
			len += b;
		}
		send_msg(wfd, MSG_WILL_APPEND, base);
		if (kr_log_append_leader(log, buf, len, epoch, NULL, NULL) != 0)
			_exit(7);
		int64_t flushed;
		if (kr_log_flush(log, &flushed, NULL) != 0)
			_exit(8);
		send_msg(wfd, MSG_FLUSHED, flushed);
	}
}

/* Reads the whole log; every batch must be the one the child built. */
static void verify_log(struct kr_log *log, int64_t min_end, int64_t max_end,
		       uint64_t seed, int run)
{
	int64_t end = kr_log_end_offset(log);
	if (end < min_end || end > max_end)
		print_trace();
	if (end < min_end)
		fail_msg("seed %llu run %d: log ends at %lld, but %lld was flushed",
			 (unsigned long long)seed, run, (long long)end, (long long)min_end);
	if (end > max_end)
		fail_msg("seed %llu run %d: log ends at %lld, past %lld (truncated "
			 "batches came back?)",
			 (unsigned long long)seed, run, (long long)end, (long long)max_end);
	static uint8_t want[TEST_BATCH_FOR_OFFSET_MAX];
	uint8_t *data = malloc(1 << 20);
	for (int64_t off = 0; off < end;) {
		struct kr_log_slice s;
		struct kw_error e;
		kw_error_clear(&e);
		if (kr_log_read(log, off, INT64_MAX, 1 << 19, &s, &e) != 0 ||
		    kr_log_slice_copy(log, &s, data, &e) != 0)
			fail_msg("seed %llu run %d: offset %lld: %s", (unsigned long long)seed,
				 run, (long long)off, e.detail);
		for (size_t at = 0; at < s.length;) {
			struct kw_record_batch_header h;
			assert_int_equal(kw_record_batch_header_parse(data + at, s.length - at,
								      &h, NULL), 0);
			size_t n = test_batch_for_offset(want, h.base_offset,
							 h.partition_leader_epoch);
			if (n != KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length ||
			    memcmp(want, data + at, n) != 0)
				fail_msg("seed %llu run %d: batch at %lld differs",
					 (unsigned long long)seed, run, (long long)h.base_offset);
			at += n;
		}
		off = s.next_offset;
	}
	free(data);
}

static void test_sigkill(void **state)
{
	(void)state;
	uint64_t seed = (uint64_t)time(NULL);
	int runs = 200;
	if (getenv("KR_CRASH_SEED"))
		seed = strtoull(getenv("KR_CRASH_SEED"), NULL, 10);
	if (getenv("KR_CRASH_RUNS"))
		runs = atoi(getenv("KR_CRASH_RUNS"));
	printf("# seed %llu, %d runs\n", (unsigned long long)seed, runs);
	rng_state = seed * 2654435761u + 1;

	const char *dir = NULL;
	int64_t flushed = 0;		/* the log must reach this */
	int64_t upper = 0;		/* and may not pass this */
	int32_t qs_disk = -1;		/* epoch on disk after the last run */
	int torn = 0, killed_in_qs = 0, total_flushes = 0, truncations = 0;
	for (int run = 0; run < runs; run++) {
		if (run % RUNS_PER_DIR == 0) {
			if (dir != NULL)
				test_rmrf(dir);
			dir = test_mkdtemp(0);
			flushed = 0;
			upper = 0;
			qs_disk = -1;
		}
		uint64_t child_seed = seed + (uint64_t)run * 7919;
		/* Mostly kill while appending (timed from the end of the
		 * child's recovery, whose fsyncs take a while), sometimes
		 * during recovery itself (timed from the fork). */
		bool after_open = rnd() % 5 != 0;
		uint32_t delay_us = rnd() % (after_open ? 50000 : 40000);
		int p[2];
		assert_int_equal(pipe(p), 0);
		fflush(stdout);
		pid_t pid = fork();
		assert_true(pid >= 0);
		if (pid == 0) {
			close(p[0]);
			child(dir, run, child_seed, p[1]);
			_exit(0);
		}
		close(p[1]);
		struct msg m;
		ssize_t r;
		if (after_open) {
			r = read(p[0], &m, sizeof m);
			if (r != (ssize_t)sizeof m || m.kind != MSG_OPENED)
				fail_msg("seed %llu run %d: child did not open the log",
					 (unsigned long long)seed, run);
		}
		usleep(delay_us);
		kill(pid, SIGKILL);
		int32_t attempt = -1, durable = -1;
		trace_len = 0;
		while ((r = read(p[0], &m, sizeof m)) == (ssize_t)sizeof m) {
			if (trace_len < (int)(sizeof trace / sizeof trace[0]))
				memcpy(&trace[trace_len++], &m, sizeof m);
			if (m.kind == MSG_FLUSHED) {
				flushed = m.value;
				total_flushes++;
			} else if (m.kind == MSG_OPENED) {
				continue;
			} else if (m.kind == MSG_WILL_APPEND) {
				if (m.value > upper)
					upper = m.value;
			} else if (m.kind == MSG_TRUNCATING) {
				/* Flushed data below the cut may be gone now. */
				if (flushed > m.value)
					flushed = m.value;
				truncations++;
			} else if (m.kind == MSG_TRUNCATED) {
				/* The cut is durable: nothing past it may return. */
				upper = m.value;
				if (flushed > m.value)
					flushed = m.value;
			} else if (m.kind == MSG_QS_ATTEMPT) {
				attempt = (int32_t)m.value;
			} else {
				durable = (int32_t)m.value;
			}
		}
		assert_int_equal(r, 0);
		close(p[0]);
		int status;
		assert_int_equal(waitpid(pid, &status, 0), pid);
		if (!WIFSIGNALED(status))
			fail_msg("seed %llu run %d: child exited with %d",
				 (unsigned long long)seed, run, WEXITSTATUS(status));

		struct kr_log *log;
		struct kr_log_options o = { .segment_bytes = SEGMENT_BYTES,
				    .segment_min_bytes = 1 };
		struct kr_log_recovery rec;
		struct kw_error e;
		kw_error_clear(&e);
		if (kr_log_open(&log, dir, &o, &rec, &e) != 0)
			fail_msg("seed %llu run %d: reopen: %s", (unsigned long long)seed,
				 run, e.detail);
		if (rec.bytes_dropped > 0)
			torn++;
		verify_log(log, flushed, upper, seed, run);
		/* The next child starts from what is on disk now. */
		upper = kr_log_end_offset(log);
		if (flushed > upper)
			flushed = upper;
		kr_log_close(log);

		struct kr_quorum_state_data qs;
		kw_error_clear(&e);
		int rc = kr_quorum_state_read(dir, NULL, &qs, &e);
		int32_t before = durable >= 0 ? durable : qs_disk;
		if (rc == KR_STORAGE_ERR_NOT_FOUND) {
			if (before >= 0)
				fail_msg("seed %llu run %d: quorum-state vanished (epoch %d "
					 "was durable)", (unsigned long long)seed, run, before);
			if (attempt >= 0)
				killed_in_qs++;
			continue;
		}
		if (rc != 0)
			fail_msg("seed %llu run %d: quorum-state: %s",
				 (unsigned long long)seed, run, e.detail);
		if (qs.leader_epoch != before && qs.leader_epoch != attempt)
			fail_msg("seed %llu run %d: quorum-state epoch %d, expected %d or %d",
				 (unsigned long long)seed, run, qs.leader_epoch, before, attempt);
		if (attempt > durable)
			killed_in_qs++;
		qs_disk = qs.leader_epoch;
	}
	test_rmrf(dir);
	printf("# %d flushes acknowledged, %d truncations, %d reopens cut a torn "
	       "tail, %d kills during a quorum-state write\n",
	       total_flushes, truncations, torn, killed_in_qs);
	/* The test must actually have exercised what it names. */
	assert_true(total_flushes > 0);
	if (runs >= 100) {
		assert_true(torn > 0);
		assert_true(killed_in_qs > 0);
		assert_true(truncations > 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sigkill),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
