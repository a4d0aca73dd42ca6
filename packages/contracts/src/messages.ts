/**
 * Every user-facing string of the specification (sections 4, 5 and 8), verbatim.
 * Servers and frontends take their messages from here and nowhere else.
 */
export const validationMessages = {
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email',
  passwordRequired: 'Password is required',
  roleRequired: 'Please select a category',
  rolesMax: 'You can select up to 3 options only.',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters long',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  profileImageRequired: 'Profile image is required',
  countryRequired: 'Country/Region is required',
  bioRequired: 'Bio is required',
  bioTooLong: 'Bio must be 240 characters or less',
  shortBioRequired: 'Short Bio is required',
  shortBioTooLong: 'Short Bio must be 240 characters or less',
  urlInvalid: 'Please enter a valid URL',
  visionTooLong: 'Vibe or Mission must be 240 characters or less',
  dropTitleRequired: 'Drop title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Category is required',
  seriesNameRequired: 'Please select the Series / Collection Name',
  visualRequired: 'At least one visual is required',
  launchDateRequired: 'Launch date is required',
  purchaseUrlRequired: 'Purchase URL is required',
  collectionNameRequired: 'Collection name is required',
  adminFieldsRequired: 'Please fill in all fields',
  fixValidationErrors: 'Please fix the validation errors below',
} as const;

export const sellerMessages = {
  loginFailed: 'Login failed',
  loginFailedRetry: 'Login failed. Please try again.',
  loginSuccessful: 'Login successful!',
  mustBeLoggedIn: 'You must be logged in as a seller',
  step1Completed: 'Step 1 completed successfully!',
  validationError: 'An error occurred during validation',
  registrationError: 'An error occurred during registration',
  profileUpdateFailed: 'Failed to update profile',
  profileUpdateFailedRetry: 'Failed to update profile. Please try again.',
  profileEdited: 'Your profile has been edited.',
  requestToSellSubmitted: 'You have submitted a request to sell.',
  requestToSellWait: 'Please wait for confirmation.',
  accountUnderReview: 'Seller Account is under review.',
  sellAfterApproval: 'you will be able to sell after your account is approved.',
} as const;

export const uploadMessages = {
  profileImageFailed: 'Failed to upload profile image',
  moodboardImageFailed: 'Failed to upload moodboard image',
  imageFailed: 'Failed to upload image',
  fileNotFound: 'FILE_NOT_FOUND',
  mediaUrlFailed: 'Failed to get media URL',
  videoNotAvailable: 'Video not available',
} as const;

export const collectionMessages = {
  fetchFailed: 'Failed to fetch collections',
  createFailed: 'Failed to create collection',
  updateFailed: 'Failed to update collection',
  deleteFailed: 'Failed to delete collection',
  created: 'Collection created successfully',
  updated: 'Collection updated successfully',
  deleted: 'Collection deleted successfully',
} as const;

export const productMessages = {
  fetchFailed: 'Failed to fetch products',
  refreshFailed: 'Failed to refresh products',
  deleteFailed: 'Failed to delete product',
  updateFailed: 'Failed to update product',
  createFailed: 'Failed to create product',
  moveToDraftFailed: 'Failed to move drop to draft',
  deleteDropFailed: 'Failed to delete drop',
  saveDraftFailed: 'Failed to save draft',
  createDraftFailed: 'Failed to create draft',
  draftSaveError: 'An error occurred while saving the draft',
  productSaveError: 'An error occurred while saving the product',
  removed: 'Your drop has been removed',
  changesSaved: 'CHANGES HAVE BEEN SAVED!',
  live: 'YOU DROP IS LIVE.',
  draftSaved: 'YOU SAVED YOUR DRAFT.',
  sellStopped: 'SELL DROP HAVE BEEN STOPPED.',
  deleted: 'DROP DELETED.',
} as const;

/** Issue 17: a save refused because the record changed since the client read it. */
export const versionMessages = {
  dropChanged: 'This drop was changed elsewhere since you opened it',
  profileChanged: 'Your profile was changed elsewhere since you opened it',
  /** The conflict view's words, the same in the drop editor and the profile. */
  theirs: 'Saved elsewhere',
  mine: 'Yours, not saved yet',
  keepMine: 'Keep mine',
  takeTheirs: 'Take theirs',
  keepAllMine: 'Keep all mine',
  takeAllTheirs: 'Take all theirs',
  done: 'Hide differences',
  empty: '(empty)',
  differences: (count: number) => (count === 1 ? '1 difference' : `${count} differences`),
} as const;

export const adminMessages = {
  accessDenied: 'Access denied. Admin permissions required.',
  loginFailed: 'Login failed',
  fetchSellersFailed: 'Failed to fetch sellers',
  sellerNotFound: 'Seller not found',
  sellerStatusFailed: 'Failed to update seller status',
  invitationFailed: 'Failed to send invitation',
  fetchProductsFailed: 'Failed to fetch products',
  badgeFailed: 'Failed to update product badge',
  fetchCategoriesFailed: 'Failed to fetch categories',
  createCategoryFailed: 'Failed to create category',
  updateCategoryFailed: 'Failed to update category',
  deleteCategoryFailed: 'Failed to delete category',
  sellerDetailsFailed: 'Failed to load seller details',
  productDetailsFailed: 'Failed to load product details',
  noSellers: 'No sellers found',
  noProducts: 'No products found',
  noCategories: 'No categories found',
  createFirstCategory: 'Create your first category to get started',
  sellerApproved: 'Seller approved successfully',
  sellerRejected: 'Seller rejected successfully',
  invitationSent: 'Invitation sent successfully',
  productBadged: 'Product badged successfully',
  productUnbadged: 'Product unbadged successfully',
  categoryCreated: 'Category created successfully',
  categoryUpdated: 'Category updated successfully',
  categoryDeleted: 'Category deleted successfully',
} as const;

export const networkMessages = {
  networkError: 'Network error occurred. Please try again.',
} as const;

/**
 * Messages the specification leaves open, chosen by us (see docs/decisions.md).
 * Kept apart so nobody mistakes them for spec text.
 */
export const serverMessages = {
  validationFailed: 'Validation failed',
  invalidRequestBody: 'Invalid request body',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  unauthorized: 'Authentication required',
  forbidden: 'You do not have permission to do this',
  internal: 'Internal server error',
  tooManyRequests: 'Too many requests, please try again later',
  payloadTooLarge: 'Request body is too large',
  serviceUnavailable: 'Service unavailable',
  databaseUnavailable: 'The service is briefly unavailable. Please try again in a moment.',
  badGateway: 'Bad gateway',
  gatewayTimeout: 'Gateway timeout',
  idempotencyKeyInvalid: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request',
  idempotencyKeyInProgress:
    'A request with this Idempotency-Key is still being processed. Please try again shortly.',
  invalidCredentials: 'Invalid email or password',
  accountPendingApproval:
    'Your seller account is waiting for approval. You can sign in once an administrator approves it.',
  accountRejected: 'Your seller account has been rejected. Please contact support.',
  emailTaken: 'This email is already registered',
  usernameTaken: 'This username is already taken',
  usernameInvalid: 'Username may contain only letters, numbers, dots, dashes and underscores',
  usernameTooLong: 'Username must be at most 50 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  countryInvalid: 'Please select a valid Country/Region',
  roleInvalid: 'Please select a valid category',
  collectionNameTooLong: 'Collection name must be 100 characters or less',
  collectionNameTaken: 'A collection with this name already exists',
  categoryNameRequired: 'Category name is required',
  categoryNameTaken: 'A category with this name already exists',
  cannotChangeOwnApproval: 'You cannot change your own approval or account type',
  invitationNotPending: 'There is no pending invitation to answer',
  descriptionTooLong: 'Description must be 240 characters or less',
  expiryBeforeLaunch: 'Expiry date must be after the launch date',
  tagsInvalid: 'Tags must be non-empty and unique',
  variationsInvalid: 'Each variation option must look like "option: quantity"',
  fileTypeNotAllowed: 'This file type is not allowed',
  fileTooLarge: 'File is too large',
  fileSizeMismatch: 'File size does not match the uploaded data',
  fileDataInvalid: 'File data must be valid base64',
  imageKeyInvalid: 'Please upload the image again',
  fileNotUploaded: 'The file was not uploaded',
  uploadNotFound: 'Upload not found',
  unknownField: 'This field is not allowed',
  invalidValue: 'Invalid value',
} as const;
