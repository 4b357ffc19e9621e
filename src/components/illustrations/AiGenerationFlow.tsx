/**
 * AI generation in six stages, from the project description to the document: what is sent to
 * OpenAI and what is not, and the review where each proposed node is kept, edited or discarded.
 * Pages (every locale): /mac/maintenance/chatgpt/, /ios/maintenance/chatgpt/.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import {useSharedLabels} from './labels';
import NodeBox from './NodeBox';
import {ArrowMarker} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

/** Width and height of one stage box; three per row, two rows. */
const W = 212;
const H = 140;
const COLS = [12, 254, 496];
const ROWS = [12, 204];
const BAND = 28;
/**
 * On a phone the six stages stand in one column, centred, with room for the Send button between
 * the request and the proposal: the stages' left edge, their tops, and the Send button's top.
 */
const NARROW = {x: 50, y: [12, 182, 352, 562, 732, 902], sendY: 516};
/** How far stage k (0 to 5, left to right, then the second row) moves on a phone. */
const stageMove = (k: number): [number, number] => [NARROW.x - COLS[k % 3], NARROW.y[k] - ROWS[Math.floor(k / 3)]];

/** A checked checkbox: an accent square with a check drawn in the background colour. */
function Checked({x, y}: {x: number; y: number}): JSX.Element {
  return (
    <g>
      <rect className={s.accent} x={x} y={y} width={12} height={12} rx={2} />
      <polygon
        className={s.onAccent}
        points={`${x + 2.5},${y + 6.5} ${x + 4},${y + 5} ${x + 5.5},${y + 6.5} ${x + 9.5},${y + 2.5} ${x + 11},${y + 4} ${x + 5.5},${y + 9.5}`}
      />
    </g>
  );
}

/** A check mark (sent) or a cross (not sent) in front of a line of the request. */
function Mark({x, y, sent}: {x: number; y: number; sent: boolean}): JSX.Element {
  return sent ? (
    <polyline className={s.arrow} points={`${x},${y - 4} ${x + 4},${y} ${x + 11},${y - 8}`} />
  ) : (
    <path className={s.line} d={`M${x + 1},${y - 9} L${x + 10},${y} M${x + 10},${y - 9} L${x + 1},${y}`} />
  );
}

/** A row of choices in the wizard, 36 wide and 40 apart, the chosen one on the accent colour; y is their top. */
function Chips({x, y, labels, chosen}: {x: number; y: number; labels: string[]; chosen: number}): JSX.Element {
  return (
    <g>
      {labels.map((label, i) => (
        <g key={label}>
          <rect className={i === chosen ? s.accent : s.box} x={x + i * 40} y={y} width={36} height={22} rx={4} />
          <text
            className={`${i === chosen ? s.onAccent : s.small} ${s.smallSize}`}
            x={x + i * 40 + 18}
            y={y + 15}
            textAnchor="middle">
            {label}
          </text>
        </g>
      ))}
    </g>
  );
}

/** The frame of one stage: a box with a title band. */
function Stage({
  col,
  row,
  title,
  accent = false,
}: {
  col: number;
  row: number;
  title: string;
  accent?: boolean;
}): JSX.Element {
  const x = COLS[col];
  const y = ROWS[row];
  return (
    <g>
      <rect className={s.box} x={x} y={y} width={W} height={H} rx={8} />
      <path
        className={accent ? s.accent : s.panel}
        d={`M${x},${y + BAND} V${y + 8} Q${x},${y} ${x + 8},${y} H${x + W - 8} Q${x + W},${y} ${x + W},${y + 8} V${y + BAND} Z`}
      />
      <text className={clsx(accent ? s.onAccent : s.text, s.bold)} x={x + 10} y={y + 19}>
        {title}
      </text>
    </g>
  );
}

export default function AiGenerationFlow(): JSX.Element {
  const p = useExampleProject();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.aiGenerationFlow.title',
      message:
        'AI-assisted generation in six stages: you describe the project and choose the structure type, depth, and language in the generation wizard; only the description, those choices, and the titles and outline codes of the selected branch are sent to OpenAI, never notes or field values. The proposal comes back for review, where you keep, edit, or discard each node, and only the nodes you keep enter the document.',
      description: 'Alt text of the AI generation flow illustration',
    }),
    caption: translate({
      id: 'illustration.aiGenerationFlow.caption',
      message:
        'Nothing reaches OpenAI before you click or tap Send, and nothing enters your document before you’ve reviewed the proposal.',
      description: 'Caption of the AI generation flow illustration',
    }),
    description: translate({id: 'illustration.aiGenerationFlow.description', message: 'Project description'}),
    descLine1: translate({id: 'illustration.aiGenerationFlow.descLine1', message: 'Office build-out, 3 floors,'}),
    descLine2: translate({id: 'illustration.aiGenerationFlow.descLine2', message: '200 staff, move-in'}),
    descLine3: translate({id: 'illustration.aiGenerationFlow.descLine3', message: 'planned for June'}),
    wizard: translate({id: 'illustration.aiGenerationFlow.wizard', message: 'Wizard choices'}),
    type: translate({id: 'illustration.aiGenerationFlow.type', message: 'Type'}),
    depth: translate({id: 'illustration.aiGenerationFlow.depth', message: 'Depth'}),
    language: translate({id: 'illustration.aiGenerationFlow.language', message: 'Language'}),
    languageValue: translate({id: 'illustration.aiGenerationFlow.languageValue', message: 'English'}),
    request: translate({id: 'illustration.aiGenerationFlow.request', message: 'Request to OpenAI'}),
    sentDescription: translate({id: 'illustration.aiGenerationFlow.sentDescription', message: 'Description'}),
    sentChoices: translate({id: 'illustration.aiGenerationFlow.sentChoices', message: 'Type, depth, language'}),
    sentBranch: translate({id: 'illustration.aiGenerationFlow.sentBranch', message: 'Titles of the branch'}),
    notSentNotes: translate({id: 'illustration.aiGenerationFlow.notSentNotes', message: 'Notes'}),
    notSentValues: translate({id: 'illustration.aiGenerationFlow.notSentValues', message: 'Field values'}),
    send: translate({id: 'illustration.aiGenerationFlow.send', message: 'Send'}),
    proposal: translate({id: 'illustration.aiGenerationFlow.proposal', message: 'Proposal'}),
    review: translate({id: 'illustration.aiGenerationFlow.review', message: 'Review'}),
    keep: translate({id: 'illustration.aiGenerationFlow.keep', message: 'Keep'}),
    edit: translate({id: 'illustration.aiGenerationFlow.edit', message: 'Edit'}),
    discard: translate({id: 'illustration.aiGenerationFlow.discard', message: 'Discard'}),
    undo: translate({id: 'illustration.aiGenerationFlow.undo', message: 'One undo step'}),
  };

  const arrow = 'url(#AiGenerationFlow-arrow)';
  const right = (col: number) => COLS[col] + W;
  const midY = (row: number) => ROWS[row] + H / 2 + BAND / 2;

  // Stage 1: description.
  const [x1, y1] = [COLS[0], ROWS[0]];
  // Stage 2: wizard choices.
  const [x2, y2] = [COLS[1], ROWS[0]];
  const chipX = x2 + 86;
  // Stage 3: request.
  const [x3, y3] = [COLS[2], ROWS[0]];
  // Stage 4 to 6.
  const [x4, y4] = [COLS[0], ROWS[1]];
  const [x5, y5] = [COLS[1], ROWS[1]];
  const [x6, y6] = [COLS[2], ROWS[1]];

  const proposal: [string, string, number][] = [
    ['1', p.design, 0],
    ['1.1', p.floorPlans, 1],
    ['1.2', p.approvals, 1],
    ['2', p.works, 0],
    ['2.1', p.demolition, 1],
  ];

  /** The nodes kept in review, as the document receives them. */
  const kept: [string, string, number][] = [
    ['1', p.design, 0],
    ['1.1', p.floorPlans, 1],
    ['1.2', p.permits, 1],
  ];

  return (
    <Illustration
      name="AiGenerationFlow"
      title={t.title}
      viewBox="0 0 720 356"
      narrow={{width: 312, height: 1054}}
      caption={t.caption}>
      <ArrowMarker id="AiGenerationFlow-arrow" />

      {/* Arrows between the stages: along the rows, or down the column. */}
      <WideOnly>
        <line className={s.arrow} x1={right(0) + 3} y1={midY(0)} x2={COLS[1] - 3} y2={midY(0)} markerEnd={arrow} />
        <line className={s.arrow} x1={right(1) + 3} y1={midY(0)} x2={COLS[2] - 3} y2={midY(0)} markerEnd={arrow} />
        <path
          className={s.arrow}
          d={`M${x3 + W / 2},${y3 + H + 3} V${ROWS[0] + H + 26} H${x4 + W / 2} V${y4 - 3}`}
          markerEnd={arrow}
        />
        <line className={s.arrow} x1={right(0) + 3} y1={midY(1)} x2={COLS[1] - 3} y2={midY(1)} markerEnd={arrow} />
        <line className={s.arrow} x1={right(1) + 3} y1={midY(1)} x2={COLS[2] - 3} y2={midY(1)} markerEnd={arrow} />
      </WideOnly>
      <NarrowOnly>
        {[0, 1, 2, 3, 4].map((k) => (
          <line
            key={k}
            className={s.arrow}
            x1={NARROW.x + W / 2}
            y1={NARROW.y[k] + H + 3}
            x2={NARROW.x + W / 2}
            y2={NARROW.y[k + 1] - 3}
            markerEnd={arrow}
          />
        ))}
      </NarrowOnly>
      {/* The Send button on the way to OpenAI and back. */}
      <Moved by={[NARROW.x - x3, NARROW.sendY - (ROWS[0] + H + 15)]}>
        <rect className={s.accent} x={x3 + W / 2 - 44} y={ROWS[0] + H + 15} width={88} height={22} rx={11} />
        <text className={s.onAccent} x={x3 + W / 2} y={ROWS[0] + H + 31} textAnchor="middle">
          {t.send}
        </text>
      </Moved>

      <Moved by={stageMove(0)}>
        {/* 1. Project description. */}
        <Stage col={0} row={0} title={t.description} />
        <rect className={s.panel} x={x1 + 10} y={y1 + 40} width={W - 20} height={88} rx={4} />
        <text className={s.small} x={x1 + 18} y={y1 + 62}>
          {t.descLine1}
        </text>
        <text className={s.small} x={x1 + 18} y={y1 + 82}>
          {t.descLine2}
        </text>
        <text className={s.small} x={x1 + 18} y={y1 + 102}>
          {t.descLine3}
        </text>
        <line className={s.line} x1={x1 + 18} y1={y1 + 110} x2={x1 + 18} y2={y1 + 124} />
      </Moved>

      <Moved by={stageMove(1)}>
        {/* 2. Wizard choices. */}
        <Stage col={1} row={0} title={t.wizard} />
        <text className={s.small} x={x2 + 10} y={y2 + 60}>
          {t.type}
        </text>
        <Chips x={chipX} y={y2 + 45} labels={['WBS', 'PBS', 'CBS']} chosen={0} />
        <text className={s.small} x={x2 + 10} y={y2 + 92}>
          {t.depth}
        </text>
        <Chips x={chipX} y={y2 + 77} labels={['2', '3', '4']} chosen={1} />
        <text className={s.small} x={x2 + 10} y={y2 + 124}>
          {t.language}
        </text>
        <rect className={s.box} x={chipX} y={y2 + 109} width={116} height={22} rx={4} />
        <text className={s.small} x={chipX + 8} y={y2 + 124}>
          {t.languageValue}
        </text>
        <path className={s.line} d={`M${chipX + 102},${y2 + 118} l4,4 l4,-4`} />
      </Moved>

      <Moved by={stageMove(2)}>
        {/* 3. The request: what is sent, and what is not. */}
        <Stage col={2} row={0} title={t.request} accent />
        {[t.sentDescription, t.sentChoices, t.sentBranch].map((label, i) => (
          <g key={label}>
            <Mark x={x3 + 12} y={y3 + 50 + i * 19} sent />
            <text className={s.small} x={x3 + 32} y={y3 + 50 + i * 19}>
              {label}
            </text>
          </g>
        ))}
        <line className={s.line} x1={x3 + 10} y1={y3 + 98} x2={x3 + W - 10} y2={y3 + 98} strokeDasharray="3 3" />
        {[t.notSentNotes, t.notSentValues].map((label, i) => (
          <g key={label}>
            <Mark x={x3 + 12} y={y3 + 115 + i * 17} sent={false} />
            <text className={s.small} x={x3 + 32} y={y3 + 115 + i * 17} textDecoration="line-through">
              {label}
            </text>
          </g>
        ))}
      </Moved>

      <Moved by={stageMove(3)}>
        {/* 4. Proposal: an outline. */}
        <Stage col={0} row={1} title={t.proposal} />
        {proposal.map(([code, label, level], i) => (
          <g key={code}>
            <text className={`${s.small} ${s.mono}`} x={x4 + 14 + level * 16} y={y4 + 52 + i * 20}>
              {code}
            </text>
            <text className={s.small} x={x4 + 14 + level * 16 + (level ? 30 : 16)} y={y4 + 52 + i * 20}>
              {label}
            </text>
          </g>
        ))}
      </Moved>

      <Moved by={stageMove(4)}>
        {/* 5. Review: keep, edit or discard each node. */}
        <Stage col={1} row={1} title={t.review} />
        {[
          {label: p.design, level: 0, action: t.keep, on: true},
          {label: p.floorPlans, level: 1, action: t.keep, on: true},
          {label: p.permits, level: 1, action: t.edit, on: true},
          {label: p.works, level: 0, action: t.discard, on: false},
          {label: p.demolition, level: 1, action: '', on: false},
        ].map(({label, level, action, on}, i) => {
          const y = y5 + 52 + i * 20;
          const x = x5 + 12 + level * 16;
          return (
            <g key={label}>
              {on ? (
                <Checked x={x} y={y - 10} />
              ) : (
                <rect className={s.box} x={x} y={y - 10} width={12} height={12} rx={2} />
              )}
              <text className={s.small} x={x + 18} y={y} textDecoration={on ? undefined : 'line-through'}>
                {label}
              </text>
              {action && (
                <text className={clsx(s.small, s.bold)} x={x5 + W - 10} y={y} textAnchor="end">
                  {action}
                </text>
              )}
            </g>
          );
        })}
      </Moved>

      <Moved by={stageMove(5)}>
        {/* 6. Document: only the kept nodes, with their codes. */}
        <Stage col={2} row={1} title={shared.document} />
        {kept.map(([code, label, level], i) => {
          const x = x6 + 14 + level * 22;
          const y = y6 + 38 + i * 26;
          return (
            <g key={code}>
              {level === 1 && <path className={s.line} d={`M${x6 + 24},${y - 5} V${y + 10} H${x}`} />}
              <NodeBox
                x={x}
                y={y}
                width={W - 28 - level * 22}
                height={21}
                code={code}
                title={label}
                titleX={level ? 38 : 24}
                tone="accent"
              />
            </g>
          );
        })}
        <text className={s.small} x={x6 + W / 2} y={y6 + H - 10} textAnchor="middle">
          {t.undo}
        </text>
      </Moved>
    </Illustration>
  );
}
