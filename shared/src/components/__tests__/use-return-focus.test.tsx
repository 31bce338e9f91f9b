import { Modal } from '@arco-design/web-react';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useReturnFocus } from '../use-return-focus';

function Page({ fallback }: { fallback?: () => HTMLElement | null }) {
  const [open, setOpen] = useState(false);
  const [opener, setOpener] = useState(true);
  const [editing, setEditing] = useState(false);
  useReturnFocus(open, fallback);
  return (
    <>
      {opener ? (
        <button type="button" onClick={() => setOpen(true)}>
          购买
        </button>
      ) : null}
      <a href="#elsewhere">别处</a>
      {/* What closing the dialog may open, taking the focus as it appears. */}
      {editing ? <input aria-label="回复" autoFocus /> : null}
      <Modal title="扫码支付" visible={open} footer={null} onCancel={() => setOpen(false)}>
        <button type="button" onClick={() => setOpen(false)}>
          关闭
        </button>
        <button
          type="button"
          onClick={() => {
            setOpener(false);
            setOpen(false);
          }}
        >
          支付完成
        </button>
        <button
          type="button"
          onClick={() => {
            setEditing(true);
            setOpen(false);
          }}
        >
          回复
        </button>
      </Modal>
    </>
  );
}

function openDialog() {
  const open = screen.getByRole('button', { name: '购买' });
  open.focus();
  act(() => open.click());
  return open;
}

describe('useReturnFocus', () => {
  it('gives the focus back to the button that opened the dialog once it closes', async () => {
    render(<Page />);
    const opener = openDialog();
    const close = await screen.findByRole('button', { name: '关闭' });
    // Inside the dialog, as a keyboard user would be when pressing 关闭.
    close.focus();
    act(() => close.click());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('falls back when the opener is gone by the time the dialog closes', async () => {
    render(<Page fallback={() => screen.getByRole('link', { name: '别处' })} />);
    openDialog();
    const done = await screen.findByRole('button', { name: '支付完成' });
    done.focus();
    act(() => done.click());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: '别处' })));
    expect(screen.queryByRole('button', { name: '购买' })).toBeNull();
  });

  it('leaves the focus where the user moved it when the dialog closed', async () => {
    render(<Page />);
    const opener = openDialog();
    const reply = await screen.findByRole('button', { name: '回复' });
    reply.focus();
    act(() => reply.click());
    const input = await screen.findByRole('textbox', { name: '回复' });
    expect(document.activeElement).toBe(input);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(input);
    expect(document.activeElement).not.toBe(opener);
  });

  it('moves nothing when a dialog is rendered closed', () => {
    const fallback = jest.fn(() => null);
    render(<Page fallback={fallback} />);
    expect(fallback).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
  });
});

function MountedWhileOpen({ onClose }: { onClose: () => void }) {
  useReturnFocus(true);
  return (
    <Modal title="修改昵称" visible footer={null} onCancel={onClose}>
      <button type="button" onClick={onClose}>
        取消
      </button>
    </Modal>
  );
}

function NicknamePage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        修改
      </button>
      {open ? <MountedWhileOpen onClose={() => setOpen(false)} /> : null}
    </>
  );
}

describe('useReturnFocus with a dialog mounted only while open', () => {
  it('gives the focus back when the dialog goes away', async () => {
    render(<NicknamePage />);
    const opener = screen.getByRole('button', { name: '修改' });
    opener.focus();
    act(() => opener.click());
    const cancel = await screen.findByRole('button', { name: '取消' });
    cancel.focus();
    act(() => cancel.click());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
