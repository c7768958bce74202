import type { BlogPostDetail, BlogPostList, SavedBlogPostList, SavedBlogPostState } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/**
 * The blog: posts for anyone, signed in or not, and the signed-in reader's saved posts. An unknown post answers
 * ApiError 404; the saved posts answer ApiError 401 when signed out.
 */
export function blogResource(http: Http) {
  return {
    /** Every post without its body, newest first, with each category's count. */
    list: (o?: RequestOptions): Promise<BlogPostList> => http.call(routes.listBlogPosts, {}, o),
    /** One post with its Markdown body and up to 2 related posts. */
    get: (id: string, o?: RequestOptions): Promise<BlogPostDetail> => http.call(routes.getBlogPost, { params: { id } }, o),
    /** The reader's saved posts, the last saved first. */
    saved: (o?: RequestOptions): Promise<SavedBlogPostList> => http.call(routes.listSavedBlogPosts, {}, o),
    /** Saves a post for the reader; saving it again is fine. */
    save: (id: string, o?: RequestOptions): Promise<SavedBlogPostState> => http.call(routes.saveBlogPost, { params: { id } }, o),
    /** Takes a post off the reader's saved posts; one that is not saved is fine. */
    unsave: (id: string, o?: RequestOptions): Promise<SavedBlogPostState> => http.call(routes.unsaveBlogPost, { params: { id } }, o),
    /** The RSS 2.0 feed of every post, for a feed reader or a `<link rel="alternate">`. */
    rssUrl: http.url(routes.blogRssFeed.path),
  };
}
export type BlogResource = ReturnType<typeof blogResource>;
