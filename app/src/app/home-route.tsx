import HomePage from '../features/content/home-page';
import { FeaturedPlayers } from '../features/players/featured-players';

// Features never import each other: the app layer composes the home page from two of them.
export default function HomeRoute() {
  return <HomePage featured={<FeaturedPlayers />} />;
}
