/**
 * The chart view with its parts named: node boxes, the fields shown in them, a collapsed branch
 * (chevron and hidden-count badge) and the zoom control. Used on the Chart view pages.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Illustration, {illustrationStyles as s} from './Illustration';

interface BoxProps {
  x: number;
  y: number;
  width: number;
  code: string;
  title: string;
  fields: Array<[string, string]>;
}

const BOX_HEIGHT = 84;

function ChartBox({x, y, width, code, title, fields}: BoxProps): JSX.Element {
  return (
    <g>
      <rect className={s.box} x={x} y={y} width={width} height={BOX_HEIGHT} rx={6} />
      <text x={x + 10} y={y + 21}>
        <tspan className={`${s.small} ${s.mono}`} fontWeight={600}>
          {code}
        </tspan>
        <tspan className={s.text} dx={7}>
          {title}
        </tspan>
      </text>
      <path className={s.line} d={`M${x + 8} ${y + 30} H${x + width - 8}`} strokeWidth={1} />
      {fields.map(([label, value], i) => (
        <g key={label}>
          <text className={s.small} x={x + 10} y={y + 49 + i * 20}>
            {label}
          </text>
          <text className={s.small} x={x + width - 10} y={y + 49 + i * 20} textAnchor="end">
            {value}
          </text>
        </g>
      ))}
    </g>
  );
}

/** A leader from a part (the dot) to its label. */
function Leader({d, x, y}: {d: string; x: number; y: number}): JSX.Element {
  return (
    <g>
      <path className={s.line} d={d} strokeDasharray="4 3" />
      <circle className={s.accent} cx={x} cy={y} r={3.5} />
    </g>
  );
}

export default function ChartViewParts(): JSX.Element {
  const {i18n} = useDocusaurusContext();
  const number = new Intl.NumberFormat(i18n.currentLocale);
  const percent = new Intl.NumberFormat(i18n.currentLocale, {style: 'percent'});
  const n = (value: number): string => number.format(value);
  const t = {
    title: translate({
      id: 'illustration.chartViewParts.title',
      message:
        'The chart view with its parts named. Each node box shows its code, its title and the fields chosen for the boxes, here Effort and Cost. Under Build, a chevron and a badge reading 6 mark a collapsed branch with six hidden nodes. The zoom value, from 25% to 400%, sits in the bottom-right corner.',
      description: 'Alt text of the chart view parts illustration',
    }),
    caption: translate({
      id: 'illustration.chartViewParts.caption',
      message: 'The chart view: top-level nodes in the first row, their children below.',
      description: 'Caption of the chart view parts illustration',
    }),
    design: translate({id: 'illustration.chartViewParts.design', message: 'Design'}),
    build: translate({id: 'illustration.chartViewParts.build', message: 'Build'}),
    launch: translate({id: 'illustration.chartViewParts.launch', message: 'Launch'}),
    research: translate({id: 'illustration.chartViewParts.research', message: 'Research'}),
    wireframes: translate({id: 'illustration.chartViewParts.wireframes', message: 'Wireframes'}),
    effort: translate({id: 'illustration.chartViewParts.effort', message: 'Effort'}),
    cost: translate({id: 'illustration.chartViewParts.cost', message: 'Cost'}),
    nodeBox: translate({id: 'illustration.chartViewParts.nodeBox', message: 'Node box: code and title'}),
    fields: translate({id: 'illustration.chartViewParts.fields', message: 'Fields chosen for the boxes'}),
    collapsed: translate({
      id: 'illustration.chartViewParts.collapsed',
      message: 'Collapsed branch: chevron and number of hidden nodes',
    }),
    zoom: translate(
      {id: 'illustration.chartViewParts.zoom', message: 'Zoom, {min} to {max}'},
      {min: percent.format(0.25), max: percent.format(4)},
    ),
  };
  const hours = (value: number): string => `${n(value)}\u00a0h`;

  return (
    <Illustration title={t.title} viewBox="0 0 720 444" caption={t.caption}>
      {/* The chart area. */}
      <rect className={s.panel} x={10} y={56} width={700} height={326} rx={8} />

      {/* Top-level row. */}
      <ChartBox x={105} y={88} width={170} code="1" title={t.design} fields={[[t.effort, hours(120)], [t.cost, n(9600)]]} />
      <ChartBox x={345} y={88} width={170} code="2" title={t.build} fields={[[t.effort, hours(300)], [t.cost, n(24000)]]} />
      <ChartBox x={530} y={88} width={170} code="3" title={t.launch} fields={[[t.effort, hours(40)], [t.cost, n(3200)]]} />

      {/* Design is expanded: links to its children, and its chevron points down. */}
      <path className={s.line} d="M190 181 V200 M105 200 H275 M105 200 V222 M275 200 V222" />
      <circle className={s.box} cx={190} cy={172} r={9} />
      <path className={s.line} d="M185 170 L190 175 L195 170" />
      <ChartBox x={30} y={222} width={150} code="1.1" title={t.research} fields={[[t.effort, hours(40)], [t.cost, n(3200)]]} />
      <ChartBox x={200} y={222} width={150} code="1.2" title={t.wireframes} fields={[[t.effort, hours(80)], [t.cost, n(6400)]]} />

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
        {percent.format(1)}
      </text>
      <path className={s.line} d="M674 350 L679 355 L684 350" />

      {/* Callouts. */}
      <Leader d="M190 44 V88" x={190} y={88} />
      <text className={s.text} x={190} y={36} textAnchor="middle">
        {t.nodeBox}
      </text>

      <Leader d="M60 306 V394" x={60} y={306} />
      <text className={s.text} x={20} y={410}>
        {t.fields}
      </text>

      <Leader d="M430 181 V416" x={430} y={181} />
      <text className={s.text} x={430} y={432} textAnchor="middle">
        {t.collapsed}
      </text>

      <Leader d="M646 368 V394" x={646} y={368} />
      <text className={s.text} x={706} y={410} textAnchor="end">
        {t.zoom}
      </text>
    </Illustration>
  );
}
