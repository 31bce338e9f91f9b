import { getPlayAuth, getPlayInfo, getPlayUrls } from '../../api/playback';

/**
 * Spec 4: phones play the signed play URL; desktops get a video id + play auth and exchange them
 * for the stream, as the desktop player SDK of the original did.
 */
export async function getStreamUrl(lessonId: number, mobile: boolean): Promise<string> {
  if (mobile) return (await getPlayUrls(lessonId)).playUrl;
  const auth = await getPlayAuth(lessonId);
  return (await getPlayInfo(auth)).playUrl;
}
