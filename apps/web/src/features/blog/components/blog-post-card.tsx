// One blog post (spec §2): title, 'Author: {name}', header image, two paragraphs, and a third
// only if the post has one; in the reader's language.
import { useTranslation } from 'react-i18next';
import { hasThirdPart, type BlogArticle } from '../data/posts';

export function BlogPostCard({ post }: { post: BlogArticle }) {
  const { t } = useTranslation('blog');
  const title = t(`posts.${post.id}.title`);
  const third = hasThirdPart(post.id) ? t(`posts.${post.id}.thirdPart`) : null;
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[2/1] bg-base-200">
        <img src={post.imgUrl} alt={t('imageAlt', { title })} loading="lazy" className="h-full w-full object-cover" />
      </figure>
      <div className="card-body gap-3 p-5 sm:p-8">
        <h2 className="card-title text-xl leading-snug sm:text-2xl">{title}</h2>
        <p className="text-sm font-medium text-primary">{t('author', { author: t(`posts.${post.id}.author`) })}</p>
        <p className="leading-relaxed text-base-content/80">{t(`posts.${post.id}.firstPart`)}</p>
        <p className="leading-relaxed text-base-content/80">{t(`posts.${post.id}.secondPart`)}</p>
        {third ? <p className="leading-relaxed text-base-content/80">{third}</p> : null}
      </div>
    </article>
  );
}
