/* SPDX-License-Identifier: Apache-2.0 */
/*
 * tools/commands.h — the subcommands of the kwire command line.
 * X(name, function, one-line summary); each function lives in cmd_<name>.c
 * and takes the arguments after the subcommand name (argv[0] = name).
 * Exit codes: 0 success, 1 failure, 2 usage or configuration error.
 */
#ifndef KWIRE_TOOLS_COMMANDS_H
#define KWIRE_TOOLS_COMMANDS_H

#define KW_COMMANDS(X) \
	X(version, kw_cmd_version, "print the version") \
	X(format, kw_cmd_format, "write a node's identity into its data directory") \
	X(node, kw_cmd_node, "run a KRaft voter or observer on TCP") \
	X(quorum, kw_cmd_quorum, "describe a KRaft quorum (as kafka-metadata-quorum.sh)") \
	X(metrics, kw_cmd_metrics, "print a node's metrics (kwire.metrics.listener) as a table") \
	X(sim, kw_cmd_sim, "simulate a KRaft quorum with faults and check its invariants") \
	X(decode, kw_cmd_decode, "decode a captured request/response frame or body to JSON") \
	X(encode, kw_cmd_encode, "encode that JSON back into the frame or body") \
	X(dump-log, kw_cmd_dump_log, "print the batches and records of a Raft log (read-only)") \
	X(repair-log, kw_cmd_repair_log, "cut a damaged Raft log at its first bad batch") \
	X(random-uuid, kw_cmd_random_uuid, "print a random uuid, e.g. a cluster id") \
	X(scram-credential, kw_cmd_scram_credential, "print a SASL credentials-file line for a user")

#define KW__CMD_DECL(name, fn, summary) int fn(int argc, char **argv);
KW_COMMANDS(KW__CMD_DECL)
#undef KW__CMD_DECL

#endif
