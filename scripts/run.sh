#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# The project's main job: installs what is missing, builds, and runs a local
# three-node kwire quorum end to end (scripts/demo-cluster.sh): a leader is
# elected, kcat produces and consumes through the Kafka protocol, the quorum
# is described in both layouts, the leader is killed with SIGKILL, and every
# committed record is shown to survive on the new leader.
#
# Each stage prints a line; the build shows ninja's progress (one updating
# line on a terminal, a line per step in a log). The first build takes a few
# minutes on two cores; later runs rebuild only what changed.
set -euo pipefail
cd "$(dirname "$0")/.."

stage() { printf '\n== [%s/4] %s\n' "$1" "$2"; }

stage 1 "packages (scripts/deps.sh: installs only what is missing)"
scripts/deps.sh

stage 2 "configuring build/ (meson)"
if [ -f build/build.ninja ]; then
	# ninja reconfigures by itself when a meson.build changed.
	echo "already configured"
else
	meson setup build >/dev/null
	echo "done"
fi

stage 3 "building (ninja -C build)"
ninja -C build

stage 4 "three-node demo (scripts/demo-cluster.sh)"
KWIRE=build/tools/kwire exec scripts/demo-cluster.sh
