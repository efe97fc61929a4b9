/** One cell of the comparison table: a tick, a dash, or how much of the feature the plan includes. */
export function PlanValue({ value }: { value: boolean | string }) {
  if (typeof value === 'string') return <>{value}</>;
  return value ? (
    <>
      <span aria-hidden="true" className="plan-yes">
        ✓
      </span>
      <span className="visually-hidden">Included</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="plan-no">
        –
      </span>
      <span className="visually-hidden">Not included</span>
    </>
  );
}
