import type { ComponentProps } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';

export interface MarkdownContentProps {
  /** Markdown (GitHub's flavour: tables, task lists, strikethrough, autolinks). Raw HTML in it is dropped. */
  children: string;
  /** Renders links to paths on this site (`/pricing`) through the app's router. */
  linkComponent?: LinkComponent;
  className?: string;
}

/** Links to this site stay in the app; others open as plain links that tell the other site nothing of the page. */
function MarkdownLink({
  href = '',
  linkComponent,
  node: _node,
  ...props
}: ComponentProps<'a'> & { linkComponent?: LinkComponent; node?: unknown }) {
  if (href.startsWith('/') && !href.startsWith('//')) return <AppLink href={href} linkComponent={linkComponent} {...props} />;
  return <a href={href} rel="noopener noreferrer" {...props} />;
}

/**
 * Long-form text written in Markdown, rendered as React elements (react-markdown): no HTML string is ever injected,
 * raw HTML in the source is skipped, and react-markdown's URL filter drops `javascript:` and other unsafe links. A `#`
 * heading becomes an h2, since the page's own title is its one h1.
 */
export function MarkdownContent({ children, linkComponent, className }: MarkdownContentProps) {
  const components: Components = {
    h1: ({ node: _node, ...props }) => <h2 {...props} />,
    a: (props) => <MarkdownLink {...props} linkComponent={linkComponent} />,
    img: ({ node: _node, alt = '', ...props }) => <img alt={alt} loading="lazy" {...props} />,
  };
  return (
    <div
      data-slot="markdown-content"
      className={cn(
        'space-y-5 text-base leading-7',
        '[&_h2]:mt-10 [&_h2]:font-semibold [&_h2]:text-2xl [&_h2]:tracking-tight',
        '[&_h3]:mt-8 [&_h3]:font-semibold [&_h3]:text-xl [&_h4]:mt-6 [&_h4]:font-semibold',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        '[&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2 [&_li>p]:mt-0',
        '[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_blockquote]:italic',
        '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
        '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
        '[&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:text-sm',
        '[&_td]:border [&_td]:px-3 [&_td]:py-2 [&_th]:border [&_th]:px-3 [&_th]:py-2 [&_th]:text-left',
        '[&_hr]:my-8 [&_img]:max-w-full [&_img]:rounded-lg [&_strong]:font-semibold',
        className,
      )}
    >
      <Markdown remarkPlugins={[remarkGfm]} skipHtml components={components}>
        {children}
      </Markdown>
    </div>
  );
}
