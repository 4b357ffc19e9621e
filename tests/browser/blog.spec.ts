/**
 * The blog as a French reader pages through it: the list's first page holds the 10 newest posts
 * with their reading time, the second the oldest; a post shows its reading time, its release entry
 * (« Fiche de version ») and its tags; the archive lists every post; the tags page lists every
 * tag of tests/routes.ts, each leading to its posts. The feeds are tests/build/blog-feeds.spec.ts's.
 */
import {test, expect} from '../support/fixtures';
import {blogPosts, blogTags} from '../routes';

test('the first page lists the 10 newest posts, with reading time', async ({page}) => {
  await page.goto('/fr/blog');
  const posts = page.locator('article');
  await expect(posts).toHaveCount(10);
  const links = await posts.locator('h2 a').evaluateAll((els) => els.map((el) => el.getAttribute('href')));
  expect(links).toEqual(blogPosts.slice(0, 10).map((p) => `/fr/blog/${p}`));
  for (const post of await posts.all()) {
    await expect(post).toContainText(/minutes? de lecture/);
  }
  await page.getByRole('link', {name: /Articles plus anciens/}).click();
  await expect(page).toHaveURL(/\/fr\/blog\/page\/2$/);
});

test('the second page lists the oldest post', async ({page}) => {
  await page.goto('/fr/blog/page/2');
  await expect(page.locator('article')).toHaveCount(1);
  await expect(page.locator('article h2 a')).toHaveAttribute('href', '/fr/blog/test-flight-mac');
  await expect(page.getByRole('link', {name: /Articles plus récents/})).toHaveAttribute('href', '/fr/blog');
});

test('a post shows its reading time, release entry and tags', async ({page}) => {
  await page.goto('/fr/blog/release4_0');
  await expect(page.locator('article header')).toContainText(/minutes? de lecture/);
  const entry = page.getByRole('region', {name: 'Fiche de version'});
  await expect(entry).toContainText('4.0');
  await expect(entry.locator('time')).toHaveText('22 mai 2023');
  const tags = page.locator('article footer a[href^="/fr/blog/tags/"]');
  await expect(tags).toHaveCount(4);
  await page.getByRole('link', {name: 'Article plus ancien'}).click();
  await expect(page).toHaveURL(/\/fr\/blog\/chatgpt$/);
});

test('the archive lists every post', async ({page}) => {
  await page.goto('/fr/blog/archive');
  for (const post of blogPosts) {
    await expect(page.locator(`main a[href="/fr/blog/${post}"]`)).toHaveCount(1);
  }
});

test('the tags page lists the 12 tags, each leading to its posts', async ({page}) => {
  await page.goto('/fr/blog/tags');
  const tagLinks = page.locator('main a[href^="/fr/blog/tags/"]');
  const hrefs = await tagLinks.evaluateAll((els) => els.map((el) => el.getAttribute('href')).sort());
  expect(hrefs).toEqual(blogTags.map((t) => `/fr/blog/tags/${t}`).sort());
  await page.locator('main a[href="/fr/blog/tags/test-flight"]').click();
  await expect(page.locator('main article')).toHaveCount(2);
  await expect(page.locator('main h1')).toContainText('TestFlight');
});
