import { useCallback, useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { isPublishedSellerStatus, type AccountType, type Product } from '@drops/contracts';
import { changedElsewhere, hasErrors } from '@drops/forms';
import { useApi, useLeaveQuestion } from '@drops/remote-kit';
import {
  ConfirmDialog,
  LinkButton,
  PageTitle,
  Stack,
  toast,
  useVersionConflict,
  VersionConflict,
} from '@drops/ui';
import { editorMessages } from '../../../messages';
import { deleteDrop, stopSelling } from '../api/drop-actions';
import { useDropsChanged } from '../api/drops-changed';
import { saveDrop, type SaveKind } from '../api/save-drop';
import { checklistItems } from '../checklist';
import { conflictGroups, type DropFieldGroup } from '../conflict';
import {
  savedTimingOf,
  valuesFromProduct,
  type DropFormValues,
  type VisualValue,
} from '../form-values';
import { sameValues } from '../local-draft';
import { useLocalDraft } from '../use-local-draft';
import { firstErrorField, validateDraft, validatePublish, type DropErrors } from '../validation';
import { BadgeChecklist } from './badge-checklist';
import { DropFormSections } from './drop-form-sections';
import { DropActions, FormButtons, type DropFormBusy } from './drop-form-buttons';
import { EditorLayout, HeaderRow, Notice } from './drop-form.styles';
import { PausedNotice } from './paused-notice';
import { SaveBeforeLeavingDialog } from './save-before-leaving-dialog';

export interface DropFormProps {
  accountType: AccountType;
  /** The drop being edited; absent on /add-product. */
  drop?: Product;
  /** The values as last saved (empty for a new drop). */
  saved: DropFormValues;
  /** What to start from: the saved values, or a local draft restored over them. */
  initial: DropFormValues;
  draftKey: string;
  /** The drop's version `initial` was edited from (issue 17): a save names it. */
  version?: number;
  /** The values at `version` (null when unknown): what a conflict compares against. */
  base?: DropFormValues | null;
  /** The zone a drop without its own is shown in: the seller's profile zone, else the browser's. */
  fallbackZone: string;
}

/**
 * The whole add/edit form: numbered sections for the account type, the live checklist, SUBMIT
 * / SAVE CHANGES, SAVE DRAFT and CANCEL, Stop Sell and DELETE DROP when editing. Unsaved changes
 * are kept locally and guarded against leaving.
 */
export function DropForm({
  accountType,
  drop,
  saved,
  initial,
  draftKey,
  version: startVersion,
  base: startBase = saved,
  fallbackZone,
}: DropFormProps) {
  const api = useApi();
  const dropsChanged = useDropsChanged();
  const navigate = useNavigate();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(saved);
  const [errors, setErrors] = useState<DropErrors>({});
  const [busy, setBusy] = useState<DropFormBusy>(null);
  const [uploading, setUploading] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [restored, setRestored] = useState(!sameValues(initial, saved));
  // Issue 17: the version edited from, the values at it, the drop as last read, a conflict.
  const [version, setVersion] = useState(startVersion);
  const [base, setBase] = useState(startBase);
  const [stored, setStored] = useState(drop);
  const versionConflict = useVersionConflict(values, setValues);
  const editing = Boolean(drop);
  const dirty = !sameValues(values, baseline);
  // Issue 31: the instants as last read and the zone they were shown in: what a save leaves be.
  const savedTiming = savedTimingOf(stored, baseline);
  const theirValues = (current: Product) => valuesFromProduct(current, fallbackZone);
  const savedTitle = (kind: SaveKind) =>
    kind === 'draft'
      ? editorMessages.draftSaved
      : editing
        ? editorMessages.changesSaved
        : editorMessages.live;

  const change = useCallback((changes: Partial<DropFormValues>) => {
    setValues((current) => ({ ...current, ...changes }));
    setErrors((current) => {
      const next = { ...current };
      for (const field of Object.keys(changes) as (keyof DropFormValues)[]) delete next[field];
      return next;
    });
  }, []);
  const changeVisuals = useCallback((update: (current: VisualValue[]) => VisualValue[]) => {
    setValues((current) => ({ ...current, visuals: update(current.visuals) }));
    setErrors(({ visuals: _visuals, ...rest }) => rest);
  }, []);

  // Unsaved work survives a reload: kept while the form differs from what was saved.
  const discardLocalDraft = useLocalDraft(draftKey, values, dirty, version);

  const leaveQuestion = useLeaveQuestion(dirty && busy === null);
  const { leave } = leaveQuestion;
  const toDashboard = () => leave(() => navigate('/dashboard'));

  const showErrors = (found: DropErrors) => {
    setErrors(found);
    const first = firstErrorField(found, accountType);
    if (first)
      window.requestAnimationFrame(() => document.getElementById(`drop-${first}`)?.focus());
  };

  /**
   * Saves as Published (SUBMIT / SAVE CHANGES) or Draft; true when saved. An action that saves on
   * its way (Stop Sell) shows itself busy and toasts its own success.
   */
  const save = async (
    kind: SaveKind,
    as: { busy: DropFormBusy; saved: string } = { busy: kind, saved: savedTitle(kind) },
  ): Promise<boolean> => {
    const found =
      kind === 'publish'
        ? validatePublish(values, accountType, savedTiming)
        : validateDraft(values, accountType, savedTiming);
    if (hasErrors(found)) {
      showErrors(found);
      return false;
    }
    setBusy(as.busy);
    let outcome = await saveDrop(api, {
      dropId: drop?._id,
      version,
      values,
      saved: savedTiming,
      kind,
      accountType,
    });
    if (!outcome.ok && outcome.conflict) {
      const current = outcome.conflict;
      const theirs = theirValues(current);
      const groups = changedElsewhere(conflictGroups[accountType], base, theirs, values);
      setStored(current);
      setVersion(current.version);
      setBase(theirs);
      setBaseline(theirs);
      // Nothing the form shows was changed elsewhere (a badge, a Stop Sell): nothing to choose,
      // so the save goes ahead over the new version.
      if (groups.length === 0)
        outcome = await saveDrop(api, {
          dropId: drop?._id,
          version: current.version,
          values,
          saved: savedTimingOf(current, theirs),
          kind,
          accountType,
        });
      else {
        setBusy(null);
        openConflict(groups, theirs);
        return false;
      }
    }
    setBusy(null);
    if (!outcome.ok && outcome.conflict) {
      // Saved elsewhere again in the moment between: compared from scratch.
      const theirs = theirValues(outcome.conflict);
      setStored(outcome.conflict);
      setVersion(outcome.conflict.version);
      setBaseline(theirs);
      setBase(theirs);
      openConflict(changedElsewhere(conflictGroups[accountType], null, theirs, values), theirs);
      return false;
    }
    if (!outcome.ok) {
      if (hasErrors(outcome.fieldErrors)) showErrors(outcome.fieldErrors);
      toast({ title: outcome.title, description: outcome.description, variant: 'error' });
      return false;
    }
    discardLocalDraft();
    setBaseline(values);
    setBase(values);
    setStored(outcome.drop);
    setVersion(outcome.drop.version);
    versionConflict.close();
    dropsChanged();
    toast({ title: as.saved, variant: 'success' });
    return true;
  };

  const openConflict = (groups: readonly DropFieldGroup[], theirs: DropFormValues) => {
    versionConflict.open(groups, base, theirs);
    setErrors({});
  };

  // Issue 16: paused by an administrator, the drop saves as a draft only until restored.
  const paused = stored?.moderation?.status === 'paused';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || paused) return;
    if (await save('publish')) toDashboard();
  };

  const saveDraftAndGo = async (then: () => void) => {
    if (await save('draft')) leave(then);
  };

  const discard = () => {
    discardLocalDraft();
    setValues(baseline);
    setErrors({});
    setRestored(false);
  };

  // Stop Sell moves the drop to Draft, which is what a draft save does: unsaved edits go with it
  // in the same save rather than being dropped (a refused save keeps the form and the sale).
  const stopSell = async () => {
    if (!dirty) return runAction('stop');
    if (await save('draft', { busy: 'stop', saved: editorMessages.sellStopped })) {
      leave(() => navigate('/dashboard'));
    }
  };

  const runAction = async (kind: 'stop' | 'delete') => {
    if (!drop) return;
    setBusy(kind);
    const outcome =
      kind === 'stop' ? await stopSelling(api, drop._id) : await deleteDrop(api, drop._id);
    setBusy(null);
    setConfirmingDelete(false);
    if (!outcome.ok) {
      toast({ title: outcome.title, description: outcome.description, variant: 'error' });
      return;
    }
    discardLocalDraft();
    dropsChanged();
    toast({
      title: kind === 'stop' ? editorMessages.sellStopped : editorMessages.deleted,
      variant: 'success',
    });
    leave(() => navigate('/dashboard'));
  };

  const items = useMemo(() => checklistItems(values, accountType), [values, accountType]);
  const canStopSell =
    accountType === 'sell' && Boolean(stored && isPublishedSellerStatus(stored.status));

  return (
    <Stack $gap={6}>
      <HeaderRow>
        <PageTitle>{editing ? editorMessages.editTitle : editorMessages.addTitle}</PageTitle>
        {editing ? (
          <DropActions
            busy={busy}
            canStopSell={canStopSell}
            onStopSell={() => void stopSell()}
            confirmingDelete={confirmingDelete}
            onDelete={() => setConfirmingDelete(true)}
          />
        ) : null}
      </HeaderRow>
      {paused && stored?.moderation ? <PausedNotice moderation={stored.moderation} /> : null}
      {versionConflict.conflict ? (
        <VersionConflict
          title={editorMessages.conflict.title}
          intro={editorMessages.conflict.intro}
          conflict={versionConflict.conflict}
          onChoose={versionConflict.choose}
          onDone={versionConflict.close}
        />
      ) : null}
      {restored ? (
        <Notice role="status">
          <span>{editorMessages.restored.message}</span>
          <LinkButton onClick={discard}>{editorMessages.restored.discard}</LinkButton>
        </Notice>
      ) : null}
      <EditorLayout>
        <form noValidate onSubmit={submit} aria-label={editorMessages.formLabel}>
          <Stack $gap={5}>
            <DropFormSections
              accountType={accountType}
              values={values}
              errors={errors}
              change={change}
              changeVisuals={changeVisuals}
              onUploadingChange={setUploading}
              savedTiming={savedTiming}
            />
            <FormButtons
              busy={busy}
              editing={editing}
              uploading={uploading}
              paused={paused}
              asking={leaveQuestion.pending !== null}
              onCancel={() => leaveQuestion.ask(() => navigate('/dashboard'))}
              onSaveDraft={() => void saveDraftAndGo(() => navigate('/dashboard'))}
            />
          </Stack>
        </form>
        <BadgeChecklist items={items} />
      </EditorLayout>
      <SaveBeforeLeavingDialog
        pending={leaveQuestion.pending}
        onStay={leaveQuestion.stay}
        onDiscard={discardLocalDraft}
        onLeave={leave}
        onSaveDraft={(proceed) => void saveDraftAndGo(proceed)}
        busy={busy !== null}
        uploading={uploading}
        saving={busy === 'draft'}
        fallback={() => navigate('/dashboard')}
      />
      <ConfirmDialog
        open={confirmingDelete}
        title={editorMessages.deleteDialog.title}
        onClose={() => setConfirmingDelete(false)}
        cancelLabel={editorMessages.cancel}
        confirmLabel={busy === 'delete' ? editorMessages.saving : editorMessages.deleteDrop}
        confirmVariant="danger"
        busy={busy !== null}
        onConfirm={() => void runAction('delete')}
      >
        {editorMessages.deleteDialog.body}
      </ConfirmDialog>
    </Stack>
  );
}
