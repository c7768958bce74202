import {
  type CreatedPublishableKey,
  type CreatePublishableKeyRequest,
  PUBLISHABLE_KEYS_MAX,
  type PublishableKey,
} from '@verbatim/core-sdk/contracts';
import { KeyIcon } from '../Icons/Icons';
import { type KeyListPanelProps, KeysPanel } from '../KeysPanel/KeysPanel';
import { KeysSkeleton } from '../KeysPanel/KeysSkeleton';
import { CreatedKeyDialog } from './CreatedKeyDialog';
import { PublishableKeyForm, type PublishableKeyFormErrors } from './PublishableKeyForm';
import { PublishableKeyItem } from './PublishableKeyItem';

export interface PublishableKeysPanelProps
  extends KeyListPanelProps<PublishableKey, CreatePublishableKeyRequest, CreatedPublishableKey, PublishableKeyFormErrors> {
  /** The key being made elsewhere: the form is busy. */
  creating?: boolean;
  /** The origin the widgets' script is served from (the app's own), for the embed snippets. */
  apiOrigin: string;
}

const systemClock = () => new Date();

/**
 * Settings › Developer: the owner's publishable keys, which let another website embed the uploader or recorder.
 * Lists the keys with their origins, widgets, limits and use, makes a new one (shown whole only once, with a snippet
 * to paste per widget), and revokes one after a confirmation. Presentational: data and callbacks come from the caller.
 */
export function PublishableKeysPanel({
  keys,
  loading = false,
  error,
  onReload,
  onCreate,
  createErrors,
  creating = false,
  created = null,
  onCreatedClose,
  onRevoke,
  apiOrigin,
  defaultFormOpen = false,
  timeZone,
  now = systemClock,
  className,
  onCopy,
  onCopied,
  onCopyError,
}: PublishableKeysPanelProps) {
  const activeCount = keys?.filter((key) => key.active && key.revokedAt === null).length ?? 0;
  const current = now();
  return (
    <KeysPanel<PublishableKey, CreatePublishableKeyRequest>
      slot="publishable-keys-panel"
      icon={KeyIcon}
      title="Website widgets"
      description={
        <>
          A publishable key lets your own website embed the Verbatim uploader or recorder. What your visitors send becomes a transcript in
          your account, charged to your plan. A key works only on the origins you name, within the limits you set, until you revoke it.
        </>
      }
      newKeyLabel="New key"
      atLimit={activeCount >= PUBLISHABLE_KEYS_MAX}
      limitNotice={<>You have {PUBLISHABLE_KEYS_MAX} active keys, the most an account may hold. Revoke one to make another.</>}
      loadErrorTitle="Could not load your keys"
      emptyTitle="No publishable keys yet"
      emptyDescription="Create a key to put the uploader or recorder on your site. You choose the sites it works on."
      listLabel="Publishable keys"
      keys={keys}
      loading={loading}
      error={error}
      onReload={onReload}
      onCreate={onCreate}
      renderForm={(form) => <PublishableKeyForm {...form} errors={createErrors} busy={creating} />}
      renderItem={(key, controls) => (
        <PublishableKeyItem key={key.id} publishableKey={key} {...controls} now={current} timeZone={timeZone} />
      )}
      showingCreated={created !== null}
      renderCreated={(onCloseAutoFocus) => (
        <CreatedKeyDialog
          created={created}
          apiOrigin={apiOrigin}
          onClose={() => onCreatedClose?.()}
          onCloseAutoFocus={onCloseAutoFocus}
          onCopy={onCopy}
          onCopied={onCopied}
          onCopyError={onCopyError}
        />
      )}
      onRevoke={onRevoke}
      revokeDescription={(key) => (
        <>
          The key stops working at once on every site that uses it
          {key && key.origins.length > 0 ? ` (${key.origins.join(', ')})` : ''}: their uploader and recorder can no longer send anything.
          This cannot be undone.
        </>
      )}
      defaultFormOpen={defaultFormOpen}
      className={className}
    />
  );
}

/** Placeholders in the shape of two keys while the list loads (the same as every key list's). */
export const PublishableKeysSkeleton = KeysSkeleton;
