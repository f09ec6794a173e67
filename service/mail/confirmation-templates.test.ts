import { describe, expect, it } from 'vitest';
import { confirmationTemplateId, readConfirmationTemplates, templateVariable } from './confirmation-templates';

describe('the confirmations’ template ids', () => {
  it('are the site’s variables without VITE_', () => {
    expect(templateVariable('visitorConfirmation')).toBe('EMAILJS_TEMPLATE_VISITOR_CONFIRMATION');
    expect(templateVariable('conferenceVisitor')).toBe('EMAILJS_TEMPLATE_CONFERENCE_VISITOR');
  });

  it('take the Malay one where configured, else the English one, else none', () => {
    const ids = readConfirmationTemplates({
      EMAILJS_TEMPLATE_TICKET_VISITOR: 'ticket_visitor',
      EMAILJS_TEMPLATE_TICKET_VISITOR_MS: ' ticket_visitor_ms ',
      EMAILJS_TEMPLATE_INTEREST_CONFIRMATION: 'interest_confirmation',
    });
    expect(confirmationTemplateId(ids, 'ticketVisitor', 'ms')).toBe('ticket_visitor_ms');
    expect(confirmationTemplateId(ids, 'ticketVisitor', 'en')).toBe('ticket_visitor');
    expect(confirmationTemplateId(ids, 'interestConfirmation', 'ms')).toBe('interest_confirmation');
    expect(confirmationTemplateId(ids, 'visitorConfirmation', 'en')).toBe('');
  });

  it('refuse an id EmailJS would not have', () => {
    expect(() => readConfirmationTemplates({ EMAILJS_TEMPLATE_VISITOR_CONFIRMATION: 'a b' })).toThrow(
      /EMAILJS_TEMPLATE_VISITOR_CONFIRMATION/,
    );
  });
});
