import { Button } from '@verbatim/ui';
import { CenteredMessage } from './CenteredMessage';

export function NoAccessScreen() {
  return (
    <CenteredMessage
      title="No access"
      description="You do not have access to the admin app. Taking you to your dashboard..."
      actions={
        <Button asChild className="w-full sm:w-auto">
          <a href="/dashboard">Go to your dashboard</a>
        </Button>
      }
    />
  );
}
