/**
 * The category export: the nodes without children, each tagged with a category, add up into one
 * row per category and a Total row; parents are not counted.
 * Pages (every locale): /mac/integrations/category-export, /ios/integrations/category-export.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import {useSharedLabels} from './labels';
import NodeBox from './NodeBox';
import {ArrowMarker, columnsX, TableFrame} from './parts';

/** The tree: one row per node. */
const TOP = 48;
const ROW_H = 30;
const TREE_X = 20;
const LEAF_X = 48;
const TREE_RIGHT = 252;
/** The category tag of each node without children, right of its box. */
const TAG_X = 260;
const TAG_W = 108;
/** The exported table: Category, Nodes, Cost. */
const TABLE_X = 456;
const COLUMNS = [124, 66, 64];
const HEAD_Y = 98;
const HEAD_H = 28;
const TROW_H = 30;

type Category = 0 | 1 | 2;
/** Each category is told apart by its dash pattern as well as by its name. */
const DASH = [undefined, '7 4', '2 3'];

export default function CategoryExportTotals(): JSX.Element {
  const p = useExampleProject();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.categoryExportTotals.title',
      message:
        'Six nodes without children, each tagged Labour, Material or Subcontract, flow into the category export: one row per category with the number of its nodes and the sum of their costs, then a Total row. The two parent nodes are not counted, because their values are already the roll-up of their children.',
      description: 'Alt text of the category export illustration',
    }),
    caption: translate({
      id: 'illustration.categoryExportTotals.caption',
      message:
        'Each node without children is counted once, in its category; the Total row equals the total of the document.',
      description: 'Caption of the category export illustration',
    }),
    export: translate({id: 'illustration.categoryExportTotals.export', message: 'Category export'}),
    notCounted: translate({id: 'illustration.categoryExportTotals.notCounted', message: 'Parent: not counted'}),
    labour: translate({id: 'illustration.categoryExportTotals.labour', message: 'Labour'}),
    material: translate({id: 'illustration.categoryExportTotals.material', message: 'Material'}),
    subcontract: translate({id: 'illustration.categoryExportTotals.subcontract', message: 'Subcontract'}),
    category: translate({id: 'illustration.categoryExportTotals.category', message: 'Category'}),
    total: translate({id: 'illustration.categoryExportTotals.total', message: 'Total'}),
    structure: translate({id: 'illustration.categoryExportTotals.structure', message: 'Structure'}),
    excavation: translate({id: 'illustration.categoryExportTotals.excavation', message: 'Excavation'}),
    concrete: translate({id: 'illustration.categoryExportTotals.concrete', message: 'Concrete'}),
    formwork: translate({id: 'illustration.categoryExportTotals.formwork', message: 'Formwork'}),
    finishes: translate({id: 'illustration.categoryExportTotals.finishes', message: 'Finishes'}),
    painting: translate({id: 'illustration.categoryExportTotals.painting', message: 'Painting'}),
    tiling: translate({id: 'illustration.categoryExportTotals.tiling', message: 'Tiling'}),
  };

  const categories = [t.labour, t.material, t.subcontract];
  const nodes: {code: string; label: string; cost?: string; category?: Category}[] = [
    {code: '1', label: t.structure},
    {code: '1.1', label: t.excavation, cost: '5200', category: 2},
    {code: '1.2', label: t.concrete, cost: '8400', category: 1},
    {code: '1.3', label: t.formwork, cost: '3600', category: 0},
    {code: '2', label: t.finishes},
    {code: '2.1', label: t.painting, cost: '2400', category: 0},
    {code: '2.2', label: t.tiling, cost: '3100', category: 1},
    {code: '2.3', label: p.electrical, cost: '6800', category: 2},
  ];
  const rows: [string, string, string][] = [
    [t.labour, '2', '6000'],
    [t.material, '2', '11500'],
    [t.subcontract, '2', '12000'],
    [t.total, '6', '29500'],
  ];

  const mid = (i: number) => TOP + i * ROW_H + ROW_H / 2;
  const rowTop = (r: number) => HEAD_Y + HEAD_H + r * TROW_H;
  const rowMid = (r: number) => rowTop(r) + TROW_H / 2;
  const colX = columnsX(TABLE_X, COLUMNS);

  return (
    <Illustration title={t.title} viewBox="0 0 720 300" caption={t.caption}>
      <ArrowMarker id="CategoryExportTotals-arrow" />

      <text className={clsx(s.text, s.bold)} x={TREE_X} y={28}>
        {shared.document}
      </text>
      <text className={clsx(s.text, s.bold)} x={TABLE_X} y={HEAD_Y - 14}>
        {t.export}
      </text>

      {/* Connectors from each parent to its children. */}
      {[0, 4].map((p) => (
        <path
          key={`link-${p}`}
          className={s.line}
          d={`M${TREE_X + 12},${mid(p) + 11} V${mid(p + 3)} M${TREE_X + 12},${mid(p + 1)} H${LEAF_X} M${TREE_X + 12},${mid(p + 2)} H${LEAF_X} M${TREE_X + 12},${mid(p + 3)} H${LEAF_X}`}
        />
      ))}

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
            d={`M${x1},${y1} C${x1 + 50},${y1} ${x2 - 46},${y2} ${x2},${y2}`}
            markerEnd="url(#CategoryExportTotals-arrow)"
          />
        );
      })}

      {/* The nodes: parents greyed (not counted), nodes without children with their cost and tag. */}
      {nodes.map((node, i) => {
        const leaf = node.category !== undefined;
        const x = leaf ? LEAF_X : TREE_X;
        return (
          <g key={`node-${node.code}`}>
            <NodeBox
              x={x}
              y={mid(i) - 11}
              width={TREE_RIGHT - x}
              code={node.code}
              title={node.label}
              titleX={leaf ? 36 : 22}
              tone={leaf ? 'plain' : 'greyed'}
            />
            {leaf ? (
              <>
                <text className={`${s.small} ${s.mono}`} x={TREE_RIGHT - 8} y={mid(i) + 4} textAnchor="end">
                  {node.cost}
                </text>
                <rect
                  className={s.box}
                  strokeDasharray={DASH[node.category as Category]}
                  x={TAG_X}
                  y={mid(i) - 10}
                  width={TAG_W}
                  height={20}
                  rx={10}
                />
                <text className={s.small} x={TAG_X + TAG_W / 2} y={mid(i) + 4} textAnchor="middle">
                  {categories[node.category as Category]}
                </text>
              </>
            ) : (
              <text className={s.small} fontStyle="italic" x={TAG_X + 4} y={mid(i) + 4}>
                {t.notCounted}
              </text>
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
      {rows.map((row, r) => {
        // The Total row is bold.
        const weight = r === rows.length - 1 && s.bold;
        return (
          <g key={`row-${r}`}>
            <text className={clsx(s.text, weight)} x={colX[0] + 8} y={rowMid(r) + 5}>
              {row[0]}
            </text>
            {[1, 2].map((c) => (
              <text
                key={c}
                className={clsx(s.text, s.mono, weight)}
                x={colX[c] + COLUMNS[c] - 8}
                y={rowMid(r) + 5}
                textAnchor="end">
                {row[c]}
              </text>
            ))}
          </g>
        );
      })}
    </Illustration>
  );
}
