import { useEffect, useRef } from 'react';
import type { WebhookCreated } from '@drops/contracts';
import { Muted, SectionTitle, ShownOnceValue } from '@drops/ui';
import { integrationsMessages as messages } from '../../../messages';
import { SecretPanel } from './integrations.styles';

/**
 * The signing secret of the endpoint just added: the API gives it in that answer only, so this
 * is its one showing. Focus moves here so a keyboard or screen reader user meets it first.
 */
export function SecretReveal({ created, onDone }: { created: WebhookCreated; onDone: () => void }) {
  const panelRef = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The whole panel on screen (on a phone it opens below the fold), the heading focused.
    panelRef.current?.scrollIntoView?.({ block: 'nearest' });
    headingRef.current?.focus({ preventScroll: true });
  }, [created._id]);

  return (
    <SecretPanel ref={panelRef} aria-labelledby="webhook-secret-title">
      <SectionTitle id="webhook-secret-title" ref={headingRef} tabIndex={-1}>
        {messages.secretTitle}
      </SectionTitle>
      <Muted>{messages.secretNotice}</Muted>
      <ShownOnceValue
        value={created.secret}
        testId="webhook-secret"
        words={{ copy: messages.copy, copied: messages.copied, done: messages.secretDone }}
        onDone={onDone}
      />
    </SecretPanel>
  );
}
