#!/usr/bin/env bash
# The project's main job: installs what is missing, builds, and shows the
# newest user-facing programs at work.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
if [ -f build/build.ninja ]; then meson setup --reconfigure build >/dev/null; else meson setup build >/dev/null; fi
ninja -C build >/dev/null
echo "== kwire"
build/tools/kwire --help
