import { Page } from '../../shared/ui/page';

export default function AddWeeklyStatsPage() {
  return <Page title="Add weekly stats" lead="Log this week's minutes and contributions to build your form trend." />;
}
