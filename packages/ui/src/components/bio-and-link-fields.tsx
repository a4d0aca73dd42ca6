import type { ReactNode } from 'react';
import { limits } from '@drops/contracts';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

export interface BioAndLink {
  bio: string;
  portfolioLink: string;
}

export interface BioAndLinkFieldsProps {
  bioLabel: ReactNode;
  linkLabel: ReactNode;
  linkHint: ReactNode;
  values: BioAndLink;
  errors: Partial<Record<keyof BioAndLink, string>>;
  onChange: (changes: Partial<BioAndLink>) => void;
}

/**
 * The short bio (with its counter to the contract's limit) and the link to work, one after the
 * other, as sign-up's identity step and the profile both ask for them; each screen has its own
 * words. No wrapper: the two fields sit in the caller's own layout.
 */
export function BioAndLinkFields({
  bioLabel,
  linkLabel,
  linkHint,
  values,
  errors,
  onChange,
}: BioAndLinkFieldsProps) {
  return (
    <>
      <TextAreaField
        label={bioLabel}
        name="bio"
        value={values.bio}
        counterMax={limits.bioMax}
        error={errors.bio}
        onChange={(event) => onChange({ bio: event.target.value })}
      />
      <TextField
        label={linkLabel}
        name="portfolioLink"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={linkHint}
        value={values.portfolioLink}
        error={errors.portfolioLink}
        onChange={(event) => onChange({ portfolioLink: event.target.value })}
      />
    </>
  );
}
