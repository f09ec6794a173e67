/** Copy, options and limits of the four registration forms. Messages are the spec's exact strings (§5, §8). */

export const messages = {
  required: 'This field is required',
  agreement: 'You must agree to the terms and conditions.',
  invalidEmail: 'Please enter a valid email address',
  firstNameRequired: 'First Name is required',
  lastNameRequired: 'Last Name is required',
  emailRequired: 'Email is required',
  phoneInvalid: 'Valid phone number required',
  emptyOrder: 'Please select at least one ticket or cruise package',
  tripTime: (cruise: string) => `Please select a trip time for ${cruise}`,
} as const;

/** Send-failure alerts. The first two are the spec's error catalogue (§8); the ticket one is ours. */
export const failureMessages = {
  registration: 'There was an error submitting your registration. Please try again.',
  conference: 'Error submitting registration. Please try again.',
  ticket: 'There was an error submitting your order. Please try again.',
} as const;

export const restoreLabel = 'Restore my details';

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

export const titles = ['Mr.', 'Mrs.', 'Ms.'] as const;
export const boothSizes = ['3x3m', '6x3m', 'Custom'] as const;

/** What each form says while sending, and once the e-mail went out. */
export const formCopy = {
  sending: 'Sending…',
  publicVisitor: {
    heading: 'Your details',
    intro: 'All fields are required.',
    submit: 'Register',
    sent: 'Thank you for registering. Your registration has been sent; we look forward to welcoming you at the show.',
  },
  exhibitor: {
    heading: 'Book your booth',
    intro: 'All fields are required except additional requests.',
    submit: 'Submit registration',
    successTitle: 'Registration received',
    successBody:
      'Thank you for registering as an exhibitor. We have sent a confirmation to your e-mail address, and our team will contact you to confirm your booth.',
  },
  conference: {
    heading: 'Delegate registration',
    intro: 'Admission is RM350 per delegate, paid by bank transfer. All fields are required.',
    submit: 'Register',
    termsButton: 'Read the terms and conditions',
    agreementLabel: 'I agree to the terms and conditions.',
    successTitle: 'Registration received',
    successBody:
      'Thank you for registering for the conference. Please transfer the admission fee and e-mail your payment receipt to complete your registration; a confirmation is on its way to your inbox.',
  },
  ticket: {
    heading: 'Order tickets and cruises',
    intro: 'Choose up to 10 of each ticket and up to 10 seats per cruise. Your order is confirmed by e-mail.',
    submit: 'Place order',
    successTitle: 'Order received',
    successBody:
      'Thank you for your order. A confirmation with your tickets and cruises is on its way to your e-mail address.',
    summaryHeading: 'Order summary',
    emptySummary: 'No tickets or cruises selected yet.',
    totalLabel: 'Total',
    free: 'Free',
  },
} as const;
