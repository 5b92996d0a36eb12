// An amount in Chinese capital numerals (人民币大写), as an invoice's 价税合计 shows it, following the
// rules for writing amounts: 零 once for any run of zeros between non-zero digits, 整 after 元, no 整
// after 分.
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL = ['', '拾', '佰', '仟'];
const BIG = ['', '万', '亿', '万'];

/** The yuan part (a whole number of yuan below 10^16). */
function yuanWords(yuan: number): string {
  const digits = String(yuan);
  let out = '';
  let zero = false;
  let groupHasDigit = false;
  for (let i = 0; i < digits.length; i++) {
    const p = digits.length - 1 - i; // power of ten of this digit
    const d = Number(digits[i]);
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += DIGITS[d] + SMALL[p % 4];
      zero = false;
      groupHasDigit = true;
    }
    if (p % 4 === 0) {
      if (groupHasDigit) out += BIG[p / 4];
      groupHasDigit = false;
    }
  }
  return out;
}

/** E.g. 10505 fen -> '壹佰零伍元零伍分'; 0 -> '零元整'. */
export function amountInWords(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen < 0) throw new RangeError(`Not an amount in fen: ${fen}`);
  const yuan = Math.floor(fen / 100);
  const jiao = Math.floor(fen / 10) % 10;
  const cents = fen % 10;
  if (fen === 0) return '零元整';
  let out = yuan > 0 ? `${yuanWords(yuan)}元` : '';
  if (jiao > 0) out += `${DIGITS[jiao]}角`;
  else if (cents > 0 && yuan > 0) out += '零';
  if (cents > 0) out += `${DIGITS[cents]}分`;
  if (jiao === 0 && cents === 0) out += '整';
  return out;
}
