/** The second API server of the browser tests, configured with a model (the loopback server on the next port). */
export const MODEL_SERVER_PORT = 3211;
export const MODEL_LOOPBACK_PORT = 3212;
export const MODEL_SERVER_URL = `http://localhost:${MODEL_SERVER_PORT}`;
