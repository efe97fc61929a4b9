import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ButtonLink } from '../../shared/ui/button-link';
import { Page } from '../../shared/ui/page';
import { StatusCard } from '../../shared/ui/status-card';
import { findPost } from './api/posts';
import { COVER_HEIGHT, COVER_WIDTH, PostCard } from './components/post-card';
import { PostBody } from './components/post-body';
import { PostDate } from './components/post-date';
import { PostTags } from './components/post-tags';
import { paths } from '../../shared/core/generated/routes';

/** One post, `/blog/:slug`; the slug is the Markdown file's name. */
export default function BlogPostPage() {
  const { slug = '' } = useParams();
  const post = useMemo(() => findPost(slug), [slug]);

  if (!post) {
    return (
      <Page title="Post not found" description="This blog post does not exist, or it has moved." noindex>
        <StatusCard title="We could not find this post" actions={<ButtonLink to={paths.blog}>Back to the blog</ButtonLink>}>
          <p>The link may be mistyped, or the post may have a new address. Every post is listed on the blog.</p>
        </StatusCard>
      </Page>
    );
  }

  const { meta, body, related } = post;
  return (
    <Page title={meta.title} lead={meta.summary} description={meta.summary} image={meta.cover} className="post-page">
      <p className="post-meta">
        By <span className="post-author">{meta.author}</span> · <PostDate meta={meta} /> · {meta.readingMinutes} min
        read
      </p>
      <PostTags tags={meta.tags} label="Tags" />
      {/* The cover is an illustration; the title above says what the post is. Above the fold: not lazy. */}
      <img className="post-cover" src={meta.cover} alt="" width={COVER_WIDTH} height={COVER_HEIGHT} />
      <article className="post-article" aria-label={meta.title}>
        <PostBody markdown={body} />
      </article>

      {related.length > 0 ? (
        <section className="post-related" aria-labelledby="related-heading">
          <h2 id="related-heading">Related posts</h2>
          <ul className="post-list">
            {related.map((other) => (
              <li key={other.slug}>
                <PostCard post={other} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <p className="post-back">
        <ButtonLink to={paths.blog} variant="ghost">
          <span aria-hidden="true">←</span> Back to the blog
        </ButtonLink>
      </p>
    </Page>
  );
}
