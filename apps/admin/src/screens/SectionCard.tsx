import { Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@verbatim/ui';
import type { ReactNode } from 'react';

/** A card with an h2 title, for the sections of a screen. */
export function SectionCard({
  title,
  description,
  action,
  children,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('gap-4 py-5', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-2 px-5">
        <div className="grid gap-1">
          <CardTitle asChild className="text-base">
            <h2>{title}</h2>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {action}
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}
