#!/usr/bin/env bash
# Installs Debian's nginx (and its brotli module, when the release has it) for the browser tests'
# second run (TEST_SERVER=nginx) when the machine lacks nginx. Needs root or sudo.
set -euo pipefail
nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
if [ -x "$nginx" ]; then exit 0; fi
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
echo "Installing nginx from Debian's packages…"
$sudo apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx >/dev/null
# Optional: without it the config compresses with gzip only, and the tests expect just that.
DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq libnginx-mod-http-brotli-filter >/dev/null 2>&1 ||
  echo "No brotli module for nginx: gzip only."
