import { describe, expect, it } from 'vitest';
import { emailParams, registrationEmails } from '~/features/registration/definition';
import { publicVisitorForm } from './definition';
import { errorsOf as schemaErrors, formKit, sampleVisitor } from '~/features/registration/test-samples';

const { schemas, defaults, emailInputs } = formKit();
const publicVisitorSchema = schemas.publicVisitor;
const publicVisitorDefaults = defaults.publicVisitor;

const valid = sampleVisitor;

const errorsOf = (values: Record<string, string>) => schemaErrors(publicVisitorSchema, values);

describe('public visitor schema', () => {
  it('requires every field with the required message', () => {
    expect(errorsOf(publicVisitorDefaults)).toEqual(
      Object.fromEntries(Object.keys(valid).map((key) => [key, 'This field is required'])),
    );
  });

  it('counts whitespace-only input as empty and trims what it sends', () => {
    expect(errorsOf({ ...valid, company: '   \t ' })).toEqual({ company: 'This field is required' });
    expect(publicVisitorSchema.parse({ ...valid, firstName: '  Aisyah ' }).firstName).toBe('Aisyah');
  });

  it('accepts only the listed titles and a listed country', () => {
    expect(errorsOf({ ...valid, title: 'Dr.' })).toEqual({ title: 'This field is required' });
    expect(errorsOf({ ...valid, nationality: 'Atlantis' })).toEqual({ nationality: 'This field is required' });
  });

  it('rejects an address the browser would reject, and over-long input', () => {
    expect(errorsOf({ ...valid, email: 'not-an-email' })).toEqual({ email: 'Please enter a valid email address' });
    expect(errorsOf({ ...valid, firstName: 'x'.repeat(101) })).toEqual({
      firstName: 'Please keep this under 101 characters',
    });
  });

  it('builds the admin e-mail from exactly the form fields, sent literally', () => {
    const literal = { ...valid, company: '<b>Bold & Co</b> 🚤 شركة' };
    expect(
      emailParams(publicVisitorForm, 'admin', publicVisitorSchema.parse(literal), emailInputs.publicVisitor),
    ).toEqual({ ...literal, language: 'en' });
  });

  it('sends the visitor a confirmation, with their pass, only where the build has a registrations service', () => {
    const data = publicVisitorSchema.parse(valid);
    expect(registrationEmails(publicVisitorForm, data, emailInputs.publicVisitor)).not.toHaveProperty('visitor');
    const withService = registrationEmails(publicVisitorForm, data, {
      ...emailInputs.publicVisitor,
      withService: true,
    });
    expect(withService.visitor).toEqual({
      template: 'visitorConfirmation',
      params: { visitor_email: valid.email, visitor_name: `${valid.firstName} ${valid.lastName}` },
    });
  });
});
