import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from './Sheet';

describe('Sheet', () => {
  it('opens from the chosen side as a modal dialog', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(
      <Sheet>
        <SheetTrigger asChild>
          <Button>Menu</Button>
        </SheetTrigger>
        <SheetContent side="right">
          <SheetTitle>Navigation</SheetTitle>
          <SheetDescription>Where to go</SheetDescription>
        </SheetContent>
      </Sheet>,
    );
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const sheet = screen.getByRole('dialog', { name: 'Navigation' });
    expect(sheet).toHaveAttribute('data-slot', 'sheet-content');
    expect(sheet).toHaveAttribute('data-side', 'right');
    await expectNoAxeViolations(baseElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
