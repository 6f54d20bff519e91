import { doc, serverTimestamp, setDoc, Timestamp, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@common/collections';
import { reviewInputSchema, reviewSchema } from '@common/schemas/workflows';
import { useBound } from './bind';
import { defineCollection } from './collection';
import { useLiveDoc } from './live';

// A booking's review by its customer (docs/workflows.md): written here, after delivery; a second
// one rewrites the first (its first time kept). The functions make a consented good one a draft
// testimonial, and tell the owner of a low one.
const reviews = defineCollection(COLLECTIONS.reviews, reviewSchema);

/** The booking's review, live; null before the first. */
export const useReview = (bookingId: string) => useLiveDoc(reviews, bookingId);

async function saveReview(db: Firestore, bookingId: string, userId: string, input: unknown, firstWrittenAt: Date | null) {
  const review = reviewInputSchema.parse(input);
  await setDoc(doc(reviews.rawRef(db), bookingId), {
    ...review,
    userId,
    bookingId,
    createdAt: firstWrittenAt ? Timestamp.fromDate(firstWrittenAt) : serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
}

export const useSaveReview = () => useBound(saveReview);
