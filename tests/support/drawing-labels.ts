/**
 * How large the drawings' words are drawn (issue 28): every run of text of every drawing (a
 * `figure svg[role="img"]`, src/components/illustrations/: a `<text>` or `<tspan>` that holds words,
 * or the HTML of a sentence the narrow layout wraps, in a `<foreignObject>`) at its computed font
 * size times the scale it is drawn at on screen (the screen CTM of its `<text>` or `<foreignObject>`:
 * the viewBox's scale and the transforms of the narrow layout), held to 11 CSS px, Apple's smallest
 * legible size; each run inside the drawing's
 * own box (a word cut at the edge of the SVG is not read); and the page no wider than the window
 * (`document.scrollingElement.scrollWidth`). Self-contained, JSON out: Playwright runs it in
 * Chromium (page.evaluate), the engines' drivers in WebKit (tests/engines/support/).
 */

/** Apple's smallest legible text size (Human Interface Guidelines, Typography), in CSS px. */
export const SMALLEST_LABEL_PX = 11;

/** One drawing of the page, as the reader's window shows it. */
export interface DrawingLabels {
  /** Its component's name (`data-drawing` on its figure; `unnamed` for a figure without one). */
  drawing: string;
  /** How many runs of text it holds. */
  runs: number;
  /** Its smallest run, in CSS px, rounded to a tenth, and its words. */
  smallest: number;
  smallestText: string;
  /** Runs under the minimum: « words » size px. */
  small: string[];
  /** Runs that stand out of the drawing's box: « words ». */
  cut: string[];
  /** Its width on screen and the width of its box in the page's column, in CSS px. */
  width: number;
  /** Whether its figure scrolls sideways (its frame is narrower than the drawing). */
  scrolls: boolean;
}

export interface PageDrawings {
  /** document.scrollingElement.scrollWidth and innerWidth: the page scrolls sideways if the first is larger. */
  pageWidth: number;
  windowWidth: number;
  drawings: DrawingLabels[];
}

/** Measures the drawings of the page as it stands (run in the page): `minimum` in CSS px; `unnamed` names a figure without `data-drawing`. */
export function measureDrawings({minimum, unnamed}: {minimum: number; unnamed: string}): PageDrawings {
  const round = (n: number) => Math.round(n * 10) / 10;
  const drawings = [...document.querySelectorAll<SVGSVGElement>('main figure svg[role="img"]')].map((svg) => {
    const figure = svg.closest('figure')!;
    const box = svg.getBoundingClientRect();
    // Each run of text that holds words itself: a <text>, a <tspan> within it, an element of a <foreignObject>.
    const runs = [...svg.querySelectorAll<Element>('text, tspan, foreignObject *')].filter((run) =>
      [...run.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== ''),
    );
    const sized = runs.map((run) => {
      const drawn = run.closest<SVGGraphicsElement>('text, foreignObject')!;
      const ctm = drawn.getScreenCTM();
      // What the words cover: an HTML element's box is its line's width, not its words'.
      const words = document.createRange();
      words.selectNodeContents(run);
      return {
        words: run.textContent!.trim(),
        // A run that is not drawn (display: none) has no CTM: drawn at 0 px, it fails.
        px: ctm === null ? 0 : parseFloat(getComputedStyle(run).fontSize) * Math.hypot(ctm.a, ctm.b),
        rect: words.getBoundingClientRect(),
      };
    });
    const smallest = sized.reduce((a, b) => (b.px < a.px ? b : a), sized[0]);
    // Half a pixel of slack: a glyph's box may touch the edge it is drawn against.
    const outside = (rect: DOMRect) =>
      rect.left < box.left - 0.5 ||
      rect.right > box.right + 0.5 ||
      rect.top < box.top - 0.5 ||
      rect.bottom > box.bottom + 0.5;
    const frame = svg.parentElement!;
    return {
      drawing: figure.dataset.drawing ?? unnamed,
      runs: sized.length,
      smallest: smallest === undefined ? 0 : round(smallest.px),
      smallestText: smallest?.words ?? '',
      small: sized.filter((run) => run.px < minimum).map((run) => `« ${run.words} » ${round(run.px)} px`),
      cut: sized.filter((run) => outside(run.rect)).map((run) => `« ${run.words} »`),
      width: round(box.width),
      scrolls: frame.scrollWidth > frame.clientWidth + 1,
    };
  });
  return {
    pageWidth: document.scrollingElement!.scrollWidth,
    windowWidth: window.innerWidth,
    drawings,
  };
}
