import type { RootContent } from '~/content/use-root-content';
import type { ReadPass } from '~/features/passes/pass-token';
import { passFacts, passTitle, passWhen, shortPassId, type PassWords } from '~/features/passes/pass-summary';
import { PassQrCode } from './pass-qr-code';
import styles from './pass.module.css';

type Props = { pass: ReadPass; words: PassWords; site: RootContent['site'] };

/**
 * One pass, as the gate needs it and as it prints: the show, the kind of pass and its holder,
 * the QR code and where to show it, then what it admits to, when, and its number.
 */
export function PassCard({ pass: { token, claims }, words, site }: Props) {
  const { labels, kinds, qrLabel } = words.passes;
  const facts = [
    ...passFacts(claims, words),
    { key: 'when', label: labels.when, value: passWhen(claims, words) },
    { key: 'passId', label: labels.passId, value: shortPassId(claims.jti) },
  ];
  return (
    <article className={styles.pass} aria-labelledby="pass-title" data-kind={claims.k}>
      <header className={styles.head}>
        <p className={styles.show}>
          {site.fullName} {site.edition.year}
        </p>
        <h1 id="pass-title" className={styles.title}>
          {passTitle(claims.k, words)}
        </h1>
        <p className={styles.holder}>
          <span className="visually-hidden">{labels.holder}: </span>
          {claims.n}
        </p>
      </header>
      <PassQrCode token={token} label={qrLabel} />
      <p className={styles.instruction}>{kinds[claims.k].instruction}</p>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.key} className={styles.fact} data-fact={fact.key}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.venue}>
        {site.edition.datesLabel} · {site.venue.label}
      </p>
    </article>
  );
}
