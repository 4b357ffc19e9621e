// Prints Playwright's JSON results as the one line CI reads: "N passed, M failed".
// Flaky tests count as failed: a test that needed a retry is not a pass.
import {readFileSync} from 'node:fs';

const {stats} = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const failed = stats.unexpected + stats.flaky;
console.log(`${stats.expected} passed, ${failed} failed` + (stats.skipped ? `, ${stats.skipped} skipped` : ''));
if (failed > 0 || stats.expected === 0) process.exit(1);
