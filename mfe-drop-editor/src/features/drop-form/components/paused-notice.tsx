import type { DropModeration } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { DecisionNotice } from '@drops/ui';
import { editorMessages } from '../../../messages';

export const pausedNoticeId = 'drop-paused-notice';

/**
 * Issue 16: a drop an administrator paused says so at the top of the form, with the reason, the
 * note and the date; it reads Draft and may be saved as one, but not published until restored.
 */
export function PausedNotice({ moderation }: { moderation: DropModeration }) {
  const messages = editorMessages.paused;
  return (
    <DecisionNotice
      id={pausedNoticeId}
      titleId={`${pausedNoticeId}-title`}
      title={messages.title}
      facts={[
        [messages.reason, moderation.reasonText ?? messages.noReason],
        [messages.note, moderation.note],
        [messages.decidedOn, formatDate(moderation.decidedAt)],
      ]}
    >
      {messages.body}
    </DecisionNotice>
  );
}
