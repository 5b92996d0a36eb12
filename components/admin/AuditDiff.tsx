// An audit row's before and after side by side (docs/product.md §10), one line per field, the fields that
// changed highlighted. Values are shown as text (JSON for objects), never as HTML.
import { Typography } from 'antd';
import styles from './AuditDiff.module.css';

type Props = { before: unknown; after: unknown };

function fieldsOf(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

function show(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 1);
}

/** The fields whose value differs between before and after (a field missing on one side differs). */
export function changedFields(before: unknown, after: unknown): Set<string> {
  const b = fieldsOf(before) ?? {};
  const a = fieldsOf(after) ?? {};
  const keys = new Set([...Object.keys(b), ...Object.keys(a)]);
  return new Set([...keys].filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k])));
}

export function AuditDiff({ before, after }: Props) {
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const changed = changedFields(before, after);
  return (
    <table className={styles.diff} data-testid="audit-diff">
      <thead>
        <tr>
          <th scope="col">字段</th>
          <th scope="col">修改前</th>
          <th scope="col">修改后</th>
        </tr>
      </thead>
      <tbody>
        {keys.length ? (
          keys.map((k) => (
            <tr key={k} className={changed.has(k) ? styles.changed : undefined} data-changed={changed.has(k) || undefined}>
              <th scope="row">{k}</th>
              <td>{b ? <pre>{show(b[k])}</pre> : <Typography.Text type="secondary">（无）</Typography.Text>}</td>
              <td>{a ? <pre>{show(a[k])}</pre> : <Typography.Text type="secondary">（已删除）</Typography.Text>}</td>
            </tr>
          ))
        ) : (
          <tr>
            <td colSpan={3}>
              <pre>{show(before) || '（无）'}</pre>
              <pre>{show(after) || '（无）'}</pre>
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
