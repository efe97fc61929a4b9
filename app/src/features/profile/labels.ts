// What the CV shows for the stored codes. The codes themselves (and which ones are valid) are the core's;
// these are only the words a reader sees, so an unknown code is shown as it is rather than rejected.

export const PLAYER_TYPE_LABELS: Record<string, string> = {
  outfield: 'Outfield player',
  goalkeeper: 'Goalkeeper',
};

export const FOOT_LABELS: Record<string, string> = {
  right: 'Right',
  left: 'Left',
  both: 'Both feet',
};

export const AVAILABILITY_LABELS: Record<string, string> = {
  'open-to-offers': 'Open to offers',
  'free-agent': 'Free agent',
  'under-contract': 'Under contract',
  'on-loan': 'On loan',
  'not-looking': 'Not looking for a club',
};

export const VISIBILITY_LABELS: Record<string, string> = {
  public: 'Public: anyone can see my CV',
  members: 'Members only: signed-in SKORA users can see my CV',
};

export function labelFor(labels: Record<string, string>, code: string | undefined | null): string {
  if (!code) return '';
  return labels[code] ?? code;
}
