// The choices of a <select> filled from a dictionary of the API: "请选择" first (nothing chosen yet; the
// schema refuses it where a choice is required), then each entry by its name.
import type { ApiOption } from '@/contract/api-types';

export function SelectOptions({ options }: { options: readonly ApiOption[] }) {
  return (
    <>
      <option value="">请选择</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.name}
        </option>
      ))}
    </>
  );
}
