// Inputs of the exchange form (user/gift/store/{id}), shared by the handler and its tests.
import type { z } from 'zod';
import { exchangeForm, IDEM_KEY } from '@/contract/forms/gift-exchange';
import { zId } from '@/server/http/inputs';

export { IDEM_KEY };

/** The form (contract/forms/gift-exchange.ts) and the gift from the path. */
export const ZExchangeGiftInput = exchangeForm.extend({ id: zId });
export type TExchangeGiftInput = z.output<typeof ZExchangeGiftInput>;

/** A physical gift needs all three; they are checked here and not in the schema, which cannot know the gift. */
export function receiverOf(input: TExchangeGiftInput): { name: string; phone: string; address: string } | null {
  if (!input.name || !input.phone || !input.address) return null;
  return { name: input.name, phone: input.phone, address: input.address };
}
