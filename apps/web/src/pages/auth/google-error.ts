/** What to say when the server sent the browser back from Google sign-in with ?error=... */
export function googleErrorMessage(code: string | null): { title: string; description: string } | null {
  if (!code) return null;
  if (code === 'google_unavailable') {
    return {
      title: 'Google sign-in is not available',
      description: 'Google sign-in is not configured on this server. Sign in with your email and password instead.',
    };
  }
  if (code === 'account_disabled') {
    return {
      title: 'This account is disabled',
      description: 'This account has been disabled. Contact support if you think this is a mistake.',
    };
  }
  if (code === 'account_deletion_scheduled') {
    return {
      title: 'This account is being deleted',
      description:
        'This account is scheduled for deletion and can no longer sign in. To keep it, use the link in the e-mail we sent when you asked for the deletion.',
    };
  }
  if (code === 'google_unverified_email') {
    return {
      title: 'Google sign-in did not complete',
      description: 'Your Google account has no verified email address. Verify it with Google, or sign up with your email and password.',
    };
  }
  return {
    title: 'Google sign-in did not complete',
    description: 'Please try again, or sign in with your email and password.',
  };
}
