#!/usr/bin/env bash
# Installs the fonts the PDF manuals print with when the machine lacks them: Debian's Noto CJK for
# the Japanese and Chinese pages (fontconfig picks the Japanese or Chinese forms by the manual's
# lang). Debian's Chromium brings DejaVu and Liberation for the other locales. scripts/lib/manual/
# stops a manual that has a character no installed font has. Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
if fc-list ':lang=ja' family 2>/dev/null | grep -q . && fc-list ':lang=zh-cn' family 2>/dev/null | grep -q .; then
  exit 0
fi
echo "Installing Noto CJK fonts from Debian's packages…"
apt_install fontconfig fonts-noto-cjk
