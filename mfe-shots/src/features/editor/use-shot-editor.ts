import { Message } from '@arco-design/web-react';
import {
  changedShotFields,
  ErrorCode,
  getHref,
  hasShotErrors,
  isApiError,
  paths,
  validateShotCreate,
  validateShotUpdate,
  type Shot,
  type ShotEditorValues,
  type ShotErrors,
  type ShotStatus,
  type ShotUpdateInput,
  useRequest,
} from '@site/shared';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmReturningFocus } from './confirm';
import { EDITOR_REOPENED } from './editor-reopened';
import { linkCourses } from '../../api/course-links';
import { deleteShot } from '../../api/delete-shot';
import { getEditInfo } from '../../api/get-edit-info';
import { createShot, updateShot } from '../../api/save-shot';
import { updateShotStatus } from '../../api/update-shot-status';

export const EMPTY_SHOT: ShotEditorValues = { title: '', preview: '', content: '', tags: '', shotCategoryId: null, enableComment: true };

const toValues = (shot: Shot): ShotEditorValues => ({
  title: shot.title,
  preview: shot.preview,
  content: shot.content,
  tags: shot.tags,
  shotCategoryId: shot.shotCategoryId,
  enableComment: shot.enableComment,
});

export type EditorLoad = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready' };

function editorLoad(shotId: number | null, error: unknown, loaded: boolean): EditorLoad {
  if (!shotId) return { status: 'ready' };
  if (error) {
    if (isApiError(error, ErrorCode.ShotNotFound)) return { status: 'error', message: '作品不存在或已被删除' };
    if (isApiError(error, 403)) return { status: 'error', message: '没有权限编辑这个作品' };
    return { status: 'error', message: '出错了，请稍后刷新重试' };
  }
  return loaded ? { status: 'ready' } : { status: 'loading' };
}

/**
 * The editor's state and actions (spec 4, 5, 8): create becomes update after the first save
 * (route replaced), delete returns to create mode, unsaved edits are tracked.
 */
export function useShotEditor(shotId: number | null, linkCourse: number | null) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<ShotEditorValues>(EMPTY_SHOT);
  const [values, setValues] = useState<ShotEditorValues>(EMPTY_SHOT);
  const [status, setStatus] = useState<ShotStatus>('published');
  const [errors, setErrors] = useState<ShotErrors>({});
  const [busy, setBusy] = useState(false);
  /** Bumped to re-create the rich-text editor with the saved content (load, discard). */
  const [editorKey, setEditorKey] = useState(0);

  const info = useRequest(shotId ? `shot/my/shot/detail?id=${shotId}` : null, () => getEditInfo(shotId ?? 0));
  // The form is ready once the loaded shot is in it (values, status and editor in one render).
  const [filled, setFilled] = useState(false);
  useEffect(() => {
    const shot = info.data;
    if (!shot) return;
    setSaved(toValues(shot));
    setValues(toValues(shot));
    setStatus(shot.status);
    setEditorKey((key) => key + 1);
    setFilled(true);
  }, [info.data]);
  const load = editorLoad(shotId, info.error, filled);

  const change = useCallback(<K extends keyof ShotEditorValues>(field: K, value: ShotEditorValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!current[field]) return current;
      const { [field]: _gone, ...rest } = current;
      return rest;
    });
  }, []);

  /** The editor's serialisation of the saved content is the baseline, so opening is not an edit. */
  const contentReady = useCallback((html: string) => {
    setSaved((current) => ({ ...current, content: html }));
    setValues((current) => ({ ...current, content: html }));
  }, []);

  const dirty = changedShotFields(saved, values).length > 0;

  const save = async () => {
    const found = shotId ? validateShotUpdate(saved, values) : validateShotCreate(values);
    setErrors(found);
    if (hasShotErrors(found)) {
      Message.warning(Object.values(found)[0] ?? '请检查填写的内容');
      return;
    }
    setBusy(true);
    try {
      if (!shotId) {
        const shot = await createShot(values);
        setSaved(values);
        Message.success('创建成功');
        if (linkCourse) {
          try {
            await linkCourses(shot.id, [linkCourse]);
          } catch (error) {
            Message.error(isApiError(error, ErrorCode.CourseNotFound) ? '课程不存在' : '关联课程失败');
          }
        }
        void navigate(getHref('shotEdit', { shotId: shot.id }), { replace: true, state: EDITOR_REOPENED });
        return;
      }
      const fields = changedShotFields(saved, values);
      if (fields.length === 0) {
        Message.info('没有需要保存的修改');
        return;
      }
      const input: ShotUpdateInput = { id: shotId };
      for (const field of fields) Object.assign(input, { [field]: values[field] });
      await updateShot(input);
      setSaved(values);
      Message.success('保存成功');
    } catch {
      Message.error(shotId ? '保存失败' : '创建失败');
    } finally {
      setBusy(false);
    }
  };

  const togglePublish = async (publish: boolean) => {
    if (!shotId) return;
    setBusy(true);
    try {
      const result = await updateShotStatus(shotId, publish);
      setStatus(result.status);
      Message.success(publish ? '已发布' : '已取消发布');
    } catch (error) {
      Message.error(isApiError(error, ErrorCode.ShotDisabledByAdmin) ? '作品已被管理员禁用' : '操作失败');
    } finally {
      setBusy(false);
    }
  };

  const remove = () => {
    if (!shotId) return;
    confirmReturningFocus({
      title: '删除作品',
      content: '删除后无法恢复，确定删除这个作品吗？',
      okText: '删除',
      okButtonProps: { status: 'danger' },
      onOk: async () => {
        try {
          await deleteShot(shotId);
          setSaved(values);
          Message.success('删除成功');
          void navigate(paths.shotCreate.path, { state: EDITOR_REOPENED });
        } catch {
          Message.error('删除失败');
        }
      },
    });
  };

  const discard = () => {
    if (!dirty) return;
    confirmReturningFocus({
      title: '放弃修改',
      content: '确定放弃所有未保存的修改吗？',
      okText: '放弃修改',
      onOk: () => {
        setValues(saved);
        setErrors({});
        setEditorKey((key) => key + 1);
      },
    });
  };

  // Why an admin disabled it (shown to its author above the form); an admin publishing it lifts that.
  const disabled = status === 'unpublished' ? (info.data?.disabled ?? null) : null;

  return { load, values, saved, status, disabled, errors, busy, dirty, editorKey, change, contentReady, save, togglePublish, remove, discard };
}
