/**
 * The category export of the software project of the samples (static/samples/software-project*.csv
 * and software-project-categories*.csv, the example the pages print): its nodes without children,
 * each with its cost and its category, add up into one row per category, a (No category) row and a
 * Total row; parents are not counted.
 * Pages (every locale): /mac/integrations/category-export, /ios/integrations/category-export.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject, useNumberFormat} from './exampleProject';
import {useSharedLabels} from './labels';
import NodeBox from './NodeBox';
import {ArrowMarker, columnsX, TableFrame} from './parts';

/** The tree: one row per node, boxes ending at TREE_RIGHT with the cost of a node without children. */
const TOP = 40;
const ROW_H = 28;
const TREE_X = 14;
const INDENT = 22;
/**
 * Wide enough for « Publication sur l'App Store » and its cost, the longest row, and for
 * « Serveur, API et base de données » (small, greyed) where the system font is DejaVu Sans.
 */
const TREE_RIGHT = 318;
/** The category of each node without children, in a tag right of its box; beside a parent, a note. */
const TAG_X = 326;
const TAG_W = 110;
/**
 * The exported table: Category, Nodes, Cost (the file's main totals; Effort, the ROMs and Budget
 * would not fit beside the tree). The Category column takes « (Sans catégorie) » whole.
 */
const TABLE_X = 484;
const COLUMNS = [136, 72, 92];
const HEAD_Y = 111;
const HEAD_H = 28;
const TROW_H = 30;
const WIDTH = TABLE_X + COLUMNS.reduce((a, b) => a + b, 0) + 14;
const HEIGHT = TOP + 11 * ROW_H + 8;

/** The rows of the export, in its order: Labour, Material, Subcontract, then (No category). */
type Category = 0 | 1 | 2 | 3;
const NONE: Category = 3;
/** Each row is told apart by the dash pattern of its tags and arrows as well as by its name. */
const DASH = [undefined, '7 4', '2 3', '9 3 2 3'];

interface Node {
  code: string;
  label: string;
  /** Nodes without children: their cost and the row they go to. */
  cost?: number;
  category?: Category;
}

export default function CategoryExportTotals(): JSX.Element {
  const p = useExampleProject();
  const format = useNumberFormat();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.categoryExportTotals.title',
      message:
        'On the left, the software project of the samples: four parent nodes, dimmed and not counted because their values are already the roll-up of their children, and seven nodes without children, each with its cost and its category (Labour, Material, Subcontract, or none). Each one flows into its row of the category export on the right, which gives the number of nodes and the sum of their costs: Labour 3 nodes and 20,400.50, Material 1 and 1,900.75, Subcontract 2 and 16,200, (No category) 1 and 1,200, then the Total row, 7 nodes and 39,701.25, the project’s total cost.',
      description: 'Alt text of the category export illustration',
    }),
    caption: translate({
      id: 'illustration.categoryExportTotals.caption',
      message:
        'Each node without children is counted once, in its category or under (No category); the Total row equals the totals of the document.',
      description: 'Caption of the category export illustration',
    }),
    export: translate({id: 'illustration.categoryExportTotals.export', message: 'Category export'}),
    notCounted: translate({id: 'illustration.categoryExportTotals.notCounted', message: 'Not counted'}),
    none: translate({
      id: 'illustration.categoryExportTotals.none',
      message: 'No category',
      description: 'In the tag of a node whose Category field is empty',
    }),
    labour: translate({id: 'illustration.categoryExportTotals.labour', message: 'Labour'}),
    material: translate({id: 'illustration.categoryExportTotals.material', message: 'Material'}),
    subcontract: translate({id: 'illustration.categoryExportTotals.subcontract', message: 'Subcontract'}),
    noCategory: translate({
      id: 'illustration.categoryExportTotals.noCategory',
      message: '(No category)',
      description: 'The row of the category export for the nodes without a category, as the app writes it',
    }),
    category: translate({id: 'illustration.categoryExportTotals.category', message: 'Category'}),
    total: translate({id: 'illustration.categoryExportTotals.total', message: 'Total'}),
  };

  const categories = [t.labour, t.material, t.subcontract, t.noCategory];
  // The tree of static/samples/software-project*.csv, in outline order.
  const nodes: Node[] = [
    {code: '1', label: p.design},
    {code: '1.1', label: p.research, cost: 3200.5, category: 0},
    {code: '1.2', label: p.wireframes, cost: 6400, category: 0},
    {code: '2', label: p.build},
    {code: '2.1', label: p.backEndApiDatabase},
    {code: '2.1.1', label: p.api, cost: 9000, category: 2},
    {code: '2.1.2', label: p.database, cost: 7200, category: 2},
    {code: '2.2', label: p.mobileApp, cost: 10800, category: 0},
    {code: '3', label: p.launch},
    {code: '3.1', label: p.appStoreRelease, cost: 1200, category: NONE},
    {code: '3.2', label: p.announcement, cost: 1900.75, category: 1},
  ];
  // The export adds them up (software-project-categories*.csv): one row per category, then Total.
  const counted = nodes.filter((node) => node.category !== undefined);
  const sum = (list: Node[]) => list.reduce((total, node) => total + (node.cost ?? 0), 0);
  const rows: [string, number, number][] = categories.map((label, c) => {
    const inCategory = counted.filter((node) => node.category === c);
    return [label, inCategory.length, sum(inCategory)];
  });
  rows.push([t.total, counted.length, sum(counted)]);

  const level = (node: Node) => node.code.split('.').length;
  const nodeX = (node: Node) => TREE_X + (level(node) - 1) * INDENT;
  const mid = (i: number) => TOP + i * ROW_H + ROW_H / 2;
  const rowTop = (r: number) => HEAD_Y + HEAD_H + r * TROW_H;
  const rowMid = (r: number) => rowTop(r) + TROW_H / 2;
  const colX = columnsX(TABLE_X, COLUMNS);

  return (
    <Illustration name="CategoryExportTotals" title={t.title} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} caption={t.caption}>
      <ArrowMarker id="CategoryExportTotals-arrow" />

      <text className={clsx(s.text, s.bold)} x={TREE_X} y={26}>
        {shared.document}
      </text>
      <text className={clsx(s.text, s.bold)} x={TABLE_X} y={HEAD_Y - 14}>
        {t.export}
      </text>

      {/* Elbow connectors from each parent to its children. */}
      {nodes.map((node, i) => {
        if (level(node) === 1) return null;
        const parent = nodes.findIndex(
          (other) => node.code.startsWith(`${other.code}.`) && level(other) === level(node) - 1,
        );
        const x = nodeX(nodes[parent]) + 12;
        return (
          <path
            key={`link-${node.code}`}
            className={s.line}
            d={`M${x},${mid(parent) + 11} V${mid(i)} H${nodeX(node)}`}
          />
        );
      })}

      {/* Lines from each tag to the row of its category, drawn first so the boxes cover their ends. */}
      {nodes.map((node, i) => {
        if (node.category === undefined) return null;
        const y1 = mid(i);
        const y2 = rowMid(node.category);
        const x1 = TAG_X + TAG_W;
        const x2 = TABLE_X - 4;
        return (
          <path
            key={`flow-${node.code}`}
            className={s.arrow}
            strokeDasharray={DASH[node.category]}
            d={`M${x1},${y1} C${x1 + 30},${y1} ${x2 - 30},${y2} ${x2},${y2}`}
            markerEnd="url(#CategoryExportTotals-arrow)"
          />
        );
      })}

      {/* The nodes: parents greyed (not counted), nodes without children with their cost and category. */}
      {nodes.map((node, i) => {
        const x = nodeX(node);
        const {category} = node;
        return (
          <g key={`node-${node.code}`}>
            <NodeBox
              x={x}
              y={mid(i) - 11}
              width={TREE_RIGHT - x}
              code={node.code}
              title={node.label}
              tone={category === undefined ? 'greyed' : 'plain'}
            />
            {category === undefined ? (
              <text className={s.small} fontStyle="italic" x={TAG_X + 4} y={mid(i) + 4}>
                {t.notCounted}
              </text>
            ) : (
              <>
                <text className={clsx(s.small, s.mono)} x={TREE_RIGHT - 8} y={mid(i) + 4} textAnchor="end">
                  {format.amount(node.cost ?? 0)}
                </text>
                <rect
                  className={s.box}
                  strokeDasharray={DASH[category]}
                  x={TAG_X}
                  y={mid(i) - 10}
                  width={TAG_W}
                  height={20}
                  rx={10}
                />
                <text
                  className={s.small}
                  fontStyle={category === NONE ? 'italic' : undefined}
                  x={TAG_X + TAG_W / 2}
                  y={mid(i) + 4}
                  textAnchor="middle">
                  {category === NONE ? t.none : categories[category]}
                </text>
              </>
            )}
          </g>
        );
      })}

      {/* The exported table. */}
      <TableFrame
        x={TABLE_X}
        y={HEAD_Y}
        widths={COLUMNS}
        headers={[t.category, shared.nodes, p.fieldCost]}
        headerHeight={HEAD_H}
        rowHeight={TROW_H}
        rows={rows.length}
        alignNumbers
        totals
      />
      {rows.map(([label, count, cost], r) => {
        // The Total row is bold.
        const weight = r === rows.length - 1 && s.bold;
        return (
          <g key={`row-${r}`}>
            <text className={clsx(s.text, weight)} x={colX[0] + 8} y={rowMid(r) + 5}>
              {label}
            </text>
            {[format.number(count), format.amount(cost)].map((value, c) => (
              <text
                key={c}
                className={clsx(s.text, s.mono, weight)}
                x={colX[c + 1] + COLUMNS[c + 1] - 8}
                y={rowMid(r) + 5}
                textAnchor="end">
                {value}
              </text>
            ))}
          </g>
        );
      })}
    </Illustration>
  );
}
