import { z } from 'zod';
import { text } from '../fields';

/** A kind of pass: its title, and where to show it. */
const kind = z.strictObject({
  /** The pass's heading: "Visitor pass". */
  title: text,
  /** The line under its QR code: where the gate scans it. */
  instruction: text,
});

/**
 * The pass page (/pass#<token>, app/routes/pass/) and the passes My Show lists: what a pass
 * issued by the registrations service says, in the page's language. The kinds are the
 * service's (app/features/passes/pass-claims.ts).
 */
export const passesSchema = z.strictObject({
  kinds: z.strictObject({
    visitor: kind,
    exhibitor: kind,
    delegate: kind,
    entrance: kind,
    boarding: kind,
  }),
  /** The names of what a pass says. */
  labels: z.strictObject({
    holder: text,
    /** An entrance ticket's category (Adult, Child…). */
    category: text,
    /** An exhibitor pass's company. */
    company: text,
    cruise: text,
    tripTime: text,
    guests: text,
    /** The days it is valid. */
    when: text,
    /** The short form of the pass's id, which the office can look up. */
    passId: text,
  }),
  /** A boarding pass's seats: `{count}` guests. */
  guestCount: z.strictObject({ one: text, other: text }),
  /** A pass valid on every day of the show: `{dates}` is the show's dates (site.edition.datesLabel). */
  everyShowDay: text,
  /** The QR code's name for screen readers. */
  qrLabel: text,
  /** Before the page has read the pass from its link. */
  loading: text,
  print: text,
  /** Under the pass: it stays on this device. */
  kept: text,
  /** A link to the pass page without a pass in it. */
  missing: text,
  /** A link whose pass cannot be read: cut short, or changed. */
  damaged: text,
  /** From a missing or damaged link's message to the passes kept in My Show. */
  myShowLink: text,
  /** My Show's list of the passes kept on the device (shown only when there are some). */
  myShow: z.strictObject({
    heading: text,
    note: text,
    remove: text,
    /** Announced once a pass is removed: `{name}` is its title. */
    removed: text,
  }),
  /** For the wallet buttons, which are not built yet. */
  addToGoogleWallet: text,
  addToAppleWallet: text,
});
