// The learner's post-test of a course (/course/exam/{id}) or a training class (/training/exam/{id}; issue 11):
// one screen for both (examOwner tells them apart): the rules and past attempts, the
// paper (fetched on start, without answers), a countdown that submits by itself at the deadline, answers
// saved as they are chosen, and the result with the right answers and explanations.
import Link from '@/components/ui/Link';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiExamAnswers, ApiExamAttempt, ApiExamInfo, ApiExamKind, ApiExamOwner, ApiExamResult } from '@/contract/wire/exam';
import { formatDateTime } from '@/contract/time';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { Button, buttonClass } from '@/components/ui/Button';
import { cardClass } from '@/components/ui/Card';
import styles from './exam.module.css';

const KIND = { single: '单选题', multiple: '多选题', judge: '判断题' } as const;
const LETTERS = 'ABCDEFGH';
const BLOCKED: Record<ApiExamKind, Record<Exclude<ApiExamInfo['blocked'], ''>, string>> = {
  course: {
    enrol: '报名本课程后才能参加考试。',
    lessons: '学完本课程的全部课时后才能参加考试。',
    passed: '您已通过本课程考试，结业证书已发放到“我的证书”。',
    attempts: '考试次数已用完，未能通过考试。如有疑问请联系学院教务。',
  },
  training: {
    enrol: '报名本培训班后才能参加考试。',
    lessons: '参加本培训班的全部课次并签到后才能参加考试。',
    passed: '您已通过本培训班考试，结业证书已发放到“我的证书”。',
    attempts: '考试次数已用完，未能通过考试。如有疑问请联系学院教务。',
  },
};

/** The course or class a test belongs to: its page, its name and the endpoints of its test. */
export function examOwner(exam: ApiExamOwner & { courseTitle?: string; trainingTitle?: string }) {
  return exam.kind === 'course'
    ? { kind: exam.kind, id: exam.courseId, title: exam.courseTitle ?? '', label: '课程', path: `/course/${exam.courseId}`, api: 'exam', back: '返回课程' }
    : { kind: exam.kind, id: exam.trainingId, title: exam.trainingTitle ?? '', label: '培训班', path: `/training/${exam.trainingId}`, api: 'exam/training', back: '返回培训班' };
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
const letters = (choice: number[]) => (choice.length ? choice.map((i) => LETTERS[i]).join('、') : '未作答');

function Rules({ exam }: { exam: ApiExamInfo }) {
  return (
    <dl className={styles.rules}>
      <div><dt>题量</dt><dd>{exam.questionCount} 题</dd></div>
      <div><dt>及格</dt><dd>{exam.passScore} 分（满分 100）</dd></div>
      <div><dt>时长</dt><dd>{exam.timeLimitMinutes} 分钟</dd></div>
      <div><dt>次数</dt><dd>共 {exam.maxAttempts} 次，已用 {exam.attempts.length + (exam.openAttemptId ? 1 : 0)} 次</dd></div>
      {exam.kind === 'course' ? (
        <div><dt>课时</dt><dd>已学完 {exam.lessonsFinished}/{exam.lessonsTotal} 讲</dd></div>
      ) : (
        <div><dt>签到</dt><dd>已签到 {exam.lessonsFinished}/{exam.lessonsTotal} 次课</dd></div>
      )}
    </dl>
  );
}

function Paper({ attempt, onDone }: { attempt: ApiExamAttempt; onDone: (r: ApiExamResult) => void }) {
  const [answers, setAnswers] = useState<ApiExamAnswers>(attempt.answers);
  const [left, setLeft] = useState(() => Math.max(0, attempt.deadline - Math.floor(Date.now() / 1000)));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // What submit sends: the answers as last chosen (the deadline's timer has no fresh closure).
  const latest = useRef(attempt.answers);
  const submitted = useRef(false);

  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setBusy(true);
    setError('');
    try {
      onDone(await getBrowserApiClient().call<ApiExamResult>(`exam/submit/${attempt.id}`, { answers: JSON.stringify(latest.current) }, { silent: true }));
    } catch {
      submitted.current = false;
      setError('交卷失败，请检查网络后重试（已选的答案已保存）。');
    } finally {
      setBusy(false);
    }
  }, [attempt.id, onDone]);

  useEffect(() => {
    const timer = setInterval(() => {
      const rest = Math.max(0, attempt.deadline - Math.floor(Date.now() / 1000));
      setLeft(rest);
      // Time is up: the paper goes in as it stands (the server scores it so anyway).
      if (rest === 0) void submit();
    }, 1000);
    return () => clearInterval(timer);
  }, [attempt.deadline, submit]);

  const choose = (id: number, option: number, multiple: boolean) => {
    const key = String(id);
    const now = answers[key] ?? [];
    const next = multiple ? (now.includes(option) ? now.filter((o) => o !== option) : [...now, option].sort()) : [option];
    const all = { ...answers, [key]: next };
    latest.current = all;
    setAnswers(all);
    // Saved as chosen, so a lost connection or a closed tab loses nothing before the deadline.
    void getBrowserApiClient().call(`exam/save/${attempt.id}`, { answers: JSON.stringify(all) }, { silent: true }).catch(() => undefined);
  };

  const unanswered = attempt.questions.filter((q) => !(answers[String(q.id)]?.length)).length;
  return (
    <form
      className={styles.paper}
      onSubmit={(e) => {
        e.preventDefault();
        if (unanswered > 0 && !window.confirm(`还有 ${unanswered} 题未作答，确定交卷吗？`)) return;
        void submit();
      }}
    >
      <div className={styles.timer} role="timer" aria-live="off">
        第 {attempt.number} 次考试 · 剩余时间 <strong className={left < 60 ? styles.urgent : undefined}>{clock(left)}</strong>
        <span className={styles.progress}>已答 {attempt.questions.length - unanswered}/{attempt.questions.length}</span>
      </div>
      <ol className={styles.questions}>
        {attempt.questions.map((q, n) => {
          const multiple = q.kind === 'multiple';
          const chosen = answers[String(q.id)] ?? [];
          return (
            <li key={q.id} className={cardClass({ padding: 'sm', className: styles.question })}>
              <fieldset>
                <legend>
                  <span className={styles.kind}>{KIND[q.kind]}</span>
                  {n + 1}. {q.stem}
                </legend>
                {q.options.map((text, i) => (
                  <label key={i} className={styles.option}>
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={`q${q.id}`}
                      checked={chosen.includes(i)}
                      onChange={() => choose(q.id, i, multiple)}
                    />
                    <span>{q.kind === 'judge' ? text : `${LETTERS[i]}. ${text}`}</span>
                  </label>
                ))}
              </fieldset>
            </li>
          );
        })}
      </ol>
      {error ? <p className={styles.error} role="alert">{error}</p> : null}
      <div className={styles.submitBar}>
        <Button type="submit" size="lg" block loading={busy}>
          交卷
        </Button>
      </div>
    </form>
  );
}

function Result({ result, exam, onRetry }: { result: ApiExamResult; exam: ApiExamInfo; onRetry: () => void }) {
  return (
    <section aria-labelledby="result-title">
      <div className={cardClass({ padding: 'lg', className: styles.score })}>
        <h2 id="result-title" className={result.passed ? styles.passed : styles.failed}>
          {result.passed ? '恭喜，考试通过' : '未通过考试'}
        </h2>
        <p className={styles.scoreNumber}>
          <strong>{result.score}</strong> 分
        </p>
        <p className={styles.muted}>
          答对 {result.correctCount}/{result.total} 题 · 及格 {result.passScore} 分 · 第 {result.number} 次考试 · {formatDateTime(result.submittedAt)}
          {result.timedOut ? ' · 考试时间到，已按作答内容评分' : ''}
        </p>
        <div className={styles.actions}>
          {result.passed ? (
            <Link href="/user/cert" className={buttonClass({ size: 'lg' })}>
              查看我的证书
            </Link>
          ) : result.attemptsLeft > 0 ? (
            <Button size="lg" onClick={onRetry}>
              再考一次（还剩 {result.attemptsLeft} 次）
            </Button>
          ) : (
            <p>考试次数已用完。</p>
          )}
          <Link href={examOwner(exam).path} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
            {examOwner(exam).back}
          </Link>
        </div>
      </div>
      <h3 className={styles.reviewTitle}>答题解析</h3>
      <ol className={styles.questions}>
        {result.items.map((q, n) => (
          <li key={q.id} className={cardClass({ padding: 'sm', className: `${styles.question} ${q.correct ? styles.right : styles.wrong}` })}>
            <p className={styles.stem}>
              <span className={styles.kind}>{KIND[q.kind]}</span>
              {n + 1}. {q.stem}
            </p>
            <ul className={styles.review}>
              {q.options.map((text, i) => (
                <li key={i} className={q.answer.includes(i) ? styles.rightOption : q.chosen.includes(i) ? styles.wrongOption : undefined}>
                  {q.kind === 'judge' ? text : `${LETTERS[i]}. ${text}`}
                </li>
              ))}
            </ul>
            <p className={styles.verdict}>
              {q.correct ? '✓ 回答正确' : '✗ 回答错误'} · 您的答案：{q.kind === 'judge' ? q.chosen.map((i) => q.options[i]).join('') || '未作答' : letters(q.chosen)} · 正确答案：
              {q.kind === 'judge' ? q.answer.map((i) => q.options[i]).join('') : letters(q.answer)}
            </p>
            {q.explanation ? <p className={styles.explanation}>解析：{q.explanation}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

type Stage = { kind: 'info' } | { kind: 'paper'; attempt: ApiExamAttempt } | { kind: 'result'; result: ApiExamResult };

export function ExamScreen({ exam: initial }: { exam: ApiExamInfo }) {
  const [exam, setExam] = useState(initial);
  const [stage, setStage] = useState<Stage>({ kind: 'info' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const api = getBrowserApiClient;
  const owner = examOwner(exam);
  const infoPath = `${owner.api}/info/${owner.id}`;

  const refresh = async () => setExam(await api().call<ApiExamInfo>(infoPath, {}, { silent: true }));

  const start = async () => {
    setBusy(true);
    setError('');
    try {
      setStage({ kind: 'paper', attempt: await api().call<ApiExamAttempt>(`${owner.api}/start/${owner.id}`, {}, { silent: true }) });
      window.scrollTo(0, 0);
    } catch (e) {
      setError(e instanceof ApiCodeError ? e.codeMsg : '无法开始考试，请检查网络后重试。');
    } finally {
      setBusy(false);
    }
  };

  const showResult = async (id: number) => {
    setBusy(true);
    try {
      setStage({ kind: 'result', result: await api().call<ApiExamResult>(`exam/result/${id}`, {}, { silent: true }) });
    } catch {
      setError('成绩加载失败，请稍后重试。');
    } finally {
      setBusy(false);
    }
  };

  const done = useCallback((result: ApiExamResult) => {
    setStage({ kind: 'result', result });
    window.scrollTo(0, 0);
    void api().call<ApiExamInfo>(infoPath, {}, { silent: true }).then(setExam, () => undefined);
  }, [api, infoPath]);

  return (
    <div className={styles.exam}>
      <header className={cardClass({ padding: 'sm', className: styles.head })}>
        <h1 className={styles.title}>{exam.title}</h1>
        <p className={styles.muted}>
          {owner.label}：<Link href={owner.path}>{owner.title}</Link>
        </p>
      </header>
      {stage.kind === 'paper' ? <Paper attempt={stage.attempt} onDone={done} /> : null}
      {stage.kind === 'result' ? (
        <Result
          result={stage.result}
          exam={exam}
          onRetry={() => {
            void refresh();
            void start();
          }}
        />
      ) : null}
      {stage.kind === 'info' ? (
        <section className={cardClass({ padding: 'md' })} aria-labelledby="rules-title">
          <h2 id="rules-title" className={styles.sectionTitle}>考试说明</h2>
          <Rules exam={exam} />
          <p className={styles.muted}>
            题目在开始后显示，作答即时保存；到时未交卷的试卷按已作答内容自动评分。交卷后可查看成绩、正确答案和解析。
          </p>
          {exam.openAttemptId ? (
            <Button size="lg" block loading={busy} onClick={start}>继续作答</Button>
          ) : exam.blocked ? (
            <p className={styles.blocked} role="note">
              {BLOCKED[exam.kind][exam.blocked]}
              {exam.blocked === 'lessons' || exam.blocked === 'enrol' ? <Link href={owner.path}> {exam.kind === 'course' ? '去学习' : '查看培训班'}</Link> : null}
              {exam.blocked === 'passed' ? <Link href="/user/cert"> 查看证书</Link> : null}
            </p>
          ) : (
            <Button size="lg" block loading={busy} onClick={start}>
              开始考试
            </Button>
          )}
          {error ? <p className={styles.error} role="alert">{error}</p> : null}
          {exam.attempts.length ? (
            <>
              <h3 className={styles.reviewTitle}>考试记录</h3>
              <ul className={styles.history}>
                {exam.attempts.map((a) => (
                  <li key={a.id}>
                    <span>第 {a.number} 次 · {formatDateTime(a.submittedAt)}</span>
                    <span className={a.passed ? styles.passed : styles.failed}>{a.score} 分 {a.passed ? '通过' : '未通过'}</span>
                    <button type="button" className={styles.linkButton} onClick={() => showResult(a.id)}>
                      查看解析
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
