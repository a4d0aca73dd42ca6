import { useState, type FormEvent } from 'react';
import { useApi } from '@drops/remote-kit';
import { webhookEventTypes, type WebhookCreated, type WebhookEventType } from '@drops/contracts';
import { Button, CheckboxGroup, FormAlert, SectionTitle, Stack, TextField, toast } from '@drops/ui';
import { integrationsMessages as messages, webhookEventLabels } from '../../../messages';
import { submitWebhook, type WebhookFormField } from '../api/create-webhook';
import { Panel } from './integrations.styles';

const eventChoices = webhookEventTypes.map((value) => ({
  value,
  label: webhookEventLabels[value],
}));

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

/** What the browser can tell before asking: a URL, and at least one event. */
function checkedFields(url: string, events: WebhookEventType[]) {
  const errors: Partial<Record<WebhookFormField, string>> = {};
  if (url.trim() === '') errors.url = messages.urlRequired;
  else if (!parsesAsUrl(url.trim())) errors.url = messages.urlInvalid;
  if (events.length === 0) errors.events = messages.eventsRequired;
  return errors;
}

/** What a new endpoint listens to until the seller chooses: the form starts here, and again. */
const defaultEvents: WebhookEventType[] = ['drop.published'];

/** Adds an endpoint; the server judges the address (https, not private) and the limit of 10. */
export function WebhookForm({ onCreated }: { onCreated: (created: WebhookCreated) => void }) {
  const api = useApi();
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(defaultEvents);
  const [errors, setErrors] = useState<Partial<Record<WebhookFormField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkedFields(url, events);
    setErrors(found);
    setAlert(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const result = await submitWebhook(api, {
      url: url.trim(),
      events,
      ...(description.trim() ? { description: description.trim() } : {}),
    });
    setBusy(false);
    if ('refusal' in result) {
      setErrors(result.refusal.fieldErrors);
      setAlert(result.refusal.message);
      return;
    }
    setUrl('');
    setDescription('');
    setEvents(defaultEvents);
    toast({ title: messages.added, variant: 'success' });
    onCreated(result.created);
  };

  return (
    <Panel aria-labelledby="webhook-form-title">
      <SectionTitle id="webhook-form-title">{messages.formTitle}</SectionTitle>
      <Stack as="form" $gap={4} noValidate onSubmit={submit}>
        {alert ? <FormAlert>{alert}</FormAlert> : null}
        <TextField
          label={messages.urlLabel}
          hint={messages.urlHint}
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder={messages.urlPlaceholder}
          value={url}
          error={errors.url}
          onChange={(change) => setUrl(change.target.value)}
        />
        <TextField
          label={messages.descriptionLabel}
          value={description}
          maxLength={200}
          error={errors.description}
          onChange={(change) => setDescription(change.target.value)}
        />
        <CheckboxGroup
          legend={messages.eventsLegend}
          name="webhook-events"
          choices={eventChoices}
          values={events}
          error={errors.events}
          onChange={setEvents}
        />
        <Button type="submit" disabled={busy}>
          {busy ? messages.adding : messages.add}
        </Button>
      </Stack>
    </Panel>
  );
}
