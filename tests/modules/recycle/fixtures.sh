#!/bin/sh
# Remakes the customer-records import fixtures: the .fods sources, then the .xlsx LibreOffice makes of them.
set -e
cd "$(dirname "$0")/../../fixtures/spreadsheets"
python3 ../../modules/recycle/fixtures.py src
for f in recycle-records recycle-records-bad; do
  soffice --headless --convert-to xlsx --outdir . "src/$f.fods" >/dev/null
done
ls -l recycle-*.xlsx
