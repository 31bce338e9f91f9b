import type { RenderAnswer, RenderCall } from '@site/shared/contract';
import { MemberPageMemo } from '../member-page-memo';

/** An API whose answers the test changes; it counts what it was asked. */
function fakeApi(answers: Record<string, string>) {
  const asked: string[] = [];
  const ask = async (call: RenderCall): Promise<RenderAnswer> => {
    asked.push(call.url);
    const body = answers[call.url];
    return body === undefined ? { statusCode: 404, headers: {}, body: '{"code":404}' } : { statusCode: 200, headers: {}, body };
  };
  return { answers, asked, ask };
}

/** A page drawn from its calls' answers, as the shell's render does: the course, then its teacher named in it. */
function pageRenderer() {
  let renders = 0;
  const render = async (inject: (call: RenderCall) => Promise<RenderAnswer>) => {
    renders += 1;
    const course = JSON.parse((await inject({ method: 'GET', url: '/course', headers: {} })).body) as { title: string; teacher: string };
    const teacher = await inject({ method: 'GET', url: `/teacher/${course.teacher}`, headers: {} });
    return { html: `<h1>${course.title}</h1><p>${teacher.body}</p><i>${renders}</i>`, pageData: { course } };
  };
  return { render, renders: () => renders };
}

const wanted = () => true;

test("a member's page asked again with the same answers is the kept page, its calls asked again as the member", async () => {
  const api = fakeApi({ '/course': '{"title":"配色","teacher":"li"}', '/teacher/li': '李' });
  const { render, renders } = pageRenderer();
  const memo = new MemberPageMemo(1_000_000, 60_000);
  const first = await memo.page('ann /course/1', '{"user":"ann"}', api.ask, render, wanted);
  const second = await memo.page('ann /course/1', '{"user":"ann"}', api.ask, render, wanted);
  expect(first).toEqual({ page: { html: '<h1>配色</h1><p>李</p><i>1</i>', pageData: expect.any(Object) }, reused: false });
  expect(second.reused).toBe(true);
  expect(second.page).toBe(first.page);
  expect(renders()).toBe(1);
  // Every call is made each time (per-member counters and caches see each visit), none twice.
  expect(api.asked).toEqual(['/course', '/teacher/li', '/course', '/teacher/li']);
});

test('one changed answer draws the page anew, with the answers just asked and the calls the new answers lead to', async () => {
  const api = fakeApi({ '/course': '{"title":"配色","teacher":"li"}', '/teacher/li': '李', '/teacher/wang': '王' });
  const { render, renders } = pageRenderer();
  const memo = new MemberPageMemo(1_000_000, 60_000);
  await memo.page('k', '{}', api.ask, render, wanted);
  api.answers['/course'] = '{"title":"配色进阶","teacher":"wang"}';
  api.asked.length = 0;
  const changed = await memo.page('k', '{}', api.ask, render, wanted);
  expect(changed).toMatchObject({ page: { html: '<h1>配色进阶</h1><p>王</p><i>2</i>' }, reused: false });
  // The kept calls were asked again; the render took /course from them and asked only for the new teacher.
  expect(api.asked).toEqual(['/course', '/teacher/li', '/teacher/wang']);
  // The new render is the one kept: asked again unchanged, it is reused.
  expect((await memo.page('k', '{}', api.ask, render, wanted)).page.html).toBe('<h1>配色进阶</h1><p>王</p><i>2</i>');
  expect(renders()).toBe(2);
});

test("a changed status, frame data, another key, an old page or a render no one waits for is never reused", async () => {
  let now = 0;
  const api = fakeApi({ '/course': '{"title":"配色","teacher":"li"}', '/teacher/li': '李' });
  const { render, renders } = pageRenderer();
  const memo = new MemberPageMemo(1_000_000, 60_000, () => now);
  await memo.page('ann', '{"bulletin":1}', api.ask, render, wanted);
  // The frame's data differs (a new bulletin, another avatar): drawn anew.
  expect((await memo.page('ann', '{"bulletin":2}', api.ask, render, wanted)).reused).toBe(false);
  // Another member's key never gets ann's page.
  expect((await memo.page('bob', '{"bulletin":2}', api.ask, render, wanted)).reused).toBe(false);
  // Same body under another status.
  delete api.answers['/teacher/li'];
  expect((await memo.page('ann', '{"bulletin":2}', api.ask, render, wanted)).reused).toBe(false);
  expect((await memo.page('ann', '{"bulletin":2}', api.ask, render, wanted)).reused).toBe(true);
  // Past its time to live (relative times are drawn against the render's time).
  now = 60_000;
  expect((await memo.page('ann', '{"bulletin":2}', api.ask, render, wanted)).reused).toBe(false);
  // A render past the budget (no longer wanted) is not kept.
  await memo.page('cy', '{}', api.ask, render, () => false);
  expect((await memo.page('cy', '{}', api.ask, render, wanted)).reused).toBe(false);
  expect(renders()).toBe(7);
});

test('the pages kept stay under the size given: the one used longest ago goes first', async () => {
  const api = fakeApi({ '/course': '{"title":"配色","teacher":"li"}', '/teacher/li': '李' });
  const { render } = pageRenderer();
  // A page is its markup (27 characters) plus twice its answers (30): 87 each; room for two.
  const memo = new MemberPageMemo(200, 60_000);
  for (const key of ['a', 'b']) await memo.page(key, '{}', api.ask, render, wanted);
  expect((await memo.page('a', '{}', api.ask, render, wanted)).reused).toBe(true);
  await memo.page('c', '{}', api.ask, render, wanted);
  expect((await memo.page('a', '{}', api.ask, render, wanted)).reused).toBe(true);
  expect((await memo.page('c', '{}', api.ask, render, wanted)).reused).toBe(true);
  expect((await memo.page('b', '{}', api.ask, render, wanted)).reused).toBe(false);
});
