import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { DropEditorPage } from './features/drop-form/components/drop-editor-page';

/** Exposed as `mfeDropEditor/routes`: /add-product and /add-product/{id}. */
function DropEditorArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      <DropEditorPage />
    </RemoteRoot>
  );
}

export default DropEditorArea satisfies RemoteArea;
