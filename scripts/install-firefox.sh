#!/usr/bin/env bash
# Installs Debian's Firefox ESR for the Firefox checks of tests/engines/ when the machine lacks it
# (puppeteer-core drives it; it never downloads a browser of its own here). Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
skip_if_present "${FIREFOX_PATH:-/usr/bin/firefox-esr}" "Firefox ESR"
apt_install firefox-esr
