import type { HttpMethod } from '../http-method';

/** The signed-in person's own account: profile, preferences, password and sessions. Spread into the route table of ../routes.ts. */
export const accountRoutes = {
  updateProfile: ['PATCH', '/api/user'],
  getPreferences: ['GET', '/api/user/preferences'],
  updatePreferences: ['PATCH', '/api/user/preferences'],
  listInvoices: ['GET', '/api/user/invoices'],
  listSpeechLanguages: ['GET', '/api/speech/languages'],
  changePassword: ['POST', '/api/auth/change-password'],
  endOtherSessions: ['POST', '/api/auth/sessions/end-others'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
