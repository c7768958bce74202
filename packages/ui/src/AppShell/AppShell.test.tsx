import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CreditsBillingPanel } from '../CreditsBillingPanel/CreditsBillingPanel';
import type { LinkComponentProps } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { userFixture } from '../testing/user-fixture';
import { AppShell } from './AppShell';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

describe('AppShell', () => {
  it('frames the page with the sidebar, the header and the main content', async () => {
    const { container } = render(
      <AppShell user={userFixture()} activePath="/transcriptions" onSignOut={vi.fn()}>
        <h1>All Transcriptions</h1>
      </AppShell>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'All Transcriptions' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Transcriptions' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('banner')).toContainElement(screen.getByRole('searchbox', { name: 'Search transcriptions' }));
    expect(screen.getByRole('link', { name: 'RECORD (PRO)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('renders every link inside through the app’s link component, including the content’s', () => {
    render(
      <AppShell user={userFixture()} onSignOut={vi.fn()} linkComponent={RouterLink}>
        <CreditsBillingPanel figures={{ plan: 'free', credits: 1 }} />
      </AppShell>,
    );
    for (const name of [
      'Dashboard',
      'Billing',
      'RECORD (PRO)',
      /^3 of 3 free transcriptions left today\s*30 credits$/,
      'Buy More Credits',
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('data-router', 'yes');
    }
    // Skipping to the content is a jump within the page, never a route.
    expect(screen.getByRole('link', { name: 'Skip to content' })).not.toHaveAttribute('data-router');
  });

  it('passes search, record and sign-out through', async () => {
    const user = userEvent.setup();
    const onSearch = vi.fn();
    const onRecord = vi.fn();
    const onSignOut = vi.fn();
    render(
      <AppShell
        user={userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'trial', role: 'admin' })}
        onSignOut={onSignOut}
        onSearch={onSearch}
        onRecord={onRecord}
      >
        content
      </AppShell>,
    );
    await user.type(screen.getByRole('searchbox'), 'budget{Enter}');
    expect(onSearch).toHaveBeenCalledWith('budget');
    await user.click(screen.getByRole('button', { name: 'RECORD' }));
    expect(onRecord).toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/');
    // The sidebar's button and the small-screen shortcut.
    const signOuts = screen.getAllByRole('button', { name: 'Sign Out' });
    expect(signOuts).toHaveLength(2);
    for (const button of signOuts) await user.click(button);
    expect(onSignOut).toHaveBeenCalledTimes(2);
  });

  it('opens the sidebar as a sheet from the menu button', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(
      <AppShell user={userFixture()} activePath="/" onSignOut={vi.fn()}>
        content
      </AppShell>,
    );
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(within(sheet).getByText('ada@example.com')).toBeInTheDocument();
    await expectNoAxeViolations(baseElement);
  });
});
