#!/usr/bin/env bash
# Installs the Debian packages kwire needs, when any is missing.
# Usage: scripts/deps.sh [extra-package...]
set -euo pipefail

packages=(
  gcc clang libclang-rt-14-dev meson ninja-build pkg-config
  libcjson-dev libjansson-dev libcmocka-dev librdkafka-dev kcat
  zlib1g-dev libsnappy-dev liblz4-dev libzstd-dev
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
