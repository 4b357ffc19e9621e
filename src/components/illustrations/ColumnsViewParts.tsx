/**
 * The columns view with its parts named: Code column, indented Title column, field columns,
 * a resize handle, rolled-up cells and the totals row.
 * Pages (every locale): /mac/customization/columns-view, /ios/customization/columns-view.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject, useNumberFormat} from './exampleProject';
import {Callout} from './parts';

// Column edges, left to right: Code, Title, Effort, Cost, Budget.
const X = [20, 68, 278, 338, 412, 486];
const HEADER_Y = 66;
const HEADER_H = 28;
const ROW_H = 26;
const ROWS_Y = HEADER_Y + HEADER_H;

interface Row {
  level: number;
  code: string;
  title: string;
  effort: number;
  cost: number;
  budget: number;
  parent?: boolean;
}

export default function ColumnsViewParts(): JSX.Element {
  const p = useExampleProject();
  const {number: n, hours} = useNumberFormat();
  const t = {
    title: translate({
      id: 'illustration.columnsViewParts.title',
      message:
        'The columns view with its parts named: the Code column, the Title column indented by level, the field columns Effort, Cost, and Budget, the resize handle at the right edge of a header, the dimmed rolled-up cells of parent rows, and the totals row at the bottom, with 7 nodes, 460 h, 36,800, and 39,000.',
      description: 'Alt text of the columns view parts illustration',
    }),
    caption: translate({
      id: 'illustration.columnsViewParts.caption',
      message: 'The columns view: the tree as an indented outline, one column per field.',
      description: 'Caption of the columns view parts illustration',
    }),
    nodeCount: translate({id: 'illustration.columnsViewParts.nodeCount', message: '7 nodes'}),
    codeColumn: translate({id: 'illustration.columnsViewParts.codeColumn', message: 'Code column'}),
    titleColumn: translate({id: 'illustration.columnsViewParts.titleColumn', message: 'Indented Title column'}),
    fieldColumns: translate({id: 'illustration.columnsViewParts.fieldColumns', message: 'Field columns'}),
    resizeHandle: translate({id: 'illustration.columnsViewParts.resizeHandle', message: 'Resize handle'}),
    rolledUp: translate({id: 'illustration.columnsViewParts.rolledUp', message: 'Rolled-up values, dimmed'}),
    totalsRow: translate({id: 'illustration.columnsViewParts.totalsRow', message: 'Totals row'}),
  };

  const rows: Row[] = [
    {level: 1, code: '1', title: p.design, effort: 120, cost: 9600, budget: 10000, parent: true},
    {level: 2, code: '1.1', title: p.research, effort: 40, cost: 3200, budget: 3000},
    {level: 2, code: '1.2', title: p.wireframes, effort: 80, cost: 6400, budget: 7000},
    {level: 1, code: '2', title: p.build, effort: 300, cost: 24000, budget: 25000, parent: true},
    {level: 2, code: '2.1', title: p.frontEnd, effort: 160, cost: 12800, budget: 13000},
    {level: 2, code: '2.2', title: p.backEnd, effort: 140, cost: 11200, budget: 12000},
    {level: 1, code: '3', title: p.launch, effort: 40, cost: 3200, budget: 4000},
  ];
  const totalsY = ROWS_Y + rows.length * ROW_H;
  const tableW = X[5] - X[0];
  const baseline = (y: number): number => y + 17;

  return (
    <Illustration name="ColumnsViewParts" title={t.title} viewBox="0 0 720 322" caption={t.caption}>
      {/* Table frame, header and totals row. */}
      <rect className={s.box} x={X[0]} y={HEADER_Y} width={tableW} height={totalsY + 30 - HEADER_Y} rx={4} />
      <rect className={s.panel} x={X[0]} y={HEADER_Y} width={tableW} height={HEADER_H} />
      <rect className={s.panel} x={X[0]} y={totalsY} width={tableW} height={30} />
      <path className={`${s.line} ${s.thick}`} d={`M${X[0]} ${totalsY} H${X[5]}`} />
      <path
        className={`${s.line} ${s.thin}`}
        d={X.slice(1, 5)
          .map((x) => `M${x} ${HEADER_Y} V${HEADER_Y + HEADER_H}`)
          .join(' ')}
      />

      {/* Header labels. */}
      <text className={clsx(s.small, s.bold)} x={X[0] + 8} y={baseline(HEADER_Y + 2)}>
        {p.fieldCode}
      </text>
      <text className={clsx(s.small, s.bold)} x={X[1] + 8} y={baseline(HEADER_Y + 2)}>
        {p.fieldTitle}
      </text>
      {[p.fieldEffort, p.fieldCost, p.fieldBudget].map((label, i) => (
        <text
          key={label}
          className={clsx(s.small, s.bold)}
          x={X[i + 3] - 8}
          y={baseline(HEADER_Y + 2)}
          textAnchor="end">
          {label}
        </text>
      ))}

      {/* The resize handle at the right edge of the Title header. */}
      <rect className={s.accent} x={X[2] - 2} y={HEADER_Y + 4} width={4} height={HEADER_H - 8} rx={2} />

      {/* Rows. */}
      {rows.map((row, i) => {
        const y = ROWS_Y + i * ROW_H;
        const indent = X[1] + 8 + (row.level - 1) * 18;
        return (
          <g key={row.code}>
            {i > 0 && <path className={s.panel} d={`M${X[0]} ${y} H${X[5]}`} />}
            {row.parent && (
              <rect className={s.panel} x={X[2]} y={y + 3} width={X[5] - X[2] - 3} height={ROW_H - 6} rx={3} />
            )}
            <text className={`${s.small} ${s.mono}`} x={X[0] + 8} y={baseline(y)}>
              {row.code}
            </text>
            {row.parent && (
              <path className={s.line} d={`M${indent} ${y + 10} L${indent + 8} ${y + 10} L${indent + 4} ${y + 16} Z`} />
            )}
            <text className={s.small} x={indent + 14} y={baseline(y)}>
              {row.title}
            </text>
            {[hours(row.effort), n(row.cost), n(row.budget)].map((value, j) => (
              <text key={j} className={s.small} x={X[j + 3] - 8} y={baseline(y)} textAnchor="end">
                {value}
              </text>
            ))}
          </g>
        );
      })}

      {/* Totals. */}
      <text className={clsx(s.small, s.bold)} x={X[1] + 8} y={baseline(totalsY + 2)}>
        {t.nodeCount}
      </text>
      {[hours(460), n(36800), n(39000)].map((value, j) => (
        <text key={j} className={clsx(s.small, s.bold)} x={X[j + 3] - 8} y={baseline(totalsY + 2)} textAnchor="end">
          {value}
        </text>
      ))}

      {/* Callouts above the table. */}
      <Callout d={`M44 28 V${HEADER_Y}`} dot={[44, HEADER_Y]} label={t.codeColumn} x={20} y={22} />
      <Callout
        d={`M${X[2]} 28 V${HEADER_Y + 4}`}
        dot={[X[2], HEADER_Y + 4]}
        label={t.resizeHandle}
        x={X[2]}
        y={22}
        anchor="middle"
      />
      <Callout d={`M150 52 V${HEADER_Y}`} dot={[150, HEADER_Y]} label={t.titleColumn} x={258} y={46} anchor="end" />
      <path className={s.line} d={`M${X[2] + 8} 60 V54 H${X[5]} V60`} />
      <text className={s.text} x={(X[2] + 8 + X[5]) / 2} y={46} textAnchor="middle">
        {t.fieldColumns}
      </text>

      {/* Callouts on the right. */}
      <Callout
        d={`M${X[5]} ${ROWS_Y + 13} H500`}
        dot={[X[5], ROWS_Y + 13]}
        label={t.rolledUp}
        x={506}
        y={ROWS_Y + 18}
      />
      <Callout
        d={`M${X[5]} ${totalsY + 15} H500`}
        dot={[X[5], totalsY + 15]}
        label={t.totalsRow}
        x={506}
        y={totalsY + 20}
      />
    </Illustration>
  );
}
