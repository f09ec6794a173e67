import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEditions } from '~/content/read-editions.server';

const editions = readEditions();
import type { TemplateParams } from './email';
import type { Lang } from '~/lib/lang';
import { conferenceAdminParams, conferenceVisitorParams } from '~/routes/conference/form/payload';
import { exhibitorAdminParams, exhibitorConfirmationParams } from '~/routes/exhibitor-registration/form/payload';
import { visitorAdminParams } from '~/routes/public-registration/form/payload';
import { ticketAdminParams, ticketVisitorParams } from '~/routes/ticket/form/payload';
import { interestAdminParams, interestConfirmationParams } from '~/routes/register-interest/form/payload';
import { conferenceSchema } from '~/routes/conference/form/schema';
import { exhibitorSchema } from '~/routes/exhibitor-registration/form/schema';
import { publicVisitorSchema } from '~/routes/public-registration/form/schema';
import { formKit, sampleDelegate, sampleExhibitor, sampleInterest, sampleOrder, sampleVisitor } from './test-samples';
import { ticketSchema } from '~/routes/ticket/form/schema';

// EmailJS renders an unknown {{name}} as nothing and never reports it, and a parameter no
// template shows is silently dropped; this test keeps emails/ and the payload builders in step.

const emailsDir = new URL('../../../emails/', import.meta.url);
const malayDir = new URL('ms/', emailsDir);

// Samples go through the schemas, so the builders see what a real submission gives them.
// The English samples are valid in both editions: option values are the same in each.
function submissions(lang: Lang) {
  const { forms, countries, tickets, cruises } = editions[lang];
  const order = { tickets, cruises };
  return {
    visitor: publicVisitorSchema(forms, countries).parse(sampleVisitor),
    exhibitor: exhibitorSchema(forms).parse(sampleExhibitor),
    delegate: conferenceSchema(forms, countries).parse(sampleDelegate),
    order: ticketSchema(forms, order).parse(sampleOrder),
    ticketContext: { lang, forms, order },
    interest: formKit(lang).schemas.interest.parse(sampleInterest),
    interestContext: formKit(lang).interestContext,
  };
}

type Case = {
  /** File name in emails/ (and emails/ms/) without `.html`. */
  template: string;
  /** The payload as a page in `lang` sends it (English templates get English pages' payloads). */
  params: (lang: Lang) => TemplateParams;
  /** Payload keys the template may leave out, each with a comment saying why. */
  deliberatelyUnused: string[];
};

const cases: Case[] = [
  {
    template: 'visitor_admin',
    params: (lang) => visitorAdminParams(submissions(lang).visitor, lang),
    deliberatelyUnused: [],
  },
  {
    template: 'exhibitor_admin',
    params: (lang) => exhibitorAdminParams(submissions(lang).exhibitor, lang),
    deliberatelyUnused: [],
  },
  {
    template: 'exhibitor_confirmation',
    params: (lang) => exhibitorConfirmationParams(submissions(lang).exhibitor),
    deliberatelyUnused: [],
  },
  {
    template: 'conference_admin',
    params: (lang) => conferenceAdminParams(submissions(lang).delegate, lang),
    deliberatelyUnused: [],
  },
  {
    template: 'conference_visitor',
    params: (lang) => conferenceVisitorParams(submissions(lang).delegate),
    deliberatelyUnused: [],
  },
  {
    template: 'ticket_admin',
    params: (lang) => {
      const { order, ticketContext } = submissions(lang);
      return ticketAdminParams(order, ticketContext);
    },
    deliberatelyUnused: [],
  },
  {
    template: 'ticket_visitor',
    params: (lang) => {
      const { order, ticketContext } = submissions(lang);
      return ticketVisitorParams(order, ticketContext);
    },
    deliberatelyUnused: [],
  },
  {
    template: 'interest_admin',
    params: (lang) => {
      const { interest, interestContext } = submissions(lang);
      return interestAdminParams(interest, interestContext);
    },
    deliberatelyUnused: [],
  },
  {
    template: 'interest_confirmation',
    params: (lang) => {
      const { interest, interestContext } = submissions(lang);
      return interestConfirmationParams(interest, interestContext);
    },
    deliberatelyUnused: [],
  },
];

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
    expect(htmlFiles(emailsDir).sort(), 'add a row to `cases` for each new template').toEqual(known);
    expect(
      malayTemplates.filter((name) => !known.includes(name)),
      'emails/ms/ templates with no row in `cases`',
    ).toEqual([]);
  });

  describe.each(files)('$file', ({ url, lang, params, deliberatelyUnused }) => {
    const { names, problems } = templateTags(readFileSync(url, 'utf8'));
    // sendRegistration adds the registration's submissionId to every e-mail it sends.
    const keys = [...Object.keys(params(lang)), 'submissionId'].sort();

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
