// The shell of the journal, competition and survey forms: antd's Form laid out vertically, the save through
// admin/<kind>/save (a refusal under its field, useApiAction), what it did said by the publish status, then the
// saved item's own address (a new one gets its id), and the 保存 / 返回列表 buttons at the end. Each form brings
// its cards as children and says how its values become the API's form body.
import { Button, Form, Radio, type FormInstance, type RadioGroupProps } from 'antd';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import type { AdminPublishStatus } from '@/contract/wire/admin-content';
import { getBrowserApiClient } from '@/lib/http';
import { useApiAction } from '../useApiAction';
import styles from './content.module.css';

type Props<V extends { status: AdminPublishStatus }> = {
  form: FormInstance<V>;
  /** admin/<kind>/save saves it; /admin/<kind> lists them. */
  kind: 'activity' | 'demand' | 'journal';
  /** The item's id when editing; none creates. */
  id?: number;
  initialValues: V;
  /** The form's values as the endpoint's form body (without the id). */
  toBody: (values: V) => Record<string, unknown>;
  /** Room under the buttons (the journal's papers follow the form). */
  spaced?: boolean;
  children: ReactNode;
};

export function ContentForm<V extends { status: AdminPublishStatus }>({ form, kind, id, initialValues, toBody, spaced, children }: Props<V>) {
  const router = useRouter();
  const { busy: saving, run } = useApiAction(form);

  const save = async (v: V) => {
    let savedId = 0;
    await run(async () => {
      const body = { ...(id ? { id: String(id) } : {}), ...toBody(v) };
      savedId = (await getBrowserApiClient().call<{ id: number }>(`admin/${kind}/save`, body, { suppressToast: true })).id;
      return v.status === 'published' ? '已保存并发布，公众页面即刻可见' : '已保存（未发布）';
    }, () => router.replace(`/admin/${kind}/${savedId}`));
  };

  return (
    <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={(v) => void save(v)} scrollToFirstError>
      {children}
      <div className={styles.actions} style={spaced ? { marginBottom: 16 } : undefined}>
        <Button type="primary" htmlType="submit" loading={saving}>保存</Button>
        <Button href={`/admin/${kind}`}>返回列表</Button>
      </div>
    </Form>
  );
}

/** Published or not, as two buttons: the `status` field of every content form. */
export function PublishRadio(props: RadioGroupProps) {
  return <Radio.Group optionType="button" options={[{ value: 'draft', label: '未发布' }, { value: 'published', label: '发布' }]} {...props} />;
}
