/**
 * A document on iPhone: stacked screens, from the outline to the content, whose toolbar is at the
 * bottom of the screen, then the node sheet sliding up from the bottom.
 * Pages (every locale): /ios, /ios/maintenance/basics/document-window.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import DeviceFrame, {DEVICES, ScreenArea, type Rect} from './DeviceFrame';
import {exampleOutline, useExampleProject, useNumberFormat, wireframesFields} from './exampleProject';
import {useSharedLabels} from './labels';
import {ArrowMarker, DocumentToolbar, FieldList, OutlineList, SheetHeader} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

const PHONE_Y = 30;
const PHONE_W = 140;
const PHONE_H = 300;
const PHONES_X = [30, 290, 550];
const INSET = DEVICES.iphone.bezel;
const SCREEN_W = PHONE_W - 2 * INSET;
const SCREEN_H = PHONE_H - 2 * INSET;
const SCREEN_Y = PHONE_Y + INSET;
/** The content screen's toolbar: a band along the bottom of the screen, its buttons on its centre line. */
const TOOLBAR_H = 44;
const TOOLBAR_Y = SCREEN_Y + SCREEN_H - TOOLBAR_H;

/**
 * On a phone the three phones stand one above the other, centred in the 312-wide column, each
 * with its name under it and the moves between them in the gaps: how far each phone moves.
 */
const NARROW_MOVES: Record<'outline' | 'content' | 'sheet', [number, number]> = {
  outline: [56, -20],
  content: [-204, 400],
  sheet: [-464, 820],
};

/** The screen of the phone whose left edge is at x. */
function screenOf(x: number): Rect {
  return {x: x + INSET, y: SCREEN_Y, width: SCREEN_W, height: SCREEN_H};
}

/** The name of a screen under its phone, with one line of detail. */
function ScreenLabel({x, name, detail}: {x: number; name: string; detail: string}): JSX.Element {
  const cx = x + PHONE_W / 2;
  return (
    <g>
      <text className={clsx(s.text, s.bold)} x={cx} y={PHONE_Y + PHONE_H + 24} textAnchor="middle">
        {name}
      </text>
      <text className={s.small} x={cx} y={PHONE_Y + PHONE_H + 42} textAnchor="middle">
        {detail}
      </text>
    </g>
  );
}

export default function IPhoneLayout(): JSX.Element {
  const p = useExampleProject();
  const format = useNumberFormat();
  const shared = useSharedLabels();
  const t = {
    title: translate({
      id: 'illustration.iPhoneLayout.title',
      message:
        'On iPhone, a document is a stack of screens. The outline comes first; tapping a node opens the content screen, with the chart or the columns and the toolbar at the bottom; tapping a node’s Info button (ⓘ) slides the node sheet up from the bottom. The Back button returns to the outline.',
      description: 'Alt text of the iPhone layout illustration',
    }),
    caption: translate({
      id: 'illustration.iPhoneLayout.caption',
      message: 'On iPhone the areas of a document are screens, one above the other.',
      description: 'Caption of the iPhone layout illustration',
    }),
    tapNode: translate({id: 'illustration.iPhoneLayout.tapNode', message: 'Tap a node'}),
    back: translate({id: 'illustration.iPhoneLayout.back', message: 'Back'}),
    outline: translate({id: 'illustration.iPhoneLayout.outline', message: 'Outline'}),
    outlineDetail: translate({id: 'illustration.iPhoneLayout.outlineDetail', message: 'the first screen'}),
    content: translate({id: 'illustration.iPhoneLayout.content', message: 'Content'}),
    contentDetail: translate({id: 'illustration.iPhoneLayout.contentDetail', message: 'chart or columns'}),
    sheetDetail: translate({id: 'illustration.iPhoneLayout.sheetDetail', message: 'slides up from the bottom'}),
    tapInfo: translate({
      id: 'illustration.iPhoneLayout.tapInfo',
      message: 'Tap',
      description: 'Label of an arrow, followed by a drawn ⓘ button: tap the info button of a node',
    }),
  };

  const [x1, x2, x3] = PHONES_X;
  const sheetY = SCREEN_Y + 92;
  const f = wireframesFields(p, format);
  // The iPhone's sheet leaves Status out.
  const fields = [f.title, f.effort, f.cost, f.budget];
  const arrowY = PHONE_Y + 120;

  /** The chart on the content screen, at a given screen origin. */
  const chart = (sx: number): JSX.Element => (
    <g>
      <path
        className={`${s.line} ${s.thin}`}
        d={`M${sx + 26} ${SCREEN_Y + 98} V${SCREEN_Y + 112} M${sx + 26} ${SCREEN_Y + 112} H${sx + 76} M${sx + 26} ${SCREEN_Y + 112} V${SCREEN_Y + 124} M${sx + 76} ${SCREEN_Y + 112} V${SCREEN_Y + 124}`}
      />
      {[
        {x: sx + 8, y: SCREEN_Y + 74, w: 34, code: '1'},
        {x: sx + 46, y: SCREEN_Y + 74, w: 34, code: '2'},
        {x: sx + 84, y: SCREEN_Y + 74, w: 34, code: '3'},
        {x: sx + 8, y: SCREEN_Y + 124, w: 40, code: '1.1'},
        {x: sx + 56, y: SCREEN_Y + 124, w: 40, code: '1.2', selected: true},
      ].map((box) => (
        <g key={box.code}>
          <rect className={box.selected ? s.accent : s.box} x={box.x} y={box.y} width={box.w} height={24} rx={4} />
          <text
            className={box.selected ? `${s.onAccent} ${s.smallSize}` : `${s.small} ${s.mono}`}
            x={box.x + box.w / 2}
            y={box.y + 16}
            textAnchor="middle">
            {box.code}
          </text>
        </g>
      ))}
    </g>
  );

  return (
    <Illustration
      name="IPhoneLayout"
      title={t.title}
      viewBox="0 0 720 384"
      narrow={{width: 312, height: 1200}}
      caption={t.caption}>
      <ArrowMarker id="IPhoneLayout-arrow" size={10} />

      {/* 1. The outline. */}
      <Moved by={NARROW_MOVES.outline}>
        <DeviceFrame device="iphone" id="IPhoneLayout-outline" screen={screenOf(x1)}>
          <text className={clsx(s.small, s.bold)} x={x1 + INSET + 12} y={SCREEN_Y + 48}>
            {p.projectShort}
          </text>
          <OutlineList
            rows={exampleOutline(p)}
            x={x1 + INSET + 4}
            y={SCREEN_Y + 60}
            width={SCREEN_W - 8}
            indent={10}
            gap={5}
            rules
          />
        </DeviceFrame>
      </Moved>

      {/* 2. The content: a back button, the chart, and the toolbar at the bottom of the screen. */}
      <Moved by={NARROW_MOVES.content}>
        <DeviceFrame device="iphone" id="IPhoneLayout-content" screen={screenOf(x2)}>
          <path
            className={s.line}
            d={`M${x2 + INSET + 16} ${SCREEN_Y + 34} L${x2 + INSET + 10} ${SCREEN_Y + 41} L${x2 + INSET + 16} ${SCREEN_Y + 48}`}
          />
          {chart(x2 + INSET)}
          <ScreenArea x={x2 + INSET} y={TOOLBAR_Y} width={SCREEN_W} height={TOOLBAR_H} />
          <DocumentToolbar
            y={TOOLBAR_Y + TOOLBAR_H / 2}
            switcher={{x: x2 + INSET + 5, width: 32}}
            add={x2 + INSET + 50}
            ai={x2 + INSET + 71}
            more={x2 + INSET + 92}
            share={x2 + INSET + 112}
          />
          <circle className={s.box} cx={x2 + INSET + 110} cy={SCREEN_Y + 136} r={8} />
          <text className={clsx(s.small, s.bold)} x={x2 + INSET + 110} y={SCREEN_Y + 140} textAnchor="middle">
            i
          </text>
        </DeviceFrame>
      </Moved>

      {/* 3. The node sheet, over the dimmed content. */}
      <Moved by={NARROW_MOVES.sheet}>
        <DeviceFrame device="iphone" id="IPhoneLayout-sheet" screen={screenOf(x3)} dimmed>
          {chart(x3 + INSET)}
          <path
            className={s.box}
            d={`M${x3 + INSET} ${SCREEN_Y + SCREEN_H - 18} V${sheetY + 14} Q${x3 + INSET} ${sheetY} ${x3 + INSET + 14} ${sheetY} H${x3 + INSET + SCREEN_W - 14} Q${x3 + INSET + SCREEN_W} ${sheetY} ${x3 + INSET + SCREEN_W} ${sheetY + 14} V${SCREEN_Y + SCREEN_H - 18} Q${x3 + INSET + SCREEN_W} ${SCREEN_Y + SCREEN_H} ${x3 + INSET + SCREEN_W - 18} ${SCREEN_Y + SCREEN_H} H${x3 + INSET + 18} Q${x3 + INSET} ${SCREEN_Y + SCREEN_H} ${x3 + INSET} ${SCREEN_Y + SCREEN_H - 18} Z`}
          />
          <rect className={s.panel} x={x3 + PHONE_W / 2 - 16} y={sheetY + 6} width={32} height={5} rx={2.5} />
          <SheetHeader x1={x3 + INSET + 10} x2={x3 + INSET + SCREEN_W - 10} y={sheetY + 32} code="1.2" />
          <FieldList
            fields={fields}
            x1={x3 + INSET + 10}
            x2={x3 + INSET + SCREEN_W - 10}
            y={sheetY + 58}
            step={28}
            rules
          />
        </DeviceFrame>
        {/* The sheet slides up. */}
        <path
          className={s.arrow}
          d={`M${x3 + PHONE_W + 16} ${PHONE_Y + PHONE_H - 20} V${sheetY + 4}`}
          markerEnd="url(#IPhoneLayout-arrow)"
        />
        <ScreenLabel x={x3} name={shared.nodeSheet} detail={t.sheetDetail} />
      </Moved>
      <Moved by={NARROW_MOVES.outline}>
        <ScreenLabel x={x1} name={t.outline} detail={t.outlineDetail} />
      </Moved>
      <Moved by={NARROW_MOVES.content}>
        <ScreenLabel x={x2} name={t.content} detail={t.contentDetail} />
      </Moved>

      {/* Moving between the screens: across the gaps between the phones, or down and up between them. */}
      <WideOnly>
        <path
          className={s.arrow}
          d={`M${x1 + PHONE_W + 10} ${arrowY} H${x2 - 10}`}
          markerEnd="url(#IPhoneLayout-arrow)"
        />
        <path
          className={s.arrow}
          d={`M${x2 - 10} ${arrowY + 50} H${x1 + PHONE_W + 10}`}
          markerEnd="url(#IPhoneLayout-arrow)"
        />
        <path
          className={s.arrow}
          d={`M${x2 + PHONE_W + 10} ${arrowY} H${x3 - 10}`}
          markerEnd="url(#IPhoneLayout-arrow)"
        />
      </WideOnly>
      <NarrowOnly>
        <path className={s.arrow} d="M146 366 V422" markerEnd="url(#IPhoneLayout-arrow)" />
        <path className={s.arrow} d="M166 422 V366" markerEnd="url(#IPhoneLayout-arrow)" />
        <path className={s.arrow} d="M156 786 V842" markerEnd="url(#IPhoneLayout-arrow)" />
      </NarrowOnly>
      <Moved by={[-160, 254]}>
        <text className={s.small} x={(x1 + PHONE_W + x2) / 2} y={arrowY - 10} textAnchor="middle">
          {t.tapNode}
        </text>
      </Moved>
      <Moved by={[6, 204]}>
        <text className={s.small} x={(x1 + PHONE_W + x2) / 2} y={arrowY + 40} textAnchor="middle">
          {t.back}
        </text>
      </Moved>
      <Moved by={[-366, 675]}>
        <text className={s.small} x={(x2 + PHONE_W + x3) / 2 + 4} y={arrowY - 10} textAnchor="end">
          {t.tapInfo}
        </text>
        <circle className={s.box} cx={(x2 + PHONE_W + x3) / 2 + 16} cy={arrowY - 14} r={7} />
        <text className={clsx(s.small, s.bold)} x={(x2 + PHONE_W + x3) / 2 + 16} y={arrowY - 10} textAnchor="middle">
          i
        </text>
      </Moved>
    </Illustration>
  );
}
