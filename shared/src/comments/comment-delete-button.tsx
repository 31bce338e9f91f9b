import { Button, Popconfirm } from '@arco-design/web-react';
import { IconDelete } from '@arco-design/web-react/icon';
import { popconfirmFocus } from '../components/popconfirm-focus';

/**
 * 删除 with its confirmation: only the author and admins see it, so its Arco code (Popconfirm) loads for them
 * alone (comment-item.tsx loads this file lazily) and a visitor's page carries none of it.
 */
export default function CommentDeleteButton({ mine, onConfirm }: { mine: boolean; onConfirm: () => void }) {
  return (
    <Popconfirm {...popconfirmFocus} title={mine ? '确定删除这条评论吗？' : '以管理员身份删除这条评论吗？（记入操作日志）'} okText="删除" cancelText="取消" onOk={onConfirm}>
      <Button size="mini" type="text" status="danger" icon={<IconDelete />}>
        删除
      </Button>
    </Popconfirm>
  );
}
