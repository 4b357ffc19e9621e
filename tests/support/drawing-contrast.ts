/**
 * The contrast of the drawings' text, which axe does not measure (its color-contrast rule leaves
 * SVG text out): every run of text (a `<text>`, or a `<tspan>` in its own colour) of every drawing
 * (a `figure svg[role="img"]`, src/components/illustrations/) against what is painted beneath its middle — the topmost filled shape of the
 * drawing there, else the page's background — held to WCAG's 4.5:1 for text of normal size, in
 * whichever colour mode the page is in. Run in the page; the drawings are scrolled into view one
 * run at a time, since only what is on screen can be hit-tested.
 */
import type {Page} from '@playwright/test';

/** WCAG 2 AA's minimum for text under 18.66 px bold or 24 px. The drawings' text is 12–14 px. */
export const MINIMUM_CONTRAST = 4.5;

/** Each drawing text below the minimum: its words, its colour, the colour beneath, the ratio. */
export async function drawingContrastViolations(page: Page): Promise<string[]> {
  return page.evaluate((minimum) => {
    type Rgba = [number, number, number, number];
    const parse = (css: string): Rgba | undefined => {
      const parts = /rgba?\(([^)]+)\)/
        .exec(css)?.[1]
        .split(/[\s,/]+/)
        .filter(Boolean)
        .map(Number);
      return parts === undefined ? undefined : [parts[0], parts[1], parts[2], parts[3] ?? 1];
    };
    /** `top` painted over `bottom` (opaque). */
    const over = ([r, g, b, a]: Rgba, [R, G, B]: Rgba): Rgba => [
      r * a + R * (1 - a),
      g * a + G * (1 - a),
      b * a + B * (1 - a),
      1,
    ];
    const luminance = ([r, g, b]: Rgba) => {
      const linear = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
      return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    };
    const ratio = (a: Rgba, b: Rgba) => {
      const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (light + 0.05) / (dark + 0.05);
    };
    /** The page's own background behind `element`: the first opaque ancestor's, else white. */
    const pageBackground = (element: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let at: Element | null = element; at !== null; at = at.parentElement) {
        const colour = parse(getComputedStyle(at).backgroundColor);
        if (colour !== undefined && colour[3] > 0) layers.push(colour);
        if (colour !== undefined && colour[3] === 1) break;
      }
      return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
    };
    const found: string[] = [];
    // Each run of text in its own colour: a <text>, or a <tspan> within it, that holds words itself.
    const runs = [
      ...document.querySelectorAll<SVGTextContentElement>('figure svg[role="img"] :is(text, tspan)'),
    ].filter((run) =>
      [...run.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    );
    let measured = 0;
    for (const text of runs) {
      const fill = parse(getComputedStyle(text).fill);
      if (fill === undefined) continue;
      text.scrollIntoView({block: 'center', inline: 'center'});
      const box = text.getBoundingClientRect();
      const svg = text.ownerSVGElement!;
      // Topmost first: what is painted over the text, the text itself, then what lies beneath it.
      const hits = document.elementsFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      // The run itself, a run within it, or the <text> that holds it (never an ancestor group).
      const own = hits.findIndex(
        (hit) => hit === text || text.contains(hit) || (hit instanceof SVGTextElement && hit.contains(text)),
      );
      // The filled shapes only: a group's computed fill is merely inherited by its children.
      const isShape = (hit: Element) =>
        svg.contains(hit) && hit instanceof SVGGeometryElement && !(hit instanceof SVGLineElement);
      // Text a shape covers is not seen (a sheet drawn over a screen): there is no contrast to read.
      if (
        own === -1 ||
        hits.slice(0, own).some((hit) => isShape(hit) && parse(getComputedStyle(hit).fill) !== undefined)
      ) {
        continue;
      }
      const shapes = hits.slice(own + 1).filter(isShape);
      measured += 1;
      let beneath = pageBackground(svg);
      // Painted from the bottom up: elementsFromPoint lists the topmost first.
      for (const shape of shapes.reverse()) {
        const colour = parse(getComputedStyle(shape).fill);
        if (colour !== undefined)
          beneath = over(
            [...colour.slice(0, 3), colour[3] * Number(getComputedStyle(shape).fillOpacity)] as Rgba,
            beneath,
          );
      }
      const contrast = ratio(over(fill, beneath), beneath);
      if (contrast < minimum) {
        const [r, g, b] = beneath.map(Math.round);
        found.push(
          `drawing text "${text.textContent!.trim()}" (${getComputedStyle(text).fill} on rgb(${r}, ${g}, ${b})): ${contrast.toFixed(2)}:1`,
        );
      }
    }
    // A check that measured nothing would pass whatever the colours: say so instead.
    if (runs.length > 0 && measured === 0)
      found.push(`none of the ${runs.length} runs of drawing text could be hit-tested`);
    window.scrollTo(0, 0);
    return found;
  }, MINIMUM_CONTRAST);
}
