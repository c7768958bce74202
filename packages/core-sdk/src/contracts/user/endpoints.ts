import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import { userSchema } from './schemas';
import { statsSchema } from './stats';

/** The signed-in user's record and dashboard figures. Spread into `endpoints` (../endpoints.ts). */
export const userEndpoints = {
  getUser: defineEndpoint(routes.getUser, {
    access: 'user',
    tag: 'user',
    summary: "A fresh copy of the signed-in user's record.",
    responses: { 200: userSchema },
  }),
  getStats: defineEndpoint(routes.getStats, {
    access: 'user',
    tag: 'user',
    summary: "The signed-in user's dashboard figures, computed from their transcriptions.",
    responses: { 200: statsSchema },
  }),
  getUserStats: defineEndpoint(routes.getUserStats, {
    access: 'user',
    tag: 'user',
    summary: 'The same figures as GET /api/stats.',
    responses: { 200: statsSchema },
  }),
} as const;
