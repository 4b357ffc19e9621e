/**
 * A node of the tree as every drawing shows it: a box with the node's outline code, monospaced,
 * and its title. The layout says where they stand, the tone what the node is in the picture.
 */
import React from 'react';
import clsx from 'clsx';
import {illustrationStyles as s} from './Illustration';
import type {Field} from './exampleProject';
import {CodeTitle, FieldList} from './parts';
import {Moved} from './narrow';

/**
 * - `row`: code then title on one line, for trees drawn one row per node;
 * - `stacked`: code above title, for a tree drawn as boxes;
 * - `chart`: the chart view's box: code and title, a rule, then the fields chosen for the boxes;
 * - `card`: the same, roomier, for the roll-up.
 */
export type NodeLayout = 'row' | 'stacked' | 'chart' | 'card';

/**
 * - `plain`: any node;
 * - `accent`: a parent, or the node the picture is about;
 * - `computed`: a parent whose values are computed, grey like read-only cells;
 * - `greyed`: a node the picture leaves out, box and title grey;
 * - `vacated`: the place a dragged node left, dashed.
 */
export type NodeTone = 'plain' | 'accent' | 'computed' | 'greyed' | 'vacated';

const TONES: Record<NodeTone, {box: string; code: string; title: string; dash?: string}> = {
  plain: {box: s.box, code: s.small, title: s.text},
  accent: {box: s.accent, code: s.onAccent, title: s.onAccent},
  computed: {box: s.panel, code: s.small, title: s.text},
  greyed: {box: s.panel, code: s.small, title: s.small},
  vacated: {box: s.box, code: s.small, title: s.small, dash: '4 3'},
};

/**
 * The boxes with fields: the chart view's are tighter, as in the app, and their rule stops short of
 * the edges. `baseline` is the header's, `header` where the rule runs, `step` the distance between
 * fields, `bottom` the space under the last one.
 */
const FIELD_BOXES = {
  chart: {
    padding: 10,
    baseline: 21,
    gap: 7,
    header: 30,
    ruleInset: 8,
    rule: clsx(s.line, s.thin),
    step: 20,
    bottom: 14,
  },
  card: {padding: 12, baseline: 22, gap: 8, header: 34, ruleInset: 0, rule: s.line, step: 22, bottom: 8},
};
/** The chart view's values are small like its labels; the roll-up's are in full size, being what it is about. */
const FIELD_VALUES = {chart: s.small, card: s.text};

/** The height of a box with fields. */
export function fieldBoxHeight(layout: 'chart' | 'card', fields: number): number {
  const box = FIELD_BOXES[layout];
  return box.header + fields * box.step + box.bottom;
}

export interface NodeBoxProps {
  /** The top-left corner. */
  x: number;
  y: number;
  width: number;
  /** Rows are 22 high and stacked boxes 44 unless told; a box with fields takes the height of its fields. */
  height?: number;
  code: string;
  title: string;
  layout?: NodeLayout;
  tone?: NodeTone;
  /** In a row, where the code and the title start from the box's left edge; the title follows the code unless told. */
  codeX?: number;
  titleX?: number;
  /** The fields of a `chart` or `card` box. */
  fields?: Field[];
  /** How far the drawing's narrow layout moves it (narrow.tsx), if it does. */
  narrowBy?: [number, number];
}

export default function NodeBox({narrowBy, ...props}: NodeBoxProps): JSX.Element {
  return narrowBy === undefined ? (
    <NodeShape {...props} />
  ) : (
    <Moved by={narrowBy}>
      <NodeShape {...props} />
    </Moved>
  );
}

function NodeShape(props: Omit<NodeBoxProps, 'narrowBy'>): JSX.Element {
  const {x, y, width, code, title, layout = 'row', tone = 'plain', fields = []} = props;
  const look = TONES[tone];
  if (layout === 'row') {
    const {height = 22, codeX = 8, titleX = codeX + code.length * 7.5 + 8} = props;
    const middle = y + height / 2;
    return (
      <g>
        <rect className={look.box} strokeDasharray={look.dash} x={x} y={y} width={width} height={height} rx={5} />
        <text className={clsx(look.code, s.mono, s.smallSize)} x={x + codeX} y={middle + 4}>
          {code}
        </text>
        <text className={look.title} x={x + titleX} y={middle + 5}>
          {title}
        </text>
      </g>
    );
  }
  if (layout === 'stacked') {
    const {height = 44} = props;
    return (
      <g>
        <rect className={look.box} x={x} y={y} width={width} height={height} rx={6} />
        <text className={clsx(look.code, s.mono, s.bold)} x={x + 12} y={y + 17}>
          {code}
        </text>
        <text className={look.title} x={x + 12} y={y + height - 10}>
          {title}
        </text>
      </g>
    );
  }
  const box = FIELD_BOXES[layout];
  return (
    <g>
      <rect className={look.box} x={x} y={y} width={width} height={fieldBoxHeight(layout, fields.length)} rx={6} />
      <CodeTitle x={x + box.padding} y={y + box.baseline} code={code} title={title} gap={box.gap} />
      <path className={box.rule} d={`M${x + box.ruleInset} ${y + box.header} H${x + width - box.ruleInset}`} />
      <FieldList
        fields={fields}
        x1={x + box.padding}
        x2={x + width - box.padding}
        y={y + box.header + 19}
        step={box.step}
        valueClassName={FIELD_VALUES[layout]}
      />
    </g>
  );
}

/**
 * Several boxes that share a layout, a width or a tone, from a list: a drawing's nodes then read
 * as a table of where each sits and what it shows.
 */
export function NodeBoxes({boxes, ...shared}: Partial<NodeBoxProps> & {boxes: Partial<NodeBoxProps>[]}): JSX.Element {
  return (
    <>
      {boxes.map((box) => {
        const props = {...shared, ...box} as NodeBoxProps;
        return <NodeBox key={props.code} {...props} />;
      })}
    </>
  );
}
