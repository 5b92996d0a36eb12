#!/usr/bin/env bash
# Generates the demo videos the seed points at (public/media/), small enough to live in git:
#   demo-1..4.mp4   live replays: H.264 baseline + silent AAC, 640x360, 5-8 s
#   demo-1s..10s.ts course lessons: MPEG-TS segments of 1-10 s (video only, so their lengths are exact)
#                   that media/length repeats into a playlist as long as the lesson is listed
#                   (server/modules/media/playlist.ts; playlist.test.ts checks the lengths)
#   live-1..2.m3u8  the "live" streams of the live broadcasts (HLS, 2 s MPEG-TS segments)
# Each clip is a coloured card with Chinese text and a running second counter, so a seek or a resumed
# position is visible on screen. Not run by CI: the outputs are committed. Rerun after changing it:
#   bash scripts/make-media.sh && du -sh public/media     (keep the folder under ~600 KB)
# Needs ffmpeg with libx264 and drawtext (Debian: apt-get install ffmpeg) and a CJK font
# (Debian: fonts-noto-cjk).
set -euo pipefail

cd "$(dirname "$0")/.."
OUT=public/media
FONT=${FONT:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}
[ -f "$FONT" ] || { echo "CJK font not found: $FONT (set FONT=...)" >&2; exit 1; }
command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }
mkdir -p "$OUT"

# The card: background colour, two lines of text and a counter ("第 N 秒").
card_filter() {
  local title=$1 subtitle=$2
  local text="drawtext=fontfile=${FONT}:fontcolor=white"
  printf '%s' "${text}:fontsize=34:text='${title}':x=(w-text_w)/2:y=110,"
  printf '%s' "${text}:fontsize=20:text='${subtitle}':x=(w-text_w)/2:y=170,"
  printf '%s' "${text}:fontsize=28:text='第 %{eif\:t\:d} 秒':x=(w-text_w)/2:y=240,"
  printf '%s' "format=yuv420p"
}

# One still card (colour, title, subtitle) with a silent mono track, encoded small; the rest of the
# arguments say where it goes (an MP4 file or an HLS playlist).
encode_card() {
  local colour=$1 seconds=$2 title=$3 subtitle=$4
  shift 4
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=640x360:r=15:d=${seconds}" \
    -f lavfi -i "anullsrc=r=22050:cl=mono" -t "$seconds" \
    -vf "$(card_filter "$title" "$subtitle")" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -tune stillimage -crf 34 -g 30 \
    -c:a aac -b:a 16k -ac 1 \
    "$@"
}

make_mp4() {
  local name=$1
  encode_card "$2" "$3" "$4" "$5" -movflags +faststart "$OUT/$name.mp4"
}

make_hls() {
  local name=$1
  rm -f "$OUT/$name".m3u8 "$OUT/$name"-*.ts
  encode_card "$2" "$3" "$4" "$5" -f hls -hls_time 2 -hls_playlist_type vod -hls_segment_filename "$OUT/$name-%d.ts" "$OUT/$name.m3u8"
}

# A still card, 2 frames a second, one keyframe at the start: tiny, and any sequence of them plays as
# one video. No audio: AAC frames (1024 samples) never end exactly on a whole second.
make_segment() {
  local seconds=$1
  local text="drawtext=fontfile=${FONT}:fontcolor=white"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=0x0f766e:s=640x360:r=2:d=${seconds}" \
    -vf "${text}:fontsize=34:text='演示视频':x=(w-text_w)/2:y=120,${text}:fontsize=20:text='演示素材：画面循环播放，总时长与页面所列时长一致':x=(w-text_w)/2:y=185,format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -tune stillimage -crf 34 \
    -g $((seconds * 2)) -keyint_min $((seconds * 2)) -sc_threshold 0 -an -muxdelay 0 -muxpreload 0 \
    -f mpegts "$OUT/demo-${seconds}s.ts"
}

make_mp4 demo-1 0x0a6e5c 6 '精品课程 · 示例视频一' '演示素材：基层诊疗课程片段'
make_mp4 demo-2 0x1d4ed8 7 '精品课程 · 示例视频二' '演示素材：临床技能课程片段'
make_mp4 demo-3 0x9a3412 8 '精品课程 · 示例视频三' '演示素材：病例讨论课程片段'
make_mp4 demo-4 0x6d28d9 5 '精品课程 · 示例视频四' '演示素材：健康管理课程片段'
for seconds in 1 2 3 4 5 6 7 8 9 10; do make_segment "$seconds"; done
make_hls live-1 0xb91c1c 8 '专家直播 · 演示直播流一' '演示素材：直播画面'
make_hls live-2 0x334155 8 '专家直播 · 演示直播流二' '演示素材：直播画面'

du -sh "$OUT"
