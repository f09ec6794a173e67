/**
 * The page a route data file belongs to, as React Router names them: `/visit.data` → `/visit`,
 * the home page's `/_.data` → `/`, `/ms.data` (or `/ms/_.data`) → `/ms`. Undefined for any
 * other path.
 */
export function pageOfData(path: string): string | undefined {
  if (!path.endsWith('.data')) return undefined;
  const page = path.slice(0, -'.data'.length).replace(/\/_$/, '');
  return page === '' || page === '/_' ? '/' : page;
}
