import type { EmbedCard } from '@mitmachkarte/contract';
import type { EmbedTextKey } from './texts';

type Say = (key: EmbedTextKey, values?: Readonly<Record<string, string | number>>) => string;

/** An element `tag` with `className` and text. */
export function el<K extends keyof HTMLElementTagNameMap>(tag: K, className = '', text = ''): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text) e.textContent = text;
  return e;
}

/** A link that opens the full app in a new tab (rel=noopener: the app gets no handle on this
 *  page), its text followed by the hint that it opens a new tab. */
export function appLink(href: string, text: string, say: Say, className: string): HTMLAnchorElement {
  const a = el('a', className, text);
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener';
  a.append(' ', el('span', 'mk-visually-hidden', say('newTab')));
  return a;
}

/** Fills `box` with a tapped entry's card (docs/product.md §24.1): its title, category and
 *  status, a link to the entry in the app (`href`) and „Schließen“, which empties the box and
 *  calls `onClose`. Texts go in as text, never as HTML. The heading takes the focus, so that a
 *  keyboard or screen reader user lands on what was opened. */
export function showCard(box: HTMLElement, card: EmbedCard, href: string, say: Say, onClose: () => void): void {
  box.replaceChildren();
  const heading = el('h2', 'mk-card-title', card.Title || say('untitled'));
  heading.tabIndex = -1;
  const facts = el('dl', 'mk-card-facts');
  if (card.Category) facts.append(el('dt', '', say('category')), el('dd', '', card.Category));
  const status = el('dd', '', card.Status);
  const dot = el('span', 'mk-dot');
  dot.style.background = card.StatusColour;
  status.prepend(dot);
  facts.append(el('dt', '', say('status')), status);
  const close = el('button', 'mk-button mk-secondary', say('close'));
  close.type = 'button';
  close.addEventListener('click', () => {
    box.replaceChildren();
    box.hidden = true;
    onClose();
  });
  const actions = el('div', 'mk-actions');
  actions.append(appLink(href, say('openEntry'), say, 'mk-button'), close);
  box.append(heading, facts, actions);
  box.hidden = false;
  heading.focus();
}
