#!/usr/bin/env bash
# Serves build/ as Cloudflare Pages does, with its own runtime run locally (`wrangler pages dev`:
# workerd, from npm), on a loopback port, in the foreground until SIGTERM: the third server of the
# tests (tests/support/servers.ts). It serves the folder `npm run pages-config` makes for Pages to
# deploy, in a temporary folder: the build's files, linked (not copied), but the servers' own, with
# `_headers` and `_redirects`; build/ stays as the other servers serve it; the folder goes when
# wrangler stops.
#
# PORT (3300), HOST (127.0.0.1) and BUILD_DIR (build) choose what and where; IN_PLACE=1 makes
# BUILD_DIR itself that folder, for a copy that a test changes while served. Offline: metrics off
# (WRANGLER_SEND_METRICS=false); its warning that it cannot fetch `Request.cf` is harmless. The
# compatibility date is pinned to one the bundled workerd supports (it refuses newer ones).
set -euo pipefail
cd "$(dirname "$0")/.."

port="${PORT:-3300}"
host="${HOST:-127.0.0.1}"
build="$(realpath "${BUILD_DIR:-build}")"
dir="$(mktemp -d "${TMPDIR:-/tmp}/breakdown-pages.XXXXXX")"
site="$dir/site"
# A throw-away copy of a test (tests/support/serving.ts), changed while it is served: served itself.
if [ "${IN_PLACE:-}" = 1 ]; then site="$build"; fi
# Plain HTTP on loopback: no HSTS, as for the other servers under test.
node --require tsx/cjs scripts/pages-config.ts --build-dir "$build" --out-dir "$site" --hsts off >/dev/null

export WRANGLER_SEND_METRICS=false
# Its logs and state go to the temporary folder, not ~/.config or the repository.
export WRANGLER_LOG_PATH="$dir/logs"
cd "$dir"
"$OLDPWD/node_modules/.bin/wrangler" pages dev "$site" --ip "$host" --port "$port" \
  --compatibility-date 2024-09-23 --persist-to "$dir/state" --log-level warn &
pid=$!
trap 'kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
trap 'exit 0' TERM INT
status=0
wait "$pid" || status=$?
exit "$status"
