import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

describe('Card', () => {
  it('renders its parts with data-slot attributes', async () => {
    const { container } = render(
      <Card>
        <CardHeader>
          <CardTitle>High Accuracy</CardTitle>
          <CardDescription>Clear audio gives clean text.</CardDescription>
        </CardHeader>
        <CardContent>Body</CardContent>
        <CardFooter>Footer</CardFooter>
      </Card>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'High Accuracy' })).toHaveAttribute('data-slot', 'card-title');
    for (const slot of ['card', 'card-header', 'card-description', 'card-content', 'card-footer']) {
      expect(container.querySelector(`[data-slot="${slot}"]`)).not.toBeNull();
    }
    await expectNoAxeViolations(container);
  });

  it('renders the title as the given heading with asChild', () => {
    render(
      <CardTitle asChild>
        <h2>Account</h2>
      </CardTitle>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Account' })).toHaveAttribute('data-slot', 'card-title');
  });
});
