import { Link } from 'react-router';
import { ContentSection } from '~/ui/content-section';
import { useCalendarContext } from '~/features/calendar/use-calendar-context';
import { useRootContent } from '~/content/use-root-content';
import { useLang } from '~/lib/use-lang';
import type { Edition, VisitFact, VisitLink } from '~/content/edition';
import { showCalendarEvent } from '~/features/calendar/calendar-events';
import { calendarFilePath } from '~/features/calendar/calendar';
import { DataTable } from '~/ui/data-table';
import styles from './visit.module.css';
import { buttonClass } from '~/ui/button';

/**
 * The text of the /visit page, section by section, from the route's `visit` content. The
 * venue map is a separate section; `VisitSections` renders everything else in page order, and
 * each section is exported too, for a page that puts the map between two of them.
 */

type Visit = Edition['visit'];
type Sections = Visit['sections'];

/** Internal paths go through the router; `mailto:` and the like are plain links. */
function InlineLink({ link }: { link: VisitLink }) {
  return link.to ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>;
}

function FactList({ facts }: { facts: readonly VisitFact[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.title} className={styles.fact}>
          <h3 className={styles.factTitle}>{fact.title}</h3>
          <p>
            {fact.text}
            {fact.link ? (
              <>
                {' '}
                <InlineLink link={fact.link} />
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The two things a visitor on the move needs first: directions and a calendar entry. */
export function VisitActions({ visit }: { visit: Visit }) {
  const { openInMaps, calendar } = visit;
  const { shell } = useRootContent();
  const lang = useLang();
  const show = showCalendarEvent(useCalendarContext());
  return (
    <div className={`container ${styles.actions}`}>
      <a
        href={openInMaps.href}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonClass('primary', { extra: styles.action })}
      >
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
          <path
            fill="currentColor"
            d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z"
          />
        </svg>
        {openInMaps.label}
        <span className="visually-hidden"> {shell.newTab}</span>
      </a>
      <a href={calendarFilePath(show.id, lang)} download className={buttonClass('secondary', { extra: styles.action })}>
        <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className={styles.icon}>
          <path
            fill="currentColor"
            d="M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7Zm-2 8h14v10H5V10Zm2 2v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z"
          />
        </svg>
        {calendar.label}
      </a>
    </div>
  );
}

export function GettingHere({ section }: { section: Sections['gettingHere'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>}>
      <div className={styles.groups}>
        {section.groups.map((group) => (
          <div key={group.heading} className={styles.group}>
            <h3>{group.heading}</h3>
            <p>{group.text}</p>
            <dl className={styles.routes}>
              {group.routes.map((route) => (
                <div key={route.from} className={styles.route}>
                  <dt>{route.from}</dt>
                  <dd>{route.time}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </ContentSection>
  );
}

export function GettingToVenue({ section, venue }: { section: Sections['venue']; venue: Visit['venue'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>} tone="alt">
      <p className={styles.address}>
        <span className={styles.addressLabel}>{section.addressLabel}</span>
        <span>
          {venue.name}, {venue.address}
        </span>
      </p>
      <FactList facts={section.facts} />
    </ContentSection>
  );
}

export function BetweenMarinas({ section }: { section: Sections['marinas'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>}>
      <FactList facts={section.facts} />
    </ContentSection>
  );
}

export function OpeningHours({ section }: { section: Sections['hours'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>} tone="alt">
      <div className={styles.tableBox}>
        <DataTable>
          <caption>{section.table.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{section.table.day}</th>
              <th scope="col">{section.table.hours}</th>
            </tr>
          </thead>
          <tbody>
            {section.days.map((day) => (
              <tr key={day.date}>
                <th scope="row">
                  <time dateTime={day.date}>{day.day}</time>
                </th>
                <td>
                  <span className={styles.hours}>{day.hours}</span>
                  {'note' in day ? <span className={styles.note}>{day.note}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </div>
    </ContentSection>
  );
}

export function WhereToStay({ section }: { section: Sections['stay'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>}>
      <FactList facts={section.facts} />
    </ContentSection>
  );
}

export function VenueAccessibility({ section }: { section: Sections['accessibility'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>} tone="alt">
      <FactList facts={section.facts} />
    </ContentSection>
  );
}

export function WhatToBring({ section }: { section: Sections['bring'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} intro={<p>{section.intro}</p>}>
      <ul className={styles.checklist}>
        {section.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </ContentSection>
  );
}

export function VisitQuestions({ section }: { section: Sections['faq'] }) {
  return (
    <ContentSection id={section.id} heading={section.heading} tone="alt">
      <div className={styles.questions}>
        {section.questions.map((item) => (
          <details key={item.question} className={styles.question}>
            <summary>{item.question}</summary>
            <div className={styles.answer}>
              <p>{item.answer}</p>
              {item.link ? (
                <p>
                  <InlineLink link={item.link} />
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </ContentSection>
  );
}

/** Every text section of the page, in order; the venue map is not one of them. */
export function VisitSections({ visit }: { visit: Visit }) {
  const { sections } = visit;
  return (
    <>
      <GettingHere section={sections.gettingHere} />
      <GettingToVenue section={sections.venue} venue={visit.venue} />
      <BetweenMarinas section={sections.marinas} />
      <OpeningHours section={sections.hours} />
      <WhereToStay section={sections.stay} />
      <VenueAccessibility section={sections.accessibility} />
      <WhatToBring section={sections.bring} />
      <VisitQuestions section={sections.faq} />
    </>
  );
}
