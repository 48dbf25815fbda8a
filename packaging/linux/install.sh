#!/usr/bin/env bash
# Install Chiếu Bài for the current user, so it appears in the applications menu and starts
# with a double-click: the binary into ~/.local/bin, the icon into the hicolor theme, the
# menu entry into ~/.local/share/applications.  No root needed.
#
#   ./install.sh [path/to/chieu-bai]     install (default: ./chieu-bai, else dist/chieu-bai)
#   ./install.sh --uninstall             remove what install.sh installed (not your saves)
# PREFIX=/some/where ./install.sh        install under another prefix (default ~/.local)
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
PREFIX="${PREFIX:-$HOME/.local}"
BIN_DIR="$PREFIX/bin"
APP_DIR="$PREFIX/share/applications"
ICON_DIR="$PREFIX/share/icons/hicolor/256x256/apps"
DESKTOP="$APP_DIR/chieu-bai.desktop"

die() { echo "install.sh: $*" >&2; exit 1; }
refresh() {  # let menus and icon caches notice (all optional)
  command -v update-desktop-database >/dev/null && update-desktop-database -q "$APP_DIR" 2>/dev/null || true
  # Only refresh an icon cache that exists: a new, later stale cache would hide other apps' icons.
  if [ -f "$PREFIX/share/icons/hicolor/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
    gtk-update-icon-cache -q -t "$PREFIX/share/icons/hicolor" 2>/dev/null || true
  fi
  touch "$PREFIX/share/icons/hicolor" 2>/dev/null || true
}

if [ "${1:-}" = "--uninstall" ]; then
  rm -f "$BIN_DIR/chieu-bai" "$DESKTOP" "$ICON_DIR/chieu-bai.png"
  refresh
  echo "Chiếu Bài removed (your settings and saves in ${XDG_DATA_HOME:-$HOME/.local/share}/chieu-bai are kept)."
  exit 0
fi
case "${1:-}" in -h|--help) sed -n '2,9p' "$0"; exit 0 ;; esac

# The binary: the argument, or next to this script (release archive), or a checkout's dist/.
BIN="${1:-}"
if [ -z "$BIN" ]; then
  for c in "$HERE/chieu-bai" "$HERE/../../dist/chieu-bai"; do
    if [ -f "$c" ]; then BIN="$c"; break; fi
  done
fi
[ -n "$BIN" ] && [ -f "$BIN" ] || die "no chieu-bai binary found; give its path: ./install.sh path/to/chieu-bai"
ICON=""
for c in "$HERE/chieu-bai.png" "$HERE/../../sprites/icon.png"; do
  if [ -f "$c" ]; then ICON="$c"; break; fi
done
[ -n "$ICON" ] || die "no icon found beside install.sh (chieu-bai.png)"
[ -f "$HERE/chieu-bai.desktop" ] || die "chieu-bai.desktop is missing beside install.sh"

mkdir -p "$BIN_DIR" "$APP_DIR" "$ICON_DIR"
install -m 755 "$BIN" "$BIN_DIR/chieu-bai"
install -m 644 "$ICON" "$ICON_DIR/chieu-bai.png"
# Point Exec/TryExec at the installed binary; the repository copy's comments are dropped.
exe="$BIN_DIR/chieu-bai"
case "$exe" in *[\"\`\$\\]*) die "cannot write a menu entry for a path holding \" \` \$ or \\: $exe" ;; esac
exe_q="$exe"
case "$exe" in *" "*) exe_q="\"$exe\"" ;; esac
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    "#"*) ;;
    TryExec=*) printf 'TryExec=%s\n' "$exe" ;;
    Exec=*) printf 'Exec=%s\n' "$exe_q" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$HERE/chieu-bai.desktop" > "$DESKTOP.tmp"
chmod 644 "$DESKTOP.tmp"
mv -f "$DESKTOP.tmp" "$DESKTOP"
refresh

echo "Chiếu Bài installed:"
echo "  program    $exe"
echo "  menu entry $DESKTOP"
echo "  icon       $ICON_DIR/chieu-bai.png"
case ":$PATH:" in *":$BIN_DIR:"*) ;; *) echo "  (add $BIN_DIR to PATH to start it as 'chieu-bai' from a terminal)";; esac
