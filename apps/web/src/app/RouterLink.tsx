import type { LinkComponentProps } from '@verbatim/ui';
import { Link } from 'react-router';

/** The ui package's links, through React Router: in-app navigation without a page load. */
export function RouterLink({ href, ...props }: LinkComponentProps) {
  return <Link to={href} {...props} />;
}
