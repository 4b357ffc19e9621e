/**
 * A document on iPad: a navigation split view with the outline in the sidebar, the content
 * (chart or columns) and the node sheet on the right.
 * Pages (every locale): /ios, /ios/maintenance/basics/document-window.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import DeviceFrame, {ScreenArea} from './DeviceFrame';
import {exampleOutline, useExampleProject, useNumberFormat, wireframesFields} from './exampleProject';
import {useSharedLabels} from './labels';
import {AreaLabel, ChartSketch, DocumentToolbar, OutlineList, SheetHeader} from './parts';

const SCREEN = {x: 32, y: 28, width: 656, height: 316};
const SIDEBAR_RIGHT = 212;
const SHEET = {x: 484, y: 72, width: 196, height: 264};
/** The brackets naming the areas, under the iPad. */
const AREA_LABEL_Y = 366;

export default function IPadLayout(): JSX.Element {
  const p = useExampleProject();
  const format = useNumberFormat();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.iPadLayout.title',
      message:
        'On iPad, a document is a split view: the outline in a sidebar on the left, the content, here the chart, in the middle under the toolbar, and the node sheet with the fields of the selected node on the right. Node 1.2 is selected in all three.',
      description: 'Alt text of the iPad layout illustration',
    }),
    caption: translate({
      id: 'illustration.iPadLayout.caption',
      message: 'On iPad the areas of a document sit side by side.',
      description: 'Caption of the iPad layout illustration',
    }),
  };

  const f = wireframesFields(p, format);
  const fields = [f.title, f.status, f.effort, f.cost, f.budget];

  return (
    <Illustration name="IPadLayout" title={t.title} viewBox="0 0 720 402" caption={t.caption}>
      {/* The iPad, in landscape. */}
      <DeviceFrame device="ipad" id="IPadLayout" screen={SCREEN}>
        <ScreenArea x={SCREEN.x} y={SCREEN.y} width={SIDEBAR_RIGHT - SCREEN.x} height={SCREEN.height} />

        {/* Sidebar: its button, the document name and the outline. */}
        <rect className={s.line} x={44} y={38} width={20} height={16} rx={3} />
        <path className={s.line} d="M51 38 V54" />
        <text className={clsx(s.small, s.bold)} x={44} y={80}>
          {p.project}
        </text>
        <OutlineList rows={exampleOutline(p)} x={38} y={92} width={168} indent={16} gap={5} disclosure />

        {/* Toolbar of the content, at the top of the window. */}
        <DocumentToolbar y={47} switcher={{x: 300, width: 60}} add={410} ai={450} more={610} share={654} />

        {/* Content: the chart, node 1.2 selected. */}
        <ChartSketch x={226} y={138} step={84} />
        <circle className={s.box} cx={378} cy={215} r={8} />
        <text className={clsx(s.small, s.bold)} x={378} y={219} textAnchor="middle">
          i
        </text>

        {/* Node sheet on the right. */}
        <rect className={s.box} x={SHEET.x} y={SHEET.y} width={SHEET.width} height={SHEET.height} rx={12} />
        <SheetHeader x1={SHEET.x + 12} x2={SHEET.x + SHEET.width - 12} y={SHEET.y + 26} code="1.2" />
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
      </DeviceFrame>

      <AreaLabel x1={SCREEN.x} x2={SIDEBAR_RIGHT - 4} y={AREA_LABEL_Y} label={shared.sidebar} />
      <AreaLabel x1={SIDEBAR_RIGHT + 4} x2={SHEET.x - 8} y={AREA_LABEL_Y} label={shared.content} />
      <AreaLabel x1={SHEET.x} x2={SHEET.x + SHEET.width} y={AREA_LABEL_Y} label={shared.nodeSheet} />
    </Illustration>
  );
}
