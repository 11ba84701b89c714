/* SPDX-License-Identifier: Apache-2.0 */
/*
 * test_snapshot_crash.c — a process that writes snapshots, cleans the log
 * and installs fetched snapshots, killed with SIGKILL at random points.
 *
 * The child opens the partition (kr_partition_open: start-up runs) and
 * loops: append one to three batches and flush; take a snapshot at the
 * flushed end (its records depend on its id); advance the log start as
 * the retention rules allow (at most two snapshots, a small byte bound);
 * now and then install a "fetched" snapshot past the log end, written in
 * 700-byte pieces as FetchSnapshot chunks would be. It reports each step
 * before and after through a pipe. Writes go through an I/O table that
 * splits them into 512-byte pieces with a yield between, so kills land
 * inside writes, fsyncs and renames. The parent kills the child 0-60 ms
 * after it opened (one time in five 0-40 ms after the fork: during
 * start-up; one run in ten starts with an install, and every other one of
 * those is killed only after the install finished), reopens the directory
 * and checks:
 *   - start-up succeeds and leaves no .part file;
 *   - every snapshot listed holds exactly the records written for its id
 *     (never a half-written one), and every snapshot the child reported
 *     frozen is there unless a later cleaning or install may have
 *     removed it;
 *   - the log start is 0 or the end of a snapshot held, and the newest
 *     snapshot ends within the log;
 *   - nothing committed is lost: the log reaches the last flushed end
 *     (or the last installed snapshot's end), and every batch in it is
 *     whole and the one the child built.
 * Each directory takes 20 runs in a row, then a fresh one is used. The
 * seed is printed; KR_SNAP_CRASH_SEED and KR_SNAP_CRASH_RUNS override it
 * and the run count.
 */
#include <errno.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
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
#include "storage/partition.h"

#define RUNS_PER_DIR 20
#define SEGMENT_BYTES (32 * 1024)

enum msg_kind {
	MSG_OPENED = 1,
	MSG_FLUSHED,	/* value: the flushed end */
	MSG_SNAP_BEGIN, /* value: the snapshot's end offset */
	MSG_SNAP_DONE,
	MSG_ADVANCING, /* value: the new log start */
	MSG_ADVANCED,
	MSG_INSTALLING, /* value: the fetched snapshot's end offset */
	MSG_INSTALLED,
};

static const char *names[] = {"?",	  "opened",	   "flushed",
			      "snapshot", "snapshot-done", "advancing",
			      "advanced", "installing",	   "installed"};

struct msg {
	int32_t kind;
	int32_t epoch;
	int64_t value;
};

static struct msg trace[4096];
static int trace_len;
static uint64_t rng_state;

static uint32_t rnd(void)
{
	rng_state ^= rng_state << 13;
	rng_state ^= rng_state >> 7;
	rng_state ^= rng_state << 17;
	return (uint32_t)(rng_state >> 11);
}

static void print_trace(void)
{
	for (int i = 0; i < trace_len; i++)
		fprintf(stderr, "#   %s %lld (epoch %d)\n", names[trace[i].kind],
			(long long)trace[i].value, trace[i].epoch);
}

static void send_msg(int fd, int32_t kind, int64_t value, int32_t epoch)
{
	struct msg m = {kind, epoch, value};
	if (write(fd, &m, sizeof m) != (ssize_t)sizeof m)
		_exit(4);
}

/* How many records snapshot `end` holds (its content depends on its id). */
static int records_for(int64_t end)
{
	return 30 + (int)(end % 170);
}

/* install_first: the child's first step is an install; sync_fd (>= 0)
 * then receives a byte once it is done. */
static void child(const char *dir, const char *src, uint64_t seed, int wfd,
		  bool install_first, int sync_fd)
{
	static uint8_t buf[3 * TEST_BATCH_FOR_OFFSET_MAX];
	struct fault_io fio;
	fault_io_init(&fio);
	fio.short_write = 512;
	fio.yield_between = 1;
	struct kr_log_options o = {
		.io = &fio.io, .segment_bytes = SEGMENT_BYTES, .segment_min_bytes = 1};
	struct kr_partition *p;
	if (kr_partition_open(&p, dir, &o, NULL, NULL) != 0)
		_exit(3);
	rng_state = seed | 1;
	int32_t epoch = kr_log_last_epoch(p->log);
	const struct kr_snapshot_info *l = kr_partition_latest(p);
	if (l != NULL && l->id.epoch > epoch)
		epoch = l->id.epoch;
	if (epoch < 1)
		epoch = 1;
	send_msg(wfd, MSG_OPENED, 0, epoch);
	struct kr_retention ret = {400 * 1024, -1, 2};
	for (;;) {
		uint32_t what = install_first ? 5 : rnd() % 16;
		int64_t end = kr_log_end_offset(p->log);
		if (what < 3 && end > kr_log_start_offset(p->log) &&
		    (l = kr_partition_latest(p), l == NULL || l->id.end_offset < end)) {
			int32_t e = kr_log_epoch_at(p->log, end - 1);
			send_msg(wfd, MSG_SNAP_BEGIN, end, e);
			if (test_write_snapshot(dir, end, e, records_for(end),
						(int)(rnd() % 5), 1024) != 0)
				_exit(11);
			char name[KR_SNAPSHOT_NAME_MAX];
			kr_snapshot_file_name((struct kr_snapshot_id){end, e},
					      KR_SNAPSHOT_SUFFIX, name, sizeof name);
			struct kr_snapshot_info info;
			if (kr_snapshot_verify(test_path(3, dir, name), NULL, &info,
					       NULL) != 0 ||
			    kr_partition_add_snapshot(p, &info) != 0)
				_exit(12);
			send_msg(wfd, MSG_SNAP_DONE, end, e);
			what = 4; /* a node cleans after each snapshot */
		}
		if (what < 5) {
			int64_t to = kr_partition_clean_plan(p, &ret, 0);
			if (to < 0)
				continue;
			send_msg(wfd, MSG_ADVANCING, to, 0);
			if (kr_partition_advance_start(p, to, NULL) != 0)
				_exit(13);
			send_msg(wfd, MSG_ADVANCED, to, 0);
			continue;
		}
		if (what == 5 && (install_first || rnd() % 3 == 0)) {
			/* a snapshot fetched from a leader that is far ahead */
			struct kr_snapshot_id id = {end + 50 + (int64_t)(rnd() % 100),
						    epoch + 1};
			char name[KR_SNAPSHOT_NAME_MAX];
			kr_snapshot_file_name(id, KR_SNAPSHOT_SUFFIX, name, sizeof name);
			if (test_write_snapshot(src, id.end_offset, id.epoch,
						records_for(id.end_offset), 0, 1024) != 0)
				_exit(14);
			size_t len;
			char *data = test_read_file(test_path(3, src, name), &len);
			unlink(test_path(3, src, name));
			struct kr_snapshot_writer *w;
			send_msg(wfd, MSG_INSTALLING, id.end_offset, id.epoch);
			if (kr_snapshot_writer_open_fetched(&w, dir, id, &fio.io, NULL) !=
			    0)
				_exit(15);
			for (size_t at = 0; at < len; at += 700)
				if (kr_snapshot_writer_write_at(
					    w, at, data + at,
					    len - at < 700 ? len - at : 700, NULL) != 0)
					_exit(16);
			free(data);
			if (kr_partition_install(p, w, NULL, NULL) != 0)
				_exit(17);
			epoch = id.epoch;
			send_msg(wfd, MSG_INSTALLED, id.end_offset, id.epoch);
			if (install_first && sync_fd >= 0 && write(sync_fd, "i", 1) != 1)
				_exit(18);
			install_first = false;
			continue;
		}
		int n = 1 + (int)(rnd() % 3);
		size_t len = 0;
		int64_t base = end;
		if (rnd() % 20 == 0)
			epoch++;
		for (int i = 0; i < n; i++) {
			size_t b = test_batch_for_offset(buf + len, base, epoch);
			struct kw_record_batch_header h;
			kw_record_batch_header_parse(buf + len, b, &h, NULL);
			base += h.last_offset_delta + 1;
			len += b;
		}
		if (kr_log_append_follower(p->log, buf, len, NULL, NULL) != 0)
			_exit(7);
		int64_t flushed;
		if (kr_log_flush(p->log, &flushed, NULL) != 0)
			_exit(8);
		send_msg(wfd, MSG_FLUSHED, flushed, epoch);
	}
}

#define FAIL(...)                                                                        \
	do {                                                                             \
		print_trace();                                                           \
		fail_msg(__VA_ARGS__);                                                   \
	} while (0)

/* The log from its start to its end: every batch the child built. */
static void verify_log(struct kr_log *log, uint64_t seed, int run)
{
	static uint8_t want[TEST_BATCH_FOR_OFFSET_MAX];
	uint8_t *data = malloc(1 << 20);
	int64_t end = kr_log_end_offset(log);
	for (int64_t off = kr_log_start_offset(log); off < end;) {
		struct kr_log_slice s;
		struct kw_error e;
		kw_error_clear(&e);
		if (kr_log_read(log, off, INT64_MAX, 1 << 19, &s, &e) != 0 ||
		    kr_log_slice_copy(log, &s, data, &e) != 0)
			FAIL("seed %llu run %d: offset %lld: %s",
			     (unsigned long long)seed, run, (long long)off, e.detail);
		for (size_t at = 0; at < s.length;) {
			struct kw_record_batch_header h;
			assert_int_equal(kw_record_batch_header_parse(
						 data + at, s.length - at, &h, NULL),
					 0);
			size_t n = test_batch_for_offset(want, h.base_offset,
							 h.partition_leader_epoch);
			if (n != KW_RECORD_BATCH_OVERHEAD + (size_t)h.batch_length ||
			    memcmp(want, data + at, n) != 0)
				FAIL("seed %llu run %d: batch at %lld differs",
				     (unsigned long long)seed, run,
				     (long long)h.base_offset);
			at += n;
		}
		off = s.next_offset;
	}
	free(data);
}

/* A snapshot the child reported frozen, and whether it may be gone. */
struct frozen {
	int64_t end;
	int32_t epoch;
};

static void test_sigkill(void **state)
{
	(void)state;
	uint64_t seed = (uint64_t)time(NULL);
	int runs = 60;
	if (getenv("KR_SNAP_CRASH_SEED"))
		seed = strtoull(getenv("KR_SNAP_CRASH_SEED"), NULL, 10);
	if (getenv("KR_SNAP_CRASH_RUNS"))
		runs = atoi(getenv("KR_SNAP_CRASH_RUNS"));
	printf("# seed %llu, %d runs\n", (unsigned long long)seed, runs);
	rng_state = seed * 2654435761u + 1;
	const char *dir = NULL, *src = NULL;
	int64_t durable = 0; /* the log must reach this */
	static struct frozen kept[4096];
	int nkept = 0;
	int snaps = 0, cleanings = 0, installs = 0, in_snapshot = 0, in_install = 0,
	    resets = 0;
	for (int run = 0; run < runs; run++) {
		if (run % RUNS_PER_DIR == 0) {
			if (dir != NULL) {
				test_rmrf(dir);
				test_rmrf(src);
			}
			dir = test_mkdtemp(0);
			src = test_mkdtemp(1);
			durable = 0;
			nkept = 0;
		}
		bool after_open = rnd() % 5 != 0;
		uint32_t delay_us = rnd() % (after_open ? 60000 : 40000);
		/* One run in ten starts with an install; every other one of
		 * those is killed only after it finished, so installs are
		 * both cut and completed however slow the machine is. */
		bool install_first = run % 10 == 3, wait_install = run % 20 == 3;
		int pfd[2], sfd[2] = {-1, -1};
		assert_int_equal(pipe(pfd), 0);
		if (wait_install)
			assert_int_equal(pipe(sfd), 0);
		fflush(stdout);
		pid_t pid = fork();
		assert_true(pid >= 0);
		if (pid == 0) {
			close(pfd[0]);
			if (sfd[0] >= 0)
				close(sfd[0]);
			child(dir, src, seed + (uint64_t)run * 7919, pfd[1], install_first,
			      sfd[1]);
			_exit(0);
		}
		close(pfd[1]);
		if (wait_install) {
			char c;
			close(sfd[1]);
			if (read(sfd[0], &c, 1) != 1)
				fail_msg("seed %llu run %d: the child's install did not finish",
					 (unsigned long long)seed, run);
			close(sfd[0]);
		}
		struct msg m;
		ssize_t r;
		trace_len = 0;
		if (after_open) {
			r = read(pfd[0], &m, sizeof m);
			if (r != (ssize_t)sizeof m || m.kind != MSG_OPENED)
				fail_msg("seed %llu run %d: child did not open",
					 (unsigned long long)seed, run);
			trace[trace_len++] = m;
		}
		usleep(delay_us);
		kill(pid, SIGKILL);
		int pending = 0; /* the step the kill may have cut */
		while ((r = read(pfd[0], &m, sizeof m)) == (ssize_t)sizeof m) {
			if (trace_len < (int)(sizeof trace / sizeof trace[0]))
				trace[trace_len++] = m;
			switch (m.kind) {
			case MSG_FLUSHED:
				durable = m.value;
				break;
			case MSG_SNAP_DONE:
				snaps++;
				if (nkept < 4096)
					kept[nkept++] = (struct frozen){m.value, m.epoch};
				break;
			case MSG_ADVANCING:
			case MSG_INSTALLING: {
				/* from here on, snapshots before it may go */
				int64_t to = m.value + (m.kind == MSG_INSTALLING);
				int k = 0;
				for (int i = 0; i < nkept; i++)
					if (kept[i].end >= to)
						kept[k++] = kept[i];
				nkept = k;
				break;
			}
			case MSG_ADVANCED:
				cleanings++;
				break;
			case MSG_INSTALLED:
				installs++;
				durable = m.value;
				break;
			default:
				break;
			}
			if (m.kind != MSG_OPENED && m.kind != MSG_FLUSHED)
				pending = m.kind;
		}
		assert_int_equal(r, 0);
		close(pfd[0]);
		in_snapshot += pending == MSG_SNAP_BEGIN;
		in_install += pending == MSG_INSTALLING;
		int status;
		assert_int_equal(waitpid(pid, &status, 0), pid);
		if (!WIFSIGNALED(status))
			FAIL("seed %llu run %d: child exited with %d",
			     (unsigned long long)seed, run, WEXITSTATUS(status));

		struct kr_partition *p;
		struct kr_log_options o = {.segment_bytes = SEGMENT_BYTES,
					   .segment_min_bytes = 1};
		struct kr_partition_report rep;
		struct kw_error e;
		kw_error_clear(&e);
		if (kr_partition_open(&p, dir, &o, &rep, &e) != 0)
			FAIL("seed %llu run %d: start-up: %s", (unsigned long long)seed,
			     run, e.detail);
		resets += rep.reset_to_snapshot;
		struct test_dir_state st;
		test_dir_fingerprint(dir, &st);
		for (int i = 0; i < st.n; i++)
			if (strstr(st.files[i].name, ".part") != NULL)
				FAIL("seed %llu run %d: %s left after start-up",
				     (unsigned long long)seed, run, st.files[i].name);
		int64_t start = kr_log_start_offset(p->log),
			end = kr_log_end_offset(p->log);
		bool at_start = start == 0;
		for (size_t i = 0; i < p->snaps.n; i++) {
			const struct kr_snapshot_info *s = &p->snaps.s[i];
			if (!test_snapshot_check(dir, s->id.end_offset, s->id.epoch,
						 records_for(s->id.end_offset)))
				FAIL("seed %llu run %d: snapshot %lld holds other "
				     "records",
				     (unsigned long long)seed, run,
				     (long long)s->id.end_offset);
			at_start |= s->id.end_offset == start;
		}
		if (!at_start)
			FAIL("seed %llu run %d: the log starts at %lld with no snapshot "
			     "there",
			     (unsigned long long)seed, run, (long long)start);
		const struct kr_snapshot_info *latest = kr_partition_latest(p);
		if (latest != NULL && latest->id.end_offset > end)
			FAIL("seed %llu run %d: snapshot %lld past the log end %lld",
			     (unsigned long long)seed, run,
			     (long long)latest->id.end_offset, (long long)end);
		for (int i = 0; i < nkept; i++) {
			bool found = false;
			for (size_t k = 0; k < p->snaps.n; k++)
				found |= p->snaps.s[k].id.end_offset == kept[i].end &&
					 p->snaps.s[k].id.epoch == kept[i].epoch;
			if (!found)
				FAIL("seed %llu run %d: snapshot %lld (frozen) is gone",
				     (unsigned long long)seed, run,
				     (long long)kept[i].end);
		}
		if (end < durable)
			FAIL("seed %llu run %d: the log ends at %lld, but %lld was "
			     "durable",
			     (unsigned long long)seed, run, (long long)end,
			     (long long)durable);
		verify_log(p->log, seed, run);
		durable = end;
		kr_partition_close(p);
	}
	test_rmrf(dir);
	test_rmrf(src);
	printf("# %d snapshots frozen, %d cleanings, %d installs; kills cut %d "
	       "snapshots and %d installs; %d start-ups reset the log to a snapshot\n",
	       snaps, cleanings, installs, in_snapshot, in_install, resets);
	/* the test must have exercised what it names */
	assert_true(snaps > 0);
	if (runs >= 60) {
		assert_true(cleanings > 0);
		assert_true(installs > 0);
		assert_true(in_snapshot > 0);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_sigkill),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
