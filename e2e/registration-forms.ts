import { test, type Locator } from '@playwright/test';
import { en, ms } from './content';

const englishForms = en.forms;
const malayForms = ms.forms;
import { fill as fillIn, localizedPath, type Lang } from '../app/lib/lang';

/** One registration form as a visitor meets it in one language, and what it sends. */
export type RegistrationForm = {
  lang: Lang;
  path: string;
  /** The form's accessible name, its submit button and its failure alert. */
  form: string;
  submit: string;
  failure: string;
  /** The EmailJS templates it sends, in order (the local inbox's template ids). */
  templates: string[];
  /** What says the registration went, for a form without a popup (the visitor form). */
  sentText?: string;
  /** Fills every required field; `marker` goes into what is sent, to find it in the inbox. */
  fill: (form: Locator, marker: string) => Promise<void>;
};

/**
 * The four registration forms in `lang`, with their labels from the site's own copy. The build
 * the running project tests decides what they send: with the registrations service (project
 * `service`), the public visitor also gets a confirmation, which carries their pass.
 */
export function registrationForms(lang: Lang): RegistrationForm[] {
  const withService = test.info().project.name === 'service';
  const { fieldLabels: label, copy, failureMessages } = lang === 'ms' ? malayForms : englishForms;
  const at = (path: string) => localizedPath(path, lang);
  // The registrant's e-mail goes with the Malay template from a Malay page (.env.inbox).
  const own = (template: string) => (lang === 'ms' ? `${template}_ms` : template);
  return [
    {
      lang,
      path: at('/public-registration'),
      form: copy.publicVisitor.label,
      submit: copy.publicVisitor.submit,
      failure: failureMessages.registration,
      templates: withService ? ['visitor_admin', own('visitor_confirmation')] : ['visitor_admin'],
      sentText: copy.publicVisitor.sent,
      fill: async (form, marker) => {
        await form.getByLabel(label.title).selectOption('Mr.');
        await form.getByLabel(label.firstName).fill('Amir');
        await form.getByLabel(label.lastName).fill(marker);
        await form.getByLabel(label.email).fill(`${marker}@example.com`);
        await form.getByLabel(label.phoneNumber).fill('+60 12-345 6789');
        await form.getByLabel(label.company).fill('Pulau Charters');
        await form.getByLabel(label.designation).fill('Skipper');
        // Option values are the English names in both languages: what the office receives.
        await form.getByLabel(label.nationality).selectOption('Malaysia');
      },
    },
    {
      lang,
      path: at('/exhibitor-registration'),
      form: copy.exhibitor.label,
      submit: copy.exhibitor.submit,
      failure: failureMessages.registration,
      templates: ['exhibitor_admin', own('exhibitor_confirmation')],
      fill: async (form, marker) => {
        await form.getByLabel(label.companyName).fill(`${marker} Marine`);
        await form.getByLabel(label.contactPerson).fill('Lee Wei Ming');
        await form.getByLabel(label.email).fill(`${marker}@example.com`);
        await form.getByLabel(label.phoneNumber).fill('+65 9123 4567');
        await form.getByLabel(label.boothSize).selectOption('3x3m');
        await form.getByLabel(label.productCategory).fill('Sails');
      },
    },
    {
      lang,
      path: at('/conference'),
      form: copy.conference.label,
      submit: copy.conference.submit,
      failure: failureMessages.conference,
      templates: ['conference_admin', own('conference_visitor')],
      fill: async (form, marker) => {
        await form.getByLabel(label.firstName).fill('Nurul');
        await form.getByLabel(label.lastName).fill(marker);
        await form.getByLabel(label.designation).fill('Harbour Master');
        await form.getByLabel(label.company).fill('Ports Co');
        await form.getByLabel(label.businessPhone).fill('+60 4-966 1234');
        await form.getByLabel(label.mobilePhone).fill('+60 12-888 7777');
        await form.getByLabel(label.email).fill(`${marker}@example.com`);
        await form.getByLabel(label.website).fill('www.ports.example');
        await form.getByLabel(label.country).selectOption('Singapore');
        await form.getByLabel(copy.conference.agreementLabel).check();
      },
    },
    {
      lang,
      path: at('/ticket'),
      form: copy.ticket.label,
      submit: copy.ticket.submit,
      failure: failureMessages.ticket,
      templates: ['ticket_admin', own('ticket_visitor')],
      fill: async (form, marker) => {
        await form.getByLabel(label.firstName).fill('Tan');
        await form.getByLabel(label.lastName).fill(marker);
        await form.getByLabel(label.email).fill(`${marker}@example.com`);
        await form.getByLabel(label.localNumber).fill('12-345 6789');
        // The content's first cruise and its last trip, so an organiser's edit keeps this working.
        const cruise = en.cruises[0]!;
        await form.getByLabel(fillIn(copy.ticket.cruisePaxLabel, { cruise: cruise.name })).selectOption('2');
        // The day is asked only in a build with the registrations service: the show's first.
        const day = form.getByLabel(fillIn(copy.ticket.cruiseDayLabel, { cruise: cruise.name }));
        if ((await day.count()) > 0) await day.selectOption({ index: 1 });
        await form
          .getByLabel(fillIn(copy.ticket.cruiseTripLabel, { cruise: cruise.name }))
          .selectOption(cruise.tripTimes.at(-1)!);
      },
    },
  ];
}
