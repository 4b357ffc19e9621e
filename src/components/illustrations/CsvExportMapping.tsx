import React from 'react';
import {translate} from '@docusaurus/Translate';
import Illustration, {illustrationStyles as s} from './Illustration';

/** Vertical layout: the header row of the table, then one row per node, aligned with the tree. */
const HEAD_Y = 40;
const HEAD_H = 28;
const ROW_H = 32;
/** The tree: boxes end at the same x, so every arrow starts at TREE_RIGHT. */
const TREE_X = 20;
const INDENT = 28;
const TREE_RIGHT = 270;
/** The table and its columns: Code, Level, Title, Cost. */
const TABLE_X = 336;
const COLUMNS = [52, 74, 170, 84];

export default function CsvExportMapping(): JSX.Element {
  const t = {
    title: translate({
      id: 'illustration.csvExportMapping.title',
      message:
        'A tree of six nodes on the left and the CSV file it becomes on the right: each node gives one row, in outline order, with its code, its level, its title and then the visible fields, here Cost. Parent rows hold the rolled-up cost of their children.',
      description: 'Alt text of the CSV export illustration',
    }),
    caption: translate({
      id: 'illustration.csvExportMapping.caption',
      message: 'One row per node, in outline order, under a row of column headers.',
      description: 'Caption of the CSV export illustration',
    }),
    document: translate({id: 'illustration.csvExportMapping.document', message: 'Document'}),
    file: translate({id: 'illustration.csvExportMapping.file', message: 'CSV file'}),
    code: translate({id: 'illustration.csvExportMapping.code', message: 'Code'}),
    level: translate({id: 'illustration.csvExportMapping.level', message: 'Level'}),
    titleColumn: translate({id: 'illustration.csvExportMapping.titleColumn', message: 'Title'}),
    cost: translate({id: 'illustration.csvExportMapping.cost', message: 'Cost'}),
    design: translate({id: 'illustration.csvExportMapping.design', message: 'Design'}),
    research: translate({id: 'illustration.csvExportMapping.research', message: 'User research'}),
    wireframes: translate({id: 'illustration.csvExportMapping.wireframes', message: 'Wireframes'}),
    build: translate({id: 'illustration.csvExportMapping.build', message: 'Build'}),
    backEnd: translate({id: 'illustration.csvExportMapping.backEnd', message: 'Back end'}),
    mobileApp: translate({id: 'illustration.csvExportMapping.mobileApp', message: 'Mobile app'}),
  };

  const nodes: {code: string; level: number; label: string; cost: string}[] = [
    {code: '1', level: 1, label: t.design, cost: '9600'},
    {code: '1.1', level: 2, label: t.research, cost: '3200'},
    {code: '1.2', level: 2, label: t.wireframes, cost: '6400'},
    {code: '2', level: 1, label: t.build, cost: '27000'},
    {code: '2.1', level: 2, label: t.backEnd, cost: '16200'},
    {code: '2.2', level: 2, label: t.mobileApp, cost: '10800'},
  ];
  const rowTop = (i: number) => HEAD_Y + HEAD_H + i * ROW_H;
  const rowMid = (i: number) => rowTop(i) + ROW_H / 2;
  const colX = COLUMNS.map((_, i) => TABLE_X + COLUMNS.slice(0, i).reduce((a, b) => a + b, 0));
  const tableW = COLUMNS.reduce((a, b) => a + b, 0);
  const tableBottom = rowTop(nodes.length);
  const headers = [t.code, t.level, t.titleColumn, t.cost];

  return (
    <Illustration title={t.title} viewBox="0 0 720 278" caption={t.caption}>
      <defs>
        <marker id="CsvExportMapping-arrow" viewBox="0 0 10 10" refX={9} refY={5} markerWidth={9} markerHeight={9} markerUnits="userSpaceOnUse" orient="auto">
          <path d="M0,0 L10,5 L0,10 Z" style={{fill: 'var(--ifm-color-primary)'}} />
        </marker>
      </defs>

      <text className={s.text} fontWeight={600} x={TREE_X} y={26}>{t.document}</text>
      <text className={s.text} fontWeight={600} x={TABLE_X} y={26}>{t.file}</text>

      {/* The tree: elbow connectors from each parent to its children. */}
      {nodes.map((node, i) =>
        node.level === 2 ? (
          <path key={`link-${node.code}`} className={s.line} d={`M${TREE_X + 12},${rowMid(i) - ROW_H + 12} V${rowMid(i)} H${TREE_X + INDENT}`} />
        ) : null,
      )}
      {nodes.map((node, i) => {
        const x = TREE_X + (node.level - 1) * INDENT;
        return (
          <g key={`node-${node.code}`}>
            <rect className={node.level === 1 ? s.accent : s.box} x={x} y={rowMid(i) - 12} width={TREE_RIGHT - x} height={24} rx={5} />
            <text className={`${node.level === 1 ? s.onAccent : s.small} ${s.mono}`} style={{fontSize: 12}} x={x + 8} y={rowMid(i) + 4}>
              {node.code}
            </text>
            <text className={node.level === 1 ? s.onAccent : s.text} x={x + (node.level === 1 ? 24 : 38)} y={rowMid(i) + 5}>
              {node.label}
            </text>
          </g>
        );
      })}

      {/* One arrow per node, to its row. */}
      {nodes.map((node, i) => (
        <line key={`arrow-${node.code}`} className={s.arrow} x1={TREE_RIGHT + 6} y1={rowMid(i)} x2={TABLE_X - 6} y2={rowMid(i)} markerEnd="url(#CsvExportMapping-arrow)" />
      ))}

      {/* The table: header row, then the rows. */}
      <rect className={s.box} x={TABLE_X} y={HEAD_Y} width={tableW} height={tableBottom - HEAD_Y} />
      <rect className={s.panel} x={TABLE_X} y={HEAD_Y} width={tableW} height={HEAD_H} />
      {headers.map((label, c) => (
        <text key={`head-${c}`} className={s.text} fontWeight={600} x={colX[c] + 8} y={HEAD_Y + 19}>
          {label}
        </text>
      ))}
      {nodes.map((node, i) =>
        i === 0 ? null : <line key={`sep-${node.code}`} className={s.line} style={{strokeWidth: 0.75}} x1={TABLE_X} y1={rowTop(i)} x2={TABLE_X + tableW} y2={rowTop(i)} />,
      )}
      {colX.slice(1).map((x) => (
        <line key={`col-${x}`} className={s.line} style={{strokeWidth: 0.75}} x1={x} y1={HEAD_Y} x2={x} y2={tableBottom} />
      ))}
      {nodes.map((node, i) => (
        <g key={`row-${node.code}`}>
          <text className={`${s.text} ${s.mono}`} x={colX[0] + 8} y={rowMid(i) + 5}>{node.code}</text>
          <text className={`${s.text} ${s.mono}`} x={colX[1] + 8} y={rowMid(i) + 5}>{node.level}</text>
          <text className={s.text} x={colX[2] + 8} y={rowMid(i) + 5}>{node.label}</text>
          <text className={`${s.text} ${s.mono}`} x={colX[3] + COLUMNS[3] - 8} y={rowMid(i) + 5} textAnchor="end">{node.cost}</text>
        </g>
      ))}
    </Illustration>
  );
}
