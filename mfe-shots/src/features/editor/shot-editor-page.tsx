import { Alert, Button, Checkbox, Form, Input, Result, Select, Skeleton, Space, Switch } from '@arco-design/web-react';
import { authCheckedAtom, paths, REFERENCE_CACHE_MS, usePageTitle, useRequest, userAtom, useSelectKeepsFocus } from '@site/shared';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { getShotCategories } from '../../api/get-shot-categories';
import { CoverUpload } from './cover-upload';
import { useReopenedFocus } from './editor-reopened';
import { TagsInput } from './tags-input';
import { UnsavedGuard } from './unsaved-guard';
import { useShotEditor } from './use-shot-editor';

// The tiptap editor loads with the editor page only, not with the shots list or a shot's page.
const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

const positiveId = (value: string | null | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/** /post/shot/create (optional ?linkCourse) and /post/shot/{shotId}; members without canPostShot go to /. */
export function ShotEditorPage() {
  const { shotId } = useParams();
  const [search] = useSearchParams();
  const user = useAtomValue(userAtom);
  const checked = useAtomValue(authCheckedAtom);
  const id = positiveId(shotId);
  usePageTitle(id ? paths.shotEdit.title : paths.shotCreate.title);

  if (!checked) return <Skeleton animation text={{ rows: 6 }} style={{ maxWidth: 1000, margin: '24px auto' }} />;
  if (!user?.userPower.canPostShot) return <Navigate to="/" replace />;
  if (shotId !== undefined && !id) return <Result status="404" subTitle="作品不存在或已被删除" />;
  return <ShotEditor key={id ?? 'new'} shotId={id} linkCourse={positiveId(search.get('linkCourse'))} />;
}

function ShotEditor({ shotId, linkCourse }: { shotId: number | null; linkCourse: number | null }) {
  const categorySelect = useSelectKeepsFocus();
  const editor = useShotEditor(shotId, linkCourse);
  const { values, errors } = editor;
  // Without categories the field just offers none: the shot can be saved without one.
  const categories = useRequest('shot/category/list', getShotCategories, { cacheMs: REFERENCE_CACHE_MS }).data ?? [];
  const heading = useReopenedFocus(editor.load.status === 'ready');

  if (editor.load.status === 'loading') return <Skeleton animation text={{ rows: 10 }} style={{ maxWidth: 1000, margin: '24px auto' }} />;
  if (editor.load.status === 'error') return <Result status="404" subTitle={editor.load.message} />;

  return (
    <div style={{ maxWidth: 1000, margin: '0 auto', padding: '16px 12px' }}>
      <UnsavedGuard dirty={editor.dirty} />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between', marginBottom: 16 }}>
        <h1 ref={heading} tabIndex={-1} style={{ fontSize: 22, margin: 0 }}>{shotId ? '编辑作品' : '发布作品'}</h1>
        {shotId ? (
          <label style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span>{editor.status === 'published' ? '已发布' : editor.disabled ? '已禁用' : '未发布'}</span>
            <Switch aria-label="发布作品" checked={editor.status === 'published'} disabled={editor.busy} onChange={(on) => void editor.togglePublish(on)} />
          </label>
        ) : null}
      </div>
      {editor.disabled ? (
        <Alert
          type="error"
          style={{ marginBottom: 16 }}
          title="作品已被管理员禁用"
          content={`${editor.disabled.reason ? `原因：${editor.disabled.reason}。` : ''}作品已下架，你不能重新发布它；修改后请联系管理员恢复。`}
        />
      ) : null}
      <Form layout="vertical">
        <Form.Item label="作品标题" required validateStatus={errors.title ? 'error' : undefined} help={errors.title}>
          <Input aria-label="作品标题" placeholder="给作品起个标题" maxLength={100} showWordLimit value={values.title} onChange={(v) => editor.change('title', v)} />
        </Form.Item>
        <Form.Item label="作品内容" required validateStatus={errors.content ? 'error' : undefined} help={errors.content}>
          <Suspense fallback={<Skeleton animation text={{ rows: 8 }} style={{ minHeight: 320 }} />}>
            <RichTextEditor key={editor.editorKey} initialHtml={editor.saved.content} onChange={(html) => editor.change('content', html)} onReady={editor.contentReady} />
          </Suspense>
        </Form.Item>
        <Form.Item label="作品分类">
          <Select
            {...categorySelect}
            aria-label="作品分类"
            placeholder="选择分类"
            allowClear
            value={values.shotCategoryId ?? undefined}
            onChange={(value?: number) => editor.change('shotCategoryId', value ?? null)}
            options={categories.map((category) => ({ label: category.name, value: category.id }))}
          />
        </Form.Item>
        <Form.Item label="作品标签">
          <TagsInput value={values.tags} onChange={(tags) => editor.change('tags', tags)} />
        </Form.Item>
        <Form.Item label="作品封面" required validateStatus={errors.preview ? 'error' : undefined} help={errors.preview}>
          <CoverUpload value={values.preview} onChange={(url) => editor.change('preview', url)} error={errors.preview} />
        </Form.Item>
        <Form.Item>
          <Checkbox checked={!values.enableComment} onChange={(checked: boolean) => editor.change('enableComment', !checked)}>
            禁止评论
          </Checkbox>
        </Form.Item>
        <Space wrap size={12}>
          <Button type="primary" loading={editor.busy} onClick={() => void editor.save()}>
            {shotId ? '保存' : '发布'}
          </Button>
          <Button disabled={!editor.dirty} onClick={editor.discard}>
            放弃修改
          </Button>
          {shotId ? (
            <Button status="danger" onClick={editor.remove}>
              删除作品
            </Button>
          ) : null}
        </Space>
      </Form>
    </div>
  );
}
