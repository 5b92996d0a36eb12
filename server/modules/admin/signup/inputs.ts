// Inputs the sign-up queue's actions share.
import { z } from 'zod';
import { zRequired } from '@/contract/forms/fields';
import { REASON_MAX } from '../decide';

/** A reason staff must give (cancellation, attendance correction); absent reads as empty, so the message is ours. */
export const zReason = (label: string) => z.preprocess((v) => v ?? '', zRequired(REASON_MAX, label));
