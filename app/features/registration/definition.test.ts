import { describe, expect, it } from 'vitest';
import { conferenceForm } from '~/routes/conference/form/definition';
import { exhibitorForm } from '~/routes/exhibitor-registration/form/definition';
import { publicVisitorForm } from '~/routes/public-registration/form/definition';
import { interestForm } from '~/routes/register-interest/form/definition';
import { emailParams } from './definition';
import { formKit, sampleDelegate, sampleExhibitor, sampleInterest, sampleVisitor } from './test-samples';

// The forms' tests pin each parameter's value; the order matters too, as the request's body
// is the parameters' JSON. These are the orders the hand-written builders used.
describe('derived e-mail parameters keep the order the forms always sent', () => {
  const { schemas, emailInputs } = formKit('ms');

  it('visitor', () => {
    const params = emailParams(
      publicVisitorForm,
      'admin',
      schemas.publicVisitor.parse(sampleVisitor),
      emailInputs.publicVisitor,
    );
    expect(Object.keys(params)).toEqual([
      'title',
      'firstName',
      'lastName',
      'email',
      'phoneNumber',
      'company',
      'designation',
      'nationality',
      'language',
    ]);
  });

  it('exhibitor', () => {
    const exhibitor = schemas.exhibitor.parse(sampleExhibitor);
    expect(Object.keys(emailParams(exhibitorForm, 'admin', exhibitor, emailInputs.exhibitor))).toEqual([
      'companyName',
      'contactPerson',
      'email',
      'phoneNumber',
      'boothSize',
      'productCategory',
      'additionalRequests',
      'language',
    ]);
    expect(Object.keys(emailParams(exhibitorForm, 'visitor', exhibitor, emailInputs.exhibitor))).toEqual([
      'exhibitor_email',
      'exhibitor_name',
      'company_name',
    ]);
  });

  it('conference', () => {
    const delegate = schemas.conference.parse(sampleDelegate);
    expect(Object.keys(emailParams(conferenceForm, 'admin', delegate, emailInputs.conference))).toEqual([
      'firstName',
      'lastName',
      'designation',
      'company',
      'businessPhone',
      'mobilePhone',
      'email',
      'website',
      'country',
      'agreement',
      'language',
    ]);
    expect(Object.keys(emailParams(conferenceForm, 'visitor', delegate, emailInputs.conference))).toEqual([
      'visitor_email',
      'visitor_name',
    ]);
  });

  it('register interest', () => {
    const interest = schemas.interest.parse(sampleInterest);
    expect(Object.keys(emailParams(interestForm, 'admin', interest, emailInputs.interest))).toEqual([
      'name',
      'email',
      'role',
      'language',
      'nextEdition',
      'nextEditionYear',
    ]);
    expect(Object.keys(emailParams(interestForm, 'visitor', interest, emailInputs.interest))).toEqual([
      'visitor_email',
      'visitor_name',
      'role',
      'nextEdition',
    ]);
  });

  it('a checkbox is sent as its words for the office, ticked or not', () => {
    const unticked = { ...schemas.conference.parse(sampleDelegate), agreement: false };
    expect(emailParams(conferenceForm, 'admin', unticked, emailInputs.conference).agreement).toBe('Not agreed');
  });
});
