#!/usr/bin/env python3
"""Makes the two fonts server/pdf embeds, from Debian's fonts-noto-cjk (see README.md here).

A whole Noto Sans CJK SC is about 16 MB; documents only need ASCII, common symbols and punctuation,
the 6 763 hanzi of GB 2312 and every non-ASCII character the site's own sources use (seed content,
labels). The CFF outlines are converted to TrueType (glyf) so the PDF embeds a /FontFile2, the font
kind every reader, phone viewer and print-shop RIP handles.
"""
import codecs
import pathlib
import sys

from fontTools.pens.cu2quPen import Cu2QuPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.subset import Options, Subsetter
from fontTools.ttLib import TTFont, newTable

TTC = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
SANS_SC, MONO_SC = 2, 7  # face numbers inside the collection
HERE = pathlib.Path(__file__).resolve().parent
REPO = HERE.parents[2]


def gb2312() -> set[int]:
    chars = set()
    for hi in range(0xA1, 0xF8):
        for lo in range(0xA1, 0xFF):
            try:
                chars.add(ord(bytes([hi, lo]).decode('gb2312')))
            except UnicodeDecodeError:
                pass
    return chars


def repo_chars() -> set[int]:
    chars = set()
    for folder in ('server', 'lib', 'pages', 'components'):
        for path in (REPO / folder).rglob('*.ts*'):
            chars.update(ord(c) for c in path.read_text('utf-8') if ord(c) > 0x7E)
    return chars


def ranges(*spans: tuple[int, int]) -> set[int]:
    return {c for a, b in spans for c in range(a, b + 1)}


def to_truetype(font: TTFont) -> None:
    """CFF -> glyf (the fontTools otf2ttf recipe): quadratic curves within 1 unit of the cubic ones."""
    order = font.getGlyphOrder()
    glyph_set = font.getGlyphSet()
    glyphs = {}
    for name in order:
        pen = TTGlyphPen(glyph_set)
        glyph_set[name].draw(Cu2QuPen(pen, 1.0, reverse_direction=True))
        glyphs[name] = pen.glyph()
    font['loca'] = newTable('loca')
    font['glyf'] = glyf = newTable('glyf')
    glyf.glyphOrder = order
    glyf.glyphs = glyphs
    del font['CFF ']
    for tag in ('VORG',):
        if tag in font:
            del font[tag]
    glyf.compile(font)
    hmtx = font['hmtx']
    for name, g in glyf.glyphs.items():
        if hasattr(g, 'xMin'):
            hmtx[name] = (hmtx[name][0], g.xMin)
    font['maxp'] = maxp = newTable('maxp')
    maxp.tableVersion = 0x00010000
    for attr in ('maxZones', 'maxTwilightPoints', 'maxStorage', 'maxFunctionDefs', 'maxInstructionDefs',
                 'maxStackElements', 'maxSizeOfInstructions', 'maxComponentElements'):
        setattr(maxp, attr, 1 if attr == 'maxZones' else 0)
    maxp.compile(font)
    font['post'].formatType = 3.0  # no glyph names: thousands of "cidNNNNN" strings are dead weight
    font.sfntVersion = '\x00\x01\x00\x00'


def make(face: int, unicodes: set[int], out: str) -> None:
    font = TTFont(TTC, fontNumber=face)
    options = Options()
    options.layout_features = ['kern', 'liga']
    options.name_IDs = ['*']
    options.notdef_outline = True
    options.hinting = False
    subsetter = Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    to_truetype(font)
    font.save(HERE / out)
    print(out, len(font.getGlyphOrder()), 'glyphs', (HERE / out).stat().st_size, 'bytes', file=sys.stderr)


if __name__ == '__main__':
    codecs.lookup('gb2312')
    symbols = ranges(
        (0x20, 0x7E),  # ASCII
        (0xA0, 0xFF),  # Latin-1: · × ÷ ° ± ¥
        (0x2010, 0x206F),  # general punctuation: — … ‰ ‘ ’ “ ”
        (0x2100, 0x218F),  # letterlike, number forms: ℃ № Ⅰ Ⅱ
        (0x2190, 0x21FF),  # arrows
        (0x2200, 0x22FF),  # maths: ≤ ≥ ≠ √
        (0x2460, 0x24FF),  # ① ② ③
        (0x2500, 0x25FF),  # box drawing, shapes: □ ■ ○ ● ◎
        (0x2600, 0x26FF),  # ★ ☆ ✓
        (0x2700, 0x27BF),
        (0x3000, 0x303F),  # CJK punctuation: 、。《》「」【】
        (0x3200, 0x33FF),  # enclosed CJK, ㎡ ㎏
        (0xFE30, 0xFE4F),
        (0xFF00, 0xFFEF),  # full-width forms: ，：（）￥
    )
    make(SANS_SC, symbols | gb2312() | repo_chars(), 'NotoSansSC-Subset.ttf')
    # Fixed-width ASCII for certificate numbers and codes that must line up (PdfPage.text mono).
    make(MONO_SC, ranges((0x20, 0x7E)), 'NotoSansMonoSC-ASCII.ttf')
