/**
 * The manuals as a reader finds them: « Télécharger le guide (PDF) » on the iOS and Mac pages,
 * and on the quick start one line linking both, by their platform's name; each link downloads a
 * PDF (200, application/pdf) from the reader's locale. What the PDFs hold: tests/build/manual.spec.ts.
 */
import {test, expect} from '../support/fixtures';

for (const platform of ['ios', 'mac'] as const) {
  test(`/fr/${platform} links its manual, which downloads as a PDF`, async ({page, request}) => {
    await page.goto(`/fr/${platform}`);
    const link = page.locator('article').getByRole('link', {name: 'Télécharger le guide (PDF)', exact: true});
    await expect(link).toHaveCount(1);
    await expect(link).toBeVisible();
    const href = `/fr/manual/breakdown-structure-${platform}.pdf`;
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('download', `breakdown-structure-${platform}.pdf`);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`breakdown-structure-${platform}.pdf`);
    expect(new URL(download.url()).pathname).toBe(href);
    const answer = await request.get(href);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');
    expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
}

test('the quick start links both manuals, each by its platform', async ({page, request}) => {
  await page.goto('/fr/');
  const line = page.locator('article p', {hasText: 'Télécharger le guide (PDF)'});
  await expect(line).toHaveCount(1);
  for (const [name, platform] of [
    ['iPhone et iPad', 'ios'],
    ['Mac', 'mac'],
  ]) {
    const link = line.getByRole('link', {name, exact: true});
    await expect(link).toHaveAttribute('href', `/fr/manual/breakdown-structure-${platform}.pdf`);
    const answer = await request.get((await link.getAttribute('href'))!);
    expect(answer.status(), name).toBe(200);
    expect(answer.headers()['content-type'], name).toBe('application/pdf');
  }
});

test('the English pages link the English manual', async ({page}) => {
  await page.goto('/mac');
  await expect(page.getByRole('link', {name: 'Download the User Guide (PDF)', exact: true})).toHaveAttribute(
    'href',
    '/manual/breakdown-structure-mac.pdf',
  );
});
