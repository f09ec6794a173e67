import { describe, expect, it } from 'vitest';
import { emailParams } from '~/features/registration/definition';
import { conferenceForm } from './definition';
import { errorsOf as schemaErrors, formKit, sampleDelegate } from '~/features/registration/test-samples';

const { schemas, defaults } = formKit();
const inMalay = formKit('ms').emailInputs.conference;
const conferenceSchema = schemas.conference;
const conferenceDefaults = defaults.conference;

const valid = sampleDelegate;

const errorsOf = (values: Record<string, string | boolean>) => schemaErrors(conferenceSchema, values);

describe('conference schema', () => {
  it('requires all nine fields and the agreement, with the required messages', () => {
    const fields = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'agreement'));
    expect(errorsOf(conferenceDefaults)).toEqual({
      ...Object.fromEntries(Object.keys(fields).map((key) => [key, 'This field is required'])),
      agreement: 'You must agree to the terms and conditions.',
    });
    expect(Object.keys(fields)).toHaveLength(9);
  });

  it('counts whitespace-only input as empty', () => {
    expect(errorsOf({ ...valid, website: '  ' })).toEqual({ website: 'This field is required' });
  });

  it('sends every field to the admin and the delegate name and address to the delegate', () => {
    const delegate = conferenceSchema.parse(valid);
    const fields = Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'agreement'));
    expect(emailParams(conferenceForm, 'admin', delegate, inMalay)).toEqual({
      ...fields,
      agreement: 'Agreed to the terms and conditions',
      language: 'ms',
    });
    expect(emailParams(conferenceForm, 'visitor', delegate, inMalay)).toEqual({
      visitor_email: 'nurul@ports.example',
      visitor_name: 'Nurul Hassan',
    });
  });
});
