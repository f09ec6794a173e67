import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { officeInviteEmail } from './invite-email';

// The service's own e-mails are not a form's: app/features/registration/email-templates.test.ts
// leaves them to this test, which keeps the template and its parameters in step the same way.
describe('the office invite e-mail', () => {
  const template = readFileSync(new URL('../../../emails/office_invite.html', import.meta.url), 'utf8');
  const email = officeInviteEmail('office_invite', {
    email: 'siti@mybos.com.my',
    role: 'staff',
    link: 'http://localhost:8787/office/invite#token',
    invitedBy: 'Aminah',
    expiresAt: '2026-11-30T09:05:00.000Z',
  });

  it('shows every parameter it is sent, and uses no other', () => {
    const names = [...new Set([...template.matchAll(/\{\{\s*([\w.-]+)\s*\}\}/g)].map((match) => match[1]))].sort();
    expect(names).toEqual(Object.keys(email.params).sort());
    expect(template).not.toMatch(/\{\{\{/);
  });

  it('says until when the link works, in UTC', () => {
    expect(email.params.expires).toBe('30 November 2026 at 09:05 UTC');
  });
});
