import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { FullScreenLoading, Spinner } from './Spinner';

describe('Spinner', () => {
  it('is hidden from assistive technology without a label', () => {
    const { container } = render(<Spinner />);
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces its label as a status', async () => {
    const { container } = render(<Spinner label="Loading files" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading files');
    await expectNoAxeViolations(container);
  });
});

describe('FullScreenLoading', () => {
  it("says 'Loading...' by default", async () => {
    const { container } = render(<FullScreenLoading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await expectNoAxeViolations(container);
  });

  it('shows a custom message', () => {
    render(<FullScreenLoading message="Verifying reset token..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Verifying reset token...');
  });
});
