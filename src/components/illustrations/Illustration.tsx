/**
 * The frame every illustration of the site is drawn in: an inline SVG, so its text is
 * translated like the page's (translate() ids `illustration.*`) and its colours follow the
 * site's light or dark mode (the classes of illustration.module.css use the theme's variables).
 * `title` is the picture's text alternative, in the page's language: the SVG's accessible name,
 * and the text that stands in for the drawing where the page's CSS does not apply (issue 29): a
 * reader view (Firefox's Readability drops what an inline `display: none` hides) would otherwise
 * run its labels together (« Refonte du site web1Conception2… »).
 *
 * On a phone (a screen under 768 px wide, narrow.tsx) the wide drawing would draw its words at
 * 4–6 px: a drawing given a `narrow` size is laid out again in a column of that size, by CSS
 * alone (the same elements, moved: narrow.tsx); any other is drawn at its full size in a frame
 * that scrolls sideways, which the keyboard reaches. Print and the PDF manuals keep the wide drawing.
 *
 * The drawing kit, beside this frame: DeviceFrame.tsx (a Mac window, an iPad, an iPhone, taking
 * their areas as children), NodeBox.tsx (a node in every layout and tone), parts.tsx (callouts,
 * outlines, field lists, tables…), narrow.tsx (the narrow layout), labels.ts (the words several
 * drawings show) and exampleProject.ts (the example projects' names and the number formats). Bold
 * text takes the `bold` class, never a fontWeight attribute. Each drawing's header names the pages
 * that use it.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './illustration.module.css';

export interface IllustrationProps {
  /** The drawing's component name: unique on a page, it names the figure (`data-drawing`) and the ids inside it. */
  name: string;
  /** What the picture shows, for readers who cannot see it (the alt text). */
  title: string;
  /** Shown under the picture. */
  caption?: ReactNode;
  /** The SVG's coordinate system, e.g. "0 0 640 320". */
  viewBox: string;
  /**
   * The size of the drawing's narrow layout, in its own units (at most NARROW_WIDTH wide), where
   * its parts stand on a phone (moved by narrow.tsx's `Moved`). Without it, the drawing scrolls
   * sideways on a phone, at its full size.
   */
  narrow?: {width: number; height: number};
  children: ReactNode;
}

/**
 * The widest a narrow layout may be: at 320 px, a phone's column is 288 px, and the drawings'
 * smallest words (12 units) are drawn at 11 px (Apple's smallest legible size) up to 314 units.
 */
export const NARROW_WIDTH = 312;

export default function Illustration({
  name,
  title,
  caption,
  viewBox,
  narrow,
  children,
}: IllustrationProps): JSX.Element {
  const wideWidth = Number(viewBox.split(/\s+/)[2]);
  if (narrow !== undefined && narrow.width > NARROW_WIDTH) {
    throw new Error(`${name}: its narrow layout is ${narrow.width} wide, more than ${NARROW_WIDTH}`);
  }
  const captionId = `${name}-caption`;
  // The sizes the narrow layout's CSS reads (illustration.module.css): custom properties, unused in print.
  const sizes: Record<string, number | string> =
    narrow === undefined
      ? {'--wide-width': wideWidth}
      : {
          '--narrow-width': narrow.width,
          '--narrow-ratio': `${narrow.width} / ${narrow.height}`,
          '--narrow-scale': wideWidth / narrow.width,
        };
  const svg = (
    <svg
      className={styles.svg}
      // Shown by the stylesheet alone (illustration.module.css): where it does not apply, its
      // description (below) stands in for the drawing.
      style={{display: 'none'}}
      viewBox={viewBox}
      // The narrow layout is taller than the viewBox: it is drawn from the top, below the viewBox.
      preserveAspectRatio="xMidYMin meet"
      role="img"
      aria-label={title}
      xmlns="http://www.w3.org/2000/svg">
      {narrow === undefined ? children : <g className={styles.layout}>{children}</g>}
    </svg>
  );
  return (
    <figure
      className={clsx(styles.figure, narrow === undefined ? styles.scrolls : styles.relaid)}
      style={sizes as CSSProperties}
      data-drawing={name}>
      {/* For readers without the page's CSS; hidden by it, since the SVG's name says it to screen readers. */}
      <p className={styles.description}>{title}</p>
      {narrow === undefined ? (
        // The keyboard reaches the frame (Tab) and scrolls it (arrow keys); its name is the caption's.
        // A region that scrolls must take the focus for that (WCAG 2.1.1, axe's scrollable-region-focusable).
        <div
          className={styles.frame}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          role="group"
          aria-labelledby={caption === undefined ? undefined : captionId}>
          {svg}
        </div>
      ) : (
        svg
      )}
      {caption !== undefined && (
        <figcaption id={captionId} className={styles.caption}>
          {caption}
        </figcaption>
      )}
    </figure>
  );
}

export {styles as illustrationStyles};
