/**
 * The import of a project-planning (QPP) file: its task list on the left, the document it becomes on
 * the right, and a legend of what becomes what.
 * Pages (every locale): /mac/integrations/qpp-import, /ios/integrations/qpp-import.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import NodeBox from './NodeBox';
import {ArrowMarker, columnsX, TableFrame} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

/** Both tables share their rows: header, then one row per task and node. */
const HEAD_Y = 46;
const HEAD_H = 28;
const ROW_H = 30;
/** Where the table's rows fall, as TableFrame takes them. */
const TABLE_GRID = {y: HEAD_Y, headerHeight: HEAD_H, rowHeight: ROW_H};
/** The planning file's task list: Task name, Duration, Cost. */
const FILE_X = 20;
const FILE_COLUMNS = [148, 88, 62];
/** The document's columns view: Code and Title, Duration, Cost. */
const DOC_X = 392;
const DOC_COLUMNS = [158, 88, 62];
/** The legend under the tables: one "from → to" line each, arrows under the rows' arrows. */
const LEGEND_Y = 292;
/**
 * On a phone the document's table stands under the file's, one arrow between them, and each line
 * of the legend takes two: "from", then an arrow to "to". How far the tables move; where the
 * legend starts, and how far apart its entries are.
 */
const NARROW = {
  width: 312,
  height: 716,
  file: [-13, 0] as [number, number],
  document: [-390, 287] as [number, number],
  legendY: 570,
  legendStep: 40,
};

export default function QppImportMapping(): JSX.Element {
  const p = useExampleProject();
  const t = {
    title: translate({
      id: 'illustration.qppImportMapping.title',
      message:
        'The task list of a project-planning file on the left, summary tasks in bold, and the document the import creates on the right: each summary task becomes a parent node, each task becomes a node under it, and the duration and cost of each task fill its Duration and Cost fields.',
      description: 'Alt text of the QPP import illustration',
    }),
    caption: translate({
      id: 'illustration.qppImportMapping.caption',
      message: 'The plan keeps its hierarchy; the app then numbers the nodes and rolls the costs up.',
      description: 'Caption of the QPP import illustration',
    }),
    file: translate({id: 'illustration.qppImportMapping.file', message: 'Office move.qpp'}),
    document: translate({id: 'illustration.qppImportMapping.document', message: 'New document'}),
    taskName: translate({id: 'illustration.qppImportMapping.taskName', message: 'Task name'}),
    node: translate({id: 'illustration.qppImportMapping.node', message: 'Node'}),
    duration: translate({id: 'illustration.qppImportMapping.duration', message: 'Duration'}),
    summaryTask: translate({id: 'illustration.qppImportMapping.summaryTask', message: 'Summary task'}),
    parentNode: translate({id: 'illustration.qppImportMapping.parentNode', message: 'Parent node'}),
    task: translate({id: 'illustration.qppImportMapping.task', message: 'Task'}),
    taskDuration: translate({id: 'illustration.qppImportMapping.taskDuration', message: 'Task duration'}),
    taskCost: translate({id: 'illustration.qppImportMapping.taskCost', message: 'Task cost'}),
    preparation: translate({id: 'illustration.qppImportMapping.preparation', message: 'Preparation'}),
    inventory: translate({id: 'illustration.qppImportMapping.inventory', message: 'Inventory'}),
    packing: translate({id: 'illustration.qppImportMapping.packing', message: 'Packing'}),
    move: translate({id: 'illustration.qppImportMapping.move', message: 'Move'}),
    transport: translate({id: 'illustration.qppImportMapping.transport', message: 'Transport'}),
    setUp: translate({id: 'illustration.qppImportMapping.setUp', message: 'Setup'}),
    days: translate({
      id: 'illustration.qppImportMapping.days',
      message: 'days',
      description: 'Unit after a number of days, e.g. "3 days"',
    }),
  };

  const tasks: {code: string; label: string; summary: boolean; days: number; cost: string}[] = [
    {code: '1', label: t.preparation, summary: true, days: 8, cost: '3600'},
    {code: '1.1', label: t.inventory, summary: false, days: 3, cost: '1200'},
    {code: '1.2', label: t.packing, summary: false, days: 5, cost: '2400'},
    {code: '2', label: t.move, summary: true, days: 6, cost: '5300'},
    {code: '2.1', label: t.transport, summary: false, days: 2, cost: '3500'},
    {code: '2.2', label: t.setUp, summary: false, days: 4, cost: '1800'},
  ];
  const rowTop = (i: number) => HEAD_Y + HEAD_H + i * ROW_H;
  const rowMid = (i: number) => rowTop(i) + ROW_H / 2;
  const fileX = columnsX(FILE_X, FILE_COLUMNS);
  const docX = columnsX(DOC_X, DOC_COLUMNS);
  const fileW = FILE_COLUMNS.reduce((a, b) => a + b, 0);

  /** Both tables have the same rows. */
  const frame = (x: number, widths: number[], headers: string[]) => (
    <TableFrame x={x} widths={widths} headers={headers} rows={tasks.length} alignNumbers {...TABLE_GRID} />
  );

  const legend: [string, string][] = [
    [t.summaryTask, t.parentNode],
    [t.task, t.node],
    [t.taskDuration, t.duration],
    [t.taskCost, p.fieldCost],
  ];

  return (
    <Illustration
      name="QppImportMapping"
      title={t.title}
      viewBox="0 0 720 368"
      narrow={{width: NARROW.width, height: NARROW.height}}
      caption={t.caption}>
      <ArrowMarker id="QppImportMapping-arrow" />

      {/* The planning file: its name, then its task list, summary tasks bold, with a disclosure triangle; tasks indented. */}
      <Moved by={NARROW.file}>
        <path className={s.box} d={`M${FILE_X},14 h13 l5,5 v17 h-18 Z`} />
        <text className={clsx(s.text, s.bold)} x={FILE_X + 26} y={31}>
          {t.file}
        </text>
        {frame(FILE_X, FILE_COLUMNS, [t.taskName, t.duration, p.fieldCost])}
        {tasks.map((task, i) => (
          <g key={`task-${task.code}`}>
            {task.summary && (
              <path className={`${s.line} ${s.thin}`} d={`M${fileX[0] + 8},${rowMid(i) - 3} h8 l-4,6 Z`} />
            )}
            <text
              className={clsx(s.text, task.summary && s.bold)}
              x={fileX[0] + (task.summary ? 22 : 38)}
              y={rowMid(i) + 5}>
              {task.label}
            </text>
            <text
              className={clsx(s.text, task.summary && s.bold)}
              x={fileX[1] + FILE_COLUMNS[1] - 8}
              y={rowMid(i) + 5}
              textAnchor="end">
              {`${task.days} ${t.days}`}
            </text>
            <text
              className={clsx(s.text, s.mono, task.summary && s.bold)}
              x={fileX[2] + FILE_COLUMNS[2] - 8}
              y={rowMid(i) + 5}
              textAnchor="end">
              {task.cost}
            </text>
          </g>
        ))}
      </Moved>

      {/* One arrow per task, to its node; on a phone, one arrow down to the document. */}
      <WideOnly>
        {tasks.map((task, i) => (
          <line
            key={`arrow-${task.code}`}
            className={s.arrow}
            x1={FILE_X + fileW + 6}
            y1={rowMid(i)}
            x2={DOC_X - 6}
            y2={rowMid(i)}
            markerEnd="url(#QppImportMapping-arrow)"
          />
        ))}
      </WideOnly>
      <NarrowOnly>
        <line
          className={clsx(s.arrow, s.heavy)}
          x1={NARROW.width / 2}
          y1={rowTop(tasks.length) + 8}
          x2={NARROW.width / 2}
          y2={NARROW.document[1] + 10}
          markerEnd="url(#QppImportMapping-arrow)"
        />
      </NarrowOnly>

      {/* The document: its name, then parents as accent rows, nodes indented under them with their codes. */}
      <Moved by={NARROW.document}>
        <text className={clsx(s.text, s.bold)} x={DOC_X} y={31}>
          {t.document}
        </text>
        {frame(DOC_X, DOC_COLUMNS, [t.node, t.duration, p.fieldCost])}
        {tasks.map((task, i) => (
          <g key={`node-${task.code}`}>
            <NodeBox
              x={docX[0] + (task.summary ? 4 : 20)}
              y={rowMid(i) - 11}
              width={DOC_COLUMNS[0] - (task.summary ? 8 : 24)}
              code={task.code}
              title={task.label}
              titleX={task.summary ? 24 : 36}
              tone={task.summary ? 'accent' : 'plain'}
            />
            <text className={`${s.text} ${s.mono}`} x={docX[1] + DOC_COLUMNS[1] - 8} y={rowMid(i) + 5} textAnchor="end">
              {task.days}
            </text>
            <text
              className={`${task.summary ? `${s.small} ${s.textSize}` : s.text} ${s.mono}`}
              x={docX[2] + DOC_COLUMNS[2] - 8}
              y={rowMid(i) + 5}
              textAnchor="end">
              {task.cost}
            </text>
          </g>
        ))}
      </Moved>

      {/* Legend: what becomes what, "from → to" on a line, or "to" under "from" on a phone. */}
      {legend.map(([from, to], k) => {
        const y = LEGEND_Y + k * 22;
        const narrowY = NARROW.legendY + k * NARROW.legendStep;
        return (
          <g key={`legend-${k}`}>
            <Moved by={[8 - (FILE_X + fileW - 2), narrowY - y]}>
              <text className={clsx(s.small, s.bold, s.narrowStart)} x={FILE_X + fileW - 2} y={y} textAnchor="end">
                {from}
              </text>
            </Moved>
            <WideOnly>
              <line
                className={s.arrow}
                x1={FILE_X + fileW + 6}
                y1={y - 4}
                x2={DOC_X - 6}
                y2={y - 4}
                markerEnd="url(#QppImportMapping-arrow)"
              />
            </WideOnly>
            <NarrowOnly>
              <path
                className={s.arrow}
                d={`M14,${narrowY + 5} V${narrowY + 14} H34`}
                markerEnd="url(#QppImportMapping-arrow)"
              />
            </NarrowOnly>
            <Moved by={[40 - (DOC_X + 2), narrowY + 18 - y]}>
              <text className={clsx(s.small, s.bold)} x={DOC_X + 2} y={y}>
                {to}
              </text>
            </Moved>
          </g>
        );
      })}
    </Illustration>
  );
}
