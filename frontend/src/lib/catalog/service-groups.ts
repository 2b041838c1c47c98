import { contentText, type ContentText, type Lang, type ServiceRow } from '@dealer/contracts';

export interface ServiceGroup {
  /** The English name: the group's key, and what a booking stores. */
  key: string;
  serviceName: ContentText;
  categories: ContentText[];
}

/**
 * A name that several rows repeat (a category, a service under two categories) in the reader's
 * language: the first row that carries it in that language wins, the English name until one does.
 */
export function sharedContentText(current: ContentText | undefined, english: string, arabic: string | undefined, lang: Lang): ContentText {
  return current?.lang === lang ? current : contentText(english, arabic, lang);
}

/** One entry per service name with its categories in the reader's language, in first-seen order, without repeats. */
export function groupServices(rows: readonly ServiceRow[], lang: Lang): ServiceGroup[] {
  const groups = new Map<string, { name: ContentText; categories: Map<string, ContentText> }>();
  for (const row of rows) {
    const key = row.serviceName.trim();
    const known = groups.get(key);
    const group = { name: sharedContentText(known?.name, key, row.serviceNameAr, lang), categories: known?.categories ?? new Map<string, ContentText>() };
    groups.set(key, group);
    const category = row.serviceCategory.trim();
    if (category) group.categories.set(category, sharedContentText(group.categories.get(category), category, row.serviceCategoryAr, lang));
  }
  return [...groups].map(([key, group]) => ({ key, serviceName: group.name, categories: [...group.categories.values()] }));
}
