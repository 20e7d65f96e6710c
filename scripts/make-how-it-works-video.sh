#!/usr/bin/env bash
# Renders the "How Gradewise works" explainer video and its poster frame.
#
# Everything is drawn with ffmpeg's built-in lavfi sources and filters (color,
# drawbox, drawtext, overlay, geq, fade) so the asset is fully self-made: no stock
# footage, no external images, no network at render or playback time.
#
# Outputs (overwritten on every run, so the script is idempotent):
#   src/web/public/media/how-it-works.webm        VP9, 960x540, 24 fps, 14 s, no audio
#   src/web/public/media/how-it-works-poster.jpg  960x540 title card
#
# Note: ffmpeg 5.x evaluates drawbox geometry only once, so anything that moves
# is an overlay with a time-based x/y; things that appear use `enable=`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
OUT_DIR="$ROOT/src/web/public/media"
VIDEO="$OUT_DIR/how-it-works.webm"
POSTER="$OUT_DIR/how-it-works-poster.jpg"

command -v ffmpeg >/dev/null || { echo "ffmpeg not found" >&2; exit 1; }

# drawtext needs a real font file. DejaVu ships with Debian (fonts-dejavu-core);
# prefer fontconfig's answer, fall back to the usual Debian path.
find_font() {
  local pattern="$1" fallback="$2" file=""
  if command -v fc-match >/dev/null; then file="$(fc-match -f '%{file}' "$pattern" 2>/dev/null || true)"; fi
  [[ -n "$file" && -f "$file" && "$file" == *DejaVu* ]] || file="$fallback"
  [[ -f "$file" ]] || { echo "Font not found: $fallback (apt-get install fonts-dejavu-core)" >&2; exit 1; }
  printf '%s' "$file"
}
FONT_BOLD="$(find_font 'DejaVu Sans:bold' /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf)"
FONT_REG="$(find_font 'DejaVu Sans' /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf)"

# Work in a private temp dir; text lives in files (textfile=) so captions with
# colons, commas and dashes need no filtergraph escaping.
TMP="$(mktemp -d "${TMPDIR:-/tmp}/gw-how-it-works.XXXXXX")"
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$OUT_DIR"

W=960 H=540 FPS=24 SCENE=3.5 TOTAL=14
BG=0x1e1b4b PANEL=0x2e2a6e PANEL2=0x3b3790 GOLD=0xf5b83d SOFT=0xc7d2fe INK=0x1e1b4b

calc() { awk "BEGIN { print $1 }"; }            # float maths without bc
txt() { printf '%s' "$2" > "$TMP/$1.txt"; }   # txt NAME "content"
txt h1 "1. Photograph your card"
txt s1 "10 photos: front, back and every corner"
txt h2 "2. Pay 1 credit"
txt s2 "One credit per card"
txt h3 "3. A real grader reviews it"
txt s3 "Centering, corners, edges, surface"
txt h4 "4. Get your estimate"
txt s4 "Expected grade, ceiling grade, centering and value"
txt counter 'Photo %{eif:clip(floor((t-0.4)/0.22)+1,0,10):d} of 10'
txt p_title "How Gradewise works"
txt p_sub "From photos to a grade estimate, before you submit"

# Text helpers: emit one drawtext filter.
#   dt FONT SIZE COLOR X Y FILE [extra options]
dt() { printf "drawtext=fontfile=%s:fontsize=%s:fontcolor=%s:x=%s:y=%s:textfile=%s%s" \
  "$1" "$2" "$3" "$4" "$5" "$TMP/$6.txt" "${7:+:$7}"; }
#   lbl FONT SIZE COLOR X Y 'plain text' [extra]   (for short words without : , ')
lbl() { printf "drawtext=fontfile=%s:fontsize=%s:fontcolor=%s:x=%s:y=%s:text='%s'%s" \
  "$1" "$2" "$3" "$4" "$5" "$6" "${7:+:$7}"; }
box() { printf "drawbox=x=%s:y=%s:w=%s:h=%s:color=%s:t=%s%s" "$1" "$2" "$3" "$4" "$5" "$6" "${7:+:$7}"; }
join() { local IFS=','; printf '%s' "$*"; }

# Shared frame for every scene: wordmark, step counter, animated two-line caption
# (slides up and fades in), and a soft fade from/to the background colour.
chrome() { # chrome N
  join \
    "$(lbl "$FONT_BOLD" 26 "$GOLD" 36 26 'Gradewise')" \
    "$(lbl "$FONT_REG" 20 "$SOFT" 'w-tw-36' 32 "Step $1 of 4")" \
    "$(dt "$FONT_BOLD" 46 white '(w-tw)/2' "'352+24*max(0,1-t/0.5)'" "h$1" "alpha='min(1,t/0.5)'")" \
    "$(dt "$FONT_REG" 28 "$SOFT" '(w-tw)/2' "'424+18*max(0,1-(t-0.25)/0.5)'" "s$1" "alpha='clip((t-0.25)/0.5,0,1)'")" \
    "fade=t=in:st=0:d=0.35:color=$BG" "fade=t=out:st=$(calc "$SCENE - 0.35"):d=0.35:color=$BG"
}

# --- Scene 1: phone viewfinder on a card, 10 thumbnails appear one by one ---------
s1=(
  "$(box 170 70 150 250 0x0f0d2e fill)" "$(box 170 70 150 250 "$SOFT" 4)"
  "$(box 182 92 126 196 "$PANEL" fill)"
  "$(box 203 131 84 118 "$GOLD" fill)" "$(box 209 137 72 54 0x4338ca fill)" "$(box 209 197 72 46 0xeef2ff fill)"
  # viewfinder corner brackets
  "$(box 193 121 18 3 white fill)" "$(box 193 121 3 18 white fill)"
  "$(box 279 121 18 3 white fill)" "$(box 294 121 3 18 white fill)"
  "$(box 193 256 18 3 white fill)" "$(box 193 241 3 18 white fill)"
  "$(box 279 256 18 3 white fill)" "$(box 294 241 3 18 white fill)"
  "$(box 233 296 24 14 "$GOLD" fill)"
)
for i in $(seq 0 9); do
  col=$((i % 5)) row=$((i / 5))
  x=$((420 + col * 80)) y=$((84 + row * 104))
  on="enable='gte(t,$(calc "0.4 + 0.22 * $i"))'"
  s1+=("$(box $x $y 64 86 "$PANEL2" fill "$on")" "$(box $x $y 64 86 "$GOLD" 3 "$on")"
       "$(box $((x + 10)) $((y + 12)) 44 30 "$SOFT" fill "$on")" "$(box $((x + 10)) $((y + 50)) 30 6 "$GOLD" fill "$on")")
done
s1+=("$(dt "$FONT_REG" 22 "$SOFT" 420 292 counter "enable='gte(t,0.4)'")")

# --- Scene 2: a round 1-credit coin slides into the request ticket ---------------
# Coin is a small gold square masked to a circle with geq (cheap at 110x110).
COIN="color=c=$GOLD:s=110x110:r=$FPS:d=$SCENE,format=rgba,geq=r='if(between(hypot(X-55,Y-55),40,45),199,245)':g='if(between(hypot(X-55,Y-55),40,45),138,184)':b='if(between(hypot(X-55,Y-55),40,45),28,61)':a='if(lte(hypot(X-55,Y-55),54),255,0)',$(lbl "$FONT_BOLD" 50 "$INK" '(w-tw)/2' 22 '1'),$(lbl "$FONT_BOLD" 13 "$INK" '(w-tw)/2' 76 'CREDIT')"
s2a=(
  "$(lbl "$FONT_REG" 22 "$SOFT" 120 270 'Your balance')"
  "$(lbl "$FONT_BOLD" 22 white 270 270 '5 credits' "enable='lt(t,1.6)'")"
  "$(lbl "$FONT_BOLD" 22 "$GOLD" 270 270 '4 credits' "enable='gte(t,1.6)'")"
  "$(box 540 78 300 212 "$PANEL" fill)" "$(box 540 78 300 212 "$SOFT" 2)"
  "$(lbl "$FONT_BOLD" 24 white 564 98 'Grading request')"
  "$(lbl "$FONT_REG" 20 "$SOFT" 564 142 '10 photos attached')"
  "$(lbl "$FONT_REG" 20 "$SOFT" 564 176 'Cost  1 credit')"
  "$(box 564 222 150 44 "$GOLD" fill "enable='gte(t,1.75)'")"
  "$(lbl "$FONT_BOLD" 22 "$INK" 580 233 '✓ PAID' "enable='gte(t,1.75)'")"
)
# ease-out from x=130 to x=720 between t=0.5 and t=1.6, then hidden
COIN_X="'130+590*(1-pow(1-clip((t-0.5)/1.1,0,1),2))'"

# --- Scene 3: card under review, checklist ticks off the four criteria ------------
s3a=(
  "$(box 190 72 176 246 "$GOLD" fill)" "$(box 200 82 156 226 0xfff7e0 fill)"
  "$(box 208 90 140 110 0x4338ca fill)" "$(box 208 210 140 88 0xeef2ff fill)"
  "$(box 218 222 90 8 "$PANEL2" fill)" "$(box 218 240 120 5 0x94a3b8 fill)" "$(box 218 254 110 5 0x94a3b8 fill)"
  # centering guides (0.5 s), corner brackets (1.1 s), edge outline (1.7 s)
  "$(box 200 76 2 238 "$GOLD" fill "enable='gte(t,0.5)'")" "$(box 354 76 2 238 "$GOLD" fill "enable='gte(t,0.5)'")"
  "$(box 182 64 30 30 white 3 "enable='gte(t,1.1)'")" "$(box 344 64 30 30 white 3 "enable='gte(t,1.1)'")"
  "$(box 182 296 30 30 white 3 "enable='gte(t,1.1)'")" "$(box 344 296 30 30 white 3 "enable='gte(t,1.1)'")"
  "$(box 186 68 184 254 "$SOFT" 2 "enable='gte(t,1.7)'")"
)
i=0
for item in Centering Corners Edges Surface; do
  at=$(calc "0.5 + 0.6 * $i") y=$((92 + i * 56))
  s3a+=("$(box 470 $y 38 38 "$SOFT" 2)" "$(box 470 $y 38 38 "$GOLD" fill "enable='gte(t,$at)'")"
        "$(lbl "$FONT_BOLD" 28 "$INK" 477 $((y + 11)) '✓' "enable='gte(t,$at)'")"
        "$(lbl "$FONT_BOLD" 30 white 530 $((y + 2)) "$item" "alpha='if(lt(t,$at),0.4,1)'")")
  i=$((i + 1))
done
SCAN_Y="'82+220*clip((t-2.3)/0.9,0,1)'"   # surface scan line sweeps the card

# --- Scene 4: three result tiles pop in, value bar grows ------------------------
s4a=()
i=0
for tile in "EXPECTED:9" "CEILING:10" "CENTERING:55/45"; do
  at=$(calc "0.3 + 0.5 * $i") x=$((165 + i * 215)) on="enable='gte(t,$at)'"
  s4a+=("$(box $x 74 200 150 "$PANEL" fill "$on")" "$(box $x 74 200 150 "$GOLD" 3 "$on")"
        "$(lbl "$FONT_BOLD" 18 "$SOFT" "$((x + 100))-tw/2" 94 "${tile%%:*}" "$on")"
        "$(lbl "$FONT_BOLD" 50 white "$((x + 100))-tw/2" 138 "${tile#*:}" "$on")")
  i=$((i + 1))
done
s4a+=("$(box 280 254 515 22 "$PANEL" fill)")
# after the bar overlay: repaint left of the track so the sliding bar looks like it grows
s4b=("$(box 0 240 280 50 "$BG" fill)" "$(lbl "$FONT_BOLD" 20 "$SOFT" 165 254 'VALUE')")
BAR_X="'280-515+390*clip((t-1.8)/1.0,0,1)'"

src() { printf "color=c=%s:s=%sx%s:r=%s:d=%s" "$BG" "$W" "$H" "$FPS" "$SCENE"; }
GRAPH="$TMP/graph.txt"
{
  printf '%s,%s,%s[s1];\n' "$(src)" "$(join "${s1[@]}")" "$(chrome 1)"
  printf '%s,%s[b2];\n%s[coin];\n' "$(src)" "$(join "${s2a[@]}")" "$COIN"
  printf "[b2][coin]overlay=x=%s:y=125:enable='lt(t,1.6)',%s[s2];\n" "$COIN_X" "$(chrome 2)"
  printf '%s,%s[b3];\n' "$(src)" "$(join "${s3a[@]}")"
  printf 'color=c=white@0.85:s=156x4:r=%s:d=%s,format=rgba[scan];\n' "$FPS" "$SCENE"
  printf "[b3][scan]overlay=x=200:y=%s:enable='between(t,2.3,3.2)',%s[s3];\n" "$SCAN_Y" "$(chrome 3)"
  printf '%s,%s[b4];\n' "$(src)" "$(join "${s4a[@]}")"
  printf 'color=c=%s:s=515x22:r=%s:d=%s[bar];\n' "$GOLD" "$FPS" "$SCENE"
  printf '[b4][bar]overlay=x=%s:y=254,%s,%s[s4];\n' "$BAR_X" "$(join "${s4b[@]}")" "$(chrome 4)"
  # concat, then a whole-video progress bar along the bottom edge
  printf '[s1][s2][s3][s4]concat=n=4:v=1:a=0,%s[cat];\n' "$(box 0 534 "$W" 6 0x312e81 fill)"
  printf 'color=c=%s:s=%sx6:r=%s:d=%s[prog];\n' "$GOLD" "$W" "$FPS" "$TOTAL"
  printf "[cat][prog]overlay=x='-%s+%s*t/%s':y=534,format=yuv420p[v]\n" "$W" "$W" "$TOTAL"
} > "$GRAPH"

# VP9 constant-quality mode: flat graphics compress extremely well, so a fairly
# high CRF stays crisp and keeps the file far below the 400 KB budget.
ffmpeg -hide_banner -loglevel error -y -filter_complex_script "$GRAPH" -map '[v]' -an \
  -c:v libvpx-vp9 -crf 36 -b:v 0 -deadline good -cpu-used 2 -row-mt 1 -g 120 \
  -pix_fmt yuv420p -map_metadata -1 -t "$TOTAL" "$TMP/out.webm"
mv -f "$TMP/out.webm" "$VIDEO"

# --- Poster: static title card (shown before play / when autoplay is off) -------
poster=(
  "$(box 0 0 "$W" 8 "$GOLD" fill)"
  "$(lbl "$FONT_BOLD" 26 "$GOLD" 36 30 'Gradewise')"
  "$(dt "$FONT_BOLD" 64 white '(w-tw)/2' 170 p_title)"
  "$(box 400 260 160 6 "$GOLD" fill)"
  "$(dt "$FONT_REG" 26 "$SOFT" '(w-tw)/2' 292 p_sub)"
)
i=0
for step in "1  Photograph" "2  Pay 1 credit" "3  Review" "4  Estimate"; do
  x=$((90 + i * 200))
  poster+=("$(box $x 380 180 56 "$PANEL" fill)" "$(box $x 380 180 56 "$PANEL2" 2)"
           "$(lbl "$FONT_BOLD" 20 white "$((x + 90))-tw/2" 397 "$step")")
  i=$((i + 1))
done
ffmpeg -hide_banner -loglevel error -y -f lavfi -i "color=c=$BG:s=${W}x${H}:d=1" \
  -vf "$(join "${poster[@]}")" -frames:v 1 -q:v 3 -map_metadata -1 "$TMP/poster.jpg"
mv -f "$TMP/poster.jpg" "$POSTER"

ls -l "$VIDEO" "$POSTER"
