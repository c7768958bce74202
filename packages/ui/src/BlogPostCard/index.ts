export { BlogPostByline, BlogPostCard, type BlogPostCardProps, BlogPostCardSkeleton, formatPostDate } from './BlogPostCard';
