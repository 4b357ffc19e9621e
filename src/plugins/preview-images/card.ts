/**
 * The link preview of a page (issue 12): a 1200 × 630 PNG with the site's logo and name, the
 * page's title and description, its address and the site's tagline in the page's language, laid
 * out by satori (flexbox and line breaking, text drawn as paths with the fonts below) and
 * rasterised by resvg. The plugin (./index.ts) renders one per built page.
 *
 * Fonts come from npm packages, read offline from node_modules: satori needs the font files
 * themselves. Each locale lists font packages in fallback order (`cardFontsOf`, config/preview-images.ts), read through the
 * `@font-face` rules of their CSS (parsed by postcss). satori draws each character of a card with the first face that
 * has it, as a browser picks fonts, and asks for more fonts (its `loadAdditionalAsset` hook) for the characters none
 * has: such a character stops the build, naming it, rather than drawing an empty box.
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {Resvg} from '@resvg/resvg-js';
import postcss from 'postcss';
import satori from 'satori';
import {type FontPackage, cardFontsOf} from '../../../config/preview-images';
import {FAVICON} from '../../../config/site-icons';
import {type Ranges, drawsNothing, inRanges, parseUnicodeRange} from './unicode-ranges';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The weights a card uses: its text and its title. */
const WEIGHTS = [400, 700] as const;
type Weight = (typeof WEIGHTS)[number];

/** What a card shows. */
export interface Card {
  /** Its language (BCP 47, the page's `<html lang>`), for satori's choice of glyph forms. */
  lang: string;
  locale: string;
  siteTitle: string;
  title: string;
  description: string;
  /** The page's address without the scheme: `breakdown-structure.app/fr/faq`. */
  address: string;
  tagline: string;
}

/** One upright @font-face of a package's CSS, in a weight the card uses. */
interface Face {
  /** Its file's face family (`Inter-subset`, `noto-sans-jp-114`): satori keeps one font per name and weight. */
  name: string;
  file: string;
  weight: Weight;
  /** The unicode-range its CSS declares, if any: a card with no character in it does without the face. */
  declared: Ranges | undefined;
}

const faceCache = new Map<string, Face[]>();

/** The upright faces of a package's CSS in the card's weights, in their order. */
function facesOf(font: FontPackage): Face[] {
  const key = `${font.package}/${font.css}`;
  const cached = faceCache.get(key);
  if (cached !== undefined) return cached;
  const cssFile = require.resolve(key);
  const faces: Face[] = [];
  postcss.parse(readFileSync(cssFile, 'utf8'), {from: cssFile}).walkAtRules('font-face', (rule) => {
    const declared: Record<string, string> = {};
    rule.walkDecls((decl) => {
      declared[decl.prop] ??= decl.value;
    });
    const src = /url\(["']?([^"')?]+\.woff2)/.exec(declared.src ?? '')?.[1];
    const weights = /^(\d+)(?:\s+(\d+))?$/.exec(declared['font-weight'] ?? '');
    if (src === undefined || weights === null || (declared['font-style'] ?? 'normal') !== 'normal') return;
    // A variable face (a range of weights) is drawn at its default weight whatever is asked:
    // satori gets it as the regular one, and uses it for bold text too.
    const weight = weights[2] === undefined ? Number(weights[1]) : 400;
    if (!(WEIGHTS as readonly number[]).includes(weight)) return;
    faces.push({
      name: path
        .basename(src, '.woff2')
        .replace(/-(Regular|Bold)(?=-|$)/, '')
        .replace(/-(\d{3}|wght)-normal$/, ''),
      file: path.join(path.dirname(cssFile), src),
      weight: weight as Weight,
      declared: declared['unicode-range'] === undefined ? undefined : parseUnicodeRange(declared['unicode-range']),
    });
  });
  if (faces.length === 0) throw new Error(`${cssFile}: no upright woff2 face of weight ${WEIGHTS.join(' or ')}`);
  faceCache.set(key, faces);
  return faces;
}

/** Font files, read once a process: satori knows a font it parsed by its Buffer. */
const files = new Map<string, Buffer>();
function fontFile(file: string): Buffer {
  let data = files.get(file);
  if (data === undefined) files.set(file, (data = readFileSync(file)));
  return data;
}

type SatoriFont = {name: string; data: Buffer; weight: Weight; style: 'normal'};

/** One array per set of faces: satori caches what it parsed by the array. */
const fontSets = new Map<string, SatoriFont[]>();

/**
 * The fonts satori gets for `text` in a locale: the faces of the locale's fonts, in their order, but those whose
 * unicode-range holds no character of `text`, as a browser loads only those. A CJK font is about a hundred subset
 * files, which satori would otherwise all parse (~15 ms a card more, over a locale's cards).
 */
function fontsFor(text: string, locale: string): {family: string; fonts: SatoriFont[]} {
  const codes = [...new Set(text)].map((char) => char.codePointAt(0)!);
  const faces = cardFontsOf(locale)
    .flatMap(facesOf)
    .filter((face) => face.declared === undefined || codes.some((code) => inRanges(face.declared!, code)));
  const names = [...new Set(faces.map((face) => face.name))];
  const key = faces.map((face) => face.file).join('|');
  let fonts = fontSets.get(key);
  if (fonts === undefined) {
    fonts = faces.map((face) => ({
      name: face.name,
      data: fontFile(face.file),
      weight: face.weight,
      style: 'normal' as const,
    }));
    fontSets.set(key, fonts);
  }
  return {family: names.map((name) => `'${name}'`).join(', '), fonts};
}

type Style = Record<string, string | number>;
interface Element {
  type: string;
  props: {style?: Style; children?: (Element | string)[] | Element | string; [attribute: string]: unknown};
}
const h = (type: string, style: Style, ...children: (Element | string)[]): Element => ({
  type,
  props: {style, children: children.length === 1 ? children[0] : children},
});

let logo: string | undefined;
const logoUri = () =>
  (logo ??= `data:image/svg+xml;base64,${readFileSync(path.join(__dirname, '..', '..', '..', 'static', FAVICON)).toString('base64')}`);

const COLORS = {
  // The site's light mode: Infima's text colours, the primary blue of src/css/custom.css.
  text: '#1c1e21',
  secondary: '#525860',
  primary: '#1f5fbf',
  background: '#ffffff',
  rule: '#dadde1',
};

/** The card as satori's element tree: logo and site name, title, description, then address and tagline above a blue band. */
function layout(card: Card): Element {
  const titleLength = [...card.title].length;
  const titleSize = titleLength <= 28 ? 76 : titleLength <= 56 ? 64 : 54;
  const padding = 72;
  const width = CARD_WIDTH - 2 * padding;
  const text = (style: Style, content: string) => h('div', {display: 'block', width, ...style}, content);
  return h(
    'div',
    {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      display: 'flex',
      flexDirection: 'column',
      backgroundColor: COLORS.background,
    },
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        flexGrow: 1,
        paddingTop: 56,
        paddingLeft: padding,
        paddingRight: padding,
      },
      h(
        'div',
        {display: 'flex', alignItems: 'center'},
        {type: 'img', props: {src: logoUri(), width: 64, height: 64}},
        h('div', {marginLeft: 22, fontSize: 32, fontWeight: 700, color: COLORS.text}, card.siteTitle),
      ),
      text(
        {marginTop: 44, fontSize: titleSize, fontWeight: 700, lineHeight: 1.15, color: COLORS.text, lineClamp: 3},
        card.title,
      ),
      text({marginTop: 22, fontSize: 30, lineHeight: 1.4, color: COLORS.secondary, lineClamp: 2}, card.description),
    ),
    h(
      'div',
      {
        display: 'flex',
        flexDirection: 'column',
        marginLeft: padding,
        marginRight: padding,
        paddingTop: 18,
        paddingBottom: 30,
        borderTop: `2px solid ${COLORS.rule}`,
      },
      text({fontSize: 24, fontWeight: 700, color: COLORS.primary, lineClamp: 1}, card.address),
      text({marginTop: 6, fontSize: 20, color: COLORS.secondary, lineClamp: 1}, card.tagline),
    ),
    h('div', {height: 16, backgroundColor: COLORS.primary}),
  );
}

/** The PNG of a card. Throws naming the characters its text has that no font of the locale draws. */
export async function renderCard(card: Card): Promise<Buffer> {
  const text = [card.siteTitle, card.title, card.description, card.address, card.tagline].join('\n');
  const {family, fonts} = fontsFor(text, card.locale);
  const root = layout(card);
  root.props.style = {...root.props.style, fontFamily: family};
  root.props.lang = card.lang;
  // The characters none of the fonts draws, as satori asks for them. An invisible one (a soft hyphen, a
  // direction mark) that no font has draws nothing either: no reader misses it.
  const missing = new Set<string>();
  // satori's types want a ReactNode: an element tree of plain objects is what React elements are to it.
  const svg = await satori(root as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    loadAdditionalAsset: async (_language, characters) => {
      for (const char of characters) if (!drawsNothing(char)) missing.add(char);
      return [];
    },
  });
  if (missing.size > 0) {
    throw new Error(
      `no font of the ${card.locale} locale draws ${[...new Set(text)].filter((char) => missing.has(char)).join(' ')} ` +
        `(its cards' fonts: Inter, then its cardFonts in config/locales.ts): add a font package that does there.`,
    );
  }
  // satori draws the text as paths: resvg needs no font, and by default it would read every system
  // font for each card (with the manuals' CJK fonts installed, ~150 ms a card, most of its time).
  return new Resvg(svg, {fitTo: {mode: 'original'}, font: {loadSystemFonts: false}}).render().asPng();
}

/** The first 8 hex digits of the SHA-256 of `content`: the name of a file that changes with it. */
export const contentHash = (content: Buffer): string => createHash('sha256').update(content).digest('hex').slice(0, 8);
