#!/usr/bin/env bash
# Serves build/ with nginx and the config of deploy/nginx/, as the current user, on a loopback
# port: the nginx the tests run beside `npm run serve` (tests/support/servers.ts), and the one
# `npm run bench` audits. What it answers is checked by the tests of tests/http/ and the browser suite.
#
#   scripts/nginx-test.sh          in the foreground until Ctrl-C or SIGTERM (Playwright's webServer)
#   scripts/nginx-test.sh start    in the background; `scripts/nginx-test.sh stop` stops it
#
# PORT (3200), HOST (127.0.0.1) and BUILD_DIR (build) choose what and where. The config is
# rendered by scripts/hosting-config.ts into a temporary folder that also holds nginx's pid file,
# logs and temp files, and goes when nginx stops; deploy/nginx/generated/ is left alone.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:-run}"
port="${PORT:-3200}"
host="${HOST:-127.0.0.1}"
nginx="${NGINX:-$(command -v nginx || echo /usr/sbin/nginx)}"
# The folder of a background instance, found again by `stop`.
state_dir="${TMPDIR:-/tmp}/breakdown-nginx-$port"

if [ ! -x "$nginx" ]; then
  echo "nginx is missing: apt-get install nginx (scripts/test.sh installs it)." >&2
  exit 1
fi

# Renders the config into $1; further arguments go to hosting-config.ts.
render() {
  local dir="$1"
  shift
  local user=()
  # Started as root, nginx would hand its workers to `nobody`, who may not read the build.
  if [ "$(id -u)" -eq 0 ]; then user=(--user "$(id -un)"); fi
  node --require tsx/cjs scripts/hosting-config.ts --build-dir "${BUILD_DIR:-build}" --out-dir "$dir" \
    --run-dir "$dir/run" --host "$host" --port "$port" "${user[@]}" "$@" >/dev/null
  # `-p`: nothing relative resolves into /usr/share/nginx; `-e`: startup errors to the terminal.
  "$nginx" -t -q -p "$dir/run/" -e stderr -c "$dir/nginx.conf"
}

start_background() {
  if [ -e "$state_dir/run/nginx.pid" ]; then
    echo "nginx already runs on port $port ($state_dir); scripts/nginx-test.sh stop" >&2
    exit 1
  fi
  rm -rf "$state_dir"
  mkdir -p "$state_dir"
  render "$state_dir"
  "$nginx" -p "$state_dir/run/" -e stderr -c "$state_dir/nginx.conf"
  echo "nginx serves ${BUILD_DIR:-build} at http://$host:$port/fr/ (logs in $state_dir/run)"
}

stop_background() {
  local pid_file="$state_dir/run/nginx.pid"
  if [ ! -e "$pid_file" ]; then
    echo "No nginx of scripts/nginx-test.sh on port $port." >&2
    return 0
  fi
  local pid
  pid="$(cat "$pid_file")"
  # Graceful: finishes the requests under way. Its pid file goes once it has exited.
  kill -QUIT "$pid" 2>/dev/null || true
  for _ in $(seq 50); do
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  rm -rf "$state_dir"
}

case "$mode" in
  run)
    dir="$(mktemp -d "${TMPDIR:-/tmp}/breakdown-nginx.XXXXXX")"
    # Errors to the terminal; the tests' thousands of requests need no access log.
    render "$dir" --error-log stderr --access-log off
    "$nginx" -p "$dir/run/" -e stderr -c "$dir/nginx.conf" -g 'daemon off;' &
    pid=$!
    echo "nginx serves ${BUILD_DIR:-build} at http://$host:$port/fr/"
    trap 'kill -QUIT "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; rm -rf "$dir"' EXIT
    trap 'exit 0' TERM INT
    status=0
    wait "$pid" || status=$?
    exit "$status"
    ;;
  start) start_background ;;
  stop) stop_background ;;
  *)
    echo "usage: scripts/nginx-test.sh [run|start|stop]" >&2
    exit 2
    ;;
esac
