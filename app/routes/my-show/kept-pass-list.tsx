import { useRef, useState } from 'react';
import type { KeptPass } from '~/features/passes/kept-passes';
import { forgetPass } from '~/features/passes/kept-passes';
import { passBrief, passTitle, type PassWords } from '~/features/passes/pass-summary';
import { fill, localizedPath } from '~/lib/lang';
import { useLang } from '~/lib/use-lang';
import styles from './my-show.module.css';

type Props = { passes: readonly KeptPass[]; words: PassWords };

/** The passes kept on this device, each a link to its pass page, with Remove like the plan's. */
export function KeptPassList({ passes, words }: Props) {
  const lang = useLang();
  const copy = words.passes.myShow;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState('');

  const remove = (pass: KeptPass) => {
    forgetPass(pass.id);
    setAnnouncement(fill(copy.removed, { name: passTitle(pass.claims.k, words) }));
    // The removed button is gone: focus goes back to the top of the list, not to the page's start.
    headingRef.current?.focus();
  };

  return (
    <section aria-labelledby="passes-heading" className={styles.passes}>
      <h2 id="passes-heading" ref={headingRef} tabIndex={-1} className={styles.planHeading}>
        {copy.heading}
      </h2>
      <p className={styles.note}>{copy.note}</p>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <ul className={styles.items}>
        {passes.map((pass) => {
          const title = passTitle(pass.claims.k, words);
          const brief = passBrief(pass.claims, words);
          const detailId = `pass-${pass.id}`;
          return (
            <li key={pass.id} className={styles.item}>
              <div className={styles.itemText}>
                {/* A document load, not a client navigation: offline, the worker would answer the
                    page's data request by loading the page again without the fragment
                    (service-worker/caching.ts, `pageData`), and the token is in the fragment. */}
                <a
                  href={`${localizedPath('/pass', lang)}#${pass.token}`}
                  className={styles.itemName}
                  aria-describedby={detailId}
                >
                  {title}
                </a>
                <span id={detailId} className={styles.detail}>
                  {brief}
                </span>
              </div>
              <button type="button" className={styles.remove} onClick={() => remove(pass)}>
                {copy.remove}
                <span className="visually-hidden">
                  {' '}
                  {title}, {pass.claims.n}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
