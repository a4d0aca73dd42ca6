import styled from 'styled-components';
import { Button } from './button';
import { CopyButton } from './copy-button';
import { WrappingCode } from './layout';

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export interface ShownOnceWords {
  copy: string;
  copied: string;
  /** The button that puts the value away ("I have saved it"). */
  done: string;
}

/**
 * A value the API gives in one answer only (a release token, a webhook's signing secret): the
 * value to select, Copy, and the button that puts it away. The caller's panel says what it is.
 */
export function ShownOnceValue({
  value,
  testId,
  words,
  onDone,
}: {
  value: string;
  testId: string;
  words: ShownOnceWords;
  onDone: () => void;
}) {
  return (
    <>
      <WrappingCode data-testid={testId}>{value}</WrappingCode>
      <Buttons>
        <CopyButton text={value} copyLabel={words.copy} copiedLabel={words.copied} />
        <Button $size="small" onClick={onDone}>
          {words.done}
        </Button>
      </Buttons>
    </>
  );
}
