import { getHref, type Notice, type NoticeBody, type NoticeType } from '@site/shared';

/** body may arrive as a JSON string (spec 3). */
export function parseNoticeBody(body: Notice['body']): NoticeBody | null {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body) as NoticeBody;
  } catch {
    return null;
  }
}

type Target = 'course' | 'shot' | 'audio';

const TARGET_NOUN: Record<Target, string> = { course: '课程', shot: '作品', audio: '播客节目' };

const ACTION: Record<NoticeType, { target: Target; text: (thing: string) => string }> = {
  'course-comment': { target: 'course', text: (thing) => `评论了你的${thing}` },
  'course-comment-reply': { target: 'course', text: (thing) => `回复了你在${thing}下的评论` },
  'course-comment-like': { target: 'course', text: (thing) => `赞了你在${thing}下的评论` },
  'course-collection': { target: 'course', text: (thing) => `收藏了你的${thing}` },
  'audio-comment': { target: 'audio', text: (thing) => `评论了你的${thing}` },
  'audio-comment-reply': { target: 'audio', text: (thing) => `回复了你在${thing}下的评论` },
  'audio-comment-like': { target: 'audio', text: (thing) => `赞了你在${thing}下的评论` },
  'shot-comment': { target: 'shot', text: (thing) => `评论了你的${thing}` },
  'shot-comment-reply': { target: 'shot', text: (thing) => `回复了你在${thing}下的评论` },
  'shot-comment-like': { target: 'shot', text: (thing) => `赞了你在${thing}下的评论` },
  'shot-collection': { target: 'shot', text: (thing) => `收藏了你的${thing}` },
  'shot-like': { target: 'shot', text: (thing) => `赞了你的${thing}` },
  'shot-disabled': { target: 'shot', text: (thing) => `禁用了你的${thing}，它已下架，修改前不能重新发布` },
};

export interface NoticeView {
  who: string;
  action: string;
  /** Where the message leads (spec 2: /podcast/{id}, /shot/{id} or /course/{id}); null when the thing is gone. */
  href: string | null;
  excerpt: string;
  /** Why an admin acted (shot-disabled), shown as it is, not quoted like a comment. */
  reason?: string;
}

/** What a message says and where it links, from its type and body. */
export function describeNotice(notice: Pick<Notice, 'noticeType' | 'body'>): NoticeView {
  const body = parseNoticeBody(notice.body);
  const { target, text } = ACTION[notice.noticeType];
  const info = target === 'course' ? body?.courseInfo : target === 'shot' ? body?.shotInfo : body?.audioInfo;
  const thing = `${TARGET_NOUN[target]}${info?.title ? `《${info.title}》` : ''}`;
  let href: string | null = null;
  if (info) {
    if (target === 'course') href = getHref('courseDetail', { courseId: info.id });
    // A disabled shot is unpublished: its author reads the reason and mends it in the editor.
    else if (notice.noticeType === 'shot-disabled') href = getHref('shotEdit', { shotId: info.id });
    else if (target === 'shot') href = getHref('shotDetail', { id: info.id });
    else href = getHref('podcastDetail', { audioId: info.id });
  }
  if (notice.noticeType === 'shot-disabled') {
    // The site speaks as 管理员: which admin account pressed the button stays inside the backend.
    return { who: '管理员', action: text(thing), href, excerpt: '', reason: body?.reason || undefined };
  }
  return {
    who: body?.fromUser.nickname || body?.fromUser.username || '有人',
    action: text(thing),
    href,
    excerpt: body?.commentInfo?.content ?? '',
  };
}
