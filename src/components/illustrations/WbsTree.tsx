/**
 * A small work breakdown structure drawn as a tree, with the outline code the app gives each
 * node (1, 1.1, 1.2, 1.2.1…).
 * Pages (every locale): /, /mac/maintenance, /ios/maintenance, /mac/maintenance/basics/new-node,
 * /ios/maintenance/basics/new-node.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import NodeBox from './NodeBox';
import {Moved, NarrowOnly, WideOnly} from './narrow';

export default function WbsTree(): JSX.Element {
  const p = useExampleProject();
  const t = {
    title: translate({
      id: 'illustration.wbsTree.title',
      message:
        'A work breakdown structure drawn as a tree: the project at the top, three top-level branches numbered 1, 2, and 3, and under Design the nodes 1.1 to 1.3, with 1.2.1 and 1.2.2 under Wireframes. Each code follows from the place of the node in the tree.',
      description: 'Alt text of the WBS tree illustration',
    }),
    caption: translate({
      id: 'illustration.wbsTree.caption',
      message: 'The app numbers every node from its place in the tree: you never type a code.',
      description: 'Caption of the WBS tree illustration',
    }),
    codesHeading: translate({id: 'illustration.wbsTree.codesHeading', message: 'Outline codes'}),
    level1: translate({id: 'illustration.wbsTree.level1', message: 'Level 1'}),
    level2: translate({id: 'illustration.wbsTree.level2', message: 'Level 2'}),
    level3: translate({id: 'illustration.wbsTree.level3', message: 'Level 3'}),
    note1: translate({id: 'illustration.wbsTree.note1', message: 'Add, move, or remove a node:'}),
    note2: translate({id: 'illustration.wbsTree.note2', message: 'the codes after it are renumbered.'}),
  };

  // Level 2 and 3 boxes, stacked under Design.
  const rowY = [160, 212, 264, 316, 368];
  const mid = (y: number): number => y + 22;

  return (
    <Illustration
      name="WbsTree"
      title={t.title}
      viewBox="0 0 720 428"
      narrow={{width: 312, height: 720}}
      caption={t.caption}>
      {/* The project: the document itself, without a code. On a phone, the tree is an indented list. */}
      <Moved by={[-250, 0]}>
        <rect className={s.accent} x={250} y={12} width={220} height={44} rx={8} />
        <text className={s.onAccent} x={360} y={39} textAnchor="middle">
          {p.project}
        </text>
      </Moved>

      {/* Links to the top-level nodes: under the project in a row, or along its left edge. */}
      <WideOnly>
        <path className={s.line} d="M360 56 V78 M120 78 H600 M120 78 V98 M360 78 V98 M600 78 V98" />
      </WideOnly>
      <NarrowOnly>
        <path className={s.line} d="M10 56 V510 M10 122 H20 M10 450 H20 M10 510 H20" />
      </NarrowOnly>

      <NodeBox layout="stacked" x={20} y={98} width={200} height={48} code="1" title={p.design} />
      <Moved by={[-240, 328]}>
        <NodeBox layout="stacked" x={260} y={98} width={200} height={48} code="2" title={p.build} />
      </Moved>
      <Moved by={[-480, 388]}>
        <NodeBox layout="stacked" x={500} y={98} width={200} height={48} code="3" title={p.launch} />
      </Moved>

      {/* Children of Design, then of Wireframes. */}
      <path
        className={s.line}
        d={`M36 146 V${mid(rowY[4])} M36 ${mid(rowY[0])} H52 M36 ${mid(rowY[1])} H52 M36 ${mid(rowY[4])} H52 M68 ${rowY[1] + 44} V${mid(rowY[3])} M68 ${mid(rowY[2])} H84 M68 ${mid(rowY[3])} H84`}
      />
      <NodeBox layout="stacked" x={52} y={rowY[0]} width={184} code="1.1" title={p.research} />
      <NodeBox layout="stacked" x={52} y={rowY[1]} width={184} code="1.2" title={p.wireframes} />
      <NodeBox layout="stacked" x={84} y={rowY[2]} width={152} code="1.2.1" title={p.homePage} />
      <NodeBox layout="stacked" x={84} y={rowY[3]} width={152} code="1.2.2" title={p.checkout} />
      <NodeBox layout="stacked" x={52} y={rowY[4]} width={184} code="1.3" title={p.visualDesign} />

      {/* How the codes are made: beside the tree, or under it. */}
      <WideOnly>
        <rect className={s.panel} x={290} y={186} width={410} height={160} rx={8} />
      </WideOnly>
      <NarrowOnly>
        <rect className={s.panel} x={0} y={552} width={312} height={160} rx={8} />
      </NarrowOnly>
      <Moved by={[-300, 366]}>
        <text className={clsx(s.text, s.bold)} x={310} y={214}>
          {t.codesHeading}
        </text>
        {[
          [t.level1, '1, 2, 3'],
          [t.level2, '1.1, 1.2, 1.3'],
          [t.level3, '1.2.1, 1.2.2'],
        ].map(([level, codes], i) => (
          <g key={codes}>
            <text className={s.small} x={310} y={242 + i * 24}>
              {level}
            </text>
            <text className={`${s.small} ${s.mono}`} x={450} y={242 + i * 24}>
              {codes}
            </text>
          </g>
        ))}
        <text className={s.small} x={310} y={316}>
          {t.note1}
        </text>
        <text className={s.small} x={310} y={334}>
          {t.note2}
        </text>
      </Moved>
    </Illustration>
  );
}
