/**
 * TESTS.md, the list of the tests that README.md points to, is what the suite declares today: the
 * projects of playwright.config.ts, the spec files each runs, each file's doc comment and the titles
 * of its tests, read from the sources by scripts/lib/test-list.ts. A test added, renamed or moved,
 * or a doc comment changed, without `npm run test-list` fails here, naming that command.
 */
import {readFileSync} from 'node:fs';
import {test, expect} from '@playwright/test';
import {renderTestList, TEST_LIST_FILE} from '../../scripts/lib/test-list';

test('TESTS.md lists the tests the suite declares today', () => {
  expect(readFileSync(TEST_LIST_FILE, 'utf8'), 'TESTS.md is stale: run `npm run test-list` and commit it').toBe(
    renderTestList(),
  );
});
