import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Alert, AlertDescription, AlertTitle } from './Alert';

describe('Alert', () => {
  it('announces a destructive alert', async () => {
    const { container } = render(
      <Alert variant="destructive">
        <AlertTitle>Password mismatch</AlertTitle>
        <AlertDescription>Passwords do not match. Please try again.</AlertDescription>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Password mismatch');
    expect(alert).toHaveTextContent('Passwords do not match. Please try again.');
    expect(alert).toHaveAttribute('data-variant', 'destructive');
    await expectNoAxeViolations(container);
  });

  it('stays quiet for information', async () => {
    const { container } = render(
      <Alert variant="info">
        <AlertTitle>Google sign-in unavailable</AlertTitle>
      </Alert>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Google sign-in unavailable')).toHaveAttribute('data-slot', 'alert-title');
    await expectNoAxeViolations(container);
  });
});
