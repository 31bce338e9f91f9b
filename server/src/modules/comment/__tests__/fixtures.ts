import type { Comment } from '@site/shared/contract';
import { dataOf, injectAs, type TestApp } from '../../../../test/helpers';
import { audioSeries, audioTeachers, audios } from '../../audio/tables';
import { shots } from '../../shot/tables';

export async function createShot(t: TestApp, userId: number, enableComment = true) {
  const [shot] = await t.database.db.insert(shots).values({ userId, title: '作品', enableComment }).returning();
  if (!shot) throw new Error('shot not created');
  return shot;
}

export async function createAudio(t: TestApp, teacherId: number, enableComment = true) {
  const [series] = await t.database.db.insert(audioSeries).values({ title: '播客' }).returning();
  if (!series) throw new Error('series not created');
  const [audio] = await t.database.db.insert(audios).values({ seriesId: series.id, title: '第一期', sourceKey: 'private/audio/a.m4a', enableComment }).returning();
  if (!audio) throw new Error('audio not created');
  await t.database.db.insert(audioTeachers).values({ audioId: audio.id, teacherId });
  return audio;
}

export async function post(t: TestApp, userId: number, payload: object): Promise<Comment> {
  return dataOf<Comment>(await injectAs(t, userId, { method: 'POST', url: '/api_v1/comment/post', payload }));
}
