// Moving a broadcast on (admin/live/state): start now, or end now, each after a confirmation, since the
// public page changes at once (the stream plays, or the replay replaces it).
import type { MessageInstance } from 'antd/es/message/interface';
import type { ModalStaticFunctions } from 'antd/es/modal/confirm';
import type { ApiLiveState } from '@/contract/wire/admin-course';
import { ApiCodeError, getBrowserApiClient } from '@/lib/http';
import { applyApiErrors } from '../applyApiErrors';

export const LIVE_STATE_COLORS: Record<ApiLiveState, string> = { upcoming: 'blue', live: 'red', ended: 'default' };

type Deps = { modal: Omit<ModalStaticFunctions, 'warn'>; message: MessageInstance; onDone: () => void };

export function changeLiveState({ modal, message, onDone }: Deps, live: { id: number; title: string }, state: 'live' | 'ended'): void {
  modal.confirm({
    title: state === 'live' ? `现在开始直播“${live.title}”？` : `现在结束直播“${live.title}”？`,
    content:
      state === 'live'
        ? '开始时间将改为现在，直播页面即刻播放直播流，预约的学员会收到开播提醒。'
        : '结束时间将改为现在，直播页面不再播放直播流；设置回放视频后学员可观看回放。结束后不能再开始。',
    okText: state === 'live' ? '开始直播' : '结束直播',
    okButtonProps: { danger: state === 'ended' },
    cancelText: '取消',
    onOk: async () => {
      try {
        await getBrowserApiClient().call('admin/live/state', { id: String(live.id), state }, { suppressToast: true });
        void message.success(state === 'live' ? '直播已开始' : '直播已结束');
        onDone();
      } catch (error) {
        if (error instanceof ApiCodeError) {
          modal.error({ title: '不能更改状态', content: error.codeMsg, okText: '知道了' });
          return;
        }
        if (!applyApiErrors(error, null, message)) throw error;
      }
    },
  });
}
