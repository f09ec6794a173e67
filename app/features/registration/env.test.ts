import { afterEach, describe, expect, it, vi } from 'vitest';

const english = {
  VITE_EMAILJS_TEMPLATE_VISITOR_ADMIN: 'visitor_admin',
  VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION: 'exhibitor_confirmation',
  VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR: 'conference_visitor',
  VITE_EMAILJS_TEMPLATE_TICKET_VISITOR: 'ticket_visitor',
  VITE_EMAILJS_TEMPLATE_INTEREST_ADMIN: 'interest_admin',
  VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION: 'interest_confirmation',
};

// The settings are read once, when env.ts loads: each case loads it afresh with its own.
async function loadEnv(settings: Record<string, string>) {
  vi.resetModules();
  for (const [name, value] of Object.entries({ ...english, ...settings })) vi.stubEnv(name, value);
  return import('./env');
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('templateIdFor', () => {
  it("sends a Malay visitor the Malay template of the registrant's own e-mails", async () => {
    const { templateIdFor } = await loadEnv({
      VITE_EMAILJS_TEMPLATE_EXHIBITOR_CONFIRMATION_MS: 'exhibitor_ms',
      VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS: 'conference_ms',
      VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_ms',
      VITE_EMAILJS_TEMPLATE_INTEREST_CONFIRMATION_MS: 'interest_ms',
    });
    expect(templateIdFor('exhibitorConfirmation', 'ms')).toBe('exhibitor_ms');
    expect(templateIdFor('interestConfirmation', 'ms')).toBe('interest_ms');
    expect(templateIdFor('conferenceVisitor', 'ms')).toBe('conference_ms');
    expect(templateIdFor('ticketVisitor', 'ms')).toBe('ticket_ms');
  });

  it('keeps the English template for English visitors', async () => {
    const { templateIdFor } = await loadEnv({ VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_ms' });
    expect(templateIdFor('ticketVisitor', 'en')).toBe('ticket_visitor');
  });

  it('falls back to the English template when no Malay one is configured', async () => {
    const { templateIdFor } = await loadEnv({
      VITE_EMAILJS_TEMPLATE_TICKET_VISITOR_MS: 'ticket_ms',
      VITE_EMAILJS_TEMPLATE_CONFERENCE_VISITOR_MS: '',
    });
    expect(templateIdFor('ticketVisitor', 'ms')).toBe('ticket_ms');
    expect(templateIdFor('conferenceVisitor', 'ms')).toBe('conference_visitor');
    expect(templateIdFor('exhibitorConfirmation', 'ms')).toBe('exhibitor_confirmation');
    expect(templateIdFor('interestConfirmation', 'ms')).toBe('interest_confirmation');
  });

  it("sends the office's copies in English whatever the visitor's language", async () => {
    const { templateIdFor } = await loadEnv({});
    expect(templateIdFor('visitorAdmin', 'ms')).toBe('visitor_admin');
    expect(templateIdFor('interestAdmin', 'ms')).toBe('interest_admin');
  });
});
