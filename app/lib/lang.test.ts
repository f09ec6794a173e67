import { describe, expect, it } from 'vitest';
import { fill, langOfPath, localizedPath, placeholdersOf, unlocalizedPath } from './lang';

describe('language paths', () => {
  it('reads the language from the path alone', () => {
    expect(langOfPath('/')).toBe('en');
    expect(langOfPath('/ticket')).toBe('en');
    expect(langOfPath('/ms')).toBe('ms');
    expect(langOfPath('/ms/ticket')).toBe('ms');
    expect(langOfPath('/msx')).toBe('en');
  });

  it('maps a page to the same page in the other language', () => {
    expect(localizedPath('/', 'ms')).toBe('/ms');
    expect(localizedPath('/ticket', 'ms')).toBe('/ms/ticket');
    expect(localizedPath('/ms/ticket', 'ms')).toBe('/ms/ticket');
    expect(localizedPath('/ms/ticket', 'en')).toBe('/ticket');
    expect(localizedPath('/ms', 'en')).toBe('/');
    expect(unlocalizedPath('/ms/visit')).toBe('/visit');
  });

  it('gives a page rendered at its folder URL (`/ms/ticket/`, as the prerender renders it) its own address', () => {
    expect(localizedPath('/ms/ticket/', 'en')).toBe('/ticket');
    expect(localizedPath('/ticket/', 'ms')).toBe('/ms/ticket');
    expect(localizedPath('/ms/', 'en')).toBe('/');
    expect(localizedPath('/', 'en')).toBe('/');
  });
});

describe('fill', () => {
  it('puts values into their placeholders and leaves unknown ones visible', () => {
    expect(fill('{count}x {name}', { count: 2, name: 'Manta Oro' })).toBe('2x Manta Oro');
    expect(fill('RM{price} {unit}', { price: 300 })).toBe('RM300 {unit}');
    expect(placeholdersOf('{b} then {a}')).toEqual(['a', 'b']);
  });
});
