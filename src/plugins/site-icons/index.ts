/**
 * The site's icons beside the SVG favicon, for Apple devices and for browsers that want a PNG or a
 * web app manifest (issue 12): rendered from static/img/favicon.svg by resvg as each build (and
 * `npm start`) compiles, so that the SVG stays their only source. Each locale gets its own files
 * under its base URL, as it gets the SVG favicon: a 32 px PNG favicon, the 180 px
 * `apple-touch-icon` (opaque, as iOS wants it: it rounds the corners itself), 192 and 512 px icons
 * and a 512 px maskable one for the manifest, and `manifest.webmanifest` in the locale's language.
 * `theme-color` (light and dark: the navbar's colours) is in docusaurus.config.ts's metadata. The
 * source, the colours and the sizes are options, in config/site-icons.ts.
 *
 * The files are emitted into webpack's client compilation rather than written after the build:
 * the dev server serves them too, so that the head tags never name a missing file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {HtmlTagObject, LoadContext, Plugin} from '@docusaurus/types';
import {Resvg} from '@resvg/resvg-js';
import {Compilation, sources, type Compiler} from 'webpack';
import {FAVICON, ICONS, THEME_COLORS, type Icon} from '../../../config/site-icons';

const FAVICON_FILE = path.join(__dirname, '..', '..', '..', 'static', FAVICON);

export const MANIFEST = 'manifest.webmanifest';

/** The favicon as an SVG of `icon.size` px, on a full square of its background when the icon is opaque. */
export function iconSvg(favicon: string, icon: Icon): string {
  const open = /<svg\b/.exec(favicon);
  if (open === null) throw new Error(`${FAVICON_FILE} holds no <svg> element`);
  const svg = favicon.slice(open.index);
  if (icon.opaque === undefined) return svg;
  const background = /<rect\b[^>]*\bfill="([^"]+)"/.exec(svg)?.[1];
  if (background === undefined) throw new Error(`${FAVICON_FILE}: an opaque icon takes the fill of its first <rect>`);
  const {size} = icon;
  const inset = Math.round(size * icon.opaque.inset);
  // The favicon nested as it is, placed and scaled by the outer SVG.
  const nested = svg.replace(
    /<svg\b/,
    `<svg x="${inset}" y="${inset}" width="${size - 2 * inset}" height="${size - 2 * inset}"`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/>${nested}</svg>`;
}

/** The PNG of an icon. */
export function renderIcon(favicon: string, icon: Icon): Buffer {
  return new Resvg(iconSvg(favicon, icon), {fitTo: {mode: 'width', value: icon.size}}).render().asPng();
}

/** The web app manifest of the locale being built. */
export function webManifest(context: LoadContext): Record<string, unknown> {
  const {siteConfig, baseUrl, i18n} = context;
  const locale = i18n.localeConfigs[i18n.currentLocale];
  const icon = (i: Icon) => ({
    // Relative to the manifest, which sits at the locale's base URL.
    src: i.file,
    sizes: `${i.size}x${i.size}`,
    type: 'image/png',
    ...(i.purpose ? {purpose: i.purpose} : {}),
  });
  return {
    id: baseUrl,
    name: siteConfig.title,
    short_name: siteConfig.title,
    description: siteConfig.tagline,
    lang: locale?.htmlLang ?? i18n.currentLocale,
    dir: locale?.direction ?? 'ltr',
    start_url: baseUrl,
    scope: baseUrl,
    // A documentation site: opened from the home screen, it keeps the browser's back button and address.
    display: 'minimal-ui',
    background_color: THEME_COLORS.light,
    theme_color: THEME_COLORS.light,
    icons: [icon(ICONS.app192), icon(ICONS.app512), icon(ICONS.maskable512)],
  };
}

/** The `<head>` tags of every page: the PNG favicon beside the SVG one, the Apple icon, the manifest. */
export function iconTags(baseUrl: string): HtmlTagObject[] {
  const {favicon, appleTouch} = ICONS;
  return [
    {
      tagName: 'link',
      attributes: {
        rel: 'icon',
        type: 'image/png',
        sizes: `${favicon.size}x${favicon.size}`,
        href: baseUrl + favicon.file,
      },
    },
    {
      tagName: 'link',
      attributes: {
        rel: 'apple-touch-icon',
        sizes: `${appleTouch.size}x${appleTouch.size}`,
        href: baseUrl + appleTouch.file,
      },
    },
    {tagName: 'link', attributes: {rel: 'manifest', href: baseUrl + MANIFEST}},
  ];
}

/** Adds the icons and the manifest to the files webpack writes (and the dev server serves). */
class EmitFiles {
  constructor(private readonly files: () => Map<string, Buffer>) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('site-icons', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'site-icons', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [name, content] of this.files()) compilation.emitAsset(name, new sources.RawSource(content));
        },
      );
    });
  }
}

export default function siteIconsPlugin(context: LoadContext): Plugin {
  let files: Map<string, Buffer> | undefined;
  // Rendered once a process, when webpack first asks: the dev server asks again on each rebuild.
  const render = () => {
    if (files === undefined) {
      const favicon = readFileSync(FAVICON_FILE, 'utf8');
      files = new Map(Object.values(ICONS).map((icon) => [icon.file, renderIcon(favicon, icon)]));
      files.set(MANIFEST, Buffer.from(`${JSON.stringify(webManifest(context), null, 2)}\n`));
    }
    return files;
  };
  return {
    name: 'site-icons',
    configureWebpack: (config, isServer) => (isServer ? {} : {plugins: [new EmitFiles(render)]}),
    injectHtmlTags: () => ({headTags: iconTags(context.baseUrl)}),
  };
}
