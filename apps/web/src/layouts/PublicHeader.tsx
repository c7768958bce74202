import { Button, Logo } from '@verbatim/ui';
import { Link } from 'react-router';
import { useSignInPath } from '../app/use-sign-in-path';

/** The top bar of pages for visitors who are not signed in; Sign In brings them back to the page they are on. */
export function PublicHeader() {
  const signIn = useSignInPath();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="shrink-0 rounded-md" aria-label="Verbatim home">
          {/* The narrowest phones keep the mark alone, so that the three links still fit beside it. */}
          <Logo className="max-[359px]:[&>span]:hidden" />
        </Link>
        {/* Pricing and FAQ stay in the bar on phones too: they are what a visitor deciding to sign up looks for. */}
        <nav aria-label="Main" className="flex items-center gap-0.5 sm:gap-2">
          <Button asChild variant="ghost" className="px-2.5 sm:px-4">
            <Link to="/pricing">Pricing</Link>
          </Button>
          <Button asChild variant="ghost" className="px-2.5 sm:px-4">
            <Link to="/faq">FAQ</Link>
          </Button>
          <Button asChild variant="ghost" className="px-2.5 sm:px-4">
            <Link to={signIn}>Sign In</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
