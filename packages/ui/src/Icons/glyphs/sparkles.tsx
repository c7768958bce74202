import { Sparkles } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function SparklesIcon(props: IconProps) {
  return <Glyph icon={Sparkles} {...props} />;
}
