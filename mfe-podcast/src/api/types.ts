import type { PagedList, TeacherInfo } from '@site/shared';

// Shapes of the audio calls (docs/podcast-api.md).

export interface AudioListItem {
  id: number;
  audioSeriesId: number;
  title: string;
  description: string;
  /** Comma string; parseTags turns it into a list. */
  tags: string;
  /** Seconds. */
  duration: number;
  createdAt: string;
  playNum: number;
  onlineCount: number;
  preview: string;
  /** Signed, expiring audio URL. */
  sourceUrl: string;
}

export interface AudioDetail extends AudioListItem {
  content: string;
  hasLiked: boolean;
  likeNum: number;
  wxQRCode: string;
  enableComment: boolean;
  teacherInfo: TeacherInfo[];
}

export interface AudioSeriesInfo {
  id: number;
  title: string;
  description: string;
  tags: string;
  preview: string;
  /** JSON string of platform links (parseOtherSources). */
  otherSources: string;
  audioNum: number;
  rssUrl: string;
}

export type AudioPage = PagedList<AudioListItem>;
