#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests and the build's PDF manuals when the machine
# lacks it (Playwright cannot download its own browsers here). Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
skip_if_present "${CHROME_PATH:-/usr/bin/chromium}" Chromium
apt_install chromium
