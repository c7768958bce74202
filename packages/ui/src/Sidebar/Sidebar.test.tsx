import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { userFixture } from '../testing/user-fixture';
import { APP_NAV_ITEMS, currentNavItem, isNavItemActive } from './app-nav-items';
import { MobileNav } from './MobileNav';
import { Sidebar } from './Sidebar';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

/** A router link that stays on the page, as a client-side router does. */
function NoNavigationLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        event.preventDefault();
        onClick?.(event);
      }}
      {...props}
    />
  );
}

const expectedNav = [
  ['Dashboard', '/'],
  ['Upload Files', '/upload'],
  ['Transcriptions', '/transcriptions'],
  ['Billing', '/billing'],
  ['Settings', '/settings'],
  ['Blog', '/blog'],
];

describe('Sidebar', () => {
  it('lists the sections in the spec’s order and marks the current one', async () => {
    const { container } = render(<Sidebar user={userFixture()} activePath="/billing" onSignOut={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(expectedNav);
    expect(within(nav).getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Verbatim dashboard' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations(container);
  });

  it('shows the name, the e-mail, the initial and Sign Out', async () => {
    const onSignOut = vi.fn();
    const { container } = render(<Sidebar user={userFixture()} onSignOut={onSignOut} />);
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="user-avatar"]')).toHaveTextContent('A');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('names the user by e-mail when there is no first name', () => {
    const { container } = render(<Sidebar user={userFixture({ firstName: null, email: 'zed@example.com' })} onSignOut={vi.fn()} />);
    expect(screen.getAllByText('zed@example.com')).toHaveLength(1);
    expect(container.querySelector('[data-slot="user-avatar"]')).toHaveTextContent('Z');
  });

  it('renders links through the app’s link component', () => {
    render(<Sidebar user={userFixture()} onSignOut={vi.fn()} linkComponent={RouterLink} />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router', 'yes');
  });
});

describe('MobileNav', () => {
  it('opens the sidebar in a sheet and closes it when a link is followed', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<MobileNav user={userFixture()} activePath="/" onSignOut={vi.fn()} linkComponent={NoNavigationLink} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(baseElement);
    await user.click(within(sheet).getByRole('link', { name: 'Settings' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the path changes', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<MobileNav user={userFixture()} activePath="/" onSignOut={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    rerender(<MobileNav user={userFixture()} activePath="/billing" onSignOut={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('MobileNav, whose sheet loads on first use', () => {
  it('says what the menu button opens, as a dialog trigger does, and gets the focus back on closing', async () => {
    const user = userEvent.setup();
    render(<MobileNav user={userFixture()} activePath="/" onSignOut={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).not.toHaveAttribute('aria-controls');

    button.focus();
    await user.keyboard('{Enter}');
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', sheet.id);
    await waitFor(() => expect(sheet).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');

    // Once loaded it opens at once.
    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBeInTheDocument();
  });
});

describe('isNavItemActive', () => {
  const item = (label: string) => {
    const found = APP_NAV_ITEMS.find((candidate) => candidate.label === label);
    if (!found) throw new Error(`no nav item ${label}`);
    return found;
  };

  it('matches the path, its aliases and the pages below it', () => {
    expect(isNavItemActive(item('Dashboard'), '/')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/dashboard')).toBe(true);
    expect(isNavItemActive(item('Dashboard'), '/upload')).toBe(false);
    expect(isNavItemActive(item('Upload Files'), '/upload')).toBe(true);
    expect(isNavItemActive(item('Blog'), '/blog/first-post')).toBe(true);
    expect(isNavItemActive(item('Blog'), '/blog/')).toBe(true);
    expect(isNavItemActive(item('Blog'), '/blogging')).toBe(false);
    expect(isNavItemActive(item('Dashboard'), undefined)).toBe(false);
  });
});

describe('currentNavItem', () => {
  const items = [...APP_NAV_ITEMS, { href: '/settings/developer', label: 'Developer' }];

  it('marks only the most specific item of those that match', () => {
    expect(currentNavItem(items, '/settings/developer')?.label).toBe('Developer');
    expect(currentNavItem(items, '/settings')?.label).toBe('Settings');
    expect(currentNavItem(items, '/settings/profile')?.label).toBe('Settings');
    expect(currentNavItem(items, '/nowhere')).toBeUndefined();
  });
});
