import { z } from 'zod';
import { text, pageLink, plain } from '../fields';

export const myShowSchema = z.strictObject({
  planHeading: text,
  summary: text,
  loading: text,
  empty: z.strictObject({
    heading: text,
    text: text,
    links: z.array(
      z.strictObject({
        label: text,
        to: pageLink,
      }),
    ),
  }),
  groups: z.strictObject({
    day: plain,
    event: text,
    session: text,
    boat: text,
    exhibitor: text,
  }),
  exhibitorDetail: plain,
  ended: text,
  remove: text,
  removed: text,
  actions: z.strictObject({
    heading: text,
    addAll: text,
    addAllNote: text,
    noTimed: text,
    fileName: text,
    print: text,
    shareLabel: text,
    shareNote: text,
    copy: text,
    copied: text,
    copyFailed: text,
  }),
  shared: z.strictObject({
    heading: text,
    text: text,
    add: text,
    added: text,
    mine: text,
  }),
});
