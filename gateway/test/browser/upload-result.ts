/** What the page's upload answers the test (plain JSON, across `page.evaluate`). */
export interface PageUpload {
  key: string;
  url: string;
  /** Every progress report of the storage leg, in order. */
  progress: Array<{ loaded: number; total: number }>;
  /** The answered link loaded as an `<img>` on the page: its decoded size. */
  shown: { width: number; height: number };
  fileSize: number;
}

export interface PageUploadOptions {
  apiUrl: string;
  token: string | null;
  purpose: 'product' | 'profile' | 'moodboard';
  /** The JPEG is padded to this many bytes. */
  size: number;
}
