import { Button } from '@verbatim/ui';
import { CenteredMessage } from './CenteredMessage';

export function LoadFailedScreen({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <CenteredMessage
      title="Verbatim is not answering"
      description="Check your connection and try again in a moment."
      actions={
        <Button onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    />
  );
}
