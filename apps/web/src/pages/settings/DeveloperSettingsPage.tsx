import type { CreatePublishableKeyRequest, PublishableKey } from '@verbatim/core-sdk/contracts';
import {
  type PublishableKeyFormErrors,
  PublishableKeysPanel,
  toast,
  useCreatePublishableKey,
  usePublishableKeys,
  useRevokePublishableKey,
} from '@verbatim/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { DEVELOPER_TOASTS, KEYS_LOAD_FAILED } from './developer-messages';
import { publishableKeyFieldErrors } from './key-form-errors';
import { SecretKeysSection } from './SecretKeysSection';
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
  const [createErrors, setCreateErrors] = useState<PublishableKeyFormErrors | undefined>();

  const createKey = async (request: CreatePublishableKeyRequest) => {
    setCreateErrors(undefined);
    try {
      await create.mutateAsync(request);
    } catch (error) {
      const fields = publishableKeyFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setCreateErrors(fields);
        toast({ variant: 'destructive', ...DEVELOPER_TOASTS.refused });
      } else {
        toast({
          variant: 'destructive',
          title: DEVELOPER_TOASTS.createFailed.title,
          description: errorMessage(error, DEVELOPER_TOASTS.createFailed.fallback),
        });
      }
      // The form keeps what was typed.
      throw error;
    }
    toast(DEVELOPER_TOASTS.created);
  };

  const revokeKey = async (key: PublishableKey) => {
    try {
      await revoke.mutateAsync(key.id);
      toast(DEVELOPER_TOASTS.revoked);
    } catch (error) {
      toast({
        variant: 'destructive',
        title: DEVELOPER_TOASTS.revokeFailed.title,
        description: errorMessage(error, DEVELOPER_TOASTS.revokeFailed.fallback),
      });
    }
  };

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
        onCopied={() => toast(DEVELOPER_TOASTS.copied)}
        onCopyError={() => toast({ variant: 'destructive', ...DEVELOPER_TOASTS.copyFailed })}
      />
      <SecretKeysSection />
      <WebhooksSection />
    </div>
  );
}
