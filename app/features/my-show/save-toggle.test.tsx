// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithContent } from '~/ui/test-render';
import { storageKey } from './my-show-plan';
import { SaveToggle } from './save-toggle';

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const toggle = () => screen.getByRole('button', { name: 'Save Azure Horizon' });

describe('SaveToggle', () => {
  it('is a toggle button named with its item, saved to the plan on this device and unsaved again', async () => {
    await renderWithContent(<SaveToggle item={{ kind: 'boat', id: 'azure-horizon' }} name="Azure Horizon" />);
    expect(toggle().getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('true'));
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}')).toMatchObject({ items: ['boat:azure-horizon'] });
    fireEvent.click(toggle());
    await waitFor(() => expect(toggle().getAttribute('aria-pressed')).toBe('false'));
    expect(JSON.parse(localStorage.getItem(storageKey) ?? '{}')).toMatchObject({ items: [] });
  });

  it('shows an item saved before as pressed, and every toggle of the same item agrees', async () => {
    localStorage.setItem(storageKey, JSON.stringify({ version: 1, items: ['boat:azure-horizon'] }));
    await renderWithContent(
      <>
        <SaveToggle item={{ kind: 'boat', id: 'azure-horizon' }} name="Azure Horizon" />
        <SaveToggle item={{ kind: 'boat', id: 'azure-horizon' }} name="Azure Horizon" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Save Azure Horizon' });
    expect(first?.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(first!);
    await waitFor(() => expect(second?.getAttribute('aria-pressed')).toBe('false'));
  });
});
