import { NOTICE_TYPES, type NoticeType } from '@site/shared';
import { describeNotice } from '../describe-notice';

const fromUser = { nickname: '小明', username: 'xiaoming' };

describe('describeNotice', () => {
  test.each<[NoticeType, object, string, string]>([
    ['course-comment', { courseInfo: { id: 3, title: 'Figma 入门' } }, '评论了你的课程《Figma 入门》', '/course/3'],
    ['course-collection', { courseInfo: { id: 3, title: 'Figma 入门' } }, '收藏了你的课程《Figma 入门》', '/course/3'],
    ['shot-like', { shotInfo: { id: 9, title: '海报' } }, '赞了你的作品《海报》', '/shot/9'],
    ['shot-comment-reply', { shotInfo: { id: 9, title: '海报' } }, '回复了你在作品《海报》下的评论', '/shot/9'],
    ['audio-comment-like', { audioInfo: { id: 5, title: '第 5 期' } }, '赞了你在播客节目《第 5 期》下的评论', '/podcast/5'],
  ])('%s', (noticeType, extra, action, href) => {
    const view = describeNotice({ noticeType, body: { fromUser, ...extra } });
    expect(view).toMatchObject({ who: '小明', action, href });
  });

  test('shot-disabled speaks as 管理员, gives the reason and leads to the editor', () => {
    const body = { fromUser: { nickname: '学堂管理员', username: 'admin' }, shotInfo: { id: 9, title: '海报' }, reason: '含广告' };
    expect(describeNotice({ noticeType: 'shot-disabled', body })).toMatchObject({
      who: '管理员',
      action: expect.stringContaining('禁用了你的作品《海报》'),
      href: '/post/shot/9',
      reason: '含广告',
    });
    expect(describeNotice({ noticeType: 'shot-disabled', body: { ...body, reason: '' } }).reason).toBeUndefined();
  });

  test('a body sent as a JSON string is parsed', () => {
    const body = JSON.stringify({ fromUser, shotInfo: { id: 1, title: 'A' }, commentInfo: { id: 2, likeNum: 0, isLike: false, content: '好看' } });
    expect(describeNotice({ noticeType: 'shot-comment', body })).toEqual({ who: '小明', action: '评论了你的作品《A》', href: '/shot/1', excerpt: '好看' });
  });

  test('every notice type has a text, and a missing target gives no link', () => {
    for (const noticeType of NOTICE_TYPES) {
      const view = describeNotice({ noticeType, body: { fromUser: { nickname: '', username: 'u1' } } });
      expect(view.who).toBe(noticeType === 'shot-disabled' ? '管理员' : 'u1');
      expect(view.action.length).toBeGreaterThan(2);
      expect(view.href).toBeNull();
    }
    expect(describeNotice({ noticeType: 'shot-like', body: 'not json' }).who).toBe('有人');
  });
});
