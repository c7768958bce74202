import { Briefcase } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function BriefcaseIcon(props: IconProps) {
  return <Glyph icon={Briefcase} {...props} />;
}
