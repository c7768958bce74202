/**
 * The developer settings' toasts. None confirms a new key or a copy: the dialog that shows the key says so, and its
 * Copy button says "Copied". A toast opened over that dialog would also take the Escape key from it.
 */
export const DEVELOPER_TOASTS = {
  createFailed: { title: 'Key not created', fallback: 'Unable to create the key. Please try again.' },
  refused: { title: 'Key not created', description: 'Check the fields marked in the form.' },
  revoked: { title: 'Key revoked', description: 'It stopped working on every site that used it.' },
  revokeFailed: { title: 'Revoke failed', fallback: 'Unable to revoke the key. Please try again.' },
  copyFailed: { title: 'Copy failed', description: 'Select the text and copy it yourself.' },
} as const;

/** Shown when the list of keys cannot be loaded and the server said nothing more useful. */
export const KEYS_LOAD_FAILED = 'Your keys could not be loaded. Please try again.';

/** The toasts of the secret keys panel. */
export const SECRET_KEY_TOASTS = {
  createFailed: { title: 'Key not created', fallback: 'Unable to create the key. Please try again.' },
  refused: { title: 'Key not created', description: 'Check the fields marked in the form.' },
  revoked: { title: 'Secret key revoked', description: 'Servers that used it are refused from their next request.' },
  revokeFailed: { title: 'Revoke failed', fallback: 'Unable to revoke the key. Please try again.' },
} as const;

/** Shown when the list of secret keys cannot be loaded and the server said nothing more useful. */
export const SECRET_KEYS_LOAD_FAILED = 'Your secret keys could not be loaded. Please try again.';
