/**
 * Dragging a branch: its ghost under the pointer, its old place dashed, and where it goes when
 * dropped on a node or between two nodes.
 * Pages (every locale): /mac/maintenance/advance/drag-drop, /ios/maintenance/advance/drag-drop.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import NodeBox from './NodeBox';
import {ArrowMarker} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

/** The tree being edited, on the left. */
const TOP = 44;
const ROW_H = 30;
const TREE_X = 44;
const INDENT = 24;
const NODE_W = 140;
/** The ghost of the dragged branch, right of the tree. */
const GHOST_X = 214;
const GHOST_W = 166;
/** The two results, on the right. */
const CARD_X = 400;
const CARD_W = 310;
const CARD_H = 142;
const CARD_Y = [44, 198];

/**
 * On a phone: the tree against the left edge, the ghost under it with the pointer on it, then the two
 * results, one under the other. How far each part moves.
 */
const NARROW_MOVES: Record<'tree' | 'ghost' | 'pointer' | 'results', [number, number]> = {
  tree: [-14, 0],
  ghost: [-76, 123],
  pointer: [96, 142],
  results: [-399, 360],
};

/** A numbered badge that ties a drop indicator to its result. */
function Badge({x, y, n}: {x: number; y: number; n: number}): JSX.Element {
  return (
    <g>
      <circle className={s.accent} cx={x} cy={y} r={10} />
      <text className={`${s.onAccent} ${s.smallSize}`} x={x} y={y + 4} textAnchor="middle">
        {n}
      </text>
    </g>
  );
}

export default function DragDropBranch(): JSX.Element {
  const p = useExampleProject();
  const t = {
    title: translate({
      id: 'illustration.dragDropBranch.title',
      message:
        'The branch Permits, with its child, is dragged from under Design: its ghost follows the pointer and its old place shows dashed. Dropped on the Construction node (1), it becomes the last child of Construction, 2.3; dropped on the line between Demolition and Electrical (2), it becomes their sibling, 2.2. The outline codes follow the new place.',
      description: 'Alt text of the drag and drop illustration',
    }),
    caption: translate({
      id: 'illustration.dragDropBranch.caption',
      message: 'The whole branch moves; what happens depends on the drop indicator under the pointer.',
      description: 'Caption of the drag and drop illustration',
    }),
    drag: translate({id: 'illustration.dragDropBranch.drag', message: 'Dragging a branch'}),
    result: translate({id: 'illustration.dragDropBranch.result', message: 'Where it goes'}),
    onNode: translate({id: 'illustration.dragDropBranch.onNode', message: 'On a node: last child'}),
    between: translate({id: 'illustration.dragDropBranch.between', message: 'Between two nodes: sibling'}),
  };

  const mid = (i: number) => TOP + i * ROW_H + ROW_H / 2;
  const tree: {code: string; label: string; level: number; parent?: number; origin?: boolean; target?: boolean}[] = [
    {code: '1', label: p.design, level: 0},
    {code: '1.1', label: p.floorPlans, level: 1, parent: 0},
    {code: '1.2', label: p.permits, level: 1, parent: 0, origin: true},
    {code: '1.2.1', label: p.application, level: 2, parent: 2, origin: true},
    {code: '2', label: p.works, level: 0, target: true},
    {code: '2.1', label: p.demolition, level: 1, parent: 4},
    {code: '2.2', label: p.electrical, level: 1, parent: 4},
    {code: '3', label: p.handover, level: 0},
  ];
  const nodeX = (level: number) => TREE_X + level * INDENT;
  const lineY = (mid(5) + mid(6)) / 2;
  const ghostY = mid(4) + 10;

  /** The rows of a result card: [code, title, level, moved]. */
  const results: [string, string, number, boolean][][] = [
    [
      ['2', p.works, 0, false],
      ['2.1', p.demolition, 1, false],
      ['2.2', p.electrical, 1, false],
      ['2.3', p.permits, 1, true],
      ['2.3.1', p.application, 2, true],
    ],
    [
      ['2', p.works, 0, false],
      ['2.1', p.demolition, 1, false],
      ['2.2', p.permits, 1, true],
      ['2.2.1', p.application, 2, true],
      ['2.3', p.electrical, 1, false],
    ],
  ];

  return (
    <Illustration
      name="DragDropBranch"
      title={t.title}
      viewBox="0 0 720 350"
      narrow={{width: 312, height: 708}}
      caption={t.caption}>
      <ArrowMarker id="DragDropBranch-arrow" />

      <Moved by={NARROW_MOVES.tree}>
        <text className={clsx(s.text, s.bold)} x={20} y={28}>
          {t.drag}
        </text>

        {/* The tree: connectors, then nodes. The dragged branch's old place is dashed. */}
        {tree.map((node, i) =>
          node.parent === undefined ? null : (
            <path
              key={`link-${node.code}`}
              className={s.line}
              d={`M${nodeX(tree[node.parent].level) + 12},${mid(node.parent) + 11} V${mid(i)} H${nodeX(node.level)}`}
            />
          ),
        )}
        {tree.map((node, i) => (
          <NodeBox
            key={`node-${node.code}`}
            x={nodeX(node.level)}
            y={mid(i) - 11}
            width={NODE_W}
            code={node.code}
            title={node.label}
            codeX={7}
            titleX={node.code.length * 7.5 + 14}
            tone={node.target ? 'accent' : node.origin ? 'vacated' : 'plain'}
          />
        ))}
        <Badge x={24} y={mid(4)} n={1} />

        {/* Drop indicator between two nodes: a line with a ring at its start. */}
        <line className={`${s.arrow} ${s.heavy}`} x1={nodeX(1) + 6} y1={lineY} x2={nodeX(1) + NODE_W + 8} y2={lineY} />
        <circle className={s.arrow} cx={nodeX(1) + 1} cy={lineY} r={4} />
        <Badge x={24} y={lineY} n={2} />
      </Moved>

      {/* The path of the drag, from the old place to the ghost: beside the tree, or under it. */}
      <WideOnly>
        <path
          className={s.arrow}
          strokeDasharray="5 4"
          d={`M${nodeX(1) + NODE_W + 6},${mid(2)} C${GHOST_X + 60},${mid(2)} ${GHOST_X + 70},${mid(3) + 10} ${GHOST_X + 50},${ghostY - 6}`}
          markerEnd="url(#DragDropBranch-arrow)"
        />
      </WideOnly>
      <NarrowOnly>
        <path
          className={s.arrow}
          strokeDasharray="5 4"
          d={`M200,${mid(2)} C290,${mid(2)} 300,250 268,306`}
          markerEnd="url(#DragDropBranch-arrow)"
        />
      </NarrowOnly>

      {/* The ghost: the branch, translucent, under the pointer. */}
      <Moved by={NARROW_MOVES.ghost}>
        <g opacity={0.6}>
          <NodeBox x={GHOST_X} y={ghostY} width={GHOST_W} code="1.2" title={p.permits} codeX={7} titleX={36} />
          <path className={s.line} d={`M${GHOST_X + 12},${ghostY + 22} V${ghostY + 37} H${GHOST_X + 24}`} />
          <NodeBox
            x={GHOST_X + 24}
            y={ghostY + 26}
            width={GHOST_W - 24}
            code="1.2.1"
            title={p.application}
            codeX={7}
            titleX={52}
          />
        </g>
      </Moved>
      {/* The pointer, on the target node; on a phone, on the ghost. */}
      <Moved by={NARROW_MOVES.pointer}>
        <path
          className={`${s.box} ${s.pointer}`}
          d={`M${nodeX(0) + NODE_W - 10},${mid(4) - 3} l0,17 l4,-4 l3,7 l3,-1.5 l-3,-7 l6,0 Z`}
        />
      </Moved>

      {/* The two results. */}
      <Moved by={NARROW_MOVES.results}>
        <text className={clsx(s.text, s.bold)} x={CARD_X} y={28}>
          {t.result}
        </text>
        {results.map((rows, k) => {
          const y0 = CARD_Y[k];
          return (
            <g key={`card-${k}`}>
              <rect className={s.box} x={CARD_X} y={y0} width={CARD_W} height={CARD_H} rx={8} />
              <Badge x={CARD_X + 20} y={y0 + 20} n={k + 1} />
              <text className={clsx(s.text, s.bold)} x={CARD_X + 38} y={y0 + 25}>
                {k === 0 ? t.onNode : t.between}
              </text>
              {rows.map(([code, label, level, moved], r) => {
                const x = CARD_X + 16 + level * 22;
                const y = y0 + 50 + r * 20;
                return (
                  <g key={code}>
                    {moved && (
                      <rect
                        className={s.accent}
                        x={x - 5}
                        y={y - 13}
                        width={CARD_W - 16 - (x - CARD_X) + 5}
                        height={18}
                        rx={4}
                      />
                    )}
                    <text className={`${moved ? s.onAccent : s.small} ${s.mono} ${s.smallSize}`} x={x} y={y}>
                      {code}
                    </text>
                    <text className={moved ? s.onAccent : s.text} x={x + code.length * 7.5 + 8} y={y}>
                      {label}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </Moved>
    </Illustration>
  );
}
