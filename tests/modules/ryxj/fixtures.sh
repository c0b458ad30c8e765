#!/bin/sh
# Remakes 巡检考评's spreadsheet fixtures with LibreOffice from their flat ODF sources.
set -e
cd "$(dirname "$0")/../../.."
soffice --headless --convert-to xlsx --outdir tests/fixtures/spreadsheets tests/fixtures/spreadsheets/src/ryxj-facilities.fods
