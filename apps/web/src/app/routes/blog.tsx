// /blog (spec §2): the four fixed posts.
import { useTranslation } from 'react-i18next';
import { BlogPostCard } from '@/features/blog/components/blog-post-card';
import { BLOG_POSTS } from '@/features/blog/data/posts';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="px-4 py-10 sm:px-8 lg:px-12">
      <header className="mb-8 text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-primary">{t('pages.blog.eyebrow')}</p>
        <h1 className="text-3xl font-bold sm:text-4xl">{t('pages.blog.title')}</h1>
        <p className="mx-auto mt-2 max-w-2xl text-base-content/70">
          {t('pages.blog.intro')}
        </p>
      </header>
      <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-2">
        {BLOG_POSTS.map((post) => (
          <BlogPostCard key={post.title} post={post} />
        ))}
      </div>
    </div>
  );
}
