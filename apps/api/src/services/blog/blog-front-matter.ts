import { BLOG_CATEGORIES } from '@verbatim/core-sdk/contracts';
import { z } from 'zod';

const text = (max: number) =>
  z
    .string({ error: 'must be text' })
    .trim()
    .min(1, 'must not be blank')
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !/[\p{Cc}]/u.test(value), 'must be one line without control characters');

/** YYYY-MM-DD, a day that exists. YAML reads an unquoted date as a timestamp; both spellings are accepted. */
const day = z.union([z.string(), z.date()], { error: 'must be a date written YYYY-MM-DD' }).transform((value, ctx) => {
  const iso = value instanceof Date ? (Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)) : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) !== iso) {
    ctx.addIssue({ code: 'custom', message: 'must be a date written YYYY-MM-DD' });
    return z.NEVER;
  }
  return iso;
});

/**
 * The front matter of a post (content/blog/<id>.md). Strict: a misspelt field (`readtime`) is an error rather than a
 * field silently missing from the page.
 */
export const blogFrontMatterSchema = z.strictObject({
  title: text(200),
  excerpt: text(500),
  author: text(100),
  date: day,
  readTime: z.number({ error: 'must be a whole number of minutes' }).int('must be a whole number of minutes').min(1).max(180),
  category: z.enum(BLOG_CATEGORIES, { error: `must be one of ${BLOG_CATEGORIES.join(', ')}` }),
  tags: z.array(text(40), { error: 'must be a list of tags' }).max(12, 'must be at most 12 tags'),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
});
export type BlogFrontMatter = z.output<typeof blogFrontMatterSchema>;
