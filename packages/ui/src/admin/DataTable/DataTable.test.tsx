import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { DataTable, type DataTableProps } from './DataTable';

interface Row {
  id: string;
  email: string;
}

function table(props: Partial<DataTableProps<Row>> = {}) {
  return render(
    <DataTable<Row>
      caption="Users"
      rowKey={(row) => row.id}
      emptyText="No user data available"
      columns={[
        { key: 'email', header: 'Email', cell: (row) => row.email },
        { key: 'id', header: 'Id', cell: (row) => row.id },
      ]}
      rows={[
        { id: '1', email: 'ana@example.com' },
        { id: '2', email: 'li@example.com' },
      ]}
      {...props}
    />,
  );
}

describe('DataTable', () => {
  it('shows the rows under column headers, in a region keyboards can scroll', async () => {
    const onExport = vi.fn();
    const { container } = table({ onExport });
    const region = screen.getByRole('region', { name: 'Users' });
    expect(region).toHaveAttribute('tabindex', '0');
    const grid = within(region).getByRole('table', { name: 'Users' });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Email', 'Id']);
    expect(within(grid).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(onExport).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('shows the empty text and disables the export when there are no rows', () => {
    table({ rows: [], onExport: vi.fn() });
    expect(screen.getByText('No user data available')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('shows skeleton rows while loading', async () => {
    const { container } = table({ rows: undefined });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    await expectNoAxeViolations(container);
  });

  it('shows an error with Try again in place of the table', async () => {
    const onRetry = vi.fn();
    table({ rows: undefined, error: '500: boom', onRetry });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load users');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
