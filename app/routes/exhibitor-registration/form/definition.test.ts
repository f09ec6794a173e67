import { describe, expect, it } from 'vitest';
import { emailParams } from '~/features/registration/definition';
import { exhibitorForm } from './definition';
import { errorsOf as schemaErrors, formKit, sampleExhibitor } from '~/features/registration/test-samples';

const { schemas, defaults, emailInputs } = formKit();
const exhibitorSchema = schemas.exhibitor;
const exhibitorDefaults = defaults.exhibitor;

const valid = sampleExhibitor;

const errorsOf = (values: Record<string, string>) => schemaErrors(exhibitorSchema, values);

describe('exhibitor schema', () => {
  it('requires every field but additionalRequests', () => {
    const required = Object.keys(valid).filter((key) => key !== 'additionalRequests');
    expect(errorsOf(exhibitorDefaults)).toEqual(
      Object.fromEntries(required.map((key) => [key, 'This field is required'])),
    );
  });

  it('offers the three booth sizes only', () => {
    for (const size of ['3x3m', '6x3m', 'Custom']) expect(errorsOf({ ...valid, boothSize: size })).toEqual({});
    expect(errorsOf({ ...valid, boothSize: '9x9m' })).toEqual({ boothSize: 'This field is required' });
  });

  it('counts whitespace as empty and caps free text at 2000 characters', () => {
    expect(errorsOf({ ...valid, productCategory: '  ' })).toEqual({ productCategory: 'This field is required' });
    expect(errorsOf({ ...valid, additionalRequests: 'x'.repeat(2000) })).toEqual({});
    expect(errorsOf({ ...valid, additionalRequests: 'x'.repeat(2001) })).toEqual({
      additionalRequests: 'Please keep this under 2001 characters',
    });
  });

  it('sends every field to the admin and the three confirmation parameters', () => {
    const exhibitor = exhibitorSchema.parse({ ...valid, additionalRequests: 'Power <socket> near the pier' });
    expect(emailParams(exhibitorForm, 'admin', exhibitor, emailInputs.exhibitor)).toEqual({
      ...valid,
      additionalRequests: 'Power <socket> near the pier',
      language: 'en',
    });
    expect(emailParams(exhibitorForm, 'visitor', exhibitor, emailInputs.exhibitor)).toEqual({
      exhibitor_email: 'wei@straits.example',
      exhibitor_name: 'Lee Wei Ming',
      company_name: 'Straits Marine',
    });
  });
});
