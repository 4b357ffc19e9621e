#!/usr/bin/env bash
# npm test: type-check, lint and the unit tier (no build, no server) side by side, build the six locales once (with
# the test-only pages of _dogfooding/dogfooding.config.ts), then, against that build served by the three servers of
# tests/support/servers.ts (`npm run serve`, nginx with the production config of deploy/nginx/ and
# the local Cloudflare Pages runtime with the config of `npm run pages-config`):
# in one run the build tests, the browser suite (once, on nginx), the HTTP tests (on each server),
# the behaviours in Chromium, WebKit and Firefox and every route in WebKit and Firefox (on nginx),
# then, alone, the load test on each server.
# Arguments go to every `playwright test` run (e.g. `npm test -- tests/browser/blog.spec.ts`), and a
# run that holds none of the tests they select is skipped (run_tests below);
# TEST_SKIP_BUILD=1 reuses the last build. Ends with one line summing all runs: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "$1"
  echo "0 passed, 1 failed"
  exit 1
}

# How long each step took, for scripts/bench-checks.ts and whoever reads the log (never asserted).
phase_start=$SECONDS
phase_done() {
  echo "[test.sh] $1: $((SECONDS - phase_start)) s"
  phase_start=$SECONDS
}

bash scripts/install-chromium.sh || fail "Chromium could not be installed."
bash scripts/install-webkit.sh || fail "WebKitGTK could not be installed."
bash scripts/install-firefox.sh || fail "Firefox ESR could not be installed."
bash scripts/install-nginx.sh || fail "nginx could not be installed."
bash scripts/install-fonts.sh || fail "The manuals' fonts could not be installed."
phase_done "install"
results="${TEST_RESULTS_DIR:-test-results}"
# No run passes on nothing: without arguments every run below must find tests (a broken testMatch
# fails it), so none takes --pass-with-no-tests. With arguments (`npm test -- tests/unit/x.spec.ts`),
# they go to every run, and a run whose projects hold no test they select is skipped, said so, and
# left out of the summary: it is not one of the tests asked for. Listing costs a few seconds a run,
# paid only then; the listing reports to the console alone (`--reporter=list`), since the config's JSON
# reporter would overwrite the results of the run before it.
result_files=()
selects_tests() {
  [ "$#" -eq 0 ] && return 0
  npx playwright test --list --reporter=list --pass-with-no-tests "${run_projects[@]}" "$@" 2>/dev/null | grep -qE '^Total: [1-9]'
}
# selected <projects and options…> -- <npm test's arguments>: sets run_projects and run_args, and
# says whether the arguments select a test of them (else says the run is skipped).
selected() {
  run_projects=()
  while [ "$1" != "--" ]; do
    run_projects+=("$1")
    shift
  done
  shift
  run_args=("$@")
  selects_tests "$@" && return 0
  echo "[test.sh] no test of ${run_projects[*]} is selected by: $*; run skipped"
  return 1
}
# run_tests <results folder> <projects and options…> -- <npm test's arguments>
run_tests() {
  local dir=$1
  shift
  selected "$@" || return 0
  result_files+=("$dir/results.json")
  TEST_RESULTS_DIR="$dir" npx playwright test "${run_projects[@]}" "${run_args[@]}"
}
status=0
# The type-check, the lint and the unit tier (the sources, and the code that reads a build, on
# synthetic builds) read the sources and nothing of each other, and need no build: side by side
# before it, so that a slip there fails in a minute and the lint's last, single-threaded step
# leaves no core idle. The type-check's and the unit tier's lines wait in files, printed whole.
# The unit tier's results go beside $results, not in it: the main run below empties its output
# folder, $results, when it starts.
unit_results="$results-unit"
rm -rf "$unit_results"
typecheck_log=$(mktemp)
unit_log=$(mktemp)
npm run -s typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
unit_pid=
if selected --project=unit -- "$@"; then
  result_files+=("$unit_results/results.json")
  TEST_UNIT_ONLY=1 TEST_RESULTS_DIR="$unit_results" npx playwright test "${run_projects[@]}" "${run_args[@]}" >"$unit_log" 2>&1 &
  unit_pid=$!
fi
npm run lint
lint_status=$?
wait "$typecheck_pid"
typecheck_status=$?
if [ -n "$unit_pid" ]; then
  wait "$unit_pid" || status=1
fi
cat "$typecheck_log" "$unit_log"
rm -f "$typecheck_log" "$unit_log"
[ "$typecheck_status" -eq 0 ] || fail "Type-check failed."
[ "$lint_status" -eq 0 ] || fail "Lint failed: npm run format rewrites what Prettier reports."
phase_done "type-check, lint and unit tests"
if [ "${TEST_SKIP_BUILD:-}" != "1" ]; then
  # Its last step renders deploy/nginx/generated/ for this build.
  BREAKDOWN_TEST_PAGES=1 npm run build || fail "Build failed."
  phase_done "build"
fi
# Each run writes its own results (playwright.config.ts): a file missing below is a run that
# never finished, not last time's.
rm -rf "$results/results.json" "$results/load"
# One run, so that its start (the servers, the runner's listing of the tests) is paid once and its
# two workers end together.
run_tests "$results" --project=build --project=browser --project=http-node --project=http-nginx --project=http-cdn \
  --project=chromium --project=webkit --project=firefox -- "$@" || status=1
phase_done "build, browser, HTTP and engine tests"
# One server at a time, nothing else running: the load would otherwise measure the other tests.
run_tests "$results/load" --project=load-node --project=load-nginx --project=load-cdn --workers=1 -- "$@" || status=1
phase_done "load tests"
echo "[test.sh] total: $SECONDS s"
node scripts/summarise-tests.mjs "${result_files[@]}" || status=1
exit $status
