#!/usr/bin/env bash
# Regenerates the offline image/video assets in public/ from the SVG scenes in
# scripts/assets/src/. NOT part of the build or tests; run by hand:
#
#   bash scripts/assets/generate.sh
#
# Needs: python3, rsvg-convert (librsvg2-bin), cwebp (webp), ffmpeg (libvpx-vp9,
# libx264), ImageMagick `identify` (optional, for the summary).
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SRC="$ROOT/scripts/assets/src"
PUB="$ROOT/public"
TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT

for tool in python3 rsvg-convert cwebp ffmpeg; do
  command -v "$tool" >/dev/null || { echo "missing tool: $tool" >&2; exit 1; }
done

mkdir -p "$PUB/images/services" "$PUB/images/articles" "$PUB/images/properties" "$PUB/media"

# 1. write SVG sources
python3 "$SRC/scenes.py"

# raster <svg-name> <w> <h> <out.png>
raster() { rsvg-convert -w "$2" -h "$3" -o "$4" "$SRC/$1"; }

# webp <in.png> <out.webp> <max-bytes> [start-quality]
# Encodes at quality 70 (or the given start) and steps down until under budget.
webp() {
  local in="$1" out="$2" max="$3" q="${4:-70}"
  while :; do
    cwebp -quiet -q "$q" -m 6 -sharp_yuv "$in" -o "$out"
    local size; size=$(stat -c %s "$out")
    if [ "$size" -le "$max" ] || [ "$q" -le 30 ]; then break; fi
    q=$((q - 5))
  done
  printf '  %-55s q=%-3s %7d bytes\n' "${out#"$ROOT"/}" "$q" "$(stat -c %s "$out")"
}

# one <svg-name> <w> <h> <out.webp> <max-bytes> [quality]
one() {
  raster "$1" "$2" "$3" "$TMP/x.png"
  webp "$TMP/x.png" "$4" "$5" "${6:-70}"
}

echo "images:"
one logo.svg 160 160 "$PUB/images/logo.webp" 20000 90
cp "$SRC/favicon.svg" "$PUB/favicon.svg"
one hero.svg 1600 900 "$PUB/images/hero.webp" 120000

for s in rent-collection tenant-management property-management assessment mri-filing \
         property-marketing project-management; do
  one "svc-$s.svg" 640 400 "$PUB/images/services/$s.webp" 40000
done
for a in market-trends-1 market-trends-2 investment-1 property-management-1; do
  one "art-$a.svg" 1200 630 "$PUB/images/articles/$a.webp" 70000
done
for p in nairobi-home nairobi-apartment mombasa-villa; do
  one "prop-$p.svg" 640 420 "$PUB/images/properties/$p.webp" 45000
done

# 2. coming-soon background video: 6 s, 25 fps, seamless loop.
#    Layers: dark sky, three soft glows orbiting once per loop, a cloud band
#    panned by exactly one period (300 px) per loop, static skyline silhouette.
echo "video:"
raster video-bg.svg 1280 720 "$TMP/bg.png"
raster video-skyline.svg 1280 720 "$TMP/sky.png"
raster video-clouds.svg 1920 300 "$TMP/clouds.png"
raster video-blob-blue.svg 720 720 "$TMP/b1.png"
raster video-blob-orange.svg 560 560 "$TMP/b2.png"
raster video-blob-tint.svg 600 600 "$TMP/b3.png"

P='2*PI*t/6'
ffmpeg -v error -y \
  -loop 1 -framerate 25 -i "$TMP/bg.png" \
  -loop 1 -framerate 25 -i "$TMP/b1.png" \
  -loop 1 -framerate 25 -i "$TMP/b2.png" \
  -loop 1 -framerate 25 -i "$TMP/b3.png" \
  -loop 1 -framerate 25 -i "$TMP/clouds.png" \
  -loop 1 -framerate 25 -i "$TMP/sky.png" \
  -filter_complex "\
[4:v]crop=1280:300:x='mod(n*2\,300)':y=0[cl];\
[0:v][1:v]overlay=x='260+70*cos($P)':y='-80+45*sin($P)':eval=frame[a];\
[a][2:v]overlay=x='720-60*cos($P)':y='180-40*sin($P)':eval=frame[b];\
[b][3:v]overlay=x='-120+55*sin($P)':y='240+35*cos($P)':eval=frame[c];\
[c][cl]overlay=x=0:y=110[d];\
[d][5:v]overlay=0:0,format=yuv444p[v]" \
  -map '[v]' -frames:v 150 -c:v ffv1 "$TMP/master.mkv"

ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -pix_fmt yuv420p \
  -b:v 560k -maxrate 700k -minrate 300k -deadline good -cpu-used 1 -row-mt 1 \
  -pass 1 -passlogfile "$TMP/vp9" -f null /dev/null
ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libvpx-vp9 -pix_fmt yuv420p \
  -b:v 560k -maxrate 700k -minrate 300k -deadline good -cpu-used 1 -row-mt 1 \
  -pass 2 -passlogfile "$TMP/vp9" "$PUB/media/coming-soon.webm"

ffmpeg -v error -y -i "$TMP/master.mkv" -an -c:v libx264 -preset slow -crf 26 \
  -maxrate 700k -bufsize 1400k -profile:v high -pix_fmt yuv420p -movflags +faststart \
  "$PUB/media/coming-soon.mp4"

ffmpeg -v error -y -i "$TMP/master.mkv" -frames:v 1 "$TMP/poster.png"
webp "$TMP/poster.png" "$PUB/media/coming-soon-poster.webp" 80000

for f in coming-soon.webm coming-soon.mp4; do
  printf '  %-55s %7d bytes\n' "public/media/$f" "$(stat -c %s "$PUB/media/$f")"
done

# 3. robots.txt (staff-only routes are not for crawlers)
cat > "$PUB/robots.txt" <<'EOF'
User-agent: *
Allow: /
Disallow: /dashboard
Disallow: /admin
Disallow: /admin-emails
Disallow: /admin-contacts
Disallow: /admin-login
Disallow: /manager
Disallow: /user
Disallow: /login
EOF

if command -v identify >/dev/null; then
  echo "dimensions:"
  (cd "$PUB" && identify -format '  %f %wx%h\n' images/*.webp images/*/*.webp media/*.webp)
fi
echo "done"
