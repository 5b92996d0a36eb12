// Writes the demo attachments under public/files/ (run: node scripts/make-demo-files.mjs): a policy
// document as a real PDF, a sign-up form as a real Word (.docx) file and the sign-up notes as plain
// text. Deterministic and dependency-free, so the files only change when this script does; their sizes
// and page counts are recorded in server/seed/data/files.ts (a test checks they match).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'public', 'files');

// ---------- PDF ----------
// Chinese text uses the Adobe-GB1 font STSong-Light, which PDF readers provide themselves (no font is
// embedded, so the file stays a few KB); ASCII runs use Helvetica, one of the standard 14 fonts.

const POLICY_TITLE = '关于印发基层卫生人才能力提升培训实施方案的通知';
const POLICY_PAGES = [
  [
    ['h', POLICY_TITLE],
    ['c', '（演示文件，仅供网站功能展示）'],
    ['p', '各市、县（区）卫生健康委，各有关单位：'],
    ['p', '为贯彻落实深化医药卫生体制改革有关要求，进一步加强基层卫生人才队伍建设，提升基层医疗卫生机构服务能力，现将《基层卫生人才能力提升培训实施方案》印发给你们，请结合实际认真组织实施。'],
    ['p', '一、培训对象。乡镇卫生院、社区卫生服务中心（站）的临床、护理、公共卫生人员，以及在岗乡村医生。'],
    ['p', '二、培训内容。以常见病、多发病诊疗，慢性病规范管理，急诊急救，合理用药和基本公共卫生服务为重点，采取线下集中培训、线上课程学习和实践基地带教相结合的方式开展。'],
  ],
  [
    ['p', '三、培训安排。2025年至2027年，每年分批次组织培训，每期培训时间不少于5天（40学时），其中实践操作不少于1/3。'],
    ['p', '四、考核与结业。学员完成规定学时并通过理论和技能考核后，颁发培训合格证书，并按规定授予继续医学教育学分。'],
    ['p', '五、组织保障。各地要高度重视，明确专人负责，合理安排工学时间，保障参训人员的工资福利待遇，确保培训工作取得实效。'],
  ],
  [
    ['p', '六、经费保障。培训经费按照有关规定从基层卫生人才培训专项经费中列支，严禁以培训名义收取费用。'],
    ['p', '联系电话：0371-00000000（演示号码）'],
    ['r', '河南省基层卫生健康学会'],
    ['r', '（演示文件）'],
  ],
];

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN = 72;

const NO_LINE_START = '，。、；：？！）》”’';
const isAscii = (ch) => ch.charCodeAt(0) < 0x80;
/** Width in points of one character at the given size (CJK full width, ASCII about half). */
const charWidth = (ch, size) => (isAscii(ch) ? size * 0.55 : size);

function wrap(text, size, width, indent) {
  const lines = [];
  let line = '';
  let used = indent;
  for (const ch of text) {
    const w = charWidth(ch, size);
    // Chinese typesetting: closing punctuation never starts a line; it may hang into the margin.
    if (used + w > width && line && !NO_LINE_START.includes(ch)) {
      lines.push(line);
      line = '';
      used = 0;
    }
    line += ch;
    used += w;
  }
  if (line) lines.push(line);
  return lines;
}

const textWidth = (text, size) => [...text].reduce((n, ch) => n + charWidth(ch, size), 0);

/** One line as text-showing operators, switching font between CJK and ASCII runs. */
function showLine(text, size) {
  const runs = [];
  for (const ch of text) {
    const ascii = isAscii(ch);
    if (runs.length && runs.at(-1).ascii === ascii) runs.at(-1).text += ch;
    else runs.push({ ascii, text: ch });
  }
  return runs
    .map((r) => {
      if (r.ascii) return `/F2 ${size} Tf (${r.text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`;
      const hex = [...r.text].map((c) => c.codePointAt(0).toString(16).padStart(4, '0')).join('');
      return `/F1 ${size} Tf <${hex}> Tj`;
    })
    .join(' ');
}

function pageContent(blocks, pageNo, pageCount) {
  const ops = [];
  let y = PAGE_H - MARGIN;
  const width = PAGE_W - MARGIN * 2;
  const put = (text, size, x) => {
    ops.push(`BT 1 0 0 1 ${x.toFixed(1)} ${y.toFixed(1)} Tm ${showLine(text, size)} ET`);
  };
  for (const [kind, text] of blocks) {
    if (kind === 'h') {
      for (const line of wrap(text, 16, width, 0)) {
        y -= 22;
        put(line, 16, MARGIN + (width - textWidth(line, 16)) / 2);
      }
      y -= 6;
    } else if (kind === 'c') {
      y -= 20;
      put(text, 11, MARGIN + (width - textWidth(text, 11)) / 2);
      y -= 10;
    } else if (kind === 'r') {
      y -= 22;
      put(text, 12, MARGIN + width - textWidth(text, 12));
    } else {
      const lines = wrap(text, 12, width, 24);
      lines.forEach((line, i) => {
        y -= 20;
        put(line, 12, MARGIN + (i === 0 ? 24 : 0));
      });
      y -= 8;
    }
  }
  const footer = `第 ${pageNo} 页 共 ${pageCount} 页`;
  y = MARGIN - 24;
  put(footer, 9, MARGIN + (width - textWidth(footer, 9)) / 2);
  return ops.join('\n');
}

function buildPdf(pages) {
  const objects = [];
  const add = (body) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add(null);
  const pagesObj = add(null);
  const descriptor = add(
    '<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 ' +
      '/Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>',
  );
  const cidFont = add(
    '<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light ' +
      `/CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> /FontDescriptor ${descriptor} 0 R /DW 1000 >>`,
  );
  const cjk = add(`<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light /Encoding /UniGB-UCS2-H /DescendantFonts [${cidFont} 0 R] >>`);
  const latin = add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  const kids = pages.map((blocks, i) => {
    const content = pageContent(blocks, i + 1, pages.length);
    const stream = add(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
    return add(
      `<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
        `/Resources << /Font << /F1 ${cjk} 0 R /F2 ${latin} 0 R >> >> /Contents ${stream} 0 R >>`,
    );
  });
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (zh-CN) >>`;
  objects[pagesObj - 1] = `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`;
  const info = add(`<< /Title <feff${[...POLICY_TITLE].map((c) => c.codePointAt(0).toString(16).padStart(4, '0')).join('')}> /Producer (make-demo-files) >>`);

  // Every byte is ASCII (hex strings for CJK), so string length equals byte offset.
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${info} 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

// ---------- DOCX (a zip of XML parts, stored without compression) ----------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

/** 1980-01-01 00:00, so the bytes never depend on when the script ran. */
const DOS_TIME = 0;
const DOS_DATE = (0 << 9) | (1 << 5) | 1;

/** What a local header and the central directory both say of an entry, written from `at` on. */
function writeEntryFields(buf, at, { crc, size, nameLength }) {
  buf.writeUInt16LE(20, at); // version needed
  buf.writeUInt16LE(0x0800, at + 2); // UTF-8 names
  buf.writeUInt16LE(0, at + 4); // stored
  buf.writeUInt16LE(DOS_TIME, at + 6);
  buf.writeUInt16LE(DOS_DATE, at + 8);
  buf.writeUInt32LE(crc, at + 10);
  buf.writeUInt32LE(size, at + 14); // compressed
  buf.writeUInt32LE(size, at + 18); // uncompressed
  buf.writeUInt16LE(nameLength, at + 22);
}

function zip(files) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, text] of files) {
    const data = Buffer.from(text, 'utf8');
    const nameBuf = Buffer.from(name, 'utf8');
    const entry = { crc: crc32(data), size: data.length, nameLength: nameBuf.length };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    writeEntryFields(local, 4, entry);
    local.writeUInt16LE(0, 28); // no extra field
    locals.push(local, nameBuf, data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    writeEntryFields(central, 6, entry);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBuf);
    offset += 30 + nameBuf.length + data.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

const xmlEsc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

function para(text, { bold = false, size = 24, center = false } = {}) {
  const ppr = center ? '<w:pPr><w:jc w:val="center"/></w:pPr>' : '';
  const rpr = `<w:rPr><w:rFonts w:ascii="SimSun" w:eastAsia="SimSun" w:hAnsi="SimSun"/>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/></w:rPr>`;
  return `<w:p>${ppr}<w:r>${rpr}<w:t xml:space="preserve">${xmlEsc(text)}</w:t></w:r></w:p>`;
}

function cell(text, twips, span = 1) {
  const grid = span > 1 ? `<w:gridSpan w:val="${span}"/>` : '';
  return `<w:tc><w:tcPr><w:tcW w:w="${twips}" w:type="dxa"/>${grid}<w:vAlign w:val="center"/></w:tcPr>${para(text, { size: 24 })}</w:tc>`;
}

function signupFormDocx() {
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((b) => `<w:${b} w:val="single" w:sz="4" w:space="0" w:color="000000"/>`).join('');
  const rows = [
    [['姓名', 1], ['', 1], ['性别', 1], ['', 1]],
    [['工作单位', 1], ['', 3]],
    [['科室', 1], ['', 1], ['职称', 1], ['', 1]],
    [['手机号', 1], ['', 1], ['所在地区', 1], ['', 1]],
    [['报名班次', 1], ['', 3]],
    [['住宿需求', 1], ['□ 需要    □ 不需要', 3]],
    [['备注', 1], ['', 3]],
  ];
  const widths = [1800, 2600, 1800, 2600];
  const table =
    `<w:tbl><w:tblPr><w:tblW w:w="8800" w:type="dxa"/><w:tblBorders>${border}</w:tblBorders></w:tblPr>` +
    `<w:tblGrid>${widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('')}</w:tblGrid>` +
    rows
      .map((row) => {
        let col = 0;
        const cells = row.map(([text, span]) => {
          const twips = widths.slice(col, col + span).reduce((a, b) => a + b, 0);
          col += span;
          return cell(text, twips, span);
        });
        return `<w:tr><w:trPr><w:trHeight w:val="560"/></w:trPr>${cells.join('')}</w:tr>`;
      })
      .join('') +
    '</w:tbl>';
  const body = [
    para('培训报名回执表', { bold: true, size: 36, center: true }),
    para('（演示文件，仅供网站功能展示）', { size: 21, center: true }),
    table,
    para('请于开班前5个工作日将回执表发送至培训部邮箱，或在学院网站在线报名。', { size: 21 }),
  ].join('');
  const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document ${W}><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="851" w:footer="992" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    ],
    ['word/document.xml', document],
  ]);
}

// ---------- plain text ----------

const SIGNUP_NOTES = `培训报名须知（演示文件）

一、报名方式
  1. 在学院网站“培训班”栏目选择班次，登录后在线填写报名信息；
  2. 或下载《培训报名回执表》，填写后发送至培训部邮箱。

二、报名条件
  基层医疗卫生机构在岗医务人员，由所在单位同意后报名。

三、注意事项
  1. 每班名额有限，报满即止；
  2. 报名成功后请按时参加培训，如不能参加请提前取消；
  3. 培训期间请携带身份证和报名成功页面的电子票，按时签到。

四、咨询电话
  0371-00000000（演示号码）
`;

mkdirSync(ROOT, { recursive: true });
const files = {
  'demo-policy.pdf': buildPdf(POLICY_PAGES),
  'demo-signup-form.docx': signupFormDocx(),
  'demo-signup-notes.txt': Buffer.from(SIGNUP_NOTES, 'utf8'),
};
for (const [name, data] of Object.entries(files)) {
  writeFileSync(path.join(ROOT, name), data);
  console.log(`${name}: ${data.length} bytes`);
}
console.log(`demo-policy.pdf pages: ${POLICY_PAGES.length}`);
