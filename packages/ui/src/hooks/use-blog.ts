import { type UseMutationResult, type UseQueryResult, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BlogPostDetail, BlogPostList, BlogPostSummary, SavedBlogPostList, SavedBlogPostState } from '@verbatim/core-sdk';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { blogKeys } from './query-keys';

/** Every post without its body, newest first, with each category's count. */
export function useBlogPosts(): UseQueryResult<BlogPostList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: blogKeys.list(), queryFn: ({ signal }) => client.blog.list({ signal }) });
}

/** One post with its body and up to 2 related posts; an unknown id fails with ApiError 404. */
export function useBlogPost(id: string): UseQueryResult<BlogPostDetail> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: blogKeys.detail(id), queryFn: ({ signal }) => client.blog.get(id, { signal }) });
}

/** The signed-in reader's saved posts; pass `enabled: false` for a visitor, who has none. */
export function useSavedBlogPosts({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<SavedBlogPostList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: blogKeys.saved(), queryFn: ({ signal }) => client.blog.saved({ signal }), enabled });
}

/** Save (`saved: true`) or unsave a post; `post` is what the saved list shows until the server's list arrives. */
export interface SetBlogPostSavedVariables {
  post: BlogPostSummary;
  saved: boolean;
}

/**
 * Saves or unsaves a post for the signed-in reader. The saved list changes at once, so the button shows the new state
 * without waiting; a failure puts the list back, and either way the list is fetched again.
 */
export function useSetBlogPostSaved(): UseMutationResult<
  SavedBlogPostState,
  Error,
  SetBlogPostSavedVariables,
  { previous: SavedBlogPostList | undefined }
> {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ post, saved }: SetBlogPostSavedVariables) => (saved ? client.blog.save(post.id) : client.blog.unsave(post.id)),
    onMutate: async ({ post, saved }) => {
      await queryClient.cancelQueries({ queryKey: blogKeys.saved() });
      const previous = queryClient.getQueryData<SavedBlogPostList>(blogKeys.saved());
      const others = (previous?.items ?? []).filter((item) => item.id !== post.id);
      const items = saved ? [{ ...post, savedAt: new Date().toISOString() }, ...others] : others;
      queryClient.setQueryData<SavedBlogPostList>(blogKeys.saved(), { items });
      return { previous };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(blogKeys.saved(), context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: blogKeys.saved() }),
  });
}
