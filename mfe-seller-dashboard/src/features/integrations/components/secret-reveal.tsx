import { useEffect, useRef, useState } from 'react';
import type { WebhookCreated } from '@drops/contracts';
import { Button, Muted, SectionTitle } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';
import { Actions, SecretPanel, Wrapping } from './integrations.styles';

/**
 * The signing secret of the endpoint just added: the API gives it in that answer only, so this
 * is its one showing. Focus moves here so a keyboard or screen reader user meets it first.
 */
export function SecretReveal({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    // The whole panel on screen (on a phone it opens below the fold), the heading focused.
    panelRef.current?.scrollIntoView?.({ block: 'nearest' });
    headingRef.current?.focus({ preventScroll: true });
  }, [created._id]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.secret);
      setCopied(true);
    } catch {
      // No clipboard (an insecure origin, a refused permission): the secret stays to select.
      setCopied(false);
    }
  };

  return (
    <SecretPanel ref={panelRef} aria-labelledby="webhook-secret-title">
      <SectionTitle id="webhook-secret-title" ref={headingRef} tabIndex={-1}>
        {messages.secretTitle}
      </SectionTitle>
      <Muted>{messages.secretNotice}</Muted>
      <Wrapping data-testid="webhook-secret">{created.secret}</Wrapping>
      <Actions>
        <Button $variant="secondary" $size="small" onClick={copy}>
          {copied ? messages.copied : messages.copy}
        </Button>
        <Button $size="small" onClick={onDone}>
          {messages.secretDone}
        </Button>
      </Actions>
    </SecretPanel>
  );
}
