// A console call made from a button or a dialog (docs/product.md §10): the button spins while it runs, what it
// did is said as a message, and a refusal goes under the form's field it names, or else is shown as a message
// (applyApiErrors); anything that is not an answer of the API is rethrown (a bug).
//   const { busy, run } = useApiAction(form);
//   run(async () => (await api.call(path, body), '已保存'), onSaved);
import { App } from 'antd';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { applyApiErrors } from './applyApiErrors';

export function useApiAction(form: FormInstance | null = null) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  /**
   * Runs `act`, which answers what to say when done, or null when there is nothing to say (a quiet upload, a
   * dialog that stays); `after` runs once it was said. Answers whether the action went through and said so.
   */
  const run = async (act: () => Promise<string | null>, after?: () => unknown): Promise<boolean> => {
    setBusy(true);
    try {
      const said = await act();
      if (said === null) return false;
      void message.success(said);
      await after?.();
      return true;
    } catch (error) {
      if (!applyApiErrors(error, form, message)) throw error;
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, message };
}
