/**
 * The areas of a document window on the Mac: toolbar (view switcher, add node, AI generation,
 * share), sidebar with the outline, content (chart or columns) and inspector, each named.
 * Used on the Mac Document window page and the Mac overview.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Illustration, {illustrationStyles as s} from './Illustration';

const WINDOW = {x: 20, y: 72, width: 680, height: 272};
const BOTTOM = WINDOW.y + WINDOW.height;
const TOOLBAR_BOTTOM = 114;
const SIDEBAR_RIGHT = 216;
const INSPECTOR_LEFT = 500;

/** A leader from a part (the dot) to its label. */
function Leader({d, x, y}: {d: string; x: number; y: number}): JSX.Element {
  return (
    <g>
      <path className={s.line} d={d} strokeDasharray="4 3" />
      <circle className={s.accent} cx={x} cy={y} r={3.5} />
    </g>
  );
}

/** A line under an area, with the area's name below it. */
function AreaLabel({x1, x2, label}: {x1: number; x2: number; label: string}): JSX.Element {
  return (
    <g>
      <path className={s.line} d={`M${x1} ${BOTTOM + 8} V${BOTTOM + 14} H${x2} V${BOTTOM + 8}`} />
      <text className={s.text} x={(x1 + x2) / 2} y={BOTTOM + 34} textAnchor="middle">
        {label}
      </text>
    </g>
  );
}

export default function MacDocumentWindow(): JSX.Element {
  const {i18n} = useDocusaurusContext();
  const number = new Intl.NumberFormat(i18n.currentLocale);
  const n = (value: number): string => number.format(value);
  const t = {
    title: translate({
      id: 'illustration.macDocumentWindow.title',
      message:
        'A Mac document window with its areas named: across the top, the toolbar with the view switcher, the add node button, the AI generation button and the share button; on the left, the sidebar with the outline; in the middle, the content, here the chart; on the right, the inspector with the fields of the selected node. Node 1.2 is selected in every area.',
      description: 'Alt text of the Mac document window illustration',
    }),
    caption: translate({
      id: 'illustration.macDocumentWindow.caption',
      message: 'The four areas of a document window on the Mac.',
      description: 'Caption of the Mac document window illustration',
    }),
    document: translate({id: 'illustration.macDocumentWindow.document', message: 'Website redesign'}),
    design: translate({id: 'illustration.macDocumentWindow.design', message: 'Design'}),
    research: translate({id: 'illustration.macDocumentWindow.research', message: 'Research'}),
    wireframes: translate({id: 'illustration.macDocumentWindow.wireframes', message: 'Wireframes'}),
    build: translate({id: 'illustration.macDocumentWindow.build', message: 'Build'}),
    launch: translate({id: 'illustration.macDocumentWindow.launch', message: 'Launch'}),
    fieldTitle: translate({id: 'illustration.macDocumentWindow.fieldTitle', message: 'Title'}),
    fieldStatus: translate({id: 'illustration.macDocumentWindow.fieldStatus', message: 'Status'}),
    inProgress: translate({id: 'illustration.macDocumentWindow.inProgress', message: 'In progress'}),
    fieldEffort: translate({id: 'illustration.macDocumentWindow.fieldEffort', message: 'Effort'}),
    fieldCost: translate({id: 'illustration.macDocumentWindow.fieldCost', message: 'Cost'}),
    fieldBudget: translate({id: 'illustration.macDocumentWindow.fieldBudget', message: 'Budget'}),
    toolbar: translate({id: 'illustration.macDocumentWindow.toolbar', message: 'Toolbar'}),
    viewSwitcher: translate({id: 'illustration.macDocumentWindow.viewSwitcher', message: 'View switcher'}),
    addNode: translate({id: 'illustration.macDocumentWindow.addNode', message: 'Add node'}),
    aiGeneration: translate({id: 'illustration.macDocumentWindow.aiGeneration', message: 'AI generation'}),
    share: translate({id: 'illustration.macDocumentWindow.share', message: 'Share'}),
    sidebar: translate({id: 'illustration.macDocumentWindow.sidebar', message: 'Sidebar: outline'}),
    content: translate({id: 'illustration.macDocumentWindow.content', message: 'Content: chart or columns'}),
    inspector: translate({id: 'illustration.macDocumentWindow.inspector', message: 'Inspector'}),
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
    <Illustration title={t.title} viewBox="0 0 720 390" caption={t.caption}>
      <defs>
        <clipPath id="MacDocumentWindow-clip">
          <rect x={WINDOW.x} y={WINDOW.y} width={WINDOW.width} height={WINDOW.height} rx={10} />
        </clipPath>
      </defs>

      <rect className={s.box} x={WINDOW.x} y={WINDOW.y} width={WINDOW.width} height={WINDOW.height} rx={10} />
      <g clipPath="url(#MacDocumentWindow-clip)">
        {/* Toolbar. */}
        <rect className={s.panel} x={WINDOW.x} y={WINDOW.y} width={WINDOW.width} height={TOOLBAR_BOTTOM - WINDOW.y} />
        {/* Sidebar. */}
        <rect className={s.panel} x={WINDOW.x} y={TOOLBAR_BOTTOM} width={SIDEBAR_RIGHT - WINDOW.x} height={BOTTOM - TOOLBAR_BOTTOM} />
      </g>
      <path className={s.line} d={`M${INSPECTOR_LEFT} ${TOOLBAR_BOTTOM} V${BOTTOM}`} strokeWidth={1} />

      {/* Toolbar contents: window buttons and document name, then the four commands. */}
      {[40, 58, 76].map((cx) => (
        <circle key={cx} className={s.box} cx={cx} cy={93} r={6} />
      ))}
      <text className={s.small} fontWeight={600} x={96} y={97}>
        {t.document}
      </text>
      {/* View switcher: Chart (chosen) and Columns. */}
      <rect className={s.box} x={262} y={82} width={68} height={22} rx={6} />
      <rect className={s.accent} x={262} y={82} width={34} height={22} rx={6} />
      <rect className={s.onAccent} x={275} y={86} width={8} height={5} />
      <rect className={s.onAccent} x={270} y={95} width={7} height={5} />
      <rect className={s.onAccent} x={281} y={95} width={7} height={5} />
      <path className={s.line} d="M307 88 H319 M307 93 H319 M307 98 H319" />
      {/* Add node. */}
      <rect className={s.box} x={416} y={82} width={28} height={22} rx={6} />
      <path className={s.line} d="M430 87 V99 M424 93 H436" />
      {/* AI generation: a sparkle. */}
      <rect className={s.box} x={526} y={82} width={28} height={22} rx={6} />
      <path className={s.line} d="M540 86 Q541 92 547 93 Q541 94 540 100 Q539 94 533 93 Q539 92 540 86 Z" />
      {/* Share: a box with an arrow going out. */}
      <rect className={s.box} x={646} y={82} width={28} height={22} rx={6} />
      <path className={s.line} d="M656 92 H654 V101 H666 V92 H664 M660 96 V85 M656 89 L660 85 L664 89" />

      {/* Sidebar: the outline. */}
      {outline.map((row, i) => {
        const y = 128 + i * 26;
        const x = 34 + (row.level - 1) * 18;
        return (
          <g key={row.code}>
            {row.selected && <rect className={s.accent} x={28} y={y} width={180} height={22} rx={5} />}
            {row.branch === 'open' && <path className={s.line} d={`M${x} ${y + 8} L${x + 8} ${y + 8} L${x + 4} ${y + 14} Z`} />}
            {row.branch === 'closed' && <path className={s.line} d={`M${x + 1} ${y + 6} L${x + 7} ${y + 11} L${x + 1} ${y + 16} Z`} />}
            <text
              className={row.selected ? s.onAccent : s.small}
              style={row.selected ? {fontSize: 12} : undefined}
              x={x + 14}
              y={y + 15}>
              <tspan className={row.selected ? undefined : s.mono}>{row.code}</tspan>
              <tspan dx={6}>{row.title}</tspan>
            </text>
          </g>
        );
      })}

      {/* Content: the chart, with node 1.2 selected. */}
      <path className={s.line} d="M268 204 V218 M264 218 H338 M264 218 V230 M338 218 V230" strokeWidth={1} />
      {[
        {x: 232, y: 170, code: '1'},
        {x: 322, y: 170, code: '2'},
        {x: 412, y: 170, code: '3'},
        {x: 232, y: 230, code: '1.1'},
        {x: 306, y: 230, code: '1.2', selected: true},
      ].map((box) => (
        <g key={box.code}>
          <rect className={box.selected ? s.accent : s.box} x={box.x} y={box.y} width={box.code.length > 1 ? 64 : 72} height={34} rx={5} />
          <text
            className={box.selected ? s.onAccent : `${s.small} ${s.mono}`}
            style={box.selected ? {fontSize: 12} : undefined}
            x={box.x + 8}
            y={box.y + 15}>
            {box.code}
          </text>
          <rect className={s.panel} x={box.x + 8} y={box.y + 21} width={box.code.length > 1 ? 40 : 48} height={6} rx={3} />
        </g>
      ))}

      {/* Inspector: the fields of the selected node. */}
      <text x={514} y={140}>
        <tspan className={`${s.small} ${s.mono}`} fontWeight={600}>
          1.2
        </tspan>
        <tspan className={s.text} dx={6} fontWeight={600}>
          {t.wireframes}
        </tspan>
      </text>
      {fields.map(([label, value], i) => {
        const y = 156 + i * 32;
        return (
          <g key={label}>
            <text className={s.small} x={514} y={y + 15}>
              {label}
            </text>
            <rect className={s.box} x={580} y={y} width={108} height={22} rx={4} />
            <text className={s.small} x={588} y={y + 15}>
              {value}
            </text>
          </g>
        );
      })}

      {/* Toolbar callouts, on two rows above the window. */}
      <Leader d="M60 30 V72" x={60} y={72} />
      <text className={s.text} x={20} y={22}>
        {t.toolbar}
      </text>
      <Leader d="M296 54 V82" x={296} y={82} />
      <text className={s.text} x={296} y={46} textAnchor="middle">
        {t.viewSwitcher}
      </text>
      <Leader d="M430 30 V82" x={430} y={82} />
      <text className={s.text} x={430} y={22} textAnchor="middle">
        {t.addNode}
      </text>
      <Leader d="M540 54 V82" x={540} y={82} />
      <text className={s.text} x={540} y={46} textAnchor="middle">
        {t.aiGeneration}
      </text>
      <Leader d="M660 30 V82" x={660} y={82} />
      <text className={s.text} x={660} y={22} textAnchor="middle">
        {t.share}
      </text>

      {/* Area names below the window. */}
      <AreaLabel x1={24} x2={SIDEBAR_RIGHT - 4} label={t.sidebar} />
      <AreaLabel x1={SIDEBAR_RIGHT + 4} x2={INSPECTOR_LEFT - 4} label={t.content} />
      <AreaLabel x1={INSPECTOR_LEFT + 4} x2={696} label={t.inspector} />
    </Illustration>
  );
}
