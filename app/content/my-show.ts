import { pages } from './pages';

/** The words of the /my-show page: the visitor's saved plan. */
export const myShowContent = {
  planHeading: 'Your plan',
  /** `{count}` saved items. */
  summary: '{count} saved',
  loading: 'Loading your plan…',
  empty: {
    heading: 'Nothing saved yet',
    text: 'Press Save on anything you want to see: an event in the daily schedule, a conference session, a boat or an exhibitor. It appears here, day by day, and stays on this device.',
    links: [
      { label: 'Daily schedule', to: pages.dailySchedule.path },
      { label: 'Conference timetable', to: `${pages.conference.path}#timetable` },
      { label: 'Boats and yachts', to: pages.allBoats.path },
      { label: 'Exhibitor list', to: pages.exhibitorList.path },
    ],
  },
  groups: {
    /** A day's heading: `{day}` is "Day 3", `{date}` its date. */
    day: '{day} · {date}',
    event: 'Show events',
    session: 'Conference sessions',
    boat: 'Boats to see',
    exhibitor: 'Exhibitors to visit',
  },
  /** An exhibitor's line under its name. */
  exhibitorDetail: '{category} · {country}',
  /** Beside a saved event or session once the show is over: it stays in the plan. */
  ended: 'Ended',
  remove: 'Remove',
  /** Announced after a removal. */
  removed: '{name} removed from your plan.',
  actions: {
    heading: 'Take your plan with you',
    addAll: 'Add all to calendar (.ics)',
    /** Under the button: only dated items go into a calendar. */
    addAllNote: 'One file with your {count} timed events and sessions, in Malaysia time.',
    noTimed: 'Save an event or a session to add your plan to a calendar.',
    fileName: 'my-mybos-plan.ics',
    print: 'Print my plan',
    shareLabel: 'Share link',
    shareNote:
      'Anyone who opens this link sees your plan and can add it to theirs. It holds only what you saved, nothing about you.',
    copy: 'Copy link',
    copied: 'Link copied.',
    copyFailed: 'Select the link and copy it.',
  },
  shared: {
    heading: 'A plan shared with you',
    text: 'This plan came in a link. Add it to your own plan on this device, or just look.',
    add: 'Add these to My Show',
    /** Announced after adding: `{count}` new items. */
    added: '{count} added to your plan.',
    mine: 'See my own plan',
  },
} as const;
