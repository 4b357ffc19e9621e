/** Every route of the specification renders, in French, with no console error. */
import {test, expect} from '../support/fixtures';
import {fr, siteRoutes} from '../routes';

for (const route of siteRoutes) {
  test(`${fr(route)} renders in French`, async ({page}) => {
    const response = await page.goto(fr(route));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page.locator('h1').first()).toBeVisible();
    // The page is the React app, hydrated: the navbar's colour toggle answers.
    await expect(page.getByRole('button', {name: /mode sombre et clair/})).toBeEnabled();
    await page.waitForLoadState('networkidle');
  });
}
