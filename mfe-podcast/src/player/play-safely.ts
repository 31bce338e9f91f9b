/**
 * Starts the media element. A refused start (autoplay policy, no gesture) reports false so the bar
 * shows 播放 again; an interrupted one (the source changed meanwhile) is not a failure.
 */
export async function playSafely(media: HTMLMediaElement): Promise<boolean> {
  try {
    await media.play();
    return true;
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError';
  }
}
