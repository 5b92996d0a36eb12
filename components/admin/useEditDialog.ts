// A console list whose rows are edited in a dialog (banners, tags): `open(row)` starts the form from the row, or
// from the defaults for a new one (null), and opens the dialog; `modal` is what FormModal takes for it (closed on
// cancel; closed and the list reloaded once saved). `editing.id` says whether a row or a new one is edited.
//   const dialog = useEditDialog(form, toValues, list.reload);
//   <FormModal {...dialog.modal} title={dialog.editing?.id ? '编辑标签' : '新建标签'} send={...}>
import type { FormInstance } from 'antd';
import { useState } from 'react';

export function useEditDialog<R extends { id: number }, V>(form: FormInstance<V>, toValues: (row: R | null) => V, onSaved: () => void) {
  const [editing, setEditing] = useState<{ id?: number } | null>(null);
  const close = () => setEditing(null);
  const open = (row: R | null) => {
    form.resetFields();
    form.setFieldsValue(toValues(row) as Parameters<FormInstance<V>['setFieldsValue']>[0]);
    setEditing(row ? { id: row.id } : {});
  };
  const modal = {
    open: editing !== null,
    form,
    onCancel: close,
    onDone: () => {
      close();
      onSaved();
    },
  };
  return { editing, open, modal };
}
