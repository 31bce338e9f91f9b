import { EMBEDDED_ANSWER_MAX_AGE_MS, EMBEDDED_ANSWERS_ID, visitorPagePath, type EmbeddedAnswers } from '../contract';

/** The page's embedded answers, read from the document once; each one is handed out at most once. */
let block: EmbeddedAnswers | null | undefined;

function readBlock(): EmbeddedAnswers | null {
  if (block !== undefined) return block;
  block = null;
  if (typeof document === 'undefined') return block;
  const element = document.getElementById(EMBEDDED_ANSWERS_ID);
  if (!element?.textContent) return block;
  try {
    const parsed = JSON.parse(element.textContent) as Partial<EmbeddedAnswers>;
    if (typeof parsed.path === 'string' && parsed.answers && typeof parsed.answers === 'object') {
      block = { path: parsed.path, answers: { ...parsed.answers } };
    }
  } catch {
    // A block that does not parse is ignored: every request then goes out as usual.
  }
  return block;
}

/**
 * The answer the server embedded for this exact request (see requestKey), removed as it is handed out
 * so the next identical request (a reload) asks the server. Only on the page the answers were made
 * for and only while it starts: on another page or after EMBEDDED_ANSWER_MAX_AGE_MS the requests go
 * out as usual, so an embedded answer is never much older than the page itself.
 */
export function takeEmbeddedAnswer(key: () => string): unknown {
  const current = readBlock();
  if (!current) return undefined;
  if (performance.now() > EMBEDDED_ANSWER_MAX_AGE_MS) {
    block = null;
    return undefined;
  }
  // The server prepares a visitor on /account for the home page the start-up check sends them to.
  if (current.path !== visitorPagePath(window.location.pathname)) return undefined;
  const name = key();
  if (!Object.hasOwn(current.answers, name)) return undefined;
  const answer = current.answers[name];
  delete current.answers[name];
  if (Object.keys(current.answers).length === 0) block = null;
  return answer;
}

/** Forgets the page's embedded answers (tests; a sign-in, whose answers may differ from a visitor's). */
export function dropEmbeddedAnswers(reread = false): void {
  block = reread ? undefined : null;
}
