#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when the machine lacks it (Playwright cannot
# download its own browsers here). Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
echo "Installing Chromium from Debian's packages…"
apt_install chromium
