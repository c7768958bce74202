import type { ApiKey, CreateApiKeyRequest } from '@verbatim/core-sdk/contracts';
import { type SecretKeyFormErrors, SecretKeysPanel, toast, useApiKeys, useCreateApiKey, useRevokeApiKey } from '@verbatim/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { DEVELOPER_TOASTS, SECRET_KEY_TOASTS, SECRET_KEYS_LOAD_FAILED } from './developer-messages';
import { secretKeyFieldErrors } from './secret-key-form-errors';

/**
 * The developer settings' secret keys, for the person's own servers. A new key is shown whole once (the mutation's
 * answer, forgotten when its dialog closes or the page is left).
 */
export function SecretKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const [createErrors, setCreateErrors] = useState<SecretKeyFormErrors | undefined>();

  const createKey = async (request: CreateApiKeyRequest) => {
    setCreateErrors(undefined);
    try {
      await create.mutateAsync(request);
    } catch (error) {
      const fields = secretKeyFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setCreateErrors(fields);
        toast({ variant: 'destructive', ...SECRET_KEY_TOASTS.refused });
      } else {
        toast({
          variant: 'destructive',
          title: SECRET_KEY_TOASTS.createFailed.title,
          description: errorMessage(error, SECRET_KEY_TOASTS.createFailed.fallback),
        });
      }
      // The form keeps what was chosen.
      throw error;
    }
    toast(SECRET_KEY_TOASTS.created);
  };

  const revokeKey = async (key: ApiKey) => {
    try {
      await revoke.mutateAsync(key.id);
      toast(SECRET_KEY_TOASTS.revoked);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: SECRET_KEY_TOASTS.revokeFailed.title,
        description: errorMessage(error, SECRET_KEY_TOASTS.revokeFailed.fallback),
      });
    }
  };

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
      onCopied={() => toast(DEVELOPER_TOASTS.copied)}
      onCopyError={() => toast({ variant: 'destructive', ...DEVELOPER_TOASTS.copyFailed })}
    />
  );
}
