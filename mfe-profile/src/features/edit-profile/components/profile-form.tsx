import { useState, type ReactNode } from 'react';
import type { ServerRefusal } from '@drops/api-client';
import { limits, type Role, type Seller } from '@drops/contracts';
import { changedElsewhere, type ConflictChoice } from '@drops/forms';
import { ImageUploadField, type SellerImageKind, type UploadResult } from '@drops/media';
import { useLeaveQuestion } from '@drops/remote-kit';
import {
  BioAndLinkFields,
  Button,
  CountryField,
  ConfirmDialog,
  FormAlert,
  PageTitle,
  RolesField,
  SectionTitle,
  TextAreaField,
  TextField,
  textBinder,
  useCheckedSubmit,
  useIsMobile,
  useVersionConflict,
  VersionConflict,
} from '@drops/ui';
import { profileMessages } from '../../../messages';
import { profileConflictGroups, type ProfileFieldGroup } from '../conflict';
import { draftFromSeller, sameDraft, type ProfileDraft, type ProfileField } from '../profile-draft';
import { validateProfile } from '../validation';
import { Actions, FieldPair, Page, MarkedRequired, Section, TopArea } from './edit-profile.styles';
import { MailPreference } from './mail-preference';
import { SettingSwitch } from './setting-switch';
import { TimeZonePicker } from './time-zone-picker';

/** Issue 17: the seller's drop times are given in the zone chosen, else in the browser's. */
const browserTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** A save refused because the profile was saved elsewhere: the seller as stored now. */
export interface ProfileConflict {
  conflict: Seller;
}

export interface ProfileFormProps {
  initial: ProfileDraft;
  /** The seller's version `initial` was read at (issue 17): a save names it. */
  version?: number;
  /** Uploads a chosen picture; resolves with its stored key or the failure message. */
  onUpload: (kind: SellerImageKind, file: File) => Promise<UploadResult>;
  /**
   * Saves a checked draft over `version`; resolves with the server's refusal, the seller as
   * stored now when it was saved elsewhere since, or nothing when saved.
   */
  onSave: (
    draft: ProfileDraft,
    version: number | undefined,
  ) => Promise<ServerRefusal<ProfileField> | ProfileConflict | void>;
  /** After a save: where the screen goes (let through the leave guard). */
  onSaved?: () => void;
  /** CANCEL, once any unsaved change has been given up. */
  onCancel: () => void;
}

/** The two pictures, each uploaded as it is chosen: the field keeping its key, its preview. */
const pictures = {
  profile: { field: 'profileImage', previewAlt: profileMessages.profileImagePreview },
  moodboard: {
    field: 'moodboardImage',
    previewAlt: profileMessages.moodboardImagePreview,
    shape: 'wide',
  },
} as const;

const labels = profileMessages.fields;

const isConflict = (outcome: unknown): outcome is ProfileConflict =>
  typeof outcome === 'object' && outcome !== null && 'conflict' in outcome;

/**
 * The profile's three sections (spec section 2) with every check of spec section 5: checked on
 * SAVE PROFILE, then kept in step with the typing; the roles' limit is told at once. Leaving with
 * unsaved changes (CANCEL, a link, Back, Logout, closing the tab) asks first, through the drop
 * editor's leave guard.
 */
export function ProfileForm({
  initial,
  version: startVersion,
  onUpload,
  onSave,
  onSaved,
  onCancel,
}: ProfileFormProps) {
  const [draft, setDraft] = useState<ProfileDraft>(initial);
  // What is saved at `version`: unsaved changes are told from it, and a conflict compared to it.
  const [saved, setSaved] = useState<ProfileDraft>(initial);
  const [version, setVersion] = useState(startVersion);
  const versionConflict = useVersionConflict(draft, setDraft);
  const [uploading, setUploading] = useState<Record<SellerImageKind, boolean>>({
    profile: false,
    moodboard: false,
  });
  const anyUploading = uploading.profile || uploading.moodboard;
  const narrow = useIsMobile();
  const { errors, setErrors, formError, busy, submit, revalidate } = useCheckedSubmit(
    () => validateProfile(draft),
    async () => {
      let outcome = await onSave(draft, version);
      if (isConflict(outcome)) {
        const theirs = draftFromSeller(outcome.conflict);
        const groups = changedElsewhere(profileConflictGroups, saved, theirs, draft);
        setSaved(theirs);
        setVersion(outcome.conflict.version);
        if (groups.length > 0) return openConflict(groups, saved, theirs);
        // Nothing the form shows was changed elsewhere (the dashboard's first-login dialog, a
        // request to sell): the save goes ahead over the new version.
        outcome = await onSave(draft, outcome.conflict.version);
        if (isConflict(outcome)) {
          const again = draftFromSeller(outcome.conflict);
          setSaved(again);
          setVersion(outcome.conflict.version);
          return openConflict(
            changedElsewhere(profileConflictGroups, null, again, draft),
            null,
            again,
          );
        }
      }
      if (outcome) return outcome;
      setSaved(draft);
      versionConflict.close();
      // Saved: the way on is not asked about (leaveQuestion is declared below, as it needs busy).
      if (onSaved) leaveQuestion.leave(onSaved);
    },
    // The pictures' keys arrive with their uploads: no save while one is on its way.
    { held: anyUploading },
  );
  const dirty = !sameDraft(draft, saved);

  function openConflict(
    groups: readonly ProfileFieldGroup[],
    base: ProfileDraft | null,
    theirs: ProfileDraft,
  ) {
    versionConflict.open(groups, base, theirs);
    setErrors({});
  }

  const choose = (keys: readonly string[], side: ConflictChoice) => {
    const chosen = versionConflict.choose(keys, side);
    revalidate(() => validateProfile(chosen));
  };
  const leaveQuestion = useLeaveQuestion(dirty && !busy);

  const change = (changes: Partial<ProfileDraft>) => {
    const next = { ...draft, ...changes };
    setDraft(next);
    revalidate(() => validateProfile(next));
    return next;
  };
  const bindField = textBinder(draft, errors, change);

  const changeRoles = (roles: Role[]) => {
    const next = change({ roles });
    // Choosing a fourth role, or none, is told at once rather than on SAVE PROFILE.
    setErrors((current) => ({ ...current, roles: validateProfile(next).roles }));
  };

  const upload = async (kind: SellerImageKind, file: File) => {
    const { field } = pictures[kind];
    setUploading((current) => ({ ...current, [kind]: true }));
    const result = await onUpload(kind, file);
    setUploading((current) => ({ ...current, [kind]: false }));
    // A failed upload keeps the picture the profile had.
    if (result.ok) setDraft((current) => ({ ...current, [field]: result.key }));
    setErrors((current) => ({ ...current, [field]: result.ok ? undefined : result.message }));
  };

  const pictureField = (kind: SellerImageKind, label: ReactNode) => {
    const { field, previewAlt, ...picture } = pictures[kind];
    return (
      <ImageUploadField
        label={label}
        name={field}
        previewAlt={previewAlt}
        hint={profileMessages.imageHint}
        uploadingText={profileMessages.uploading}
        storedKey={draft[field]}
        error={errors[field]}
        uploading={uploading[kind]}
        onChoose={(file) => void upload(kind, file)}
        {...picture}
      />
    );
  };

  const privateSwitch = (
    <SettingSwitch
      name="isPrivateProfile"
      label={labels.isPrivateProfile}
      hint={profileMessages.privateProfileHint}
      checked={draft.isPrivateProfile}
      onChange={(isPrivateProfile) => change({ isPrivateProfile })}
    />
  );

  return (
    <Page>
      <TopArea>
        <PageTitle>{profileMessages.title}</PageTitle>
        {narrow ? privateSwitch : null}
      </TopArea>
      {versionConflict.conflict ? (
        <VersionConflict
          title={profileMessages.conflict.title}
          intro={profileMessages.conflict.intro}
          conflict={versionConflict.conflict}
          onChoose={choose}
          onDone={versionConflict.close}
        />
      ) : null}
      <form noValidate onSubmit={submit} aria-label={profileMessages.formLabel}>
        <Page>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <Section>
            <SectionTitle>{profileMessages.mainInformation}</SectionTitle>
            <FieldPair>
              <TextField
                label={labels.username}
                name="username"
                autoComplete="username"
                maxLength={limits.usernameMax}
                {...bindField('username')}
              />
              <TextField
                label={labels.email}
                name="email"
                type="email"
                readOnly
                hint={profileMessages.emailHint}
                value={draft.email}
                error={errors.email}
              />
            </FieldPair>
            <TextField
              label={<MarkedRequired>{labels.fullName}</MarkedRequired>}
              name="fullName"
              autoComplete="name"
              maxLength={100}
              {...bindField('fullName')}
            />
            <RolesField
              legend={labels.roles}
              hint={profileMessages.rolesHint}
              somethingElseLabel={labels.somethingElseText}
              name="roles"
              roles={draft.roles}
              rolesError={errors.roles}
              onRolesChange={changeRoles}
              somethingElse={bindField('somethingElseText')}
            />
            <CountryField label={labels.country} name="country" {...bindField('country')} />
            {narrow ? null : privateSwitch}
          </Section>
          <Section>
            <SectionTitle>{profileMessages.profileImage}</SectionTitle>
            {pictureField('profile', <MarkedRequired>{labels.profileImage}</MarkedRequired>)}
          </Section>
          <Section>
            <SectionTitle>{profileMessages.additionalInformation}</SectionTitle>
            <BioAndLinkFields
              bioLabel={labels.bio}
              linkLabel={labels.portfolioLink}
              linkHint={profileMessages.workLinkHint}
              values={draft}
              errors={errors}
              onChange={change}
            />
            <TextAreaField label={labels.vision} name="vision" {...bindField('vision')} />
            <TimeZonePicker
              label={labels.timeZone}
              hint={profileMessages.timeZoneHint}
              value={draft.timeZone}
              browserZone={browserTimeZone}
              browserChoice={profileMessages.browserTimeZone(browserTimeZone)}
              noMatch={profileMessages.timeZoneNoMatch}
              error={errors.timeZone}
              onChange={(timeZone) => change({ timeZone })}
            />
            {pictureField('moodboard', labels.moodboardImage)}
          </Section>
          <Section>
            <SectionTitle>{profileMessages.mail}</SectionTitle>
            <MailPreference
              on={draft.emailNotifications}
              onChange={(emailNotifications) => change({ emailNotifications })}
            />
          </Section>
          <Actions>
            <Button
              $variant="secondary"
              // CANCEL is the spec's way back to /dashboard, changes dropped: asked only when
              // leaving by a link, Back or Logout, where losing them may be a slip.
              onClick={() => leaveQuestion.leave(onCancel)}
            >
              {profileMessages.cancel}
            </Button>
            <Button type="submit" disabled={busy || anyUploading}>
              {busy ? profileMessages.saving : profileMessages.save}
            </Button>
          </Actions>
        </Page>
      </form>
      <ConfirmDialog
        open={leaveQuestion.pending !== null}
        title={profileMessages.leave.title}
        onClose={leaveQuestion.stay}
        cancelLabel={profileMessages.leave.keepEditing}
        confirmLabel={profileMessages.leave.exit}
        confirmVariant="danger"
        onConfirm={() => {
          const proceed = leaveQuestion.pending;
          leaveQuestion.stay();
          if (proceed) leaveQuestion.leave(proceed);
        }}
      >
        {profileMessages.leave.body}
      </ConfirmDialog>
    </Page>
  );
}
