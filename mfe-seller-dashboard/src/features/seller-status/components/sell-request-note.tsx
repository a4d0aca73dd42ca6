import type { Seller, SellerReview } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { dashboardMessages } from '../../../messages';
import { DecisionList } from '@drops/ui';
import { Note, RequestBox } from './sell-request-note.styles';

/**
 * For a flex seller who asked to sell: the note that it is under review, and since when (issue
 * 16, from the fresh seller's `review`), the date beside the note rather than in it, so the note
 * reads as before. Once decided, the decision in a box of its own (no longer a note under
 * review), and for a rejection its reason and note. Asking itself is the user menu's Apply to
 * Sell (the shell's dialog); a second button here would share its name.
 */
export function SellRequestNote({
  seller,
  review,
}: {
  seller: Pick<Seller, 'accountType' | 'isRequestedforSell' | 'isApproved'>;
  /** The re-read's review; null before it lands (or when the seller needed none). */
  review: SellerReview | null;
}) {
  if (review?.status === 'rejected') {
    return (
      <RequestBox>
        <strong>{dashboardMessages.sellRequestRejected}</strong>
        {review.decidedAt ? ` ${dashboardMessages.decidedOn(formatDate(review.decidedAt))}` : null}
        <DecisionList
          facts={[
            [dashboardMessages.reviewReason, review.reasonText ?? dashboardMessages.reviewNoReason],
            [dashboardMessages.reviewNote, review.note],
          ]}
        />
      </RequestBox>
    );
  }
  if (review?.status === 'approved' && seller.accountType === 'sell') {
    return (
      <RequestBox>
        <strong>{dashboardMessages.sellRequestApproved}</strong>
        {review.decidedAt ? ` ${dashboardMessages.decidedOn(formatDate(review.decidedAt))}` : null}
        <DecisionList facts={[[dashboardMessages.reviewNote, review.note]]} />
      </RequestBox>
    );
  }
  if (seller.accountType !== 'flex' || seller.isApproved || !seller.isRequestedforSell) return null;
  const requestedAt = review?.status === 'pending' ? review.requestedAt : null;
  return (
    <RequestBox>
      <Note role="note">{dashboardMessages.sellRequestUnderReview}</Note>
      {requestedAt ? <p>{dashboardMessages.sellRequestedOn(formatDate(requestedAt))}</p> : null}
    </RequestBox>
  );
}
