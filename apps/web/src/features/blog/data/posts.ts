// The blog's four fixed articles (spec §1, §2). Their words live in the blog catalogue
// (locales/<language>/blog.json, posts.<id>); here, which articles there are, in order, with their pictures.
import type { BlogPost } from '@mobile-planet/shared';
import frameworksImg from '@/assets/blog/frameworks.svg';
import inheritanceImg from '@/assets/blog/prototypal-inheritance.svg';
import stateImg from '@/assets/blog/state-management.svg';
import testingImg from '@/assets/blog/unit-testing.svg';
import english from '@/locales/en/blog.json';

export type BlogPostId = keyof typeof english.posts;

/** A post as English tells it, with the id its words have in the catalogues. */
export type BlogArticle = BlogPost & { id: BlogPostId };

type Posts = typeof english.posts;

/** The posts with a third paragraph. */
export type PostWithThirdPart = { [K in BlogPostId]: 'thirdPart' extends keyof Posts[K] ? K : never }[BlogPostId];

export function hasThirdPart(id: BlogPostId): id is PostWithThirdPart {
  return 'thirdPart' in english.posts[id];
}

const article = (id: BlogPostId, imgUrl: string): BlogArticle => ({ id, imgUrl, ...english.posts[id] });

export const BLOG_POSTS: BlogArticle[] = [
  article('stateManagement', stateImg),
  article('prototypalInheritance', inheritanceImg),
  article('unitTesting', testingImg),
  article('frameworks', frameworksImg),
];
