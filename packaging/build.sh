#!/usr/bin/env bash
# Builds the desktop app (one folder, dist/vvs/) with PyInstaller and smoke-tests it:
# every data file inside, `vvs --version`, `vvs validate` on a sample, `vvs generate` and
# `vvs edit` offscreen for a few seconds (it must still be running). Then packs
# dist/vvs-<version>-<os>-<machine>.tar.gz. About a minute on two cores (packaging/README.md).
#
#   pip install -e '.[desktop]' && packaging/build.sh
#
# PYTHON picks the interpreter (default: python3, the active venv's).
set -euo pipefail
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-python3}
APP_ID=io.github.vvscenariostudio.ScenarioStudio
started=$SECONDS

if ! "$PYTHON" -c "import PyInstaller" 2>/dev/null; then
  echo "build.sh: PyInstaller is missing: pip install -e '.[desktop]'" >&2
  exit 2
fi
version=$("$PYTHON" -c "from core.version import __version__; print(__version__)")
app=dist/vvs

echo "== building vvs $version with PyInstaller ($((SECONDS - started)) s)"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/vvs.spec

echo "== the desktop entry, the icons and the AppStream metadata in $app/share ($((SECONDS - started)) s)"
install -Dm644 packaging/vv-scenario-studio.desktop "$app/share/applications/vv-scenario-studio.desktop"
install -Dm644 "packaging/$APP_ID.metainfo.xml" "$app/share/metainfo/$APP_ID.metainfo.xml"
for png in packaging/icons/hicolor/*/apps/vv-scenario-studio.png; do
  install -Dm644 "$png" "$app/share/icons/${png#packaging/icons/}"
done
install -Dm644 packaging/icons/vv-scenario-studio.svg "$app/share/icons/hicolor/scalable/apps/vv-scenario-studio.svg"
if command -v desktop-file-validate >/dev/null; then desktop-file-validate packaging/vv-scenario-studio.desktop; fi
if command -v appstreamcli >/dev/null; then appstreamcli validate --no-net "packaging/$APP_ID.metainfo.xml"; fi

echo "== every data file is inside the app ($((SECONDS - started)) s)"
missing=0
while IFS= read -r -d '' file; do
  if [ ! -f "$app/_internal/$file" ]; then echo "missing from the app: $file" >&2; missing=1; fi
done < <(find maps schemas core/data generator/data -name '*.json' -print0; find editor -name '*.qm' -print0)
for ts in editor/translations/vvs_*.ts; do  # compiled by the spec: the app cannot compile them itself
  qm="editor/translations/$(basename "${ts%.ts}").qm"
  if [ ! -f "$app/_internal/$qm" ]; then echo "missing from the app: $qm" >&2; missing=1; fi
done
[ "$missing" -eq 0 ]

echo "== smoke test, outside the source tree ($((SECONDS - started)) s)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
vvs=$PWD/$app/vvs
cp maps/scenarios/hedgerow-duel.json "$work/"
(
  cd "$work"
  export VVS_USER_DIR="$work/user" QT_QPA_PLATFORM=offscreen
  unset PYTHONPATH
  said=$("$vvs" --version)
  [ "$said" = "vvs $version" ] || { echo "vvs --version said '$said', not 'vvs $version'" >&2; exit 1; }
  echo "$said"
  "$vvs" validate hedgerow-duel.json
  "$vvs" generate --seed 1 -o battle.zip >/dev/null
  "$vvs" validate battle.zip
  set +e
  timeout 8 "$vvs" edit hedgerow-duel.json 2>edit.err
  code=$?
  set -e
  if [ "$code" -ne 124 ] || grep -q Traceback edit.err; then
    echo "vvs edit stopped (exit $code) within 8 s:" >&2
    cat edit.err >&2
    exit 1
  fi
  echo "vvs edit: still running after 8 s (stopped by the test)"
)

echo "== the archive ($((SECONDS - started)) s)"
archive="dist/vvs-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m).tar.gz"
tar -C dist -czf "$archive" vvs
echo "== built $app ($(du -sh "$app" | cut -f1)) and $archive ($(du -sh "$archive" | cut -f1)) in $((SECONDS - started)) s"
