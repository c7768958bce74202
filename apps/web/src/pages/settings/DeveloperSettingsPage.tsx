import type { CreatePublishableKeyRequest, PublishableKey } from '@verbatim/core-sdk/contracts';
import {
  type PublishableKeyFormErrors,
  PublishableKeysPanel,
  toast,
  useCreatePublishableKey,
  usePublishableKeys,
  useRevokePublishableKey,
} from '@verbatim/ui';
import { errorMessage } from '../../lib/error-messages';
import { DEVELOPER_TOASTS, KEYS_LOAD_FAILED } from './developer-messages';
import { publishableKeyFieldErrors } from './key-form-errors';
import { SecretKeysSection } from './SecretKeysSection';
import { useKeyActions } from './use-key-actions';
import { WebhooksSection } from './WebhooksSection';

/** The origin the widgets' script is served from: this app's own (the API answers under it). */
const appOrigin = () => window.location.origin;

/**
 * Settings › Developer (/settings/developer): the signed-in user's publishable keys, which put Verbatim's uploader
 * and recorder on their own websites, and beside them the secret keys their own servers call the API with. A new key is shown whole once (the mutation's answer, forgotten when its dialog
 * closes or the page is left).
 */
export function DeveloperSettingsPage() {
  const keys = usePublishableKeys();
  const create = useCreatePublishableKey();
  const revoke = useRevokePublishableKey();
  const { createKey, revokeKey, createErrors } = useKeyActions<CreatePublishableKeyRequest, PublishableKey, PublishableKeyFormErrors>({
    create,
    revoke,
    fieldErrors: publishableKeyFieldErrors,
    toasts: DEVELOPER_TOASTS,
  });

  return (
    <div className="grid gap-8">
      <title>Developer · Settings · Verbatim</title>
      <header className="space-y-1">
        <p className="font-medium text-muted-foreground text-sm">Settings</p>
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Developer</h1>
        <p className="text-muted-foreground">
          Put Verbatim’s uploader and recorder on your own website, call the API from your own servers, and tell them when transcriptions
          finish.
        </p>
      </header>
      <PublishableKeysPanel
        keys={keys.data?.items}
        loading={keys.isFetching}
        error={keys.isError ? errorMessage(keys.error, KEYS_LOAD_FAILED) : null}
        onReload={() => void keys.refetch()}
        onCreate={createKey}
        createErrors={createErrors}
        created={create.data ?? null}
        onCreatedClose={() => create.reset()}
        onRevoke={revokeKey}
        apiOrigin={appOrigin()}
        onCopyError={() => toast({ variant: 'destructive', ...DEVELOPER_TOASTS.copyFailed })}
      />
      <SecretKeysSection />
      <WebhooksSection />
    </div>
  );
}
