import type { IconProps } from '@verbatim/ui';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, cn } from '@verbatim/ui';
import type { ComponentType, ReactNode } from 'react';

export interface StatusPanelProps {
  icon: ComponentType<IconProps>;
  tone?: 'default' | 'success' | 'destructive';
  title: string;
  description: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}

const toneClass = {
  default: 'bg-accent text-accent-foreground',
  success: 'bg-success/15 text-success',
  destructive: 'bg-destructive/15 text-destructive',
};

/** A card that reports where a flow stands (sent, done, invalid) with its next steps. */
export function StatusPanel({ icon: Icon, tone = 'default', title, description, children, actions }: StatusPanelProps) {
  return (
    <Card>
      <CardHeader className="justify-items-center text-center">
        <span className={cn('mb-2 inline-flex size-12 items-center justify-center rounded-full', toneClass[tone])}>
          <Icon className="size-6" />
        </span>
        <CardTitle asChild className="text-2xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      {children && <CardContent className="grid gap-3 text-center text-muted-foreground text-sm">{children}</CardContent>}
      {actions && <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">{actions}</CardFooter>}
    </Card>
  );
}
