// Mainland mobile numbers: the one rule lives in the contract (contract/phone.ts), shared with the forms.
export { maskPhone, normalisePhone } from '@/contract/phone';
export { zPhone } from '@/contract/forms/fields';
