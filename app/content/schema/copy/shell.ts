import { z } from 'zod';
import { text, plain } from '../fields';

export const shellSchema = z.strictObject({
  skipLink: text,
  shareImageAlt: text,
  loading: text,
  showDescription: text,
  newTab: text,
  header: z.strictObject({
    whatsapp: text,
    home: text,
    logo: text,
    mainNav: text,
    menu: plain,
  }),
  languageSwitch: z.strictObject({
    label: text,
    lang: text,
  }),
  footer: z.strictObject({
    contact: text,
    followUs: text,
    pages: text,
    rights: text,
    accessibility: text,
  }),
  dialog: z.strictObject({
    close: text,
  }),
  months: z.array(text),
  pager: z.strictObject({
    previous: text,
    next: text,
  }),
  map: z.strictObject({
    place: z.strictObject({
      stand: text,
      berth: text,
    }),
    showOnMap: text,
    whose: plain,
  }),
  calendar: z.strictObject({
    add: text,
    whose: plain,
    download: text,
    google: plain,
    outlook: plain,
    calendarName: plain,
    showTitle: plain,
    showDescription: text,
    hours: z.strictObject({
      opens: text,
      closes: text,
    }),
    eventTitle: plain,
    eventDescription: text,
    sessionTitle: plain,
    sessionDescription: text,
    paths: z.strictObject({
      show: plain,
      schedule: plain,
      conference: plain,
    }),
  }),
  update: z.strictObject({
    available: text,
    reload: text,
  }),
  outbox: z.strictObject({
    waiting: text,
    sent: text,
    failed: text,
    dismiss: text,
  }),
  myShow: z.strictObject({
    link: text,
    countLabel: text,
    save: text,
  }),
});
