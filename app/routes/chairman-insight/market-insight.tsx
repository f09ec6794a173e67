import { ContentSection } from '~/ui/content-section';
import { useContent } from '~/content/use-content';
import styles from './chairman-insight.module.css';

export function MarketInsight() {
  const { insight } = useContent('chairman');
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
