import { useLang } from '~/lib/use-lang';
import { localizedPath } from '~/lib/lang';
import { passToken, type IssuedPass } from '~/features/passes/issued-pass';
import type { PassKind } from '~/features/passes/pass-claims';
import { passLabels } from '~/features/passes/pass-label';
import styles from './pass-links.module.css';

/** The path of the pass page in this site's language: the token after `#`, never sent to a server. */
export const passPagePath = (pass: IssuedPass, lang: Parameters<typeof localizedPath>[1]) =>
  `${localizedPath('/pass', lang)}#${passToken(pass)}`;

type PassLinksProps = {
  passes: readonly IssuedPass[];
  words: { heading: string; intro: string };
  titles: Record<PassKind, string>;
};

/**
 * The passes a registration was issued, with its confirmation: a link to each one's page in
 * this page's language, named as the registrant's e-mail names it (pass-label.ts).
 */
export function PassLinks({ passes, words, titles }: PassLinksProps) {
  const lang = useLang();
  if (passes.length === 0) return null;
  const labels = passLabels(passes, titles);
  return (
    <section className={styles.passes} aria-labelledby="issued-passes-heading">
      <h3 id="issued-passes-heading" className={styles.heading}>
        {words.heading}
      </h3>
      <p className={styles.intro}>{words.intro}</p>
      <ul className={styles.list}>
        {passes.map((pass, index) => (
          <li key={pass.id}>
            <a className={styles.link} href={passPagePath(pass, lang)}>
              {labels[index]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
