import type { ShouldRevalidateFunction } from 'react-router';

/** The site's languages. English lives at the root, Malay under `/ms`; the URL alone decides. */
export const langs = ['en', 'ms'] as const;
export type Lang = (typeof langs)[number];

/** The language a path belongs to: `/ms` and `/ms/...` are Malay, everything else English. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/ms' || pathname.startsWith('/ms/') ? 'ms' : 'en';
}

/**
 * The same page's path in the site's default language (`/ms/ticket` → `/ticket`), without a
 * trailing slash: React Router prerenders each page at its folder's URL (`/ms/ticket/`), so that
 * is the location its HTML is rendered with, but the page's address is `/ms/ticket`.
 */
export function unlocalizedPath(pathname: string): string {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (langOfPath(path) === 'en') return path;
  return path.slice('/ms'.length) || '/';
}

/** An English path as it is in `lang` (`/ticket` → `/ms/ticket`, `/` → `/ms`). */
export function localizedPath(path: string, lang: Lang): string {
  const base = unlocalizedPath(path);
  if (lang === 'en') return base;
  return base === '/' ? '/ms' : `/ms${base}`;
}

/**
 * Fills `{name}` placeholders: `fill('RM{price} each', { price: 20 })`. Messages with values
 * in them are templates rather than functions, so they can travel as route data.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The `{name}` placeholders a template uses, for checking that translations keep them. */
export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
}

/**
 * Every route module exports this as `shouldRevalidate`: `/ticket` and `/ms/ticket` are one
 * route with the same params, so without it the router would keep the English data when the
 * visitor switches to Malay.
 */
export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname) || defaultShouldRevalidate;
