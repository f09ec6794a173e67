// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTextEntry, opensSearch } from './search-shortcut';

const key = (overrides: Partial<Parameters<typeof opensSearch>[0]> = {}) => ({
  key: '/',
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  isComposing: false,
  ...overrides,
});

function element(html: string): Element {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.firstElementChild!;
}

describe('isTextEntry', () => {
  it('is true where a typed / becomes text', () => {
    for (const html of [
      '<input>',
      '<input type="search">',
      '<input type="email">',
      '<textarea></textarea>',
      '<select></select>',
      '<div contenteditable="true"></div>',
    ]) {
      expect(isTextEntry(element(html)), html).toBe(true);
    }
  });

  it('is false on links, buttons, check boxes and the page itself', () => {
    for (const html of ['<a href="/">x</a>', '<button>x</button>', '<input type="checkbox">', '<input type="radio">']) {
      expect(isTextEntry(element(html)), html).toBe(false);
    }
    expect(isTextEntry(document.body)).toBe(false);
    expect(isTextEntry(null)).toBe(false);
  });
});

describe('opensSearch', () => {
  it('opens on / from the page or a link', () => {
    expect(opensSearch(key(), document.body)).toBe(true);
    expect(opensSearch(key(), element('<a href="/">x</a>'))).toBe(true);
  });

  it('leaves / to a text field, and other keys alone', () => {
    expect(opensSearch(key(), element('<input type="text">'))).toBe(false);
    expect(opensSearch(key({ key: '?' }), document.body)).toBe(false);
    expect(opensSearch(key({ key: 's' }), document.body)).toBe(false);
  });

  it('does not open with Ctrl, Alt or Meta, while composing, or when the key was used', () => {
    expect(opensSearch(key({ ctrlKey: true }), document.body)).toBe(false);
    expect(opensSearch(key({ altKey: true }), document.body)).toBe(false);
    expect(opensSearch(key({ metaKey: true }), document.body)).toBe(false);
    expect(opensSearch(key({ isComposing: true }), document.body)).toBe(false);
    expect(opensSearch(key({ defaultPrevented: true }), document.body)).toBe(false);
  });
});
