import type { SelectPlanRequest, SelectPlanResponse } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** Choosing a plan. */
export function subscriptionsResource(http: Http) {
  return {
    /** Chooses basic or pro; the answer says what to show and where to go next (checkout when `shouldRedirectToPayment`). */
    selectPlan: (body: SelectPlanRequest, o?: RequestOptions) =>
      http.json<SelectPlanResponse>('POST', '/api/subscriptions/select-plan', body, o),
  };
}
export type SubscriptionsResource = ReturnType<typeof subscriptionsResource>;
