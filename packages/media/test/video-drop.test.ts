import { dropPreviewSource, isVideoDrop } from '../src/video-drop';

const image = { type: 'image' as const, url: 'products/s/a.png' };
const video = { type: 'video' as const, url: 'products/s/b.mp4' };

describe('isVideoDrop (spec section 3)', () => {
  it('is true when the first visual is a video', () => {
    expect(isVideoDrop({ visuals: [video, image], mainImage: 'products/s/a.png' })).toBe(true);
  });

  it('is true when the main image path contains .mp4, in any case', () => {
    expect(isVideoDrop({ visuals: [], mainImage: 'products/s/clip.MP4' })).toBe(true);
    expect(isVideoDrop({ visuals: [image], mainImage: 'https://cdn.test/x.mp4?v=1' })).toBe(true);
  });

  it('is false for images, and a video that is not first does not count', () => {
    expect(isVideoDrop({ visuals: [image, video], mainImage: 'products/s/a.png' })).toBe(false);
    expect(isVideoDrop({ visuals: [], mainImage: '' })).toBe(false);
  });
});

describe('dropPreviewSource', () => {
  it('takes the first visual, else the main image', () => {
    expect(dropPreviewSource({ visuals: [video], mainImage: 'products/s/a.png' })).toBe(video.url);
    expect(dropPreviewSource({ visuals: [], mainImage: 'products/s/a.png' })).toBe(
      'products/s/a.png',
    );
  });
});
