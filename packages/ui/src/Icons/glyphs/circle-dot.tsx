import { Disc2 } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Glyph, type IconProps } from '../glyph';

/** The recording mark: a ring around a filled dot (Lucide's Disc2 with its inner circle filled). */
export function CircleDotIcon({ className, ...props }: IconProps) {
  return <Glyph icon={Disc2} className={cn('[&>circle:nth-of-type(2)]:fill-current', className)} {...props} />;
}
