import { useLang } from '~/lib/use-lang';
import { localizedPath } from '~/lib/lang';
import type { PassLink } from '~/features/passes/pass-label';
import styles from './pass-links.module.css';

type PassLinksProps = {
  passes: readonly PassLink[];
  words: { heading: string; intro: string };
};

/**
 * The passes a registration was issued, with its confirmation: a link to each one's page in
 * this page's language (the token after `#`, never sent to a server), named as the
 * registrant's e-mail names it (features/passes/pass-label.ts).
 */
export function PassLinks({ passes, words }: PassLinksProps) {
  const lang = useLang();
  if (passes.length === 0) return null;
  return (
    <section className={styles.passes} aria-labelledby="issued-passes-heading">
      <h3 id="issued-passes-heading" className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.intro}>{words.intro}</p>
      <ul className={styles.list}>
        {passes.map((pass) => (
          <li key={pass.id}>
            <a className={styles.link} href={`${localizedPath('/pass', lang)}#${pass.token}`}>
              {pass.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
