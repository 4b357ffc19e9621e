/**
 * Indented text becoming a tree: one node per line, one level per tab, the codes added by the app.
 * Pages (every locale): /mac/integrations/wbs-import, /ios/integrations/wbs-import,
 * /mac/maintenance/advance/copy-paste, /ios/maintenance/advance/copy-paste.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useSharedLabels} from './labels';
import NodeBox from './NodeBox';
import {ArrowMarker} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

/** One line of text and one node per row, on the same y. */
const TOP = 52;
const ROW_H = 30;
/** The text on the left: each tab is TAB wide and drawn as an arrow to a bar. */
const TEXT_X = 20;
const TEXT_W = 290;
const TAB = 36;
/** The tree on the right: boxes end at TREE_RIGHT. */
const TREE_X = 420;
const INDENT = 26;
const TREE_RIGHT = 700;

/**
 * On a phone the tree stands under the text, the arrow pointing down between them: how far the
 * text, the arrow's words and the tree move.
 */
const NARROW_MOVES: Record<'text' | 'paste' | 'tree', [number, number]> = {
  text: [-9, 0],
  paste: [-135, 194],
  tree: [-404, 350],
};

/** The tab symbol: an arrow to a bar, in the indentation guide's grey. */
function Tab({x, y}: {x: number; y: number}): JSX.Element {
  return (
    <path
      className={`${s.line} ${s.thin}`}
      d={`M${x + 4},${y} H${x + 26} M${x + 21},${y - 4} L${x + 26},${y} L${x + 21},${y + 4} M${x + 28},${y - 6} V${y + 6}`}
    />
  );
}

export default function IndentedTextImport(): JSX.Element {
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.indentedTextImport.title',
      message:
        'Indented text on the left, one title per line with one tab per level, becomes the tree on the right: each line is a node, its indentation gives its level, and the app adds the outline codes 1, 1.1, 1.1.1.',
      description: 'Alt text of the indented text import illustration',
    }),
    caption: translate({
      id: 'illustration.indentedTextImport.caption',
      message: 'Paste or import indented text: one node per line, one tab or two spaces per level.',
      description: 'Caption of the indented text import illustration',
    }),
    text: translate({id: 'illustration.indentedTextImport.text', message: 'Indented text'}),
    paste: translate({id: 'illustration.indentedTextImport.paste', message: 'Paste'}),
    orImport: translate({id: 'illustration.indentedTextImport.orImport', message: 'or import'}),
    tabRule: translate({id: 'illustration.indentedTextImport.tabRule', message: '1 tab = 1 level'}),
    codeRule: translate({id: 'illustration.indentedTextImport.codeRule', message: 'Codes added by the app'}),
    conference: translate({id: 'illustration.indentedTextImport.conference', message: 'Annual conference'}),
    venue: translate({id: 'illustration.indentedTextImport.venue', message: 'Venue'}),
    booking: translate({id: 'illustration.indentedTextImport.booking', message: 'Booking'}),
    catering: translate({id: 'illustration.indentedTextImport.catering', message: 'Catering'}),
    communication: translate({id: 'illustration.indentedTextImport.communication', message: 'Communication'}),
    invitations: translate({id: 'illustration.indentedTextImport.invitations', message: 'Invitations'}),
    website: translate({id: 'illustration.indentedTextImport.website', message: 'Website'}),
  };

  const lines: {code: string; level: number; label: string; parent?: number}[] = [
    {code: '1', level: 0, label: t.conference},
    {code: '1.1', level: 1, label: t.venue, parent: 0},
    {code: '1.1.1', level: 2, label: t.booking, parent: 1},
    {code: '1.1.2', level: 2, label: t.catering, parent: 1},
    {code: '1.2', level: 1, label: t.communication, parent: 0},
    {code: '1.2.1', level: 2, label: t.invitations, parent: 4},
    {code: '1.2.2', level: 2, label: t.website, parent: 4},
  ];
  const mid = (i: number) => TOP + 16 + i * ROW_H;
  const bottom = mid(lines.length - 1) + 22;
  const nodeX = (level: number) => TREE_X + level * INDENT;
  const arrowY = (mid(0) + mid(lines.length - 1)) / 2;

  return (
    <Illustration
      name="IndentedTextImport"
      title={t.title}
      viewBox="0 0 720 302"
      narrow={{width: 312, height: 654}}
      caption={t.caption}>
      <ArrowMarker id="IndentedTextImport-arrow" size={12} />

      <Moved by={NARROW_MOVES.text}>
        <text className={clsx(s.text, s.bold)} x={TEXT_X} y={34}>
          {t.text}
        </text>

        {/* The text: a plain editor area, tabs drawn as arrows, one vertical guide per level. */}
        <rect className={s.panel} x={TEXT_X} y={TOP} width={TEXT_W} height={bottom - TOP} rx={6} />
        {lines.map((line, i) =>
          // A guide runs down each level's indentation, from the first line of a run of deeper lines to its last.
          Array.from({length: line.level}, (_, k) => {
            if (i > 0 && lines[i - 1].level > k) return null;
            let last = i;
            while (last + 1 < lines.length && lines[last + 1].level > k) last += 1;
            const x = TEXT_X + 16 + k * TAB + 2;
            return (
              <line
                key={`guide-${i}-${k}`}
                className={`${s.line} ${s.thin}`}
                strokeDasharray="2 3"
                x1={x}
                y1={mid(i) - 12}
                x2={x}
                y2={mid(last) + 12}
              />
            );
          }),
        )}
        {lines.map((line, i) => (
          <g key={`line-${line.code}`}>
            {Array.from({length: line.level}, (_, k) => (
              <Tab key={k} x={TEXT_X + 16 + k * TAB} y={mid(i)} />
            ))}
            <text className={`${s.text} ${s.mono}`} x={TEXT_X + 16 + line.level * TAB + 4} y={mid(i) + 5}>
              {line.label}
            </text>
          </g>
        ))}
        <text className={s.small} x={TEXT_X} y={bottom + 22}>
          {t.tabRule}
        </text>
      </Moved>

      {/* Paste or import: from the text to the tree, right or down. */}
      <WideOnly>
        <line
          className={`${s.arrow} ${s.heavy}`}
          x1={TEXT_X + TEXT_W + 14}
          y1={arrowY}
          x2={TREE_X - 14}
          y2={arrowY}
          markerEnd="url(#IndentedTextImport-arrow)"
        />
      </WideOnly>
      <NarrowOnly>
        <line
          className={`${s.arrow} ${s.heavy}`}
          x1={156}
          y1={bottom + 34}
          x2={156}
          y2={bottom + 86}
          markerEnd="url(#IndentedTextImport-arrow)"
        />
      </NarrowOnly>
      <Moved by={NARROW_MOVES.paste}>
        <text className={clsx(s.small, s.bold)} x={(TEXT_X + TEXT_W + TREE_X) / 2} y={arrowY - 26} textAnchor="middle">
          {t.paste}
        </text>
        <text className={clsx(s.small, s.bold)} x={(TEXT_X + TEXT_W + TREE_X) / 2} y={arrowY - 10} textAnchor="middle">
          {t.orImport}
        </text>
      </Moved>

      {/* The tree, with the codes the app gives. */}
      <Moved by={NARROW_MOVES.tree}>
        <text className={clsx(s.text, s.bold)} x={TREE_X} y={34}>
          {shared.nodes}
        </text>
        {lines.map((line, i) =>
          line.parent === undefined ? null : (
            <path
              key={`link-${line.code}`}
              className={s.line}
              d={`M${nodeX(lines[line.parent].level) + 12},${mid(line.parent) + 11} V${mid(i)} H${nodeX(line.level)}`}
            />
          ),
        )}
        {lines.map((line, i) => {
          const x = nodeX(line.level);
          return (
            <NodeBox
              key={`node-${line.code}`}
              x={x}
              y={mid(i) - 11}
              width={TREE_RIGHT - x}
              code={line.code}
              title={line.label}
              tone={line.level === 0 ? 'accent' : 'plain'}
            />
          );
        })}
        <text className={s.small} x={TREE_X} y={bottom + 22}>
          {t.codeRule}
        </text>
      </Moved>
    </Illustration>
  );
}
