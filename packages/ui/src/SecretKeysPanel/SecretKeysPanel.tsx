import { type ApiKey, type CreateApiKeyRequest, type CreatedApiKey, SECRET_KEYS_MAX } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription } from '../Alert/Alert';
import { LockIcon } from '../Icons/Icons';
import { type KeyListPanelProps, KeysPanel } from '../KeysPanel/KeysPanel';
import { CreatedSecretKeyDialog } from './CreatedSecretKeyDialog';
import { SecretKeyForm, type SecretKeyFormErrors } from './SecretKeyForm';
import { SecretKeyItem } from './SecretKeyItem';

/** The secret keys panel's props: those of every key panel, for secret keys. */
export type SecretKeysPanelProps = KeyListPanelProps<ApiKey, CreateApiKeyRequest, CreatedApiKey, SecretKeyFormErrors>;

const systemClock = () => new Date();

/**
 * Settings › Developer: the owner's secret API keys, with which their own servers call the API. Lists the keys with
 * their prefix, scopes and use, makes a new one with the scopes chosen (shown whole only once), and revokes one after a
 * confirmation; a standing warning says never to put one in a web page. Presentational: data and callbacks come from
 * the caller.
 */
export function SecretKeysPanel({
  keys,
  loading = false,
  error,
  onReload,
  onCreate,
  createErrors,
  created = null,
  onCreatedClose,
  onRevoke,
  defaultFormOpen = false,
  timeZone,
  now = systemClock,
  className,
  onCopy,
  onCopied,
  onCopyError,
}: SecretKeysPanelProps) {
  const current = now();
  return (
    <KeysPanel<ApiKey, CreateApiKeyRequest>
      slot="secret-keys-panel"
      icon={LockIcon}
      title="Secret keys"
      description={
        <>
          A secret key lets your own server call the Verbatim API as you: upload files, read transcripts, use AI, within the scopes you
          choose. Uploads through a key are charged to your plan, with your plan’s limits.
        </>
      }
      newKeyLabel="New secret key"
      notice={
        <Alert variant="destructive" data-slot="secret-key-warning">
          <AlertDescription className="text-foreground">
            Keep secret keys on your server. Never put one in a web page, a browser extension or an app people download: anyone who sees it
            can act as you. For your website, use a publishable key instead.
          </AlertDescription>
        </Alert>
      }
      atLimit={(keys?.length ?? 0) >= SECRET_KEYS_MAX}
      limitNotice={<>You have {SECRET_KEYS_MAX} secret keys, the most an account may hold. Revoke one to make another.</>}
      loadErrorTitle="Could not load your secret keys"
      emptyTitle="No secret keys yet"
      emptyDescription="Create a key for a server of yours that sends files to Verbatim or reads transcripts."
      listLabel="Secret keys"
      keys={keys}
      loading={loading}
      error={error}
      onReload={onReload}
      onCreate={onCreate}
      renderForm={(form) => <SecretKeyForm {...form} errors={createErrors} />}
      renderItem={(key, controls) => <SecretKeyItem key={key.id} apiKey={key} {...controls} now={current} timeZone={timeZone} />}
      showingCreated={created !== null}
      renderCreated={(onCloseAutoFocus) => (
        <CreatedSecretKeyDialog
          created={created}
          onClose={() => onCreatedClose?.()}
          onCloseAutoFocus={onCloseAutoFocus}
          onCopy={onCopy}
          onCopied={onCopied}
          onCopyError={onCopyError}
        />
      )}
      onRevoke={onRevoke}
      revokeDescription={() => (
        <>The key stops working at once: every server that uses it is refused from its next request. This cannot be undone.</>
      )}
      defaultFormOpen={defaultFormOpen}
      className={className}
    />
  );
}
