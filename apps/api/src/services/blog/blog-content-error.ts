/**
 * A post file that cannot be published as it is: its front matter, name or body is wrong. The message names every
 * file and field at fault, so the server refuses to start with an answer to fix rather than serving half a blog.
 */
export class BlogContentError extends Error {
  override readonly name = 'BlogContentError';
}
