/** Types by extension, for the files a browser names no type for (some `.mov`, `.webm`...). */
const contentTypesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/**
 * The type a file's name stands for, when the browser gave none: what the drop editor checks and
 * what the upload declares. The server still decides from the content's magic bytes.
 */
export function contentTypeOfName(fileName: string): string | undefined {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return contentTypesByExtension[extension];
}
