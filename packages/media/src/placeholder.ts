/** Shown where an image cannot be displayed: a neutral frame with a picture glyph, inline (no request). */
export const placeholderImage =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">' +
      '<rect width="120" height="120" fill="#1e1e23"/>' +
      '<path d="M30 84l20-24 14 16 10-12 16 20z" fill="#34343c"/>' +
      '<circle cx="78" cy="44" r="8" fill="#34343c"/></svg>',
  );

/** What a loading image or video says (spec section 8), to screen readers beside its skeleton. */
export const mediaLoadingLabel = 'Loading';
