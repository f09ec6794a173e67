// React 19 writes hoisted <head> tags (title, meta, icons, React Router's ~16 modulepreload
// links) before the stylesheets React Router renders in place, so a browser requests every
// script before the CSS that first paint waits for. On a slow phone connection the CSS and
// the hero image then share bandwidth with ~120 KB of JavaScript that first paint does not
// need. This moves the stylesheet links and image preloads up to just after the viewport
// meta tag, so they are requested first.
//
// Hydration walks <head> in tree order, skipping the hoisted tags but not the ones React
// Router renders in place: the JSON-LD scripts from route `meta` (<Meta/>), then the
// stylesheets (<Links/>). A stylesheet moved ahead of a JSON-LD script makes hydration fail
// (React error #418), so the JSON-LD scripts, which fetch nothing, move up first.

// React escapes `>` in attribute values, so `[^>]*` spans a whole tag, media queries included;
// JSON-LD has `<` escaped, so its script ends at the first `</script>`.
const jsonLd = /<script type="application\/ld\+json">.*?<\/script>/gs;
const stylesheet = /<link rel="stylesheet"[^>]*\/?>/g;
const imagePreload = /<link rel="preload" as="image"[^>]*\/?>/g;
const moves = [jsonLd, stylesheet, imagePreload];

/** Returns the page with its JSON-LD, stylesheets and image preloads, in that order, at the top of <head>. */
export function stylesheetsFirst(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const moved = moves.flatMap((tag) => head.match(tag) ?? []);
  const viewport = head.match(/<meta name="viewport"[^>]*\/?>/);
  if (moved.length === 0 || !viewport) return html;
  const rest = moves.reduce((text, tag) => text.replace(tag, ''), head);
  const insertAt = rest.indexOf(viewport[0]) + viewport[0].length;
  return `${rest.slice(0, insertAt)}${moved.join('')}${rest.slice(insertAt)}${html.slice(headEnd)}`;
}
