import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppLink, type LinkComponentProps, LinkProvider } from './Link';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={`#${href}`} data-router="yes" {...props} />;
}

function Other({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="other" {...props} />;
}

describe('AppLink', () => {
  it('renders a plain anchor by default', () => {
    render(<AppLink href="/billing">Billing</AppLink>);
    const link = screen.getByRole('link', { name: 'Billing' });
    expect(link).toHaveAttribute('href', '/billing');
    expect(link).toHaveAttribute('data-slot', 'app-link');
    expect(link).not.toHaveAttribute('data-router');
  });

  it('renders the provider’s link component', () => {
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/billing">Billing</AppLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Billing' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', '#/billing');
  });

  it('lets a prop override the provider', () => {
    render(
      <LinkProvider component={RouterLink}>
        <AppLink href="/x" linkComponent={Other}>
          X
        </AppLink>
      </LinkProvider>,
    );
    expect(screen.getByRole('link', { name: 'X' })).toHaveAttribute('data-router', 'other');
  });
});
