import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/axe';
import { RankedList } from './RankedList';

const users = (value: number) => `${value} ${value === 1 ? 'user' : 'users'}`;

describe('RankedList', () => {
  it('lists the items in order with their figures in words', async () => {
    const { container } = render(
      <RankedList
        label="Top countries"
        emptyText="No country data available"
        describeValue={users}
        numbered
        items={[
          { key: 'in', label: 'India', value: 4 },
          { key: 'nz', label: 'New Zealand', value: 1 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Top countries' });
    expect(list.tagName).toBe('OL');
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('India');
    expect(rows[0]).toHaveTextContent('4 users');
    expect(rows[1]).toHaveTextContent('1 user');
    await expectNoAxeViolations(container);
  });

  it('says so when there is nothing to rank', () => {
    render(<RankedList label="Top countries" emptyText="No country data available" describeValue={users} items={[]} />);
    expect(screen.getByText('No country data available')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('marks itself busy while loading', async () => {
    const { container } = render(<RankedList label="Top countries" emptyText="none" describeValue={users} items={undefined} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expectNoAxeViolations(container);
  });
});
