#!/usr/bin/env bash
# npm test: type-check, build the six locales once (with the test-only pages of
# config/test-pages.ts), then run the build and browser tests against that build.
# Arguments go to `playwright test` (e.g. `npm test -- tests/browser/blog.spec.ts`);
# TEST_SKIP_BUILD=1 reuses the last build. Ends with one line: "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/.."

fail() {
  echo "$1"
  echo "0 passed, 1 failed"
  exit 1
}

bash scripts/install-chromium.sh || fail "Chromium could not be installed."
npx tsc || fail "Type-check failed."
if [ "${TEST_SKIP_BUILD:-}" != "1" ]; then
  BREAKDOWN_TEST_PAGES=1 npm run build || fail "Build failed."
fi
npx playwright test "$@"
status=$?
node scripts/summarise-tests.mjs test-results/results.json || status=1
exit $status
