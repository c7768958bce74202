/** What to tell the person when a save fails: the error's own message (the API's are written for people), or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() ? error.message : fallback;
}
