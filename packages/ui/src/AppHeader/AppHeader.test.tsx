import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { userFixture } from '../testing/user-fixture';
import { AppHeader } from './AppHeader';

/** A caller that upper-cases what is typed, to prove the box shows the caller's value. */
function ControlledSearch() {
  const [value, setValue] = useState('inter');
  return (
    <AppHeader
      user={userFixture()}
      onSignOut={() => undefined}
      searchValue={value}
      onSearchChange={(next) => setValue(next.toUpperCase())}
    />
  );
}

const paid = userFixture({ subscriptionPlan: 'unlimited', subscriptionStatus: 'active' });

describe('AppHeader', () => {
  it("has the search box with the spec's placeholder", async () => {
    const { container } = render(<AppHeader user={userFixture()} onSignOut={vi.fn()} />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search transcriptions' })).toHaveAttribute('placeholder', 'Search transcriptions...');
    await expectNoAxeViolations(container);
  });

  it('shortens the placeholder on a phone, where the full one would be cut off beside RECORD', () => {
    // jsdom has no matchMedia: this one answers as a 390 px wide phone would.
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(max-width: 639.98px)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    }));
    vi.stubGlobal('matchMedia', matchMedia);
    try {
      render(<AppHeader user={userFixture()} onSignOut={vi.fn()} />);
      expect(screen.getByRole('searchbox', { name: 'Search transcriptions' })).toHaveAttribute('placeholder', 'Search...');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports typing and submitting a search', async () => {
    const user = userEvent.setup();
    const onSearchChange = vi.fn();
    const onSearch = vi.fn();
    render(<AppHeader user={userFixture()} onSignOut={vi.fn()} onSearchChange={onSearchChange} onSearch={onSearch} />);
    const box = screen.getByRole('searchbox');
    await user.type(box, ' demo {Enter}');
    expect(onSearchChange).toHaveBeenLastCalledWith(' demo ');
    expect(box).toHaveValue(' demo ');
    expect(onSearch).toHaveBeenCalledWith('demo');
  });

  it('shows a controlled search value', async () => {
    const user = userEvent.setup();
    render(<ControlledSearch />);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('inter');
    await user.type(box, 'v');
    expect(box).toHaveValue('INTERV');
  });

  it("turns RECORD into 'RECORD (PRO)' leading to /billing without a paid plan", async () => {
    const onRecord = vi.fn();
    const { container } = render(<AppHeader user={userFixture({ subscriptionPlan: 'free' })} onSignOut={vi.fn()} onRecord={onRecord} />);
    const link = screen.getByRole('link', { name: 'RECORD (PRO)' });
    expect(link).toHaveAttribute('href', '/billing');
    expect(screen.queryByRole('button', { name: 'RECORD' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('enables RECORD on a paid plan', async () => {
    const onRecord = vi.fn();
    render(<AppHeader user={paid} onSignOut={vi.fn()} onRecord={onRecord} />);
    await userEvent.click(screen.getByRole('button', { name: 'RECORD' }));
    expect(onRecord).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link', { name: 'RECORD (PRO)' })).not.toBeInTheDocument();
  });

  it('keeps RECORD locked for a paid plan that has lapsed, unless the caller says otherwise', () => {
    const lapsed = userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'cancelled', subscriptionExpiresAt: '2000-01-01T00:00:00Z' });
    const { rerender } = render(<AppHeader user={lapsed} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'RECORD (PRO)' })).toBeInTheDocument();
    rerender(<AppHeader user={lapsed} onSignOut={vi.fn()} recordEnabled />);
    expect(screen.getByRole('button', { name: 'RECORD' })).toBeInTheDocument();
  });

  it('shows the credits badge: the balance on a plan, today’s free transcriptions and the balance without one', () => {
    const pro = { subscriptionPlan: 'pro', subscriptionStatus: 'active', subscriptionExpiresAt: '2999-01-01T00:00:00.000Z' } as const;
    const { rerender } = render(<AppHeader user={userFixture({ ...pro, credits: 1234 })} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: '1,234 credits' })).toHaveAttribute('href', '/billing');
    rerender(<AppHeader user={userFixture({ ...pro, credits: 1 })} onSignOut={vi.fn()} />);
    expect(screen.getByRole('link', { name: '1 credit' })).toBeInTheDocument();
    rerender(<AppHeader user={userFixture({ credits: 0, trialTranscriptionsUsed: 1 })} onSignOut={vi.fn()} />);
    const badge = screen.getByRole('link', { name: /^2 of 3 free transcriptions left today\s*0 credits$/ });
    expect(badge).toHaveTextContent('2 of 3 free transcriptions left today·0 credits');
  });

  it('shows the admin shortcut only to admins', () => {
    const { rerender } = render(<AppHeader user={userFixture({ role: 'user' })} onSignOut={vi.fn()} />);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    rerender(<AppHeader user={userFixture({ role: 'admin' })} onSignOut={vi.fn()} adminHref="/admin/users" />);
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin/users');
  });

  it('has a sign-out shortcut and shows the menu it is given', async () => {
    const onSignOut = vi.fn();
    render(<AppHeader user={userFixture()} onSignOut={onSignOut} menu={<button type="button">Open menu</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });
});
