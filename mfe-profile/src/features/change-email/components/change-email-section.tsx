import { useAtomValue, useSetAtom } from 'jotai';
import { emailVerificationMessages as messages } from '@drops/contracts';
import { useApi } from '@drops/remote-kit';
import { sellerAtom, updateSellerAtom } from '@drops/session';
import { EmailVerifiedBadge, Muted, TextField, toast, useCheckedForm } from '@drops/ui';
import { CardForm } from '../../../shared/card-form';
import { changeEmail } from '../api/change-email';
import { validateEmailChange } from '../validation';
import { CurrentEmail } from './change-email.styles';

/**
 * Edit Profile's "Email" card (issue 30 item 2): the address in use with its badge, the new one
 * waiting for its link ("Pending: …"), and a form for another. The profile's own email field
 * stays read-only as the spec has it; the new address applies once its link is opened.
 */
export function ChangeEmailSection() {
  const seller = useAtomValue(sellerAtom);
  const updateSeller = useSetAtom(updateSellerAtom);
  const api = useApi();
  const current = { email: seller?.email ?? '', pendingEmail: seller?.pendingEmail };
  const form = useCheckedForm(
    { email: '' },
    ({ email }) => validateEmailChange(email, current),
    async ({ email }) => {
      const outcome = await changeEmail(api, email);
      if ('refusal' in outcome) return outcome.refusal;
      updateSeller(outcome.seller);
      form.setValues({ email: '' });
      toast({ title: messages.changeSent(email.trim().toLowerCase()), variant: 'success' });
    },
  );
  if (!seller) return null;

  return (
    <CardForm
      name={messages.changeFormName}
      title={messages.changeTitle}
      submitLabel={messages.changeSubmit}
      form={form}
      notes={
        <>
          <CurrentEmail>
            <span>{seller.email}</span>
            {seller.emailVerified === undefined ? null : (
              <EmailVerifiedBadge verified={seller.emailVerified} />
            )}
          </CurrentEmail>
          {seller.pendingEmail ? (
            <div>
              <p>{messages.pending(seller.pendingEmail)}</p>
              <Muted>{messages.pendingHelp}</Muted>
            </div>
          ) : null}
        </>
      }
    >
      <TextField
        label={messages.changeLabel}
        name="newEmail"
        type="email"
        autoComplete="email"
        {...form.bindField('email')}
      />
    </CardForm>
  );
}
