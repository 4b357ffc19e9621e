/** Site-wide configuration a reader or a search engine meets: title, keywords, sitemap. */
import {test, expect} from '../support/fixtures';
import {fr, siteRoutes} from '../routes';

test('pages carry the site title and the keywords', async ({page, site}) => {
  await page.goto('/fr/faq');
  await expect(page).toHaveTitle(/ \| Breakdown Structure$/);
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute(
    'content',
    'WBS, CBS, PBS, ROM, Work, Cost, Breakdown, Structure, Estimate, Budget',
  );
  await expect(site.navbar.locator('.navbar__title')).toHaveText('Breakdown Structure');
});

test('the sitemap lists every page weekly at priority 0.5, without tag pages', async ({request}) => {
  const response = await request.get('/fr/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const entries = [...xml.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]);
  const paths = entries.map((e) => new URL(/<loc>(.*?)<\/loc>/.exec(e)![1]).pathname).sort();
  const expected = siteRoutes
    .filter((r) => !r.startsWith('/blog/tags'))
    .map(fr)
    .sort();
  expect(paths).toEqual(expected);
  for (const entry of entries) {
    expect(entry).toContain('<changefreq>weekly</changefreq>');
    expect(entry).toContain('<priority>0.5</priority>');
  }
});
