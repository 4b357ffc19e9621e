#!/usr/bin/env bash
# What the PDF manuals' fonts need of the machine. Their Japanese and Chinese faces come from npm
# (their manualFonts in config/locales.ts) and the machine's fonts draw the rest (Debian's Chromium brings
# DejaVu and Liberation; a Mac has its own); fontconfig's fc-list tells scripts/lib/manual/ which
# characters those have, so that a manual with one no font has stops the build naming it. On
# Debian this installs fontconfig when fc-list is missing (needs root or sudo); without apt-get
# (a writer's Mac) it installs nothing and says in one line what the check needs.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
if command -v fc-list >/dev/null 2>&1; then
  exit 0
fi
if ! has_apt; then
  echo "No fc-list: the manuals are not checked for characters that no font of this machine has (install fontconfig, e.g. brew install fontconfig, to check them)."
  exit 0
fi
echo "Installing fontconfig from Debian's packages…"
apt_install fontconfig
