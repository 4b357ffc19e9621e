// Prints Playwright's JSON results as the one line CI reads: "N passed, M failed", summed over
// every results file given (npm test runs the main suite, then the load tests on their own).
// Flaky tests count as failed: a test that needed a retry is not a pass. A run's own errors (its
// server did not start…) and a missing file count as one failure each.
import {existsSync, readFileSync} from 'node:fs';

const total = {expected: 0, failed: 0, skipped: 0};
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No results in ${file}: that run did not complete.`);
    total.failed += 1;
    continue;
  }
  const {stats, errors = []} = JSON.parse(readFileSync(file, 'utf8'));
  for (const error of errors) console.error(`${file}: ${error.message ?? error.value ?? 'error'}`.split('\n')[0]);
  total.expected += stats.expected;
  total.failed += stats.unexpected + stats.flaky + errors.length;
  total.skipped += stats.skipped;
}
console.log(`${total.expected} passed, ${total.failed} failed` + (total.skipped ? `, ${total.skipped} skipped` : ''));
if (total.failed > 0 || total.expected === 0) process.exit(1);
