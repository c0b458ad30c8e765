#!/bin/sh
# Remakes 设施考核's spreadsheet fixtures with LibreOffice (Debian's libreoffice-calc-nogui):
# tests/fixtures/spreadsheets/facility-import.xlsx from src/facility-import.fods. Run from anywhere.
set -e
cd "$(dirname "$0")/../../fixtures/spreadsheets"
soffice --headless --convert-to xlsx --outdir . src/facility-import.fods > /dev/null
ls -l facility-import.xlsx
