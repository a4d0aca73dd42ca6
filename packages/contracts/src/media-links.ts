// Free of the schema builder (TypeBox): a frontend's first screen takes these without it.

/** The most drops whose thumbnail links one list answer carries (`?mediaLinks`). */
export const listMediaLinksMax = 24;
/** A first screen's rows: ten table rows at 1280 × 800, four cards at 390 × 844, with a margin. */
export const firstScreenMediaLinks = 12;

/**
 * `POST /s3/signed-urls` (issue 18, added route): the links of several stored images in one call,
 * each as `GET /s3/get-signed-url/{key}` answers it, so a screen of thumbnails costs one round
 * trip instead of one per image. At most `signedUrlsMaxKeys` keys.
 */
export const signedUrlsMaxKeys = 50;
