/**
 * The icons and manifest as Chromium reads them (issue 12): the browser fetches and parses the
 * web app manifest of the page's locale without an error (and within the CSP's manifest-src: a
 * violation fails the test, see the `test` fixture), and the Apple icon is opaque, as iOS needs
 * it. tests/http/icons-and-previews.spec.ts checks the files on both servers.
 */
import {test, expect, hydrated} from '../support/fixtures';

for (const [urlPath, lang] of [
  ['/fr/ios/documents/new-document', 'fr'],
  ['/ja/', 'ja'],
]) {
  test(`Chromium reads the manifest of ${urlPath} without an error`, async ({page}) => {
    await page.goto(urlPath);
    await hydrated(page);
    const cdp = await page.context().newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: {message: string}[];
      data?: string;
    };
    const base = urlPath.slice(0, urlPath.indexOf('/', 1) + 1);
    expect(new URL(manifest.url).pathname).toBe(`${base}manifest.webmanifest`);
    expect(manifest.errors.map((error) => error.message)).toEqual([]);
    const data = JSON.parse(manifest.data ?? '{}') as {lang?: string; icons?: unknown[]};
    expect(data.lang).toBe(lang);
    expect(data.icons).toHaveLength(3);
  });
}

test('the Apple icon has no transparent pixel', async ({page}) => {
  await page.goto('/fr/');
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const alphas = await page.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const {data} = context.getImageData(0, 0, canvas.width, canvas.height);
    let transparent = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i] < 255) transparent += 1;
    return {size: `${canvas.width} × ${canvas.height}`, transparent};
  }, href!);
  expect(alphas).toEqual({size: '180 × 180', transparent: 0});
});
