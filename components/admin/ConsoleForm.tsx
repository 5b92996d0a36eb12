// The shell of a console edit form (course, live broadcast, training class, base): antd's Form laid out
// vertically, the save through admin/<kind>/save with a refusal put under its fields (applyApiErrors), then
// the item's own address (a new item gets its id), and the 保存 / 返回列表 bar kept in view at the bottom.
// Each form brings its fields as children and says how its values become the API's form body.
import { Button, Form, Select, type FormInstance } from 'antd';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { getBrowserApiClient } from '@/lib/http';
import { useApiAction } from './useApiAction';
import styles from './ConsoleForm.module.css';

type Props<V> = {
  form: FormInstance<V>;
  /** The save endpoint, e.g. admin/course/save. */
  path: string;
  /** The list page, e.g. /admin/course; the saved item opens at <list>/<id>. */
  listHref: string;
  /** The item's id when editing; none creates. */
  id?: number;
  initialValues: Partial<V>;
  /** The form's values as the endpoint's form body (without the id). */
  toBody: (values: V) => Record<string, unknown>;
  /** What the toast says after a save (e.g. 已保存并发布). */
  savedText: (values: V) => string;
  children: ReactNode;
};

export function ConsoleForm<V extends object>({ form, path, listHref, id, initialValues, toBody, savedText, children }: Props<V>) {
  const router = useRouter();
  const { busy: saving, run, message } = useApiAction(form);

  const save = async (values: V) => {
    let savedId = 0;
    await run(async () => {
      const body = { ...toBody(values), ...(id ? { id: String(id) } : {}) };
      savedId = (await getBrowserApiClient().call<{ id: number }>(path, body, { suppressToast: true })).id;
      return savedText(values);
    }, () => router.replace(`${listHref}/${savedId}`));
  };

  return (
    <Form<V>
      // Saved, the page's props bring the stored item (new sessions and lessons with their ids): start from it.
      key={JSON.stringify(initialValues)}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(v) => void save(v)}
      onFinishFailed={() => void message.error('请检查标红的字段')}
      scrollToFirstError
    >
      {children}
      <div className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
        <Button href={listHref}>返回列表</Button>
      </div>
    </Form>
  );
}

/** The tags a course, broadcast or class carries, chosen from the tag table (at most 10, as the API allows). */
export function TagSelect({ tags, ...props }: { tags: { id: number; name: string }[]; value?: number[]; onChange?: (ids: number[]) => void; id?: string }) {
  return <Select mode="multiple" allowClear maxCount={10} optionFilterProp="label" options={tags.map((t) => ({ value: t.id, label: t.name }))} {...props} />;
}
