import { expect, type Page, test } from '@playwright/test';
import type { BlogPostDetail, BlogPostList } from '@verbatim/core-sdk';
import { PASSWORD } from './support/accounts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { saveScreenshot } from './support/screenshots';

// The blog as a reader meets it, on the published posts (apps/api/content/blog) read by the built server: the list, a
// category, an article, a related article, Save (signing up on the way), and the RSS feed. The posts are read from the
// API first, so the test follows whatever the posts say rather than a copy of them.

async function publishedPosts(page: Page): Promise<BlogPostList> {
  const res = await page.request.get('/api/blog/posts');
  expect(res.status()).toBe(200);
  return (await res.json()) as BlogPostList;
}

test('a visitor filters the blog by a category, reads an article and follows a related one', async ({ page }) => {
  const { items, categories } = await publishedPosts(page);
  // A category with an article that has related articles.
  const details = await Promise.all(
    items.map(async (post) => (await (await page.request.get(`/api/blog/posts/${post.id}`)).json()) as BlogPostDetail),
  );
  const chosen = details.find((detail) => detail.related.length > 0) as BlogPostDetail;
  expect(chosen, 'a published post with related posts').toBeDefined();
  const { category } = chosen.post;
  const inCategory = items.filter((post) => post.category === category);

  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(page).toHaveTitle('Blog · Verbatim');
  // Featured posts stand under Featured Articles only, not again under Latest Articles.
  const notFeatured = items.filter((post) => !post.featured);
  await expect(page.getByRole('region', { name: 'Latest Articles' }).getByRole('heading', { level: 3 })).toHaveCount(notFeatured.length);
  await expect(page.getByRole('region', { name: 'Featured Articles' })).toBeVisible();
  const explore = page.getByRole('region', { name: 'Explore by Category' });
  for (const { category: name, count } of categories) {
    await expect(explore.getByRole('link', { name: new RegExp(`^${name}\\s*${count} articles?$`) })).toBeVisible();
  }
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/api/blog/rss.xml');
  await expectNoSeriousAxeViolations(page, '/blog');
  await saveScreenshot(page, 'blog-list');

  await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category }).click();
  await expect(page).toHaveURL(new RegExp(`/blog\\?category=${encodeURIComponent(category).replace(/%20/g, '\\+')}$`));
  const latest = page.getByRole('region', { name: 'Latest Articles' });
  const latestInCategory = inCategory.filter((post) => !post.featured);
  if (latestInCategory.length > 0)
    await expect(latest.getByRole('heading', { level: 3 })).toHaveText(latestInCategory.map((post) => post.title));
  else await expect(latest).toBeHidden();
  await saveScreenshot(page, 'blog-category');

  // The filtered list survives a reload: the choice is in the URL.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: category })).toHaveAttribute(
    'aria-current',
    'page',
  );

  await latest.getByRole('link', { name: chosen.post.title }).click();
  await expect(page).toHaveURL(`/blog/${chosen.post.id}`);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 1, name: chosen.post.title })).toBeVisible();
  await expect(article.getByText(chosen.post.excerpt)).toBeVisible();
  await expect(article.getByText(chosen.post.author)).toBeVisible();
  await expect(article.getByText(`${chosen.post.readTime} min read`)).toBeVisible();
  await expect(article.getByRole('region', { name: 'Tags' }).getByRole('listitem')).toHaveText(chosen.post.tags);
  await expect(page).toHaveTitle(`${chosen.post.title} · Verbatim`);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expectNoSeriousAxeViolations(page, `/blog/${chosen.post.id}`);
  await saveScreenshot(page, 'blog-article');

  const related = page.getByRole('region', { name: 'Related Articles' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText(chosen.related.map((post) => post.title));
  const next = chosen.related[0] as BlogPostDetail['related'][number];
  await related.getByRole('link', { name: next.title }).click();
  await expect(page).toHaveURL(`/blog/${next.id}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: next.title })).toBeVisible();

  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
  await page.getByRole('link', { name: 'Back to Blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('the blog fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { items } = await publishedPosts(page);
  for (const path of ['/blog', `/blog/${items[0]?.id}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path} scrolls sideways on a phone`).toBeLessThanOrEqual(0);
  }
  await saveScreenshot(page, 'blog-article-phone');
});

test('a visitor signs up from an article, lands back on it, saves it and finds it saved after reloading', async ({ page, context }) => {
  const { items } = await publishedPosts(page);
  const post = items[items.length - 1] as BlogPostList['items'][number];

  // A visitor is told to sign in first; signing up from there comes back to the article.
  await page.goto(`/blog/${post.id}`);
  await page.getByRole('button', { name: 'Save' }).click();
  const told = page.getByRole('status').filter({ hasText: 'Sign in to save articles' });
  await expect(told).toBeVisible();
  await told.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`/auth?next=${encodeURIComponent(`/blog/${post.id}`)}`);
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const form = page.getByRole('form', { name: 'Sign up' });
  await form.getByLabel('First Name').fill('Reader');
  await form.getByLabel('Email').fill(`e2e.blog.${Date.now()}@example.com`);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(`/blog/${post.id}`);
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: post.title })).toBeVisible();

  const save = page.getByRole('button', { name: 'Save', pressed: false });
  await expect(save).toBeVisible();
  await expect(save).not.toHaveAttribute('aria-busy', 'true');
  await save.click();
  await expect(page.getByRole('button', { name: 'Saved', pressed: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('article').getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved', pressed: true })).toBeVisible();
  await saveScreenshot(page, 'blog-article-saved');

  // Share copies the link where the browser has no share sheet (desktop Chromium here).
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Copied to Clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(`/blog/${post.id}`, page.url()).href);

  await page.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByRole('button', { name: 'Save', pressed: false })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Save', pressed: false })).toBeVisible();
});

test('the RSS feed is valid XML listing every post with absolute links', async ({ request, page }) => {
  const { items } = (await (await request.get('/api/blog/posts')).json()) as BlogPostList;
  const res = await request.get('/api/blog/rss.xml');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
  const xml = await res.text();
  // Chromium's own XML parser: a document that is not well-formed comes back as a <parsererror>.
  const feed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: doc.documentElement.nodeName,
      version: doc.documentElement.getAttribute('version'),
      links: [...doc.querySelectorAll('channel > item > link')].map((link) => link.textContent),
      titles: [...doc.querySelectorAll('channel > item > title')].map((title) => title.textContent),
    };
  }, xml);
  expect(feed.error).toBeNull();
  expect(feed).toMatchObject({ root: 'rss', version: '2.0' });
  const origin = new URL(res.url()).origin;
  expect(feed.links).toEqual(items.map((post) => `${origin}/blog/${post.id}`));
  expect(feed.titles).toEqual(items.map((post) => post.title));
});
