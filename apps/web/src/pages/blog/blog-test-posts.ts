import type { BlogCategory, BlogPostSummary } from '@verbatim/core-sdk';
import { BLOG_CATEGORIES } from '@verbatim/core-sdk';

/** Posts for the blog pages' tests, as the API lists them (newest first). */
export const TEST_POSTS: BlogPostSummary[] = [
  {
    id: 'meeting-notes-that-write-themselves',
    title: 'Meeting notes that write themselves',
    excerpt: 'Record the call and let the transcript remember it for you.',
    author: 'Ada Park',
    publishDate: '2026-11-20',
    readTime: 5,
    category: 'Productivity',
    tags: ['meetings', 'notes'],
    featured: true,
  },
  {
    id: 'captions-for-every-video',
    title: 'Captions for every video',
    excerpt: 'SRT and VTT files from the same transcript.',
    author: 'Lena Fischer',
    publishDate: '2026-11-10',
    readTime: 4,
    category: 'Features',
    tags: ['captions', 'meetings'],
    featured: false,
  },
  {
    id: 'how-speech-recognition-works',
    title: 'How speech recognition works',
    excerpt: 'From sound waves to words.',
    author: 'Sam Okafor',
    publishDate: '2026-10-02',
    readTime: 7,
    category: 'AI Technology',
    tags: ['ai'],
    featured: false,
  },
];

export const TEST_BODY =
  '## Before the meeting\n\nPick a **quiet** room.\n\n<script>window.hacked = true</script>\n\nSee [pricing](/pricing).';

/** The list answer for the posts given: each category counted. */
export function testPostList(posts: BlogPostSummary[] = TEST_POSTS) {
  return {
    items: posts,
    categories: BLOG_CATEGORIES.map((category: BlogCategory) => ({ category, count: posts.filter((p) => p.category === category).length })),
  };
}

/** The answer of GET /api/blog/posts/{id} for one of the posts, with the others as related. */
export function testPostDetail(index: number) {
  const post = TEST_POSTS[index] as BlogPostSummary;
  return { post: { ...post, content: TEST_BODY }, related: TEST_POSTS.filter((p) => p.id !== post.id) };
}
