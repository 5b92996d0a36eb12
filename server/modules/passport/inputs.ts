// Input pieces of the passport endpoints: the login form's, shared with the site (contract/forms/login.ts).
export { INVITE, zInvite, zReturnUrl, zSmsCode } from '@/contract/forms/login';
