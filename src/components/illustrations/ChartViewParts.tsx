/**
 * The chart view with its parts named: node boxes, the fields shown in them, a collapsed branch
 * (chevron and hidden-count badge) and the zoom control.
 * Pages (every locale): /mac/customization/chart-view, /ios/customization/chart-view.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import Illustration, {illustrationStyles as s} from './Illustration';
import {type Field, useExampleProject, useNumberFormat} from './exampleProject';
import {NodeBoxes} from './NodeBox';
import {Callout} from './parts';

export default function ChartViewParts(): JSX.Element {
  const p = useExampleProject();
  const {number: n, hours, percent} = useNumberFormat();
  const t = {
    title: translate({
      id: 'illustration.chartViewParts.title',
      message:
        'The chart view with its parts named. Each node box shows its code, its title, and the fields chosen for the boxes, here Effort and Cost. Under Build, a chevron and a badge reading 6 mark a collapsed branch with six hidden nodes. The zoom value, from 25% to 400%, sits in the bottom-right corner.',
      description: 'Alt text of the chart view parts illustration',
    }),
    caption: translate({
      id: 'illustration.chartViewParts.caption',
      message: 'The chart view: top-level nodes in the first row, their children below.',
      description: 'Caption of the chart view parts illustration',
    }),
    nodeBox: translate({id: 'illustration.chartViewParts.nodeBox', message: 'Node box: code and title'}),
    fields: translate({id: 'illustration.chartViewParts.fields', message: 'Fields chosen for the boxes'}),
    collapsed: translate({
      id: 'illustration.chartViewParts.collapsed',
      message: 'Collapsed branch: chevron and number of hidden nodes',
    }),
    zoom: translate(
      {id: 'illustration.chartViewParts.zoom', message: 'Zoom, {min} to {max}'},
      {min: percent(0.25), max: percent(4)},
    ),
  };
  /** The fields chosen for the boxes. */
  const figures = (effort: number, cost: number): Field[] => [
    [p.fieldEffort, hours(effort)],
    [p.fieldCost, n(cost)],
  ];

  const topLevel = [
    {x: 105, code: '1', title: p.design, fields: figures(120, 9600)},
    {x: 345, code: '2', title: p.build, fields: figures(300, 24000)},
    {x: 530, code: '3', title: p.launch, fields: figures(40, 3200)},
  ];
  const designChildren = [
    {x: 30, code: '1.1', title: p.researchShort, fields: figures(40, 3200)},
    {x: 200, code: '1.2', title: p.wireframes, fields: figures(80, 6400)},
  ];

  return (
    <Illustration name="ChartViewParts" title={t.title} viewBox="0 0 720 444" caption={t.caption}>
      {/* The chart area. */}
      <rect className={s.panel} x={10} y={56} width={700} height={326} rx={8} />

      {/* Top-level row. */}
      <NodeBoxes layout="chart" y={88} width={170} boxes={topLevel} />

      {/* Design is expanded: links to its children, and its chevron points down. */}
      <path className={s.line} d="M190 181 V200 M105 200 H275 M105 200 V222 M275 200 V222" />
      <circle className={s.box} cx={190} cy={172} r={9} />
      <path className={s.line} d="M185 170 L190 175 L195 170" />
      <NodeBoxes layout="chart" y={222} width={150} boxes={designChildren} />

      {/* Build is collapsed: the chevron points right and the badge counts the hidden nodes. */}
      <circle className={s.box} cx={430} cy={172} r={9} />
      <path className={s.line} d="M428 167 L433 172 L428 177" />
      <rect className={s.accent} x={446} y={163} width={26} height={18} rx={9} />
      <text className={s.onAccent} x={459} y={177} textAnchor="middle">
        6
      </text>

      {/* Zoom control, bottom-right corner. */}
      <rect className={s.box} x={596} y={338} width={100} height={30} rx={15} />
      <text className={s.text} x={638} y={358} textAnchor="middle">
        {percent(1)}
      </text>
      <path className={s.line} d="M674 350 L679 355 L684 350" />

      {/* Callouts. */}
      <Callout d="M190 44 V88" dot={[190, 88]} label={t.nodeBox} x={190} y={36} anchor="middle" />
      <Callout d="M60 306 V394" dot={[60, 306]} label={t.fields} x={20} y={410} />
      <Callout d="M430 181 V416" dot={[430, 181]} label={t.collapsed} x={430} y={432} anchor="middle" />
      <Callout d="M646 368 V394" dot={[646, 368]} label={t.zoom} x={706} y={410} anchor="end" />
    </Illustration>
  );
}
