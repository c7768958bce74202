import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../testing/user-fixture';
import { UserAvatar } from './UserAvatar';

describe('UserAvatar', () => {
  it('shows the first-name initial when there is no picture', () => {
    const { container } = render(<UserAvatar user={userFixture({ firstName: 'ada' })} />);
    const avatar = container.querySelector('[data-slot="user-avatar"]');
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(avatar).toHaveTextContent('A');
  });

  it('falls back to the e-mail initial', () => {
    const { container } = render(<UserAvatar user={userFixture({ firstName: null, email: 'zed@example.com' })} size="lg" />);
    expect(container.querySelector('[data-slot="user-avatar"]')).toHaveTextContent('Z');
    expect(container.querySelector('[data-slot="user-avatar"]')?.className).toContain('size-12');
  });
});
