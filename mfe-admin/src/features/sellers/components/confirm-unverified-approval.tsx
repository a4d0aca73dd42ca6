import { emailVerificationMessages as messages, type Seller } from '@drops/contracts';
import { Button, Dialog } from '@drops/ui';

/**
 * Issue 30 item 2: the table's Approve of a seller whose email is not verified asks first; a
 * verified seller's Approve stays the spec's one click. The call is the spec's approve as ever.
 */
export function ConfirmUnverifiedApproval({
  seller,
  onConfirm,
  onCancel,
}: {
  seller: Pick<Seller, 'username' | 'email'> | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={seller !== null}
      title={messages.approveUnverifiedTitle}
      onClose={onCancel}
      actions={
        <>
          <Button $variant="secondary" onClick={onCancel}>
            {messages.cancel}
          </Button>
          <Button autoFocus onClick={onConfirm}>
            {messages.approveUnverifiedConfirm}
          </Button>
        </>
      }
    >
      {seller ? (
        <p>
          {messages.approveUnverifiedBody(seller.username)} ({seller.email})
        </p>
      ) : null}
    </Dialog>
  );
}
