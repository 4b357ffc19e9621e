#!/usr/bin/env bash
# Installs Debian's Chromium for the browser tests when the machine lacks it (Playwright cannot
# download its own browsers here). Needs root or sudo.
set -euo pipefail
chrome="${CHROME_PATH:-/usr/bin/chromium}"
if [ -x "$chrome" ]; then exit 0; fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing Chromium from Debian's packages…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
