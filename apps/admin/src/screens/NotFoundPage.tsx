import { Button } from '@verbatim/ui';
import { Link, useLocation } from 'react-router';
import { PageHeader } from './PageHeader';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <>
      <PageHeader title="404 Page Not Found" description={`The page /admin${pathname} could not be found.`} />
      <Button asChild className="w-fit">
        <Link to="/">Go to the Admin Dashboard</Link>
      </Button>
    </>
  );
}
