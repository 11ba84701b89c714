#!/usr/bin/env bash
# SPDX-License-Identifier: Apache-2.0
#
# Installs the Debian packages kwire needs, when any is missing, and says
# what it did (one line when everything is there).
# Usage: scripts/deps.sh [extra-package...]
set -euo pipefail

packages=(
  gcc clang libclang-rt-14-dev meson ninja-build pkg-config
  libcjson-dev libjansson-dev libcmocka-dev librdkafka-dev kcat curl
  zlib1g-dev libsnappy-dev liblz4-dev libzstd-dev
  libssl-dev openssl
  groff-base
  python3-kafka
  "$@"
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "deps: all ${#packages[@]} packages present"
  exit 0
fi

echo "deps: installing ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "deps: need root or sudo to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
echo "deps: apt-get update"
$sudo apt-get update -qq
# -q keeps apt's per-package lines (what is being fetched and unpacked).
$sudo apt-get install -y -q --no-install-recommends "${missing[@]}"
echo "deps: installed ${missing[*]}"
