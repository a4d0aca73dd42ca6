import { useState } from 'react';
import { Button } from './button';

/**
 * Copies a value shown once (a release token, a signing secret) to the clipboard and says so.
 * Without a clipboard (an insecure origin, a refused permission) it stays "Copy": the value is
 * on screen to select.
 */
export function CopyButton({
  text,
  copyLabel,
  copiedLabel,
}: {
  text: string;
  copyLabel: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button $variant="secondary" $size="small" onClick={copy}>
      {copied ? copiedLabel : copyLabel}
    </Button>
  );
}
