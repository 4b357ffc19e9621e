/**
 * Every route of the specification in WebKit and Firefox (the projects `webkit` and `firefox`):
 * it renders in French (`lang="fr"`, a visible h1 that is not the crash page's), React hydrates
 * it, and no script error shows (support/in-page.ts: an uncaught exception, an unhandled
 * rejection, a resource that failed to load, a CSP violation or a `console.error`; in WebKit from
 * the load event on, support/engine.ts says why). The French not-found page too.
 * What Chromium checks besides (axe in both modes and on both screens, the CSP at work…) is the
 * browser suite's; these check that the other engines run the same site.
 */
import {fr, siteRoutes} from '../routes';
import {FRENCH, PARTS} from '../support/site-parts';
import {test, expect} from './support/fixtures';

for (const route of siteRoutes) {
  test(`${fr(route)} renders in French and hydrates with no script error`, async ({reader}) => {
    await reader.goto(fr(route));
    await reader.hydrated();
    const {lang, path} = await reader.state();
    expect({lang, path}).toEqual({lang: 'fr', path: fr(route)});
    const heading = await reader.part(PARTS.heading);
    expect(heading.visible, 'a visible h1').toBe(true);
    expect(heading.text).not.toBe(FRENCH.crashTitle);
  });
}

test('the French not-found page renders and hydrates with no script error', async ({reader}) => {
  await reader.goto('/fr/cette-page-n-existe-pas');
  await reader.hydrated();
  expect((await reader.state()).lang).toBe('fr');
  expect(await reader.part(PARTS.heading)).toMatchObject({visible: true, text: FRENCH.notFoundTitle});
});
