import { CreditCard } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CreditCardIcon(props: IconProps) {
  return <Glyph icon={CreditCard} {...props} />;
}
