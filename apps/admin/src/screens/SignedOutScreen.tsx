import { Button } from '@verbatim/ui';
import { CenteredMessage } from './CenteredMessage';

export function SignedOutScreen() {
  return (
    <CenteredMessage
      title="Sign in to continue"
      description="The admin app is for Verbatim administrators. Sign in with your administrator account, then come back here."
      actions={
        <>
          <Button asChild className="w-full sm:w-auto">
            <a href="/auth">Sign in</a>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <a href="/">Go to Verbatim</a>
          </Button>
        </>
      }
    />
  );
}
