import type { Email } from '../../mail/emailjs-mailer';
import type { OfficeRole } from './office-user';

/** When an invite's link stops working, as its e-mail says it: the day and time, in UTC (unambiguous wherever it is read). */
export const expiryText = (iso: string) =>
  `${new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso))} UTC`;

/**
 * An office invite's e-mail (emails/office_invite.html, English: the office reads English):
 * to `email`, with its one-time `link`, who sent it and until when it works.
 */
export function officeInviteEmail(
  templateId: string,
  invite: { email: string; role: OfficeRole; link: string; invitedBy: string; expiresAt: string },
): Email {
  return {
    templateId,
    params: {
      email: invite.email,
      role: invite.role,
      link: invite.link,
      invited_by: invite.invitedBy,
      expires: expiryText(invite.expiresAt),
    },
  };
}
