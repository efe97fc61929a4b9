import { useEffect, useRef } from 'react';

export type ChosenKind = 'player' | 'scout';

/**
 * For an account that has neither a CV nor a scout profile yet: whose it is. A player fills in a CV that clubs and
 * scouts find; someone who scouts fills in a short profile that never appears in the directory or on the map.
 */
export function AccountKindChoice({
  value,
  onChange,
  focusChosen = false,
}: {
  value: ChosenKind;
  onChange: (kind: ChosenKind) => void;
  /** The other editor has just replaced the page: the chosen option takes the focus back, where the user left it. */
  focusChosen?: boolean;
}) {
  const chosen = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (focusChosen) chosen.current?.focus();
  }, [focusChosen]);
  const option = (kind: ChosenKind, label: string, hint: string) => (
    <label className="kind-option">
      <input
        ref={value === kind ? chosen : undefined}
        type="radio"
        name="account-kind"
        value={kind}
        checked={value === kind}
        onChange={() => onChange(kind)}
      />
      <span>
        <strong>{label}</strong>
        <span className="field-hint">{hint}</span>
      </span>
    </label>
  );
  return (
    <fieldset className="form-section account-kind">
      <legend>Who is this account for?</legend>
      {option('player', 'A player', 'Your football CV, which clubs and scouts find by position, age and country.')}
      {option('scout', 'Someone who scouts', 'A coach, a club recruiter, an academy or an agent looking for players.')}
    </fieldset>
  );
}
