import type { ResidencyRequirement } from '@mitmachkarte/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOne } from '../../test/render';
import { ResidencyEditor } from './residency-editor';

/** „Teilnahme nur für verifizierte Einwohnerinnen und Einwohner“ (docs/product.md §14.1). */
describe('ResidencyEditor', () => {
  it('reserves entries and votes, takes municipality keys and names a wrong one', async () => {
    let last: ResidencyRequirement | undefined;
    function Host() {
      const [value, setValue] = useState<ResidencyRequirement>({ Entries: false, Votes: false, Municipalities: [] });
      return <ResidencyEditor value={value} onChange={(v) => { last = v; setValue(v); }} />;
    }
    renderOne(<Host />);
    const user = userEvent.setup();
    expect(screen.getByRole('group', { name: 'Teilnahme nur für verifizierte Einwohnerinnen und Einwohner' })).toBeInTheDocument();
    const keys = screen.getByLabelText('Nur diese Gemeinden (Amtlicher Gemeindeschlüssel, 8 Ziffern)');
    expect(keys).toBeDisabled();
    await user.click(screen.getByLabelText('Einträge nur von verifizierten Einwohnerinnen und Einwohnern'));
    await user.type(keys, '06631009, 0663100');
    expect(screen.getByText('Kein gültiger Gemeindeschlüssel: 0663100. Ein Gemeindeschlüssel hat 8 Ziffern.')).toBeInTheDocument();
    expect(keys).toHaveAttribute('aria-invalid', 'true');
    await user.type(keys, '1');
    expect(screen.queryByText(/Kein gültiger Gemeindeschlüssel/)).toBeNull();
    expect(last).toEqual({ Entries: true, Votes: false, Municipalities: ['06631009', '06631001'] });
  });
});
