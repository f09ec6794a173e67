import { useRootContent } from '~/content/use-root-content';

/** The show's mark: a stylised sail over a wave, with the short name. */
export function Logo({ inverted = false }: { inverted?: boolean }) {
  const { site, shell } = useRootContent();
  const label = shell.header.logo;
  const ink = inverted ? '#ffffff' : 'var(--color-navy-900)';
  return (
    <svg viewBox="0 0 168 44" width="168" height="44" role="img" aria-label={label}>
      <path d="M22 4 L22 31 L6 31 Z" fill="var(--color-gold-500)" />
      <path d="M25 8 L25 31 L38 31 Q35 18 25 8 Z" fill={inverted ? '#9fd3e6' : 'var(--color-ocean-500)'} />
      <path d="M2 36 Q12 31 22 36 T42 36" fill="none" stroke={ink} strokeWidth="3" strokeLinecap="round" />
      <text x="50" y="30" fill={ink} fontFamily="var(--font-display)" fontSize="26" fontWeight="700" letterSpacing="1">
        {site.shortName}
      </text>
    </svg>
  );
}
