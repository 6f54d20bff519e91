import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatIsoDay, formatNumber } from '@common/format';
import { paths } from '@common/paths';
import { LOW_RATING, REVIEW_WORDS_MAX, reviewInputSchema, type Review, type ReviewInput } from '@common/schemas/workflows';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { Loaded } from '@/components/ui/loaded';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { useBooking } from '@/data/bookings';
import type { WithId } from '@/data/collection';
import { combine } from '@/data/result';
import { useReview, useSaveReview } from '@/data/reviews';
import { describeWriteError } from '@/lib/write-errors';

function Unavailable({ why }: { why: string }) {
  return (
    <div role="alert" className="mx-auto max-w-2xl rounded-3xl border border-sand bg-white/70 px-6 py-12 text-center shadow-sm sm:px-12">
      <h1 className="text-3xl font-semibold text-ink sm:text-4xl">A review isn&apos;t open here</h1>
      <p className="mx-auto mt-4 max-w-md leading-relaxed text-ink-soft">
        {why} Your bookings are in{' '}
        <Link to={paths.profile} className="font-semibold text-ink underline underline-offset-4">
          your profile
        </Link>
        .
      </p>
    </div>
  );
}

const NOT_YOURS = 'A review opens for the account that made the booking, once its photographs are delivered.';

export function ReviewLoader({ bookingId, uid }: { bookingId: string; uid: string }) {
  return (
    <Loaded
      result={combine(useBooking(bookingId), useReview(bookingId))}
      what="your review"
      flag="customer"
      loading={<Skeleton count={2} className="h-40" />}
      error={<Unavailable why={NOT_YOURS} />}
    >
      {([booking, review]) =>
        !booking || booking.userId !== uid ? (
          <Unavailable why={NOT_YOURS} />
        ) : booking.status !== 'completed' ? (
          <Unavailable why="You can review your booking once it is completed and your photographs are delivered." />
        ) : (
          <ReviewForm bookingId={bookingId} uid={uid} eventDate={booking.eventDate} name={booking.name} review={review} />
        )
      }
    </Loaded>
  );
}

type Props = { bookingId: string; uid: string; eventDate: string; name: string; review: WithId<Review> | null };

/** Stars, a few words, and consent to publish them with a first name; sent again, it updates the first. */
function ReviewForm({ bookingId, uid, eventDate, name, review }: Props) {
  const [draft, setDraft] = useState<ReviewInput>(
    review ?? { rating: 0, words: '', consent: false, firstName: name.trim().split(/\s+/)[0] ?? '' },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const save = useSaveReview();
  const toast = useToast();

  async function submit() {
    const parsed = reviewInputSchema.safeParse(draft);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues)
        found[String(issue.path[0])] ??=
          issue.code === 'too_small' && issue.path[0] === 'rating' ? 'Choose from one to five stars' : issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await save(bookingId, uid, parsed.data, review?.createdAt ?? null);
      setSent(true);
      toast(review ? 'Your review is updated. Thank you!' : 'Thank you for your review!');
    } catch (error) {
      toast(describeWriteError(error, 'your review'), 'error');
    } finally {
      setBusy(false);
    }
  }

  const low = draft.rating > 0 && draft.rating <= LOW_RATING;
  return (
    <article className="mx-auto grid max-w-2xl gap-6 rounded-3xl border border-sand bg-white p-6 shadow-sm sm:p-10">
      <header>
        <p className="text-xs font-semibold uppercase tracking-[0.2em] text-champagne-dark">Your day on {formatIsoDay(eventDate)}</p>
        <h1 className="mt-3 text-3xl font-semibold text-ink sm:text-4xl">How was it?</h1>
        {review && <p className="mt-2 text-sm text-muted">You reviewed this booking already; sending again updates your review.</p>}
      </header>
      <fieldset>
        <legend className="font-medium text-ink">Your stars</legend>
        <div className="mt-2 flex gap-1" role="radiogroup" aria-describedby={errors.rating ? 'rating-error' : undefined}>
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer rounded-xl p-1 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-champagne/50">
              <input
                type="radio"
                name="rating"
                value={n}
                className="sr-only"
                checked={draft.rating === n}
                onChange={() => setDraft({ ...draft, rating: n })}
              />
              <span aria-hidden="true" className={`text-4xl leading-none ${n <= draft.rating ? 'text-champagne' : 'text-sand'}`}>
                ★
              </span>
              <span className="sr-only">{n === 1 ? '1 star' : `${n} stars`}</span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="rating-error" role="alert" className="mt-1.5 text-sm font-medium text-danger">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="A few words"
        rows={5}
        value={draft.words}
        error={errors.words}
        hint={`What made the day, what the photographs mean to you. Up to ${formatNumber(REVIEW_WORDS_MAX)} characters.`}
        onChange={(e) => setDraft({ ...draft, words: e.target.value })}
      />
      {low ? (
        <p className="rounded-2xl bg-linen px-4 py-3 text-sm text-ink-soft">
          We are sorry it was not better. Your review goes to the studio’s owner only, and is never published.
        </p>
      ) : (
        <div className="grid gap-4 rounded-2xl bg-ivory p-4">
          <label className="inline-flex items-start gap-3 text-sm text-ink">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-champagne-dark"
              checked={draft.consent}
              onChange={(e) => setDraft({ ...draft, consent: e.target.checked })}
            />
            The studio may publish my words and stars on its website with my first name.
          </label>
          {draft.consent && (
            <TextField
              label="First name to publish"
              value={draft.firstName}
              maxLength={50}
              error={errors.firstName}
              onChange={(e) => setDraft({ ...draft, firstName: e.target.value })}
            />
          )}
        </div>
      )}
      {sent && (
        <p role="status" className="rounded-2xl border border-sage/40 bg-sage/10 px-4 py-3 text-ink">
          Thank you.{' '}
          {draft.consent && !low ? 'The studio will read it and may publish it with your first name.' : 'The studio will read it.'}
        </p>
      )}
      <div>
        <Button onClick={() => void submit()} busy={busy} busyLabel="Sending…" className="w-full sm:w-auto">
          {review || sent ? 'Update my review' : 'Send my review'}
        </Button>
      </div>
    </article>
  );
}
