/**
 * How numbers roll up the tree: values typed on the nodes without children, sums on their
 * parents, and at the top a ROM range and a budget.
 * Pages (every locale): /faq, /mac/customization/fields, /ios/customization/fields.
 */
import React from 'react';
import {translate} from '@docusaurus/Translate';
import Illustration, {illustrationStyles as s} from './Illustration';
import {type Field, useExampleProject, useNumberFormat} from './exampleProject';
import NodeBox, {NodeBoxes, fieldBoxHeight} from './NodeBox';
import {ArrowMarker} from './parts';
import {Moved, NarrowOnly, WideOnly} from './narrow';

export default function RollUp(): JSX.Element {
  const p = useExampleProject();
  const {number: n, hours} = useNumberFormat();
  const t = {
    title: translate({
      id: 'illustration.rollUp.title',
      message:
        'A roll-up: User research, Home page, and Checkout carry the Effort and Cost typed on them; Wireframes shows the sum of its two children, and Design, at the top, shows the total effort and cost, a ROM from 8,000 to 12,500, and a budget of 10,000. Arrows go up from each child to its parent.',
      description: 'Alt text of the roll-up illustration',
    }),
    caption: translate({
      id: 'illustration.rollUp.caption',
      message:
        'Figures are typed on the nodes without children; every parent shows their sum. ROM low, ROM high, and Budget add up the same way.',
      description: 'Caption of the roll-up illustration',
    }),
    rom: translate({id: 'illustration.rollUp.rom', message: 'ROM low–high'}),
    typed: translate({id: 'illustration.rollUp.typed', message: 'Typed on nodes without children'}),
    sum: translate({id: 'illustration.rollUp.sum', message: 'Sum of the children, read-only'}),
  };
  const figures = (effort: number, cost: number): Field[] => [
    [p.fieldEffort, hours(effort)],
    [p.fieldCost, n(cost)],
  ];

  return (
    <Illustration
      name="RollUp"
      title={t.title}
      viewBox="0 0 720 436"
      narrow={{width: 312, height: 666}}
      caption={t.caption}>
      <ArrowMarker id="RollUp-arrow" size={10} />

      {/* Top: the totals, with the ROM range and the budget; an accent ring marks it. On a phone,
          under the legend, and the children stacked under it, each level indented. */}
      <Moved by={[-124, 60]}>
        <rect className={s.accent} x={146} y={12} width={268} height={fieldBoxHeight('card', 4) + 8} rx={10} />
        <NodeBox
          layout="card"
          x={150}
          y={16}
          width={260}
          code="1"
          title={p.design}
          tone="computed"
          fields={[...figures(120, 9600), [t.rom, `${n(8000)}–${n(12500)}`], [p.fieldBudget, n(10000)]]}
        />
      </Moved>

      {/* Level 2, a leaf and a parent; level 3, the leaves under Wireframes. */}
      <NodeBoxes
        layout="card"
        width={200}
        boxes={[
          {x: 20, y: 196, code: '1.1', title: p.research, fields: figures(40, 3200), narrowBy: [32, 44]},
          {
            x: 400,
            y: 196,
            code: '1.2',
            title: p.wireframes,
            fields: figures(80, 6400),
            tone: 'computed',
            narrowBy: [-348, 150],
          },
          {x: 290, y: 336, code: '1.2.1', title: p.homePage, fields: figures(30, 2400), narrowBy: [-198, 126]},
          {x: 510, y: 336, code: '1.2.2', title: p.checkout, fields: figures(50, 4000), narrowBy: [-418, 232]},
        ]}
      />

      {/* Values go up: child to parent. */}
      <WideOnly>
        <path className={s.arrow} d="M120 196 V174 H260 V156" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M500 196 V174 H300 V156" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M390 336 V312 H480 V286" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M610 336 V312 H520 V286" markerEnd="url(#RollUp-arrow)" />
      </WideOnly>
      <NarrowOnly>
        <path className={s.arrow} d="M52 283 H36 V212" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M52 389 H36 V212" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M92 505 H72 V434" markerEnd="url(#RollUp-arrow)" />
        <path className={s.arrow} d="M92 611 H72 V434" markerEnd="url(#RollUp-arrow)" />
      </NarrowOnly>

      {/* Legend: beside the totals, or above them. */}
      <Moved by={[-440, -16]}>
        <rect className={s.box} x={440} y={28} width={24} height={16} rx={3} />
        <text className={s.small} x={474} y={41}>
          {t.typed}
        </text>
        <rect className={s.panel} x={440} y={56} width={24} height={16} rx={3} />
        <text className={s.small} x={474} y={69}>
          {t.sum}
        </text>
      </Moved>
    </Illustration>
  );
}
