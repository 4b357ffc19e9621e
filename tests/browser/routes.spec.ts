/**
 * Every route of the specification renders, in French, with no console error. That each answers
 * 200 is tests/http/requests.spec.ts's, on both servers.
 */
import {test, expect} from '../support/fixtures';
import {fr, siteRoutes} from '../routes';

for (const route of siteRoutes) {
  test(`${fr(route)} renders in French`, async ({page, site}) => {
    await page.goto(fr(route));
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(site.heading).toBeVisible();
    // The page is the React app, hydrated: the navbar's colour toggle, named in French, answers.
    await expect(site.colourToggle).toBeEnabled();
    await page.waitForLoadState('networkidle');
  });
}
