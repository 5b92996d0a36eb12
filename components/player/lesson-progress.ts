// The progress sink of a course lesson: video/progress/:id through the shared client while the page
// lives, and as a beacon when it goes away (a normal request may be cancelled by the unload).
import { API_PREFIX, getBrowserApiClient } from '@/lib/http';
import type { ProgressReport, ProgressSink } from './progress-saver';

function toForm(report: ProgressReport): Record<string, string> {
  return { position: report.position.toFixed(3), duration: report.duration.toFixed(3), ended: report.ended ? '1' : '0' };
}

export function createLessonProgressSink(videoId: number): ProgressSink {
  const path = `video/progress/${videoId}`;
  return {
    send(report) {
      // A background save: a failure must not interrupt the lesson with a toast or a redirect.
      getBrowserApiClient()
        .call(path, toForm(report), { silent: true })
        .catch(() => undefined);
    },
    beacon(report) {
      const body = new URLSearchParams(toForm(report));
      const url = `${API_PREFIX}${path}`;
      if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, body)) return;
      void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
    },
  };
}
