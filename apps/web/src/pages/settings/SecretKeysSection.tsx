import type { ApiKey, CreateApiKeyRequest } from '@verbatim/core-sdk/contracts';
import { type SecretKeyFormErrors, SecretKeysPanel, toast, useApiKeys, useCreateApiKey, useRevokeApiKey } from '@verbatim/ui';
import { errorMessage } from '../../lib/error-messages';
import { DEVELOPER_TOASTS, SECRET_KEY_TOASTS, SECRET_KEYS_LOAD_FAILED } from './developer-messages';
import { secretKeyFieldErrors } from './secret-key-form-errors';
import { useKeyActions } from './use-key-actions';

/**
 * The developer settings' secret keys, for the person's own servers. A new key is shown whole once (the mutation's
 * answer, forgotten when its dialog closes or the page is left).
 */
export function SecretKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const { createKey, revokeKey, createErrors } = useKeyActions<CreateApiKeyRequest, ApiKey, SecretKeyFormErrors>({
    create,
    revoke,
    fieldErrors: secretKeyFieldErrors,
    toasts: SECRET_KEY_TOASTS,
  });

  return (
    <SecretKeysPanel
      keys={keys.data?.items}
      loading={keys.isFetching}
      error={keys.isError ? errorMessage(keys.error, SECRET_KEYS_LOAD_FAILED) : null}
      onReload={() => void keys.refetch()}
      onCreate={createKey}
      createErrors={createErrors}
      created={create.data ?? null}
      onCreatedClose={() => create.reset()}
      onRevoke={revokeKey}
      onCopyError={() => toast({ variant: 'destructive', ...DEVELOPER_TOASTS.copyFailed })}
    />
  );
}
