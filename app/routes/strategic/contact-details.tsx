import { ContentSection } from '~/components/content-section';
import { strategic } from '~/content/strategic';
import styles from './strategic.module.css';

export function ContactDetails() {
  const { contact } = strategic;
  return (
    <ContentSection id="contact" heading={contact.heading} intro={<p>{contact.intro}</p>} tone="alt">
      <address className={styles.contact}>
        <dl>
          <div>
            <dt>Organiser</dt>
            <dd>{contact.organiser}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </dd>
          </div>
          <div>
            <dt>WhatsApp</dt>
            <dd>
              <a href={contact.whatsappUrl} target="_blank" rel="noopener noreferrer">
                {contact.whatsappLabel}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{contact.address}</dd>
          </div>
        </dl>
      </address>
    </ContentSection>
  );
}
