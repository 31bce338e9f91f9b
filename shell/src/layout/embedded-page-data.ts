import type { Bulletin, ShellPageData, User } from '@site/shared';

/**
 * The data block the server put into this page's HTML (see server release/shell-page-data.ts), read
 * when the frame mounts: it paints with it, so nothing appears and pushes the page down later.
 * Undefined when the page has no block (a dev server, a test) and the shell must ask the API itself.
 */
/** On the server (a page render, issue 41): the data the page being rendered embeds, for the render under way. */
let serverSource: (() => Partial<ShellPageData> | undefined) | undefined;

/** Called once by the shell's server build, which has no document: it reads the render's own data. */
export function setServerPageDataSource(source: () => Partial<ShellPageData> | undefined): void {
  serverSource = source;
}

function readEmbedded(): Partial<ShellPageData> | undefined {
  if (typeof document === 'undefined') return serverSource?.();
  const text = document.getElementById('site-data')?.textContent;
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<ShellPageData> | null;
    return parsed && typeof parsed === 'object' ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Whether the request for this page carried a session, as the server saw it; undefined when the page does not say. */
export function embeddedSignedIn(): boolean | undefined {
  const signedIn = readEmbedded()?.signedIn;
  return typeof signedIn === 'boolean' ? signedIn : undefined;
}

/** The embedded latest bulletin: a bulletin, null when none is published, undefined when the page carries none. */
export function embeddedBulletin(): Bulletin | null | undefined {
  const bulletin = readEmbedded()?.bulletin;
  if (bulletin === undefined) return undefined;
  return bulletin && typeof bulletin.id === 'number' && bulletin.description ? bulletin : null;
}

/** The member a server-rendered page was drawn for (issue 41); undefined on every other page. */
export function embeddedUser(): User | undefined {
  const user = readEmbedded()?.user;
  return user && typeof user.id === 'number' && typeof user.username === 'string' ? user : undefined;
}
