import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';

export interface BlogCategoryFilterProps {
  /** The categories, in the order to show them; "All" comes first. */
  categories: readonly string[];
  /** The chosen category; null is All. */
  selected: string | null;
  /** The address that shows a category (null: all posts), so the choice lives in the URL and can be shared. */
  hrefFor: (category: string | null) => string;
  linkComponent?: LinkComponent;
  className?: string;
}

const chip = [
  'inline-flex h-9 items-center rounded-full border px-4 font-medium text-sm transition-colors',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

/**
 * The category chips of the blog: links rather than buttons, because each choice is an address (back and forward
 * work, and a filtered list can be shared). The chosen one is marked `aria-current`, not by colour alone.
 */
export function BlogCategoryFilter({ categories, selected, hrefFor, linkComponent, className }: BlogCategoryFilterProps) {
  const choices: Array<{ label: string; value: string | null }> = [
    { label: 'All', value: null },
    ...categories.map((category) => ({ label: category, value: category })),
  ];
  return (
    <nav aria-label="Categories" data-slot="blog-category-filter" className={className}>
      <ul className="flex flex-wrap gap-2">
        {choices.map(({ label, value }) => {
          const current = value === selected;
          return (
            <li key={label}>
              <AppLink
                href={hrefFor(value)}
                linkComponent={linkComponent}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  chip,
                  current
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
                )}
              >
                {label}
              </AppLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
