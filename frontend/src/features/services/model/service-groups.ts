import type { ServiceRow } from '@dealer/contracts';

export interface ServiceGroup {
  serviceName: string;
  categories: string[];
}

/** One entry per service name with its categories, in first-seen order, without repeats. */
export function groupServices(rows: ServiceRow[]): ServiceGroup[] {
  const groups = new Map<string, Set<string>>();
  for (const row of rows) {
    const name = row.serviceName.trim();
    if (!groups.has(name)) groups.set(name, new Set());
    if (row.serviceCategory.trim()) groups.get(name)!.add(row.serviceCategory.trim());
  }
  return [...groups].map(([serviceName, categories]) => ({ serviceName, categories: [...categories] }));
}
