/**
 * Drawing pieces that several illustrations share: the arrowhead marker, callouts and area
 * labels, an outline with its selection, a node's header line, the header of a node sheet, the
 * document toolbar of iOS, field rows, the small chart of the window pictures and the frame of a table. Each piece takes its
 * position from the illustration that places it. The node boxes are in NodeBox.tsx, the devices
 * in DeviceFrame.tsx.
 */
import React from 'react';
import clsx from 'clsx';
import {illustrationStyles as s} from './Illustration';
import {useSharedLabels} from './labels';

/**
 * The arrowhead of the arrows (markerEnd="url(#id)"), in the accent colour. The id must be unique
 * on the page, since one page can show several illustrations: use the component's name.
 */
export function ArrowMarker({id, size = 9}: {id: string; size?: number}): JSX.Element {
  return (
    <defs>
      <marker
        id={id}
        viewBox="0 0 10 10"
        refX={9}
        refY={5}
        markerWidth={size}
        markerHeight={size}
        markerUnits="userSpaceOnUse"
        orient="auto">
        <path className={s.arrowHead} d="M0,0 L10,5 L0,10 Z" />
      </marker>
    </defs>
  );
}

interface CalloutProps {
  /** The dashed leader. */
  d: string;
  /** The dot on the part, at one end of the leader. */
  dot: [number, number];
  label: string;
  /** Where the label stands. */
  x: number;
  y: number;
  anchor?: 'middle' | 'end';
}

/** A part's name, tied to the part by a dashed leader that ends in a dot on it. */
export function Callout({d, dot, label, x, y, anchor}: CalloutProps): JSX.Element {
  return (
    <g>
      <path className={s.line} d={d} strokeDasharray="4 3" />
      <circle className={s.accent} cx={dot[0]} cy={dot[1]} r={3.5} />
      <text className={s.text} x={x} y={y} textAnchor={anchor}>
        {label}
      </text>
    </g>
  );
}

/** A bracket under an area, from x1 to x2 with its ends at y, and the area's name below it. */
export function AreaLabel({x1, x2, y, label}: {x1: number; x2: number; y: number; label: string}): JSX.Element {
  return (
    <g>
      <path className={s.line} d={`M${x1} ${y} V${y + 6} H${x2} V${y}`} />
      <text className={s.text} x={(x1 + x2) / 2} y={y + 26} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export interface OutlineRow {
  code: string;
  title: string;
  level: number;
  selected?: boolean;
  /** A parent, open or closed; drawn only with `disclosure`. */
  branch?: 'open' | 'closed';
}

interface OutlineListProps {
  rows: OutlineRow[];
  /** Left edge and top of the first row's selection bar, and the bar's width. */
  x: number;
  y: number;
  width: number;
  /** How far each level moves the row to the right. */
  indent: number;
  /** Space between a row's code and its title. */
  gap: number;
  /** Disclosure triangles in front of the branches, as in the sidebars; the text leaves room for them. */
  disclosure?: boolean;
  /** A faint rule under every row that is not selected, as in a list on iPhone. */
  rules?: boolean;
  /** The Mac keeps the selected row's text bold; iOS shows it in regular weight. */
  boldSelection?: boolean;
}

/** An outline, one row every 26 units: code and title, indented by level, the selected row on an accent bar. */
export function OutlineList({
  rows,
  x,
  y: top,
  width,
  indent,
  gap,
  disclosure = false,
  rules = false,
  boldSelection = false,
}: OutlineListProps): JSX.Element {
  return (
    <g>
      {rows.map((row, i) => {
        const y = top + i * 26;
        const tx = x + 6 + (row.level - 1) * indent;
        return (
          <g key={row.code}>
            {row.selected && <rect className={s.accent} x={x} y={y} width={width} height={22} rx={5} />}
            {!row.selected && rules && <path className={s.panel} d={`M${x + 4} ${y + 24} H${x + width - 4}`} />}
            {disclosure && row.branch === 'open' && (
              <path className={s.line} d={`M${tx} ${y + 8} L${tx + 8} ${y + 8} L${tx + 4} ${y + 14} Z`} />
            )}
            {disclosure && row.branch === 'closed' && (
              <path className={s.line} d={`M${tx + 1} ${y + 6} L${tx + 7} ${y + 11} L${tx + 1} ${y + 16} Z`} />
            )}
            <text
              className={row.selected ? clsx(s.onAccent, s.smallSize, !boldSelection && s.regular) : s.small}
              x={tx + (disclosure ? 14 : 2)}
              y={y + 15}>
              <tspan className={row.selected ? undefined : s.mono}>{row.code}</tspan>
              <tspan dx={gap}>{row.title}</tspan>
            </text>
          </g>
        );
      })}
    </g>
  );
}

interface CodeTitleProps {
  /** The start of the baseline. */
  x: number;
  y: number;
  code: string;
  /** Left out where a sheet's header shows the code alone. */
  title?: string;
  /** The space between code and title. */
  gap?: number;
  /** The title bold too, as the Mac's inspector shows it. */
  bold?: boolean;
}

/** A node's header line: its code, monospaced and bold, then its title, `gap` further on. */
export function CodeTitle({x, y, code, title, gap, bold = false}: CodeTitleProps): JSX.Element {
  return (
    <text x={x} y={y}>
      <tspan className={clsx(s.small, s.mono, s.bold)}>{code}</tspan>
      {title !== undefined && (
        <tspan className={clsx(s.text, bold && s.bold)} dx={gap}>
          {title}
        </tspan>
      )}
    </text>
  );
}

/** The header of a node sheet on iPad and iPhone: the node's code from x1, the Done button ending at x2. */
export function SheetHeader({x1, x2, y, code}: {x1: number; x2: number; y: number; code: string}): JSX.Element {
  const {done} = useSharedLabels();
  return (
    <g>
      <CodeTitle x={x1} y={y} code={code} />
      <text className={clsx(s.small, s.bold)} x={x2} y={y} textAnchor="end">
        {done}
      </text>
    </g>
  );
}

interface DocumentToolbarProps {
  /** The buttons' centre line. */
  y: number;
  /** The view switcher's left edge and width; its first segment, the chart, is selected. */
  switcher: {x: number; width: number};
  /** The centres of the add node (+), AI generation, More (⋯) and Share buttons. */
  add: number;
  ai: number;
  more: number;
  share: number;
}

/**
 * The buttons of a document's toolbar on iOS, as the document-window page lists them: the view
 * switcher, add node (+), AI generation, More (⋯) and Share. Drawn as symbols, they need no words.
 */
export function DocumentToolbar({y, switcher, add, ai, more, share}: DocumentToolbarProps): JSX.Element {
  return (
    <g>
      <rect className={s.box} x={switcher.x} y={y - 10} width={switcher.width} height={20} rx={6} />
      <rect className={s.accent} x={switcher.x} y={y - 10} width={switcher.width / 2} height={20} rx={6} />
      <path className={s.line} d={`M${add} ${y - 7} V${y + 7} M${add - 7} ${y} H${add + 7}`} />
      <path
        className={s.line}
        d={`M${ai} ${y - 7} Q${ai + 1} ${y - 1} ${ai + 7} ${y} Q${ai + 1} ${y + 1} ${ai} ${y + 7} Q${ai - 1} ${y + 1} ${ai - 7} ${y} Q${ai - 1} ${y - 1} ${ai} ${y - 7} Z`}
      />
      <circle className={s.line} cx={more} cy={y} r={8} />
      {[more - 4, more, more + 4].map((cx) => (
        <circle key={cx} className={s.line} cx={cx} cy={y} r={0.6} />
      ))}
      <path
        className={s.line}
        d={`M${share - 5} ${y - 3} H${share - 7} V${y + 8} H${share + 7} V${y - 3} H${share + 5} M${share} ${y + 2} V${y - 11} M${share - 4} ${y - 7} L${share} ${y - 11} L${share + 4} ${y - 7}`}
      />
    </g>
  );
}

interface FieldListProps {
  fields: Array<[string, string]>;
  /** Labels start at x1; values end at x2. */
  x1: number;
  x2: number;
  /** The first baseline, and the distance between rows. */
  y: number;
  step: number;
  valueClassName?: string;
  /** A faint rule under every row, as in a sheet on iPhone. */
  rules?: boolean;
}

/** Fields one under the other: the label on the left, the value aligned on the right. */
export function FieldList({
  fields,
  x1,
  x2,
  y,
  step,
  valueClassName = s.small,
  rules = false,
}: FieldListProps): JSX.Element {
  return (
    <g>
      {fields.map(([label, value], i) => (
        <g key={label}>
          <text className={s.small} x={x1} y={y + i * step}>
            {label}
          </text>
          <text className={valueClassName} x={x2} y={y + i * step} textAnchor="end">
            {value}
          </text>
          {rules && <path className={s.panel} d={`M${x1} ${y + i * step + 9} H${x2}`} />}
        </g>
      ))}
    </g>
  );
}

/**
 * The chart as the content area of a window shows it, in small: nodes 1, 2 and 3 in a row, `step`
 * apart, and under node 1 its children 1.1 and 1.2, selected. (x, y) is the top-left corner of node 1.
 */
export function ChartSketch({x, y, step}: {x: number; y: number; step: number}): JSX.Element {
  const boxes = [
    {x, y, code: '1'},
    {x: x + step, y, code: '2'},
    {x: x + 2 * step, y, code: '3'},
    {x, y: y + 60, code: '1.1'},
    {x: x + 74, y: y + 60, code: '1.2', selected: true},
  ];
  return (
    <g>
      <path
        className={`${s.line} ${s.thin}`}
        d={`M${x + 36} ${y + 34} V${y + 48} M${x + 32} ${y + 48} H${x + 106} M${x + 32} ${y + 48} V${y + 60} M${x + 106} ${y + 48} V${y + 60}`}
      />
      {boxes.map((box) => {
        // Children are narrower than the top-level nodes.
        const width = box.code.length > 1 ? 64 : 72;
        return (
          <g key={box.code}>
            <rect className={box.selected ? s.accent : s.box} x={box.x} y={box.y} width={width} height={34} rx={5} />
            <text
              className={box.selected ? `${s.onAccent} ${s.smallSize}` : `${s.small} ${s.mono}`}
              x={box.x + 8}
              y={box.y + 15}>
              {box.code}
            </text>
            <rect className={s.panel} x={box.x + 8} y={box.y + 21} width={width - 24} height={6} rx={3} />
          </g>
        );
      })}
    </g>
  );
}

/** The left edges of table columns of the given widths, the first at x0. */
export function columnsX(x0: number, widths: number[]): number[] {
  return widths.map((_, i) => x0 + widths.slice(0, i).reduce((a, b) => a + b, 0));
}

interface TableFrameProps {
  /** Top-left corner of the header. */
  x: number;
  y: number;
  widths: number[];
  headers: string[];
  headerHeight: number;
  rowHeight: number;
  rows: number;
  /** Headers of the columns after the first stand right-aligned, over their numbers. */
  alignNumbers?: boolean;
  /** The last row holds the totals: a heavier rule above it. */
  totals?: boolean;
}

/** The frame of a table: its box, the header band with the column names, the column and row rules. The cells are the illustration's. */
export function TableFrame({
  x,
  y,
  widths,
  headers,
  headerHeight,
  rowHeight,
  rows,
  alignNumbers = false,
  totals = false,
}: TableFrameProps): JSX.Element {
  const xs = columnsX(x, widths);
  const width = widths.reduce((a, b) => a + b, 0);
  const rowTop = (r: number): number => y + headerHeight + r * rowHeight;
  const bottom = rowTop(rows);
  return (
    <g>
      <rect className={s.box} x={x} y={y} width={width} height={bottom - y} />
      <rect className={s.panel} x={x} y={y} width={width} height={headerHeight} />
      {xs.slice(1).map((cx) => (
        <line key={`col-${cx}`} className={`${s.line} ${s.hairline}`} x1={cx} y1={y} x2={cx} y2={bottom} />
      ))}
      {Array.from({length: rows - 1}, (_, i) => i + 1).map((r) => (
        <line
          key={`row-${r}`}
          className={`${s.line} ${totals && r === rows - 1 ? s.thick : s.hairline}`}
          x1={x}
          y1={rowTop(r)}
          x2={x + width}
          y2={rowTop(r)}
        />
      ))}
      {headers.map((label, c) => {
        const right = alignNumbers && c > 0;
        return (
          <text
            key={`head-${c}`}
            className={clsx(s.text, s.bold)}
            x={right ? xs[c] + widths[c] - 8 : xs[c] + 8}
            y={y + headerHeight / 2 + 5}
            textAnchor={right ? 'end' : undefined}>
            {label}
          </text>
        );
      })}
    </g>
  );
}
