import { Link } from 'react-router-dom';
import { paths } from '../../../shared/core/generated/routes';

/** A post's tags, each a link to the list filtered by it. */
export function PostTags({ tags, label }: { tags: string[]; label: string }) {
  return (
    <ul className="post-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag}>
          <Link to={`${paths.blog}?tag=${encodeURIComponent(tag)}`}>#{tag}</Link>
        </li>
      ))}
    </ul>
  );
}
