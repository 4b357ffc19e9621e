/**
 * The CSV export: a tree on the left, the file it becomes on the right, one row per node in
 * outline order.
 * Pages (every locale): /mac/integrations/csv-export, /ios/integrations/csv-export.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject, useNumberFormat} from './exampleProject';
import {useSharedLabels} from './labels';
import NodeBox from './NodeBox';
import {ArrowMarker, columnsX, TableFrame} from './parts';

/** Vertical layout: the header row of the table, then one row per node, aligned with the tree. */
const HEAD_Y = 40;
const HEAD_H = 28;
const ROW_H = 32;
/** Where the table's rows fall, as TableFrame takes them. */
const TABLE_GRID = {y: HEAD_Y, headerHeight: HEAD_H, rowHeight: ROW_H};
/** The tree: boxes end at the same x, so every arrow starts at TREE_RIGHT. */
const TREE_X = 16;
const INDENT = 24;
const TREE_RIGHT = 312;
/**
 * The table and its columns: Code, Level, Title, Cost. The tree and the Title column take the longest
 * title whole (« Serveur, API et base de données », about 230 wide where the system font is DejaVu Sans),
 * hence a viewBox wider than the other drawings' 720.
 */
const TABLE_X = 348;
const COLUMNS = [52, 66, 242, 76];

export default function CsvExportMapping(): JSX.Element {
  const p = useExampleProject();
  const format = useNumberFormat();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.csvExportMapping.title',
      message:
        'A tree of six nodes on the left and the CSV file it becomes on the right: each node gives one row, in outline order, with its code, its level, its title, and then the visible fields, here Cost. Parent rows hold the rolled-up cost of their children.',
      description: 'Alt text of the CSV export illustration',
    }),
    caption: translate({
      id: 'illustration.csvExportMapping.caption',
      message: 'One row per node, in outline order, under a row of column headers.',
      description: 'Caption of the CSV export illustration',
    }),
    file: translate({id: 'illustration.csvExportMapping.file', message: 'CSV file'}),
    level: translate({id: 'illustration.csvExportMapping.level', message: 'Level'}),
  };

  // The first rows of the CSV samples (static/samples/software-project*.csv) and of the page's example.
  const nodes: {code: string; level: number; label: string; cost: number}[] = [
    {code: '1', level: 1, label: p.design, cost: 9600.5},
    {code: '1.1', level: 2, label: p.research, cost: 3200.5},
    {code: '1.2', level: 2, label: p.wireframes, cost: 6400},
    {code: '2', level: 1, label: p.build, cost: 27000},
    {code: '2.1', level: 2, label: p.backEndApiDatabase, cost: 16200},
    {code: '2.2', level: 2, label: p.mobileApp, cost: 10800},
  ];
  const rowTop = (i: number) => HEAD_Y + HEAD_H + i * ROW_H;
  const rowMid = (i: number) => rowTop(i) + ROW_H / 2;
  const colX = columnsX(TABLE_X, COLUMNS);
  const headers = [p.fieldCode, t.level, p.fieldTitle, p.fieldCost];

  return (
    <Illustration name="CsvExportMapping" title={t.title} viewBox="0 0 790 278" caption={t.caption}>
      <ArrowMarker id="CsvExportMapping-arrow" />

      <text className={clsx(s.text, s.bold)} x={TREE_X} y={26}>
        {shared.document}
      </text>
      <text className={clsx(s.text, s.bold)} x={TABLE_X} y={26}>
        {t.file}
      </text>

      {/* The tree: elbow connectors from each parent to its children. */}
      {nodes.map((node, i) =>
        node.level === 2 ? (
          <path
            key={`link-${node.code}`}
            className={s.line}
            d={`M${TREE_X + 12},${rowMid(i) - ROW_H + 12} V${rowMid(i)} H${TREE_X + INDENT}`}
          />
        ) : null,
      )}
      {nodes.map((node, i) => {
        const x = TREE_X + (node.level - 1) * INDENT;
        return (
          <NodeBox
            key={`node-${node.code}`}
            x={x}
            y={rowMid(i) - 12}
            width={TREE_RIGHT - x}
            height={24}
            code={node.code}
            title={node.label}
            titleX={node.level === 1 ? 24 : 38}
            tone={node.level === 1 ? 'accent' : 'plain'}
          />
        );
      })}

      {/* One arrow per node, to its row. */}
      {nodes.map((node, i) => (
        <line
          key={`arrow-${node.code}`}
          className={s.arrow}
          x1={TREE_RIGHT + 6}
          y1={rowMid(i)}
          x2={TABLE_X - 6}
          y2={rowMid(i)}
          markerEnd="url(#CsvExportMapping-arrow)"
        />
      ))}

      {/* The table: header row, then the rows. */}
      <TableFrame x={TABLE_X} widths={COLUMNS} headers={headers} rows={nodes.length} {...TABLE_GRID} />
      {nodes.map((node, i) => (
        <g key={`row-${node.code}`}>
          <text className={`${s.text} ${s.mono}`} x={colX[0] + 8} y={rowMid(i) + 5}>
            {node.code}
          </text>
          <text className={`${s.text} ${s.mono}`} x={colX[1] + 8} y={rowMid(i) + 5}>
            {node.level}
          </text>
          <text className={s.text} x={colX[2] + 8} y={rowMid(i) + 5}>
            {node.label}
          </text>
          <text className={`${s.text} ${s.mono}`} x={colX[3] + COLUMNS[3] - 8} y={rowMid(i) + 5} textAnchor="end">
            {format.csv(node.cost)}
          </text>
        </g>
      ))}
    </Illustration>
  );
}
