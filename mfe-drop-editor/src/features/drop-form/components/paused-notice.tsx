import styled from 'styled-components';
import type { DropModeration } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { editorMessages } from '../../../messages';

const PausedBox = styled.section`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.dangerSurface};
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: 1.125rem;
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
    margin: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: pre-line;
  }
`;

export const pausedNoticeId = 'drop-paused-notice';

/**
 * Issue 16: a drop an administrator paused says so at the top of the form, with the reason, the
 * note and the date; it reads Draft and may be saved as one, but not published until restored.
 */
export function PausedNotice({ moderation }: { moderation: DropModeration }) {
  return (
    <PausedBox aria-labelledby={`${pausedNoticeId}-title`} id={pausedNoticeId}>
      <h2 id={`${pausedNoticeId}-title`}>{editorMessages.paused.title}</h2>
      <p>{editorMessages.paused.body}</p>
      <dl>
        <dt>{editorMessages.paused.reason}</dt>
        <dd>{moderation.reasonText ?? editorMessages.paused.noReason}</dd>
        {moderation.note ? (
          <>
            <dt>{editorMessages.paused.note}</dt>
            <dd>{moderation.note}</dd>
          </>
        ) : null}
        <dt>{editorMessages.paused.decidedOn}</dt>
        <dd>{formatDate(moderation.decidedAt)}</dd>
      </dl>
    </PausedBox>
  );
}
