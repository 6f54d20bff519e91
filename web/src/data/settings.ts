import { doc, onSnapshot, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { useFirestore } from 'reactfire';
import { COLLECTIONS } from '@common/collections';
import { dayIn } from '@common/days';
import { imageRefSchema } from '@common/schemas/common';
import {
  PAYMENT_SETTINGS_ID,
  POLICIES_SETTINGS_ID,
  POLICY_KINDS,
  STUDIO_SETTINGS_ID,
  allSettingsSchema,
  paymentSettingsInputSchema,
  policiesSchema,
  studioSettingsInputSchema,
  studioSettingsSchema,
  type AllSettings,
  type Policies,
} from '@common/schemas/settings';
import { useBound } from './bind';
import { rawDocument } from './live';
import { useServerState, type Source } from './store';

// The owner's side of the studio settings: the three documents read live as one form's values,
// and saved together (common/schemas/settings.ts). Read raw, not through a validating converter:
// a document from an older version, or half written, still fills the form with what it has.

type Raw = DocumentData | null;
const refs = (db: Firestore) => [
  doc(db, COLLECTIONS.settings, STUDIO_SETTINGS_ID),
  doc(db, COLLECTIONS.settings, POLICIES_SETTINGS_ID),
  doc(db, COLLECTIONS.ownerSettings, PAYMENT_SETTINGS_ID),
];

export type OwnerSettings = {
  /** Whether settings/studio holds complete settings: until then the admin opens on the first-run setup. */
  saved: boolean;
  /** What the form shows: the saved values over `start` (the first-run template). */
  values: AllSettings;
  /** The stored policies, to keep the day each unchanged text was last updated. */
  policies: Policies | null;
  updatedAt: Date | null;
};

/** A field the stored document has with the template's type; anything else keeps the template's. */
function sameTypes<T extends object>(start: T, raw: Raw): Partial<T> {
  if (!raw) return {};
  return Object.fromEntries(
    Object.entries(start).flatMap(([key, value]) =>
      typeof raw[key] === typeof value && raw[key] !== null
        ? [[key, typeof value === 'object' ? { ...value, ...sameTypes(value as object, raw[key]) } : raw[key]]]
        : [],
    ),
  ) as Partial<T>;
}

/** @internal Exported for its tests only. */
export function toOwnerSettings([studio, policies, payment]: Raw[], start: AllSettings): OwnerSettings {
  const savedStudio = studioSettingsSchema.safeParse(studio);
  const savedPolicies = policiesSchema.safeParse(policies);
  // Whole or not at all: a library photo's srcset and placeholder are not in the template's shape.
  const heroImage = imageRefSchema.safeParse(studio?.heroImage);
  return {
    saved: savedStudio.success,
    values: {
      ...start,
      ...sameTypes(start, studio),
      ...sameTypes(start, policies),
      ...sameTypes(start, payment),
      ...(heroImage.success && { heroImage: heroImage.data }),
    },
    policies: savedPolicies.success ? savedPolicies.data : null,
    updatedAt: savedStudio.success ? savedStudio.data.updatedAt : null,
  };
}

// The three documents as one source of the store. A save still on its way holds null for its
// serverTimestamp(): rawDocument() shows the local estimate, or the first-run gate would take the
// owner to the setup for a moment after each save.
const allSettings = (db: Firestore, start: AllSettings): Source<OwnerSettings> => ({
  key: 'owner-settings',
  listen: (answer, fail) => {
    const latest: (Raw | undefined)[] = [undefined, undefined, undefined];
    const stops = refs(db).map((ref, i) =>
      onSnapshot(
        ref,
        (snapshot) => {
          latest[i] = snapshot.exists() ? rawDocument(snapshot).data : null;
          if (latest.every((raw) => raw !== undefined)) answer({ data: toOwnerSettings(latest as Raw[], start), invalid: [] });
        },
        fail,
      ),
    );
    return () => stops.forEach((stop) => stop());
  },
});

/** The studio settings for the owner, live; `start` fills what was never saved. */
export function useOwnerSettings(start: AllSettings) {
  return useServerState(allSettings(useFirestore(), start));
}

// An optional field left empty (no home page photograph) is not stored at all.
const pick = <T extends object>(shape: T, values: AllSettings) =>
  Object.fromEntries(
    Object.keys(shape).flatMap((key) => (values[key as keyof AllSettings] === undefined ? [] : [[key, values[key as keyof AllSettings]]])),
  );

/**
 * Saves the three documents in one write. A policy whose text changed is dated today, on the
 * calendar of the zone being saved; an unchanged one keeps its day.
 */
async function saveSettings(db: Firestore, input: unknown, before: Policies | null) {
  const valid = allSettingsSchema.parse(input);
  const today = dayIn(valid.timeZone, new Date());
  const updatedOn = Object.fromEntries(
    POLICY_KINDS.map((kind) => [`${kind}UpdatedOn`, before && before[kind] === valid[kind] ? before[`${kind}UpdatedOn`] : today]),
  );
  const [studio, policies, payment] = refs(db);
  const batch = writeBatch(db);
  batch.set(studio, { ...pick(studioSettingsInputSchema.shape, valid), updatedAt: serverTimestamp() });
  batch.set(policies, {
    ...Object.fromEntries(POLICY_KINDS.map((kind) => [kind, valid[kind]])),
    ...updatedOn,
    updatedAt: serverTimestamp(),
  });
  batch.set(payment, { ...pick(paymentSettingsInputSchema.shape, valid), updatedAt: serverTimestamp() });
  await batch.commit();
}
export const useSaveSettings = () => useBound(saveSettings);
