import { Link } from 'react-router-dom';
import type { PostMeta } from '../../../shared/core/content';
import { PostDate } from './post-date';
import { PostTags } from './post-tags';

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;

interface PostCardProps {
  post: PostMeta;
  /** The heading level in the page's outline (cards in a list are h2, related posts h3). */
  headingLevel?: 2 | 3;
  /** Cards below the fold load their cover lazily; the first card of the list does not. */
  eager?: boolean;
}

/** A post in a list: cover, title (the link), date, reading time, summary and tags. */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="post-card">
      {/* The cover is an illustration; the title next to it says what the post is. */}
      <img
        className="post-card-cover"
        src={post.cover}
        alt=""
        width={COVER_WIDTH}
        height={COVER_HEIGHT}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="post-card-body">
        <Heading className="post-card-title">
          <Link to={post.path}>{post.title}</Link>
        </Heading>
        <p className="post-meta">
          <PostDate meta={post} /> · {post.readingMinutes} min read
        </p>
        <p className="post-card-summary">{post.summary}</p>
        <PostTags tags={post.tags} label={`Tags of ${post.title}`} />
      </div>
    </article>
  );
}
