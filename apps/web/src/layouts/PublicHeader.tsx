import { Button, Logo } from '@verbatim/ui';
import { Link } from 'react-router';
import { useSignInPath } from '../app/use-sign-in-path';

/** The top bar of pages for visitors who are not signed in; Sign In brings them back to the page they are on. */
export function PublicHeader() {
  const signIn = useSignInPath();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Verbatim home">
          <Logo />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to="/pricing">Pricing</Link>
          </Button>
          <Button asChild variant="ghost" className="hidden sm:inline-flex">
            <Link to="/faq">FAQ</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={signIn}>Sign In</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
