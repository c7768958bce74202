import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { AiStatusNote, aiAnswersLeftText } from './AiStatusNote';

const words = { local: 'Made on this server.', llm: (model: string | null) => `Written by ${model ?? 'a model'}.` };

describe('AiStatusNote', () => {
  it('says what writes the answers and how many are left today', async () => {
    const { container, rerender } = render(
      <AiStatusNote status={{ writer: 'local', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 3 }} {...words} />,
    );
    expect(screen.getByText('Made on this server.')).toBeInTheDocument();
    expect(screen.getByText('17 of 20 AI answers left today')).toBeInTheDocument();
    await expectNoAxeViolations(container);

    rerender(
      <AiStatusNote status={{ writer: 'llm', speechEngine: 'local', model: 'llama3.1:8b', dailyLimit: null, usedToday: 3 }} {...words} />,
    );
    expect(screen.getByText('Written by llama3.1:8b.')).toBeInTheDocument();
    expect(screen.queryByText(/AI answers left today/)).not.toBeInTheDocument();

    rerender(<AiStatusNote status={{ writer: 'llm', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 25 }} {...words} />);
    expect(screen.getByText(/0 of 20 AI answers left today\. Results already made still open/)).toBeInTheDocument();
  });

  it('shows nothing until the status is known', () => {
    const { container } = render(<AiStatusNote status={undefined} {...words} />);
    expect(container).toBeEmptyDOMElement();
    expect(aiAnswersLeftText(null)).toBeNull();
  });
});
