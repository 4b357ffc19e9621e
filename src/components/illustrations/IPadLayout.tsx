/**
 * A document on iPad: a navigation split view with the outline in the sidebar, the content
 * (chart or columns) and the node sheet on the right. Used on the iOS Document window page and
 * the iOS overview.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Illustration, {illustrationStyles as s} from './Illustration';

const SCREEN = {x: 32, y: 28, width: 656, height: 316};
const SIDEBAR_RIGHT = 212;
const SHEET = {x: 484, y: 72, width: 196, height: 264};

/** A line under an area, with the area's name below it. */
function AreaLabel({x1, x2, label}: {x1: number; x2: number; label: string}): JSX.Element {
  return (
    <g>
      <path className={s.line} d={`M${x1} 366 V372 H${x2} V366`} />
      <text className={s.text} x={(x1 + x2) / 2} y={392} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export default function IPadLayout(): JSX.Element {
  const {i18n} = useDocusaurusContext();
  const number = new Intl.NumberFormat(i18n.currentLocale);
  const n = (value: number): string => number.format(value);
  const t = {
    title: translate({
      id: 'illustration.iPadLayout.title',
      message:
        'On iPad, a document is a split view: the outline in a sidebar on the left, the content, here the chart, in the middle, and the node sheet with the fields of the selected node on the right. Node 1.2 is selected in all three.',
      description: 'Alt text of the iPad layout illustration',
    }),
    caption: translate({
      id: 'illustration.iPadLayout.caption',
      message: 'On iPad the areas of a document sit side by side.',
      description: 'Caption of the iPad layout illustration',
    }),
    document: translate({id: 'illustration.iPadLayout.document', message: 'Website redesign'}),
    design: translate({id: 'illustration.iPadLayout.design', message: 'Design'}),
    research: translate({id: 'illustration.iPadLayout.research', message: 'Research'}),
    wireframes: translate({id: 'illustration.iPadLayout.wireframes', message: 'Wireframes'}),
    build: translate({id: 'illustration.iPadLayout.build', message: 'Build'}),
    launch: translate({id: 'illustration.iPadLayout.launch', message: 'Launch'}),
    done: translate({id: 'illustration.iPadLayout.done', message: 'Done'}),
    fieldTitle: translate({id: 'illustration.iPadLayout.fieldTitle', message: 'Title'}),
    fieldStatus: translate({id: 'illustration.iPadLayout.fieldStatus', message: 'Status'}),
    inProgress: translate({id: 'illustration.iPadLayout.inProgress', message: 'In progress'}),
    fieldEffort: translate({id: 'illustration.iPadLayout.fieldEffort', message: 'Effort'}),
    fieldCost: translate({id: 'illustration.iPadLayout.fieldCost', message: 'Cost'}),
    fieldBudget: translate({id: 'illustration.iPadLayout.fieldBudget', message: 'Budget'}),
    sidebar: translate({id: 'illustration.iPadLayout.sidebar', message: 'Sidebar: outline'}),
    content: translate({id: 'illustration.iPadLayout.content', message: 'Content: chart or columns'}),
    sheet: translate({id: 'illustration.iPadLayout.sheet', message: 'Node sheet'}),
  };

  const outline: Array<{code: string; title: string; level: number; selected?: boolean; branch?: 'open' | 'closed'}> = [
    {code: '1', title: t.design, level: 1, branch: 'open'},
    {code: '1.1', title: t.research, level: 2},
    {code: '1.2', title: t.wireframes, level: 2, selected: true},
    {code: '2', title: t.build, level: 1, branch: 'closed'},
    {code: '3', title: t.launch, level: 1},
  ];
  const fields: Array<[string, string]> = [
    [t.fieldTitle, t.wireframes],
    [t.fieldStatus, t.inProgress],
    [t.fieldEffort, `${n(80)}\u00a0h`],
    [t.fieldCost, n(6400)],
    [t.fieldBudget, n(7000)],
  ];

  return (
    <Illustration title={t.title} viewBox="0 0 720 402" caption={t.caption}>
      <defs>
        <clipPath id="IPadLayout-clip">
          <rect x={SCREEN.x} y={SCREEN.y} width={SCREEN.width} height={SCREEN.height} rx={12} />
        </clipPath>
      </defs>

      {/* The iPad, in landscape. */}
      <rect className={s.panel} x={20} y={16} width={680} height={340} rx={24} />
      <rect className={s.box} x={SCREEN.x} y={SCREEN.y} width={SCREEN.width} height={SCREEN.height} rx={12} />
      <rect
        className={s.panel}
        clipPath="url(#IPadLayout-clip)"
        x={SCREEN.x}
        y={SCREEN.y}
        width={SIDEBAR_RIGHT - SCREEN.x}
        height={SCREEN.height}
      />

      {/* Sidebar: its button, the document name and the outline. */}
      <rect className={s.line} x={44} y={38} width={20} height={16} rx={3} />
      <path className={s.line} d="M51 38 V54" />
      <text className={s.small} fontWeight={600} x={44} y={80}>
        {t.document}
      </text>
      {outline.map((row, i) => {
        const y = 92 + i * 26;
        const x = 44 + (row.level - 1) * 16;
        return (
          <g key={row.code}>
            {row.selected && <rect className={s.accent} x={38} y={y} width={168} height={22} rx={5} />}
            {row.branch === 'open' && <path className={s.line} d={`M${x} ${y + 8} L${x + 8} ${y + 8} L${x + 4} ${y + 14} Z`} />}
            {row.branch === 'closed' && <path className={s.line} d={`M${x + 1} ${y + 6} L${x + 7} ${y + 11} L${x + 1} ${y + 16} Z`} />}
            <text
              className={row.selected ? s.onAccent : s.small}
              style={row.selected ? {fontSize: 12, fontWeight: 400} : undefined}
              x={x + 14}
              y={y + 15}>
              <tspan className={row.selected ? undefined : s.mono}>{row.code}</tspan>
              <tspan dx={5}>{row.title}</tspan>
            </text>
          </g>
        );
      })}

      {/* Toolbar of the content: view switcher, add node, AI generation, share. */}
      <rect className={s.box} x={300} y={37} width={60} height={20} rx={6} />
      <rect className={s.accent} x={300} y={37} width={30} height={20} rx={6} />
      <path className={s.line} d="M410 40 V54 M403 47 H417" />
      <path className={s.line} d="M450 40 Q451 46 457 47 Q451 48 450 54 Q449 48 443 47 Q449 46 450 40 Z" />
      <path className={s.line} d="M649 44 H647 V55 H661 V44 H659 M654 49 V36 M650 40 L654 36 L658 40" />

      {/* Content: the chart, node 1.2 selected. */}
      <path className={s.line} d="M262 172 V186 M258 186 H332 M258 186 V198 M332 186 V198" strokeWidth={1} />
      {[
        {x: 226, y: 138, w: 72, code: '1'},
        {x: 310, y: 138, w: 72, code: '2'},
        {x: 394, y: 138, w: 72, code: '3'},
        {x: 226, y: 198, w: 64, code: '1.1'},
        {x: 300, y: 198, w: 64, code: '1.2', selected: true},
      ].map((box) => (
        <g key={box.code}>
          <rect className={box.selected ? s.accent : s.box} x={box.x} y={box.y} width={box.w} height={34} rx={5} />
          <text
            className={box.selected ? s.onAccent : `${s.small} ${s.mono}`}
            style={box.selected ? {fontSize: 12} : undefined}
            x={box.x + 8}
            y={box.y + 15}>
            {box.code}
          </text>
          <rect className={s.panel} x={box.x + 8} y={box.y + 21} width={box.w - 24} height={6} rx={3} />
        </g>
      ))}
      <circle className={s.box} cx={378} cy={215} r={8} />
      <text className={s.small} fontWeight={600} x={378} y={219} textAnchor="middle">
        i
      </text>

      {/* Node sheet on the right. */}
      <rect className={s.box} x={SHEET.x} y={SHEET.y} width={SHEET.width} height={SHEET.height} rx={12} />
      <text x={SHEET.x + 12} y={SHEET.y + 26}>
        <tspan className={`${s.small} ${s.mono}`} fontWeight={600}>
          1.2
        </tspan>
      </text>
      <text className={s.small} fontWeight={600} x={SHEET.x + SHEET.width - 12} y={SHEET.y + 26} textAnchor="end">
        {t.done}
      </text>
      <path className={s.panel} d={`M${SHEET.x} ${SHEET.y + 38} H${SHEET.x + SHEET.width}`} />
      {fields.map(([label, value], i) => {
        const y = SHEET.y + 52 + i * 40;
        return (
          <g key={label}>
            <text className={s.small} x={SHEET.x + 12} y={y + 12}>
              {label}
            </text>
            <rect className={s.panel} x={SHEET.x + 12} y={y + 17} width={SHEET.width - 24} height={20} rx={4} />
            <text className={s.small} x={SHEET.x + 20} y={y + 31}>
              {value}
            </text>
          </g>
        );
      })}

      <AreaLabel x1={SCREEN.x} x2={SIDEBAR_RIGHT - 4} label={t.sidebar} />
      <AreaLabel x1={SIDEBAR_RIGHT + 4} x2={SHEET.x - 8} label={t.content} />
      <AreaLabel x1={SHEET.x} x2={SHEET.x + SHEET.width} label={t.sheet} />
    </Illustration>
  );
}
