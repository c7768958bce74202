/** The parameters a path template names, in order: `['id']` for `/api/transcriptions/:id`, `['key']` for `*key`. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(/[:*](\w+)/g)].map((match) => match[1] as string);
}

/** Whether the parameter may contain slashes (`*name`): OpenAPI has no such notion, so the reference says it in words. */
export function isSlashParameter(path: string, name: string): boolean {
  return path.includes(`*${name}`);
}

/** A route's path as OpenAPI writes it: `/api/transcriptions/{id}` for `/api/transcriptions/:id`. */
export function openApiPath(path: string): string {
  return path.replace(/[:*](\w+)/g, '{$1}');
}
