import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { TEST_POSTS, testPostList } from './blog-test-posts';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.'),
    'GET /api/blog/posts': { body: testPostList() },
  });
});
afterEach(async () => {
  await api.close();
});

const section = (name: string) => screen.getByRole('region', { name });
const cardTitles = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('the blog list', () => {
  it('shows the chips, Featured Articles, Latest Articles, the newsletter box and Explore by Category', async () => {
    const { container } = renderApp('/blog', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog' })).toBeInTheDocument();
    await screen.findByRole('heading', { level: 2, name: 'Latest Articles' });

    const chips = within(screen.getByRole('navigation', { name: 'Categories' })).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All',
      'AI Technology',
      'Productivity',
      'Marketing',
      'Best Practices',
      'Features',
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');

    expect(cardTitles(section('Featured Articles'))).toEqual(['Meeting notes that write themselves']);
    // A featured article is shown once, under Featured Articles, not again under Latest Articles.
    expect(cardTitles(section('Latest Articles'))).toEqual(TEST_POSTS.filter((post) => !post.featured).map((post) => post.title));
    expect(within(section('Latest Articles')).getByRole('link', { name: 'Captions for every video' })).toHaveAttribute(
      'href',
      '/blog/captions-for-every-video',
    );
    const explore = section('Explore by Category');
    expect(within(explore).getByRole('link', { name: /AI Technology\s*1 article$/ })).toHaveAttribute(
      'href',
      '/blog?category=AI+Technology',
    );
    expect(within(explore).getByRole('link', { name: /Marketing\s*0 articles$/ })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Subscribe to our newsletter' })).toBeInTheDocument();

    expect(document.title).toBe('Blog · Verbatim');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Articles on transcription/);
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Blog');
    const feed = document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]');
    expect(feed?.getAttribute('href')).toBe(`${api.url}/api/blog/rss.xml`);
    expect(screen.getByRole('link', { name: 'RSS feed' })).toHaveAttribute('href', `${api.url}/api/blog/rss.xml`);
    await expectNoAxeViolations(container);
  });

  it('filters by a chip, keeps the choice in the URL, and goes back to All', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog', api);
    await screen.findByRole('heading', { level: 2, name: 'Latest Articles' });

    await user.click(screen.getByRole('link', { name: 'Features' }));
    await waitFor(() => expect(router.state.location.search).toBe('?category=Features'));
    expect(screen.getByRole('link', { name: 'Features' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles(section('Latest Articles'))).toEqual(['Captions for every video']);
    // No featured article in Features: the section is left out rather than shown empty.
    expect(screen.queryByRole('region', { name: 'Featured Articles' })).not.toBeInTheDocument();
    expect(document.title).toBe('Features · Blog · Verbatim');

    await user.click(screen.getByRole('link', { name: 'All' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(cardTitles(section('Latest Articles'))).toHaveLength(2);
  });

  it('leaves Latest Articles out when every article of the category is featured', async () => {
    renderApp('/blog?category=Productivity', api);
    await screen.findByRole('heading', { level: 2, name: 'Featured Articles' });
    expect(cardTitles(section('Featured Articles'))).toEqual(['Meeting notes that write themselves']);
    expect(screen.queryByRole('region', { name: 'Latest Articles' })).not.toBeInTheDocument();
    expect(screen.queryByText('No articles in Productivity yet.')).not.toBeInTheDocument();
  });

  it('opens with the category the URL names, and shows everything for one it does not know', async () => {
    const first = renderApp('/blog?category=AI+Technology', api);
    await screen.findByRole('heading', { level: 2, name: 'Latest Articles' });
    expect(cardTitles(section('Latest Articles'))).toEqual(['How speech recognition works']);
    first.unmount();

    renderApp('/blog?category=Gardening', api);
    await screen.findByRole('heading', { level: 2, name: 'Latest Articles' });
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
    expect(cardTitles(section('Latest Articles'))).toHaveLength(2);
  });

  it('says so when a category has no articles yet, with a way back to all of them', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/blog?category=Marketing', api);
    expect(await screen.findByText('No articles in Marketing yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all articles' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows the articles as they load, and a failure with Try again', async () => {
    let fail = true;
    api.route('GET /api/blog/posts', () =>
      fail ? apiError(500, 'INTERNAL', 'Something went wrong on our side.') : { body: testPostList() },
    );
    const user = userEvent.setup();
    renderApp('/blog', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the articles');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Latest Articles' })).toBeInTheDocument();
  });
});
