import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** A dropdown of the navigation bar (docs/product.md §2 Navigation bar) in Bootstrap's markup: a
 *  toggle button with the id `id` that says in aria-expanded whether its menu is open, and the menu
 *  (`aria-labelledby` the toggle) while it is. ArrowDown opens it and moves through its entries,
 *  ArrowUp back; Escape closes it and returns the focus to the toggle; choosing an entry, a click
 *  elsewhere or the focus leaving it closes it. Written for the bar instead of react-bootstrap's
 *  Dropdown, which brings Popper (10 KB as sent) into every page's first load although the bar
 *  positions its menus by CSS alone (docs/runtime.md §3). */
export function NavMenu({ id, title, align, children }: { id: string; title: ReactNode; align?: 'end'; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  // A click outside closes the menu; so does the focus leaving it (below), which Safari does not
  // report when a click lands on something that takes no focus.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const items = () => [...(root.current?.querySelectorAll<HTMLElement>('.dropdown-menu .dropdown-item') ?? [])];
  const moveFocus = (step: 1 | -1) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    list[at === -1 ? (step === 1 ? 0 : list.length - 1) : Math.min(list.length - 1, Math.max(0, at + step))]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && open) {
      e.preventDefault();
      setOpen(false);
      toggle.current?.focus();
    } else if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (open) moveFocus(step);
      else {
        setOpen(true);
        // The entries exist once the menu has rendered.
        requestAnimationFrame(() => moveFocus(step));
      }
    }
  };

  return (
    <div ref={root} className={`nav-item dropdown${open ? ' show' : ''}`} onKeyDown={onKeyDown}
      onBlur={(e) => { if (open && e.relatedTarget && !root.current?.contains(e.relatedTarget)) setOpen(false); }}>
      <button ref={toggle} type="button" id={id} className={`dropdown-toggle nav-link${open ? ' show' : ''}`}
        aria-expanded={open} onClick={() => setOpen(!open)}>
        {title}
      </button>
      {open && (
        // data-bs-popper="static": Bootstrap's style sheet places the menu below its toggle (and at
        // the right edge for 'end') without a positioning script.
        <div className={`dropdown-menu show${align === 'end' ? ' dropdown-menu-end' : ''}`} data-bs-popper="static"
          aria-labelledby={id} onClick={() => setOpen(false)}>
          {children}
        </div>
      )}
    </div>
  );
}
