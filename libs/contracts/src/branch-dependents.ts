import { isolate } from './formatting.js';
import type { Bilingual } from './i18n.js';
import type { ErrorResponse } from './identity.contract.js';

/**
 * What still depends on a branch an admin asks to delete. `DELETE /api/locations/{id}` answers 409 with
 * these beside its message while any is left; staff who also work at other branches are not listed, they
 * lose the deleted branch with it.
 */
export interface BranchDependents {
  /** Bookings of today (Riyadh) or later that are not cancelled. */
  upcomingBookings: number;
  /** Admin reservations (phone and walk-in customers) of today or later. */
  reservedSlots: number;
  /** Waitlist entries of today or later still waiting or holding an offered place. */
  waitlistEntries: number;
  /** Staff for whom it is the only branch, named as histories name them ('Sara A.'). */
  onlyBranchOf: { _id: string; name: string }[];
}

/** The 409 of `DELETE /api/locations/{id}`. */
export interface BranchInUseResponse extends ErrorResponse {
  dependents: BranchDependents;
}

/** Whether anything in `dependents` stops the branch's deletion. */
export function branchHasDependents({ upcomingBookings, reservedSlots, waitlistEntries, onlyBranchOf }: BranchDependents): boolean {
  return upcomingBookings + reservedSlots + waitlistEntries > 0 || onlyBranchOf.length > 0;
}

type ArabicCount = Record<'one' | 'two' | 'few' | 'many' | 'other', (n: number) => string>;

/** How each language counts a kind of dependent: English singular or plural; Arabic by its plural rules (Intl's categories). */
const COUNTED: Record<'upcomingBookings' | 'reservedSlots' | 'waitlistEntries', { en: [string, string]; ar: ArabicCount }> = {
  upcomingBookings: {
    en: ['upcoming booking', 'upcoming bookings'],
    ar: { one: () => 'حجز قادم واحد', two: () => 'حجزان قادمان', few: (n) => `${n} حجوزات قادمة`, many: (n) => `${n} حجزاً قادماً`, other: (n) => `${n} حجز قادم` },
  },
  reservedSlots: {
    en: ['reserved slot', 'reserved slots'],
    ar: { one: () => 'موعد محجوز واحد', two: () => 'موعدان محجوزان', few: (n) => `${n} مواعيد محجوزة`, many: (n) => `${n} موعداً محجوزاً`, other: (n) => `${n} موعد محجوز` },
  },
  waitlistEntries: {
    en: ['waitlist entry', 'waitlist entries'],
    ar: {
      one: () => 'طلب واحد في قائمة الانتظار',
      two: () => 'طلبان في قائمة الانتظار',
      few: (n) => `${n} طلبات في قائمة الانتظار`,
      many: (n) => `${n} طلباً في قائمة الانتظار`,
      other: (n) => `${n} طلب في قائمة الانتظار`,
    },
  },
};

const arabicPlural = new Intl.PluralRules('ar');

function counted(kind: keyof typeof COUNTED, n: number): Bilingual {
  const { en, ar } = COUNTED[kind];
  const category = arabicPlural.select(n);
  return { en: `${n} ${n === 1 ? en[0] : en[1]}`, ar: ar[category === 'zero' ? 'other' : category](n) };
}

/** 'a, b and c' / 'أ وب وج'. */
function listed(items: string[], lang: 'en' | 'ar'): string {
  return new Intl.ListFormat(lang === 'en' ? 'en-GB' : 'ar', { type: 'conjunction' }).format(items);
}

/**
 * Why a branch cannot be deleted yet, and what to do first, in both languages: "This branch still has 3
 * upcoming bookings and 1 reserved slot. Cancel or move them first." and, for staff whose only branch
 * it is, "Give Sara A. another branch first, as this is their only one." Names are isolated in the Arabic
 * text, so a Latin name keeps its own order there. Only what is present is mentioned.
 */
export function branchInUseMessage(dependents: BranchDependents): Bilingual {
  const kinds = (['upcomingBookings', 'reservedSlots', 'waitlistEntries'] as const).filter((kind) => dependents[kind] > 0);
  const parts = kinds.map((kind) => counted(kind, dependents[kind]));
  const en: string[] = [];
  const ar: string[] = [];
  if (parts.length > 0) {
    en.push(`This branch still has ${listed(parts.map((p) => p.en), 'en')}.`);
    ar.push(`هذا الفرع ما زال لديه ${listed(parts.map((p) => p.ar), 'ar')}.`);
  }
  const movable = kinds.filter((kind) => kind !== 'waitlistEntries');
  const waitlist = kinds.includes('waitlistEntries');
  if (movable.length > 0 && !waitlist) {
    const one = movable.reduce((sum, kind) => sum + dependents[kind], 0) === 1;
    en.push(one ? 'Cancel or move it first.' : 'Cancel or move them first.');
    ar.push(one ? 'ألغِه أو انقله أولاً.' : 'ألغِها أو انقلها أولاً.');
  } else if (movable.length > 0) {
    const both = movable.length === 2;
    const what = both ? { en: 'the bookings and reserved slots', ar: 'الحجوزات والمواعيد المحجوزة' } : movable[0] === 'upcomingBookings' ? { en: 'the bookings', ar: 'الحجوزات' } : { en: 'the reserved slots', ar: 'المواعيد المحجوزة' };
    en.push(`Cancel or move ${what.en} first; waitlist entries end when their customers leave or their day has passed.`);
    ar.push(`ألغِ ${what.ar} أو انقلها أولاً، وتنتهي طلبات قائمة الانتظار حين يغادرها أصحابها أو يمضي يومها.`);
  } else if (waitlist) {
    en.push('Waitlist entries end when their customers leave or their day has passed.');
    ar.push('تنتهي طلبات قائمة الانتظار حين يغادرها أصحابها أو يمضي يومها.');
  }
  const staff = dependents.onlyBranchOf.map((s) => s.name);
  if (staff.length > 0) {
    en.push(`Give ${listed(staff, 'en')} another branch first, as this is their only one.`);
    ar.push(
      `أسند فرعاً آخر إلى ${listed(staff.map(isolate), 'ar')} أولاً، فهذا هو الفرع الوحيد ${staff.length === 1 ? 'المسند إلى هذا الحساب' : 'المسند إلى هذه الحسابات'}.`,
    );
  }
  return { en: en.join(' '), ar: ar.join(' ') };
}
