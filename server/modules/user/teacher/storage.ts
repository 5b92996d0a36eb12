// Where certification attachments live: DATA_DIR/uploads/teacher/<random id>, never under public/
// (they are served only through user/teacher/file/:id, which checks who asks). Names are ids we
// generated, so no path a visitor typed is ever opened. Same scheme as the case competition's uploads.
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getServerEnv } from '@/server/env';
import { isUploadId, newUploadId } from '@/server/modules/activity/storage';

export { isUploadId, newUploadId };

export function teacherUploadRoot(): string {
  return path.resolve(getServerEnv().DATA_DIR, 'uploads', 'teacher');
}

/** The file of an upload id; throws on anything that is not an id we make (defence in depth). */
export function teacherUploadPath(id: string): string {
  if (!isUploadId(id)) throw new Error(`not an upload id: ${JSON.stringify(id)}`);
  return path.join(teacherUploadRoot(), id);
}

/** Streams body (size-limited by the dispatcher) into a temporary file; on failure the part goes. */
export async function receiveTeacherFile(id: string, body: AsyncIterable<Buffer>): Promise<{ tmpPath: string; size: number }> {
  const tmpPath = `${teacherUploadPath(id)}.part`;
  await mkdir(teacherUploadRoot(), { recursive: true, mode: 0o700 });
  try {
    await pipeline(body, createWriteStream(tmpPath, { flags: 'wx', mode: 0o600 }));
    return { tmpPath, size: (await stat(tmpPath)).size };
  } catch (err) {
    await rm(tmpPath, { force: true });
    throw err;
  }
}

export async function keepTeacherFile(id: string, tmpPath: string): Promise<void> {
  await rename(tmpPath, teacherUploadPath(id));
}

export async function removeTeacherFile(filePath: string): Promise<void> {
  await rm(filePath, { force: true }).catch((err: unknown) => console.error('[teacher] could not remove a file:', err));
}

/** The size of an upload's file, or null when it is not on this machine's disk. */
export async function teacherFileSize(id: string): Promise<number | null> {
  try {
    const s = await stat(teacherUploadPath(id));
    return s.isFile() ? s.size : null;
  } catch {
    return null;
  }
}
