import { sendEmail } from '~/lib/email';
import type { SendOutcome } from '~/lib/send-failure';
import { exhibitorAdminParams, exhibitorConfirmationParams } from './payload';
import type { Exhibitor } from './schema';

/** The registration counts once the admin e-mail is out; a failed confirmation is only logged (spec §8). */
export async function sendExhibitor(exhibitor: Exhibitor): Promise<SendOutcome> {
  const admin = await sendEmail('exhibitorAdmin', exhibitorAdminParams(exhibitor));
  if (admin.ok) await sendEmail('exhibitorConfirmation', exhibitorConfirmationParams(exhibitor));
  return admin;
}
