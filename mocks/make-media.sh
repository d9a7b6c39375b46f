#!/usr/bin/env bash
# Makes the demo media served under /demo-media/ by `vite` and `vite preview`
# (mocks/demo-media-plugin.ts). The outputs are committed, so this only needs to run
# when the clips change. Needs ffmpeg with libx264, the native AAC encoder and drawtext.
#
#   mocks/make-media.sh            # writes mocks/media/
#
# Output: ep1.mp4 … ep6.mp4 (360×640, H.264 main at 12 fps + mono AAC at 24 kbps, a keyframe every
# second, +faststart). Episode n lasts 59 + n seconds (60-65 s, like a real episode, so nothing races a
# clip's end) and weighs 350-400 KB. hls/ep1.m3u8 with 6 s fMP4 segments (same picture as ep1),
# cover-1.jpg … cover-4.jpg (300×400 posters). Encoding is single-threaded and bit-exact so reruns give
# the same bytes.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
out="$here/media"
W=360 H=640 FPS=12

command -v ffmpeg >/dev/null || { echo "ffmpeg is missing (Debian: apt-get install -y ffmpeg)" >&2; exit 1; }

find_font() {
  local f
  f="$(fc-match -f '%{file}' 'DejaVu Sans:bold' 2>/dev/null || true)"
  [[ -f "$f" ]] && { echo "$f"; return; }
  f=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
  [[ -f "$f" ]] && { echo "$f"; return; }
  if [[ -f /etc/debian_version && "$(id -u)" == 0 ]]; then
    echo "Installing fonts-dejavu-core for drawtext…" >&2
    apt-get update -qq >&2 && apt-get install -y -qq fonts-dejavu-core >&2
    [[ -f "$f" ]] && { echo "$f"; return; }
  fi
  echo "No bold sans font found; install fonts-dejavu-core" >&2
  exit 1
}
FONT="$(find_font)"

# Bit-exact flags keep committed files stable across reruns on the same ffmpeg.
exact=(-threads 1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -map_metadata -1)

# Low bitrate so mocks/ stays small: flat colours and text survive crf 40 well, and with a keyframe every
# second the keyframes are most of the bytes, so ipratio=1.0 (and no psy-rd) keeps x264 from spending
# more on them than on the frames between. A pure tone needs no more than 24 kbps of mono AAC.
# One background colour and one tone per episode; the tone is soft (about -22 dBFS peak) but audible.
colours=(0x8e2a3b 0x1f4e8c 0x2e7d4f 0x7a4a9e 0xb5651d 0x1c6b73)
tones=(440 494 523 587 659 698)

rm -rf "$out"
mkdir -p "$out/hls"

for i in 1 2 3 4 5 6; do
  colour="${colours[$((i - 1))]}"
  tone="${tones[$((i - 1))]}"
  # Slightly different lengths, as real episodes have: the player must read each one's own.
  DURATION=$((59 + i))
  # Big "EP n", a running clock, a square bouncing across and a progress bar filling up:
  # every frame differs, so a frozen player is obvious.
  graph="\
[0:v]drawtext=fontfile=${FONT}:text='EP ${i}':fontsize=96:fontcolor=white:x=(w-tw)/2:y=h*0.36:shadowx=3:shadowy=3,\
drawtext=fontfile=${FONT}:text='Demo drama':fontsize=28:fontcolor=white@0.85:x=(w-tw)/2:y=h*0.29,\
drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontsize=30:fontcolor=white:x=(w-tw)/2:y=h*0.53[txt];\
[1:v]format=yuv420p[dot];[2:v]format=yuv420p[bar];\
[txt][dot]overlay=x='(W-w)/2+(W/2-w)*sin(2*PI*t/3)':y=H*0.66:shortest=1[moving];\
[moving][bar]overlay=x='-W+W*t/${DURATION}':y=H-12:shortest=1,format=yuv420p[v]"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${colour}:s=${W}x${H}:r=${FPS}:d=${DURATION}" \
    -f lavfi -i "color=c=white:s=36x36:r=${FPS}:d=${DURATION}" \
    -f lavfi -i "color=c=white:s=${W}x12:r=${FPS}:d=${DURATION}" \
    -f lavfi -i "sine=frequency=${tone}:sample_rate=24000:duration=${DURATION}" \
    -filter_complex "$graph" -map '[v]' -map 3:a \
    -af "volume=-4dB,afade=t=in:d=0.3,afade=t=out:st=$((DURATION - 1)).6:d=0.4" \
    -c:v libx264 -profile:v main -level 3.0 -pix_fmt yuv420p -preset veryslow -crf 40 \
    -x264-params ipratio=1.0:psy-rd=0 \
    -g "$FPS" -keyint_min "$FPS" -sc_threshold 0 \
    -force_key_frames 'expr:gte(t,n_forced)' \
    -c:a aac -b:a 24k -ac 1 \
    -t "$DURATION" -movflags +faststart "${exact[@]}" \
    "$out/ep${i}.mp4"
done

# HLS rendition of episode 1: the same streams cut into 6 s fragmented-MP4 segments, VOD
# playlist. fMP4 rather than MPEG-TS because .ts files would be taken for TypeScript by every
# tool in this repository (eslint, editors); Safari, Chrome's native HLS and hls.js all play fMP4.
ffmpeg -hide_banner -loglevel error -y -i "$out/ep1.mp4" -c copy -map 0 \
  -f hls -hls_time 6 -hls_playlist_type vod -hls_list_size 0 \
  -hls_segment_type fmp4 -hls_fmp4_init_filename ep1-init.mp4 \
  -hls_segment_filename "$out/hls/ep1-%d.m4s" "${exact[@]}" "$out/hls/ep1.m3u8"

# Posters: 3:4, a title in two lines, the cover number small at the bottom. Titles go
# through textfile= so apostrophes need no filtergraph escaping.
titles=("Midnight|Heir" "Love in|Bangkok" "The CEO's|Secret" "Desert|Rose")
poster_colours=(0x5b1a2a 0x12355f 0x3b2460 0x6b3d12)
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
for i in 1 2 3 4; do
  title="${titles[$((i - 1))]}"
  printf '%s' "${title%%|*}" >"$tmp/line1"
  printf '%s' "${title##*|}" >"$tmp/line2"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "color=c=${poster_colours[$((i - 1))]}:s=300x400:d=1" \
    -vf "drawbox=x=0:y=ih*0.62:w=iw:h=ih*0.38:color=black@0.35:t=fill,\
drawtext=fontfile=${FONT}:textfile=$tmp/line1:fontsize=38:fontcolor=white:x=(w-tw)/2:y=h*0.66,\
drawtext=fontfile=${FONT}:textfile=$tmp/line2:fontsize=38:fontcolor=white:x=(w-tw)/2:y=h*0.66+48,\
drawtext=fontfile=${FONT}:text='DEMO ${i}':fontsize=16:fontcolor=white@0.8:x=(w-tw)/2:y=h-28" \
    -frames:v 1 -q:v 4 "${exact[@]}" "$out/cover-${i}.jpg"
done

du -ab "$out" | sort -k2
