// Reading the credit a course or class states ("国家级I类学分 10分", "省级II类学分 2分") into the parts a
// certificate records, and study hours, both stored as tenths.

export type Credit = { level: string; type: '' | 'Ⅰ类' | 'Ⅱ类'; tenths: number };

const CREDIT = /(国家级|省级|市级)?\s*(II|I)\s*类学分\s*(\d{1,3}(?:\.\d)?)\s*分?/;

/** The credit a text states; a text without one gives no credit (type ''). */
export function parseCredit(text: string): Credit {
  // Roman numerals may come as one character (Ⅰ Ⅱ) or as full-width letters.
  const plain = text.replace(/Ⅱ/g, 'II').replace(/[ⅠＩ]/g, 'I');
  const m = CREDIT.exec(plain);
  if (!m) return { level: '', type: '', tenths: 0 };
  return { level: m[1] ?? '', type: m[2] === 'II' ? 'Ⅱ类' : 'Ⅰ类', tenths: Math.round(Number(m[3]) * 10) };
}

/** Hours (学时) × 10 from seconds, rounded to the nearest half hour (at least half an hour). */
export function hoursTenthsFromSeconds(seconds: number): number {
  return Math.max(1, Math.round(seconds / 1800)) * 5;
}
