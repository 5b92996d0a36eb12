// The site's one confirmation dialog (delete, withdraw, cancel a sign-up). antd-mobile's Dialog, its animation
// library and the React 19 render shim are loaded on the first call, never with the page: they cost every
// page's first load several KB for a dialog most visits never open (issue 13).

export type ConfirmOptions = { title: string; content: string; confirmText: string; cancelText: string };

let shim: Promise<void> | undefined;

/** Asks the question; resolves true when the visitor confirms. */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  shim ??= import('@/lib/antd-react19').then((m) => m.installAntdReact19Render());
  const [{ default: Dialog }] = await Promise.all([import('antd-mobile/es/components/dialog'), shim]);
  return Dialog.confirm(options);
}
