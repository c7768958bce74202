import { ArrowLeft } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ArrowLeftIcon(props: IconProps) {
  return <Glyph icon={ArrowLeft} {...props} />;
}
