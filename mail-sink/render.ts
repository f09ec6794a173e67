// Renders an e-mail template the way EmailJS does: `{{var}}` is replaced by the HTML-escaped
// parameter, `{{{var}}}` by the raw one (our templates never use it). EmailJS blanks an unknown
// name; here it stays visible instead, so a template/payload mismatch shows in the inbox.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A message's template parameters, as the browser sent them. */
export type TemplateParams = Readonly<Record<string, unknown>> | null | undefined;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: unknown) => String(value).replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

// One pass, so a supplied value that contains `{{x}}` is never substituted again.
const VARIABLE = /\{\{\{\s*([\w.-]+)\s*\}\}\}|\{\{\s*([\w.-]+)\s*\}\}/g;
// Places where a <mark> would not render or would break the markup: comments, tags (attribute
// values such as the emailjs-to address), and the text of title, style, script and textarea.
const NO_MARKUP = /<!--[\s\S]*?-->|<(title|style|script|textarea)\b[^>]*>[\s\S]*?<\/\1\s*>|<[^>]*>/gi;

/** The name a VARIABLE match names: its `{{{raw}}}` group's or its `{{escaped}}` group's (one always matches). */
const nameOf = (rawName: string | undefined, name: string | undefined) => rawName ?? name ?? '';

const MARK_STYLE = 'background:#ffe14d;color:#8b0000;outline:2px dashed #c00;font:700 13px monospace;padding:0 3px;';
export const missingMark = (name: string) =>
  `<mark class="missing-param" style="${MARK_STYLE}">${escapeHtml(`{{${name}}} missing`)}</mark>`;
export const missingText = (name: string) => escapeHtml(`[{{${name}}} missing]`);

const supplied = (params: TemplateParams, name: string) =>
  params != null && Object.hasOwn(params, name) && params[name] !== undefined && params[name] !== null;

function substitute(text: string, params: TemplateParams, missing: (name: string) => string) {
  return text.replace(VARIABLE, (_, rawName?: string, escapedName?: string) => {
    const name = nameOf(rawName, escapedName);
    if (!supplied(params, name)) return missing(name);
    return rawName ? String(params?.[name]) : escapeHtml(params?.[name]);
  });
}

export function renderTemplate(template: string, params: TemplateParams) {
  let html = '';
  let from = 0;
  for (const match of template.matchAll(NO_MARKUP)) {
    html += substitute(template.slice(from, match.index), params, missingMark);
    html += substitute(match[0], params, missingText);
    from = match.index + match[0].length;
  }
  return html + substitute(template.slice(from), params, missingMark);
}

/** Names the template uses that `params` lacks, in order of first use. */
export function missingParams(template: string, params: TemplateParams) {
  const names = [...template.matchAll(VARIABLE)].map(([, rawName, name]) => nameOf(rawName, name));
  return [...new Set(names)].filter((name) => !supplied(params, name));
}

/** Template ids are file names in emails/; anything else could walk out of the folder. */
export const isSafeTemplateId = (id: unknown): id is string =>
  typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id);

/** The id suffix `.env.inbox` gives a Malay template: `ticket_visitor_ms` is emails/ms/ticket_visitor.html. */
export const MALAY_SUFFIX = '_ms';

/** The file a template id names: `<id>.html` in emails/, or for a Malay id, in emails/ms/. */
export function templateFile(templatesDir: string, id: unknown) {
  if (!isSafeTemplateId(id)) return null;
  if (id.endsWith(MALAY_SUFFIX) && id.length > MALAY_SUFFIX.length) {
    return join(templatesDir, 'ms', `${id.slice(0, -MALAY_SUFFIX.length)}.html`);
  }
  return join(templatesDir, `${id}.html`);
}

export function templateExists(templatesDir: string, id: unknown) {
  const file = templateFile(templatesDir, id);
  return file !== null && existsSync(file);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const unescapeHtml = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity, name: string) => ENTITIES[name] ?? entity);

/**
 * The rendered e-mail plus the settings EmailJS keeps outside the body: the subject is the
 * template's <title>, the recipient its <meta name="emailjs-to">. `missing` lists the names
 * the template uses that the message's parameters lack.
 */
export function renderEmail(templatesDir: string, id: unknown, params: TemplateParams) {
  const file = templateFile(templatesDir, id);
  if (file === null || !existsSync(file)) return { subject: `(no template "${id}")`, to: '', html: '', missing: [] };
  const template = readFileSync(file, 'utf8');
  const html = renderTemplate(template, params);
  const subject = unescapeHtml(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1]?.trim() ?? '');
  const to = unescapeHtml(/<meta\s+name="emailjs-to"\s+content="([^"]*)"/i.exec(html)?.[1] ?? '');
  return { subject, to, html, missing: missingParams(template, params) };
}
