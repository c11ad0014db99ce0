import type { BlogCategory } from '@school/shared/data/admin';
import type { MessageDescriptor } from 'react-intl';
import { contentMessages as m } from '../messages';

export const categoryLabels: Record<BlogCategory, MessageDescriptor> = {
  education: m.categoryEducation,
  pedagogy: m.categoryPedagogy,
  innovation: m.categoryInnovation,
  spirituality: m.categorySpirituality,
  community: m.categoryCommunity,
};

export const statusLabels = {
  draft: m.statusDraft,
  published: m.statusPublished,
  scheduled: m.statusScheduled,
} as const;

export const typeLabels = { blog: m.typeBlog, news: m.typeNews } as const;
