#!/usr/bin/env bash
# Installs Debian's Chromium when the machine lacks it (Playwright cannot download its own browsers
# here): its headless shell, which the browser tests and the build's PDF manuals drive, and the
# full browser, which Lighthouse measures (config/chromium.ts). Needs root or sudo.
# Without apt-get (a writer's Mac) it installs nothing: it names the Chrome or Chromium the build
# will drive (CHROME_PATH, or where macOS installs Google Chrome and Chromium), or says in one
# line what to install or set, and fails.
set -euo pipefail
here="$(dirname "$0")"
source "$here/lib/apt.sh"
if ! has_apt; then
  exec node --require tsx/cjs "$here/find-chromium.ts"
fi
if [ -n "${CHROME_PATH:-}" ]; then
  skip_if_present "$CHROME_PATH" Chromium
fi
skip_if_present /usr/bin/chromium-headless-shell /usr/bin/chromium "Chromium and its headless shell"
apt_install chromium chromium-headless-shell
