import type { Category } from '@mitmachkarte/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategoryChooser } from './category-chooser';

const categories: Category[] = [
  {
    Name: 'Zustand', Label: 'Gewässerzustand', Icon: 'icon-1',
    Children: [{ Name: 'Klar', Label: 'Klar', Icon: '' }, { Name: 'Trueb', Label: '', Icon: '' }],
  },
  { Name: 'Muell', Label: 'Müll', Icon: '' },
];

describe('CategoryChooser (docs/product.md §4)', () => {
  it('shows the top level, goes into a parent, back again, and chooses a leaf', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<CategoryChooser show categories={categories} onChoose={onChoose} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Kategorie wählen' })).toBeInTheDocument();
    const parent = screen.getByRole('button', { name: /Gewässerzustand/ });
    expect(parent.querySelector('img')).toHaveAttribute('src', '/api/v1/gis/image/orig/icon-1');
    expect(screen.getByRole('button', { name: 'Müll' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();

    await user.click(parent);
    expect(onChoose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Klar' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Trueb' })).toBeInTheDocument(); // Label empty → Name
    expect(screen.queryByRole('button', { name: 'Müll' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('button', { name: 'Müll' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Klar' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Gewässerzustand/ }));
    await user.click(screen.getByRole('button', { name: 'Klar' }));
    // Chosen once the modal has faded out.
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(categories[0]!.Children![0]));
  });

  it('chooses a top-level leaf directly and closes on Abbrechen', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    const onClose = vi.fn();
    const { unmount } = render(<CategoryChooser show categories={categories} onChoose={onChoose} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Müll' }));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(categories[1]));
    expect(onClose).not.toHaveBeenCalled();
    unmount();

    render(<CategoryChooser show categories={categories} onChoose={onChoose} onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onClose).toHaveBeenCalled();
  });
});
