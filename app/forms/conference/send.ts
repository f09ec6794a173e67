import { sendEmail } from '~/lib/email';
import type { SendOutcome } from '~/lib/send-failure';
import { conferenceAdminParams, conferenceVisitorParams } from './payload';
import type { ConferenceRegistration } from './schema';

/** The registration counts once the admin e-mail is out; a failed visitor e-mail is only logged (spec §8). */
export async function sendConference(delegate: ConferenceRegistration): Promise<SendOutcome> {
  const admin = await sendEmail('conferenceAdmin', conferenceAdminParams(delegate));
  if (admin.ok) await sendEmail('conferenceVisitor', conferenceVisitorParams(delegate));
  return admin;
}
