import { useState } from 'react';
import { Link } from 'react-router';
import { useLang } from '~/lib/use-lang';
import type { Edition } from '~/content/edition';
import { updatePlan, useMyShowPlan } from '~/features/my-show/use-my-show';
import type { PlanCatalogue } from '~/features/my-show/plan-catalogue';
import { fill, localizedPath } from '~/lib/lang';
import { mergePlans, type Plan } from '~/features/my-show/my-show-plan';
import styles from './my-show.module.css';
import { PlanList } from './plan-list';
import { buttonClass } from '~/ui/button';

type SharedPlanProps = { copy: Edition['myShow']; plan: Plan; catalogue: PlanCatalogue };

/** A plan that came in a link: shown as it is, with a way to add it to one's own. */
export function SharedPlan({ copy, plan, catalogue }: SharedPlanProps) {
  const { shared } = copy;
  const lang = useLang();
  const mine = useMyShowPlan();
  const [status, setStatus] = useState('');
  const add = () => {
    const added = plan.filter((key) => !mine.includes(key)).length;
    updatePlan((saved) => mergePlans(saved, plan));
    setStatus(fill(shared.added, { count: added }));
  };
  return (
    <>
      <section aria-labelledby="shared-plan" className={styles.sharedIntro}>
        <h2 id="shared-plan">{shared.heading}</h2>
        <p>{shared.text}</p>
        <div className={styles.actionRow}>
          <button type="button" className={buttonClass('primary', { compact: true })} onClick={add}>
            {shared.add}
          </button>
          <Link to={localizedPath('/my-show', lang)} className={buttonClass('secondary', { compact: true })}>
            {shared.mine}
          </Link>
        </div>
        <p role="status" className={styles.note}>
          {status}
        </p>
      </section>
      <PlanList copy={copy} plan={plan} catalogue={catalogue} removable={false} />
    </>
  );
}
