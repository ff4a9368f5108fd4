import type { SurveyQuestion } from '@mitmachkarte/contract';
import { useRef, useState } from 'react';
import { Button } from 'react-bootstrap';
import * as de from '../../i18n/de/surveys';
import { useT } from '../../i18n/runtime';
import { moved } from './survey-paging';

/** A ranking („Rangfolge“, docs/product.md §25.2): the options as an ordered list, each with
 *  „nach oben“ and „nach unten“ buttons (keyboard and screen readers, no dragging needed); the
 *  moved option's button keeps the focus and a live region says its new place. */
export function RankingField({ question, value, onChange, describedBy }: {
  question: SurveyQuestion; value: string[] | undefined; onChange: (v: string[]) => void; describedBy?: string;
}) {
  const t = useT('surveys', de.surveys);
  const order = value ?? question.Options.map((o) => o.Key);
  const [said, setSaid] = useState('');
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const label = (key: string) => { const o = question.Options.find((x) => x.Key === key); return o?.Label || key; };
  const move = (index: number, by: -1 | 1) => {
    const next = moved(order, index, by);
    const key = order[index]!;
    onChange(next);
    const rank = next.indexOf(key) + 1;
    setSaid(t('rankMoved', { option: label(key), rank }));
    // At the ends the button in the pressed direction is disabled: keep the focus on the other.
    const atEnd = rank === 1 || rank === next.length;
    requestAnimationFrame(() => buttons.current.get(`${key}:${atEnd ? (rank === 1 ? 1 : -1) : by}`)?.focus());
  };
  return (
    <>
      <p className="small text-body-secondary mb-2">{t('rankingHint')}</p>
      <ol className="list-group list-group-numbered survey-ranking" aria-describedby={describedBy}>
        {order.map((key, i) => (
          <li key={key} className="list-group-item d-flex align-items-center gap-2">
            <span className="flex-grow-1">{label(key)}<span className="visually-hidden"> ({t('rankPosition', { rank: i + 1 })})</span></span>
            <Button size="sm" variant="outline-secondary" disabled={i === 0} aria-label={t('rankUp', { option: label(key) })}
              ref={(el: HTMLButtonElement | null) => { buttons.current.set(`${key}:-1`, el); }} onClick={() => move(i, -1)}>↑</Button>
            <Button size="sm" variant="outline-secondary" disabled={i === order.length - 1} aria-label={t('rankDown', { option: label(key) })}
              ref={(el: HTMLButtonElement | null) => { buttons.current.set(`${key}:1`, el); }} onClick={() => move(i, 1)}>↓</Button>
          </li>
        ))}
      </ol>
      <p className="visually-hidden" aria-live="polite">{said}</p>
    </>
  );
}
