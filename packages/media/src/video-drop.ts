// The rule lives in the contracts, where the catalog's list answer reads it too (issue 28).
export {
  dropPreviewSource,
  dropThumbnailImage,
  isVideoDrop,
  videoPosterOf,
} from '@drops/contracts';
