/**
 * The areas of a document window on the Mac: toolbar (view switcher, add node, AI generation,
 * share), sidebar with the outline, content (chart or columns) and inspector, each named.
 * Pages (every locale): /mac, /mac/maintenance/basics/document-window.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import DeviceFrame, {ScreenArea} from './DeviceFrame';
import {exampleOutline, useExampleProject, useNumberFormat, wireframesFields} from './exampleProject';
import {useSharedLabels} from './labels';
import {AreaLabel, Callout, ChartSketch, CodeTitle, OutlineList} from './parts';

const WINDOW = {x: 20, y: 72, width: 680, height: 272};
const BOTTOM = WINDOW.y + WINDOW.height;
const TOOLBAR_BOTTOM = 114;
const SIDEBAR_RIGHT = 216;
const INSPECTOR_LEFT = 500;

export default function MacDocumentWindow(): JSX.Element {
  const p = useExampleProject();
  const format = useNumberFormat();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.macDocumentWindow.title',
      message:
        'A Mac document window with its areas named: across the top, the toolbar with the view switcher and the Add node, AI generation, and Share buttons; on the left, the sidebar with the outline; in the middle, the content, here the chart; on the right, the inspector with the fields of the selected node. Node 1.2 is selected in every area.',
      description: 'Alt text of the Mac document window illustration',
    }),
    caption: translate({
      id: 'illustration.macDocumentWindow.caption',
      message: 'The four areas of a document window on the Mac.',
      description: 'Caption of the Mac document window illustration',
    }),
    toolbar: translate({id: 'illustration.macDocumentWindow.toolbar', message: 'Toolbar'}),
    viewSwitcher: translate({id: 'illustration.macDocumentWindow.viewSwitcher', message: 'View switcher'}),
    addNode: translate({id: 'illustration.macDocumentWindow.addNode', message: 'Add node'}),
    aiGeneration: translate({id: 'illustration.macDocumentWindow.aiGeneration', message: 'AI generation'}),
    share: translate({id: 'illustration.macDocumentWindow.share', message: 'Share'}),
    inspector: translate({id: 'illustration.macDocumentWindow.inspector', message: 'Inspector'}),
  };

  const f = wireframesFields(p, format);
  const fields = [f.title, f.status, f.effort, f.cost, f.budget];

  return (
    <Illustration name="MacDocumentWindow" title={t.title} viewBox="0 0 720 390" caption={t.caption}>
      <DeviceFrame device="mac" id="MacDocumentWindow" screen={WINDOW}>
        {/* The toolbar and the sidebar, on grey; the inspector's edge. */}
        <ScreenArea x={WINDOW.x} y={WINDOW.y} width={WINDOW.width} height={TOOLBAR_BOTTOM - WINDOW.y} />
        <ScreenArea x={WINDOW.x} y={TOOLBAR_BOTTOM} width={SIDEBAR_RIGHT - WINDOW.x} height={BOTTOM - TOOLBAR_BOTTOM} />
        <path className={clsx(s.line, s.thin)} d={`M${INSPECTOR_LEFT} ${TOOLBAR_BOTTOM} V${BOTTOM}`} />

        {/* Toolbar: the document name after the window buttons, then the four commands. */}
        <text className={clsx(s.small, s.bold)} x={96} y={97}>
          {p.project}
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
        <OutlineList rows={exampleOutline(p)} x={28} y={128} width={180} indent={18} gap={6} disclosure boldSelection />

        {/* Content: the chart, with node 1.2 selected. */}
        <ChartSketch x={232} y={170} step={90} />

        {/* Inspector: the fields of the selected node. */}
        <CodeTitle x={514} y={140} code="1.2" title={p.wireframes} gap={6} bold />
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
      </DeviceFrame>

      {/* Toolbar callouts, on two rows above the window. */}
      <Callout d="M60 30 V72" dot={[60, 72]} label={t.toolbar} x={20} y={22} />
      <Callout d="M296 54 V82" dot={[296, 82]} label={t.viewSwitcher} x={296} y={46} anchor="middle" />
      <Callout d="M430 30 V82" dot={[430, 82]} label={t.addNode} x={430} y={22} anchor="middle" />
      <Callout d="M540 54 V82" dot={[540, 82]} label={t.aiGeneration} x={540} y={46} anchor="middle" />
      <Callout d="M660 30 V82" dot={[660, 82]} label={t.share} x={660} y={22} anchor="middle" />

      {/* Area names below the window. */}
      <AreaLabel x1={24} x2={SIDEBAR_RIGHT - 4} y={BOTTOM + 8} label={shared.sidebar} />
      <AreaLabel x1={SIDEBAR_RIGHT + 4} x2={INSPECTOR_LEFT - 4} y={BOTTOM + 8} label={shared.content} />
      <AreaLabel x1={INSPECTOR_LEFT + 4} x2={696} y={BOTTOM + 8} label={t.inspector} />
    </Illustration>
  );
}
