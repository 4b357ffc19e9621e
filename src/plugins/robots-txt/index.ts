/**
 * `robots.txt` at the root of the site (issue 29): every page may be crawled, and each locale's
 * sitemap is named, absolute, so that a crawler finds `/fr/sitemap.xml` without its being
 * submitted (by convention it finds `/sitemap.xml` alone). A crawler reads robots.txt at the root
 * of the host only: the build at `/` (the default locale's) writes it; the other locales, each
 * built under its own base URL, write none.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {localeBaseUrl} from '../../../server/site-index';

/** The text of robots.txt for a site at `siteUrl` in `locales`. */
export function robotsTxt(siteUrl: string, locales: readonly string[]): string {
  const sitemaps = locales.map((locale) => `Sitemap: ${new URL(`${localeBaseUrl(locale)}sitemap.xml`, siteUrl).href}`);
  return ['User-agent: *', 'Allow: /', '', ...sitemaps, ''].join('\n');
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    postBuild({outDir}) {
      if (context.baseUrl !== '/') return;
      writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url, context.i18n.locales));
    },
  };
}
