import type { ReactNode } from 'react';
import { limits } from '@drops/contracts';
import { textBinder } from '../forms/text-binding';
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
  const bindField = textBinder(values, errors, onChange);
  return (
    <>
      <TextAreaField label={bioLabel} name="bio" counterMax={limits.bioMax} {...bindField('bio')} />
      <TextField
        label={linkLabel}
        name="portfolioLink"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint={linkHint}
        {...bindField('portfolioLink')}
      />
    </>
  );
}
