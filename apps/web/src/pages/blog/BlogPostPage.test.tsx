import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SavedBlogPost } from '@verbatim/core-sdk';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { TEST_POSTS, testPostDetail, testPostList } from './blog-test-posts';

const SIGNED_OUT = apiError(401, 'UNAUTHORIZED', 'Sign in first.');
const NOT_FOUND = apiError(404, 'NOT_FOUND', "The blog post you're looking for doesn't exist.");
const FIRST = TEST_POSTS[0]?.id as string;
const SECOND = TEST_POSTS[1]?.id as string;

let api: FakeApi;
let saved: SavedBlogPost[];

beforeEach(async () => {
  saved = [];
  api = await startFakeApi({
    'GET /api/auth/user': SIGNED_OUT,
    'GET /api/blog/posts': { body: testPostList() },
    [`GET /api/blog/posts/${FIRST}`]: { body: testPostDetail(0) },
    [`GET /api/blog/posts/${SECOND}`]: { body: testPostDetail(1) },
    'GET /api/blog/posts/no-such-post': NOT_FOUND,
    'GET /api/blog/saved': () => ({ body: { items: saved } }),
    [`PUT /api/blog/saved/${FIRST}`]: () => {
      saved = [{ ...(TEST_POSTS[0] as SavedBlogPost), savedAt: '2026-11-28T10:00:00.000Z' }];
      return { body: { id: FIRST, saved: true } };
    },
    [`DELETE /api/blog/saved/${FIRST}`]: () => {
      saved = [];
      return { body: { id: FIRST, saved: false } };
    },
  });
});
afterEach(async () => {
  await api.close();
  Reflect.deleteProperty(navigator, 'share');
});

const article = () => screen.getByRole('article');
const signIn = () => api.route('GET /api/auth/user', { body: userFixture() });

describe('a blog article', () => {
  it('shows the category, Featured badge, title, excerpt, byline, body, tags, related articles and the newsletter box', async () => {
    const { container } = renderApp(`/blog/${FIRST}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting notes that write themselves' })).toBeInTheDocument();
    const post = article();
    expect(within(post).getByText('Productivity')).toBeInTheDocument();
    expect(within(post).getByText('Featured')).toBeInTheDocument();
    expect(within(post).getByText('Record the call and let the transcript remember it for you.')).toBeInTheDocument();
    expect(within(post).getByText('Ada Park')).toBeInTheDocument();
    expect(within(post).getByText('Nov 20, 2026')).toBeInTheDocument();
    expect(within(post).getByText('5 min read')).toBeInTheDocument();
    expect(within(post).getByRole('heading', { level: 2, name: 'Before the meeting' })).toBeInTheDocument();
    expect(within(post).getByText('quiet').tagName).toBe('STRONG');
    // Raw HTML in a post is never rendered.
    expect(container.querySelector('article script')).toBeNull();
    expect(within(post).getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
    const tags = within(post).getByRole('region', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['meetings', 'notes']);

    const related = screen.getByRole('region', { name: 'Related Articles' });
    expect(
      within(related)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Captions for every video', 'How speech recognition works']);
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();

    expect(document.title).toBe('Meeting notes that write themselves · Verbatim');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Record the call and let the transcript remember it for you.',
    );
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });

  it('follows a related article, and goes back to the blog', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/blog/${FIRST}`, api);
    await screen.findByRole('heading', { level: 1, name: 'Meeting notes that write themselves' });
    await user.click(
      within(screen.getByRole('region', { name: 'Related Articles' })).getByRole('link', { name: 'Captions for every video' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Captions for every video' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/blog/${SECOND}`);
    expect(within(article()).queryByText('Featured')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
  });

  it("says 'Post Not Found' for an unknown id, with Back to Blog", async () => {
    const user = userEvent.setup();
    const { router, container } = renderApp('/blog/no-such-post', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The blog post you're looking for doesn't exist.")).toBeInTheDocument();
    expect(document.title).toBe('Post Not Found · Verbatim');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('link', { name: 'Back to Blog' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
  });

  it('shows a failure to load with Try again', async () => {
    let fail = true;
    api.route(`GET /api/blog/posts/${FIRST}`, () =>
      fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'Restarting.') : { body: testPostDetail(0) },
    );
    const user = userEvent.setup();
    renderApp(`/blog/${FIRST}`, api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this article');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Meeting notes that write themselves' })).toBeInTheDocument();
  });

  describe('Share', () => {
    it("opens the browser's share sheet when there is one", async () => {
      const share = vi.fn().mockResolvedValue(undefined);
      Object.defineProperty(navigator, 'share', { value: share, configurable: true });
      const user = userEvent.setup();
      renderApp(`/blog/${FIRST}`, api);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(share).toHaveBeenCalledWith({
        title: 'Meeting notes that write themselves',
        text: 'Record the call and let the transcript remember it for you.',
        url: `${window.location.origin}/blog/${FIRST}`,
      });
      expect(screen.queryByText('Copied to Clipboard')).not.toBeInTheDocument();
    });

    it('says nothing when the reader closes the share sheet', async () => {
      Object.defineProperty(navigator, 'share', {
        value: vi.fn().mockRejectedValue(new DOMException('Share canceled', 'AbortError')),
        configurable: true,
      });
      const user = userEvent.setup();
      renderApp(`/blog/${FIRST}`, api);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(screen.queryByText('Copied to Clipboard')).not.toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe('');
    });

    it('copies the link otherwise, and says when it cannot', async () => {
      const user = userEvent.setup();
      renderApp(`/blog/${FIRST}`, api);
      await user.click(await screen.findByRole('button', { name: 'Share' }));
      expect(await screen.findByText('Copied to Clipboard')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/blog/${FIRST}`);

      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('Denied'));
      await user.click(screen.getByRole('button', { name: 'Share' }));
      expect(await screen.findByText('Failed to copy to clipboard.')).toBeInTheDocument();
    });
  });

  describe('Save', () => {
    it('tells a visitor to sign in, with the way to do it that comes back to the post', async () => {
      const user = userEvent.setup();
      renderApp(`/blog/${FIRST}`, api);
      await user.click(await screen.findByRole('button', { name: 'Save' }));
      expect(screen.getByRole('status')).toHaveTextContent('Sign in to save articles and find them again later.');
      expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/auth?next=%2Fblog%2F${FIRST}`);
      expect(api.requests.some((r) => r.path.startsWith('/api/blog/saved'))).toBe(false);
    });

    it('saves and unsaves for a signed-in reader, the button showing the state', async () => {
      signIn();
      const user = userEvent.setup();
      renderApp(`/blog/${FIRST}`, api);
      await screen.findByRole('heading', { level: 1, name: 'Meeting notes that write themselves' });
      const save = await screen.findByRole('button', { name: 'Save', pressed: false });
      await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
      await user.click(save);
      expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(`PUT /api/blog/saved/${FIRST}`);

      await user.click(screen.getByRole('button', { name: 'Saved' }));
      expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
      expect(api.requests.map((r) => `${r.method} ${r.path}`)).toContain(`DELETE /api/blog/saved/${FIRST}`);
    });

    it('shows a post saved earlier as saved, and puts the state back when saving fails', async () => {
      signIn();
      api.route(`PUT /api/blog/saved/${SECOND}`, apiError(500, 'INTERNAL', 'Something went wrong on our side.'));
      saved = [{ ...(TEST_POSTS[0] as SavedBlogPost), savedAt: '2026-11-28T10:00:00.000Z' }];
      const user = userEvent.setup();
      const first = renderApp(`/blog/${FIRST}`, api);
      expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
      first.unmount();

      renderApp(`/blog/${SECOND}`, api);
      await screen.findByRole('heading', { level: 1, name: 'Captions for every video' });
      const save = await screen.findByRole('button', { name: 'Save', pressed: false });
      await waitFor(() => expect(save).not.toHaveAttribute('aria-busy'));
      await user.click(save);
      expect(await screen.findByText('Could not save this article. Please try again.')).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    });
  });
});
