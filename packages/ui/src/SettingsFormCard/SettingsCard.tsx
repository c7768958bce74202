import { type ComponentProps, type ComponentType, type ReactNode, useId } from 'react';
import { Card, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import type { IconProps } from '../Icons/Icons';
import { cn } from '../lib/cn';

export interface SettingsCardProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The glyph before the title, e.g. BellIcon. */
  icon: ComponentType<IconProps>;
  /** The card's heading, an h2 (the page's title is the h1); it also names the card's region. */
  title: ReactNode;
  /** A line under the title on what the card is for. */
  description?: ReactNode;
}

/**
 * One card of the settings page: a region named by its title, with the icon before it and the description under it.
 * The body (CardContent, a form, a CardFooter) is the children.
 */
export function SettingsCard({ icon: Icon, title, description, className, children, ...props }: SettingsCardProps) {
  const headingId = useId();
  return (
    <Card data-slot="settings-card" role="region" aria-labelledby={headingId} className={cn('gap-5', className)} {...props}>
      <CardHeader>
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" />
          <CardTitle asChild>
            <h2 id={headingId}>{title}</h2>
          </CardTitle>
        </div>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      {children}
    </Card>
  );
}
