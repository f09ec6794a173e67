import styles from './venue-map.module.css';

/** Roughly how wide the plan's 15-unit bold text runs per character. */
const charWidth = 8.4;

/**
 * A landmark's name inside its shape: a bracketed part goes on a second line, a name still
 * too long is squeezed to fit, and the narrow pier is labelled along its length.
 */
export function FacilityLabel({
  facility,
  label,
}: {
  facility: { kind: string; x: number; y: number; width: number; height: number };
  label: string;
}) {
  const vertical = facility.height > facility.width * 3;
  const room = (vertical ? facility.height : facility.width) - 12;
  const lines = label.split(/ (?=\()/);
  const cx = facility.x + facility.width / 2;
  const cy = facility.kind === 'hall' ? facility.y + 18 : facility.y + facility.height / 2;
  return (
    <text
      x={cx}
      y={cy - ((lines.length - 1) * 17) / 2}
      className={styles.facilityLabel}
      transform={vertical ? `rotate(-90 ${cx} ${cy})` : undefined}
    >
      {lines.map((line, index) => (
        <tspan
          key={line}
          x={cx}
          dy={index === 0 ? 0 : 17}
          {...(line.length * charWidth > room ? { textLength: room, lengthAdjust: 'spacingAndGlyphs' } : {})}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}
