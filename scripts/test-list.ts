/**
 * `npm run test-list`: writes TESTS.md, the list of the tests read from playwright.config.ts and the
 * specs (scripts/lib/test-list.ts). Run it after adding, renaming or describing a test: the unit
 * tier fails while TESTS.md differs from the suite.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {renderTestList, TEST_LIST_FILE} from './lib/test-list';

writeFileSync(TEST_LIST_FILE, renderTestList());
console.log(`Wrote ${path.relative(process.cwd(), TEST_LIST_FILE)}.`);
