/** What the browser learns of a video at upload: a poster frame and the length. */
export interface VideoFacts {
  /** A JPEG of an early frame, or null when the browser cannot decode the video. */
  poster: File | null;
  /** Seconds, or null when unknown. */
  duration: number | null;
}

const posterMaxWidth = 1280;
const waitLimitMs = 15_000;

function once(element: HTMLVideoElement, event: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), waitLimitMs);
    element.addEventListener(
      event,
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    element.addEventListener(
      'error',
      () => {
        clearTimeout(timer);
        reject(new Error('video not decodable'));
      },
      { once: true },
    );
  });
}

function canvasBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
}

/**
 * Captures a poster from the browser's own copy of a video (a `<video>` drawn on a canvas, a
 * little into the clip to skip a black first frame) and reads its duration. Never throws: a
 * video the browser cannot decode simply has no poster.
 */
export async function readVideoFacts(file: File): Promise<VideoFacts> {
  const url = URL.createObjectURL(file);
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.preload = 'auto';
  let duration: number | null = null;
  try {
    const metadata = once(video, 'loadeddata');
    video.src = url;
    await metadata;
    if (!Number.isFinite(video.duration)) {
      // Recorded WebM often declares no length (Infinity) until the browser has seen its end.
      const atEnd = once(video, 'seeked');
      video.currentTime = Number.MAX_SAFE_INTEGER;
      await atEnd;
    }
    duration = Number.isFinite(video.duration) ? video.duration : null;
    const seeked = once(video, 'seeked');
    video.currentTime = Math.min(1, (duration ?? 0) / 10);
    await seeked;
    const scale = Math.min(1, posterMaxWidth / (video.videoWidth || posterMaxWidth));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(video.videoWidth * scale));
    canvas.height = Math.max(1, Math.round(video.videoHeight * scale));
    canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await canvasBlob(canvas);
    const name = `${file.name.replace(/\.[^.]+$/, '') || 'video'}-poster.jpg`;
    return {
      poster: blob ? new File([blob], name, { type: 'image/jpeg' }) : null,
      duration,
    };
  } catch {
    return { poster: null, duration };
  } finally {
    video.removeAttribute('src');
    video.load();
    URL.revokeObjectURL(url);
  }
}
