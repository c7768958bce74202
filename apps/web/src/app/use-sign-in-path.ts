import { useLocation } from 'react-router';
import { returnPathOf, signInPath } from './return-path';

/** The sign-in page, told to bring the person back to where they are now. */
export function useSignInPath(): string {
  return signInPath(returnPathOf(useLocation()));
}
