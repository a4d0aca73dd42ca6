import type { AccountType } from '@drops/contracts';
import { editorMessages } from '../../../messages';
import type { SavedTiming, VisualValue } from '../form-values';
import { FormSection } from './form-section';
import { IdentityFields } from './identity-fields';
import type { SectionProps } from './section-props';
import { EarlyAccessFields, PriceFields, PurchaseFields } from './sell-fields';
import { TagsFields } from './tags-fields';
import { TimingFields } from './timing-fields';
import { VariationsFields } from './variations-fields';
import { VisualSlots } from './visual-slots';

const sections = editorMessages.sections;
type SectionKey = keyof typeof sections;

/** Spec section 2: flex accounts see only Drop Identity, Visual Identity and Variations. */
export const sectionsFor: Record<AccountType, readonly SectionKey[]> = {
  sell: ['identity', 'tags', 'visuals', 'price', 'variations', 'timing', 'purchase', 'earlyAccess'],
  flex: ['identity', 'visuals', 'variations'],
};

export interface DropFormSectionsProps extends SectionProps {
  accountType: AccountType;
  changeVisuals: (update: (current: VisualValue[]) => VisualValue[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** The instants as last read: what the timing fields leave be. */
  savedTiming: SavedTiming;
}

/** The numbered sections of the account type's form, each with its fields. */
export function DropFormSections({
  accountType,
  changeVisuals,
  onUploadingChange,
  savedTiming,
  ...sectionProps
}: DropFormSectionsProps) {
  const sectionBody = (key: SectionKey) => {
    switch (key) {
      case 'identity':
        return <IdentityFields {...sectionProps} accountType={accountType} />;
      case 'tags':
        return <TagsFields {...sectionProps} />;
      case 'visuals':
        return (
          <VisualSlots
            visuals={sectionProps.values.visuals}
            onVisualsChange={changeVisuals}
            onUploadingChange={onUploadingChange}
            error={sectionProps.errors.visuals}
          />
        );
      case 'price':
        return <PriceFields {...sectionProps} />;
      case 'variations':
        return <VariationsFields {...sectionProps} />;
      case 'timing':
        return <TimingFields {...sectionProps} saved={savedTiming} />;
      case 'purchase':
        return <PurchaseFields {...sectionProps} />;
      case 'earlyAccess':
        return <EarlyAccessFields {...sectionProps} />;
    }
  };
  return (
    <>
      {sectionsFor[accountType].map((key, index) => (
        <FormSection key={key} id={`section-${key}`} number={index + 1} title={sections[key]}>
          {sectionBody(key)}
        </FormSection>
      ))}
    </>
  );
}
