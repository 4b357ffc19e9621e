#!/usr/bin/env bash
# npm test: type-check, build the six locales once (with the test-only pages of
# config/test-pages.ts), then run the build and browser tests against that build served by
# `npm run serve`, then the browser tests once more against nginx with the production config
# of deploy/nginx/ (TEST_SERVER=nginx); after each browser run, the load test on that server.
# Arguments go to every `playwright test` run (e.g. `npm test -- tests/browser/blog.spec.ts`);
# TEST_SKIP_BUILD=1 reuses the last build. Ends with one line summing all runs: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "$1"
  echo "0 passed, 1 failed"
  exit 1
}

bash scripts/install-chromium.sh || fail "Chromium could not be installed."
bash scripts/install-nginx.sh || fail "nginx could not be installed."
npx tsc || fail "Type-check failed."
if [ "${TEST_SKIP_BUILD:-}" != "1" ]; then
  # Its postbuild step renders deploy/nginx/generated/ for this build.
  BREAKDOWN_TEST_PAGES=1 npm run build || fail "Build failed."
fi
# Each run writes its own results (playwright.config.ts): a file missing below is a run that
# never finished, not last time's.
rm -rf test-results/results.json test-results/nginx/results.json test-results/load
status=0
npx playwright test --project=build --project=browser "$@" || status=1
# The load runs alone: beside the browser tests it would slow them, not test anything more.
TEST_RESULTS_DIR=test-results/load/node npx playwright test --project=load --pass-with-no-tests "$@" || status=1
# The build tests do not involve the server: once is enough.
TEST_SERVER=nginx npx playwright test --project=browser --pass-with-no-tests "$@" || status=1
TEST_SERVER=nginx TEST_RESULTS_DIR=test-results/load/nginx npx playwright test --project=load --pass-with-no-tests "$@" || status=1
node scripts/summarise-tests.mjs test-results/results.json test-results/load/node/results.json \
  test-results/nginx/results.json test-results/load/nginx/results.json || status=1
exit $status
