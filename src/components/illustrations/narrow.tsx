/**
 * The narrow layout of a drawing (issue 28): on a screen under 768 px wide — a phone, or a tablet
 * in a narrow window — the wide drawing would shrink to the column and draw its words at 4–6 px.
 * A drawing that can be laid out again (a tree that stacks, a mapping that reads top to bottom)
 * says the size of its narrow layout (`narrow` of Illustration.tsx) and where its parts go there:
 * each part is drawn once, at its wide place, and the narrow layout moves it (`Moved`) by CSS
 * (illustration.module.css), so that the markup, its one description and the work of React are
 * the same whichever layout shows, and no script runs. Lines whose course changes with the layout
 * (connectors, arrows, a panel's outline) are drawn twice, once for each layout (`WideOnly`,
 * `NarrowOnly`): shapes only, never words.
 */
import React, {type CSSProperties, type ReactNode} from 'react';
import {illustrationStyles as s} from './Illustration';

/** A part of the drawing that the narrow layout moves by (dx, dy), in the drawing's units. */
export function Moved({by: [dx, dy], children}: {by: [number, number]; children: ReactNode}): JSX.Element {
  return (
    <g className={s.moved} style={{'--dx': `${dx}px`, '--dy': `${dy}px`} as CSSProperties}>
      {children}
    </g>
  );
}

/** Shapes drawn in the wide layout only (and in print). */
export function WideOnly({children}: {children: ReactNode}): JSX.Element {
  return <g className={s.wideOnly}>{children}</g>;
}

/** Shapes drawn in the narrow layout only. */
export function NarrowOnly({children}: {children: ReactNode}): JSX.Element {
  return <g className={s.narrowOnly}>{children}</g>;
}

interface WrappedTextProps {
  /** The start of the first line's baseline, as an SVG text's (x, y). */
  x: number;
  y: number;
  /** Its width in the wide layout, where it stays on one line, and in the narrow one, where it wraps. */
  width: number;
  narrowWidth: number;
  /** The most lines it may take in the narrow layout: the room left under it. */
  lines: number;
  children: string;
}

/** The line height of wrapped text, and where its first baseline falls in it (12 px text, as `.small`). */
const LINE = 16;
const BASELINE = 12.2;

/**
 * A sentence too long for the narrow layout's width: the only words of a drawing that are not an
 * SVG text, but HTML in a foreignObject, which the browser wraps (SVG text cannot wrap). In the
 * wide layout it is one line, drawn as `.small` text is, its baseline on (x, y); in the narrow
 * one it wraps at `narrowWidth`.
 */
export function WrappedText({x, y, width, narrowWidth, lines, children}: WrappedTextProps): JSX.Element {
  return (
    <foreignObject x={x} y={y - BASELINE} width={Math.max(width, narrowWidth)} height={lines * LINE}>
      <p className={s.wrapped} style={{'--wrap-width': narrowWidth} as CSSProperties}>
        {children}
      </p>
    </foreignObject>
  );
}
