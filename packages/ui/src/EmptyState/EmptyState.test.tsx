import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button/Button';
import { InboxIcon } from '../Icons/Icons';
import { expectNoAxeViolations } from '../testing/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows its title, description and action', async () => {
    const { container } = render(
      <EmptyState icon={<InboxIcon />} title="Nothing here" description="Upload a file." action={<Button>Upload</Button>} />,
    );
    expect(screen.getByText('Nothing here')).toHaveAttribute('data-slot', 'empty-state-title');
    expect(screen.getByText('Upload a file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves out what it is not given', () => {
    const { container } = render(<EmptyState title="Empty" />);
    expect(container.querySelector('[data-slot="empty-state-description"]')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
  });
});
