import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FileIcon } from './FileIcon';

describe('FileIcon', () => {
  it.each([
    ['talk.MP3', 'audio'],
    ['talk.flac', 'audio'],
    ['talk.ogg', 'video'],
    ['screen.webm', 'video'],
  ])('%s gets the %s icon', (fileName, kind) => {
    const { container } = render(<FileIcon fileName={fileName} />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('data-kind', kind);
    expect(svg).toHaveAttribute('aria-hidden', 'true');
  });
});
