// React 19 writes hoisted <head> tags (title, meta, icons, the hero image preload and React
// Router's ~16 modulepreload links) before the stylesheets React Router renders in place,
// so a browser requests every script before the CSS that first paint waits for. On a slow
// phone connection the CSS then shares bandwidth with ~120 KB of JavaScript that first
// paint does not need. This moves the modulepreload links to the end of <head>, after the
// stylesheets. Only hoisted tags move: React matches those by key, not by position, so
// hydration is unaffected (moving the stylesheets instead breaks it on pages whose <head>
// holds JSON-LD scripts).

const modulepreload = /<link rel="modulepreload"[^>]*\/?>/g;

/** Returns the page with its modulepreload links moved to the end of <head>, in order. */
export function scriptsAfterStylesheets(html) {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const head = html.slice(0, headEnd);
  const moved = head.match(modulepreload);
  if (!moved) return html;
  return `${head.replace(modulepreload, '')}${moved.join('')}${html.slice(headEnd)}`;
}
