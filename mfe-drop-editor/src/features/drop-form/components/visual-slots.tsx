import { useEffect, useRef, useState, type DragEvent } from 'react';
import { errorMessage } from '@drops/api-client';
import { limits } from '@drops/contracts';
import { uploadVisual } from '@drops/media';
import { useApi } from '@drops/remote-kit';
import { Button, FieldError, Fieldset, Hint, Legend } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { acceptFor, checkVisualFile } from '../file-checks';
import { firstEnabled, focusAfterChange } from '../focus-after-change';
import type { VisualValue } from '../form-values';
import { moveVisual } from '../visual-order';
import { VisualPreview } from './visual-preview';
import {
  PickArea,
  Plus,
  Preview,
  Progress,
  Slot,
  SlotActions,
  SlotGrid,
  SlotLabel,
  SlotMessage,
  UploadingBox,
} from './visual-slots.styles';

const messages = editorMessages.visuals;
/** Drag data of a reorder, so a dragged visual is never taken for a dropped file. */
const reorderType = 'application/x-drops-visual';

/** A visual's two moves, one slot each way; `data-action` is how focus finds the button again. */
const moves = [
  { direction: 'earlier', step: -1, arrow: '←', label: messages.moveEarlier },
  { direction: 'later', step: 1, arrow: '→', label: messages.moveLater },
] as const;

type Pending =
  | { id: number; status: 'uploading'; fileName: string; progress: number }
  | { id: number; status: 'failed'; message: string };

export interface VisualSlotsProps {
  visuals: VisualValue[];
  onVisualsChange: (update: (current: VisualValue[]) => VisualValue[]) => void;
  onUploadingChange: (uploading: boolean) => void;
  error?: string;
}

/**
 * The five visual slots of Visual Identity: pick or drop a file into an empty slot (checked for
 * type and size before any upload), watch its upload, then reorder or remove it. Files go
 * straight to storage with progress (a video with its poster frame); a failure stays in its
 * slot with the spec's message.
 */
export function VisualSlots({
  visuals,
  onVisualsChange,
  onUploadingChange,
  error,
}: VisualSlotsProps) {
  const api = useApi();
  const [pending, setPending] = useState<Pending[]>([]);
  const [previews, setPreviews] = useState<Record<string, string>>({});
  const [dragOver, setDragOver] = useState<number | null>(null);
  const nextId = useRef(1);
  const uploading = pending.some((entry) => entry.status === 'uploading');

  useEffect(() => onUploadingChange(uploading), [uploading, onUploadingChange]);
  // Local previews are object URLs: release them when the editor goes.
  const previewsRef = useRef(previews);
  previewsRef.current = previews;
  useEffect(
    () => () => Object.values(previewsRef.current).forEach((url) => URL.revokeObjectURL(url)),
    [],
  );

  const updatePending = (id: number, entry: Pending | null) =>
    setPending((current) =>
      entry
        ? current.map((item) => (item.id === id ? entry : item))
        : current.filter((item) => item.id !== id),
    );

  /** A file for the slot at `slot` (an empty one, or a failed one given by `replacing`). */
  const accept = (file: File, slot: number, replacing?: number) => {
    const check = checkVisualFile(file, slot);
    const id = replacing ?? nextId.current++;
    const entry: Pending = check.ok
      ? { id, status: 'uploading', fileName: file.name, progress: 0 }
      : { id, status: 'failed', message: check.message };
    setPending((current) =>
      replacing !== undefined
        ? current.map((item) => (item.id === replacing ? entry : item))
        : [...current, entry],
    );
    if (!check.ok) return;
    uploadVisual(api, file, {
      type: check.type,
      slot,
      onProgress: ({ loaded, total }) =>
        updatePending(id, {
          id,
          status: 'uploading',
          fileName: file.name,
          progress: total ? loaded / total : 0,
        }),
    }).then(
      (uploaded) => {
        const visual: VisualValue = {
          type: uploaded.type,
          url: uploaded.key,
          size: uploaded.size,
          ...(uploaded.thumbnail && { thumbnail: uploaded.thumbnail }),
          ...(uploaded.duration !== undefined && { duration: uploaded.duration }),
        };
        setPreviews((current) => ({ ...current, [uploaded.key]: URL.createObjectURL(file) }));
        updatePending(id, null);
        // A video uploads for the first slot only; an image that finished sooner moves after it.
        onVisualsChange((current) =>
          visual.type === 'video' ? [visual, ...current] : [...current, visual],
        );
      },
      (failure: unknown) =>
        updatePending(id, {
          id,
          status: 'failed',
          message: messages.uploadFailed(errorMessage(failure, messages.imageFailed)),
        }),
    );
  };

  const acceptFiles = (files: FileList | null, firstSlot: number, replacing?: number) => {
    const list = Array.from(files ?? []);
    const free = limits.visualSlots - visuals.length - pending.length + (replacing ? 1 : 0);
    list
      .slice(0, Math.max(free, 0))
      .forEach((file, index) =>
        accept(file, firstSlot + index, index === 0 ? replacing : undefined),
      );
  };

  const remove = (index: number) =>
    onVisualsChange((current) => current.filter((_, at) => at !== index));
  const move = (from: number, to: number) =>
    onVisualsChange((current) => moveVisual(current, from, to));

  // Moving a visual re-inserts its slot and removing one takes its buttons away, which drops the
  // focus to the page: it goes to the same control of the moved visual (the other arrow at an
  // end), or after a removal to the remove button of the visual taking its place, else the one
  // before, else the first empty slot.
  const fieldsetRef = useRef<HTMLFieldSetElement>(null);
  const controlOf = (url: string | undefined, action: 'earlier' | 'later' | 'remove') =>
    Array.from(fieldsetRef.current?.querySelectorAll<HTMLElement>('[data-visual-url]') ?? [])
      .find((slot) => slot.dataset.visualUrl === url)
      ?.querySelector<HTMLElement>(`button[data-action="${action}"]`);
  const moveKeepingFocus = (index: number, to: number, direction: 'earlier' | 'later') => {
    const url = visuals[index]?.url;
    move(index, to);
    const other = direction === 'earlier' ? 'later' : 'earlier';
    focusAfterChange(() =>
      firstEnabled([controlOf(url, direction), controlOf(url, other), controlOf(url, 'remove')]),
    );
  };
  const removeKeepingFocus = (index: number) => {
    const next = visuals[index + 1]?.url;
    const previous = visuals[index - 1]?.url;
    remove(index);
    focusAfterChange(() =>
      firstEnabled([
        controlOf(next, 'remove'),
        controlOf(previous, 'remove'),
        fieldsetRef.current?.querySelector<HTMLElement>('input[type="file"]'),
      ]),
    );
  };

  const dropOn = (event: DragEvent, slot: number, replacing?: number) => {
    event.preventDefault();
    setDragOver(null);
    const from = event.dataTransfer.getData(reorderType);
    if (from !== '') {
      if (slot < visuals.length) move(Number(from), slot);
      return;
    }
    if (slot >= visuals.length) acceptFiles(event.dataTransfer.files, slot, replacing);
  };
  const dragTarget = (slot: number) => ({
    onDragOver: (event: DragEvent) => {
      event.preventDefault();
      setDragOver(slot);
    },
    onDragLeave: () => setDragOver((current) => (current === slot ? null : current)),
  });

  const emptySlot = (slot: number, failure?: { id: number; message: string }) => (
    <Slot
      key={failure ? `failed-${failure.id}` : `empty-${slot}`}
      $first={slot === 0}
      $invalid={Boolean(failure)}
      $over={dragOver === slot}
      {...dragTarget(slot)}
      onDrop={(event) => dropOn(event, slot, failure?.id)}
    >
      <SlotLabel>{messages.slot(slot + 1)}</SlotLabel>
      <PickArea>
        <Plus aria-hidden="true">+</Plus>
        {slot === 0 ? messages.addFirst : messages.addImage}
        <small>{messages.dropHere}</small>
        <input
          type="file"
          accept={acceptFor(slot)}
          multiple={!failure}
          aria-describedby={failure ? `visual-message-${failure.id}` : undefined}
          onChange={(event) => {
            acceptFiles(event.target.files, slot, failure?.id);
            event.target.value = '';
          }}
        />
      </PickArea>
      {failure ? (
        <>
          <SlotMessage id={`visual-message-${failure.id}`} role="alert">
            {failure.message}
          </SlotMessage>
          <Button $variant="ghost" $size="small" onClick={() => updatePending(failure.id, null)}>
            {messages.dismiss}
          </Button>
        </>
      ) : null}
    </Slot>
  );

  const slots = [];
  visuals.forEach((visual, index) => {
    const number = index + 1;
    const blocked = {
      earlier: index === 0 || (index === 1 && visuals[0]?.type === 'video'),
      later:
        index === visuals.length - 1 ||
        visual.type === 'video' ||
        (index === 0 && visuals[1] === undefined),
    };
    slots.push(
      <Slot
        key={`visual-${visual.url}`}
        $first={index === 0}
        $over={dragOver === index}
        draggable
        onDragStart={(event) => {
          event.dataTransfer.setData(reorderType, String(index));
          event.dataTransfer.effectAllowed = 'move';
        }}
        {...dragTarget(index)}
        onDrop={(event) => dropOn(event, index)}
        data-visual-type={visual.type}
        data-visual-url={visual.url}
      >
        <SlotLabel>{messages.slot(number)}</SlotLabel>
        <Preview>
          <VisualPreview visual={visual} preview={previews[visual.url]} number={number} />
        </Preview>
        <SlotActions>
          {moves.map(({ direction, step, arrow, label }) => (
            <Button
              key={direction}
              $variant="secondary"
              $size="small"
              aria-label={label(number)}
              data-action={direction}
              disabled={blocked[direction]}
              onClick={() => moveKeepingFocus(index, index + step, direction)}
            >
              {arrow}
            </Button>
          ))}
          <Button
            $variant="danger"
            $size="small"
            aria-label={messages.remove(number)}
            data-action="remove"
            onClick={() => removeKeepingFocus(index)}
          >
            ✕
          </Button>
        </SlotActions>
      </Slot>,
    );
  });
  pending.forEach((entry, offset) => {
    const slot = visuals.length + offset;
    if (entry.status === 'failed') {
      slots.push(emptySlot(slot, entry));
      return;
    }
    slots.push(
      <Slot key={`pending-${entry.id}`} $first={slot === 0}>
        <SlotLabel>{messages.slot(slot + 1)}</SlotLabel>
        <UploadingBox>
          <span>{messages.uploading(entry.fileName)}</span>
          <Progress
            max={100}
            value={Math.round(entry.progress * 100)}
            aria-label={messages.uploading(entry.fileName)}
          />
          <span aria-hidden="true">{Math.round(entry.progress * 100)}%</span>
        </UploadingBox>
      </Slot>,
    );
  });
  for (let slot = slots.length; slot < limits.visualSlots; slot += 1) slots.push(emptySlot(slot));

  return (
    <Fieldset
      ref={fieldsetRef}
      id="drop-visuals"
      tabIndex={-1}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'drop-visuals-error' : 'drop-visuals-hint'}
    >
      <Legend>{messages.legend}</Legend>
      <Hint id="drop-visuals-hint">{messages.hint}</Hint>
      <SlotGrid>{slots}</SlotGrid>
      {error ? (
        <FieldError id="drop-visuals-error" role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
