/**
 * The translations in a model's answer, or null when the answer does not hold exactly `count` of them. Read leniently,
 * as models wrap JSON in code fences, name the array differently, or answer with a bare array or objects:
 * `{"translations":[{"id":1,"text":"…"}]}`, `{"result":["…"]}`, `["…"]` all count. Items with ids 1…count are put in
 * id order; anything else stays in the order given.
 */
export function parseTranslations(answer: string, count: number): string[] | null {
  const value = parseJson(answer);
  const items = Array.isArray(value) ? value : firstArray(value);
  if (!items || items.length !== count) return null;
  const read = items.map(readItem);
  if (read.some((item) => item === null)) return null;
  const ids = read.map((item) => item?.id);
  const byId =
    ids.every((id) => typeof id === 'number') &&
    new Set(ids).size === count &&
    ids.every((id) => id !== undefined && id >= 1 && id <= count);
  const texts: string[] = new Array(count);
  read.forEach((item, index) => {
    if (item) texts[byId && item.id !== undefined ? item.id - 1 : index] = item.text;
  });
  return texts;
}

function parseJson(answer: string): unknown {
  const unfenced = answer.replace(/^\s*```[a-z]*\s*/i, '').replace(/\s*```\s*$/, '');
  try {
    return JSON.parse(unfenced);
  } catch {
    // Text around the JSON ("Sure! {…}"): try from the first bracket to the last.
    const start = unfenced.search(/[[{]/);
    const end = Math.max(unfenced.lastIndexOf('}'), unfenced.lastIndexOf(']'));
    if (start < 0 || end <= start) return undefined;
    try {
      return JSON.parse(unfenced.slice(start, end + 1));
    } catch {
      return undefined;
    }
  }
}

function firstArray(value: unknown): unknown[] | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (Array.isArray(record.translations)) return record.translations;
  return Object.values(record).find(Array.isArray) ?? null;
}

function readItem(item: unknown): { id: number | undefined; text: string } | null {
  if (typeof item === 'string') return { id: undefined, text: item };
  if (!item || typeof item !== 'object') return null;
  const record = item as Record<string, unknown>;
  const text = [record.text, record.translation, record.translated].find((v): v is string => typeof v === 'string');
  if (text === undefined) return null;
  const id =
    typeof record.id === 'number' ? record.id : typeof record.id === 'string' && /^\d+$/.test(record.id) ? Number(record.id) : undefined;
  return { id, text };
}
