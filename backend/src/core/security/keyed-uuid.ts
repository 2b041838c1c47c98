import { createHash } from 'node:crypto';

/**
 * A UUID (version 5 layout) derived from a name: the same customer and Idempotency-Key always give
 * the same booking id, so a retried submission finds the booking it already made.
 */
export function keyedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex').slice(0, 32).split('');
  hex[12] = '5';
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
