// Content and feedback pieces that no page needs on its first paint: cards (the home page's are
// in the sections below its hero), badges, figures, ratings, avatars, testimonials, skeletons,
// empty states, alerts and the text of an article's card; and the hero of the inner pages
// (PageHero), which the home page does without.
// Stateless, so each app bundles the ones it uses (tree-shaken there) instead of every page
// downloading them with the shared main entry.
export { Card, CardBody, CardFooter, CardMedia, CardTitle, IconCircle } from './components/card';
export type { CardMediaProps, IconCircleProps } from './components/card';
export { PageHero } from './components/page-hero';
export type { PageHeroProps } from './components/page-hero';
export {
  Badge,
  ContentTypeBadge,
  RoleBadge,
  StatusBadge,
  contentTypeTones,
  roleTones,
  statusTones,
} from './components/badge';
export type { BadgeProps, ContentStatus, ContentType, Role } from './components/badge';
export { Stat } from './components/stat';
export type { StatProps } from './components/stat';
export { Rating } from './components/rating';
export type { RatingProps } from './components/rating';
export { Avatar, initialsOf } from './components/avatar';
export type { AvatarProps, AvatarSize } from './components/avatar';
export { Testimonial } from './components/testimonial';
export type { TestimonialProps } from './components/testimonial';
export { Skeleton, SkeletonText } from './components/skeleton';
export { EmptyState } from './components/empty-state';
export type { EmptyStateProps } from './components/empty-state';
export { Alert } from './components/alert';
export { ArticleCardBody } from './components/article-card-body';
export type { ArticleCardBodyProps } from './components/article-card-body';
export type { AlertProps, AlertTone } from './components/alert';
