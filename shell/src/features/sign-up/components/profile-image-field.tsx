import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { MediaImage } from '@drops/media';
import { FieldError, Hint, Label, Stack } from '@drops/ui';
import { shellMessages } from '../../../messages';

const Preview = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};

  img,
  [role='status'] {
    width: 96px;
    height: 96px;
    border-radius: ${({ theme }) => theme.radii.round};
    object-fit: cover;
    border: 2px solid ${({ theme }) => theme.colors.border};
  }
`;

const FileInput = styled.input`
  min-width: 0;
  max-width: 100%;
  color: ${({ theme }) => theme.colors.textMuted};

  &::file-selector-button {
    margin-right: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

export interface ProfileImageFieldProps {
  /** The stored key once uploaded. */
  storedKey: string;
  error?: string;
  uploading: boolean;
  onChoose: (file: File) => void;
}

/**
 * Choose a picture: it is previewed at once from the file, and after a reload from its stored
 * key (a signed link).
 */
export function ProfileImageField({
  storedKey,
  error,
  uploading,
  onChoose,
}: ProfileImageFieldProps) {
  const id = useId();
  const [localPreview, setLocalPreview] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (localPreview) URL.revokeObjectURL(localPreview);
    },
    [localPreview],
  );

  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Stack $gap={2}>
      <Label htmlFor={id}>{shellMessages.profileImage}</Label>
      <Preview>
        {localPreview ? (
          <img src={localPreview} alt={shellMessages.profileImagePreview} />
        ) : storedKey ? (
          <MediaImage source={storedKey} alt={shellMessages.profileImagePreview} />
        ) : null}
        <FileInput
          id={id}
          type="file"
          name="profileImage"
          accept="image/jpeg,image/png,image/gif,image/webp,image/avif"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (!file) return;
            setLocalPreview(URL.createObjectURL(file));
            onChoose(file);
          }}
        />
      </Preview>
      <Hint id={hintId}>
        {uploading ? shellMessages.uploadingImage : shellMessages.profileImageHint}
      </Hint>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Stack>
  );
}
