import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';

function AuthTabs() {
  return (
    <Tabs defaultValue="signin">
      <TabsList aria-label="Account">
        <TabsTrigger value="signin">Sign In</TabsTrigger>
        <TabsTrigger value="signup">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="signin">Sign-in form</TabsContent>
      <TabsContent value="signup">Sign-up form</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('shows the default tab and switches on click', async () => {
    const { container } = render(<AuthTabs />);
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-in form');
    await expectNoAxeViolations(container);

    await userEvent.click(screen.getByRole('tab', { name: 'Sign Up' }));
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
  });

  it('moves between tabs with the arrow keys', async () => {
    render(<AuthTabs />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Sign-up form');
  });
});
