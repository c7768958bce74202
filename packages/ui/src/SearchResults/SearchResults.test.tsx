import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchResult } from '@verbatim/core-sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { SearchResults } from './SearchResults';

const walrus: SearchResult = {
  transcriptionId: 'tr-1',
  fileName: 'briefing.mp3',
  createdAt: '2026-03-02T09:30:00.000Z',
  matches: [
    { start: 4.5, end: 8, text: 'The walrus colony moved north.', highlights: [{ from: 4, to: 10 }] },
    { start: 65, end: 70, text: 'Walruses rest on the ice.', highlights: [{ from: 0, to: 8 }] },
  ],
};
const byName: SearchResult = { transcriptionId: 'tr-2', fileName: 'Walrus notes.mp3', createdAt: '2026-03-01T09:30:00.000Z', matches: [] };

describe('SearchResults', () => {
  it('shows each result’s file, date and passages with their times and marked words', async () => {
    const { container } = render(<SearchResults query="walrus" results={[walrus, byName]} onOpen={vi.fn()} timeZone="UTC" />);
    expect(screen.getByRole('list', { name: 'Results for “walrus”' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'briefing.mp3' })).toBeInTheDocument();
    const passages = screen.getAllByRole('button', { name: /play from here/ });
    expect(passages.map((button) => button.textContent)).toEqual([
      '0:04.5, play from here:The walrus colony moved north.',
      '1:05.0, play from here:Walruses rest on the ice.',
    ]);
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['walrus', 'Walruses']);
    expect(screen.getByText('The file name matches.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('opens a passage at its moment, and the file from its start, by mouse or keyboard', async () => {
    const onOpen = vi.fn();
    const user = userEvent.setup();
    render(<SearchResults query="walrus" results={[walrus, byName]} onOpen={onOpen} />);
    await user.click(screen.getAllByRole('button', { name: /play from here/ })[1] as HTMLElement);
    expect(onOpen).toHaveBeenLastCalledWith(walrus, walrus.matches[1]);
    screen.getByRole('button', { name: 'Walrus notes.mp3' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(byName, null);
  });

  it('says when nothing matched, and why a search failed with a way to try again', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<SearchResults query="zebra" results={[]} onOpen={vi.fn()} />);
    expect(screen.getByText('No passages found for “zebra”')).toBeInTheDocument();
    rerender(<SearchResults query="zebra" results={undefined} error="The search could not be made." onRetry={onRetry} onOpen={vi.fn()} />);
    expect(screen.getByText('The search could not be made.')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('offers the next page', async () => {
    const onLoadMore = vi.fn();
    render(<SearchResults query="walrus" results={[walrus]} hasMore onLoadMore={onLoadMore} onOpen={vi.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalled();
  });
});
