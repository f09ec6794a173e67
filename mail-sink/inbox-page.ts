// GET /: every stored e-mail, newest first, rendered with its template. Each e-mail sits in
// a sandboxed iframe so its HTML and styles cannot touch the page (or run anything).
import { escapeHtml, type renderEmail } from './render.ts';
import type { StoredMessage } from './store.ts';

/** A stored message with its e-mail rendered from its template. */
export type RenderedMessage = StoredMessage & ReturnType<typeof renderEmail>;

function messageCard(message: RenderedMessage) {
  const params = Object.entries(message.template_params ?? {})
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(value)}</td></tr>`)
    .join('');
  // EmailJS would send these as blank text; say so before the reader looks at the e-mail.
  const missing = message.missing?.length
    ? `<p class="missing"><strong>Missing parameters:</strong> ${message.missing
        .map((name) => `<code>${escapeHtml(name)}</code>`)
        .join(', ')} (the real e-mail shows them blank)</p>`
    : '';
  return `<article class="message">
  <header>
    <h2>${escapeHtml(message.subject || '(no subject)')}</h2>
    <p><strong>To:</strong> ${escapeHtml(message.to || '(admin address set in EmailJS)')} ·
      <strong>Template:</strong> <code>${escapeHtml(message.template_id)}</code> ·
      <time datetime="${escapeHtml(message.receivedAt)}">${escapeHtml(message.receivedAt)}</time></p>
  </header>
  ${missing}<iframe title="${escapeHtml(message.subject || message.template_id)}" sandbox="" srcdoc="${escapeHtml(message.html)}"></iframe>
  <details><summary>Parameters</summary><table>${params}</table></details>
</article>`;
}

export function inboxPage(messages: RenderedMessage[]) {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>MYBOS local inbox (${messages.length})</title>
<style>
  body { margin: 0; font: 16px/1.5 system-ui, sans-serif; background: #f3f5f8; color: #10202f; }
  .top { position: sticky; top: 0; display: flex; gap: 1rem; align-items: center; justify-content: space-between;
    padding: .75rem 1.5rem; background: #061a33; color: #fff; }
  .top h1 { margin: 0; font-size: 1.25rem; }
  .top a, .top button { color: #fff; font: inherit; font-weight: 700; }
  .top button { min-height: 44px; padding: 0 1rem; border: 1px solid #d4a84b; border-radius: 999px; background: none; cursor: pointer; }
  main { max-width: 60rem; margin: 0 auto; padding: 1.5rem; }
  .message { margin-bottom: 2rem; padding: 1rem 1.5rem; border-radius: 12px; background: #fff; box-shadow: 0 4px 14px rgb(6 26 51 / .1); }
  .message h2 { margin: 0; font-size: 1.15rem; }
  .missing { margin: .75rem 0; padding: .5rem .75rem; border-left: 6px solid #c00; background: #fff1b8; color: #6b0000; }
  iframe { width: 100%; height: 34rem; border: 1px solid #d5dde5; border-radius: 8px; background: #fff; }
  table { border-collapse: collapse; } th, td { padding: .25rem .5rem; border-bottom: 1px solid #e5e9ee; text-align: left; vertical-align: top; white-space: pre-wrap; }
</style>
</head>
<body>
<div class="top"><h1>MYBOS local inbox · ${messages.length} e-mail${messages.length === 1 ? '' : 's'}</h1>
<p style="margin:0"><a href="/">Refresh</a> <button type="button" id="clear">Clear inbox</button></p></div>
<main>
${messages.length ? messages.map(messageCard).join('\n') : '<p>No e-mails yet. Submit a form on the site and refresh this page.</p>'}
</main>
<script>
  document.getElementById('clear').addEventListener('click', async () => {
    if (!confirm('Delete every stored e-mail?')) return;
    await fetch('/api/messages', { method: 'DELETE' });
    location.reload();
  });
</script>
</body>
</html>`;
}
