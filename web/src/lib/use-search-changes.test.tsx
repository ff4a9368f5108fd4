import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../test/render';
import { useSearchChanges } from './use-search-changes';

/** Two buttons changing the address by parts: „a und b“ makes two changes in one click, before
 *  React draws the first. */
function Parts() {
  const [params, change] = useSearchChanges();
  const set = (key: string) => change((p) => {
    p.set(key, '1');
    return p;
  });
  return (
    <>
      <p>Adresse: {params.toString() || 'leer'}</p>
      <button type="button" onClick={() => { set('a'); set('b'); }}>a und b</button>
      <button type="button" onClick={() => set('c')}>c</button>
    </>
  );
}

describe('useSearchChanges', () => {
  it('composes a change on the one still being drawn, so that neither is lost', async () => {
    const { router } = renderOne(<Parts />, '/liste?x=1');
    await userEvent.click(screen.getByRole('button', { name: 'a und b' }));
    expect(await screen.findByText('Adresse: x=1&a=1&b=1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1&a=1&b=1');
  });

  it('composes on the address drawn once the one asked for was drawn, or Back left it', async () => {
    const { router } = renderOne(<Parts />, '/liste?x=1');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'c' }));
    expect(await screen.findByText('Adresse: x=1&c=1')).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByText('Adresse: x=1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'a und b' }));
    await waitFor(() => expect(router.state.location.search).toBe('?x=1&a=1&b=1'));
  });
});

/** A checkbox that shows the address, as the review table's „Ausgeblendete … einbeziehen“. */
function Box() {
  const [params, change] = useSearchChanges();
  return (
    <label>
      <input type="checkbox" checked={params.get('alle') === '1'} onChange={(e) => change((p) => {
        if (e.target.checked) p.set('alle', '1'); else p.delete('alle');
        return p;
      })} />
      Alle
    </label>
  );
}

describe('useSearchChanges, a control showing the address', () => {
  it('takes a click at once, before the router has drawn the new address', async () => {
    const { router } = renderOne(<Box />, '/liste');
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: 'Alle' });
    // A click as the browser dispatches it, outside act(): React draws the urgent update at the
    // end of the event and the router's transition later.
    box.click();
    expect(box.checked).toBe(true);
    await waitFor(() => expect(router.state.location.search).toBe('?alle=1'));
    expect(box.checked).toBe(true);
    box.click();
    expect(box.checked).toBe(false);
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
