/** The HTTP methods an endpoint may use. Its own module, so that route tables and the route index need not import each other. */
export type HttpMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
