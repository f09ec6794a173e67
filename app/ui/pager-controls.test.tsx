// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagerControls } from './pager-controls';
import { renderWithContent, testEdition } from './test-render';

afterEach(cleanup);

type Props = { page: number; count: number; wrap: boolean; onPageChange?: (page: number) => void; lang?: 'en' | 'ms' };

const pager = ({ lang = 'en', ...props }: Props) => (
  <PagerControls
    onPageChange={() => undefined}
    controls="items"
    status={`Page ${props.page + 1} of ${props.count}`}
    labels={testEdition(lang).shell.pager}
    {...props}
  />
);

describe('PagerControls', () => {
  it('stops at the first page when it does not wrap', async () => {
    const onPageChange = vi.fn();
    await renderWithContent(pager({ page: 0, count: 3, wrap: false, onPageChange }));
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(1);
    expect(screen.getByText('Page 1 of 3').getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Next' }).getAttribute('aria-controls')).toBe('items');
  });

  it('moves focus to Previous when Next reaches the last page', async () => {
    const onPageChange = vi.fn();
    await renderWithContent(pager({ page: 1, count: 3, wrap: false, onPageChange }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous' }));
  });

  it('wraps past either end when it wraps', async () => {
    const onPageChange = vi.fn();
    await renderWithContent(pager({ page: 0, count: 4, wrap: true, onPageChange }));
    const previous = screen.getByRole('button', { name: 'Previous' });
    expect(previous).toHaveProperty('disabled', false);
    fireEvent.click(previous);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('names its buttons with the labels it is given', async () => {
    await renderWithContent(pager({ page: 0, count: 2, wrap: true, lang: 'ms' }), { lang: 'ms' });
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Seterusnya' })).toBeDefined();
  });
});
