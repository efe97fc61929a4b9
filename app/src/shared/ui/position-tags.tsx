/** A player's positions as short codes (the label for pointers and screen readers), main position first. */
export function PositionTags({ positions, className }: { positions: readonly { code: string; label: string }[]; className: string }) {
  if (positions.length === 0) return null;
  return (
    <ul className={className} aria-label="Positions">
      {positions.map((p) => (
        <li key={p.code}>
          <abbr title={p.label}>{p.code}</abbr>
          <span className="visually-hidden"> ({p.label})</span>
        </li>
      ))}
    </ul>
  );
}
