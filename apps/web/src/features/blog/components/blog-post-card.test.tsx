// A blog post, in English and in Bangla.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/lib/i18n';
import { BLOG_POSTS } from '../data/posts';
import { BlogPostCard } from './blog-post-card';

describe('a blog post', () => {
  it('has its title, author and paragraphs in English, and a third only when it has one', () => {
    const { container, rerender } = render(<BlogPostCard post={BLOG_POSTS[0]!} />);
    expect(screen.getByRole('heading', { name: 'What are the different ways to manage state in a React application?' })).toBeTruthy();
    expect(screen.getByText('Author: Nusrat Jahan')).toBeTruthy();
    expect(container.querySelectorAll('.card-body > p')).toHaveLength(4);
    rerender(<BlogPostCard post={BLOG_POSTS[1]!} />);
    expect(screen.getByText('Author: Tanvir Hasan')).toBeTruthy();
    expect(container.querySelectorAll('.card-body > p')).toHaveLength(3);
  });

  it('reads in Bangla', async () => {
    await setLanguage('bn');
    render(<BlogPostCard post={BLOG_POSTS[2]!} />);
    expect(screen.getByRole('heading', { name: 'ইউনিট টেস্টিং কী, আর কেন আমাদের ইউনিট টেস্ট লেখা উচিত?' })).toBeTruthy();
    expect(screen.getByText('লেখক: মাহমুদুল করিম')).toBeTruthy();
    expect(screen.getByRole('img', { name: '“ইউনিট টেস্টিং কী, আর কেন আমাদের ইউনিট টেস্ট লেখা উচিত?”-এর চিত্র' })).toBeTruthy();
  });
});
