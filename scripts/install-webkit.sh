#!/usr/bin/env bash
# Installs what the WebKit checks of tests/engines/ drive, when the machine lacks it: WebKitGTK's
# MiniBrowser (libwebkit2gtk-4.1-0), its WebDriver (webkit2gtk-driver: WebKitWebDriver) and an X
# server for it (xvfb: MiniBrowser has no headless mode). Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
# MiniBrowser lives in the architecture's library folder (`dpkg -L libwebkit2gtk-4.1-0`); with no
# match the pattern stays as written, which is no executable.
minibrowser="$(compgen -G '/usr/lib/*/webkit2gtk-4.1/MiniBrowser' | head -n 1 || true)"
skip_if_present "${MINIBROWSER:-${minibrowser:-MiniBrowser}}" /usr/bin/WebKitWebDriver /usr/bin/Xvfb "WebKitGTK, its WebDriver and Xvfb"
apt_install libwebkit2gtk-4.1-0 webkit2gtk-driver xvfb
