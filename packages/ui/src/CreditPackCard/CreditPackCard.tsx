import type { CreditPack } from '@verbatim/core-sdk/contracts';
import { Button } from '../Button/Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card/Card';
import { CoinsIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import { formatMoney, formatUnitPrice } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';

export interface CreditPackCardProps {
  /** The pack as the catalogue sells it. */
  pack: CreditPack;
  /** The catalogue's currency (default USD); prices are in its cents. */
  currency?: string;
  /** Buys the pack; the button reads 'Buy' (named 'Buy {n} credits'). */
  onBuy?: (pack: CreditPack) => void;
  /** Makes the button a link instead (e.g. to /auth or /billing from the pricing page). */
  href?: string;
  /** The button's visible word (default 'Buy'); its accessible name adds the pack. */
  buyLabel?: string;
  /** The purchase is under way: the button spins. */
  busy?: boolean;
  /** Another payment action on the page is under way: the button waits. */
  disabled?: boolean;
  linkComponent?: LinkComponent;
  className?: string;
}

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A credit pack: how many credits, the price, the price per credit (a minute of audio), and a Buy button. */
export function CreditPackCard({
  pack,
  currency = 'USD',
  onBuy,
  href,
  buyLabel = 'Buy',
  busy = false,
  disabled = false,
  linkComponent,
  className,
}: CreditPackCardProps) {
  const credits = `${integer.format(pack.credits)} credits`;
  const label = (
    <>
      {buyLabel}
      <span className="sr-only"> {credits}</span>
    </>
  );
  return (
    <Card data-slot="credit-pack-card" data-credits={pack.credits} className={cn('h-full gap-4', className)}>
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <span
          aria-hidden="true"
          className="row-span-2 inline-flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground"
        >
          <CoinsIcon className="size-5" />
        </span>
        <CardTitle>{credits}</CardTitle>
        <p className="text-muted-foreground text-sm">{integer.format(pack.credits)} minutes of audio</p>
      </CardHeader>
      <CardContent className="grid flex-1 content-start gap-1">
        <p data-slot="credit-pack-price" className="font-bold text-2xl tracking-tight">
          {formatMoney(pack.priceCents, { currency })}
        </p>
        <p className="text-muted-foreground text-sm">
          {formatUnitPrice(pack.priceCents, pack.credits, { currency })} per credit · never expire
        </p>
      </CardContent>
      <CardFooter>
        {href ? (
          <Button asChild variant="outline" className="w-full">
            <AppLink href={href} linkComponent={linkComponent}>
              {label}
            </AppLink>
          </Button>
        ) : onBuy ? (
          <Button variant="outline" className="w-full" loading={busy} disabled={disabled} onClick={() => onBuy(pack)}>
            {label}
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}

/** A credit pack card's shape while the catalogue loads. */
export function CreditPackCardSkeleton({ className }: { className?: string }) {
  return (
    <Card data-slot="credit-pack-card-skeleton" aria-hidden="true" className={cn('h-full gap-4', className)}>
      <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-3">
        <Skeleton className="row-span-2 size-10 rounded-full" />
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-4 w-36" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-7 w-20" />
        <Skeleton className="h-4 w-40" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full" />
      </CardFooter>
    </Card>
  );
}
