import { conference } from './conference';
import { freeLabel } from './prices';
import { formatRm } from '~/lib/format-rm';

/**
 * Copy, options and limits of the four registration forms. The validation messages and the
 * first two failure alerts are the organisers' exact wording: keep them letter for letter.
 */

export const messages = {
  required: 'This field is required',
  agreement: 'You must agree to the terms and conditions.',
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  phoneInvalid: 'Valid phone number required',
  emptyOrder: 'Please select at least one ticket or cruise package',
  /** `{cruise}` is the cruise's name. */
  tripTime: 'Please select a trip time for {cruise}',
  countOutOfRange: 'Choose 0 to {max}',
  /** `{max}` is one more than the longest allowed. */
  tooLong: 'Please keep this under {max} characters',
} as const;

/** Send-failure alerts. The registration and conference ones are required wording; the ticket one is ours. */
export const failureMessages = {
  registration: 'There was an error submitting your registration. Please try again.',
  conference: 'Error submitting registration. Please try again.',
  ticket: 'There was an error submitting your order. Please try again.',
} as const;

/**
 * Input limits. A full submission stays far below EmailJS's 50 KB parameter limit
 * (the longest form, exhibitor, is under 3 000 characters).
 */
export const maxLengths = {
  name: 100,
  text: 150,
  email: 254,
  phone: 20,
  url: 254,
  freeText: 2000,
} as const;

/** The office receives the value; the visitor sees the label (the same in English). */
export const titles = [
  { value: 'Mr.', label: 'Mr.' },
  { value: 'Mrs.', label: 'Mrs.' },
  { value: 'Ms.', label: 'Ms.' },
] as const;

/** Each control's visible label, by the field's name. */
export const fieldLabels = {
  title: 'Title',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
  company: 'Company',
  designation: 'Designation',
  nationality: 'Nationality',
  companyName: 'Company name',
  contactPerson: 'Contact person',
  boothSize: 'Booth size',
  productCategory: 'Product category',
  additionalRequests: 'Additional requests (optional)',
  businessPhone: 'Business phone',
  mobilePhone: 'Mobile phone',
  website: 'Website',
  country: 'Country',
  countryCode: 'Country code',
  localNumber: 'Mobile number',
} as const;

/** The empty first option of each select, and the phone example. */
export const placeholders = {
  title: 'Select a title',
  nationality: 'Select your nationality',
  country: 'Select your country',
  boothSize: 'Select a booth size',
  tripTime: 'Select a trip time',
  phone: '+60 12-345 6789',
} as const;

export const hints = {
  freeText: `Up to ${maxLengths.freeText} characters.`,
  digitsOnly: 'Digits only',
} as const;
export const boothSizes = [
  { value: '3x3m', label: '3x3m' },
  { value: '6x3m', label: '6x3m' },
  { value: 'Custom', label: 'Custom' },
] as const;

/** What each form says while sending, and once the e-mail went out. */
export const formCopy = {
  sending: 'Sending…',
  restore: 'Restore my details',
  /** Under the failure alert when the registration is kept on the device to be sent later. */
  queued: {
    saved:
      'Your registration is saved on this device and will be sent automatically when you are back online. You can leave this page.',
    cancel: 'Cancel this registration',
    cancelled: 'Cancelled: this registration will not be sent.',
    sentLater: 'Your registration has now been sent.',
  },
  /** In place of taking registrations, once a form's window has closed (or before it opens). */
  closed: {
    heading: 'Registration is closed',
    /** `{show}` is the show and its year, `{date}` the last day it took registrations. */
    closedOn: 'Registration for {show} closed on {date}. Nothing you typed here has been sent.',
    opensOn: 'Registration for {show} opens on {date}.',
    /** `{show}` is the next edition, `{dates}` its dates or `datesTba`. */
    next: 'The next show is {show}: {dates}.',
    datesTba: 'dates to be announced',
    nextLink: 'About the next show',
  },
  publicVisitor: {
    label: 'Public visitor registration',
    heading: 'Your details',
    intro: 'All fields are required.',
    submit: 'Register',
    sent: 'Thank you for registering. Your registration has been sent; we look forward to welcoming you at the show.',
  },
  exhibitor: {
    label: 'Exhibitor registration',
    heading: 'Book your booth',
    intro: 'All fields are required except additional requests.',
    submit: 'Submit registration',
    successTitle: 'Registration received',
    successBody:
      'Thank you for registering as an exhibitor. We have sent a confirmation to your e-mail address, and our team will contact you to confirm your booth.',
  },
  conference: {
    label: 'Conference registration',
    heading: 'Delegate registration',
    intro: `Admission is ${formatRm(conference.admissionFeeRm, 'joined')} per delegate, paid by bank transfer. All fields are required.`,
    submit: 'Register',
    termsButton: 'Read the terms and conditions',
    agreementLabel: 'I agree to the terms and conditions.',
    successTitle: 'Registration received',
    successBody:
      'Thank you for registering for the conference. Please transfer the admission fee and e-mail your payment receipt to complete your registration; a confirmation is on its way to your inbox.',
  },
  ticket: {
    label: 'Ticket and cruise order',
    heading: 'Order tickets and cruises',
    intro: 'Choose up to 10 of each ticket and up to 10 seats per cruise. Your order is confirmed by e-mail.',
    submit: 'Place order',
    successTitle: 'Order received',
    successBody:
      'Thank you for your order. A confirmation with your tickets and cruises is on its way to your e-mail address.',
    summaryHeading: 'Order summary',
    emptySummary: 'No tickets or cruises selected yet.',
    totalLabel: 'Total',
    yourDetails: 'Your details',
    ticketsLegend: 'Entrance tickets',
    cruisesLegend: 'Cruise packages',
    eachPrice: '{price} each',
    cruiseFacts: '{price} per person · {capacity} pax capacity per trip',
    discountNote: 'Ticket holders get {percent}% off selected F&B, merchandise and cruise packages.',
    /** The count selects' labels, which the browser tests look controls up by. */
    cruisePaxLabel: '{cruise} pax',
    cruiseTripLabel: '{cruise} trip time',
    /** What the e-mails say for an empty part of the order. */
    noTickets: 'No tickets selected',
    noCruises: 'No cruises selected',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const formsContent = {
  messages,
  failureMessages,
  maxLengths,
  titles,
  fieldLabels,
  placeholders,
  hints,
  boothSizes,
  copy: formCopy,
  freeLabel,
};
