import { useState } from 'react';
import { limits, type AccountType, type Collection } from '@drops/contracts';
import {
  Button,
  ConfirmDialog,
  ErrorState,
  FieldError,
  Fieldset,
  Hint,
  Legend,
  LoadingState,
  Stack,
  TextField,
  toast,
} from '@drops/ui';
import { editorMessages } from '../../../messages';
import { useCollections, type CollectionChange } from '../api/use-collections';
import {
  CheckLabel,
  CollectionItem,
  CollectionList,
  CreateRow,
  RenameForm,
} from './collection-field.styles';

const messages = editorMessages.collections;

/** The id of a collection's name in the list, which describes its rename and delete buttons. */
const nameId = (collectionId: string) => `collection-name-${collectionId}`;

export interface SeriesChoice {
  isSeries: boolean;
  collectionId: string;
  seriesName: string;
}

export interface CollectionFieldProps {
  accountType: AccountType;
  choice: SeriesChoice;
  onChange: (choice: SeriesChoice) => void;
  error?: string;
}

/** Spec section 5: trimmed, required, at most 100 characters. */
export function collectionNameError(typed: string): string | undefined {
  const name = typed.trim();
  if (name === '') return messages.nameRequired;
  if (name.length > limits.collectionNameMax) return messages.nameTooLong;
  return undefined;
}

function reportFailure(change: Extract<CollectionChange, { ok: false }>) {
  toast({ title: editorMessages.errorTitle, description: change.message, variant: 'error' });
}

/**
 * Series / collections in place: tick "part of a series", then choose one of the seller's
 * collections, or create, rename and delete them here, each with its toast.
 */
export function CollectionField(props: CollectionFieldProps) {
  const { accountType, choice, onChange, error } = props;
  const { isSeries, collectionId } = choice;
  const { state, retry, create, rename, remove } = useCollections(isSeries);
  const [newName, setNewName] = useState('');
  const [createError, setCreateError] = useState<string>();
  // A name refused before sending is said once, in the Error toast (the spec's), not again under the field.
  const [newNameInvalid, setNewNameInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [renaming, setRenaming] = useState<{
    id: string;
    name: string;
    error?: string;
    invalid?: boolean;
  } | null>(null);
  // The collection whose delete waits for the seller's answer.
  const [confirmingDelete, setConfirmingDelete] = useState<Collection | null>(null);
  const label = accountType === 'flex' ? messages.flexLabel : messages.sellLabel;

  const choose = (collection: Collection | null) =>
    onChange({
      isSeries: true,
      collectionId: collection?._id ?? '',
      seriesName: collection?.collectionName ?? '',
    });

  const submitNew = async () => {
    const invalid = collectionNameError(newName);
    setCreateError(undefined);
    setNewNameInvalid(invalid !== undefined);
    if (invalid) {
      toast({ title: editorMessages.errorTitle, description: invalid, variant: 'error' });
      return;
    }
    setBusy(true);
    const change = await create(newName.trim());
    setBusy(false);
    if (!change.ok) {
      setCreateError(change.fieldError);
      reportFailure(change);
      return;
    }
    setNewName('');
    toast({ title: messages.created, variant: 'success' });
    choose(change.collection);
  };

  const submitRename = async () => {
    if (!renaming) return;
    const invalid = collectionNameError(renaming.name);
    if (invalid) {
      setRenaming({ ...renaming, error: undefined, invalid: true });
      toast({ title: editorMessages.errorTitle, description: invalid, variant: 'error' });
      return;
    }
    setBusy(true);
    const change = await rename(renaming.id, renaming.name.trim());
    setBusy(false);
    if (!change.ok) {
      setRenaming({ ...renaming, error: change.fieldError });
      reportFailure(change);
      return;
    }
    setRenaming(null);
    toast({ title: messages.updated, variant: 'success' });
    if (change.collection._id === collectionId) choose(change.collection);
  };

  const removeCollection = async (collection: Collection) => {
    setBusy(true);
    const change = await remove(collection);
    setBusy(false);
    setConfirmingDelete(null);
    if (!change.ok) {
      reportFailure(change);
      return;
    }
    toast({ title: messages.deleted, variant: 'success' });
    if (collection._id === collectionId) choose(null);
    // Its delete button is gone with its row: focus stays in the series group.
    window.requestAnimationFrame(() => document.getElementById('drop-seriesName')?.focus());
  };

  return (
    <Fieldset
      id="drop-seriesName"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'drop-seriesName-error' : undefined}
    >
      <Legend>{label}</Legend>
      <Stack $gap={3}>
        <CheckLabel>
          <input
            id="drop-isSeries"
            type="checkbox"
            checked={isSeries}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? { isSeries: true, collectionId, seriesName: choice.seriesName }
                  : { isSeries: false, collectionId: '', seriesName: '' },
              )
            }
          />
          {editorMessages.isSeries}
        </CheckLabel>
        {isSeries ? (
          <Stack $gap={3}>
            {state.status === 'loading' ? <LoadingState>{messages.loading}</LoadingState> : null}
            {state.status === 'error' ? (
              <ErrorState message={state.message} onRetry={retry} retryLabel={messages.retry} />
            ) : null}
            {state.status === 'ready' && state.collections.length === 0 ? (
              <Hint>{messages.empty}</Hint>
            ) : null}
            {state.status === 'ready' && state.collections.length > 0 ? (
              <CollectionList aria-label={label}>
                {state.collections.map((collection) => (
                  <CollectionItem key={collection._id} $selected={collection._id === collectionId}>
                    {renaming?.id === collection._id ? (
                      <RenameForm>
                        <TextField
                          label={messages.renameField(collection.collectionName)}
                          value={renaming.name}
                          error={renaming.error}
                          invalid={renaming.invalid}
                          autoFocus
                          onChange={(event) =>
                            setRenaming({ id: renaming.id, name: event.target.value })
                          }
                          onKeyDown={(event) => {
                            if (event.key === 'Enter') {
                              event.preventDefault();
                              void submitRename();
                            }
                            if (event.key === 'Escape') setRenaming(null);
                          }}
                        />
                        <Button $size="small" disabled={busy} onClick={() => void submitRename()}>
                          {messages.save}
                        </Button>
                        <Button $size="small" $variant="ghost" onClick={() => setRenaming(null)}>
                          {messages.cancelRename}
                        </Button>
                      </RenameForm>
                    ) : (
                      <>
                        <label>
                          <input
                            type="radio"
                            name="drop-collection"
                            checked={collection._id === collectionId}
                            onChange={() => choose(collection)}
                          />
                          <span id={nameId(collection._id)}>{collection.collectionName}</span>
                        </label>
                        {/* Named without the collection's name (described by it instead), so the
                            name labels only its radio: getByLabel(name) finds one control. */}
                        <Button
                          $size="small"
                          $variant="secondary"
                          aria-label={messages.rename}
                          aria-describedby={nameId(collection._id)}
                          onClick={() =>
                            setRenaming({ id: collection._id, name: collection.collectionName })
                          }
                        >
                          ✎
                        </Button>
                        <Button
                          $size="small"
                          $variant="danger"
                          disabled={busy}
                          aria-label={messages.delete}
                          aria-describedby={nameId(collection._id)}
                          onClick={() => setConfirmingDelete(collection)}
                        >
                          ✕
                        </Button>
                      </>
                    )}
                  </CollectionItem>
                ))}
              </CollectionList>
            ) : null}
            <CreateRow>
              <TextField
                label={messages.newName}
                value={newName}
                error={createError}
                invalid={newNameInvalid}
                maxLength={limits.collectionNameMax + 20}
                onChange={(event) => {
                  setNewName(event.target.value);
                  setCreateError(undefined);
                  setNewNameInvalid(false);
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    void submitNew();
                  }
                }}
              />
              <Button $variant="secondary" disabled={busy} onClick={() => void submitNew()}>
                {messages.create}
              </Button>
            </CreateRow>
          </Stack>
        ) : null}
      </Stack>
      {error ? (
        <FieldError id="drop-seriesName-error" role="alert">
          {error}
        </FieldError>
      ) : null}
      <ConfirmDialog
        open={confirmingDelete !== null}
        title={messages.deleteDialog.title}
        onClose={() => setConfirmingDelete(null)}
        cancelLabel={messages.deleteDialog.cancel}
        confirmLabel={busy ? messages.deleteDialog.deleting : messages.deleteDialog.confirm}
        confirmVariant="danger"
        busy={busy}
        onConfirm={() => confirmingDelete && void removeCollection(confirmingDelete)}
      >
        {confirmingDelete ? messages.deleteDialog.question(confirmingDelete.collectionName) : null}
      </ConfirmDialog>
    </Fieldset>
  );
}
