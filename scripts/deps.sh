#!/usr/bin/env bash
# Installs what segue's build and tests need, only what is missing:
#   - Debian packages: libncurses-dev (the ncurses backend), libpng-dev and libjpeg62-turbo-dev
#     (the scenarios' images), libfreetype-dev, zlib1g-dev and
#     fonts-dejavu-core (the pictures: text, PNG, the DejaVu faces), tmux (end-to-end tests),
#     xvfb, xterm, xdotool and x11-xserver-utils (the end-to-end tests on a real terminal
#     emulator: xterm under Xvfb with the X server's own key repeat, `xset r rate`),
#     time (GNU time: the render memory test reads a run's peak memory from it), groff-base (the
#     man page check: groff -ww);
#   - PyPI packages: pyte (a terminal emulator that checks the ANSI and asciicast encoders),
#     asciinema (checks that a .cast file plays) and Pillow (decodes the PNG and GIF exports).
set -euo pipefail
sudo_cmd=()
if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi

need=()
for pkg in libncurses-dev libfreetype-dev zlib1g-dev libpng-dev libjpeg62-turbo-dev fonts-dejavu-core tmux time groff-base \
           xvfb xterm xdotool x11-xserver-utils; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        need+=("$pkg")
    fi
done
if [ ${#need[@]} -gt 0 ]; then
    echo "segue: installing missing Debian packages: ${need[*]}"
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${need[@]}"
fi

# Python test tools (the encoder checks under CI=true fail without them).
if ! command -v python3 >/dev/null 2>&1; then
    echo "segue: installing missing Debian packages: python3 python3-pip"
    "${sudo_cmd[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq python3 python3-pip
fi
if command -v python3 >/dev/null 2>&1; then
    py=()
    if ! python3 -c "import pyte" >/dev/null 2>&1; then py+=(pyte); fi
    if ! command -v asciinema >/dev/null 2>&1; then py+=(asciinema); fi
    if ! python3 -c "import PIL" >/dev/null 2>&1; then py+=(Pillow); fi
    if [ ${#py[@]} -gt 0 ]; then
        echo "segue: installing missing PyPI packages: ${py[*]}"
        pip_args=(install --quiet --disable-pip-version-check)
        # Debian's own python3 refuses pip installs (PEP 668) unless told otherwise.
        stdlib="$(python3 -c 'import sysconfig; print(sysconfig.get_paths()["stdlib"])')"
        if [ -f "$stdlib/EXTERNALLY-MANAGED" ]; then pip_args+=(--break-system-packages); fi
        if ! python3 -m pip --version >/dev/null 2>&1; then
            echo "segue: python3 has no pip; installing python3-pip"
            "${sudo_cmd[@]}" apt-get update -qq
            DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq python3-pip
        fi
        PIP_ROOT_USER_ACTION=ignore python3 -m pip "${pip_args[@]}" "${py[@]}"
        # pyenv keeps console scripts behind shims that need a rehash to appear.
        if command -v pyenv >/dev/null 2>&1; then pyenv rehash >/dev/null 2>&1 || true; fi
    fi
fi
