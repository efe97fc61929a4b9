import { Page } from '../../shared/ui/page';

export default function PlayerStatsPage() {
  return <Page title="Your player stats" lead="Rate your physical, technical and goalkeeping attributes, step by step." />;
}
