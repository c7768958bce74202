import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { expectNoAxeViolations } from '../testing/axe';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows its text on keyboard focus and describes the trigger', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <Tooltip content="Download the transcript" delayDuration={0}>
        <Button aria-label="Download">D</Button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Download the transcript');
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('Download the transcript');
    await expectNoAxeViolations(container);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
