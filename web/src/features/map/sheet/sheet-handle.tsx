import { useRef, type ReactNode } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import { growSheet, shrinkSheet, type SheetSize } from './map-sheet';

/** How far a drag of the handle moves before the sheet takes the next size, px. */
const DRAG_STEP_PX = 40;

type SheetHandleProps = {
  size: SheetSize; onSize: (size: SheetSize) => void; handleRef?: React.Ref<HTMLButtonElement>;
  /** A button the bar offers at every size, first (the map's „+ Eintrag“). */
  action?: ReactNode;
};

/** The sheet's top bar on a phone (map-sheet.ts): the grip, a button 44 px high across the sheet
 *  that grows it (peek → half → full; at full it shrinks it to half), and dragged up or down by
 *  DRAG_STEP_PX grows or shrinks it a step; before it `action`, after it a visible close button
 *  that lets it peek. Both are buttons with German names for screen readers and the keyboard. */
export function SheetHandle({ size, onSize, handleRef, action }: SheetHandleProps) {
  const t = useT('phoneMap', de.phoneMap);
  // The pointer's last y where the sheet changed size during a drag; a drag is no click.
  const from = useRef<number | undefined>(undefined);
  const dragged = useRef(false);
  const full = size === 'full';
  return (
    <div className="map-sheet-bar">
      {action}
      <button type="button" ref={handleRef} className="map-sheet-handle" aria-label={full ? t('shrink') : t('grow')} aria-expanded={size !== 'peek'}
        onPointerDown={(e) => {
          from.current = e.clientY;
          dragged.current = false;
          e.currentTarget.setPointerCapture?.(e.pointerId);
        }}
        onPointerMove={(e) => {
          if (from.current === undefined) return;
          const dy = e.clientY - from.current;
          if (Math.abs(dy) < DRAG_STEP_PX) return;
          dragged.current = true;
          from.current = e.clientY;
          onSize(dy < 0 ? growSheet(size) : shrinkSheet(size));
        }}
        onPointerUp={() => { from.current = undefined; }}
        onPointerCancel={() => { from.current = undefined; }}
        onClick={() => {
          if (dragged.current) dragged.current = false;
          else onSize(full ? shrinkSheet(size) : growSheet(size));
        }}>
        <span className="map-sheet-grip" aria-hidden="true" />
      </button>
      {size !== 'peek' && <button type="button" className="btn-close map-sheet-close" aria-label={t('collapse')} onClick={() => onSize('peek')} />}
    </div>
  );
}
