// One blog post (spec §2): title, 'Author: {name}', header image, two paragraphs, and a third
// only if the post has one.
import type { BlogPost } from '@mobile-planet/shared';

export function BlogPostCard({ post }: { post: BlogPost }) {
  return (
    <article className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm">
      <figure className="aspect-[2/1] bg-base-200">
        <img src={post.imgUrl} alt={`Illustration for “${post.title}”`} loading="lazy" className="h-full w-full object-cover" />
      </figure>
      <div className="card-body gap-3 p-5 sm:p-8">
        <h2 className="card-title text-xl leading-snug sm:text-2xl">{post.title}</h2>
        <p className="text-sm font-medium text-primary">Author: {post.author}</p>
        <p className="leading-relaxed text-base-content/80">{post.firstPart}</p>
        <p className="leading-relaxed text-base-content/80">{post.secondPart}</p>
        {post.thirdPart ? <p className="leading-relaxed text-base-content/80">{post.thirdPart}</p> : null}
      </div>
    </article>
  );
}
