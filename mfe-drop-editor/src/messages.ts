import { productMessages } from '@drops/contracts';

/** The drop editor's wording: spec section 2 and 8 strings, and the labels it leaves open. */
export const editorMessages = {
  addTitle: 'ADD DROP',
  editTitle: 'EDIT DROP',
  cancel: 'CANCEL',
  saveDraft: 'SAVE DRAFT',
  saving: 'SAVING...',
  loading: 'Loading drop...',
  dropIdentity: 'Drop Identity',
  title: 'Drop title',
  description: 'Description',
  category: 'Category',
  chooseCategory: 'Choose a category',
  draftSaved: productMessages.draftSaved,
  createDraftFailed: productMessages.createDraftFailed,
  saveDraftFailed: productMessages.saveDraftFailed,
  loadFailed: (reason: string) => `Failed to load product for editing: ${reason}`,
} as const;
