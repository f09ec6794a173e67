import { describe, expect, it } from 'vitest';
import { errorsOf as schemaErrors, formKit, sampleInterest } from '~/features/registration/test-samples';
import { emailParams, registrationEmails } from '~/features/registration/definition';
import { interestForm } from './definition';

// The messages are the shared ones of every form, in each language (content/site.yaml, forms).
const messages = {
  en: {
    required: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    tooLong: 'Please keep this under 101 characters',
  },
  ms: {
    required: 'Ruangan ini wajib diisi',
    invalidEmail: 'Sila masukkan alamat e-mel yang sah',
    tooLong: 'Sila pendekkan teks ini kepada kurang daripada 101 aksara',
  },
} as const;

describe.each(['en', 'ms'] as const)('register-interest schema (%s)', (lang) => {
  const { schemas, defaults, emailInputs } = formKit(lang);
  const interestContext = emailInputs.interest;
  const schema = schemas.interest;
  const errorsOf = (values: Record<string, string>) => schemaErrors(schema, values);
  const message = messages[lang];

  it('requires the name, the e-mail and the role, each with the required message', () => {
    expect(defaults.interest).toEqual({ name: '', email: '', role: '' });
    expect(errorsOf(defaults.interest)).toEqual({
      name: message.required,
      email: message.required,
      role: message.required,
    });
    expect(errorsOf(sampleInterest)).toEqual({});
  });

  it('counts whitespace as empty, trims what it sends, and limits the name to 100 characters', () => {
    expect(errorsOf({ ...sampleInterest, name: ' \t ' })).toEqual({ name: message.required });
    expect(schema.parse({ ...sampleInterest, name: '  Farah Aziz ' }).name).toBe('Farah Aziz');
    expect(errorsOf({ ...sampleInterest, name: 'x'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...sampleInterest, name: 'x'.repeat(101) })).toEqual({ name: message.tooLong });
  });

  it('rejects an address the browser would reject', () => {
    expect(errorsOf({ ...sampleInterest, email: 'not-an-email' })).toEqual({ email: message.invalidEmail });
    expect(errorsOf({ ...sampleInterest, email: 'farah@' })).toEqual({ email: message.invalidEmail });
  });

  it('takes visitor or exhibitor only, by their English values', () => {
    expect(errorsOf({ ...sampleInterest, role: 'Visitor' })).toEqual({});
    expect(errorsOf({ ...sampleInterest, role: 'Exhibitor' })).toEqual({});
    expect(errorsOf({ ...sampleInterest, role: 'Speaker' })).toEqual({ role: message.required });
    expect(errorsOf({ ...sampleInterest, role: 'Pempamer' })).toEqual({ role: message.required });
  });

  it("sends the office the person, the role's value, the language and the next edition", () => {
    const literal = { ...sampleInterest, name: '<b>Farah</b> & Co 🚤 شركة' };
    expect(emailParams(interestForm, 'admin', schema.parse(literal), interestContext)).toEqual({
      name: '<b>Farah</b> & Co 🚤 شركة',
      email: 'farah@example.com',
      role: 'Exhibitor',
      language: lang,
      nextEdition: 'MYBOS 2027',
      nextEditionYear: '2027',
    });
  });

  it('sends the person a confirmation with the role in their language', () => {
    expect(emailParams(interestForm, 'visitor', schema.parse(sampleInterest), interestContext)).toEqual({
      visitor_email: 'farah@example.com',
      visitor_name: 'Farah Aziz',
      role: lang === 'ms' ? 'Pempamer' : 'Exhibitor',
      nextEdition: 'MYBOS 2027',
    });
  });

  it("sends two e-mails: the office's, then the confirmation in the page's language", () => {
    const emails = registrationEmails(
      interestForm,
      schema.parse({ ...sampleInterest, role: 'Visitor' }),
      interestContext,
    );
    expect(emails.lang).toBe(lang);
    expect(emails.admin.template).toBe('interestAdmin');
    expect(emails.admin.params.role).toBe('Visitor');
    expect(emails.visitor?.template).toBe('interestConfirmation');
    expect(emails.visitor?.params.role).toBe(lang === 'ms' ? 'Pengunjung' : 'Visitor');
  });
});
