#!/usr/bin/env bash
# Installs Debian's nginx (and its brotli module, when the release has it) for the tests' second
# server (tests/support/servers.ts) when the machine lacks nginx. Needs root or sudo.
set -euo pipefail
source "$(dirname "$0")/lib/apt.sh"
nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
skip_if_present "$nginx" nginx
apt_install nginx
# Optional: without it the config compresses with gzip only, and the tests expect just that.
apt_install libnginx-mod-http-brotli-filter 2>/dev/null || echo "No brotli module for nginx: gzip only."
