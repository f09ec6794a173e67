import { useLocation } from 'react-router';
import { langOfPath, type Lang } from './lang';

/** The page's language, from its URL alone, so prerendered HTML and hydration always agree. */
export function useLang(): Lang {
  return langOfPath(useLocation().pathname);
}
