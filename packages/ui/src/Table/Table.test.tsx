import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton } from '../Skeleton/Skeleton';
import { expectNoAxeViolations } from '../testing/axe';
import { Table, type TableColumn, TableSkeleton } from './Table';

interface Fruit {
  id: string;
  name: string;
  count: number;
}

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', count: 3 },
  { id: 'b', name: 'Banana', count: 12 },
];

const columns: readonly TableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', className: 'font-medium', cell: (fruit) => fruit.name },
  {
    key: 'count',
    header: 'Count',
    align: 'end',
    labelOnCard: true,
    slot: 'fruit-count',
    className: (fruit) => (fruit.count > 10 ? 'text-success' : undefined),
    cell: (fruit) => String(fruit.count),
  },
];

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Table', () => {
  it('names the table and lists a header cell per column and a row per item', async () => {
    const { container } = render(<Table label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    const [header, ...rows] = within(table).getAllByRole('row');
    expect(
      within(header as HTMLElement)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Count']);
    expect(within(header as HTMLElement).getByRole('columnheader', { name: 'Count' })).toHaveAttribute('scope', 'col');
    // The phone's label sits in the cell before the value; wider screens hide it and show the header row instead.
    expect(rows.map(cellTexts)).toEqual([
      ['Apple', 'Count3'],
      ['Banana', 'Count12'],
    ]);
    await expectNoAxeViolations(container);
  });

  it('stacks rows into cards on phones in the cards layout', () => {
    render(<Table label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} cardClassName="max-md:grid-cols-2" />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveClass('max-md:block');
    expect(table.querySelector('thead')).toHaveClass('max-md:hidden');
    const row = screen.getByRole('row', { name: /Apple/ });
    expect(row).toHaveClass('max-md:grid', 'max-md:rounded-lg', 'max-md:border', 'max-md:grid-cols-2');
    const count = within(row).getByText('3');
    expect(count).toHaveAttribute('data-slot', 'fruit-count');
    expect(count).toHaveClass('text-right', 'max-md:grid', 'max-md:p-0');
    expect(within(count).getByText('Count')).toHaveClass('md:hidden');
  });

  it('passes a cell class that depends on its row', () => {
    render(<Table label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    expect(within(screen.getByRole('row', { name: /Banana/ })).getByText('12')).toHaveClass('text-success');
    expect(within(screen.getByRole('row', { name: /Apple/ })).getByText('3')).not.toHaveClass('text-success');
  });

  it('stays a table on phones in the compact layout, captioned for screen readers', async () => {
    const { container } = render(
      <Table layout="compact" caption="Fruit by name" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />,
    );
    const table = screen.getByRole('table', { name: 'Fruit by name' });
    expect(table).not.toHaveClass('max-md:block');
    expect(table.querySelector('thead')).not.toHaveClass('max-md:hidden');
    const row = screen.getByRole('row', { name: /Apple/ });
    expect(row).toHaveClass('border-t');
    expect(row).not.toHaveClass('max-md:grid');
    // No phone label: the header row stays in view.
    expect(cellTexts(row)).toEqual(['Apple', '3']);
    await expectNoAxeViolations(container);
  });

  it('carries row attributes, marks itself busy and shows what comes under it', () => {
    const { container } = render(
      <Table
        slot="fruit-table"
        label="Fruit"
        busy
        columns={columns}
        rows={fruits}
        rowKey={(fruit) => fruit.id}
        rowAttributes={(fruit) => ({ 'data-slot': 'fruit-row', 'data-ripe': fruit.count > 10 ? 'yes' : 'no' })}
      >
        <button type="button">Load more</button>
      </Table>,
    );
    const wrapper = container.querySelector('[data-slot="fruit-table"]');
    expect(wrapper).toHaveAttribute('aria-busy', 'true');
    expect(within(wrapper as HTMLElement).getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    const rows = container.querySelectorAll('[data-slot="fruit-row"]');
    expect([...rows].map((row) => row.getAttribute('data-ripe'))).toEqual(['no', 'yes']);
  });

  it('is not busy unless told', () => {
    const { container } = render(<Table label="Fruit" columns={columns} rows={fruits} rowKey={(fruit) => fruit.id} />);
    expect(container.querySelector('[data-slot="table"]')).not.toHaveAttribute('aria-busy');
  });
});

describe('TableSkeleton', () => {
  it('says what is loading and repeats the placeholders of one row', () => {
    const { container } = render(
      <TableSkeleton label="Loading fruit..." rows={4} slot="fruit-skeleton">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-4 w-12" />
      </TableSkeleton>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit...');
    const skeleton = container.querySelector('[data-slot="fruit-skeleton"]');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton?.querySelectorAll('[data-slot="skeleton"]')).toHaveLength(8);
  });
});
