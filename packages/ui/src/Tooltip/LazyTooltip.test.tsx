import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';

/** Lets the dynamic import of the tooltip's code settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

/**
 * A LazyTooltip whose code has not loaded yet (the module keeps what it loaded, so each test takes a fresh one), and
 * whose code arrives only when the test says, as it would from the network.
 */
async function lazyTooltipBeforeItsCode() {
  vi.resetModules();
  let release: () => void = () => undefined;
  const network = new Promise<void>((resolve) => {
    release = resolve;
  });
  vi.doMock('./Tooltip', async (importOriginal) => {
    await network;
    return importOriginal();
  });
  const { LazyTooltip } = await import('./LazyTooltip');
  return {
    LazyTooltip,
    codeArrives: async () => {
      release();
      await settle();
    },
  };
}

describe('LazyTooltip', () => {
  afterEach(() => {
    vi.doUnmock('./Tooltip');
  });

  it('moves keyboard focus onto the tooltip’s trigger when its code arrives, where it opens as on focus', async () => {
    const { LazyTooltip, codeArrives } = await lazyTooltipBeforeItsCode();
    const onIntent = vi.fn();
    render(
      <LazyTooltip content="Download the transcript" onIntent={onIntent}>
        <Button aria-label="Download">D</Button>
      </LazyTooltip>,
    );
    act(() => screen.getByRole('button', { name: 'Download' }).focus());
    expect(onIntent).toHaveBeenCalledTimes(1);
    await codeArrives();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download the transcript');
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveAccessibleDescription('Download the transcript');
  });

  it('leaves a pressed element alone until the press is over, so that its click counts once', async () => {
    const { LazyTooltip, codeArrives } = await lazyTooltipBeforeItsCode();
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <LazyTooltip content="Download the transcript">
        <Button aria-label="Download" onClick={onClick}>
          D
        </Button>
      </LazyTooltip>,
    );
    const pressed = screen.getByRole('button', { name: 'Download' });
    await user.pointer([{ target: pressed }, { keys: '[MouseLeft>]', target: pressed }]);
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Download' })).toBe(pressed);
    await user.pointer({ keys: '[/MouseLeft]', target: pressed });
    expect(onClick).toHaveBeenCalledTimes(1);
    // The focus the press gave it keeps it as it is; once the focus moves on and the pointer leaves, the tooltip takes over.
    expect(screen.getByRole('button', { name: 'Download' })).toBe(pressed);
    act(() => pressed.blur());
    await user.unhover(pressed);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Download' })).not.toBe(pressed));
    await user.hover(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download the transcript');
  });

  it('leaves the element under a resting pointer alone, and shows the tooltip from the next hover on', async () => {
    const { LazyTooltip, codeArrives } = await lazyTooltipBeforeItsCode();
    const user = userEvent.setup();
    render(
      <LazyTooltip content="Download the transcript">
        <Button aria-label="Download">D</Button>
      </LazyTooltip>,
    );
    const resting = screen.getByRole('button', { name: 'Download' });
    await user.hover(resting);
    await codeArrives();
    expect(screen.getByRole('button', { name: 'Download' })).toBe(resting);
    await user.unhover(resting);
    await user.hover(screen.getByRole('button', { name: 'Download' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Download the transcript');
  });
});
