#!/usr/bin/env bash
# Installs Debian's Chromium when the machine lacks it (Playwright cannot download its own browsers
# here): its headless shell, which the browser tests and the build's PDF manuals drive, and the
# full browser, which Lighthouse measures (config/chromium.ts). Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
if [ -n "${CHROME_PATH:-}" ]; then
  skip_if_present "$CHROME_PATH" Chromium
fi
skip_if_present /usr/bin/chromium-headless-shell /usr/bin/chromium "Chromium and its headless shell"
apt_install chromium chromium-headless-shell
