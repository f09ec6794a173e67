// Renders an e-mail template the way EmailJS does: `{{var}}` is replaced by the HTML-escaped
// parameter, `{{{var}}}` by the raw one (our templates never use it), unknown names by ''.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char]);

export function renderTemplate(template, params) {
  const value = (name) => {
    const found = params?.[name.trim()];
    return found === undefined || found === null ? '' : String(found);
  };
  return template
    .replace(/\{\{\{\s*([\w.-]+)\s*\}\}\}/g, (_, name) => value(name))
    .replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (_, name) => escapeHtml(value(name)));
}

/** Template ids are file names in emails/; anything else could walk out of the folder. */
export const isSafeTemplateId = (id) => typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id);

export function templateExists(templatesDir, id) {
  return isSafeTemplateId(id) && existsSync(join(templatesDir, `${id}.html`));
}

const unescapeHtml = (value) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[name]);

/**
 * The rendered e-mail plus the settings EmailJS keeps outside the body: the subject is the
 * template's <title>, the recipient its <meta name="emailjs-to">.
 */
export function renderEmail(templatesDir, id, params) {
  if (!templateExists(templatesDir, id)) return { subject: `(no template "${id}")`, to: '', html: '' };
  const html = renderTemplate(readFileSync(join(templatesDir, `${id}.html`), 'utf8'), params);
  const subject = unescapeHtml(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '');
  const to = unescapeHtml(/<meta\s+name="emailjs-to"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '');
  return { subject, to, html };
}
