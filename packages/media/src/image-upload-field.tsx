import { useEffect, useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, Hint, Label, Stack, framed } from '@drops/ui';
import { MediaImage } from './media-image';

export type ImageShape = 'round' | 'wide';

const Preview = styled.div<{ $shape: ImageShape }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};

  img,
  [role='status'] {
    flex: none;
    width: ${({ $shape }) => ($shape === 'round' ? '96px' : 'min(240px, 100%)')};
    height: ${({ $shape }) => ($shape === 'round' ? '96px' : '150px')};
    border-radius: ${({ $shape, theme }) =>
      $shape === 'round' ? theme.radii.round : theme.radii.medium};
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
    ${framed('border', 'small', 'surfaceRaised')}
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
  }
`;

/** The image types the upload calls accept (docs/decisions.md). */
export const acceptedImageTypes = 'image/jpeg,image/png,image/gif,image/webp,image/avif';

export interface ImageUploadFieldProps {
  label: ReactNode;
  /** The file input's name. */
  name: string;
  /** Alternative text of the preview. */
  previewAlt: string;
  hint: ReactNode;
  /** Shown instead of the hint while the upload runs. */
  uploadingText: ReactNode;
  /** The stored key once uploaded (or the one the account already has). */
  storedKey: string;
  error?: string;
  uploading: boolean;
  onChoose: (file: File) => void;
  /** A round portrait (profile image) or a wide picture (moodboard). */
  shape?: ImageShape;
}

/**
 * Choose a picture: it is previewed at once from the file, otherwise from its stored key (a
 * signed link). After a failed upload the stored picture shows again.
 */
export function ImageUploadField({
  label,
  name,
  previewAlt,
  hint,
  uploadingText,
  storedKey,
  error,
  uploading,
  onChoose,
  shape = 'round',
}: ImageUploadFieldProps) {
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
  const showLocal = localPreview !== null && !error;
  return (
    <Stack $gap={2}>
      <Label htmlFor={id}>{label}</Label>
      <Preview $shape={shape}>
        {showLocal ? (
          <img src={localPreview} alt={previewAlt} />
        ) : storedKey ? (
          <MediaImage
            source={storedKey}
            alt={previewAlt}
            sizes={shape === 'round' ? '96px' : '240px'}
            fallbackWidth={shape === 'round' ? 96 : 240}
          />
        ) : null}
        <FileInput
          id={id}
          type="file"
          name={name}
          accept={acceptedImageTypes}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // Emptied, so choosing the same file again (after a failed upload) is a change too.
            event.target.value = '';
            if (!file) return;
            setLocalPreview(URL.createObjectURL(file));
            onChoose(file);
          }}
        />
      </Preview>
      <Hint id={hintId}>{uploading ? uploadingText : hint}</Hint>
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Stack>
  );
}
