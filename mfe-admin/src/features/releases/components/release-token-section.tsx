import { useEffect, useRef, useState } from 'react';
import type { RemoteRelease } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { Button, ConfirmDialog, Muted, ShownOnceValue } from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import { useReleaseToken, type MintedToken } from '../api/create-release-token';
import { SectionHeader, SubSection, TokenPanel } from './releases-page.styles';

/**
 * The token just minted: the API gives it in that answer only (as the Integrations' signing
 * secret), so this is its one showing; focus moves here so a keyboard user meets it first.
 */
function TokenReveal({ minted, onDone }: { minted: MintedToken; onDone: () => void }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
    headingRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [minted.token]);

  return (
    <TokenPanel aria-labelledby={`${minted.remote}-token-title`}>
      <h4 id={`${minted.remote}-token-title`} ref={headingRef} tabIndex={-1}>
        {messages.newToken}
      </h4>
      <Muted>
        {messages.tokenCreated} {messages.tokenExpires(formatDateTime(minted.expiresAt))}
      </Muted>
      <ShownOnceValue
        value={minted.token}
        testId="release-token"
        words={{ copy: messages.copy, copied: messages.copied, done: messages.tokenSaved }}
        onDone={onDone}
      />
    </TokenPanel>
  );
}

/** The remote's release token: who made the live one and when; a new one, shown once. */
export function ReleaseTokenSection({
  release,
  label,
  onCreated,
}: {
  release: RemoteRelease;
  label: string;
  onCreated: () => void;
}) {
  const token = useReleaseToken(release.name, onCreated);
  const [asking, setAsking] = useState(false);
  const create = () => {
    void token.create().then(() => setAsking(false));
  };

  return (
    <SubSection aria-labelledby={`${release.name}-token`}>
      <SectionHeader>
        <div>
          <h3 id={`${release.name}-token`}>{messages.token}</h3>
          <Muted>
            {release.token
              ? messages.tokenCreatedBy(
                  formatDateTime(release.token.createdAt),
                  release.token.createdBy,
                )
              : messages.noToken}
          </Muted>
        </div>
        <Button
          $variant="secondary"
          $size="small"
          disabled={token.busy}
          aria-label={`${release.token ? messages.replaceToken : messages.createToken} (${label})`}
          onClick={release.token ? () => setAsking(true) : create}
        >
          {token.busy && !asking
            ? messages.creatingToken
            : release.token
              ? messages.replaceToken
              : messages.createToken}
        </Button>
      </SectionHeader>
      <Muted>{messages.tokenExplained}</Muted>
      {token.minted ? <TokenReveal minted={token.minted} onDone={token.dismiss} /> : null}
      <ConfirmDialog
        open={asking}
        title={messages.replaceToken}
        cancelLabel={messages.cancel}
        confirmLabel={token.busy ? messages.creatingToken : messages.replaceToken}
        confirmVariant="danger"
        busy={token.busy}
        onConfirm={create}
        onClose={() => setAsking(false)}
      >
        <p>{messages.replaceTokenQuestion(label)}</p>
      </ConfirmDialog>
    </SubSection>
  );
}
