/** Adds or removes one service of a multi-select, keeping the order of choice. */
export function toggleService(selected: readonly string[], service: string, on: boolean): string[] {
  const without = selected.filter((item) => item !== service);
  return on ? [...without, service] : without;
}
