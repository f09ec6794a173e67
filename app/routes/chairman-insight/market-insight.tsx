import { ContentSection } from '~/ui/content-section';
import type { Edition } from '~/content/edition';
import styles from './chairman-insight.module.css';

export function MarketInsight({ insight }: { insight: Edition['chairman']['insight'] }) {
  return (
    <ContentSection id="insight" heading={insight.heading} intro={<p>{insight.intro}</p>} tone="alt">
      <dl className={styles.figures}>
        {insight.figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <ul className={styles.points}>
        {insight.points.map((point) => (
          <li key={point.title}>
            <h3>{point.title}</h3>
            <p>{point.text}</p>
          </li>
        ))}
      </ul>
    </ContentSection>
  );
}
