import { useState } from 'react';
import type { ServerRefusal } from '@drops/api-client';
import { ImageUploadField, type UploadResult } from '@drops/media';
import {
  BioAndLinkFields,
  Button,
  CountryField,
  FormAlert,
  Row,
  Stack,
  textBinder,
  useCheckedSubmit,
} from '@drops/ui';
import { shellMessages } from '../../../messages';
import type { RegistrationDraft } from '../registration-draft';
import { validateIdentityStep, type IdentityField } from '../validation';

export interface IdentityFormProps {
  draft: RegistrationDraft;
  /** Takes an update function: an upload finishes after the user may have typed elsewhere. */
  onDraftChange: (update: (current: RegistrationDraft) => RegistrationDraft) => void;
  /** Uploads the picture; resolves with the stored key or the failure message. */
  onUpload: (file: File) => Promise<UploadResult>;
  onBack: () => void;
  onSubmit: () => Promise<ServerRefusal<IdentityField> | void>;
}

/** Sign-up step 2, "Identity & Persona". */
export function IdentityForm({
  draft,
  onDraftChange,
  onUpload,
  onBack,
  onSubmit,
}: IdentityFormProps) {
  const [uploading, setUploading] = useState(false);
  const { errors, setErrors, formError, busy, submit, revalidate } = useCheckedSubmit(
    () => validateIdentityStep(draft),
    onSubmit,
    // The picture's key arrives with the upload: no submit while it is on its way.
    { held: uploading },
  );

  const change = (changes: Partial<RegistrationDraft>) => {
    onDraftChange((current) => ({ ...current, ...changes }));
    revalidate(() => validateIdentityStep({ ...draft, ...changes }));
  };
  const bindField = textBinder(draft, errors, change);

  const upload = async (file: File) => {
    setUploading(true);
    const result = await onUpload(file);
    setUploading(false);
    const profileImage = result.ok ? result.key : '';
    onDraftChange((current) => ({ ...current, profileImage }));
    setErrors((current) => ({ ...current, profileImage: result.ok ? undefined : result.message }));
  };

  return (
    <form noValidate onSubmit={submit} aria-label={shellMessages.identityTitle}>
      <Stack $gap={5}>
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <ImageUploadField
          label={shellMessages.profileImage}
          name="profileImage"
          previewAlt={shellMessages.profileImagePreview}
          hint={shellMessages.profileImageHint}
          uploadingText={shellMessages.uploadingImage}
          storedKey={draft.profileImage}
          error={errors.profileImage}
          uploading={uploading}
          onChoose={upload}
        />
        <CountryField label={shellMessages.country} name="country" {...bindField('country')} />
        <BioAndLinkFields
          bioLabel={shellMessages.bio}
          linkLabel={shellMessages.portfolioLink}
          linkHint={shellMessages.portfolioLinkHint}
          values={draft}
          errors={errors}
          onChange={change}
        />
        <Row $gap={3}>
          <Button $variant="secondary" onClick={onBack}>
            {shellMessages.back}
          </Button>
          <Button type="submit" $fullWidth disabled={busy || uploading}>
            {busy ? shellMessages.completing : shellMessages.complete}
          </Button>
        </Row>
      </Stack>
    </form>
  );
}
