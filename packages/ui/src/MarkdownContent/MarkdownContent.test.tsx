import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/Link';
import { expectNoAxeViolations } from '../testing/axe';
import { MarkdownContent } from './MarkdownContent';

function RouterLink({ href, ...props }: LinkComponentProps) {
  return <a href={href} data-router="yes" {...props} />;
}

describe('MarkdownContent', () => {
  it('renders headings, lists, emphasis, quotes, code and tables', async () => {
    const { container } = render(
      <MarkdownContent>
        {'## Why\n\nSome **bold** text.\n\n- one\n- two\n\n> quoted\n\n`code`\n\n| A | B |\n| - | - |\n| 1 | 2 |'}
      </MarkdownContent>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Why' })).toBeInTheDocument();
    expect(screen.getByText('bold').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['one', 'two']);
    expect(screen.getByText('quoted').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('code').tagName).toBe('CODE');
    expect(screen.getByRole('table')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('never renders raw HTML, nor a javascript: link', () => {
    const { container } = render(
      <MarkdownContent>
        {
          'Before.\n\n<script>window.hacked = true</script>\n\n<img src=x onerror="window.hacked = true">\n\n[click](javascript:alert(1))\n\nAfter.'
        }
      </MarkdownContent>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    expect(screen.getByText('click').getAttribute('href') ?? '').not.toMatch(/javascript/i);
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('keeps the page title the only h1, and sends links to this site through the router', () => {
    render(
      <LinkProvider component={RouterLink}>
        <MarkdownContent>{'# Title in the body\n\nSee [pricing](/pricing) or [the W3C](https://www.w3.org/).'}</MarkdownContent>
      </LinkProvider>,
    );
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Title in the body' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('data-router', 'yes');
    const external = screen.getByRole('link', { name: 'the W3C' });
    expect(external).not.toHaveAttribute('data-router');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
