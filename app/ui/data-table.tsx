import type { ReactNode } from 'react';
import styles from './data-table.module.css';

type DataTableProps = {
  /** `wide` for a price list with several columns of figures (put it in a `TableScroller`). */
  layout?: 'compact' | 'wide';
  /** The table's `<caption>`, `<thead>` and `<tbody>`: the page knows its columns. */
  children: ReactNode;
};

/** A table of facts with the site's caption, column titles and rules. */
export function DataTable({ layout = 'compact', children }: DataTableProps) {
  return <table className={layout === 'wide' ? `${styles.table} ${styles.wide}` : styles.table}>{children}</table>;
}

/** For the cells of a column of figures (prices, capacities): right-aligned, kept on one line. */
export const numericCell = styles.numeric;
