// React 19 writes hoisted <head> tags (title, meta, icons, React Router's ~16 modulepreload
// links) before the stylesheets React Router renders in place, so a browser requests every
// script before the CSS that first paint waits for. On a slow phone connection the CSS and
// the hero image then share bandwidth with ~120 KB of JavaScript that first paint does not
// need. This moves the stylesheet links and image preloads up to just after the viewport
// meta tag, so they are requested first. Hydration is unaffected: React matches <head>
// children by type and skips tags it does not expect.

const stylesheet = /<link rel="stylesheet"[^>]*\/?>/g;
const imagePreload = /<link rel="preload" as="image"[^>]*\/?>/g;

/** Returns the page with its stylesheets, then its image preloads, at the top of <head>. */
export function stylesheetsFirst(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const moved = [...(head.match(stylesheet) ?? []), ...(head.match(imagePreload) ?? [])];
  const viewport = head.match(/<meta name="viewport"[^>]*\/?>/);
  if (moved.length === 0 || !viewport) return html;
  const rest = head.replace(stylesheet, '').replace(imagePreload, '');
  const insertAt = rest.indexOf(viewport[0]) + viewport[0].length;
  return `${rest.slice(0, insertAt)}${moved.join('')}${rest.slice(insertAt)}${html.slice(headEnd)}`;
}
