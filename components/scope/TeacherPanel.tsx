// /user/teacher: my lecturer certification — its state, the form while I may apply or change it, and
// earlier applications.
import { confirmDialog } from '@/lib/confirm';
import { useState } from 'react';
import { formatDate, formatDateTime } from '@/contract/time';
import { getBrowserApiClient } from '@/lib/http';
import type { TeacherOptions } from '@/loaders/user-teacher';
import { showToast } from '@/lib/toast';
import type { ApiTeacherApplication, ApiTeacherCurrent } from '@/contract/wire/user-teacher';
import { APPLICATION_STATUS_TEXT } from './format';
import { StatusSteps } from './StatusSteps';
import { TeacherForm } from './TeacherForm';
import { EMPTY_TEACHER, fileSizeText, teacherValuesOf } from './teacher-form';
import styles from './scope.module.css';
import { Button } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import { FactList } from '@/components/ui/FactList';

const HINT = {
  submitted: '已提交，等待学院受理；受理前可以修改或撤回。',
  reviewing: '学院正在审核您的资质材料，结果将通过站内消息通知您。',
  approved: '您已通过学院讲师认证，可在“培训中心”查看您授课的培训班。',
} as const;

function Facts({ a }: { a: ApiTeacherApplication }) {
  const attachment = (
    <>
      <a href={a.attachment.url} download>
        {a.attachment.name}
      </a>{' '}
      <span className={styles.muted}>（{fileSizeText(a.attachment.size)}）</span>
    </>
  );
  return (
    <FactList
      className={styles.facts}
      facts={[
        { term: '职称', value: a.professionalTitle.name },
        { term: '从业年限', value: `${a.yearsOfPractice} 年` },
        { term: '医院等级', value: a.hospitalLevel.name },
        { term: '擅长领域', value: a.specialties.map((s) => s.name).join('、') },
        { term: '资质附件', value: attachment },
        { term: '提交时间', value: formatDateTime(a.createdAt) },
        !!a.experience && { term: '授课经历', value: a.experience, className: styles.wide },
      ]}
    />
  );
}

type Props = { state: ApiTeacherCurrent; options: TeacherOptions };

export function TeacherPanel({ state: initial, options }: Props) {
  const [state, setState] = useState(initial);
  const [editing, setEditing] = useState(false);
  const [busy, setBusy] = useState(false);
  const { current, history } = state;
  // With no application open: the last rejection's reason, and the last application to start from.
  const lastRejected = current ? null : (history.find((a) => a.status === 'rejected') ?? null);
  const previous = current ? null : (history[0] ?? null);

  function saved(next: ApiTeacherCurrent) {
    setState(next);
    setEditing(false);
    document.getElementById('teacher-title')?.scrollIntoView({ block: 'start' });
  }

  async function withdraw(a: ApiTeacherApplication) {
    const ok = await confirmDialog({
      title: '撤回认证申请',
      content: '确定撤回讲师认证申请吗？撤回后可以重新提交。',
      confirmText: '撤回',
      cancelText: '取消',
    });
    if (!ok) return;
    setBusy(true);
    try {
      setState(await getBrowserApiClient().call<ApiTeacherCurrent>(`user/teacher/withdraw/${a.id}`));
      setEditing(false);
      showToast('认证申请已撤回');
    } catch {
      // The server's message has been shown (docs/product.md §8).
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {current ? (
        <section className={cardClass({ className: `${styles.panel} ${styles.application}` })} aria-labelledby="teacher-title">
          <div className={styles.head}>
            <h2 id="teacher-title">我的讲师认证</h2>
            <span className={styles.badge} data-tone={current.status === 'reviewing' ? 'warn' : undefined}>
              {APPLICATION_STATUS_TEXT[current.status]}
            </span>
          </div>
          <StatusSteps status={current.status} />
          <p className={styles.muted}>{HINT[current.status as keyof typeof HINT]}</p>
          {current.status === 'approved' ? (
            <p className={styles.reason} data-tone="ok">
              审核通过时间：{formatDateTime(current.decidedAt)}
              {current.reason ? `；审核意见：${current.reason}` : ''}
            </p>
          ) : null}
          {editing ? (
            <TeacherForm initial={teacherValuesOf(current)} editing={current} options={options} onSaved={saved} onCancel={() => setEditing(false)} />
          ) : (
            <>
              <Facts a={current} />
              {current.canEdit ? (
                <div className={styles.actions}>
                  <Button variant="secondary" size="sm" onClick={() => setEditing(true)} disabled={busy}>
                    修改申请
                  </Button>
                  <Button variant="danger" size="sm" onClick={() => withdraw(current)} disabled={busy}>
                    撤回申请
                  </Button>
                </div>
              ) : null}
            </>
          )}
        </section>
      ) : (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="teacher-title">
          <h2 id="teacher-title">申请讲师认证</h2>
          <p className={styles.intro}>通过认证的讲师可承担学院培训班授课任务。请如实填写资质信息并上传证书扫描件，学院将在5个工作日内完成审核。</p>
          {lastRejected ? (
            <p className={styles.reason}>
              您于{formatDate(lastRejected.createdAt)}提交的申请，学院于{formatDate(lastRejected.decidedAt)}审核未通过：{lastRejected.reason}
            </p>
          ) : null}
          <TeacherForm initial={previous ? teacherValuesOf(previous) : EMPTY_TEACHER} editing={null} options={options} onSaved={saved} />
        </section>
      )}

      {history.length ? (
        <section className={cardClass({ className: styles.panel })} aria-labelledby="teacher-history">
          <h2 id="teacher-history">历史申请</h2>
          <ul className={styles.history}>
            {history.map((a) => (
              <li key={a.id}>
                <span className={styles.badge} data-tone={a.status === 'rejected' ? 'bad' : 'muted'}>
                  {APPLICATION_STATUS_TEXT[a.status]}
                </span>{' '}
                提交于 {formatDate(a.createdAt)}
                {a.decidedAt ? ` · 审核于 ${formatDate(a.decidedAt)}` : a.status === 'withdrawn' ? ` · 撤回于 ${formatDate(a.updatedAt)}` : ''}
                {' · '}
                {a.professionalTitle.name} · {a.hospitalLevel.name}
                {a.reason ? <p className={styles.muted}>原因：{a.reason}</p> : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
