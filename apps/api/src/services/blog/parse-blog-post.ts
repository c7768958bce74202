import matter from '@11ty/gray-matter';
import { BLOG_POST_ID_MAX_LENGTH, BLOG_POST_ID_PATTERN, type BlogPost } from '@verbatim/core-sdk/contracts';
import { blogFrontMatterSchema } from './blog-front-matter';

/** What is wrong with one post file, as lines for the error that names it; none when the post is good. */
export type ParsedBlogPost = { post: BlogPost; problems?: undefined } | { post?: undefined; problems: string[] };

/**
 * One post from its file: the id is the file name without `.md`, the front matter is YAML (checked by
 * `blogFrontMatterSchema`), and the rest is the Markdown body.
 */
export function parseBlogPost(fileName: string, source: string): ParsedBlogPost {
  const id = fileName.replace(/\.md$/, '');
  const problems: string[] = [];
  if (!BLOG_POST_ID_PATTERN.test(id) || id.length > BLOG_POST_ID_MAX_LENGTH) {
    problems.push(`the file name must be lowercase words joined by hyphens, at most ${BLOG_POST_ID_MAX_LENGTH} characters, then .md`);
  }
  let file: ReturnType<typeof matter>;
  try {
    // A fresh options object each time: gray-matter keeps a cache by text only when it is called without options.
    file = matter(source, {});
  } catch (error) {
    return { problems: [...problems, `the front matter is not valid YAML: ${(error as Error).message.split('\n')[0]}`] };
  }
  if (!(file.matter ?? '').trim()) return { problems: [...problems, 'there is no front matter (a block between --- lines at the top)'] };
  if (file.language !== 'yaml') return { problems: [...problems, `the front matter must be YAML, not ${file.language}`] };
  const parsed = blogFrontMatterSchema.safeParse(file.data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path.join('.');
      const message = issue.code === 'unrecognized_keys' ? `unknown field(s) ${issue.keys.join(', ')}` : issue.message;
      problems.push(field ? `${field}: ${message}` : message);
    }
  }
  const content = file.content.trim();
  if (!content) problems.push('the post has no body after its front matter');
  if (problems.length > 0 || !parsed.success) return { problems };
  const { date, ...front } = parsed.data;
  return { post: { id, ...front, publishDate: date, content } };
}
