import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lang } from '~/lib/lang';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { ticketAdminParams, ticketVisitorParams } from '~/routes/ticket/form/payload';
import { emailParams, type FormDefinition } from './definition';
import type { TemplateParams } from './email';
import { formKit, sampleDelegate, sampleExhibitor, sampleInterest, sampleOrder, sampleVisitor } from './test-samples';

// EmailJS renders an unknown {{name}} as nothing and never reports it, and a parameter no
// template shows is silently dropped; this test keeps emails/ and the payload builders in step.

const emailsDir = new URL('../../../emails/', import.meta.url);
const malayDir = new URL('ms/', emailsDir);

type Case = {
  /** File name in emails/ (and emails/ms/) without `.html`. */
  template: string;
  /** The payload as a page in `lang` sends it (English templates get English pages' payloads). */
  params: (lang: Lang) => TemplateParams;
  /** Payload keys the template may leave out, each with a comment saying why. */
  deliberatelyUnused: string[];
  /** The registrant's e-mail of a registration that gets passes: sendRegistration adds `passes`. */
  withPasses?: boolean;
};

/** A template's file: its name in env.ts in snake case (`exhibitorConfirmation`, exhibitor_confirmation.html). */
const fileOf = (template: string) => template.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

// Samples go through the schemas, so the builders see what a real submission gives them.
// The English samples are valid in both editions: option values are the same in each.
const definedForms = [
  { key: 'publicVisitor', definition: publicVisitorForm, sample: sampleVisitor },
  { key: 'exhibitor', definition: exhibitorForm, sample: sampleExhibitor },
  { key: 'conference', definition: conferenceForm, sample: sampleDelegate },
  { key: 'interest', definition: interestForm, sample: sampleInterest },
] as const;

// Each e-mail a definition declares, with the parameters its `emails` section derives.
const definedCases: Case[] = definedForms.flatMap(({ key, definition, sample }) =>
  (['admin', 'visitor'] as const).flatMap((which) => {
    const email = (definition as FormDefinition).emails[which];
    if (!email) return [];
    return [
      {
        template: fileOf(email.template),
        withPasses: which === 'visitor' && definition.record !== 'interest',
        params: (lang: Lang) => {
          const { schemas, emailInputs } = formKit(lang);
          const parse = schemas[key].parse as (values: unknown) => never;
          return emailParams(definition as FormDefinition, which, parse(sample), emailInputs[key] as never);
        },
        deliberatelyUnused: [],
      },
    ];
  }),
);

// The ticket order is not a definition-built form: its payload builders are its own.
const ticketCases: Case[] = (['ticketAdmin', 'ticketVisitor'] as const).map((template) => ({
  template: fileOf(template),
  params: (lang) => {
    const { schemas, ticketContext } = formKit(lang);
    const order = schemas.ticket.parse(sampleOrder);
    return template === 'ticketAdmin'
      ? ticketAdminParams(order, ticketContext)
      : ticketVisitorParams(order, ticketContext);
  },
  deliberatelyUnused: [],
  withPasses: template === 'ticketVisitor',
}));

const cases: Case[] = [...definedCases, ...ticketCases];

// The e-mails the registrations service sends itself, not a form: service/office/auth/invite-email.test.ts
// keeps each in step with its parameters.
const serviceTemplates = ['office_invite'];

const htmlFiles = (dir: URL) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.html'))
        .map((name) => name.slice(0, -5))
    : [];

// Malay templates, once they exist, take the same parameters as their English originals.
const malayTemplates = htmlFiles(malayDir);
const files = [
  ...cases.map((entry) => ({
    ...entry,
    lang: 'en' as const,
    file: `${entry.template}.html`,
    url: new URL(`${entry.template}.html`, emailsDir),
  })),
  ...cases
    .filter((entry) => malayTemplates.includes(entry.template))
    .map((entry) => ({
      ...entry,
      lang: 'ms' as const,
      file: `ms/${entry.template}.html`,
      url: new URL(`${entry.template}.html`, malayDir),
    })),
];

/** Every `{{…}}` tag in a template, with anything EmailJS would not treat as a plain variable. */
function templateTags(html: string) {
  const names = new Set<string>();
  const problems: string[] = [];
  let tags = 0;
  for (const [tag, extraOpen, inner = '', extraClose] of html.matchAll(/\{\{(\{?)([^{}]*)\}\}(\}?)/g)) {
    tags += 1;
    const name = inner.trim();
    // {{{name}}} skips HTML escaping: what a visitor typed would become live markup.
    if (extraOpen || extraClose) problems.push(`${tag}: use double braces, not triple`);
    else if (!/^[A-Za-z_][\w.-]*$/.test(name)) problems.push(`${tag}: not a plain variable name`);
    else names.add(name);
  }
  // An opening `{{` that formed no tag above is a typo such as `{{name}` or `{{ {name}}`.
  const opened = html.match(/\{\{/g)?.length ?? 0;
  if (opened !== tags) problems.push(`${opened - tags} unclosed or malformed "{{"`);
  return { names: [...names].sort(), problems };
}

describe('templateTags', () => {
  it('reads spaced names, and flags triple braces and broken tags', () => {
    expect(templateTags('<p>{{a}} {{ b }} {{a}}</p>')).toEqual({ names: ['a', 'b'], problems: [] });
    expect(templateTags('{{{raw}}}').problems).toEqual(['{{{raw}}}: use double braces, not triple']);
    expect(templateTags('{{raw}}}').problems).toEqual(['{{raw}}}: use double braces, not triple']);
    expect(templateTags('{{first name}}').problems).toEqual(['{{first name}}: not a plain variable name']);
    expect(templateTags('{{name}').problems).toEqual(['1 unclosed or malformed "{{"']);
  });
});

describe('e-mail templates match their payload builders', () => {
  it('covers every template in emails/ and emails/ms/', () => {
    const known = cases.map((entry) => entry.template).sort();
    expect(
      htmlFiles(emailsDir)
        .filter((name) => !serviceTemplates.includes(name))
        .sort(),
      'add a row to `cases` for each new template',
    ).toEqual(known);
    expect(
      malayTemplates.filter((name) => !known.includes(name)),
      'emails/ms/ templates with no row in `cases`',
    ).toEqual([]);
  });

  describe.each(files)('$file', ({ url, lang, params, deliberatelyUnused, withPasses }) => {
    const { names, problems } = templateTags(readFileSync(url, 'utf8'));
    // sendRegistration adds the registration's submissionId to every e-mail it sends, and
    // `passes` (the links the outbox fills in once the service has issued them) to the registrant's.
    const keys = [...Object.keys(params(lang)), 'submissionId', ...(withPasses ? ['passes'] : [])].sort();

    it('uses double-brace plain variables only', () => {
      expect(problems, 'malformed tags').toEqual([]);
    });

    it('uses only names the payload sends', () => {
      expect(
        names.filter((name) => !keys.includes(name)),
        'in the template, not in the payload',
      ).toEqual([]);
    });

    it('shows every parameter the payload sends', () => {
      const unused = keys.filter((key) => !names.includes(key) && !deliberatelyUnused.includes(key));
      expect(unused, 'sent but never shown: use it in the template or add it to deliberatelyUnused').toEqual([]);
    });

    it('lists as deliberately unused only keys that are sent and not shown', () => {
      const stale = deliberatelyUnused.filter((key) => !keys.includes(key) || names.includes(key));
      expect(stale, 'deliberatelyUnused entries that are not sent, or are shown after all').toEqual([]);
    });
  });
});
