#!/usr/bin/env bash
# Installs the Debian packages segue needs (libncurses-dev, tmux), only those that are missing.
set -euo pipefail
need=()
for pkg in libncurses-dev tmux; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        need+=("$pkg")
    fi
done
if [ ${#need[@]} -eq 0 ]; then
    exit 0
fi
echo "segue: installing missing packages: ${need[*]}"
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${need[@]}"
