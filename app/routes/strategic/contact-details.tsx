import { ContentSection } from '~/ui/content-section';
import { useRootContent } from '~/content/use-root-content';
import type { Edition } from '~/content/edition';
import styles from './strategic.module.css';

export function ContactDetails({ contact }: { contact: Edition['strategic']['contact'] }) {
  const { newTab } = useRootContent().shell;
  const { labels } = contact;
  return (
    <ContentSection id="contact" heading={contact.heading} intro={<p>{contact.intro}</p>} tone="alt">
      <address className={styles.contact}>
        <dl>
          <div>
            <dt>{labels.organiser}</dt>
            <dd>{contact.organiser}</dd>
          </div>
          <div>
            <dt>{labels.email}</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>{labels.whatsapp}</dt>
            <dd>
              <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {contact.whatsappLabel}
                <span className="visually-hidden"> {newTab}</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>{labels.address}</dt>
            <dd>{contact.address}</dd>
          </div>
        </dl>
      </address>
    </ContentSection>
  );
}
