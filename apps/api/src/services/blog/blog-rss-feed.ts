import type { BlogPost } from '@verbatim/core-sdk/contracts';
import { Feed } from 'feed';

/** A post's page on the web app. */
export const blogPostUrl = (publicUrl: string, id: string) => `${publicUrl}/blog/${encodeURIComponent(id)}`;

/** A post's day as a time: midnight UTC, so the feed says the same day wherever it is read. */
const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The posts as an RSS 2.0 document, newest first, every link absolute (`publicUrl`). Each item carries the excerpt,
 * not the body: readers come to the site for the article. No `<author>`: RSS 2.0 wants an e-mail address there, and
 * the posts have only a name.
 */
export function blogRssFeed(posts: readonly BlogPost[], publicUrl: string): string {
  const newest = posts[0];
  const feed = new Feed({
    title: 'The Verbatim Blog',
    description: 'Articles on transcription, productivity and getting more from recordings.',
    id: `${publicUrl}/blog`,
    link: `${publicUrl}/blog`,
    language: 'en',
    copyright: '© Verbatim',
    generator: 'Verbatim',
    updated: newest ? dayStart(newest.publishDate) : new Date(0),
    feedLinks: { rss: `${publicUrl}/api/blog/rss.xml` },
  });
  for (const post of posts) {
    const link = blogPostUrl(publicUrl, post.id);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      description: post.excerpt,
      date: dayStart(post.publishDate),
      category: [{ name: post.category }, ...post.tags.map((tag) => ({ name: tag }))],
    });
  }
  return feed.rss2();
}
