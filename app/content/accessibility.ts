import { site } from './site';

/** The accessibility statement's sections: what we aim for, what we check, known gaps, contact. */
export const accessibilityStatement = {
  headings: {
    commitments: 'What we do',
    testing: 'How we check',
    knownLimitations: 'Known limitations',
    contact: 'Tell us about a barrier',
  },
  lastReviewed: 'November 2026',
  /** `{date}` is `lastReviewed`. */
  reviewedLine: 'This statement was last reviewed in {date}.',
  commitments: [
    'Every page has a skip link to its main content, one main heading and a logical heading outline.',
    'Menus, carousels, pop-ups, the gallery lightbox and every form work with a keyboard alone, with a visible focus outline.',
    'Every form field has a visible label; errors are written next to the field and announced to screen readers.',
    'Images have text alternatives; the workshop poster is also described in full on its page.',
    'Text and controls meet AA colour contrast; nothing relies on colour alone.',
    'Slideshows can be paused, and animation stops when your device asks for reduced motion.',
    'Pages work from 320 px wide phones to large desktop screens, and text can be zoomed to 200%.',
  ],
  testing: [
    'Automated axe-core checks of every page at desktop and phone widths, and of every open menu and pop-up, on each change.',
    'Keyboard walk-throughs of the menus, carousels, pop-ups, lightbox and forms in a real browser.',
  ],
  knownLimitations: [
    'The promo video has no spoken content or captions; it shows scenes of the show with on-screen titles, which are repeated in the page text.',
    'Brochures are PDFs generated from our boat listings; if you need one in another format, e-mail us.',
  ],
  contact: {
    email: site.contact.generalEmail,
    /** Followed by the e-mail address as a link, then a full stop. */
    lead: 'If something on this site does not work for you, e-mail',
    responseTime: 'We reply within five working days.',
  },
} as const;

/** This module's namespace of the English edition (app/content/editions.ts). */
export const accessibilityContent = accessibilityStatement;
