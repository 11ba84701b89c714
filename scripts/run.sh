#!/usr/bin/env bash
# The project's main job: installs what is missing, builds, and runs a local
# three-node kwire quorum end to end (scripts/demo-cluster.sh): a leader is
# elected, kcat produces and consumes through the Kafka protocol, the quorum
# is described in both layouts, the leader is killed with SIGKILL, and every
# committed record is shown to survive on the new leader.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
if [ -f build/build.ninja ]; then meson setup --reconfigure build >/dev/null; else meson setup build >/dev/null; fi
ninja -C build >/dev/null
KWIRE=build/tools/kwire exec scripts/demo-cluster.sh
