// Times in the console's content forms are "YYYY-MM-DD HH:mm" in China time (contract/time.ts). The picker
// shows and hands back those wall-clock digits unchanged, whatever the browser's own time zone.
import dayjs, { type Dayjs } from 'dayjs';

export const MINUTE_FORMAT = 'YYYY-MM-DD HH:mm';

export const toPicker = (value: string | undefined): Dayjs | undefined => (value ? dayjs(value) : undefined);
export const fromPicker = (value: Dayjs | undefined | null): string => (value ? value.format(MINUTE_FORMAT) : '');
