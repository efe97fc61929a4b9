import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Site } from '../../shared/core/startup';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { allPosts, allTags, postsTagged } from './api/posts';
import { PostCard } from './components/post-card';
import { paths } from '../../shared/core/generated/routes';

function postCount(n: number): string {
  return n === 1 ? '1 post' : `${n} posts`;
}

/**
 * The blog: every post newest first, narrowed by `?tag=`. The core read the files at build time; which tag is in
 * force (a malformed one is ignored) is its rule too.
 */
export default function BlogPage() {
  const [params] = useSearchParams();
  const active = Site.accept('blogTag', params.get('tag'));
  const list = useMemo(
    () => ({ posts: active ? postsTagged(active) : allPosts, tags: allTags, total: allPosts.length }),
    [active],
  );

  return (
    <Page
      title="Blog"
      lead="Advice on trials, recruitment and building a profile that gets read."
      description={
        active
          ? `SKORA blog posts tagged ${active}: practical advice for football players and their families.`
          : 'Practical advice for football players: CVs scouts read, trial preparation, highlight videos, goalkeeping and recruitment rules for minors.'
      }
      className="blog-page"
    >
      <nav className="blog-filter" aria-label="Filter posts by tag">
        <ul>
          <li>
            <Link to={paths.blog} aria-current={active ? undefined : 'page'}>
              All posts ({list.total})
            </Link>
          </li>
          {list.tags.map(({ tag, count }) => (
            <li key={tag}>
              <Link to={`${paths.blog}?tag=${encodeURIComponent(tag)}`} aria-current={tag === active ? 'page' : undefined}>
                #{tag} ({count})
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <p className="blog-count" role="status">
        {active ? `${postCount(list.posts.length)} tagged #${active}` : postCount(list.total)}
      </p>

      {list.posts.length > 0 ? (
        <ul className="post-list" aria-label="Posts">
          {list.posts.map((post, index) => (
            <li key={post.slug}>
              <PostCard post={post} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <StatusCard title="No posts with this tag yet" actions={<ButtonLink to={paths.blog}>Show all posts</ButtonLink>}>
          <p>We have not written about #{active} yet. Pick another tag above, or read everything.</p>
        </StatusCard>
      )}
    </Page>
  );
}
