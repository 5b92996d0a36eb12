// Withdraws the learner's own sign-up (training/cancel) after a confirmation, then opens the class page,
// which shows the seat given back. Offered only while the server says it may (signup.canCancel).
import { confirmDialog } from '@/lib/confirm';
import { useRouter } from 'next/router';
import { useState } from 'react';
import { formatDateTime } from '@/contract/time';
import { getBrowserApiClient } from '@/lib/http';
import { showToast } from '@/lib/toast';
import type { ApiSignupCancel } from '@/contract/wire/training';
import { buttonClass } from '@/components/ui/Button';

type Props = { trainingId: number; title: string; signupEndAt: number };

export function CancelSignup({ trainingId, title, signupEndAt }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function cancel() {
    const ok = await confirmDialog({
      title: '取消报名',
      content: `确定取消“${title}”的报名吗？名额将释放给其他学员，报名截止（${formatDateTime(signupEndAt)}）前名额未满时可重新报名。`,
      confirmText: '取消报名',
      cancelText: '再想想',
    });
    if (!ok) return;
    setBusy(true);
    try {
      await getBrowserApiClient().call<ApiSignupCancel>(`training/cancel/${trainingId}`);
      showToast('已取消报名');
      await router.push(`/training/${trainingId}`);
    } catch {
      // The server's message has been shown (docs/product.md §8).
      setBusy(false);
    }
  }

  return (
    <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={cancel} disabled={busy}>
      {busy ? '正在取消…' : '取消报名'}
    </button>
  );
}
