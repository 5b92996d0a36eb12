// antd-mobile 5's imperative APIs (Dialog.confirm) render with ReactDOM.render, which React 19
// removed: without this shim they silently do nothing (antd-mobile "v5 for React 19" guide). Loaded with the
// dialog (lib/confirm.ts), never by a page itself.
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __admRoot?: Root };

export function installAntdReact19Render(): void {
  unstableSetRender((node, container: Container) => {
    container.__admRoot ??= createRoot(container);
    const root = container.__admRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__admRoot;
    };
  });
}
