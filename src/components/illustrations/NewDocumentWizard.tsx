/**
 * The new-document wizard: its four steps, each on its default, and Create at any step.
 * Pages (every locale): /mac/documents/new-document, /ios/documents/new-document,
 * /mac/customization/templates, /ios/customization/templates.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import Illustration, {illustrationStyles as s} from './Illustration';
import {useExampleProject} from './exampleProject';
import {ArrowMarker} from './parts';
import {Moved, NarrowOnly, WideOnly, WrappedText} from './narrow';

/** Four step cards in a row, then the Create button. */
const CARD_W = 136;
const GAP = 20;
const X0 = 11;
const CARD_Y = 58;
const CARD_H = 128;
const CREATE_W = 74;
/** Where the "Create at any step" line runs, under the cards. */
const ANY_Y = 208;
/**
 * On a phone the cards stand in a column, each step's name beside its card, the "any step" lines
 * going right to a line down to Create, under the last card's right; the note under it all.
 */
const NARROW = {
  width: 312,
  height: 800,
  cardX: 12,
  /** The top of the first card, and from one card's top to the next's. */
  cardY: 24,
  cardStep: 168,
  /** The centre of the steps' names, right of the cards. */
  titleX: 224,
  /** The "any step" line, down the right edge. */
  bus: 300,
  createX: 196,
  createY: 700,
  noteY: 760,
};
const narrowCardY = (k: number) => NARROW.cardY + k * NARROW.cardStep;

export default function NewDocumentWizard(): JSX.Element {
  const p = useExampleProject();
  const t = {
    title: translate({
      id: 'illustration.newDocumentWizard.title',
      message:
        'The new-document wizard in a row: structure type (WBS selected), template (Blank selected), currency (your region’s), first levels typed one per line, then Create. Each step has its default selected, and you can click or tap Create at any step.',
      description: 'Alt text of the new-document wizard illustration',
    }),
    caption: translate({
      id: 'illustration.newDocumentWizard.caption',
      message: 'The four steps of the wizard, each with its default selected.',
      description: 'Caption of the new-document wizard illustration',
    }),
    structureType: translate({id: 'illustration.newDocumentWizard.structureType', message: 'Structure type'}),
    template: translate({id: 'illustration.newDocumentWizard.template', message: 'Template'}),
    currency: translate({id: 'illustration.newDocumentWizard.currency', message: 'Currency'}),
    firstLevels: translate({id: 'illustration.newDocumentWizard.firstLevels', message: 'First levels'}),
    create: translate({id: 'illustration.newDocumentWizard.create', message: 'Create'}),
    blank: translate({id: 'illustration.newDocumentWizard.blank', message: 'Blank'}),
    software: translate({id: 'illustration.newDocumentWizard.software', message: 'Software project'}),
    event: translate({id: 'illustration.newDocumentWizard.event', message: 'Event'}),
    anyStep: translate({
      id: 'illustration.newDocumentWizard.anyStep',
      message: 'Create at any step: the steps you skip keep their defaults',
    }),
  };

  const cardX = (k: number) => X0 + k * (CARD_W + GAP);
  const createX = cardX(4);
  const midY = CARD_Y + CARD_H / 2;

  /** A list of choices, the first one selected (the default). */
  const choices = (k: number, items: string[]) =>
    items.map((label, i) => {
      const y = CARD_Y + 22 + i * 32;
      return (
        <g key={`${k}-${label}`}>
          <rect className={i === 0 ? s.accent : s.box} x={cardX(k) + 10} y={y} width={CARD_W - 20} height={24} rx={5} />
          <text className={i === 0 ? `${s.onAccent} ${s.smallSize}` : s.small} x={cardX(k) + 20} y={y + 16}>
            {label}
          </text>
        </g>
      );
    });

  /** What each card holds: three choices, or the text area of the first levels, one title per line. */
  const contents = [
    choices(0, ['WBS', 'CBS', 'PBS']),
    choices(1, [t.blank, t.software, t.event]),
    choices(2, ['EUR €', 'USD $', 'GBP £']),
    <g key="first-levels">
      <rect className={s.panel} x={cardX(3) + 10} y={CARD_Y + 22} width={CARD_W - 20} height={88} rx={4} />
      {[p.design, p.build, p.launch].map((label, i) => (
        <text key={label} className={s.small} x={cardX(3) + 20} y={CARD_Y + 44 + i * 22}>
          {label}
        </text>
      ))}
      <line className={s.line} x1={cardX(3) + 20} y1={CARD_Y + 94} x2={cardX(3) + 20} y2={CARD_Y + 106} />
    </g>,
  ];

  const steps = [t.structureType, t.template, t.currency, t.firstLevels];

  return (
    <Illustration
      name="NewDocumentWizard"
      title={t.title}
      viewBox="0 0 720 246"
      narrow={{width: NARROW.width, height: NARROW.height}}
      caption={t.caption}>
      <ArrowMarker id="NewDocumentWizard-arrow" />

      {/* "Create at any step": a line from under every card to the Create button, or from beside it. */}
      <WideOnly>
        {steps.map((_, k) => (
          <line
            key={`down-${k}`}
            className={s.line}
            strokeDasharray="3 3"
            x1={cardX(k) + CARD_W / 2}
            y1={CARD_Y + CARD_H}
            x2={cardX(k) + CARD_W / 2}
            y2={ANY_Y}
          />
        ))}
        <path
          className={s.arrow}
          strokeDasharray="3 3"
          d={`M${cardX(0) + CARD_W / 2},${ANY_Y} H${createX + CREATE_W / 2} V${midY + 19}`}
          markerEnd="url(#NewDocumentWizard-arrow)"
        />
      </WideOnly>
      <NarrowOnly>
        {steps.map((_, k) => (
          <line
            key={`aside-${k}`}
            className={s.line}
            strokeDasharray="3 3"
            x1={NARROW.cardX + CARD_W}
            y1={narrowCardY(k) + CARD_H - 24}
            x2={NARROW.bus}
            y2={narrowCardY(k) + CARD_H - 24}
          />
        ))}
        <path
          className={s.arrow}
          strokeDasharray="3 3"
          d={`M${NARROW.bus},${narrowCardY(0) + CARD_H - 24} V${NARROW.createY + 16} H${NARROW.createX + CREATE_W + 3}`}
          markerEnd="url(#NewDocumentWizard-arrow)"
        />
      </NarrowOnly>
      <Moved by={[NARROW.cardX - cardX(0) - CARD_W / 2, NARROW.noteY - ANY_Y - 24]}>
        <WrappedText x={cardX(0) + CARD_W / 2} y={ANY_Y + 24} width={640} narrowWidth={300} lines={3}>
          {t.anyStep}
        </WrappedText>
      </Moved>

      {/* The steps: their names above the cards, or beside them. */}
      {steps.map((label, k) => (
        <g key={`step-${k}`}>
          <Moved by={[NARROW.titleX - cardX(k) - CARD_W / 2, narrowCardY(k) + 20 - 28]}>
            <text className={clsx(s.text, s.bold)} x={cardX(k) + CARD_W / 2} y={28} textAnchor="middle">
              {label}
            </text>
          </Moved>
          <Moved by={[NARROW.cardX - cardX(k), narrowCardY(k) - CARD_Y]}>
            <rect className={s.box} x={cardX(k)} y={CARD_Y} width={CARD_W} height={CARD_H} rx={8} />
            <circle className={s.accent} cx={cardX(k) + CARD_W / 2} cy={CARD_Y} r={11} />
            <text
              className={`${s.onAccent} ${s.smallSize}`}
              x={cardX(k) + CARD_W / 2}
              y={CARD_Y + 4}
              textAnchor="middle">
              {k + 1}
            </text>
            {contents[k]}
          </Moved>
        </g>
      ))}

      {/* From each step to the next, then to Create: rightwards, or down the column. */}
      <WideOnly>
        {steps.map((_, k) => (
          <line
            key={`next-${k}`}
            className={s.arrow}
            x1={cardX(k) + CARD_W + 3}
            y1={midY}
            x2={(k < 3 ? cardX(k + 1) : createX) - 3}
            y2={midY}
            markerEnd="url(#NewDocumentWizard-arrow)"
          />
        ))}
      </WideOnly>
      <NarrowOnly>
        {[0, 1, 2].map((k) => (
          <path
            key={`down-${k}`}
            className={s.arrow}
            d={`M${NARROW.cardX + CARD_W / 2},${narrowCardY(k) + CARD_H + 3} V${narrowCardY(k + 1) - 14}`}
            markerEnd="url(#NewDocumentWizard-arrow)"
          />
        ))}
        <path
          className={s.arrow}
          d={`M${NARROW.cardX + CARD_W / 2},${narrowCardY(3) + CARD_H + 3} V${NARROW.createY + 16} H${NARROW.createX - 3}`}
          markerEnd="url(#NewDocumentWizard-arrow)"
        />
      </NarrowOnly>

      {/* Create: the button, and the document it opens. */}
      <Moved by={[NARROW.createX - createX, NARROW.createY - (midY - 16)]}>
        <path className={s.box} d={`M${createX + 22},${midY - 62} h22 l8,8 v30 h-30 Z`} />
        <path
          className={`${s.line} ${s.thin}`}
          d={`M${createX + 28},${midY - 44} h18 M${createX + 28},${midY - 38} h12 M${createX + 28},${midY - 32} h15`}
        />
        <rect className={s.accent} x={createX} y={midY - 16} width={CREATE_W} height={32} rx={16} />
        <text className={s.onAccent} x={createX + CREATE_W / 2} y={midY + 5} textAnchor="middle">
          {t.create}
        </text>
      </Moved>
    </Illustration>
  );
}
