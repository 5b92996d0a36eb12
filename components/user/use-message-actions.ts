// The message list's actions (read one, read all, delete), each followed by the navigation badge
// (store userInfo.message) taking the unread count the server answers.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { pageHref } from '@/components/ui/Pager';
import { getBrowserApiClient } from '@/lib/http';
import type { ApiMessage, ApiMessageChange, ApiMessageList } from '@/contract/wire/message';
import { useCommonStoreApi } from '@/stores/common-store-context';

export function useMessageActions(data: ApiMessageList) {
  const router = useRouter();
  const store = useCommonStoreApi();
  const [items, setItems] = useState<ApiMessage[]>(data.list);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);

  // A new page of data (paging, or the reload after a delete) replaces the local state, during render
  // (React's pattern for state that follows a prop).
  const [source, setSource] = useState(data);
  if (source !== data) {
    setSource(data);
    setItems(data.list);
    setSelected(new Set());
  }

  // Made on use: the client exists only in the browser, and this hook also renders on the server.
  const api = () => getBrowserApiClient();
  const applyUnread = (noRead: number) => store.getState().setUnread(noRead);

  async function read(id: number) {
    const item = items.find((m) => m.id === id);
    if (!item || item.read) return;
    setItems((list) => list.map((m) => (m.id === id ? { ...m, read: true } : m)));
    try {
      applyUnread((await api().call<ApiMessageChange>(`user/message/read/${id}`)).noRead);
    } catch {
      // The toast has said why; the message shows unread again.
      setItems((list) => list.map((m) => (m.id === id ? { ...m, read: false } : m)));
    }
  }

  async function readAll() {
    setBusy(true);
    try {
      applyUnread((await api().call<ApiMessageChange>('user/message/readAll')).noRead);
      setItems((list) => list.map((m) => ({ ...m, read: true })));
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function remove(ids: number[]) {
    setBusy(true);
    try {
      const res = await api().call<ApiMessageChange>('user/message/delete', { ids });
      applyUnread(res.noRead);
      const left = items.filter((m) => !ids.includes(m.id));
      setItems(left);
      setSelected(new Set());
      // Reload this page from the server (later messages move up); an emptied page goes back one.
      const target = left.length === 0 && data.page > 1 ? pageHref('/user/message', data.page - 1) : router.asPath;
      await router.replace(target, undefined, { scroll: false });
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  }

  function toggleSelected(id: number) {
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  function selectAll(on: boolean) {
    setSelected(on ? new Set(items.map((m) => m.id)) : new Set());
  }

  return { items, selected, busy, read, readAll, remove, toggleSelected, selectAll };
}
